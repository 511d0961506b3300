package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.RandomDescriptors;
import io.github.gdxnsc.parallel.WorkerPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import io.github.gdxnsc.testutil.Allocation;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The family contract for ALM on the matrix-free descriptor of random scenes: it reaches tight
 * tolerances and agrees with APGD, returns its best iterate, counts its work, reports failure,
 * is deterministic across thread counts and allocates nothing once warm.
 */
class AlmSolverTest {

    private static final WorkerPool POOL = new WorkerPool(2);

    @AfterAll
    static void close() {
        POOL.close();
    }

    @Test
    void reachesTightToleranceAndAgreesWithApgd() {
        for (RandomDescriptors.Spec spec : new RandomDescriptors.Spec[]{SolverConvergenceTest.frictionless(), SolverConvergenceTest.frictional()}) {
            for (long seed = 1; seed <= 10; seed++) {
                NscDescriptor d = RandomDescriptors.build(seed, spec, POOL);
                int n = d.rowCount();
                double[] xa = new double[n], xl = new double[n];
                SolverStats sa = new SolverStats(), sl = new SolverStats();
                new ApgdSolver(POOL).solve(d, xa, new SolverBudget(20_000, 1e-9, 0), sa);
                new AlmSolver(POOL).solve(d, xl, new SolverBudget(20_000, 1e-9, 0), sl);
                assertTrue(sl.converged && sl.residual <= 1e-9, "ALM seed " + seed + ": " + sl);
                assertEquals(sl.residual, Residuals.of(d, xl), 1e-12, "reported residual is the answer's");
                assertEquals(sl.iterations, sl.historyLength());
                assertTrue(sl.outerIterations >= 1 && sl.outerIterations <= sl.iterations, sl.toString());
                assertTrue(sl.finalPenalty >= AlmSolver.DEFAULT_PENALTY_SCALE * d.residualStep(), "rho never shrinks: " + sl);
                double scale = 0, diff = 0;
                for (int i = 0; i < n; i++) {
                    scale = Math.max(scale, Math.abs(xa[i]));
                    diff = Math.max(diff, Math.abs(xa[i] - xl[i]));
                }
                assertTrue(diff <= 1e-6 * Math.max(1, scale), "seed " + seed + ": APGD and ALM differ by " + diff);
            }
        }
    }

    @Test
    void returnsItsBestIterateAndCountsItsProducts() {
        NscDescriptor d = RandomDescriptors.build(3, new RandomDescriptors.Spec().bodies(30).contacts(60).boxRows(6).freeRows(6), POOL);
        double[] x = new double[d.rowCount()];
        SolverStats s = new SolverStats();
        new AlmSolver(POOL).solve(d, x, new SolverBudget(40, 0, 0), s);
        assertEquals(40, s.iterations, "the budget counts inner steps");
        assertFalse(s.converged);
        double min = s.initialResidual;
        for (int i = 0; i < s.historyLength(); i++) min = Math.min(min, s.historyAt(i));
        assertEquals(min, s.residual, 0, "the answer is the best iterate seen");
        assertEquals(Residuals.of(d, x), s.residual, 1e-12 * s.residual);
        assertTrue(s.residual < 0.1 * s.initialResidual, s.toString());
        // cold start: one product for the Lipschitz estimate, then one per inner step and per backtrack
        assertEquals(1 + s.iterations + s.backtracks, s.schurProducts, s.toString());
    }

    @Test
    void fixedPenaltyStillConverges() {
        NscDescriptor d = RandomDescriptors.build(5, SolverConvergenceTest.frictional(), null);
        AlmSolver alm = new AlmSolver(null);
        alm.setAdaptivePenalty(false);
        alm.setPenaltyScale(100);
        double[] x = new double[d.rowCount()];
        SolverStats s = new SolverStats();
        alm.solve(d, x, new SolverBudget(20_000, 1e-8, 0), s);
        assertTrue(s.converged, s.toString());
        assertEquals(100 * d.residualStep(), s.finalPenalty, 1e-12 * s.finalPenalty, "rho stays where it was set");
    }

    @Test
    void warmStartFromASolutionTakesAtMostTwoSteps() {
        for (long seed = 1; seed <= 5; seed++) {
            NscDescriptor d = RandomDescriptors.build(seed, SolverConvergenceTest.frictional(), POOL);
            double[] x = new double[d.rowCount()];
            SolverStats s = new SolverStats();
            SolverBudget budget = new SolverBudget(20_000, 1e-8, 0);
            AlmSolver alm = new AlmSolver(POOL);
            alm.solve(d, x, budget, s);
            assertTrue(s.converged);
            alm.solve(d, x, budget, s);
            assertTrue(s.converged && s.iterations <= 2, "ALM warm: " + s);
        }
    }

    @Test
    void sameImpulsesBitForBitWithOneTwoAndFourThreads() {
        RandomDescriptors.Spec spec = new RandomDescriptors.Spec().bodies(3000).contacts(6000).boxRows(300).freeRows(300);
        double[][] results = new double[3][];
        int[] threads = {1, 2, 4};
        for (int k = 0; k < 3; k++) {
            try (WorkerPool pool = new WorkerPool(threads[k])) {
                NscDescriptor d = RandomDescriptors.build(42, spec, pool);
                double[] x = new double[d.rowCount()];
                new AlmSolver(pool).solve(d, x, new SolverBudget(60, 0, 0), new SolverStats());
                results[k] = x;
            }
        }
        for (int k = 1; k < 3; k++)
            for (int i = 0; i < results[0].length; i++)
                assertEquals(Double.doubleToRawLongBits(results[0][i]), Double.doubleToRawLongBits(results[k][i]),
                        threads[k] + " threads differ from 1 at row " + i);
    }

    @Test
    void nonFiniteInputNeverReachesTheAnswer() {
        NscDescriptor d = RandomDescriptors.build(8, SolverConvergenceTest.frictional(), null);
        double[] x = new double[d.rowCount()];
        java.util.Arrays.fill(x, Double.NaN); // a corrupt warm start
        SolverStats s = new SolverStats();
        new AlmSolver(null).solve(d, x, new SolverBudget(2000, 1e-8, 0), s);
        for (double v : x) assertTrue(Double.isFinite(v));
        assertTrue(s.converged, s.toString());
        d.rhs()[0] = Double.NaN; // a corrupt right-hand side
        new AlmSolver(null).solve(d, x, new SolverBudget(50, 1e-8, 0), s);
        assertFalse(s.finite, s.toString());
        assertFalse(s.converged);
        for (double v : x) assertTrue(Double.isFinite(v));
    }

    @Test
    void repeatedSolvesAllocateNothing() {
        NscDescriptor d = RandomDescriptors.build(6, new RandomDescriptors.Spec().bodies(40).contacts(80).boxRows(4).freeRows(4), null);
        AlmSolver alm = new AlmSolver(null);
        double[] x = new double[d.rowCount()];
        SolverStats s = new SolverStats();
        SolverBudget budget = new SolverBudget(60, 0, 0);
        for (int i = 0; i < 50; i++) { // warm-up: scratch grows, history grows, JIT settles
            java.util.Arrays.fill(x, 0);
            alm.solve(d, x, budget, s);
        }
        long bytes = Allocation.leastOf(5, () -> {
            for (int i = 0; i < 20; i++) {
                java.util.Arrays.fill(x, 0);
                alm.solve(d, x, budget, s);
            }
        });
        assertEquals(0, bytes, "bytes allocated by 20 warm solves (least of 5 rounds)");
    }

    @Test
    void badSettingsAreRefusedByName() {
        AlmSolver alm = new AlmSolver(null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> alm.setPenaltyScale(0));
        assertTrue(e.getMessage().contains("penaltyScale"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> alm.setPenaltyScale(Double.NaN));
        e = assertThrows(IllegalArgumentException.class, () -> alm.setInnerLimit(0));
        assertTrue(e.getMessage().contains("innerLimit"), e.getMessage());
        assertEquals(AlmSolver.DEFAULT_PENALTY_SCALE, alm.penaltyScale());
        assertEquals(SolverType.ALM, Solvers.create(SolverType.ALM, null).type());
        assertEquals(SolverType.ALM, SolverType.parse("alm"));
    }
}
