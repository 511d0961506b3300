package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.DenseConeProblem;
import io.github.gdxnsc.testutil.RandomProblems;
import org.ejml.data.DMatrixRMaj;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.*;

class DirectSolverTest {

    private static final SolverBudget TIGHT = new SolverBudget(100, 1e-11, 0);

    @Test
    void reachesTinyResidualOnRandomMixedProblems() {
        DirectSolver solver = new DirectSolver(null);
        SolverStats st = new SolverStats();
        for (long seed = 1; seed <= 12; seed++) {
            DenseConeProblem p = RandomProblems.mixed(seed, 30 + (int) (seed * 10), null);
            double[] x = new double[p.rowCount()];
            solver.solve(p, x, TIGHT, st);
            double res = RandomProblems.residual(p, x);
            assertNull(st.failure, st.toString());
            assertTrue(res <= 1e-9, "seed " + seed + ": residual " + res + " " + st);
            assertEquals(res, st.residual, 1e-12, "reported residual is the returned iterate's");
            assertEquals(st.iterations, st.historyLength());
            // the answer is in K
            double[] px = x.clone();
            p.cones().project(px, null);
            assertArrayEquals(px, x, 1e-14);
        }
    }

    /** The one-degree-of-freedom contact of AlmOneDofTablesTest: stiffness N = 1, r = -v; the answer is max(0, v). */
    @Test
    void oneDofAnalyticCase() {
        DirectSolver solver = new DirectSolver(null);
        SolverStats st = new SolverStats();
        for (double v : new double[]{10, 0.1, -3, 0}) {
            ConeSet k = new ConeSet();
            k.addBox(0, Double.POSITIVE_INFINITY);
            DMatrixRMaj n = new DMatrixRMaj(new double[][]{{1}});
            DenseConeProblem p = new DenseConeProblem(n, new double[]{-v}, k, null);
            double[] x = {0};
            solver.solve(p, x, TIGHT, st);
            assertEquals(Math.max(0, v), x[0], 1e-10 * Math.max(1, Math.abs(v)), st.toString());
        }
        // the same contact as a friction cone with a tangential push: sticks while |t| <= mu n
        ConeSet k = new ConeSet();
        k.addCone(0.5);
        DMatrixRMaj n = DMatrixRMaj.wrap(3, 3, new double[]{1, 0, 0, 0, 1, 0, 0, 0, 1});
        DenseConeProblem stick = new DenseConeProblem(n, new double[]{-10, -3, 0}, k, null);
        double[] x = new double[3];
        solver.solve(stick, x, TIGHT, st);
        assertArrayEquals(new double[]{10, 3, 0}, x, 1e-9, st.toString());
        // sliding: the tangent push 8 exceeds mu n = 5; N = I makes the answer the projection of (10, 8, 0)
        DenseConeProblem slide = new DenseConeProblem(n, new double[]{-10, -8, 0}, k, null);
        solver.solve(slide, x, TIGHT, st);
        double[] expect = {10, 8, 0};
        ConeSet.projectCone(expect, 0, 0.5);
        assertArrayEquals(expect, x, 1e-9, st.toString());
    }

    @Test
    void refusesAboveItsLimitWithoutTouchingX() {
        DirectSolver solver = new DirectSolver(null, 20);
        DenseConeProblem p = RandomProblems.mixed(3, 40, null);
        double[] x = new double[p.rowCount()];
        java.util.Arrays.fill(x, 0.25);
        SolverStats st = new SolverStats();
        solver.solve(p, x, TIGHT, st);
        assertNotNull(st.failure);
        assertTrue(st.failure.contains("limit"), st.failure);
        assertFalse(st.converged);
        for (double v : x) assertEquals(0.25, v);
    }
}
