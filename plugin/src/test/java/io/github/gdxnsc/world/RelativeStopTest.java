package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The velocity solve's relative stop: it ends at the first iteration whose residual is under
 * relativeTolerance times the solve's start residual (or under the tolerance), and at no other.
 * Checked against each solve's own residual history, for fewer iterations than the plain solve,
 * for the position solve left alone, and bit for bit at 1 and 3 threads.
 */
class RelativeStopTest {
    private static final double FRACTION = 0.2;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * A ball hits a settled pyramid (tolerance 0, so only the relative stop or the budget ends a
     * solve). Every velocity solve stops at the first iteration whose residual is at most FRACTION
     * times its start residual, or spends its budget when none is.
     */
    @Test
    void eachSolveStopsAtTheFirstIterationUnderItsFractionOfTheStart() {
        NscWorld w = hitPyramid(1, FRACTION);
        try {
            int stopped = 0;
            for (int s = 0; s < 90; s++) {
                w.stepOnce();
                SolverStats v = w.getLastStats().velocitySolve;
                if (v.iterations == 0) continue; // started within the tolerance
                int first = firstUnder(v, FRACTION * v.initialResidual);
                if (first > 0) {
                    stopped++;
                    assertEquals(first, v.iterations, "step " + s + ": stopped where the residual fell under the fraction");
                    assertTrue(v.converged, "step " + s);
                } else {
                    assertTrue(!v.converged, "step " + s + ": no iterate under the fraction, yet converged");
                }
                SolverStats p = w.getLastStats().positionSolve;
                if (p.iterations > 0) {
                    // the position solve keeps its whole share: tolerance 0 and no relative stop there
                    assertEquals(w.getConfig().positionSolveIterations(), p.iterations, "step " + s + ": position solve");
                }
            }
            assertTrue(stopped > 45, "the hit's solves fall under a fifth of their start: " + stopped);
        } finally {
            w.dispose();
        }
    }

    /**
     * With the slip correction's two halves, the stop counts from the first half's start: a second
     * half that runs stops at its first iterate under FRACTION times that start, and not before.
     */
    @Test
    void theSecondHalfStopsUnderTheFractionOfTheWholeSolvesStart() {
        NscWorld w = hitPyramid(1, FRACTION, true);
        try {
            int secondHalves = 0;
            for (int s = 0; s < 90; s++) {
                w.stepOnce();
                SolverStats v = w.getLastStats().velocitySolve;
                if (!w.getLastStats().slipCorrectionSolve || v.historyLength() == 0) continue;
                secondHalves++;
                double level = FRACTION * v.initialResidual; // the first half's start
                int n = v.historyLength();
                for (int i = 0; i < n - 1; i++) assertTrue(v.historyAt(i) > level, "step " + s + ": went on under the level at " + i);
                assertEquals(v.historyAt(n - 1) <= level, v.converged, "step " + s + ": converged exactly when under the level");
            }
            assertTrue(secondHalves > 5, "the hit slides: " + secondHalves);
        } finally {
            w.dispose();
        }
    }

    /** Off, the same scene spends about every velocity solve's whole share; on, far fewer iterations. */
    @Test
    void theStopSpendsFewerIterationsThanTheBudget() {
        long on = spent(FRACTION), off = spent(0);
        int share = NscConfig.defaults().velocitySolveIterations();
        assertTrue(off >= 80L * share, "off: about the whole share in each of the 90 steps: " + off);
        assertTrue(on < off / 2, "on: " + on + " against " + off);
    }

    /** The stop compares residuals the chunked sums made: the same at 1 and 3 threads. */
    @Test
    void theSameStopsAtAnyThreadCount() {
        assertArrayEquals(trace(1), trace(3));
    }

    /** A fraction outside [0, 1) is refused by name, at the budget and at the config. */
    @Test
    void aFractionOutsideZeroToOneIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new SolverBudget().relativeTolerance(1));
        assertTrue(e.getMessage().contains("relativeTolerance") && e.getMessage().contains("1"), e.getMessage());
        NscConfig cfg = Scenes.config(1);
        cfg.relativeTolerance = -0.1;
        IllegalArgumentException c = assertThrows(IllegalArgumentException.class, cfg::validate);
        assertTrue(c.getMessage().contains("relativeTolerance") && c.getMessage().contains("-0.1"), c.getMessage());
    }

    private static long spent(double fraction) {
        NscWorld w = hitPyramid(1, fraction);
        try {
            long spent = 0;
            for (int s = 0; s < 90; s++) {
                w.stepOnce();
                spent += w.getLastStats().velocitySolve.iterations;
            }
            return spent;
        } finally {
            w.dispose();
        }
    }

    private static long[] trace(int threads) {
        NscWorld w = hitPyramid(threads, FRACTION);
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

    /** The 1-based iteration whose residual is first at most {@code level}, or -1 if none is. */
    private static int firstUnder(SolverStats v, double level) {
        for (int i = 0; i < v.historyLength(); i++) if (v.historyAt(i) <= level) return i + 1;
        return -1;
    }

    /**
     * A settled 5-layer pyramid hit by a 3 kg ball at 12 m/s; slip correction off unless asked (one
     * velocity solve a step, one history), tolerance 0 and no reserve (every solve's budget is its share).
     */
    private static NscWorld hitPyramid(int threads, double fraction) {
        return hitPyramid(threads, fraction, false);
    }

    private static NscWorld hitPyramid(int threads, double fraction, boolean slipCorrection) {
        NscConfig cfg = Scenes.config(threads);
        cfg.slipCorrection = slipCorrection;
        cfg.tolerance = 0;
        cfg.iterationReserve = 0;
        cfg.relativeTolerance = fraction;
        // Bullet's detector every step: the stop is measured on the solves it was made for; with kept
        // manifolds more of this pyramid's solves start near their answer and it saves 48 %, not half
        cfg.manifoldReuseDistance = 0;
        return Scenes.ballIntoPyramid(cfg);
    }
}
