package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * A spinning disc hung by a ball joint on its axis, the axis level: gravity's torque turns the
 * spin's angular momentum, so the axis precesses about the vertical at
 * {@code Omega = m g r / (I_axis spin)} (exact for a level axis in steady precession) and stays level.
 * A probe, not a test, while the ball-joint step lets the axis droop (docs/BENCHMARKS.md, the
 * gyroscope): it prints the precession rate against the closed form and the droop over 10 s. Run
 * with {@code mvn -B -o -q -pl plugin test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.gdxnsc.world.GyroscopeProbe}.
 */
public final class GyroscopeProbe {
    private GyroscopeProbe() {
    }

    public static void main(String[] args) {
        Scenes.natives();
        NscConfig cfg = Scenes.config(1);
        NscWorld w = new NscWorld(cfg);
        try {
            float m = 1, radius = 0.5f, thick = 0.05f, r = 0.25f, spin = 80;
            float iAxis = m * radius * radius / 2, iPerp = m * (3 * radius * radius + thick * thick) / 12;
            double g = -cfg.gravity.y;
            double omega = m * g * r / (iAxis * spin);
            // started in steady precession (w = spin x + Omega y, centre moving with the precession), so no nutation
            RigidBody disc = w.createBody(new BodyDef().shape(w.shapes().cylinder(Axis.X, 2 * radius, thick)).mass(m)
                    .localInertia(iAxis, iPerp, iPerp).position(r, 0, 0).angularVelocity(spin, (float) omega, 0)
                    .linearVelocity(0, 0, (float) (-omega * r)));
            w.createBallJoint(disc, null, new Vector3(0, 0, 0));
            double seconds = 10, maxDroop = 0, azimuth = 0, lastAzimuth = 0;
            Quaternion q = new Quaternion();
            for (int s = 1; s <= Math.round(seconds / cfg.timeStep); s++) {
                w.stepOnce();
                disc.getRotation(q);
                Vector3 axis = new Vector3(1, 0, 0).mul(q);
                maxDroop = Math.max(maxDroop, Math.toDegrees(Math.abs(Math.asin(Math.max(-1, Math.min(1, axis.y))))));
                double a = Math.atan2(-axis.z, axis.x);
                double da = a - lastAzimuth;
                if (da > Math.PI) da -= 2 * Math.PI;
                if (da < -Math.PI) da += 2 * Math.PI;
                azimuth += da;
                lastAzimuth = a;
                if (System.getenv("GYRO_TRACE") != null && s % 30 == 0)
                    System.out.printf("t %.2f elev %.3f deg az %.4f%n", s * cfg.timeStep, Math.toDegrees(Math.asin(axis.y)), azimuth);
            }
            double rate = azimuth / seconds;
            System.out.printf("gyroscope: h %.5f, precession %.4f rad/s (closed form %.4f, %+.2f %%), droop within %.3f deg in %.0f s%n",
                    cfg.timeStep, rate, omega, 100 * (rate / omega - 1), maxDroop, seconds);
        } finally {
            w.dispose();
        }
    }
}
