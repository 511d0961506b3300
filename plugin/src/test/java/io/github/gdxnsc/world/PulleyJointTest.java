package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** PulleyJoint against Atwood's machine, plain and with a ratio. */
class PulleyJointTest {
    private static final double G = 9.81, H = 1 / 60.0;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * Masses mA and mB hanging 3 m under fixed points 2 m apart, over a pulley of the given ratio:
     * returns {A's drop, B's drop, lengthA + ratio lengthB} after {@code steps} steps.
     */
    private static double[] atwood(float mA, float mB, float ratio, int steps) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody a = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(mA).position(-1, 2, 0));
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(mB).position(1, 2, 0));
            PulleyJoint p = w.createPulleyJoint(a, b, new Vector3(-1, 2, 0), new Vector3(1, 2, 0), new Vector3(-1, 5, 0), new Vector3(1, 5, 0), ratio);
            assertEquals(3 + 3 * ratio, p.getTotalLength(), 1e-6);
            Vector3 v = new Vector3();
            for (int i = 0; i < steps; i++) w.stepOnce();
            return new double[] {2 - a.getPosition(v).y, 2 - b.getPosition(v).y, p.getLengthA() + ratio * p.getLengthB()};
        } finally {
            w.dispose();
        }
    }

    @Test
    void atwoodMachineAcceleratesAtGTimesTheMassDifferenceOverTheSum() {
        int n = 30;
        double a = G * (2 - 1) / (2 + 1), expected = a * H * H * n * (n + 1) / 2; // semi-implicit Euler's distance
        double[] r = atwood(2, 1, 1, n);
        System.out.printf("Atwood 2 kg / 1 kg: A fell %.5f m, B rose %.5f m (a = g/3: %.5f), rope %.6f m%n", r[0], -r[1], expected, r[2]);
        assertEquals(expected, r[0], 0.005 * expected);
        assertEquals(-expected, r[1], 0.005 * expected);
        assertEquals(6, r[2], 1e-3);
    }

    @Test
    void ratioTwoMovesBHalfAsFarAsA() {
        // lengthA + 2 lengthB fixed: B moves half as far; 2 mA - mB < 0 so B (3 kg) falls, A (1 kg) rises at g (2 mA - mB) / (2 mA + mB / 2)
        int n = 30;
        double aA = G * (2 * 1 - 3) / (2 * 1 + 3 / 2.0), expected = aA * H * H * n * (n + 1) / 2;
        double[] r = atwood(1, 3, 2, n);
        System.out.printf("ratio 2, 1 kg / 3 kg: A fell %.5f m (expected %.5f), B fell %.5f m, rope %.6f m%n", r[0], expected, r[1], r[2]);
        assertEquals(expected, r[0], 0.005 * Math.abs(expected));
        assertEquals(-r[0] / 2, r[1], 1e-3);
        assertTrue(Math.abs(r[2] - 9) < 1e-3);
    }
}
