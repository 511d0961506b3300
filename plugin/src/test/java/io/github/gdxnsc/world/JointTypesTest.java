package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Fixed, slider, cone-twist and six-DOF joints and joint breaking, against what each must hold. */
class JointTypesTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscWorld world() {
        NscConfig c = Scenes.config(1);
        c.maxIterations = 120;
        return new NscWorld(c);
    }

    private static RigidBody box(NscWorld w, float x, float y, float z, float mass) {
        return w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.1f, 0.1f)).mass(mass).position(x, y, z));
    }

    /** A 1 m cantilever welded to the world at its end holds its pose under gravity. */
    @Test
    void fixedJointHoldsACantilever() {
        NscWorld w = world();
        try {
            RigidBody beam = box(w, 0.5f, 2, 0, 2);
            FixedJoint j = w.createFixedJoint(beam, null, new Vector3(0, 2, 0));
            Vector3 p = new Vector3();
            double maxSag = 0, maxTurn = 0;
            for (int s = 0; s < 300; s++) {
                w.stepOnce();
                maxSag = Math.max(maxSag, 2 - beam.getPosition(p).y);
                maxTurn = Math.max(maxTurn, j.getAngularError());
            }
            System.out.printf("fixed: sag %.2e m, turn %.2e rad%n", maxSag, maxTurn);
            assertTrue(maxSag < 0.005, "the beam's centre stays within 5 mm: sagged " + maxSag);
            assertTrue(maxTurn < 0.01, "and turns less than 0.01 rad: " + maxTurn);
        } finally {
            w.dispose();
        }
    }

    /** Two bodies welded together move as one: a hit on one carries the other, their relative pose stays. */
    @Test
    void fixedJointMakesTwoBodiesOne() {
        NscConfig c = Scenes.config(1);
        c.gravity.set(0, 0, 0);
        c.maxIterations = 120;
        NscWorld w = new NscWorld(c);
        try {
            RigidBody a = box(w, 0, 0, 0, 1), b = box(w, 1, 0, 0, 1);
            w.createFixedJoint(a, b, new Vector3(0.5f, 0, 0));
            a.applyImpulse(new Vector3(0, 1, 0), new Vector3(-0.5f, 0, 0));
            Vector3 pa = new Vector3(), pb = new Vector3();
            Quaternion qa = new Quaternion(), qb = new Quaternion();
            double maxSeparation = 0, maxTwist = 0;
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                maxSeparation = Math.max(maxSeparation, Math.abs(a.getPosition(pa).dst(b.getPosition(pb)) - 1));
                a.getRotation(qa);
                b.getRotation(qb);
                maxTwist = Math.max(maxTwist, 1 - Math.abs(qa.dot(qb)));
            }
            assertTrue(b.getPosition(pb).y > 0.2f, "the hit on a moved b too: " + pb);
            assertTrue(maxSeparation < 0.01, "centres stay 1 m apart: off by " + maxSeparation);
            assertTrue(maxTwist < 1e-4, "orientations stay equal: 1 - |qa.qb| = " + maxTwist);
        } finally {
            w.dispose();
        }
    }

    /** A horizontal slider: gravity across the axis is held, motion along it is free, the limit stops it, the motor drives it. */
    @Test
    void sliderHoldsAcrossSlidesAlongStopsAndDrives() {
        NscWorld w = world();
        try {
            RigidBody cart = box(w, 0, 2, 0, 1);
            SliderJoint j = w.createSliderJoint(cart, null, new Vector3(0, 2, 0), new Vector3(1, 0, 0));
            cart.setLinearVelocity(new Vector3(1, 0, 0));
            Vector3 v = new Vector3(), p = new Vector3();
            for (int s = 0; s < 30; s++) w.stepOnce();
            assertEquals(1, cart.getLinearVelocity(v).x, 0.01, "no friction along the axis");
            assertEquals(2, cart.getPosition(p).y, 0.005, "gravity across the axis is held");
            assertEquals(0.5, j.getPosition(), 0.02, "moved 1 m/s for 0.5 s");
            j.setLimits(-1, 1);
            for (int s = 0; s < 90; s++) w.stepOnce();
            assertEquals(1, j.getPosition(), 0.01, "stopped at the upper limit");
            j.enableMotor(-0.5f, 100);
            for (int s = 0; s < 30; s++) w.stepOnce();
            assertEquals(-0.5, cart.getLinearVelocity(v).x, 0.01, "the motor drives at its target speed");
            assertEquals(0, cart.getAngularVelocity(v).len(), 1e-3, "and the cart never turns");
        } finally {
            w.dispose();
        }
    }

    /** An arm on a cone-twist joint released at 80 degrees from its axis stops at the 30 degree cone. */
    @Test
    void coneTwistLimitsSwingAndTwist() {
        NscWorld w = world();
        try {
            // the arm hangs along -y from a pivot at the origin; the twist axis is -y
            RigidBody arm = w.createBody(new BodyDef().shape(w.shapes().capsule(0.05f, 0.8f)).mass(1).position(0, -0.5f, 0));
            ConeTwistJoint j = w.createConeTwistJoint(arm, null, new Vector3(0, 0, 0), new Vector3(0, -1, 0));
            j.setLimits((float) Math.toRadians(30), (float) Math.toRadians(20));
            // swing it hard sideways and spin it about its own axis
            arm.setAngularVelocity(new Vector3(0, 6, 15));
            float maxSwing = 0, maxTwist = 0;
            for (int s = 0; s < 240; s++) {
                w.stepOnce();
                maxSwing = Math.max(maxSwing, j.getSwingAngle());
                maxTwist = Math.max(maxTwist, Math.abs(j.getTwistAngle()));
            }
            System.out.printf("cone-twist: max swing %.1f deg (limit 30), max twist %.1f deg (limit 20)%n", Math.toDegrees(maxSwing), Math.toDegrees(maxTwist));
            assertTrue(maxSwing > Math.toRadians(29), "the swing reaches the cone");
            assertTrue(maxSwing < Math.toRadians(33), "and stays within it (3 deg of slack)");
            assertTrue(maxTwist < Math.toRadians(23), "the twist stays within its limit");
            assertTrue(arm.getPosition(new Vector3()).len() < 0.52f, "the point rows hold the arm at the pivot");
        } finally {
            w.dispose();
        }
    }

    /**
     * A six-DOF joint with an undamped spring on one free axis, everything else locked, oscillates at
     * sqrt(k / m) with the amplitude v0 / omega it started with, for as long as it runs.
     */
    @Test
    void sixDofSpringOscillatesAtItsNaturalFrequency() {
        double[] m = springRun(0, 600);
        double expected = 2 * Math.PI * Math.sqrt(2 / 50.0), amplitude = 1 / Math.sqrt(50 / 2.0);
        System.out.printf("6-DOF spring: period %.5f s, 2 pi sqrt(m/k) %.5f s (%+.3f %%); amplitude first second %.5f m, "
                + "last %.5f m, v0/omega %.5f m%n", m[0], expected, 100 * (m[0] / expected - 1), m[1], m[2], amplitude);
        assertEquals(expected, m[0], 0.002 * expected, "period within 0.2 %");
        assertEquals(amplitude, m[1], 0.01 * amplitude, "amplitude of the first second within 1 %");
        assertEquals(amplitude, m[2], 0.01 * amplitude, "and of the tenth second");
    }

    /** A damped spring (zeta 0.2): successive peaks fall by exp(-2 pi zeta / sqrt(1 - zeta^2)) each period. */
    @Test
    void sixDofSpringDecaysAtItsDampingRatio() {
        double zeta = 0.2, c = 2 * zeta * Math.sqrt(50 * 2.0);
        double[] m = springRun(c, 300);
        double ratio = Math.exp(-2 * Math.PI * zeta / Math.sqrt(1 - zeta * zeta));
        double expected = 2 * Math.PI * Math.sqrt(2 / 50.0) / Math.sqrt(1 - zeta * zeta);
        System.out.printf("6-DOF damped spring: peak ratio %.5f (closed form %.5f), period %.5f s (%.5f)%n", m[3], ratio, m[0], expected);
        assertEquals(ratio, m[3], 0.01 * ratio, "decay per period within 1 %");
        assertEquals(expected, m[0], 0.002 * expected, "damped period within 0.2 %");
    }

    /** A stiff, critically damped spring under a steady load comes to rest at load / k (Hooke). */
    @Test
    void sixDofSpringRestsAtLoadOverStiffness() {
        NscConfig c = Scenes.config(1);
        c.gravity.set(-9.81f, 0, 0);
        NscWorld w = new NscWorld(c);
        try {
            RigidBody body = box(w, 0, 0, 0, 2);
            SixDofJoint j = w.createSixDofJoint(body, null, new Vector3(0, 0, 0));
            j.setFree(0);
            double k = 2 * Math.pow(2 * Math.PI * 5, 2); // 5 Hz on 2 kg
            j.enableSpring(0, (float) k, (float) (2 * Math.sqrt(k * 2)), 0);
            for (int s = 0; s < 300; s++) w.stepOnce();
            double expected = -2 * 9.81 / k;
            System.out.printf("6-DOF spring under load: rest %.6f m, -m g / k %.6f m%n", j.getPosition(0), expected);
            assertEquals(expected, j.getPosition(0), 0.005 * Math.abs(expected), "rest deflection within 0.5 %");
        } finally {
            w.dispose();
        }
    }

    /**
     * A 2 kg box on a six-DOF joint to the world, x free with a spring (k = 50 N/m, damping c),
     * started at 1 m/s along x (and 0.5 m/s along the locked y), stepped {@code steps} times: the
     * period from upward zero crossings, the largest |x| of the first and of the last second, and the
     * ratio of the second positive peak to the first.
     */
    private static double[] springRun(double damping, int steps) {
        NscConfig c = Scenes.config(1);
        c.gravity.set(0, 0, 0);
        c.maxIterations = 120;
        NscWorld w = new NscWorld(c);
        try {
            RigidBody body = box(w, 0, 0, 0, 2);
            SixDofJoint j = w.createSixDofJoint(body, null, new Vector3(0, 0, 0));
            j.setFree(0);
            j.enableSpring(0, 50, (float) damping, 0);
            body.setLinearVelocity(new Vector3(1, 0.5f, 0)); // the y part must be stopped by the lock
            double prev = 0, h = c.timeStep, firstSecond = 0, lastSecond = 0;
            int crossings = 0;
            double first = -1, last = -1;
            double[] peaks = new double[2];
            int peak = 0;
            double prevPrev = 0;
            for (int s = 1; s <= steps; s++) {
                w.stepOnce();
                double xNow = j.getPosition(0);
                if (prev < 0 && xNow >= 0) {
                    double t = (s - 1 + (-prev) / (xNow - prev)) * h;
                    if (first < 0) first = t;
                    last = t;
                    crossings++;
                }
                if (s > 2 && prev > 0 && prev >= prevPrev && prev > xNow && peak < 2) peaks[peak++] = parabolaPeak(prevPrev, prev, xNow);
                if (s <= 60) firstSecond = Math.max(firstSecond, Math.abs(xNow));
                if (s > steps - 60) lastSecond = Math.max(lastSecond, Math.abs(xNow));
                prevPrev = prev;
                prev = xNow;
                assertEquals(0, j.getPosition(1), 0.01, "the locked y axis holds");
            }
            return new double[] {(last - first) / (crossings - 1), firstSecond, lastSecond, peaks[1] / peaks[0]};
        } finally {
            w.dispose();
        }
    }

    /** The top of the parabola through three equally spaced samples with the middle one highest. */
    private static double parabolaPeak(double a, double b, double c) {
        double den = a - 2 * b + c;
        return den == 0 ? b : b - (a - c) * (a - c) / (8 * den);
    }

    /** A joint breaks exactly when its force exceeds the breaking force, once, and tells the listener. */
    @Test
    void jointBreaksAboveItsBreakingForceOnly() {
        NscWorld w = world();
        try {
            // a 10 kg weight hangs on each: its joint carries m g = 98.1 N
            RigidBody strong = w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(10).position(0, 0, 0));
            RigidBody weak = w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(10).position(3, 0, 0));
            BallJoint holds = w.createBallJoint(strong, null, new Vector3(0, 0.5f, 0));
            BallJoint breaks = w.createBallJoint(weak, null, new Vector3(3, 0.5f, 0));
            holds.setBreakingForce(180f);
            breaks.setBreakingForce(60f);
            Array<Joint> broken = new Array<>();
            w.setJointListener(broken::add);
            for (int s = 0; s < 60; s++) w.stepOnce();
            assertEquals(1, broken.size, "one joint broke");
            assertSame(breaks, broken.first());
            assertTrue(breaks.isBroken() && breaks.isDestroyed());
            assertFalse(holds.isBroken() || holds.isDestroyed());
            assertEquals(1, w.getJoints().size);
            assertTrue(weak.getPosition(new Vector3()).y < -1, "the weight on the broken joint fell");
            assertTrue(strong.getPosition(new Vector3()).y > -0.05, "the other still hangs");
            assertThrows(IllegalArgumentException.class, () -> holds.setBreakingForce(0));
        } finally {
            w.dispose();
        }
    }
}
