package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * A budget per island for APGD ({@link SolverBudget#islandStop}): each island of the problem
 * ({@link ConeProblem#blockIslands}) stops at the tolerance on its own residual, and the passes
 * that follow skip its blocks, so a level's settled structures stop costing iterations while a
 * disturbed one spends the budget. N has no entry between islands, so an island's blocks, their
 * product rows and their residual depend on its own rows alone: freezing one changes nothing in
 * the others.
 *
 * <h2>Runs</h2>
 * Each chunk of the {@link BlockLoop} is cut into runs of consecutive blocks of one island, once
 * per solve. A pass works run by run, each run's sums added into its own slots and then into the
 * chunk's in run order, and an island's residual is the sum of its runs' in run order: the chunk
 * boundaries, not the threads, fix every addition, so results stay bitwise the same at any thread
 * count. Where islands interleave block by block (runs shorter than {@link #MIN_MEAN_RUN} blocks on
 * average) the walk would cost more than it saves, and the solve stops as one island.
 *
 * <h2>The answer</h2>
 * A frozen island's rows of x and N x are kept here when it stops; the passes no longer write
 * them in the solver's rotating buffers, so the solver puts them back ({@link #restore}) into the
 * vectors it hands on: the answer, the kept iterate a resumed solve goes on from, and its momentum
 * point.
 */
final class IslandStop {
    /** Runs shorter than this on average (blocks) leave the solve as one island. */
    static final int MIN_MEAN_RUN = 16;

    /** Whether this solve stops island by island: asked for, more than one island, runs long enough. */
    boolean active;
    private int islands;
    private int[] blockIsland = new int[0];
    private int[] islandRows = new int[0];
    private boolean[] done = new boolean[0], newlyDone = new boolean[0];
    private double[] islandResidual = new double[0];
    private int doneCount;
    /** The residual sums (ConeSet#residualBlock) of the islands already stopped; fixed from their stop on. */
    double frozenResidual;

    /** Per run: first block, end block, island; per chunk c its runs are [chunkRuns[c], chunkRuns[c + 1]). */
    private int[] runStart = new int[0], runEnd = new int[0], runIsland = new int[0], chunkRuns = new int[1];
    private int runs;
    /** Per run, {@link ApgdPasses#TERMS} partial sums of the last pass over it. */
    double[] runSums = new double[0];
    private double[] frozenX = new double[0], frozenNx = new double[0];
    private ConeSet cones;
    private int rowCount;

    /**
     * Labels the problem's islands and cuts the chunks into runs; {@link #active} tells whether the
     * solve stops island by island.
     */
    void bind(ConeProblem p, ConeSet k, int n, boolean wanted) {
        active = false;
        doneCount = 0;
        frozenResidual = 0;
        if (!wanted) return;
        int blocks = k.blockCount();
        if (blockIsland.length < blocks) blockIsland = new int[Math.max(blocks, blockIsland.length + (blockIsland.length >> 1))];
        int count = p.blockIslands(blockIsland);
        if (count <= 1) return;
        cones = k;
        rowCount = n;
        int chunks = WorkerPool.chunkCount(blocks, PoolThresholds.BLOCK_CHUNK);
        if (chunkRuns.length < chunks + 1) chunkRuns = new int[chunks + 1];
        int r = 0;
        for (int c = 0; c < chunks; c++) {
            chunkRuns[c] = r;
            int b0 = c * PoolThresholds.BLOCK_CHUNK, b1 = Math.min(blocks, b0 + PoolThresholds.BLOCK_CHUNK);
            for (int b = b0; b < b1; r++) {
                int e = b + 1;
                while (e < b1 && blockIsland[e] == blockIsland[b]) e++;
                if (r >= runStart.length) growRuns(r + 1);
                runStart[r] = b;
                runEnd[r] = e;
                runIsland[r] = blockIsland[b];
                b = e;
            }
        }
        chunkRuns[chunks] = r;
        runs = r;
        if ((long) runs * MIN_MEAN_RUN > blocks) return;
        if (done.length < count) {
            int m = Math.max(count, done.length + (done.length >> 1));
            done = new boolean[m];
            newlyDone = new boolean[m];
            islandRows = new int[m];
            islandResidual = new double[m];
        }
        islands = count;
        java.util.Arrays.fill(done, 0, count, false);
        java.util.Arrays.fill(islandRows, 0, count, 0);
        for (int q = 0; q < runs; q++) islandRows[runIsland[q]] += rowEnd(runEnd[q]) - k.blockStart(runStart[q]);
        if (runSums.length < ApgdPasses.TERMS * runs) runSums = new double[ApgdPasses.TERMS * Math.max(runs, runSums.length / ApgdPasses.TERMS * 3 / 2)];
        if (frozenX.length < n) {
            frozenX = new double[Math.max(n, frozenX.length + (frozenX.length >> 1))];
            frozenNx = new double[frozenX.length];
        }
        active = true;
    }

    private void growRuns(int needed) {
        int m = Math.max(needed, Math.max(16, runStart.length + (runStart.length >> 1)));
        runStart = java.util.Arrays.copyOf(runStart, m);
        runEnd = java.util.Arrays.copyOf(runEnd, m);
        runIsland = java.util.Arrays.copyOf(runIsland, m);
    }

    private int rowEnd(int endBlock) {
        return endBlock < cones.blockCount() ? cones.blockStart(endBlock) : rowCount;
    }

    /** The first run of chunk {@code chunk}, and (for chunk + 1) the end of its runs. */
    int firstRun(int chunk) {
        return chunkRuns[chunk];
    }

    /** Whether run q's island still iterates. */
    boolean iterates(int q) {
        return !done[runIsland[q]];
    }

    int runStart(int q) {
        return runStart[q];
    }

    int runEnd(int q) {
        return runEnd[q];
    }

    int runRowStart(int q) {
        return cones.blockStart(runStart[q]);
    }

    int runRowEnd(int q) {
        return rowEnd(runEnd[q]);
    }

    /** Per island, whether it has stopped (for the product's masked first half). */
    boolean[] stopped() {
        return done;
    }

    /** Rows of the islands still iterating. */
    int iteratingRows() {
        int rows = 0;
        for (int i = 0; i < islands; i++) if (!done[i]) rows += islandRows[i];
        return rows;
    }

    /** Whether any island has stopped. */
    boolean anyStopped() {
        return doneCount > 0;
    }

    /**
     * After a fused pass over candidate {@code xh}: sums each iterating island's residual from its
     * runs, stops those within {@code tol} (RMS over their rows, in units of {@code 1 / g}), keeps
     * their rows of xh and N xh, and returns how many islands still iterate.
     */
    int stopConverged(double[] xh, double[] nxh, double tol, double g) {
        java.util.Arrays.fill(islandResidual, 0, islands, 0.0);
        for (int q = 0; q < runs; q++) {
            int i = runIsland[q];
            if (!done[i]) islandResidual[i] += runSums[ApgdPasses.TERMS * q + ApgdPasses.RESIDUAL];
        }
        boolean any = false;
        for (int i = 0; i < islands; i++) {
            newlyDone[i] = false;
            if (done[i]) continue;
            double res = Math.sqrt(islandResidual[i] / islandRows[i]) / g;
            if (res <= tol) {
                done[i] = newlyDone[i] = any = true;
                doneCount++;
                frozenResidual += islandResidual[i];
            }
        }
        if (any) {
            for (int q = 0; q < runs; q++) {
                if (!newlyDone[runIsland[q]]) continue;
                int r0 = runRowStart(q), len = runRowEnd(q) - r0;
                System.arraycopy(xh, r0, frozenX, r0, len);
                System.arraycopy(nxh, r0, frozenNx, r0, len);
            }
        }
        return islands - doneCount;
    }

    /** Writes the stopped islands' kept rows into {@code x} and {@code nx} (either may be null). */
    void restore(double[] x, double[] nx) {
        if (doneCount == 0) return;
        for (int q = 0; q < runs; q++) {
            if (!done[runIsland[q]]) continue;
            int r0 = runRowStart(q), len = runRowEnd(q) - r0;
            if (x != null) System.arraycopy(frozenX, r0, x, r0, len);
            if (nx != null) System.arraycopy(frozenNx, r0, nx, r0, len);
        }
    }
}
