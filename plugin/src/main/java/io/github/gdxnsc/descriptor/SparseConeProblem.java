package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.sparse.csc.CommonOps_DSCC;

/**
 * A {@link ConeProblem} over an explicit sparse N in compressed rows (CSR), for problems read
 * from files (FCLIB's Delassus matrices) and for tests. N must be symmetric PSD; symmetry is
 * assumed, not checked (the Gauss-Seidel update walks row {@code i} as if it were column i).
 *
 * <p>Arrays are copied at construction, so the problem owns its matrix. {@link #assembleDense()}
 * refuses above {@link #DENSE_LIMIT} rows: a dense copy of a large FCLIB or game problem would
 * cost rowCount^2 doubles, and nothing on the iterative path needs it.
 */
public final class SparseConeProblem extends ExplicitConeProblem {

    /** Largest row count {@link #assembleDense()} accepts (a 4,000 x 4,000 dense N is 128 MB). */
    public static final int DENSE_LIMIT = 4000;

    private final int[] rowPtr;
    private final int[] colIdx;
    private final double[] vals;
    private final double[] diag;

    /**
     * From CSR arrays: row i's entries are {@code colIdx[rowPtr[i] .. rowPtr[i+1])} with values in
     * {@code vals}. Copied.
     */
    public SparseConeProblem(int size, int[] rowPtr, int[] colIdx, double[] vals, double[] r, ConeSet cones, WorkerPool pool) {
        super(size, r, cones, pool, PoolThresholds.SPARSE_ROW_CHUNK);
        if (rowPtr.length != size + 1) throw new IllegalArgumentException("rowPtr must have size + 1 = " + (size + 1) + " entries, had " + rowPtr.length);
        int nnz = rowPtr[size];
        this.rowPtr = rowPtr.clone();
        this.colIdx = java.util.Arrays.copyOf(colIdx, nnz);
        this.vals = java.util.Arrays.copyOf(vals, nnz);
        for (int k = 0; k < nnz; k++) {
            if (this.colIdx[k] < 0 || this.colIdx[k] >= size) throw new IllegalArgumentException("column index out of range at entry " + k + ": " + this.colIdx[k]);
            if (!Double.isFinite(this.vals[k])) throw new IllegalArgumentException("non-finite entry of N at position " + k);
        }
        this.diag = new double[size];
        for (int i = 0; i < size; i++)
            for (int k = this.rowPtr[i]; k < this.rowPtr[i + 1]; k++) if (this.colIdx[k] == i) diag[i] += this.vals[k];
        computeResidualStep();
    }

    /** From an EJML compressed-column matrix (converted to rows; duplicates are summed by EJML's ops). */
    public static SparseConeProblem fromCsc(DMatrixSparseCSC n, double[] r, ConeSet cones, WorkerPool pool) {
        if (n.numRows != n.numCols) throw new IllegalArgumentException("N must be square, was " + n.numRows + "x" + n.numCols);
        // The CSC arrays of N^T are the CSR arrays of N.
        DMatrixSparseCSC t = CommonOps_DSCC.transpose(n, null, null);
        return new SparseConeProblem(n.numRows, java.util.Arrays.copyOf(t.col_idx, n.numRows + 1), t.nz_rows, t.nz_values, r, cones, pool);
    }

    /** From a dense matrix, keeping entries with {@code |N_ij| > 0}. */
    public static SparseConeProblem fromDense(DMatrixRMaj n, double[] r, ConeSet cones, WorkerPool pool) {
        int m = n.numRows;
        if (m != n.numCols) throw new IllegalArgumentException("N must be square, was " + m + "x" + n.numCols);
        int nnz = 0;
        for (int k = 0; k < m * m; k++) if (n.data[k] != 0) nnz++;
        int[] ptr = new int[m + 1];
        int[] col = new int[nnz];
        double[] v = new double[nnz];
        int p = 0;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                double a = n.data[i * m + j];
                if (a != 0) {
                    col[p] = j;
                    v[p++] = a;
                }
            }
            ptr[i + 1] = p;
        }
        return new SparseConeProblem(m, ptr, col, v, r, cones, pool);
    }

    @Override
    protected void multiplyRows(int start, int end, double[] x, double[] out) {
        for (int i = start; i < end; i++) {
            double s = 0;
            for (int k = rowPtr[i], e = rowPtr[i + 1]; k < e; k++) s += vals[k] * x[colIdx[k]];
            out[i] = s;
        }
    }

    @Override
    public double diagonal(int row) {
        return diag[row];
    }

    @Override
    public void sweepUpdate(int row, double delta) {
        if (delta == 0) return;
        // symmetric N: column `row` has the same pattern and values as row `row`
        for (int k = rowPtr[row], e = rowPtr[row + 1]; k < e; k++) w[colIdx[k]] += vals[k] * delta;
    }

    @Override
    public double entry(int i, int j) {
        double s = 0;
        for (int k = rowPtr[i], e = rowPtr[i + 1]; k < e; k++) if (colIdx[k] == j) s += vals[k];
        return s;
    }

    @Override
    public DMatrixRMaj assembleDense() {
        if (size > DENSE_LIMIT)
            throw new IllegalStateException("SparseConeProblem: " + size + " rows is above the dense assembly limit of "
                    + DENSE_LIMIT + " (a dense N would need " + (8L * size * size >> 20) + " MB); use an iterative solver or assembleSparse()");
        DMatrixRMaj d = new DMatrixRMaj(size, size);
        for (int i = 0; i < size; i++)
            for (int k = rowPtr[i], e = rowPtr[i + 1]; k < e; k++) d.data[i * size + colIdx[k]] += vals[k];
        return d;
    }

    /** N in compressed columns (the transpose of the CSR arrays, which is N for symmetric N); no Schur products. */
    @Override
    public DMatrixSparseCSC assembleSparse() {
        DMatrixSparseCSC t = new DMatrixSparseCSC(size, size, rowPtr[size]);
        // CSR of N read as CSC is N^T; transpose back so the result is N even if N is not exactly symmetric
        System.arraycopy(rowPtr, 0, t.col_idx, 0, size + 1);
        System.arraycopy(colIdx, 0, t.nz_rows, 0, rowPtr[size]);
        System.arraycopy(vals, 0, t.nz_values, 0, rowPtr[size]);
        t.nz_length = rowPtr[size];
        t.indicesSorted = false;
        DMatrixSparseCSC out = CommonOps_DSCC.transpose(t, null, null);
        out.sortIndices(null);
        return out;
    }
}
