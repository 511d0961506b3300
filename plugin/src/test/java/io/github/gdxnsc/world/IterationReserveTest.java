package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The iteration reserve: steps that converge early bank what they leave of the velocity solve's
 * share, a step that does not borrows (at most reserveStepIterations), and over any run the
 * velocity solves spend at most their shares plus the capacity (in iterations, or priced by rows
 * in row-iterations).
 */
class IterationReserveTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * Tolerance 0 and no relative stop: a solve ends only at its budget, so nothing is banked; the full bank is lent at
     * the per-step cap until it is spent, then each step gets its share alone, and the run spends
     * its shares plus the capacity, not an iteration more.
     */
    @Test
    void aSceneThatNeverConvergesSpendsItsSharePlusTheCapacityOnce() {
        NscConfig cfg = Scenes.config(1);
        cfg.tolerance = 0;
        cfg.relativeTolerance = 0; // with the tolerance 0, only the budget ends a solve
        cfg.maxIterations = 12;
        cfg.iterationReserve = 100;
        cfg.reserveStepIterations = 30;
        cfg.reservePriceRows = 0; // a plain count of iterations
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 3);
            int share = cfg.velocitySolveIterations();
            int[] used = new int[40];
            long spent = 0;
            for (int s = 0; s < used.length; s++) {
                w.stepOnce();
                used[s] = w.getLastStats().velocitySolve.iterations;
                spent += used[s];
            }
            String seen = java.util.Arrays.toString(used);
            assertEquals(share + 30, used[1], "the second step borrows the per-step cap: " + seen);
            for (int u : used) assertTrue(u <= share + 30, "never more than the share and the cap: " + seen);
            for (int s = 20; s < used.length; s++) assertEquals(share, used[s], "the bank spent, the share alone: " + seen);
            assertTrue(spent <= (long) share * used.length + 100, "the shares plus the capacity at most: " + seen);
        } finally {
            w.dispose();
        }
    }

    /** A settled pyramid refills the bank; the ball's hit borrows from it, and the run spends no more than shares plus capacity. */
    @Test
    void aHitOnASettledStackBorrowsWhatTheRestSaved() {
        int[] on = hitPyramid(1, 600), off = hitPyramid(1, 0);
        int share = NscConfig.defaults().velocitySolveIterations();
        int mostOn = 0, mostOff = 0;
        long spentOn = 0;
        int steps = on.length - 1; // the last entry is the pose hash
        for (int s = 0; s < steps; s++) {
            mostOn = Math.max(mostOn, on[s]);
            mostOff = Math.max(mostOff, off[s]);
            spentOn += on[s];
        }
        assertEquals(share, mostOff, "without the reserve the hit spends the whole share, never more");
        assertTrue(mostOn > share, "with it the hit borrows: the most a step spent " + mostOn);
        assertTrue(mostOn <= share + NscConfig.defaults().reserveStepIterations, "at most the per-step loan: " + mostOn);
        assertTrue(spentOn <= (long) share * steps + 600, "no more than the shares plus the capacity: " + spentOn);
    }

    /** Loans count iterations, never time: the same hit borrows alike at 1 and 3 threads, bit for bit. */
    @Test
    void loansAreTheSameForAnyThreadCount() {
        assertArrayEquals(hitPyramid(1, 600), hitPyramid(3, 600));
    }

    /**
     * Priced by rows, the bank holds work: a scene that never converges (tolerance 0) borrows, over
     * the run, the capacity's iterations of a problem of reservePriceRows rows in its own rows'
     * iterations: that work, short of it by less than one of its own iterations. Its problem is
     * far smaller than the price, so it borrows far more iterations than the capacity counts.
     */
    @Test
    void pricedByRowsTheBankLendsTheWorkOfTheCapacity() {
        NscConfig cfg = Scenes.config(1);
        cfg.tolerance = 0;
        cfg.relativeTolerance = 0; // with the tolerance 0, only the budget ends a solve
        cfg.maxIterations = 12;
        cfg.iterationReserve = 100;
        cfg.reserveStepIterations = 30;
        cfg.reservePriceRows = 2000;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 3);
            int share = cfg.velocitySolveIterations();
            long work = 0, borrowed = 0;
            int most = 0, mostRows = 0, lastLoan = -1;
            for (int s = 0; s < 400; s++) {
                w.stepOnce();
                int used = w.getLastStats().velocitySolve.iterations, rows = w.getLastStats().rows;
                work += (long) (used - share) * rows;
                borrowed += used - share;
                most = Math.max(most, used);
                mostRows = Math.max(mostRows, rows);
                if (used > share) lastLoan = s;
            }
            long capacity = 100L * 2000;
            assertTrue(mostRows < 2000, "the pyramid's problem is smaller than the price: " + mostRows + " rows");
            assertTrue(work <= capacity, "no more than the capacity's work: " + work);
            assertTrue(work > capacity - mostRows, "all of it but less than one iteration: " + work + " of " + capacity);
            assertTrue(borrowed > 100, "more iterations than the capacity counts: " + borrowed);
            assertEquals(share + 30, most, "at most the per-step loan");
            assertTrue(lastLoan < 399, "the bank runs dry, then each step gets its share alone (last loan at step " + lastLoan + ")");
        } finally {
            w.dispose();
        }
    }

    /** Priced by rows, loans still count rows and iterations, never time: alike at 1 and 3 threads, bit for bit. */
    @Test
    void pricedLoansAreTheSameForAnyThreadCount() {
        assertArrayEquals(hitPyramid(1, 600, 5000), hitPyramid(3, 600, 5000));
    }

    /**
     * The bank is part of a snapshot: restored once after the bank was drained (tolerance 0) and
     * once after it refilled, a world saved in the middle of a loan continues alike.
     */
    @Test
    void theBankIsPartOfTheSnapshot() {
        NscConfig cfg = Scenes.config(2);
        cfg.iterationReserve = 600;
        cfg.reservePriceRows = 0; // a bank of 600 iterations, which 40 steps drain
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody ball = settledPyramidAndBall(w);
            ball.setLinearVelocity(new Vector3(12, 0, 0));
            for (int s = 0; s < 30; s++) w.stepOnce();
            int saved = w.pipeline().ctx.reserve.banked();
            WorldSnapshot snap = w.saveSnapshot(null);
            w.getConfig().tolerance = 0;
            for (int s = 0; s < 40; s++) w.stepOnce();
            assertEquals(0, w.pipeline().ctx.reserve.banked(), "drained");
            w.getConfig().tolerance = cfg.tolerance;
            w.restoreSnapshot(snap);
            assertEquals(saved, w.pipeline().ctx.reserve.banked());
            long[] afterDrain = hashes(w, 60);
            for (int s = 0; s < 400; s++) w.stepOnce();
            w.restoreSnapshot(snap);
            assertArrayEquals(afterDrain, hashes(w, 60), "each step hashes (poses, iterations) alike after either restore");
        } finally {
            w.dispose();
        }
    }

    /** A world never stepped has a full bank, which a snapshot written as bytes reads back. */
    @Test
    void aFreshWorldsFullBankSurvivesTheBytes() throws Exception {
        NscConfig cfg = Scenes.config(1);
        NscWorld w = new NscWorld(cfg), copy = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 3);
            Scenes.pyramid(copy, 3);
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            w.saveSnapshot(null).write(bytes);
            copy.restoreSnapshot(WorldSnapshot.read(new java.io.ByteArrayInputStream(bytes.toByteArray())));
            w.stepOnce();
            copy.stepOnce();
            assertEquals(w.getLastStats().velocitySolve.iterations, copy.getLastStats().velocitySolve.iterations);
            assertEquals(Scenes.positionHash(w), Scenes.positionHash(copy), "both start with the full bank");
        } finally {
            w.dispose();
            copy.dispose();
        }
    }

    private static long[] hashes(NscWorld w, int steps) {
        long[] out = new long[steps];
        for (int s = 0; s < steps; s++) {
            w.stepOnce();
            out[s] = Scenes.positionHash(w) * 31 + w.getLastStats().velocitySolve.iterations;
        }
        return out;
    }

    /** Velocity-solve iterations of the 120 steps after a ball hits a settled pyramid, and the pyramid's pose hash last. */
    private static int[] hitPyramid(int threads, int reserve) {
        return hitPyramid(threads, reserve, 0);
    }

    /** As above, the reserve priced by rows ({@code priceRows} 0: not). */
    private static int[] hitPyramid(int threads, int reserve, int priceRows) {
        NscConfig cfg = Scenes.config(threads);
        cfg.iterationReserve = reserve;
        cfg.reservePriceRows = priceRows;
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody ball = settledPyramidAndBall(w);
            ball.setLinearVelocity(new Vector3(12, 0, 0));
            int[] used = new int[121];
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                used[s] = w.getLastStats().velocitySolve.iterations;
            }
            used[120] = (int) Scenes.positionHash(w);
            return used;
        } finally {
            w.dispose();
        }
    }

    /** A pyramid of 5 layers, settled for 4 s, and a 3 kg ball beside its base, still. */
    private static RigidBody settledPyramidAndBall(NscWorld w) {
        Scenes.pyramid(w, 5);
        RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.3f)).mass(3).position(-4, 0.3f, 0));
        for (int s = 0; s < 240; s++) w.stepOnce();
        return ball;
    }
}
