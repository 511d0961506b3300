package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.data.DMatrixSparseTriplet;
import org.ejml.ops.DConvertMatrixStruct;

/**
 * The cone-complementarity problem every solver works on:
 * <pre>  min f(x) = 1/2 x^T N x + r^T x   over x in K</pre>
 * with N symmetric positive semi-definite (the Schur complement D^T M^-1 D + E) and K the product
 * of the blocks in {@link #cones()}. Solvers see the problem only through this interface, so the
 * matrix-free {@link NscDescriptor} of a game step and a dense or sparse problem read from a file
 * (FCLIB, tests) go through the same code.
 *
 * <p>Optimality measure, shared by every solver and report: the projected-gradient residual as
 * a root mean square over the rows, {@code sqrt(|| x - P_K(x - g (N x + r)) ||^2 / rows) / g} with
 * {@code g = residualStep()} (m/s for a dynamics step); see {@link ConeSet#projectedGradientResidual}.
 */
public interface ConeProblem {

    /** Number of unknowns (rows). */
    int rowCount();

    /** The right-hand side r; the solver must not modify it. */
    double[] rhs();

    /** The convex set K, block by block. */
    ConeSet cones();

    /** out = N x. May run on {@link #pool()}; {@code x} and {@code out} must not alias. */
    void multiply(double[] x, double[] out);

    /**
     * First half of a product split in two, so that a solver can fuse its per-row work into the
     * second half ({@link #productRows}) and pay one pool barrier less per product. After
     * {@code productBegin(x, out, pool)}, {@code productRows(x, out, b0, b1)} computes the rows of
     * blocks {@code [b0, b1)} of {@code N x}, from any thread, on disjoint block ranges, until the
     * next productBegin. Runs on {@code pool} (null: on the caller's thread). The default does the
     * whole product here on the problem's own pool, and productRows nothing.
     */
    default void productBegin(double[] x, double[] out, WorkerPool pool) {
        multiply(x, out);
    }

    /**
     * {@link #productBegin(double[], double[], WorkerPool)} for a solve that no longer reads the
     * rows of the islands ({@link #blockIslands}) marked in {@code stoppedIslands}, until the next
     * product without the mask: it may skip what only those rows need. The default does it all.
     */
    default void productBegin(double[] x, double[] out, WorkerPool pool, boolean[] stoppedIslands) {
        productBegin(x, out, pool);
    }

    /** Second half of a split product: rows of blocks {@code [startBlock, endBlock)} of N x into out (see {@link #productBegin}). */
    default void productRows(double[] x, double[] out, int startBlock, int endBlock) {
    }

    /**
     * Labels each block with its island into {@code island[0 .. blockCount)}: two blocks share an
     * island when a chain of blocks through moving bodies joins them, so N has no entry between
     * blocks of different islands. Islands are numbered 0, 1, ... in the order their first block
     * comes. Returns the number of islands, or 0 where the problem cannot tell (the default: a
     * problem given by its matrix), which a solver reads as one island.
     */
    default int blockIslands(int[] island) {
        return 0;
    }

    /** N_ii. */
    double diagonal(int row);

    /** The pool the problem's kernels run on, or {@code null} to run on the caller's thread. */
    WorkerPool pool();

    /** Step g of the residual measure: {@code 1 / max_i N_ii} (1 when N has no positive diagonal). */
    double residualStep();

    // ---- Gauss-Seidel access (PSOR, and any other solver sweeping row by row) ----

    /** Starts a sweep at {@code x}: the problem caches whatever lets it answer {@link #rowProduct}. */
    void sweepBegin(double[] x);

    /** (N x)_row for the x last passed to {@link #sweepBegin} plus every {@link #sweepUpdate} since. */
    double rowProduct(int row, double[] x);

    /** Records that x[row] changed by {@code delta}. */
    void sweepUpdate(int row, double delta);

    /** N_ij for two rows of one block (PSOR's block step), or any two rows of a small problem. */
    double entry(int i, int j);

    /**
     * Dense N (rowCount x rowCount) for small problems: direct solvers and tests. The iterative
     * path never calls it.
     *
     * @throws IllegalStateException when the problem is too large to assemble densely
     */
    DMatrixRMaj assembleDense();

    /**
     * Sparse N (compressed columns) for solvers that factor it (ADMM). This default probes N with
     * unit vectors, one {@link #multiply} per column: {@code rowCount} Schur products and
     * O(rowCount) scratch, so it is meant for problems without a better way; problems that hold
     * N explicitly, or can build it from their Jacobians, override it. Entries with
     * {@code |N_ij| <= 1e-300} are dropped.
     */
    default DMatrixSparseCSC assembleSparse() {
        int n = rowCount();
        double[] e = new double[n];
        double[] col = new double[n];
        DMatrixSparseTriplet t = new DMatrixSparseTriplet(n, n, Math.max(16, n * 8));
        for (int j = 0; j < n; j++) {
            e[j] = 1;
            multiply(e, col);
            e[j] = 0;
            for (int i = 0; i < n; i++) if (Math.abs(col[i]) > 1e-300) t.addItem(i, j, col[i]);
        }
        return DConvertMatrixStruct.convert(t, (DMatrixSparseCSC) null);
    }
}
