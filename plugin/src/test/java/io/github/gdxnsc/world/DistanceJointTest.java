package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** DistanceJoint as rod, rope and spring, against the pendulum, free fall and the harmonic oscillator. */
class DistanceJointTest {
    private static final double G = 9.81;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static RigidBody ball(NscWorld w, float x, float y, float mass) {
        return w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(mass).position(x, y, 0));
    }

    /** Times (s) at which {@code value} crossed zero going up, linearly interpolated between steps. */
    private static double[] upCrossings(double[] value, double h) {
        double[] t = new double[value.length];
        int n = 0;
        for (int i = 1; i < value.length; i++) if (value[i - 1] < 0 && value[i] >= 0) t[n++] = h * (i - 1 + value[i - 1] / (value[i - 1] - value[i]));
        return java.util.Arrays.copyOf(t, n);
    }

    @Test
    void rodPendulumKeepsItsLengthAndSwingsWithTheSmallAnglePeriod() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            double L = 1, theta = 0.05;
            RigidBody bob = ball(w, (float) (L * Math.sin(theta)), (float) (5 - L * Math.cos(theta)), 1);
            DistanceJoint rod = w.createDistanceJoint(bob, null, bob.getPosition(new Vector3()), new Vector3(0, 5, 0));
            assertEquals(L, rod.getDistance(), 1e-6);
            int steps = 600;
            double[] x = new double[steps];
            double worst = 0;
            Vector3 p = new Vector3();
            for (int i = 0; i < steps; i++) {
                w.stepOnce();
                x[i] = bob.getPosition(p).x;
                worst = Math.max(worst, Math.abs(rod.getDistance() - L));
            }
            double[] up = upCrossings(x, 1 / 60.0);
            double period = (up[up.length - 1] - up[0]) / (up.length - 1), expected = 2 * Math.PI * Math.sqrt(L / G);
            System.out.printf("rod pendulum: period %.5f s (2 pi sqrt(L/g) = %.5f), worst length error %.2e m%n", period, expected, worst);
            assertEquals(expected, period, 0.005 * expected);
            assertTrue(worst < 1e-4, "length error " + worst);
        } finally {
            w.dispose();
        }
    }

    @Test
    void slackRopeLetsTheBodyFallFreelyThenHoldsItAtItsLength() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody bob = ball(w, 0, 4.8f, 1);
            DistanceJoint rope = w.createDistanceJoint(bob, null, new Vector3(0, 4.8f, 0), new Vector3(0, 5, 0));
            rope.setLength(0, 1);
            Vector3 p = new Vector3();
            for (int i = 0; i < 18; i++) w.stepOnce(); // 0.3 s: fallen 0.44 m of the 0.8 m of slack
            double fallen = 4.8 - bob.getPosition(p).y, t = 0.3, expected = G * t * t / 2;
            double longest = 0;
            for (int i = 0; i < 120; i++) {
                w.stepOnce();
                longest = Math.max(longest, rope.getDistance());
            }
            System.out.printf("rope: fell %.4f m in 0.3 s (g t^2 / 2 = %.4f), longest %.5f m, hangs at %.5f m%n", fallen, expected, longest, rope.getDistance());
            // semi-implicit Euler's fall: g h^2 n (n + 1) / 2, a step's worth (g t h / 2 = 2.5 cm) more than the closed form
            assertEquals(G / 3600 * 18 * 19 / 2, fallen, 1e-4);
            assertTrue(longest < 1.01, "longest " + longest);
            assertEquals(1, rope.getDistance(), 2e-3);
        } finally {
            w.dispose();
        }
    }

    /** The spring's stretch from its length, each step, of a weightless ball of mass m on a spring of f Hz. */
    private static double[] oscillate(float f, float ratio, int steps) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody bob = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(2).gravityScale(0).position(1.1f, 5, 0));
            DistanceJoint spring = w.createDistanceJoint(bob, null, new Vector3(1.1f, 5, 0), new Vector3(0, 5, 0));
            spring.setLength(1, 1);
            spring.setSpring(f, ratio);
            double[] stretch = new double[steps];
            for (int i = 0; i < steps; i++) {
                w.stepOnce();
                stretch[i] = spring.getDistance() - 1;
            }
            return stretch;
        } finally {
            w.dispose();
        }
    }

    @Test
    void springOscillatesAtItsFrequencyAndCriticalDampingDoesNotOvershoot() {
        double[] free = oscillate(1, 0, 300);
        double[] up = upCrossings(free, 1 / 60.0);
        double period = (up[up.length - 1] - up[0]) / (up.length - 1);
        double[] critical = oscillate(1, 1, 300);
        double lowest = 0;
        for (double s : critical) lowest = Math.min(lowest, s);
        System.out.printf("spring 1 Hz: period %.5f s; critically damped: lowest stretch %.2e m, after 5 s %.2e m%n", period, lowest, critical[299]);
        assertEquals(1.0, period, 0.02);
        assertTrue(lowest > -1e-4, "overshoot " + lowest);
        assertEquals(0, critical[299], 1e-4);
    }

    @Test
    void badLengthsAreRefusedByName() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody bob = ball(w, 0, 4, 1);
            DistanceJoint j = w.createDistanceJoint(bob, null, new Vector3(0, 4, 0), new Vector3(0, 5, 0));
            assertEquals("minLength must be <= maxLength, were 2.0, 1.0", assertThrows(IllegalArgumentException.class, () -> j.setLength(2, 1)).getMessage());
            assertTrue(assertThrows(IllegalArgumentException.class, () -> j.setSpring(0, 1)).getMessage().startsWith("frequencyHz"));
            assertTrue(assertThrows(IllegalArgumentException.class,
                    () -> w.createDistanceJoint(bob, null, new Vector3(0, 4, 0), new Vector3(Float.NaN, 5, 0))).getMessage().startsWith("worldAnchorB"));
        } finally {
            w.dispose();
        }
    }

    /**
     * A 1 m rope pendulum released from level keeps its energy: it swings within a band (the
     * discrete step's velocity, 2.4 % about its mean at the start) whose top does not grow over
     * 10 s, and ends within 1 % of the start (the projection's SHAKE push; along the present line it
     * lost 53 %). The default swing damping (strong only for a swing as fast as the step: its share
     * falls as (w h)^4, 7e-6 here) takes no more of it than no damping does.
     */
    @Test
    void ropePendulumsEnergyDoesNotGrowAndTheSwingDampingLeavesIt() {
        double[] damped = swingEnergies(DistanceJoint.DEFAULT_SWING_DAMPING), undamped = swingEnergies(0);
        double start = G; // 1 kg, 1 m above the bottom of its swing
        double early = 0, late = 0;
        for (int s = 0; s < 120; s++) early = Math.max(early, damped[s]);
        for (int s = damped.length - 120; s < damped.length; s++) late = Math.max(late, damped[s]);
        System.out.printf("1 m rope pendulum over 10 s: energy %.4f J with the default swing damping, %.4f J without (from %.4f J); highest %.4f J over the first 2 s, %.4f J over the last%n",
                damped[damped.length - 1], undamped[undamped.length - 1], start, early, late);
        assertTrue(late <= early, "the energy's band rose from " + early + " to " + late);
        assertEquals(start, damped[damped.length - 1], 0.01 * start, "energy kept");
        assertEquals(undamped[undamped.length - 1], damped[damped.length - 1], 1e-3 * start);
    }

    /** The energy (J, above the bottom of the swing) after each of 600 steps of a 1 kg bob on a 1 m rope released level. */
    private static double[] swingEnergies(float swingDamping) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody bob = ball(w, 1, 5, 1);
            DistanceJoint rope = w.createDistanceJoint(bob, null, new Vector3(1, 5, 0), new Vector3(0, 5, 0));
            rope.setLength(0, 1);
            rope.setSwingDamping(swingDamping);
            double[] e = new double[600];
            Vector3 p = new Vector3(), v = new Vector3();
            for (int s = 0; s < e.length; s++) {
                w.stepOnce();
                e[s] = 0.5 * bob.getLinearVelocity(v).len2() + G * (bob.getPosition(p).y - 4);
            }
            return e;
        } finally {
            w.dispose();
        }
    }
}
