package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.DenseConeProblem;
import io.github.gdxnsc.testutil.RandomProblems;
import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.ops.DConvertMatrixStruct;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The per-frame refusal of the dense and factorising solvers: decided by a flop model (no
 * timing), so these tests assert the decision and its message, never a duration.
 */
class FrameCostTest {

    private static final SolverBudget FRAME = new SolverBudget(60, 1e-8, 0);

    @Test
    void choleskyFlopsFollowTheFactorsColumnCounts() {
        // dense: column j of L has n - j entries, so the flops are 1^2 + 2^2 + ... + n^2
        int n = 40;
        DMatrixRMaj dense = new DMatrixRMaj(n, n);
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) dense.set(i, j, i == j ? n : 1);
        double sumSquares = 0;
        for (int k = 1; k <= n; k++) sumSquares += (double) k * k;
        assertEquals(sumSquares, AdmmSolver.choleskyFlops(DConvertMatrixStruct.convert(dense, (DMatrixSparseCSC) null, 0)), 0);
        // tridiagonal: no fill, two entries per column but the last
        DMatrixRMaj tri = new DMatrixRMaj(n, n);
        for (int i = 0; i < n; i++) {
            tri.set(i, i, 4);
            if (i + 1 < n) {
                tri.set(i, i + 1, 1);
                tri.set(i + 1, i, 1);
            }
        }
        assertEquals(4.0 * (n - 1) + 1, AdmmSolver.choleskyFlops(DConvertMatrixStruct.convert(tri, (DMatrixSparseCSC) null, 0)), 0);
    }

    @Test
    void directRefusesWhatAFrameCannotPayAndLeavesXAlone() {
        DenseConeProblem p = RandomProblems.mixed(4, 400, null);
        assertTrue(DirectSolver.estimatedNanos(p.rowCount(), FRAME) > FrameCost.FRAME_NANOS, "400 dense rows must not fit a frame");
        double[] x = new double[p.rowCount()];
        Arrays.fill(x, 0.125);
        SolverStats st = new SolverStats();
        Solvers.create(SolverType.DIRECT, null).solve(p, x, FRAME, st);
        assertNotNull(st.failure);
        assertTrue(st.failure.startsWith("DIRECT refused: " + p.rowCount() + " rows would take about"), st.failure);
        assertTrue(st.failure.contains("16.7 ms frame"), st.failure);
        assertFalse(st.converged);
        assertEquals(0, st.iterations);
        for (double v : x) assertEquals(0.125, v);
    }

    @Test
    void aTimeCapLargeEnoughLetsDirectRunAndTheReferenceNeverRefuses() {
        DenseConeProblem p = RandomProblems.mixed(4, 400, null);
        SolverStats st = new SolverStats();
        double[] x = new double[p.rowCount()];
        DirectSolver.reference(null).solve(p, x, FRAME, st);
        assertNull(st.failure, st.toString());
        assertTrue(st.converged, st.toString());
        // a cap of 10 s is more than the estimate: the per-frame solver accepts and reaches the same answer
        SolverBudget capped = new SolverBudget(60, 1e-8, 10_000_000);
        assertTrue(DirectSolver.estimatedNanos(p.rowCount(), capped) < 10_000_000_000L);
        double[] y = new double[p.rowCount()];
        SolverStats capStats = new SolverStats();
        new DirectSolver(null).solve(p, y, capped, capStats);
        assertNull(capStats.failure, capStats.toString());
        assertTrue(capStats.converged || capStats.stoppedByTime, capStats.toString());
        // a small cap: refused, and the message names the cap rather than the frame
        new DirectSolver(null).solve(p, y, new SolverBudget(60, 1e-8, 500), capStats);
        assertNotNull(capStats.failure);
        assertTrue(capStats.failure.contains("time cap"), capStats.failure);
    }

    @Test
    void smallProblemsStillFitAFrame() {
        // the size of the demo's incline and mass-ratio scenes: both solvers take them
        DenseConeProblem p = RandomProblems.mixed(6, 120, null);
        for (SolverType type : new SolverType[]{SolverType.DIRECT, SolverType.ADMM}) {
            SolverStats st = new SolverStats();
            Solvers.create(type, null).solve(p, new double[p.rowCount()], new SolverBudget(5000, 1e-8, 0), st);
            assertNull(st.failure, type + ": " + st);
            assertTrue(st.converged, st.toString());
        }
    }

    @Test
    void admmRefusesAFactorisationAFrameCannotPay() {
        // a dense 600-row N: its Cholesky is 600^3 / 3 = 72 MFlop, four frames at the model's rate
        DenseConeProblem p = RandomProblems.mixed(8, 600, null);
        SolverStats st = new SolverStats();
        double[] x = new double[p.rowCount()];
        Solvers.create(SolverType.ADMM, null).solve(p, x, FRAME, st);
        assertNotNull(st.failure);
        assertTrue(st.failure.startsWith("ADMM refused: " + p.rowCount() + " rows"), st.failure);
        assertTrue(st.failure.contains("factorising"), st.failure);
        for (double v : x) assertEquals(0.0, v);
        AdmmSolver.reference(null).solve(p, x, new SolverBudget(20, 1e-8, 0), st);
        assertNull(st.failure, st.toString());
        assertEquals(20, st.iterations);
    }
}
