package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * Accelerated projected gradient descent (Nesterov momentum, backtracking on the descent lemma,
 * gradient restart, best-iterate tracking), after Chrono's APGD (seed 000) and the APGD paper
 * (seed 002). Comments (1)..(9) follow the steps of DESIGN.md's "Solvers".
 *
 * <h2>One Schur product and two pool barriers per iteration</h2>
 * The objective and the residual at the new iterate need {@code N x_new}; the next gradient
 * needs {@code N y_next}. Because N is linear and {@code y_next = x_new + beta (x_new - x)},
 * {@code N y_next = (1 + beta) N x_new - beta N x} costs no product; {@code N x} and
 * {@code N x_new} are always fresh products, so nothing drifts. The product comes in two halves
 * ({@link ConeProblem#productBegin}, per body; {@link ConeProblem#productRows}, per block), and
 * everything else an iteration does is fused into the second half, block by block: the sums of
 * the backtracking test and of the residual, the momentum step to {@code y_next}, and already
 * the next gradient step with its projection and restart test. That next step is speculative:
 * it assumes the backtracking test passes (it nearly always does) and takes its L from the
 * curvature of the step before; when the test fails the speculative values are dropped and the
 * step is redone from the kept {@code y}. Backtracking costs one more product per step back; the
 * stats count every product.
 *
 * <h2>The residual</h2>
 * The stop test and the best iterate use the exact residual of each new iterate (ConeProblem's RMS
 * projected-gradient residual), its projection done in the fused pass. A cheaper upper bound from
 * the step's own vectors ({@code |(y - x_new) - t N (y - x_new)| / min(t, g)} per block) was tried:
 * it is tight without preconditioning but loose on heavy bodies' blocks with it, and the iterates
 * it chose held extreme mass ratios worse (notes in docs/BENCHMARKS.md).
 *
 * <h2>Fixes over the reference code</h2>
 * The gradient is {@code N y + r} everywhere (Chrono's core APGD drops r in the line search
 * and the restart test); the backtracking test is evaluated as {@code d.N d <= L |d|^2}, its exact
 * form for a quadratic, so a converged iterate cannot backtrack forever on rounding; L decays
 * by 0.9 per iteration but not below the curvature last measured, which spares the periodic
 * backtrack the plain decay pays; and the answer is the best iterate, never a non-finite one.
 *
 * <p>Below {@link #SERIAL_ROWS} rows every pass runs on the caller's thread: there a pool
 * barrier costs more than the work it shares out. Results do not depend on it (nor on the thread
 * count): sums are added per chunk of blocks, then chunk by chunk in order.
 */
public final class ApgdSolver implements Solver {

    private static final int MAX_BACKTRACKS = 40;
    /** Problems with fewer rows run serially by default (measured: docs/BENCHMARKS.md, "Solver-side levers"). */
    public static final int SERIAL_ROWS = 6000;

    private WorkerPool pool;
    private final BlockLoop loop = new BlockLoop();

    // x: accepted iterate; xh: the step's candidate x_new; xs: the speculative next candidate;
    // y: extrapolated point of the step; ys: the speculative next one; best: the best iterate.
    // Each has its product (n...); buffers are rotated and swapped, never copied, never reallocated once grown.
    private double[] x = new double[0], nx = new double[0];
    private double[] xh = new double[0], nxh = new double[0];
    private double[] xs = new double[0];
    private double[] y = new double[0], ny = new double[0];
    private double[] ys = new double[0], nys = new double[0];
    private double[] best = new double[0], nbest = new double[0];

    // kernel operands
    private ConeProblem problem;
    private WorkerPool loopPool;
    private ConeSet cones;
    private double[] r;
    private double residualG;
    /** L of the candidate xh, L of the speculative step, and the momentum factor toward ys. */
    private double stepLip, nextLip, beta;
    private boolean precondition;
    private double[] metric = new double[0], invD = new double[0];
    /**
     * The fused pass's block order when {@code ordered} ({@link #orderBlocks}): within each chunk,
     * the blocks grouped by their state at the solve's start; the blocks' terms of the pass's sums,
     * added afterwards in block order; each block's state.
     */
    private int[] blockOrder = new int[0];
    private double[] blockSums = new double[0];
    private byte[] blockState = new byte[0];
    private boolean ordered;
    private double groupMinFraction = GROUP_MIN_FRACTION;
    private double lastLipschitz;
    private int serialRows = SERIAL_ROWS;

    private final BlockLoop.Body startResidual = this::startResidualRange;
    private final BlockLoop.Body startFused = this::startFusedRange;
    private final BlockLoop.Body gradientStep = this::gradientStepRange;
    private final BlockLoop.Body fusedStep = this::fusedRange;
    private final BlockLoop.Body fusedStepGrouped = this::fusedRangeGrouped;
    private final BlockLoop.Body productRows = this::productRowsRange;
    private final BlockLoop.Body ones = this::onesRange;

    public ApgdSolver(WorkerPool pool) {
        this.pool = pool;
    }

    public void setPool(WorkerPool pool) {
        this.pool = pool;
    }

    @Override
    public SolverType type() {
        return SolverType.APGD;
    }

    @Override
    public void solve(ConeProblem p, double[] answer, SolverBudget budget, SolverStats stats) {
        long t0 = System.nanoTime();
        long deadline = budget.deadlineNanos(t0);
        stats.reset(SolverType.APGD);
        int n = p.rowCount();
        if (n == 0) {
            stats.residual = stats.bestResidual = stats.initialResidual = 0;
            stats.converged = true;
            stats.nanos = System.nanoTime() - t0;
            return;
        }
        bind(p, n);
        computeMetric(p, n);
        double tol = budget.tolerance();

        // (1) start: the warm start projected onto K (mu or bounds may have changed), or zero
        boolean zeroStart = true;
        for (int i = 0; i < n; i++) {
            double v = answer[i];
            if (!Double.isFinite(v)) v = 0;
            x[i] = v;
            if (v != 0) zeroStart = false;
        }
        cones.project(x, loopPool);
        orderBlocks();
        double startSum;
        if (zeroStart) {
            java.util.Arrays.fill(nx, 0, n, 0.0);
            startSum = loop.run(startResidual, 1)[0];
        } else {
            startSum = startProduct(stats); // N x, its second half fused with the residual's sums
        }
        double res = Math.sqrt(startSum / n) / residualG; // exact, the one projection of the start
        stats.initialResidual = res;
        double bestRes = Double.isFinite(res) ? res : Double.POSITIVE_INFINITY;
        if (!Double.isFinite(res)) {
            // a non-finite start (bad warm start or rhs): restart from zero
            stats.finite = false;
            java.util.Arrays.fill(x, 0, n, 0.0);
            java.util.Arrays.fill(nx, 0, n, 0.0);
        }
        // the best iterate so far is the start, in x: it moves to best when x is next reused
        boolean bestInX = true;
        if (res <= tol) {
            finish(answer, n, x, nx, res, stats, t0, true);
            return;
        }

        // (2) Lipschitz estimate. A warm start keeps the last solve's L (the problem changes little
        // from step to step, and it saves a product); a cold start uses the secant along a vector of
        // ones, ||N 1|| / ||1||: both lower bounds of ||N||_2 that backtracking corrects upwards,
        // never below the largest diagonal.
        double lip;
        if (!zeroStart && lastLipschitz > 0) {
            lip = Math.max(lastLipschitz, minLipschitz(p));
        } else {
            // secant along v = D^-1/2 1 in the preconditioned metric: ||D^-1/2 N D^-1/2 1|| / ||1||
            loop.run(ones, 0);
            product(y, ny, stats);
            double nn = 0;
            for (int i = 0; i < n; i++) {
                double v = ny[i] * (precondition ? Math.sqrt(invD[i]) : 1.0);
                nn += v * v;
            }
            lip = Math.max(Math.sqrt(nn / n), minLipschitz(p));
        }
        if (!(lip > 0) || !Double.isFinite(lip)) lip = 1;

        // (3) momentum state: y = x, theta = 1; (4) the first projected gradient step from y
        System.arraycopy(x, 0, y, 0, n);
        System.arraycopy(nx, 0, ny, 0, n);
        double theta = 1;
        stepLip = lip;
        double restartTest = loop.run(gradientStep, 1)[0];
        double curvature = 0; // of the last accepted step; 0 = none measured yet

        boolean converged = false;
        double[] resultX = null, resultNx = null;
        for (int it = 0; it < budget.maxIterations(); it++) {
            double thetaNew = planMomentum(theta, restartTest, curvature);
            // N x_new, with the sums, the momentum and the speculative next step fused in
            double[] s = fusedProduct(stats);
            // (5) backtracking: f(x_new) must lie under the quadratic model at y,
            //   f(x_new) <= f(y) + g.d + L/2 |d|^2,  d = x_new - y.
            // f is quadratic, so f(x_new) - f(y) - g.d = 1/2 d.N d exactly, and the test is
            // d.N d <= L |d|^2 with d.N d = d.(N x_new - N y): no difference of two large
            // objective values, hence no false alarms from rounding near convergence.
            int back = 0;
            while (s[1] > stepLip * s[0] && back < MAX_BACKTRACKS && Double.isFinite(s[1])) {
                stepLip *= 2;
                restartTest = loop.run(gradientStep, 1)[0];
                thetaNew = planMomentum(theta, restartTest, curvature);
                s = fusedProduct(stats);
                back++;
            }
            curvature = s[0] > 0 ? s[1] / s[0] : 0; // d.N d / |d|_D^2 along the accepted step
            stats.backtracks += back;
            stats.iterations = it + 1;
            res = Math.sqrt(s[2] / n) / residualG;
            stats.recordResidual(res);
            if (!Double.isFinite(res)) {
                stats.finite = false;
                break;
            }
            // (6) best iterate: x is about to be overwritten; if it is the best, it becomes best
            if (bestInX) {
                swapBestWithX();
                bestInX = false;
            }
            boolean improved = res < bestRes;
            if (improved) bestRes = res;
            if (res <= tol) {
                converged = true;
                resultX = xh;
                resultNx = nxh;
                break;
            }
            // (8) accept: x <- x_new, y <- y_next, x_new <- the speculative step (buffer rotation)
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
            bestInX = improved;
            theta = thetaNew;
            stepLip = nextLip;
            restartTest = s[3];
            if (System.nanoTime() > deadline) {
                stats.stoppedByTime = true;
                break;
            }
        }
        if (resultX == null) {
            resultX = bestInX ? x : best;
            resultNx = bestInX ? nx : nbest;
            res = bestRes;
        }
        if (Double.isFinite(stepLip)) lastLipschitz = stepLip;
        // the answer's residual was summed when it was the new iterate (or the start), exactly as
        // ConeProblem defines it; only an answer never measured finite is measured again
        finish(answer, n, resultX, resultNx, Double.isFinite(res) ? res : Double.NaN, stats, t0, converged);
    }

    /**
     * For the step about to be taken (again, after a backtrack): sets the momentum factor
     * {@code beta} toward the next y and the next step's L, {@code nextLip}; returns the next theta.
     * (7) Nesterov, or a restart when the step goes uphill against the gradient at y (the test the
     * gradient step just summed). (9) An optimistic decrease of L (x 0.9), but not below the
     * curvature the last step met (with 5 % margin): DESIGN.md's plain L *= 0.9 overshoots every ~7
     * iterations and pays a backtrack, i.e. an extra product, each time.
     */
    private double planMomentum(double theta, double restartTest, double curvature) {
        double thetaNew = 0.5 * (-theta * theta + theta * Math.sqrt(theta * theta + 4));
        if (restartTest > 0) {
            beta = 0;
            thetaNew = 1;
        } else {
            beta = theta * (1 - theta) / (theta * theta + thetaNew);
        }
        nextLip = Math.min(stepLip, Math.max(0.9 * stepLip, 1.05 * curvature));
        return thetaNew;
    }

    /**
     * Returns {@code v} with its exact residual in the stats ({@code res}, or measured here when NaN);
     * a non-finite one (all iterates non-finite) returns zero.
     */
    private void finish(double[] answer, int n, double[] v, double[] nv, double res, SolverStats stats, long t0, boolean converged) {
        if (Double.isNaN(res)) res = cones.projectedGradientResidual(v, nv, r, residualG, loopPool);
        if (Double.isFinite(res)) {
            System.arraycopy(v, 0, answer, 0, n);
        } else {
            java.util.Arrays.fill(answer, 0, n, 0.0);
            stats.finite = false;
            res = Double.NaN;
        }
        stats.residual = stats.bestResidual = res;
        stats.converged = converged;
        stats.nanos = System.nanoTime() - t0;
        problem = null;
        cones = null;
        r = null;
        loopPool = null;
    }

    private void swapBestWithX() {
        double[] tmp = best;
        best = x;
        x = tmp;
        tmp = nbest;
        nbest = nx;
        nx = tmp;
    }

    /** Operands of {@link #productRowsRange}. */
    private double[] productX, productOut;

    /** A whole product out = N v, through the split halves (serially below SERIAL_ROWS). */
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

    /** N x of the warm start: the product's first half, then its second half with the start residual's sums; returns their total. */
    private double startProduct(SolverStats stats) {
        long t0 = System.nanoTime();
        problem.productBegin(x, nx, loopPool);
        stats.productNanos += System.nanoTime() - t0; // the first half only, as in fusedProduct
        stats.schurProducts++;
        return loop.run(startFused, 1)[0];
    }

    /** N xh: the product's first half, then the fused second half; returns the fused pass's four sums. */
    private double[] fusedProduct(SolverStats stats) {
        long t0 = System.nanoTime();
        problem.productBegin(xh, nxh, loopPool);
        stats.productNanos += System.nanoTime() - t0;
        stats.schurProducts++;
        return loop.run(ordered ? fusedStepGrouped : fusedStep, 4);
    }

    private void bind(ConeProblem p, int n) {
        problem = p;
        cones = p.cones();
        r = p.rhs();
        residualG = p.residualStep();
        loopPool = n < serialRows ? null : pool;
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
            metric = new double[cap];
            invD = new double[cap];
        }
        loop.bind(loopPool, cones, n);
    }

    // ------------------------------------------------------------------ fused kernels

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

    /** xh = P_K(y - t (N y + r)), block by block; sums the restart test g.(xh - x), g = N y + r. */
    private void gradientStepRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        sums[slot] = step(y, ny, xh, x, 1.0 / stepLip, b0, b1);
    }

    /**
     * out = P_K(yv - t D^-1 (nyv + r)) over the chunk's blocks; returns (nyv + r).(out - prev).
     * One pass per block: a cone's three rows are stepped, projected and summed together.
     */
    private double step(double[] yv, double[] nyv, double[] out, double[] prev, double t, int b0, int b1) {
        final double[] rr = r, w = invD;
        final boolean pre = precondition;
        final ConeSet k = cones;
        double restart = 0;
        for (int b = b0; b < b1; b++) {
            int i = k.blockStart(b);
            double tb = pre ? t * w[i] : t; // D is one scalar per block
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
        return restart;
    }

    /**
     * The second half of N xh, then per block: |d|_D^2 and d.N d with d = xh - y (the backtracking
     * test); the exact residual of xh; the momentum
     * ys = xh + beta (xh - x), N ys = (1 + beta) N xh - beta N x; the speculative next step
     * xs = P_K(ys - t' (N ys + r)) and its restart test. One pass over the chunk: a cone's three
     * rows are handled together, so each sum takes one dependent addition per block, not per row.
     * <p>The exact residual of xh (its own projection) feeds the best iterate and the stop test. A
     * bound from the step's vectors, |(y - xh) - t N (y - xh)| / min(t, g) per block, avoids this
     * projection but is loose on heavy bodies' blocks under preconditioning, and chose iterates that
     * let a 1,000 kg box on a 1 kg one drift 6 mm in 10 s instead of 2 (StackQualityTest). It is
     * summed in the same pass as the rest, block by block in order as before (same bits), from the
     * values already in registers.
     */
    private void fusedRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        problem.productRows(xh, nxh, b0, b1);
        final double[] xx = x, nxx = nx, v = xh, nv = nxh, yy = y, nyy = ny, yn = ys, nyn = nys, xn = xs, rr = r;
        final double[] m = metric, w = invD;
        final boolean pre = precondition;
        final ConeSet k = cones;
        final double tNext = 1.0 / nextLip;
        final double bt = beta, b1p = 1 + beta, g = residualG;
        double dd = 0, dnd = 0, restart = 0, exact = 0;
        for (int b = b0; b < b1; b++) {
            int i = k.blockStart(b);
            // per block (D is one scalar per block): the metric and the next step
            double mb = pre ? m[i] : 1.0;
            double tn = pre ? tNext * w[i] : tNext;
            if (k.blockKind(b) == ConeSet.CONE) {
                double v0 = v[i], v1 = v[i + 1], v2 = v[i + 2];
                double n0 = nv[i], n1 = nv[i + 1], n2 = nv[i + 2];
                double d0 = v0 - yy[i], d1 = v1 - yy[i + 1], d2 = v2 - yy[i + 2];
                double nd0 = n0 - nyy[i], nd1 = n1 - nyy[i + 1], nd2 = n2 - nyy[i + 2];
                dd += (d0 * d0 + d1 * d1 + d2 * d2) * mb;
                dnd += d0 * nd0 + d1 * nd1 + d2 * nd2;
                double y0 = v0 + bt * (v0 - xx[i]), y1 = v1 + bt * (v1 - xx[i + 1]), y2 = v2 + bt * (v2 - xx[i + 2]);
                double m0 = b1p * n0 - bt * nxx[i], m1 = b1p * n1 - bt * nxx[i + 1], m2 = b1p * n2 - bt * nxx[i + 2];
                yn[i] = y0;
                yn[i + 1] = y1;
                yn[i + 2] = y2;
                nyn[i] = m0;
                nyn[i + 1] = m1;
                nyn[i + 2] = m2;
                double g0 = m0 + rr[i], g1 = m1 + rr[i + 1], g2 = m2 + rr[i + 2];
                xn[i] = y0 - tn * g0;
                xn[i + 1] = y1 - tn * g1;
                xn[i + 2] = y2 - tn * g2;
                double mu = k.mu(b);
                ConeSet.projectCone(xn, i, mu);
                restart += g0 * (xn[i] - v0) + g1 * (xn[i + 1] - v1) + g2 * (xn[i + 2] - v2);
                exact += ConeSet.coneResidual(v0, v1, v2, n0 + rr[i], n1 + rr[i + 1], n2 + rr[i + 2], mu, g);
            } else {
                double v0 = v[i], n0 = nv[i];
                double d0 = v0 - yy[i], nd0 = n0 - nyy[i];
                dd += d0 * d0 * mb;
                dnd += d0 * nd0;
                double y0 = v0 + bt * (v0 - xx[i]);
                double m0 = b1p * n0 - bt * nxx[i];
                yn[i] = y0;
                nyn[i] = m0;
                double g0 = m0 + rr[i];
                xn[i] = y0 - tn * g0;
                k.projectBlock(b, xn);
                restart += g0 * (xn[i] - v0);
                exact += k.residualBlock(b, v, nv, rr, g);
            }
        }
        sums[slot] = dd;
        sums[slot + 1] = dnd;
        sums[slot + 2] = exact;
        sums[slot + 3] = restart;
    }

    /**
     * {@link #fusedRange} with the chunk's blocks taken in {@link #orderBlocks}' order: the same
     * per-block arithmetic (keep the two in step), each block's four terms kept until the chunk
     * is done and then added in block order, so the sums are fusedRange's, bit for bit. A copy
     * rather than a branch in fusedRange's loop: that branch cost the resting pyramid 1-3 ns per
     * contact-iteration.
     */
    private void fusedRangeGrouped(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        problem.productRows(xh, nxh, b0, b1);
        final double[] xx = x, nxx = nx, v = xh, nv = nxh, yy = y, nyy = ny, yn = ys, nyn = nys, xn = xs, rr = r;
        final double[] m = metric, w = invD;
        final boolean pre = precondition;
        final ConeSet k = cones;
        final double tNext = 1.0 / nextLip;
        final double bt = beta, b1p = 1 + beta, g = residualG;
        final int[] order = blockOrder;
        final double[] parts = blockSums;
        double dd = 0, dnd = 0, restart = 0, exact = 0;
        for (int j = b0; j < b1; j++) {
            int b = order[j];
            int i = k.blockStart(b);
            // per block (D is one scalar per block): the metric and the next step
            double mb = pre ? m[i] : 1.0;
            double tn = pre ? tNext * w[i] : tNext;
            double pdd, pdnd, prestart, pexact; // this block's terms of the four sums
            if (k.blockKind(b) == ConeSet.CONE) {
                double v0 = v[i], v1 = v[i + 1], v2 = v[i + 2];
                double n0 = nv[i], n1 = nv[i + 1], n2 = nv[i + 2];
                double d0 = v0 - yy[i], d1 = v1 - yy[i + 1], d2 = v2 - yy[i + 2];
                double nd0 = n0 - nyy[i], nd1 = n1 - nyy[i + 1], nd2 = n2 - nyy[i + 2];
                pdd = (d0 * d0 + d1 * d1 + d2 * d2) * mb;
                pdnd = d0 * nd0 + d1 * nd1 + d2 * nd2;
                double y0 = v0 + bt * (v0 - xx[i]), y1 = v1 + bt * (v1 - xx[i + 1]), y2 = v2 + bt * (v2 - xx[i + 2]);
                double m0 = b1p * n0 - bt * nxx[i], m1 = b1p * n1 - bt * nxx[i + 1], m2 = b1p * n2 - bt * nxx[i + 2];
                yn[i] = y0;
                yn[i + 1] = y1;
                yn[i + 2] = y2;
                nyn[i] = m0;
                nyn[i + 1] = m1;
                nyn[i + 2] = m2;
                double g0 = m0 + rr[i], g1 = m1 + rr[i + 1], g2 = m2 + rr[i + 2];
                xn[i] = y0 - tn * g0;
                xn[i + 1] = y1 - tn * g1;
                xn[i + 2] = y2 - tn * g2;
                double mu = k.mu(b);
                ConeSet.projectCone(xn, i, mu);
                prestart = g0 * (xn[i] - v0) + g1 * (xn[i + 1] - v1) + g2 * (xn[i + 2] - v2);
                pexact = ConeSet.coneResidual(v0, v1, v2, n0 + rr[i], n1 + rr[i + 1], n2 + rr[i + 2], mu, g);
            } else {
                double v0 = v[i], n0 = nv[i];
                double d0 = v0 - yy[i], nd0 = n0 - nyy[i];
                pdd = d0 * d0 * mb;
                pdnd = d0 * nd0;
                double y0 = v0 + bt * (v0 - xx[i]);
                double m0 = b1p * n0 - bt * nxx[i];
                yn[i] = y0;
                nyn[i] = m0;
                double g0 = m0 + rr[i];
                xn[i] = y0 - tn * g0;
                k.projectBlock(b, xn);
                prestart = g0 * (xn[i] - v0);
                pexact = k.residualBlock(b, v, nv, rr, g);
            }
            int q = 4 * b;
            parts[q] = pdd;
            parts[q + 1] = pdnd;
            parts[q + 2] = prestart;
            parts[q + 3] = pexact;
        }
        // the sums in block order, as fusedRange adds them: the same bits
        for (int q = 4 * b0, end = 4 * b1; q < end; q += 4) {
            dd += parts[q];
            dnd += parts[q + 1];
            restart += parts[q + 2];
            exact += parts[q + 3];
        }
        sums[slot] = dd;
        sums[slot + 1] = dnd;
        sums[slot + 2] = exact;
        sums[slot + 3] = restart;
    }

    /**
     * Groups each chunk's blocks by the state of the start x (inside the cone, on its surface, at
     * the apex), for the fused pass. Its two cone projections branch on which of the three cases a
     * point falls in; on a scene where contacts rest, slide and separate side by side the cases
     * follow no pattern in block order and the branches mispredict. A block's case mostly stays
     * that of its start, so grouped the branches run in streaks (pile, one thread: solve 36.1 ->
     * 33.9 ms, 61.4 -> 57.7 ns per contact-iteration; two threads: -1 %, within the noise). Only
     * the order of the pass's work changes: each block's values are computed as before and the sums
     * added in block order, so the results are the same bits. On a resting scene nearly every block
     * is inside: below {@link #GROUP_MIN_FRACTION} of blocks in another case the pass keeps plain
     * order and direct sums. The order depends on x alone, and the chunks are the BlockLoop's
     * (fixed by the problem), so it is the same for any thread count.
     */
    private void orderBlocks() {
        final ConeSet k = cones;
        final double[] xx = x;
        int blocks = k.blockCount();
        if (blockState.length < blocks) {
            int cap = Math.max(blocks, blockState.length + (blockState.length >> 1));
            blockState = new byte[cap];
        }
        final byte[] state = blockState;
        int outside = 0;
        for (int b = 0; b < blocks; b++) {
            byte c = 0;
            if (k.blockKind(b) == ConeSet.CONE) {
                int i = k.blockStart(b);
                double n = xx[i], t = Math.sqrt(xx[i + 1] * xx[i + 1] + xx[i + 2] * xx[i + 2]);
                c = n <= 0 ? (byte) 2 : (t < k.mu(b) * n * SURFACE ? (byte) 0 : (byte) 1);
            }
            state[b] = c;
            if (c != 0) outside++;
        }
        ordered = outside >= groupMinFraction * blocks;
        if (!ordered) return;
        if (blockOrder.length < blocks) {
            int cap = Math.max(blocks, blockOrder.length + (blockOrder.length >> 1));
            blockOrder = new int[cap];
            blockSums = new double[4 * cap];
        }
        final int[] order = blockOrder;
        for (int c0 = 0; c0 < blocks; c0 += ConeSet.BLOCK_CHUNK) {
            int c1 = Math.min(blocks, c0 + ConeSet.BLOCK_CHUNK), w = c0;
            for (byte c = 0; c < 3; c++)
                for (int b = c0; b < c1; b++) if (state[b] == c) order[w++] = b;
        }
    }

    /** Blocks with |t| at least this fraction of mu n count as on the cone's surface for {@link #orderBlocks}. */
    private static final double SURFACE = 1 - 1e-9;
    /**
     * Grouping pays once this fraction of the blocks start off the cone's interior. Measured at
     * one thread: the pile (~40 % off; its projections 59 % inside, 25 % on the surface, 16 % at
     * the apex) gains 6 %; the pyramid, whose starts have 1-9 % of blocks at the apex, loses ~6 %
     * grouped (the kept terms and the second sum loop cost more than its few mispredictions).
     */
    static final double GROUP_MIN_FRACTION = 0.2;

    private void onesRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        if (precondition) for (int i = r0; i < r1; i++) y[i] = Math.sqrt(invD[i]);
        else java.util.Arrays.fill(y, r0, r1, 1.0);
    }

    /**
     * The block-diagonal preconditioner: one scalar per block, {@code 1 / max N_ii} over its rows,
     * so the cone (which any positive scalar maps onto itself) is projected exactly, and a step
     * moves a light body's rows as far, in velocity, as a heavy one's. {@code metric} holds the
     * inverse (the D of |d|_D^2), or ones without preconditioning (then N's diagonal is not read).
     */
    private void computeMetric(ConeProblem p, int n) {
        final double[] m = metric, w = invD;
        if (!precondition) {
            java.util.Arrays.fill(m, 0, n, 1.0);
            java.util.Arrays.fill(w, 0, n, 1.0);
            return;
        }
        ConeSet k = p.cones();
        for (int b = 0, blocks = k.blockCount(); b < blocks; b++) {
            int i = k.blockStart(b);
            if (k.blockKind(b) == ConeSet.CONE) {
                double d = Math.max(Math.max(p.diagonal(i), p.diagonal(i + 1)), p.diagonal(i + 2));
                if (!(d > 0)) d = 1;
                double inv = 1 / d;
                m[i] = m[i + 1] = m[i + 2] = d;
                w[i] = w[i + 1] = w[i + 2] = inv;
            } else {
                double d = p.diagonal(i);
                if (!(d > 0)) d = 1;
                m[i] = d;
                w[i] = 1 / d;
            }
        }
    }

    /** A floor for L: the largest diagonal entry of the (preconditioned) N is a lower bound of its norm. */
    private double minLipschitz(ConeProblem p) {
        return precondition ? 1.0 : 1.0 / p.residualStep();
    }

    /**
     * Problems with fewer rows than this run on the caller's thread, larger ones on the pool
     * ({@link #SERIAL_ROWS} by default; 0 = always the pool). Results are the same either way,
     * bitwise: this is a speed setting for benchmarks and machines unlike the one measured.
     */
    public void setSerialRows(int rows) {
        if (rows < 0) throw new IllegalArgumentException("serial rows must be >= 0, was " + rows);
        serialRows = rows;
    }

    /** Tests: the fraction of blocks off the cone's interior from which the fused pass groups them (0: always; > 1: never). */
    void setGroupMinFraction(double fraction) {
        groupMinFraction = fraction;
    }

    public boolean preconditioning() {
        return precondition;
    }

    /**
     * Diagonal (block-scalar) preconditioning; off by default (the plain APGD of the seeds). It
     * evens out mass ratios, but on stacked scenes it converged slower to tight tolerances (tower:
     * 843 iterations to 1e-6 against 283), so it is an option, not the default.
     */
    public void setPreconditioning(boolean on) {
        precondition = on;
        lastLipschitz = 0;
    }

    /** The step size estimate carried from one solve to the next (0: none yet): part of a world snapshot. */
    public double lipschitzEstimate() {
        return lastLipschitz;
    }

    public void setLipschitzEstimate(double l) {
        lastLipschitz = l;
    }
}
