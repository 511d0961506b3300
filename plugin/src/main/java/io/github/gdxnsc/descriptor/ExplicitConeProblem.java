package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.WorkerPool;

/**
 * What the problems over an explicit matrix N share: r, K, the pool, the residual step, a
 * parallel product in fixed row chunks (so results do not depend on the thread count), the split
 * product (rows of a block range, nothing to gather first), and
 * Gauss-Seidel access that keeps {@code w = N x} up to date row by row. Subclasses store N and say
 * how to multiply a range of rows, add a column to w, and read entries.
 */
abstract class ExplicitConeProblem implements ConeProblem {

    /** Rows (and columns) of N. */
    protected final int size;
    /** The linear term r of the problem. */
    protected final double[] r;
    /** K: the cones, boxes and free rows the answer is projected onto. */
    protected final ConeSet cones;
    /** The pool the products run on. */
    protected final WorkerPool pool;
    /** N x for the x of the current Gauss-Seidel sweep. */
    protected final double[] w;
    private final int rowChunk;
    private double residualStep = 1;

    // operands of the parallel product, in fields so the loop body is allocated once
    private double[] mx, mout;
    private final WorkerPool.RangeTask multiplyTask = (chunk, start, end) -> multiplyRows(start, end, mx, mout);

    ExplicitConeProblem(int size, double[] r, ConeSet cones, WorkerPool pool, int rowChunk) {
        if (r.length != size) throw new IllegalArgumentException("r has " + r.length + " rows, N has " + size);
        if (cones.rowCount() != size)
            throw new IllegalArgumentException("cones cover " + cones.rowCount() + " rows, N has " + size);
        this.size = size;
        this.r = r;
        this.cones = cones;
        this.pool = pool;
        this.rowChunk = rowChunk;
        this.w = new double[size];
    }

    /** Sets g = 1 / max N_ii (1 when N has no positive diagonal); subclasses call it once N is stored. */
    protected final void computeResidualStep() {
        double maxDiag = 0;
        for (int i = 0; i < size; i++) maxDiag = Math.max(maxDiag, diagonal(i));
        residualStep = maxDiag > 0 ? 1.0 / maxDiag : 1.0;
    }

    /** out[i] = (N x)_i for rows [start, end). */
    protected abstract void multiplyRows(int start, int end, double[] x, double[] out);

    @Override
    public int rowCount() {
        return size;
    }

    @Override
    public double[] rhs() {
        return r;
    }

    @Override
    public ConeSet cones() {
        return cones;
    }

    @Override
    public WorkerPool pool() {
        return pool;
    }

    @Override
    public double residualStep() {
        return residualStep;
    }

    @Override
    public void multiply(double[] x, double[] out) {
        if (pool == null || size < 2 * rowChunk) {
            multiplyRows(0, size, x, out);
            return;
        }
        mx = x;
        mout = out;
        pool.forEachChunk(size, rowChunk, multiplyTask);
        mx = mout = null;
    }

    /** N is explicit: nothing to gather, every row is computed in {@link #productRows}. */
    @Override
    public void productBegin(double[] x, double[] out, WorkerPool pool) {
    }

    @Override
    public void productRows(double[] x, double[] out, int startBlock, int endBlock) {
        multiplyRows(cones.rowStartOf(startBlock), cones.rowStartOf(endBlock), x, out);
    }

    @Override
    public void sweepBegin(double[] x) {
        multiply(x, w);
    }

    @Override
    public double rowProduct(int row, double[] x) {
        return w[row];
    }
}
