package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.ops.DConvertMatrixStruct;

/**
 * A {@link ConeProblem} over an explicit dense N (EJML, row-major, symmetric positive
 * semi-definite), a right-hand side r and a {@link ConeSet}. Used by tests, by problems read from
 * files, and as the exchange format of the direct reference solver.
 *
 * <p>The matrix is held by reference, not copied: the caller must not change it while a solve
 * runs. Symmetry is assumed, not checked (the Gauss-Seidel update walks a row of N as if it were
 * the column). Gauss-Seidel access keeps {@code w = N x} up to date incrementally: each
 * {@link #sweepUpdate} costs one row of N, so a full sweep costs about one product.
 */
public final class DenseConeProblem extends ExplicitConeProblem {

    private final DMatrixRMaj n;

    /**
     * @param n     dense N, rowCount x rowCount, symmetric PSD (held by reference)
     * @param r     right-hand side (held by reference; solvers never write it)
     * @param cones K; its row count must equal N's size
     * @param pool  pool for the product, or null for the caller's thread
     */
    public DenseConeProblem(DMatrixRMaj n, double[] r, ConeSet cones, WorkerPool pool) {
        super(checkSquare(n), r, cones, pool, PoolThresholds.DENSE_ROW_CHUNK);
        this.n = n;
        computeResidualStep();
    }

    private static int checkSquare(DMatrixRMaj n) {
        if (n.numRows != n.numCols) throw new IllegalArgumentException("N must be square, was " + n.numRows + "x" + n.numCols);
        return n.numRows;
    }

    /** The matrix N itself (not a copy). */
    public DMatrixRMaj matrix() {
        return n;
    }

    @Override
    protected void multiplyRows(int start, int end, double[] x, double[] out) {
        double[] a = n.data;
        for (int i = start; i < end; i++) {
            int base = i * size;
            double s = 0;
            for (int j = 0; j < size; j++) s += a[base + j] * x[j];
            out[i] = s;
        }
    }

    @Override
    public double diagonal(int row) {
        return n.data[row * size + row];
    }

    @Override
    public void sweepUpdate(int row, double delta) {
        if (delta == 0) return;
        // N symmetric: column `row` is row `row`, which is contiguous in row-major storage
        double[] a = n.data;
        int base = row * size;
        for (int i = 0; i < size; i++) w[i] += a[base + i] * delta;
    }

    @Override
    public double entry(int i, int j) {
        return n.data[i * size + j];
    }

    /** A copy of N (callers may factor it in place). */
    @Override
    public DMatrixRMaj assembleDense() {
        return n.copy();
    }

    /** N in compressed columns, exact zeros dropped; no Schur products. */
    @Override
    public DMatrixSparseCSC assembleSparse() {
        return DConvertMatrixStruct.convert(n, (DMatrixSparseCSC) null, 0.0);
    }
}
