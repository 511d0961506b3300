package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A spinning disc hung by a ball joint on its axis, the axis level: gravity's torque turns the
 * spin's angular momentum, so the axis precesses about the vertical at
 * {@code Omega = m g r / (I_axis spin)} (exact for a level axis in steady precession) and stays
 * level. Started in steady precession, so there is no nutation to average out.
 */
class BallJointGyroscopeTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void spinningDiscOnBallJointPrecessesAtTheClosedFormAndStaysLevel() {
        double[] result = run(80, 0.25f, 1 / 60f);
        // the spin turns 1.33 rad a step; the precession and the axis's height come from the
        // solve's gyroscopic inverse inertia (with the plain I^-1: -3.2 % and a 65 deg droop)
        assertTrue(Math.abs(result[0]) < 0.03, "precession within 3 % of m g r / (I spin): " + 100 * result[0] + " %");
        assertTrue(result[1] < 5, "the axis droops less than 5 deg in 10 s: " + result[1] + " deg");
    }

    @Test
    void slowerSpinAndSmallerStepsComeCloser() {
        double[] slow = run(40, 0.25f, 1 / 60f), fine = run(80, 0.25f, 1 / 120f);
        assertTrue(Math.abs(slow[0]) < 0.02 && slow[1] < 2, "spin 40: " + 100 * slow[0] + " %, droop " + slow[1] + " deg");
        assertTrue(Math.abs(fine[0]) < 0.02 && fine[1] < 2, "h 1/120: " + 100 * fine[0] + " %, droop " + fine[1] + " deg");
    }

    /** The precession's relative error against the closed form and the largest droop (deg) in 10 s. */
    private static double[] run(float spin, float r, float h) {
        NscConfig cfg = Scenes.config(1);
        cfg.timeStep = h;
        NscWorld w = new NscWorld(cfg);
        try {
            float m = 1, radius = 0.5f, thick = 0.05f;
            float iAxis = m * radius * radius / 2, iPerp = m * (3 * radius * radius + thick * thick) / 12;
            double g = -cfg.gravity.y;
            double omega = m * g * r / (iAxis * spin);
            // in steady precession from the start (w = spin x + Omega y, the centre moving with the precession)
            RigidBody disc = w.createBody(new BodyDef().shape(w.shapes().cylinder(Axis.X, 2 * radius, thick)).mass(m)
                    .localInertia(iAxis, iPerp, iPerp).position(r, 0, 0).angularVelocity(spin, (float) omega, 0)
                    .linearVelocity(0, 0, (float) (-omega * r)));
            w.createBallJoint(disc, null, new Vector3(0, 0, 0));
            double seconds = 10, maxDroop = 0, azimuth = 0, lastAzimuth = 0;
            Quaternion q = new Quaternion();
            Vector3 axis = new Vector3();
            for (int s = 1; s <= Math.round(seconds / h); s++) {
                w.stepOnce();
                disc.getRotation(q);
                axis.set(1, 0, 0).mul(q);
                maxDroop = Math.max(maxDroop, Math.toDegrees(Math.abs(Math.asin(Math.max(-1, Math.min(1, axis.y))))));
                double a = Math.atan2(-axis.z, axis.x), da = a - lastAzimuth;
                if (da > Math.PI) da -= 2 * Math.PI;
                if (da < -Math.PI) da += 2 * Math.PI;
                azimuth += da;
                lastAzimuth = a;
            }
            double rate = azimuth / seconds;
            System.out.printf("ball-joint gyroscope: spin %.0f, r %.2f, h %.5f: precession %.4f rad/s (closed form %.4f, %+.2f %%), droop within %.3f deg in 10 s%n",
                    spin, r, h, rate, omega, 100 * (rate / omega - 1), maxDroop);
            return new double[] {rate / omega - 1, maxDroop};
        } finally {
            w.dispose();
        }
    }
}
