package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The memory of Hertz collisions: a collision seen coming keeps its approach as its speed through
 * the steps it lasts, at the same contact point of the same pair, until it has lasted as long as a
 * collision does; then the contact is settled and measured afresh.
 */
class ImpactMemoryTest {
    private static final double H = 1.0 / 60, TIME_SCALE = 0.0113, MATCH = 0.1;
    /** The speed power of a Hertz collision's time scale, {@code (m / K)^0.4 v^-0.2}. */
    private static final double HERTZ = 0.2;
    private static final long PAIR = ImpactMemory.pairKey(3, 7);

    /** One step with one contact: the speed the memory gives it. */
    private static double step(ImpactMemory m, long pair, double x, double d, double approach, double measured) {
        m.begin(1);
        double v = m.collisionSpeed(pair, x, 0, 0, MATCH, d, approach, measured, TIME_SCALE, HERTZ, H);
        m.end();
        return v;
    }

    @Test
    void pairKeyIsTheSameInEitherBodyOrder() {
        assertEquals(ImpactMemory.pairKey(7, 3), PAIR);
        assertEquals((3L << 32) | 7, PAIR);
    }

    @Test
    void aCollisionKeepsTheSpeedItStruckAt() {
        ImpactMemory m = new ImpactMemory();
        // apart by 5 cm at 3.75 m/s: touches 0.8 of the way through the step
        assertEquals(3.75, step(m, PAIR, 0, -0.05, 3.75, 3.75), 0);
        assertFalse(m.settled());
        // inside, the damper has taken most of the energy: the overlap and approach add up to 2.08 m/s
        assertEquals(3.75, step(m, PAIR, 0.01, 0.008, 2.0, 2.08), 0, "the kept speed, a point 1 cm off");
        assertFalse(m.settled());
        // work done on it since (a push) raises it
        assertEquals(4.5, step(m, PAIR, 0.01, 0.009, 0.5, 4.5), 0);
    }

    @Test
    void anotherPairOrAFarPointIsAnotherContact() {
        ImpactMemory m = new ImpactMemory();
        step(m, PAIR, 0, -0.05, 3.75, 3.75);
        assertEquals(2.08, step(m, ImpactMemory.pairKey(3, 8), 0, 0.008, 2.0, 2.08), 0, "another pair");
        m = new ImpactMemory();
        step(m, PAIR, 0, -0.05, 3.75, 3.75);
        assertEquals(3.75, step(m, PAIR, 1.01 * MATCH, 0.008, 2.0, 2.08), 0, "a point farther than the match distance joins the pair's collision");
        assertTrue(m.joins());
        m = new ImpactMemory();
        step(m, PAIR, 0, 0.001, 0, 0.5); // touching at rest: measured afresh, then settled
        for (int i = 0; i < 10; i++) step(m, PAIR, 0, 0.001, 0, 0.5);
        assertTrue(m.settled());
        assertEquals(2.08, step(m, PAIR, 1.01 * MATCH, 0.008, 2.0, 2.08), 0, "a far point of a settled pair: its own collision");
        assertFalse(m.joins());
    }

    /**
     * A point that joins a collision is told the spring energy its pair's unclaimed points ended the last
     * step with; the origin it is given is kept while it is, and once settled returns to the surface by halves.
     */
    @Test
    void aJoiningPointTakesOverTheEnergyOfPointsGone() {
        ImpactMemory m = new ImpactMemory();
        m.begin(2);
        m.collisionSpeed(PAIR, 0, 0, 0, MATCH, -0.05, 8, 8, TIME_SCALE, HERTZ, H); // the centre point, struck at 8 m/s
        m.setEnergy(m.slot(), 2.5);
        m.collisionSpeed(PAIR, 0.05, 0, 0, MATCH, -0.05, 8, 8, TIME_SCALE, HERTZ, H); // a second point
        m.setEnergy(m.slot(), 1.5);
        m.end();
        m.begin(2);
        assertEquals(8, m.collisionSpeed(PAIR, 0.04, 0, 0, MATCH, 0.06, 3, 7, TIME_SCALE, HERTZ, H), 0, "the second point, found as its own");
        assertFalse(m.joins());
        assertEquals(8, m.collisionSpeed(PAIR, 0.3, 0, 0, MATCH, 0.06, 3, 9, TIME_SCALE, HERTZ, H), 0, "a corner first seen overlapping");
        assertTrue(m.joins());
        assertEquals(2.5, m.releasedEnergy(PAIR), 0, "the energy of the centre point, which no point claimed");
        m.setOrigin(m.slot(), 0.02);
        m.end();
        m.begin(1);
        m.collisionSpeed(PAIR, 0.3, 0, 0, MATCH, 0.05, 1, 2, TIME_SCALE, HERTZ, H);
        assertFalse(m.joins());
        assertEquals(0.02, m.origin(), 0, "kept while the collision lasts");
        m.end();
        for (int i = 0; i < 20 && !m.settled(); i++) step(m, PAIR, 0.3, 0.05, 0, 0.5);
        assertTrue(m.settled());
        double o = m.origin();
        step(m, PAIR, 0.3, 0.05, 0, 0.5);
        assertEquals(0.5 * o, m.origin(), 0, "settled: halved each step");
    }

    @Test
    void aContactThatWillNotTouchWithinTheStepIsNotKept() {
        ImpactMemory m = new ImpactMemory();
        assertEquals(1, step(m, PAIR, 0, -0.05, 1, 1), 0); // 1.7 cm in a step: still apart at its end
        assertEquals(0.5, step(m, PAIR, 0, 0.001, 0.4, 0.5), 0);
    }

    @Test
    void aCollisionEndsAfterItsDuration() {
        ImpactMemory m = new ImpactMemory();
        double speed = 1;
        step(m, PAIR, 0, -1e-9, speed, speed); // touches at the step's start
        double lasts = ImpactMemory.COLLISION_TIMES * TIME_SCALE / Math.pow(speed, 0.2);
        int steps = 1;
        while (steps < 100) {
            steps++;
            double v = step(m, PAIR, 0, 1e-3, 0, 0.3);
            if (m.settled()) {
                assertEquals(0.3, v, 0, "settled: measured afresh");
                break;
            }
            assertEquals(speed, v, 0, "step " + steps);
        }
        // the kept age is the time since touch: the first step to start past the duration settles it
        assertEquals(Math.ceil(lasts / H) + 1, steps, "the step that settles it, the collision lasting " + lasts + " s");
        // it stays settled while in touch
        assertEquals(0.3, step(m, PAIR, 0, 1e-3, 0, 0.3), 0);
        assertTrue(m.settled());
        // a new approach is a new collision
        assertEquals(2, step(m, PAIR, 0, -1e-3, 2, 2), 0);
        assertFalse(m.settled());
    }

    @Test
    void forgetAndSetCarryTheKeptCollisions() {
        ImpactMemory m = new ImpactMemory(), copy = new ImpactMemory();
        step(m, PAIR, 0, -0.05, 3.75, 3.75);
        copy.set(m);
        m.forget();
        assertEquals(2.08, step(m, PAIR, 0, 0.008, 2.0, 2.08), 0, "forgotten");
        assertEquals(3.75, step(copy, PAIR, 0, 0.008, 2.0, 2.08), 0, "copied");
    }

    @Test
    void bytesCarryTheKeptCollisionsAndABadTableIsRefused() throws Exception {
        ImpactMemory m = new ImpactMemory(), back = new ImpactMemory();
        step(m, PAIR, 0, -0.05, 3.75, 3.75);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        m.write(new java.io.DataOutputStream(bytes));
        back.read(java.nio.ByteBuffer.wrap(bytes.toByteArray()));
        assertEquals(3.75, step(back, PAIR, 0, 0.008, 2.0, 2.08), 0, "read back");
        byte[] bad = bytes.toByteArray();
        bad[3] = 17; // a capacity that is not a power of two
        java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
                () -> new ImpactMemory().read(java.nio.ByteBuffer.wrap(bad)));
        assertTrue(e.getMessage().contains("collision table"), e.getMessage());
    }

    @Test
    void manyContactsOfOnePairFindTheirOwnPoints() {
        ImpactMemory m = new ImpactMemory();
        m.begin(40);
        for (int i = 0; i < 40; i++) m.collisionSpeed(PAIR, i, 0, 0, MATCH, -0.01, 1 + i, 1 + i, TIME_SCALE, HERTZ, H);
        m.end();
        m.begin(40);
        for (int i = 39; i >= 0; i--) assertEquals(1 + i, m.collisionSpeed(PAIR, i + 0.05, 0, 0, MATCH, 0.001, 0, 0.5, TIME_SCALE, HERTZ, H), 0, "point " + i);
        m.end();
    }
}
