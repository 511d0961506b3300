package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.solver.SolverStats;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The stop on stagnation: a solve whose best residual fell less than stagnationFactor over the last
 * stagnationWindow iterations stops there. Checked against each solve's own residual history, for
 * fewer iterations where the residual plateaus, and bit for bit at 1 and 3 threads.
 */
class StagnationStopTest {
    private static final int WINDOW = 6;
    private static final double FACTOR = 0.7;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * A ball hits a settled pyramid. Every velocity solve stops at the first iteration whose best
     * residual (the start's included) is above FACTOR times the best WINDOW iterations earlier, or
     * at the tolerance, or at its budget, and at no other iteration.
     */
    @Test
    void eachSolveStopsWhereItsResidualHistorySaysItStagnated() {
        NscWorld w = hitPyramid(1, WINDOW);
        try {
            int stagnated = 0, full = 0;
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                SolverStats v = w.getLastStats().velocitySolve;
                int budget = w.getConfig().velocitySolveIterations() + w.getConfig().reserveStepIterations;
                int stop = firstStagnation(v);
                if (v.stagnated) {
                    stagnated++;
                    assertEquals(stop, v.iterations, "step " + s + ": stopped where the history stagnated");
                } else {
                    // the tolerance is tested first: a solve that converges at the iteration it would stagnate at has converged
                    assertTrue(stop < 0 || stop > v.iterations || (v.converged && stop == v.iterations),
                            "step " + s + ": went on though stagnated at " + stop);
                    assertTrue(v.converged || v.iterations <= budget, "step " + s);
                    if (!v.converged) full++;
                }
            }
            assertTrue(stagnated > 0, "the hit's slow solves stagnate");
        } finally {
            w.dispose();
        }
    }

    /** With tolerance 0 and no relative stop no solve converges: the stop ends them when the residual flattens out, where the plain solve spends its budget. */
    @Test
    void aPlateauStopsBeforeTheBudget() {
        long on = 0, off = 0;
        for (int window : new int[] {WINDOW, 0}) {
            NscConfig cfg = Scenes.config(1);
            cfg.tolerance = 0;
            cfg.relativeTolerance = 0; // with the tolerance 0, only the budget or the stagnation ends a solve
            cfg.iterationReserve = 0;
            cfg.stagnationWindow = window;
            cfg.stagnationFactor = FACTOR;
            NscWorld w = new NscWorld(cfg);
            try {
                Scenes.pyramid(w, 4);
                long spent = 0;
                for (int s = 0; s < 60; s++) {
                    w.stepOnce();
                    spent += w.getLastStats().velocitySolve.iterations;
                    if (window == 0) assertFalse(w.getLastStats().velocitySolve.stagnated);
                }
                if (window > 0) on = spent;
                else off = spent;
            } finally {
                w.dispose();
            }
        }
        assertTrue(off >= 55L * NscConfig.defaults().velocitySolveIterations(), "off: the whole share in every step with contacts: " + off);
        assertTrue(on < off / 2, "on: " + on + " against " + off);
    }

    /** The stop counts iterations and compares residuals the chunked sums made: the same at 1 and 3 threads. */
    @Test
    void theSameStopsAtAnyThreadCount() {
        assertArrayEquals(trace(1), trace(3));
    }

    private static long[] trace(int threads) {
        NscWorld w = hitPyramid(threads, WINDOW);
        try {
            long[] out = new long[90];
            for (int s = 0; s < out.length; s++) {
                w.stepOnce();
                out[s] = Scenes.positionHash(w) * 31 + w.getLastStats().velocitySolve.iterations;
            }
            return out;
        } finally {
            w.dispose();
        }
    }

    /**
     * The iteration count at which the stop fires for this history (the first iteration it, 0-based,
     * with it >= WINDOW and best(it) > FACTOR best(it - WINDOW), plus one), or -1 if it never does.
     */
    private static int firstStagnation(SolverStats v) {
        int n = v.historyLength();
        double[] best = new double[n];
        double b = v.initialResidual;
        for (int i = 0; i < n; i++) {
            b = Math.min(b, v.historyAt(i));
            best[i] = b;
            if (i >= WINDOW && best[i] > FACTOR * best[i - WINDOW]) return i + 1;
        }
        return -1;
    }

    /** A settled 5-layer pyramid (slip correction off: one solve a step, one history) hit by a 3 kg ball at 12 m/s. */
    private static NscWorld hitPyramid(int threads, int window) {
        NscConfig cfg = Scenes.config(threads);
        cfg.slipCorrection = false;
        cfg.stagnationWindow = window;
        cfg.stagnationFactor = FACTOR;
        return Scenes.ballIntoPyramid(cfg);
    }
}
