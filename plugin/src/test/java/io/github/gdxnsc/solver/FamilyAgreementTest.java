package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.DenseConeProblem;
import io.github.gdxnsc.descriptor.SparseConeProblem;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.testutil.RandomProblems;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.junit.jupiter.api.Assertions.*;

/** BB, ADMM and ALM against the interior-point reference; MINRES against the dense solve; honest refusals. */
class FamilyAgreementTest {

    private static final SolverBudget REFERENCE = new SolverBudget(100, 1e-12, 0);

    @ParameterizedTest
    @EnumSource(value = SolverType.class, names = {"BB", "ADMM", "APGD", "PSOR", "ALM"})
    void agreesWithDirectOnRandomMixedProblems(SolverType type) {
        Solver reference = new DirectSolver(null);
        Solver solver = Solvers.create(type, null);
        SolverStats st = new SolverStats(), ref = new SolverStats();
        int budget = type == SolverType.ADMM ? 5000 : 20000;
        for (long seed = 1; seed <= 8; seed++) {
            DenseConeProblem p = RandomProblems.mixed(100 + seed, 30 + (int) (seed * 15), null);
            double[] xr = new double[p.rowCount()];
            reference.solve(p, xr, REFERENCE, ref);
            assertTrue(ref.residual <= 1e-10, "reference " + ref);
            double[] x = new double[p.rowCount()];
            solver.solve(p, x, new SolverBudget(budget, 1e-10, 0), st);
            double diff = RandomProblems.relativeMaxDiff(x, xr);
            System.out.printf("%s seed %d rows %d: %s, diff %.2e%n", type, seed, p.rowCount(), st, diff);
            assertTrue(st.finite);
            assertEquals(st.iterations, st.historyLength());
            assertEquals(RandomProblems.residual(p, x), st.residual, 1e-9 * Math.max(1, st.residual), "reported residual is the answer's");
            assertTrue(diff <= 1e-6, type + " seed " + seed + ": relative max difference " + diff + " " + st);
        }
    }

    @Test
    void bbAdmmAndAlmOnSparseFormAgreeWithDense() {
        DenseConeProblem d = RandomProblems.mixed(7, 60, null);
        SparseConeProblem s = SparseConeProblem.fromDense(d.matrix(), d.rhs(), d.cones(), null);
        for (SolverType type : new SolverType[]{SolverType.BB, SolverType.ADMM, SolverType.ALM}) {
            Solver solver = Solvers.create(type, null);
            SolverStats a = new SolverStats(), b = new SolverStats();
            double[] xd = new double[d.rowCount()], xs = new double[d.rowCount()];
            solver.solve(d, xd, new SolverBudget(5000, 1e-10, 0), a);
            solver.solve(s, xs, new SolverBudget(5000, 1e-10, 0), b);
            assertTrue(a.converged && b.converged, a + " / " + b);
            assertTrue(RandomProblems.relativeMaxDiff(xs, xd) <= 1e-7);
        }
    }

    @Test
    void parallelProductsGiveTheSameAnswer() {
        try (WorkerPool pool = new WorkerPool(2)) {
            DenseConeProblem serial = RandomProblems.mixed(11, 300, null);
            DenseConeProblem parallel = new DenseConeProblem(serial.matrix(), serial.rhs(), serial.cones(), pool);
            for (SolverType type : new SolverType[]{SolverType.BB, SolverType.ADMM, SolverType.ALM}) {
                double[] a = new double[serial.rowCount()], b = new double[serial.rowCount()];
                SolverStats sa = new SolverStats(), sb = new SolverStats();
                Solvers.create(type, null).solve(serial, a, new SolverBudget(300, 1e-10, 0), sa);
                Solvers.create(type, pool).solve(parallel, b, new SolverBudget(300, 1e-10, 0), sb);
                assertArrayEquals(a, b, 0.0, type + ": thread count changed the answer");
                assertEquals(sa.iterations, sb.iterations);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = SolverType.class, names = {"BB", "ADMM", "ALM"})
    void twoIterationsAreNotEnoughAndSaySo(SolverType type) {
        DenseConeProblem p = RandomProblems.mixed(5, 120, null);
        double[] x = new double[p.rowCount()];
        SolverStats st = new SolverStats();
        SolverBudget budget = new SolverBudget(2, 1e-8, 0);
        Solvers.create(type, null).solve(p, x, budget, st);
        assertFalse(st.converged, st.toString());
        assertTrue(st.residual > budget.tolerance());
        assertEquals(RandomProblems.residual(p, x), st.residual, 1e-9 * Math.max(1, st.residual));
        assertTrue(st.iterations <= 2);
        assertTrue(st.residual <= st.initialResidual, "best-iterate tracking never returns worse than the start");
    }

    @Test
    void bbLineSearchRejectsSteps() {
        // a badly scaled problem: without a working non-monotone test BB's first long steps blow up f
        DenseConeProblem p = RandomProblems.mixed(21, 150, null);
        SolverStats st = new SolverStats();
        double[] x = new double[p.rowCount()];
        new BarzilaiBorweinSolver(null).solve(p, x, new SolverBudget(5000, 1e-10, 0), st);
        assertTrue(st.converged, st.toString());
        assertTrue(st.backtracks > 0, "the line search should have rejected at least one step: " + st);
    }

    @Test
    void minresMatchesDenseSolveOnBilateralProblems() {
        MinresSolver minres = new MinresSolver(null);
        SolverStats st = new SolverStats(), ref = new SolverStats();
        for (long seed = 1; seed <= 5; seed++) {
            DenseConeProblem p = RandomProblems.bilateral(seed, 40 + (int) seed * 20, null);
            double[] xr = new double[p.rowCount()];
            new DirectSolver(null).solve(p, xr, REFERENCE, ref);
            // and an independent dense solve
            org.ejml.data.DMatrixRMaj b = new org.ejml.data.DMatrixRMaj(p.rowCount(), 1);
            for (int i = 0; i < p.rowCount(); i++) b.data[i] = -p.rhs()[i];
            org.ejml.data.DMatrixRMaj sol = new org.ejml.data.DMatrixRMaj(p.rowCount(), 1);
            assertTrue(org.ejml.dense.row.CommonOps_DDRM.solve(p.assembleDense(), b, sol));
            assertTrue(RandomProblems.relativeMaxDiff(xr, sol.data) <= 1e-9, "direct vs dense LU");
            double[] x = new double[p.rowCount()];
            minres.solve(p, x, new SolverBudget(1000, 1e-10, 0), st);
            assertTrue(st.converged, st.toString());
            assertNull(st.failure);
            assertEquals(st.iterations, st.historyLength());
            assertTrue(RandomProblems.relativeMaxDiff(x, sol.data) <= 1e-8, "seed " + seed + " " + st);
            // warm start from the answer: nothing to do
            minres.solve(p, x, new SolverBudget(1000, 1e-10, 0), st);
            assertEquals(0, st.iterations);
        }
    }

    @Test
    void minresOnSingularConsistentSystemFindsASolution() {
        DenseConeProblem p = RandomProblems.singularConsistent(3, 60, 25, null);
        double[] x = new double[p.rowCount()];
        SolverStats st = new SolverStats();
        new MinresSolver(null).solve(p, x, new SolverBudget(500, 1e-10, 0), st);
        double[] nx = new double[x.length];
        p.multiply(x, nx);
        double res = 0, rn = 0;
        for (int i = 0; i < x.length; i++) {
            res += (nx[i] + p.rhs()[i]) * (nx[i] + p.rhs()[i]);
            rn += p.rhs()[i] * p.rhs()[i];
        }
        assertTrue(Math.sqrt(res) <= 1e-9 * Math.sqrt(rn), "||N x + r|| = " + Math.sqrt(res) + " " + st);
        assertTrue(st.iterations <= 30, "rank 25: Krylov space exhausts fast, " + st);
    }

    @Test
    void minresRefusesCones() {
        DenseConeProblem p = RandomProblems.mixed(2, 30, null);
        double[] x = new double[p.rowCount()];
        java.util.Arrays.fill(x, 0.5);
        SolverStats st = new SolverStats();
        new MinresSolver(null).solve(p, x, new SolverBudget(100, 1e-8, 0), st);
        assertNotNull(st.failure);
        assertTrue(st.failure.contains("bilateral"), st.failure);
        assertFalse(st.converged);
        for (double v : x) assertEquals(0.5, v);
    }

    @Test
    void directRefusesAProblemAboveItsLimitAsASolver() {
        ConeSet k = new ConeSet();
        for (int i = 0; i < DirectSolver.MAX_ROWS + 1; i++) k.addFree();
        double[] r = new double[k.rowCount()];
        // a sparse identity: cheap to hold, too large for the dense reference
        int n = k.rowCount();
        int[] ptr = new int[n + 1], col = new int[n];
        double[] val = new double[n];
        for (int i = 0; i < n; i++) {
            ptr[i + 1] = i + 1;
            col[i] = i;
            val[i] = 1;
        }
        SparseConeProblem p = new SparseConeProblem(n, ptr, col, val, r, k, null);
        SolverStats st = new SolverStats();
        double[] x = new double[n];
        Solvers.create(SolverType.DIRECT, null).solve(p, x, REFERENCE, st);
        assertNotNull(st.failure);
        assertFalse(st.converged);
    }
}
