package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.RandomDescriptors;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * APGD resuming its last solve ({@link SolverBudget#resumes(boolean)}): the velocity solve's two
 * halves around the slip correction, where only the right-hand side changes between them.
 */
class ResumedSolveTest {

    private static NscDescriptor problem(long seed) {
        return RandomDescriptors.build(seed, new RandomDescriptors.Spec().bodies(40).contacts(90).boxRows(6).freeRows(6), null);
    }

    private static double maxDifference(double[] a, double[] b) {
        double scale = 0, diff = 0;
        for (int i = 0; i < a.length; i++) {
            scale = Math.max(scale, Math.abs(a[i]));
            diff = Math.max(diff, Math.abs(a[i] - b[i]));
        }
        return diff / Math.max(1e-300, scale);
    }

    @Test
    void aResumedSolveContinuesTheLastOneAtNoStartProduct() {
        for (long seed = 1; seed <= 5; seed++) {
            NscDescriptor d = problem(seed);
            int n = d.rowCount();
            double[] whole = new double[n], halves = new double[n];
            SolverStats s = new SolverStats();
            new ApgdSolver(null).solve(d, whole, new SolverBudget(40, 0, 0), s);

            ApgdSolver apgd = new ApgdSolver(null);
            apgd.solve(d, halves, new SolverBudget(20, 0, 0), s);
            apgd.solve(d, halves, new SolverBudget(20, 0, 0).resumes(true), s);
            // the momentum, step size and iterate carried over: the 40 iterations of one solve, not
            // two restarts of 20 (only the restart test's summation order differs)
            assertTrue(maxDifference(whole, halves) < 1e-9, "seed " + seed + ": " + maxDifference(whole, halves));
            assertEquals(s.iterations + s.backtracks, s.schurProducts, "no product for the start: " + s);

            double[] restarted = new double[n];
            ApgdSolver fresh = new ApgdSolver(null);
            fresh.solve(d, restarted, new SolverBudget(20, 0, 0), s);
            fresh.solve(d, restarted, new SolverBudget(20, 0, 0), s);
            assertTrue(maxDifference(whole, restarted) > 1e-6, "a restart is another iteration: seed " + seed);
        }
    }

    @Test
    void aChangedRightHandSideIsSolvedFromTheKeptState() {
        for (long seed = 1; seed <= 10; seed++) {
            NscDescriptor d = problem(seed);
            int n = d.rowCount();
            double[] x = new double[n];
            SolverStats s = new SolverStats(), f = new SolverStats();
            ApgdSolver apgd = new ApgdSolver(null);
            apgd.solve(d, x, new SolverBudget(25, 0, 0), s);
            // new biases, as the slip correction sets between the halves
            for (int row = 0; row < n; row += 3) d.setBias(row, d.bias(row) + 0.01);
            d.computeRhs();
            double[] w = x.clone();
            new ApgdSolver(null).solve(d, w, new SolverBudget(25, 0, 0), f);
            apgd.solve(d, x, new SolverBudget(25, 0, 0).resumes(true), s);
            // the gain the velocity solve's second half is resumed for: the momentum kept over a small
            // change of r gets further in the same iterations than a restart from the same answer
            assertTrue(s.residual < f.residual, "seed " + seed + ": resumed " + s.residual + ", restarted " + f.residual);
            assertEquals(Residuals.of(d, x), s.residual, 1e-12 * s.residual, "the residual reported is the answer's under the new r");
            for (double v : x) assertTrue(Double.isFinite(v));
        }
    }

    @Test
    void itStartsAfreshWhenTheWarmStartIsNotTheLastAnswerOrTheLastSolveStoppedEarly() {
        NscDescriptor d = problem(11);
        int n = d.rowCount();
        double[] x = new double[n], y = new double[n];
        SolverStats s = new SolverStats(), t = new SolverStats();

        // the warm start changed since: a usual warm start, bit for bit
        ApgdSolver apgd = new ApgdSolver(null), plain = new ApgdSolver(null);
        apgd.solve(d, x, new SolverBudget(15, 0, 0), s);
        plain.solve(d, y, new SolverBudget(15, 0, 0), t);
        x[0] += 0.01;
        y[0] += 0.01;
        apgd.solve(d, x, new SolverBudget(15, 0, 0).resumes(true), s);
        plain.solve(d, y, new SolverBudget(15, 0, 0), t);
        for (int i = 0; i < n; i++) assertEquals(Double.doubleToRawLongBits(y[i]), Double.doubleToRawLongBits(x[i]), "row " + i);
        assertEquals(t.schurProducts, s.schurProducts);

        // the last solve converged: nothing to go on from, a warm start (with its start product)
        apgd.solve(d, x, new SolverBudget(20_000, 1e-8, 0), s);
        assertTrue(s.converged);
        apgd.solve(d, x, new SolverBudget(15, 1e-12, 0).resumes(true), s);
        assertEquals(1 + s.iterations + s.backtracks, s.schurProducts, s.toString());
    }
}
