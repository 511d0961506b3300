package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * The vectors of an {@link ApgdSolver} solve and the passes over the problem's blocks that read
 * and write them; the solver holds the algorithm (which pass when, the momentum, the step sizes),
 * this class the arithmetic. Steps (n) are those of ApgdSolver's class comment.
 *
 * <h2>The fused pass</h2>
 * {@link #fusedProduct} computes the second half of {@code N xh} and, block by block from the
 * values just computed, every other piece of work of the iteration ({@link #fusedRange}): the
 * sums of the backtracking test (5) and the residual of xh (6), the momentum point ys (7), and
 * already the next gradient step xs (4) with its restart test. Its four sums sit at the same
 * offsets in each chunk's slots of the {@link BlockLoop} and in the totals it returns:
 * {@link #STEP_NORM}, {@link #STEP_CURVATURE}, {@link #RESIDUAL}, {@link #RESTART}.
 */
final class ApgdPasses {

    /** {@code |d|_D^2} with {@code d = xh - y}: the right side of the backtracking test (5), over L. */
    static final int STEP_NORM = 0;
    /** {@code d.N d = d.(N xh - N y)}: the left side of the backtracking test (5). */
    static final int STEP_CURVATURE = 1;
    /** The squared projected-gradient residual of xh, times g^2 (ConeSet#residualBlock) (6). */
    static final int RESIDUAL = 2;
    /** {@code (N ys + r).(xs - xh)}: the restart test of the speculative step (7). */
    static final int RESTART = 3;
    /** Number of the fused pass's sums. */
    static final int TERMS = 4;

    // x: accepted iterate; xh: the step's candidate x_new; xs: the speculative next candidate;
    // y: extrapolated point of the step; ys: the speculative next one; best: the best iterate.
    // Each has its product (n...); the solver rotates and swaps them, never copies; never reallocated once grown.
    double[] x = new double[0], nx = new double[0];
    double[] xh = new double[0], nxh = new double[0];
    double[] xs = new double[0];
    double[] y = new double[0], ny = new double[0];
    double[] ys = new double[0], nys = new double[0];
    double[] best = new double[0], nbest = new double[0];

    /** L of the candidate xh; the momentum factor toward ys; the speculative step's 1 / L. */
    double stepLip;
    private double beta, nextStep;

    private final BlockLoop loop = new BlockLoop();
    final BlockPreconditioner preconditioner = new BlockPreconditioner();
    /** The budget per island: which blocks the step and fused passes still walk. */
    final IslandStop islands = new IslandStop();

    // operands of the bound solve
    private ConeProblem problem;
    private WorkerPool loopPool;
    private ConeSet cones;
    private double[] r;
    private double residualG;

    private final BlockLoop.Body startCopy = this::startCopyRange;
    private final BlockLoop.Body startResidual = this::startResidualRange;
    private final BlockLoop.Body startFused = this::startFusedRange;
    private final BlockLoop.Body gradientRange = this::gradientStepRange, fusedBlocks = this::fusedRange;
    private final BlockLoop.Body gradientStep = (b0, b1, r0, r1, sums, slot) -> overIterating(gradientRange, 1, b0, b1, r0, r1, sums, slot);
    private final BlockLoop.Body fusedStep = (b0, b1, r0, r1, sums, slot) -> overIterating(fusedBlocks, TERMS, b0, b1, r0, r1, sums, slot);
    private final BlockLoop.Body productRows = this::productRowsRange;
    private final BlockLoop.Body ones = this::onesRange;
    /** The warm start {@link #start} copies from. */
    private double[] startAnswer;
    /** Operands of {@link #productRowsRange}. */
    private double[] productX, productOut;

    /**
     * Binds a solve: its problem, the pool its passes run on (null: the caller's thread), the
     * vectors grown to n rows, and whether it stops island by island.
     */
    void bind(ConeProblem p, int n, WorkerPool pool, boolean islandStop) {
        problem = p;
        cones = p.cones();
        r = p.rhs();
        residualG = p.residualStep();
        loopPool = pool;
        if (x.length < n) {
            int cap = Math.max(n, x.length + (x.length >> 1)); // geometric: contact counts creep up step by step
            x = new double[cap];
            nx = new double[cap];
            xh = new double[cap];
            nxh = new double[cap];
            xs = new double[cap];
            y = new double[cap];
            ny = new double[cap];
            ys = new double[cap];
            nys = new double[cap];
            best = new double[cap];
            nbest = new double[cap];
        }
        loop.bind(pool, cones, n);
        islands.bind(p, cones, n, islandStop);
        preconditioner.compute(p, loop);
    }

    void unbind() {
        problem = null;
        cones = null;
        r = null;
        loopPool = null;
    }

    /**
     * The rest of the solve on the caller's thread: where the islands still iterating hold fewer
     * rows than pay for the pool's barriers. Chunks and their partial sums stay as they are, so
     * the results do not change.
     */
    void runSerially() {
        loopPool = null;
        loop.runSerially();
    }

    /** The speculative step's momentum factor and L, set by the solver's planning before each fused pass. */
    void planNext(double momentum, double nextLip) {
        beta = momentum;
        nextStep = 1.0 / nextLip;
    }

    /**
     * (1) x = P_K(answer), non-finite entries taken as 0; returns whether every entry was 0 before
     * the projection (a cold start). One pass over the blocks: a block's projection reads only its
     * own rows.
     */
    boolean start(double[] answer) {
        startAnswer = answer;
        double nonZero = loop.run(startCopy, 1)[0];
        startAnswer = null;
        return nonZero == 0;
    }

    /** (1) The residual sum of a zero start (nx = 0 already). */
    double startResidualSum() {
        return loop.run(startResidual, 1)[0];
    }

    /** (1) N x of the warm start: the product's first half, then its second half with the start residual's sums; returns their total. */
    double startProduct(SolverStats stats) {
        long t0 = System.nanoTime();
        problem.productBegin(x, nx, loopPool);
        stats.productNanos += System.nanoTime() - t0; // the first half only, as in fusedProduct
        stats.schurProducts++;
        return loop.run(startFused, 1)[0];
    }

    /** (2) The secant ||D^-1/2 N D^-1/2 1|| / ||1|| in the preconditioned metric: N y for y = D^-1/2 1, into ny. */
    double onesSecant(SolverStats stats) {
        loop.run(ones, 0);
        product(y, ny, stats);
        return preconditioner.scaledRms(ny, cones);
    }

    /** (4) xh = P_K(y - t D^-1 (N y + r)) with t = 1 / stepLip; returns the restart test (N y + r).(xh - x). */
    double gradientStep() {
        return loop.run(gradientStep, 1)[0];
    }

    /** N xh: the product's first half, then the fused second half; returns the fused pass's sums (layout: {@link #STEP_NORM}...). */
    double[] fusedProduct(SolverStats stats) {
        long t0 = System.nanoTime();
        if (islands.active && islands.anyStopped()) problem.productBegin(xh, nxh, loopPool, islands.stopped());
        else problem.productBegin(xh, nxh, loopPool);
        stats.productNanos += System.nanoTime() - t0;
        stats.schurProducts++;
        return loop.run(fusedStep, TERMS);
    }

    /** (8) Accepts the step: x <- xh, y <- ys, xh <- xs, with their products (a rotation of buffers). */
    void accept() {
        double[] tmp = x;
        x = xh;
        xh = xs;
        xs = tmp;
        tmp = nx;
        nx = nxh;
        nxh = tmp;
        tmp = y;
        y = ys;
        ys = tmp;
        tmp = ny;
        ny = nys;
        nys = tmp;
    }

    /** (6) x, about to be overwritten, is the best iterate so far: it becomes best (a swap of buffers). */
    void swapBestWithX() {
        double[] tmp = best;
        best = x;
        x = tmp;
        tmp = nbest;
        nbest = nx;
        nx = tmp;
    }

    /** The residual of v measured afresh, for an answer whose residual was never summed finite. */
    double residual(double[] v, double[] nv) {
        return cones.projectedGradientResidual(v, nv, r, residualG, loopPool);
    }

    /** A whole product out = N v, through the split halves. */
    private void product(double[] v, double[] out, SolverStats stats) {
        long t0 = System.nanoTime();
        problem.productBegin(v, out, loopPool);
        productX = v;
        productOut = out;
        loop.run(productRows, 0);
        productX = productOut = null;
        stats.productNanos += System.nanoTime() - t0;
        stats.schurProducts++;
    }

    // ------------------------------------------------------------------ block passes

    /**
     * A pass over a chunk ({@code range}'s work, {@code terms} sums): all its blocks, or under a
     * budget per island the runs of the islands still iterating, each run's sums from zero in its
     * own slots (the fused pass's residual of an island is read from there), then added to the
     * chunk's in run order.
     */
    private void overIterating(BlockLoop.Body range, int terms, int b0, int b1, int r0, int r1, double[] sums, int slot) {
        if (!islands.active) {
            range.run(b0, b1, r0, r1, sums, slot);
            return;
        }
        final IslandStop is = islands;
        final double[] rs = is.runSums;
        final int chunk = b0 / PoolThresholds.BLOCK_CHUNK;
        for (int q = is.firstRun(chunk), e = is.firstRun(chunk + 1); q < e; q++) {
            if (!is.iterates(q)) continue;
            final int o = TERMS * q;
            java.util.Arrays.fill(rs, o, o + terms, 0.0);
            range.run(is.runStart(q), is.runEnd(q), is.runRowStart(q), is.runRowEnd(q), rs, o);
            for (int t = 0; t < terms; t++) sums[slot + t] += rs[o + t];
        }
    }

    private void startCopyRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        final double[] a = startAnswer, out = x;
        int nonZero = 0;
        for (int i = r0; i < r1; i++) {
            double v = a[i];
            if (!Double.isFinite(v)) v = 0;
            out[i] = v;
            if (v != 0) nonZero++;
        }
        for (int b = b0; b < b1; b++) cones.projectBlock(b, out);
        sums[slot] = nonZero;
    }

    private void startResidualRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        double g = residualG, sum = 0;
        for (int b = b0; b < b1; b++) sum += cones.residualBlock(b, x, nx, r, g);
        sums[slot] = sum;
    }

    private void startFusedRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        problem.productRows(x, nx, b0, b1);
        startResidualRange(b0, b1, r0, r1, sums, slot);
    }

    private void productRowsRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        problem.productRows(productX, productOut, b0, b1);
    }

    private void onesRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        preconditioner.fillInverseSqrt(y, cones, b0, b1);
    }

    /**
     * (4) xh = P_K(y - t D^-1 (ny + r)) over the chunk's blocks, with the restart test
     * (ny + r).(xh - x). One pass per block: a cone's three rows are stepped, projected and summed
     * together (the restart test row by row, unlike the fused pass's per-block term).
     */
    private void gradientStepRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        final double[] yv = y, nyv = ny, out = xh, prev = x, rr = r, w = preconditioner.invD;
        final double t = 1.0 / stepLip;
        final ConeSet k = cones;
        double restart = 0;
        for (int b = b0; b < b1; b++) {
            int i = k.blockStart(b);
            double tb = t * w[b];
            if (k.blockKind(b) == ConeSet.CONE) {
                double g0 = nyv[i] + rr[i], g1 = nyv[i + 1] + rr[i + 1], g2 = nyv[i + 2] + rr[i + 2];
                out[i] = yv[i] - tb * g0;
                out[i + 1] = yv[i + 1] - tb * g1;
                out[i + 2] = yv[i + 2] - tb * g2;
                ConeSet.projectCone(out, i, k.mu(b));
                restart += g0 * (out[i] - prev[i]);
                restart += g1 * (out[i + 1] - prev[i + 1]);
                restart += g2 * (out[i + 2] - prev[i + 2]);
            } else {
                double g = nyv[i] + rr[i];
                out[i] = yv[i] - tb * g;
                k.projectBlock(b, out);
                restart += g * (out[i] - prev[i]);
            }
        }
        sums[slot] = restart;
    }

    /**
     * The fused pass over the chunk's blocks, per block (rows i.. of block b): with d = xh - y,
     * |d|_D^2 and d.N d (5); the exact residual of xh (6); the momentum ys = xh + beta (xh - x),
     * N ys = (1 + beta) N xh - beta N x (7); the speculative next step
     * xs = P_K(ys - t' D^-1 (N ys + r)) and its restart test (4). The chunk is walked in runs of
     * cones and runs of single rows, each run adding its blocks' terms, in block order, to the
     * chunk's four sums (zero when the loop starts).
     */
    private void fusedRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        problem.productRows(xh, nxh, b0, b1);
        final ConeSet k = cones;
        if (r1 - r0 == 3 * (b1 - b0)) { // all cones, the contacts-only problem
            fusedCones(b0, b1, r0, sums, slot);
            return;
        }
        for (int b = b0; b < b1; ) {
            boolean cone = k.blockKind(b) == ConeSet.CONE;
            int e = b + 1;
            while (e < b1 && (k.blockKind(e) == ConeSet.CONE) == cone) e++;
            if (cone) fusedCones(b, e, k.blockStart(b), sums, slot);
            else fusedRows(b, e, sums, slot);
            b = e;
        }
    }

    /**
     * {@link #fusedRange}'s work on the consecutive cones [b0, b1), whose rows start at r0: row
     * r0 + 3 j for the run's j-th block, an index the JIT bounds once per loop rather than checking
     * each access as it must for one read from the block table. A cone's three rows are handled
     * together, so each sum takes one dependent addition per block. The block's work stays in the
     * loop's body: as a method, it is beyond the bytecode size the JIT inlines into a hot loop, and
     * a call per block is slower (docs/BENCHMARKS.md, "One fused kernel").
     */
    private void fusedCones(int b0, int b1, int r0, double[] sums, int slot) {
        final double[] xx = x, nxx = nx, v = xh, nv = nxh, yy = y, nyy = ny, yn = ys, nyn = nys, xn = xs, rr = r;
        final double[] m = preconditioner.metric, w = preconditioner.invD;
        final ConeSet k = cones;
        final double tNext = nextStep, bt = beta, b1p = 1 + beta, g = residualG;
        double norm = sums[slot + STEP_NORM], curvature = sums[slot + STEP_CURVATURE];
        double residual = sums[slot + RESIDUAL], restart = sums[slot + RESTART];
        for (int j = 0, count = b1 - b0; j < count; j++) {
            final int i = r0 + 3 * j, b = b0 + j;
            final double mb = m[b], tn = tNext * w[b]; // D is one scalar per block
            double v0 = v[i], v1 = v[i + 1], v2 = v[i + 2];
            double n0 = nv[i], n1 = nv[i + 1], n2 = nv[i + 2];
            double d0 = v0 - yy[i], d1 = v1 - yy[i + 1], d2 = v2 - yy[i + 2];
            double nd0 = n0 - nyy[i], nd1 = n1 - nyy[i + 1], nd2 = n2 - nyy[i + 2];
            double pNorm = (d0 * d0 + d1 * d1 + d2 * d2) * mb;
            double pCurvature = d0 * nd0 + d1 * nd1 + d2 * nd2;
            double y0 = v0 + bt * (v0 - xx[i]), y1 = v1 + bt * (v1 - xx[i + 1]), y2 = v2 + bt * (v2 - xx[i + 2]);
            double m0 = b1p * n0 - bt * nxx[i], m1 = b1p * n1 - bt * nxx[i + 1], m2 = b1p * n2 - bt * nxx[i + 2];
            yn[i] = y0;
            yn[i + 1] = y1;
            yn[i + 2] = y2;
            nyn[i] = m0;
            nyn[i + 1] = m1;
            nyn[i + 2] = m2;
            double q0 = rr[i], q1 = rr[i + 1], q2 = rr[i + 2];
            double g0 = m0 + q0, g1 = m1 + q1, g2 = m2 + q2;
            xn[i] = y0 - tn * g0;
            xn[i + 1] = y1 - tn * g1;
            xn[i + 2] = y2 - tn * g2;
            double mu = k.mu(b);
            ConeSet.projectCone(xn, i, mu);
            double pRestart = g0 * (xn[i] - v0) + g1 * (xn[i + 1] - v1) + g2 * (xn[i + 2] - v2);
            double pResidual = ConeSet.coneResidual(v0, v1, v2, n0 + q0, n1 + q1, n2 + q2, mu, g);
            norm += pNorm;
            curvature += pCurvature;
            residual += pResidual;
            restart += pRestart;
        }
        sums[slot + STEP_NORM] = norm;
        sums[slot + STEP_CURVATURE] = curvature;
        sums[slot + RESIDUAL] = residual;
        sums[slot + RESTART] = restart;
    }

    /** {@link #fusedRange}'s work on the consecutive single-row blocks [b0, b1) (boxes, free rows). */
    private void fusedRows(int b0, int b1, double[] sums, int slot) {
        final double[] xx = x, nxx = nx, v = xh, nv = nxh, yy = y, nyy = ny, yn = ys, nyn = nys, xn = xs, rr = r;
        final double[] m = preconditioner.metric, w = preconditioner.invD;
        final ConeSet k = cones;
        final double tNext = nextStep, bt = beta, b1p = 1 + beta, g = residualG;
        double norm = sums[slot + STEP_NORM], curvature = sums[slot + STEP_CURVATURE];
        double residual = sums[slot + RESIDUAL], restart = sums[slot + RESTART];
        for (int b = b0; b < b1; b++) {
            final int i = k.blockStart(b);
            double v0 = v[i], n0 = nv[i];
            double d0 = v0 - yy[i], nd0 = n0 - nyy[i];
            double pNorm = d0 * d0 * m[b];
            double pCurvature = d0 * nd0;
            double y0 = v0 + bt * (v0 - xx[i]);
            double m0 = b1p * n0 - bt * nxx[i];
            yn[i] = y0;
            nyn[i] = m0;
            double g0 = m0 + rr[i];
            xn[i] = y0 - tNext * w[b] * g0;
            k.projectBlock(b, xn);
            double pRestart = g0 * (xn[i] - v0);
            double pResidual = k.residualBlock(b, v, nv, rr, g);
            norm += pNorm;
            curvature += pCurvature;
            residual += pResidual;
            restart += pRestart;
        }
        sums[slot + STEP_NORM] = norm;
        sums[slot + STEP_CURVATURE] = curvature;
        sums[slot + RESIDUAL] = residual;
        sums[slot + RESTART] = restart;
    }
}
