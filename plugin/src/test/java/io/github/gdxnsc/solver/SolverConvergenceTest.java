package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.RandomDescriptors;
import io.github.gdxnsc.parallel.WorkerPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** APGD and PSOR on small random problems: tolerance reached, agreement, best iterate, warm start. */
class SolverConvergenceTest {

    private static final WorkerPool POOL = new WorkerPool(2);

    @AfterAll
    static void close() {
        POOL.close();
    }

    static RandomDescriptors.Spec frictionless() {
        return new RandomDescriptors.Spec().bodies(6).contacts(8).mus(0).boxRows(4).freeRows(0).cfmMin(1e-3);
    }

    static RandomDescriptors.Spec frictional() {
        return new RandomDescriptors.Spec().bodies(6).contacts(8).boxRows(2).freeRows(2).cfmMin(1e-3);
    }

    @Test
    void apgdAndPsorReachTightToleranceAndAgree() {
        for (RandomDescriptors.Spec spec : new RandomDescriptors.Spec[]{frictionless(), frictional()}) {
            for (long seed = 1; seed <= 10; seed++) {
                NscDescriptor d = RandomDescriptors.build(seed, spec, POOL);
                int n = d.rowCount();
                double[] xa = new double[n], xp = new double[n];
                SolverStats sa = new SolverStats(), sp = new SolverStats();
                new ApgdSolver(POOL).solve(d, xa, new SolverBudget(20_000, 1e-8, 0), sa);
                new PsorSolver(POOL).solve(d, xp, new SolverBudget(20_000, 1e-8, 0), sp);
                assertTrue(sa.converged && sa.residual <= 1e-8, "APGD seed " + seed + ": " + sa);
                assertTrue(sp.converged && sp.residual <= 1e-8, "PSOR seed " + seed + ": " + sp);
                assertEquals(sa.residual, Residuals.of(d, xa), 1e-12, "reported residual is the answer's");
                double scale = 0, diff = 0;
                for (int i = 0; i < n; i++) {
                    scale = Math.max(scale, Math.abs(xa[i]));
                    diff = Math.max(diff, Math.abs(xa[i] - xp[i]));
                }
                assertTrue(diff <= 1e-6 * Math.max(1, scale), "seed " + seed + ": APGD and PSOR differ by " + diff);
                // the preconditioned variant solves the same problem to the same answer
                ApgdSolver preconditioned = new ApgdSolver(POOL);
                preconditioned.setPreconditioning(true);
                double[] xq = new double[n];
                SolverStats sq = new SolverStats();
                preconditioned.solve(d, xq, new SolverBudget(20_000, 1e-8, 0), sq);
                assertTrue(sq.converged && sq.residual <= 1e-8, "preconditioned APGD seed " + seed + ": " + sq);
                for (int i = 0; i < n; i++) assertEquals(xa[i], xq[i], 1e-6 * Math.max(1, scale));
            }
        }
    }

    @Test
    void apgdReturnsItsBestIterate() {
        NscDescriptor d = RandomDescriptors.build(3, new RandomDescriptors.Spec().bodies(30).contacts(60).boxRows(6).freeRows(6), POOL);
        double[] x = new double[d.rowCount()];
        SolverStats s = new SolverStats();
        new ApgdSolver(POOL).solve(d, x, new SolverBudget(40, 0, 0), s);
        assertEquals(40, s.iterations);
        double min = s.initialResidual;
        for (int i = 0; i < s.historyLength(); i++) min = Math.min(min, s.historyAt(i));
        double actual = Residuals.of(d, x);
        // the history holds upper bounds of each iterate's residual (no second projection per
        // iteration); the answer is the iterate with the least bound, so its exact residual is at most that
        assertTrue(s.residual <= min, "the answer is the best iterate seen: " + s.residual + " > " + min);
        assertTrue(s.residual >= 0.5 * min, "the bound is close enough to stop on: " + s.residual + " against " + min);
        assertEquals(actual, s.residual, 1e-12 * actual, "and its residual is what the stats say");
        // accelerated: far below the start after 40 iterations
        assertTrue(s.residual < 0.1 * s.initialResidual, s.toString());
    }

    @Test
    void apgdResidualBoundHoldsAtEveryBudget() {
        // the answer of a k-iteration solve is the best of its k iterates by their bounds; its exact
        // residual must be under every bound it was chosen by, for every k
        NscDescriptor d = RandomDescriptors.build(5, new RandomDescriptors.Spec().bodies(20).contacts(50).boxRows(4).freeRows(4), null);
        double[] x = new double[d.rowCount()];
        SolverStats s = new SolverStats();
        ApgdSolver apgd = new ApgdSolver(null);
        for (int k = 1; k <= 60; k++) {
            java.util.Arrays.fill(x, 0.0); // a cold start: the Lipschitz estimate starts afresh
            apgd.solve(d, x, new SolverBudget(k, 0, 0), s);
            double min = s.initialResidual;
            for (int i = 0; i < s.historyLength(); i++) min = Math.min(min, s.historyAt(i));
            double exact = Residuals.of(d, x);
            assertEquals(exact, s.residual, 1e-12 * exact);
            assertTrue(exact <= min * (1 + 1e-12), "budget " + k + ": residual " + exact + " above its bound " + min);
        }
    }

    @Test
    void residualIsAnRmsOverRows() {
        // three independent copies of one problem: the same residual per row, not sqrt(3) times it
        io.github.gdxnsc.descriptor.DenseConeProblem one = io.github.gdxnsc.testutil.RandomProblems.mixed(6, 40, null);
        io.github.gdxnsc.descriptor.DenseConeProblem three = io.github.gdxnsc.testutil.RandomProblems.repeated(one, 3);
        int n = one.rowCount();
        double[] x = new double[n], x3 = new double[3 * n];
        for (int i = 0; i < n; i++) x[i] = 0.1 * ((i % 7) - 3);
        for (int k = 0; k < 3; k++) System.arraycopy(x, 0, x3, k * n, n);
        double r1 = Residuals.of(one, x);
        assertTrue(r1 > 0);
        assertEquals(r1, Residuals.of(three, x3), 1e-12 * r1);
        // and the family reports it: APGD on both, same budget, same residual
        SolverStats a = new SolverStats(), b = new SolverStats();
        double[] y = new double[n], y3 = new double[3 * n];
        new ApgdSolver(null).solve(one, y, new SolverBudget(30, 0, 0), a);
        new ApgdSolver(null).solve(three, y3, new SolverBudget(30, 0, 0), b);
        assertEquals(a.residual, b.residual, 1e-9 * a.residual, a + " / " + b);
    }

    @Test
    void apgdCostsOneProductPerIterationWithoutBacktracking() {
        NscDescriptor d = RandomDescriptors.build(4, new RandomDescriptors.Spec().bodies(50).contacts(150), POOL);
        double[] x = new double[d.rowCount()];
        SolverStats s = new SolverStats();
        new ApgdSolver(POOL).solve(d, x, new SolverBudget(100, 0, 0), s);
        // cold start: one product for the Lipschitz estimate, then one per iteration and one per backtrack
        assertEquals(1 + s.iterations + s.backtracks, s.schurProducts, s.toString());
        assertTrue(s.backtracks <= s.iterations / 5, s.toString());
    }

    @Test
    void warmStartFromASolutionTakesAtMostTwoIterations() {
        for (long seed = 1; seed <= 5; seed++) {
            NscDescriptor d = RandomDescriptors.build(seed, frictional(), POOL);
            double[] x = new double[d.rowCount()];
            SolverStats s = new SolverStats();
            SolverBudget budget = new SolverBudget(20_000, 1e-8, 0);
            new ApgdSolver(POOL).solve(d, x, budget, s);
            assertTrue(s.converged);
            new ApgdSolver(POOL).solve(d, x, budget, s);
            assertTrue(s.converged && s.iterations <= 2, "APGD warm: " + s);
            new PsorSolver(POOL).solve(d, x, budget, s);
            assertTrue(s.converged && s.iterations <= 2, "PSOR warm: " + s);
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
                new ApgdSolver(pool).solve(d, x, new SolverBudget(50, 0, 0), new SolverStats());
                results[k] = x;
            }
        }
        for (int k = 1; k < 3; k++)
            for (int i = 0; i < results[0].length; i++)
                assertEquals(Double.doubleToRawLongBits(results[0][i]), Double.doubleToRawLongBits(results[k][i]),
                        threads[k] + " threads differ from 1 at row " + i);
    }

    @Test
    void serialPathGivesThePoolsAnswerBitForBit() {
        RandomDescriptors.Spec spec = new RandomDescriptors.Spec().bodies(400).contacts(900).boxRows(40).freeRows(40);
        try (WorkerPool pool = new WorkerPool(2)) {
            NscDescriptor d = RandomDescriptors.build(17, spec, pool);
            double[][] x = new double[2][d.rowCount()];
            SolverStats[] st = {new SolverStats(), new SolverStats()};
            for (int k = 0; k < 2; k++) {
                ApgdSolver apgd = new ApgdSolver(pool);
                apgd.setSerialRows(k == 0 ? Integer.MAX_VALUE : 0);
                apgd.solve(d, x[k], new SolverBudget(40, 0, 0), st[k]);
            }
            assertEquals(st[0].iterations, st[1].iterations);
            assertEquals(st[0].backtracks, st[1].backtracks);
            for (int i = 0; i < x[0].length; i++)
                assertEquals(Double.doubleToRawLongBits(x[0][i]), Double.doubleToRawLongBits(x[1][i]), "row " + i);
        }
    }

    @Test
    void nonFiniteInputNeverReachesTheAnswer() {
        NscDescriptor d = RandomDescriptors.build(8, frictional(), null);
        double[] x = new double[d.rowCount()];
        java.util.Arrays.fill(x, Double.NaN); // a corrupt warm start
        SolverStats s = new SolverStats();
        new ApgdSolver(null).solve(d, x, new SolverBudget(2000, 1e-8, 0), s);
        for (double v : x) assertTrue(Double.isFinite(v));
        assertTrue(s.converged, s.toString());
        d.rhs()[0] = Double.NaN; // a corrupt right-hand side
        new ApgdSolver(null).solve(d, x, new SolverBudget(50, 1e-8, 0), s);
        assertTrue(!s.finite, s.toString());
        for (double v : x) assertTrue(Double.isFinite(v));
    }
}
