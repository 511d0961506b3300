package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * The convex set K of a {@link ConeProblem}, as a list of blocks over consecutive rows:
 * <ul>
 * <li>{@link #CONE}: three rows (normal, tangent 1, tangent 2) in the Coulomb cone
 * {@code {(n, t) : n >= 0, |t| <= mu n}};</li>
 * <li>{@link #BOX}: one row in {@code [lo, hi]} (motors, limits, one-sided rows with hi = +inf);</li>
 * <li>{@link #FREE}: one bilateral row, unbounded.</li>
 * </ul>
 * Blocks cover the rows in order, without gaps. Arrays grow geometrically and are reused: a
 * {@link #clear()} followed by the same adds allocates nothing.
 */
public final class ConeSet {

    /** Block kind: a Coulomb friction cone (3 rows: normal, two tangents). */
    public static final byte CONE = 0;
    /** Block kind: one row bounded by [lower, upper] (a motor, a limit, a contact without friction). */
    public static final byte BOX = 1;
    /** Block kind: one unbounded row (a joint's equality). */
    public static final byte FREE = 2;

    private int rowCount;
    private int blockCount;
    private int[] blockStart = new int[16];
    private byte[] blockKind = new byte[16];
    private double[] blockMu = new double[16];
    private double[] lo = new double[16];
    private double[] hi = new double[16];

    // parallel-loop state, kept in fields so the loop bodies are allocated once
    private double[] px;
    private double[] rx, rnx, rr;
    private double rg;
    private final WorkerPool.RangeTask projectTask = (chunk, start, end) -> {
        for (int b = start; b < end; b++) projectBlock(b, px);
    };
    private final WorkerPool.RangeSum residualTask = this::residualRange;

    /** Empties the set, keeping its arrays for the next step's adds. */
    public void clear() {
        rowCount = 0;
        blockCount = 0;
    }

    /** Rows in all blocks. */
    public int rowCount() {
        return rowCount;
    }

    /** Blocks added since the last clear. */
    public int blockCount() {
        return blockCount;
    }

    /** First row of {@code block}. */
    public int blockStart(int block) {
        return blockStart[block];
    }

    /** First row of {@code block}, or {@link #rowCount()} for {@code block == blockCount()}: the end of a block range. */
    public int rowStartOf(int block) {
        return block < blockCount ? blockStart[block] : rowCount;
    }

    /** Rows in the block: 3 for a cone, 1 otherwise. */
    public int blockSize(int block) {
        return blockKind[block] == CONE ? 3 : 1;
    }

    /** {@link #CONE}, {@link #BOX} or {@link #FREE}. */
    public byte blockKind(int block) {
        return blockKind[block];
    }

    /** Friction coefficient of a cone block (0 for other blocks). */
    public double mu(int block) {
        return blockMu[block];
    }

    /** Lower bound of a BOX row (negative infinity for a free row). */
    public double lower(int row) {
        return lo[row];
    }

    /** Upper bound of a BOX row (positive infinity for a free row). */
    public double upper(int row) {
        return hi[row];
    }

    /** Appends a friction cone over the next three rows; returns the first of them. */
    public int addCone(double mu) {
        checkMu(mu);
        int row = addBlock(CONE, 3, mu);
        coneBounds(row);
        return row;
    }

    private static void checkMu(double mu) {
        if (!(mu >= 0) || Double.isInfinite(mu)) throw new IllegalArgumentException("mu must be finite and >= 0, was " + mu);
    }

    /** A cone's rows' bounds: the normal row non-negative, the two tangent rows free (the cone does the rest). */
    private void coneBounds(int row) {
        lo[row] = 0;
        hi[row] = Double.POSITIVE_INFINITY;
        lo[row + 1] = lo[row + 2] = Double.NEGATIVE_INFINITY;
        hi[row + 1] = hi[row + 2] = Double.POSITIVE_INFINITY;
    }

    /**
     * Room for {@code count} more friction cones after the blocks there; returns the first such
     * block. Each is then given its rows and coefficient by {@link #setCone}, possibly from several
     * threads at once (each call writes only its own block and rows), and {@link #addCones} appends
     * the first of them.
     */
    int reserveCones(int count) {
        ensureCapacity(blockCount + count, rowCount + 3 * count);
        return blockCount;
    }

    /** Appends the first {@code count} cones of the last {@link #reserveCones}, set by {@link #setCone}. */
    void addCones(int count) {
        blockCount += count;
        rowCount += 3 * count;
    }

    /** Block {@code block} of a {@link #reserveCones}: a friction cone over rows {@code row..row + 2} with coefficient mu, as {@link #addCone} makes it. */
    void setCone(int block, int row, double mu) {
        checkMu(mu);
        blockStart[block] = row;
        blockKind[block] = CONE;
        blockMu[block] = mu;
        coneBounds(row);
    }

    /** Appends a bounded row {@code [lower, upper]}; returns its index. */
    public int addBox(double lower, double upper) {
        if (Double.isNaN(lower) || Double.isNaN(upper) || lower > upper)
            throw new IllegalArgumentException("box bounds must satisfy lower <= upper, were [" + lower + ", " + upper + "]");
        int row = addBlock(BOX, 1, 0);
        lo[row] = lower;
        hi[row] = upper;
        return row;
    }

    /** Appends an unbounded (bilateral) row; returns its index. */
    public int addFree() {
        int row = addBlock(FREE, 1, 0);
        lo[row] = Double.NEGATIVE_INFINITY;
        hi[row] = Double.POSITIVE_INFINITY;
        return row;
    }

    /** Turns the last block, a single FREE row, into a BOX {@code [lower, upper]} (a soft row with a force bound); returns its row. */
    public int boundLast(double lower, double upper) {
        int b = blockCount - 1;
        if (b < 0 || blockKind[b] != FREE) throw new IllegalStateException("the last block is not a free row");
        if (Double.isNaN(lower) || Double.isNaN(upper) || lower > upper)
            throw new IllegalArgumentException("box bounds must satisfy lower <= upper, were [" + lower + ", " + upper + "]");
        int row = blockStart[b];
        blockKind[b] = BOX;
        lo[row] = lower;
        hi[row] = upper;
        return row;
    }

    /** Room for {@code blocks} blocks and {@code rows} rows, grown geometrically, the ones there kept. */
    private void ensureCapacity(int blocks, int rows) {
        if (blocks > blockStart.length) {
            int n = Math.max(blocks, blockStart.length * 2);
            blockStart = java.util.Arrays.copyOf(blockStart, n);
            blockKind = java.util.Arrays.copyOf(blockKind, n);
            blockMu = java.util.Arrays.copyOf(blockMu, n);
        }
        if (rows > lo.length) {
            int n = Math.max(rows, lo.length * 2);
            lo = java.util.Arrays.copyOf(lo, n);
            hi = java.util.Arrays.copyOf(hi, n);
        }
    }

    private int addBlock(byte kind, int rows, double mu) {
        ensureCapacity(blockCount + 1, rowCount + rows);
        int row = rowCount;
        blockStart[blockCount] = row;
        blockKind[blockCount] = kind;
        blockMu[blockCount] = mu;
        blockCount++;
        rowCount += rows;
        return row;
    }

    /** Projects x onto K in place, block by block, on the pool when one is given. */
    public void project(double[] x, WorkerPool pool) {
        if (pool == null) {
            for (int b = 0; b < blockCount; b++) projectBlock(b, x);
            return;
        }
        px = x;
        pool.forEachChunk(blockCount, PoolThresholds.BLOCK_CHUNK, projectTask);
        px = null;
    }

    /** Projects one block of x in place. */
    public void projectBlock(int block, double[] x) {
        int row = blockStart[block];
        switch (blockKind[block]) {
            case CONE:
                projectCone(x, row, blockMu[block]);
                break;
            case BOX: {
                double v = x[row];
                x[row] = v < lo[row] ? lo[row] : (v > hi[row] ? hi[row] : v);
                break;
            }
            default:
                break;
        }
    }

    /**
     * Exact Euclidean projection of (x[i], x[i+1], x[i+2]) = (normal, tangent, tangent) onto the
     * cone {@code |t| <= mu n}. Three cases: inside (unchanged); inside the polar cone
     * {@code mu |t| <= -n} (to the apex, 0), which also catches every negative normal with a small
     * tangent whatever mu is; otherwise onto the cone's surface. Note the polar test: a point with
     * n < 0 is never "inside", unlike a test on |t|^2 < mu^2 n^2 alone.
     */
    public static void projectCone(double[] x, int i, double mu) {
        double n = x[i], t1 = x[i + 1], t2 = x[i + 2];
        double s = Math.sqrt(t1 * t1 + t2 * t2);
        double nn = projectedNormal(n, s, mu);
        double k = tangentScale(s, nn, mu);
        x[i] = nn;
        x[i + 1] = t1 * k;
        x[i + 2] = t2 * k;
    }

    /** Normal part of the projection of (n, t) with |t| = s: n inside, 0 in the polar cone, else onto the surface. */
    static double projectedNormal(double n, double s, double mu) {
        if (n >= 0 && s <= mu * n) return n; // inside; n >= 0 matters for mu = 0, where mu * n is -0.0
        if (mu * s <= -n) return 0;          // polar cone
        return (n + mu * s) / (1 + mu * mu);
    }

    /** Factor on the tangent once the normal part is nn: 1 inside, mu nn / s on the surface, 0 at the apex. */
    static double tangentScale(double s, double nn, double mu) {
        return s > mu * nn ? mu * nn / s : 1.0;
    }

    /**
     * The projected-gradient residual as a root mean square over the rows:
     * {@code sqrt(|| x - P_K(x - g (nx + r)) ||^2 / rows) / g}, where {@code nx = N x}. Zero exactly
     * at a solution; in the units of N x + r (m/s for a dynamics step: where no bound is active it
     * is the RMS of the rows' velocity errors), and per row, so one tolerance means the same for 10
     * rows and for 30,000. Summed per chunk, then chunks in order: independent of the thread count.
     */
    public double projectedGradientResidual(double[] x, double[] nx, double[] r, double g, WorkerPool pool) {
        if (rowCount == 0) return 0;
        rx = x;
        rnx = nx;
        rr = r;
        rg = g;
        double sq = pool == null ? residualRange(0, blockCount) : pool.sum(blockCount, PoolThresholds.BLOCK_CHUNK, residualTask);
        rx = rnx = rr = null;
        return Math.sqrt(sq / rowCount) / g;
    }

    private double residualRange(int startBlock, int endBlock) {
        double sum = 0;
        for (int b = startBlock; b < endBlock; b++) sum += residualBlock(b, rx, rnx, rr, rg);
        return sum;
    }

    /** Squared residual contribution of one block: |x_b - P(x_b - g (nx_b + r_b))|^2 (times g^2). */
    public double residualBlock(int b, double[] x, double[] nx, double[] r, double g) {
        int i = blockStart[b];
        switch (blockKind[b]) {
            case CONE:
                return coneResidual(x[i], x[i + 1], x[i + 2], nx[i] + r[i], nx[i + 1] + r[i + 1], nx[i + 2] + r[i + 2], blockMu[b], g);
            case BOX: {
                double v = x[i] - g * (nx[i] + r[i]);
                v = v < lo[i] ? lo[i] : (v > hi[i] ? hi[i] : v);
                double d = x[i] - v;
                return d * d;
            }
            default: {
                double d = g * (nx[i] + r[i]);
                return d * d;
            }
        }
    }

    /**
     * {@link #residualBlock} of a cone block from its values: x = (x0, x1, x2) and its gradient
     * (g0, g1, g2) = (N x + r) over the block; for solvers that hold them already.
     */
    public static double coneResidual(double x0, double x1, double x2, double g0, double g1, double g2, double mu, double g) {
        double n = x0 - g * g0, t1 = x1 - g * g1, t2 = x2 - g * g2;
        double s = Math.sqrt(t1 * t1 + t2 * t2);
        double nn = projectedNormal(n, s, mu);
        double k = tangentScale(s, nn, mu);
        double d0 = x0 - nn, d1 = x1 - t1 * k, d2 = x2 - t2 * k;
        return d0 * d0 + d1 * d1 + d2 * d2;
    }

    /** Copies another set's blocks into this one (reusing arrays). */
    public void copyFrom(ConeSet other) {
        clear();
        for (int b = 0; b < other.blockCount; b++) {
            int row = other.blockStart[b];
            switch (other.blockKind[b]) {
                case CONE: addCone(other.blockMu[b]); break;
                case BOX: addBox(other.lo[row], other.hi[row]); break;
                default: addFree(); break;
            }
        }
    }
}
