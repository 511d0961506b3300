package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

import java.util.Arrays;

/**
 * Parallel loops over a problem's blocks, cut into chunks of {@link PoolThresholds#BLOCK_CHUNK} blocks
 * (so a cone's three rows never straddle two chunks), with fused multi-value reductions: each
 * chunk writes its partial sums into its own slots and the caller's thread adds the chunks in
 * order. The partials, not the thread count, fix the order of every floating-point addition, so
 * results are bitwise identical for any number of threads.
 */
final class BlockLoop {

    /** Body of a loop: blocks [startBlock, endBlock), rows [startRow, endRow); partial sums go to sums[slot..]. */
    interface Body {
        void run(int startBlock, int endBlock, int startRow, int endRow, double[] sums, int slot);
    }

    static final int MAX_SUMS = 8;

    private WorkerPool pool;
    private ConeSet cones;
    private int rowCount;
    private double[] partials = new double[MAX_SUMS * 16];
    private final double[] totals = new double[MAX_SUMS];
    private Body body;
    private final WorkerPool.RangeTask task = this::runChunk;

    void bind(WorkerPool pool, ConeSet cones, int rowCount) {
        this.pool = pool;
        this.cones = cones;
        this.rowCount = rowCount;
        int chunks = WorkerPool.chunkCount(cones.blockCount(), PoolThresholds.BLOCK_CHUNK);
        if (partials.length < MAX_SUMS * chunks) partials = new double[MAX_SUMS * Math.max(chunks, 2 * partials.length / MAX_SUMS)];
    }

    /** From now on the chunks run on the caller's thread (the same partials, so the same results). */
    void runSerially() {
        pool = null;
    }

    /** Runs {@code b} over every block; returns totals of its first {@code sums} partial slots (valid until the next call). */
    double[] run(Body b, int sums) {
        int blocks = cones.blockCount();
        int chunks = WorkerPool.chunkCount(blocks, PoolThresholds.BLOCK_CHUNK);
        Arrays.fill(partials, 0, MAX_SUMS * chunks, 0.0);
        body = b;
        if (pool == null) {
            for (int c = 0; c < chunks; c++) {
                int s = c * PoolThresholds.BLOCK_CHUNK;
                runChunk(c, s, Math.min(blocks, s + PoolThresholds.BLOCK_CHUNK));
            }
        } else {
            pool.forEachChunk(blocks, PoolThresholds.BLOCK_CHUNK, task);
        }
        body = null;
        Arrays.fill(totals, 0.0);
        for (int c = 0; c < chunks; c++)
            for (int k = 0; k < sums; k++) totals[k] += partials[MAX_SUMS * c + k];
        return totals;
    }

    private void runChunk(int chunk, int startBlock, int endBlock) {
        int startRow = cones.blockStart(startBlock);
        int endRow = endBlock < cones.blockCount() ? cones.blockStart(endBlock) : rowCount;
        body.run(startBlock, endBlock, startRow, endRow, partials, MAX_SUMS * chunk);
    }
}
