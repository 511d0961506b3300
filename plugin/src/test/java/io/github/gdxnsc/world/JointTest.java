package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Ball joints (pendulum, chain) and the hinge motor. */
class JointTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * A point-like bob (tiny inertia) on a ball joint at distance l below the pivot, released at 3
     * degrees: small-angle period 2 pi sqrt(l / g). The period is timed between upward zero
     * crossings of x, interpolated linearly within a step, over several swings.
     */
    @Test
    void pendulumPeriodMatchesSmallAngleTheory() {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, -9.81f, 0);
        cfg.maxIterations = 300;
        NscWorld w = new NscWorld(cfg);
        try {
            double l = 1.0, angle = Math.toRadians(3);
            float bx = (float) (l * Math.sin(angle)), by = (float) (-l * Math.cos(angle));
            // inertia from the shape (2/5 m r^2 = 1e-3): the bob's spin makes N ill-conditioned
            // (diagonal 1 linear vs l^2 / I = 1000 angular), so APGD gets a budget of 300 iterations
            RigidBody bob = w.createBody(new BodyDef().shape(w.shapes().sphere(0.05f)).mass(1).position(bx, by, 0));
            w.createBallJoint(bob, null, new Vector3(0, 0, 0));
            Vector3 p = new Vector3();
            double prevX = bob.getPosition(p).x, h = cfg.timeStep;
            double firstCross = -1, lastCross = -1;
            int crossings = 0;
            for (int s = 1; s <= 60 * 12; s++) {
                w.stepOnce();
                double xNow = bob.getPosition(p).x;
                if (prevX < 0 && xNow >= 0) {
                    double t = (s - 1 + (-prevX) / (xNow - prevX)) * h;
                    if (firstCross < 0) firstCross = t;
                    lastCross = t;
                    crossings++;
                }
                prevX = xNow;
            }
            double period = (lastCross - firstCross) / (crossings - 1);
            double expected = 2 * Math.PI * Math.sqrt(l / 9.81f);
            System.out.printf("pendulum: period %.5f s, 2 pi sqrt(l/g) %.5f s, rel %.2e over %d periods%n", period, expected,
                    Math.abs(period - expected) / expected, crossings - 1);
            assertEquals(expected, period, 0.01 * expected);
        } finally {
            w.dispose();
        }
    }

    /**
     * A 10-link capsule chain (0.5 m links) released horizontally at the default config, as the
     * demo does: during its whip every joint stays within 1 cm. Before the joint projection
     * (jointErp 0.2, velocity rows only) it separated by up to 113 mm, whatever the budget.
     */
    @Test
    void chainKeepsLinkLengths() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            int n = 10;
            float len = 0.5f;
            RigidBody prev = null;
            BallJoint[] joints = new BallJoint[n];
            for (int i = 0; i < n; i++) {
                // links along +x from the pivot, lying horizontal: the chain falls and whips
                RigidBody link = w.createBody(new BodyDef().shape(w.shapes().capsule(0.05f, len)).mass(1)
                        .position((i + 0.5f) * len, 0, 0).rotation(new com.badlogic.gdx.math.Quaternion(Vector3.Z, -90)));
                joints[i] = w.createBallJoint(link, prev, new Vector3(i * len, 0, 0));
                prev = link;
            }
            double worst = 0;
            for (int s = 0; s < 600; s++) {
                w.stepOnce();
                for (BallJoint j : joints) worst = Math.max(worst, j.getError());
            }
            System.out.printf("chain: worst joint separation over 10 s %.3e m%n", worst);
            assertTrue(worst < 0.01, "worst joint separation " + worst);
        } finally {
            w.dispose();
        }
    }

    /**
     * A 1 m pendulum (1 kg ball of radius 0.1 m) released horizontally swings for 60 s at the
     * default config without losing energy: at its turning points (speed ~0, so the energy is the
     * height) it still rises to within 1 % of its starting energy m g L in the last swings, and
     * the energy sampled at any step stays within 3 % of the start (semi-implicit Euler's velocity
     * lags its position by half a step; the error oscillates, it does not accumulate). Before the
     * fix (jointErp 0.2, no projection) it lost 17 % in 10 s and 54 % in 60 s.
     */
    @Test
    void pendulumKeepsItsEnergyFor60Seconds() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody bob = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(1).position(1, 0, 0));
            w.createBallJoint(bob, null, new Vector3(0, 0, 0));
            Vector3 p = new Vector3(), v = new Vector3(), spin = new Vector3();
            double g = 9.81f, e0 = g * 1.0; // energy above the lowest point
            double worstSample = 0, apex = Double.NEGATIVE_INFINITY;
            for (int s = 1; s <= 3600; s++) {
                w.stepOnce();
                bob.getPosition(p);
                double e = 0.5 * bob.getLinearVelocity(v).len2() + 0.5 * 0.4 * 0.01 * bob.getAngularVelocity(spin).len2() + g * (p.y + 1);
                worstSample = Math.max(worstSample, Math.abs(e - e0) / e0);
                if (s > 3600 - 180) apex = Math.max(apex, p.y + 1); // the last 3 s hold at least two turning points
            }
            double apexLoss = (e0 - g * apex) / e0;
            System.out.printf("pendulum 60 s: energy at the last turning points %+.3f %%, worst sampled %.2f %%, joint error %.2e m%n",
                    -100 * apexLoss, 100 * worstSample, ((BallJoint) w.getJoints().get(0)).getError());
            assertTrue(Math.abs(apexLoss) < 0.01, "energy at the turning points after 60 s off by " + apexLoss);
            assertTrue(worstSample < 0.03, "sampled energy off by " + worstSample);
        } finally {
            w.dispose();
        }
    }

    /**
     * A wheel (cylinder, axis z) hinged to the world with a motor. Light load: it spins up to the
     * target speed. Heavy load: a big inertia and a small torque bound, the motor saturates and the
     * angular acceleration is maxTorque / I.
     */
    @Test
    void hingeMotorReachesTargetAndSaturatesAtItsBound() {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, 0, 0);
        cfg.maxIterations = 100;
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody light = w.createBody(new BodyDef().shape(w.shapes().cylinder(0.5f, 0.1f, 0.5f)).mass(1).position(0, 0, 0)
                    .localInertia(0.1f, 0.1f, 0.1f));
            HingeJoint hl = w.createHingeJoint(light, null, new Vector3(0, 0, 0), new Vector3(0, 0, 1));
            hl.enableMotor(3f, 100f);
            float iz = 50f, maxTorque = 2f;
            RigidBody heavy = w.createBody(new BodyDef().shape(w.shapes().cylinder(0.5f, 0.1f, 0.5f)).mass(1).position(5, 0, 0)
                    .localInertia(iz, iz, iz));
            HingeJoint hh = w.createHingeJoint(heavy, null, new Vector3(5, 0, 0), new Vector3(0, 0, 1));
            hh.enableMotor(10f, maxTorque);
            Vector3 wv = new Vector3();
            for (int s = 0; s < 60; s++) w.stepOnce();
            double speedLight = hl.getAngularSpeed();
            double w1 = hh.getAngularSpeed();
            int steps = 120;
            for (int s = 0; s < steps; s++) w.stepOnce();
            double w2 = hh.getAngularSpeed();
            double alpha = (w2 - w1) / (steps * cfg.timeStep);
            System.out.printf("motor: light wheel %.5f rad/s (target 3), heavy wheel alpha %.5f rad/s^2 (bound %.5f), torque %.4f%n",
                    speedLight, alpha, maxTorque / iz, hh.getMotorTorque());
            assertEquals(3.0, speedLight, 1e-3);
            assertEquals(3.0, light.getAngularVelocity(wv).z, 1e-3);
            assertEquals(maxTorque / iz, alpha, 0.01 * maxTorque / iz);
            assertEquals(maxTorque, hh.getMotorTorque(), 1e-3 * maxTorque);
            assertEquals(5, hh.rowCount() - 1, "5 bilateral rows plus the motor");
        } finally {
            w.dispose();
        }
    }

    /** Hinge limits: a motor driving past the upper limit stops at it. */
    @Test
    void hingeLimitStopsTheMotor() {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, 0, 0);
        cfg.maxIterations = 100;
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.1f, 0.1f)).mass(1).position(0.5f, 0, 0));
            HingeJoint h = w.createHingeJoint(b, null, new Vector3(0, 0, 0), new Vector3(0, 0, 1));
            h.enableMotor(2f, 5f);
            h.setLimits(-0.5f, 0.7f);
            for (int s = 0; s < 120; s++) w.stepOnce();
            System.out.printf("limit: angle %.4f rad (upper 0.7)%n", h.getAngle());
            assertEquals(0.7, h.getAngle(), 0.01);
        } finally {
            w.dispose();
        }
    }
}
