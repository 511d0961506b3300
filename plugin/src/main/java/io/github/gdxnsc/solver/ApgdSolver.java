package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * Accelerated projected gradient descent (Nesterov momentum, backtracking on the descent lemma,
 * gradient restart, best-iterate tracking), after Chrono's APGD (seed 000) and the APGD paper
 * (seed 002). Comments (1)..(9) follow the steps of DESIGN.md's "Solvers".
 *
 * <h2>One Schur product per iteration</h2>
 * The objective and the residual at the new iterate need {@code N x_new}; the next gradient
 * needs {@code N y_next}. Because N is linear and {@code y_next = x_new + beta (x_new - x)},
 * {@code N y_next = (1 + beta) N x_new - beta N x} costs no product. {@code N x} and
 * {@code N x_new} are always fresh products, so this recurrence has nothing to drift: each
 * {@code N y} is one linear combination of two exact products. Backtracking costs one more
 * product per step back; the stats count every product.
 *
 * <h2>Fixes over the reference code</h2>
 * The gradient is {@code N y + r} everywhere (Chrono's core APGD drops r in the line search
 * and the restart test); the backtracking test is evaluated as {@code d.N d <= L |d|^2}, its exact
 * form for a quadratic, so a converged iterate cannot backtrack forever on rounding; L decays
 * by 0.9 per iteration but not below the curvature just measured, which spares the periodic
 * backtrack the plain decay pays; and the answer is the best iterate by the residual, never a
 * non-finite one.
 *
 * <p>Every vector pass is fused and runs in chunks of blocks on the worker pool.
 */
public final class ApgdSolver implements Solver {

    private static final int MAX_BACKTRACKS = 40;

    private WorkerPool pool;
    private final BlockLoop loop = new BlockLoop();

    // iterates and their products; swapped, never reallocated once grown
    private double[] x = new double[0], nx = new double[0];
    private double[] xNew = new double[0], nxNew = new double[0];
    private double[] y = new double[0], ny = new double[0];
    private double[] best = new double[0];

    // kernel operands
    private ConeProblem problem;
    private ConeSet cones;
    private double[] r;
    private double step, residualG, beta;
    private boolean measureStart;
    private boolean precondition;
    private double[] metric = new double[0], invD = new double[0];
    private double lastLipschitz;

    private final BlockLoop.Body gradientStep = this::gradientStepRange;
    private final BlockLoop.Body measure = this::measureRange;
    private final BlockLoop.Body momentum = this::momentumRange;
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
        cones.project(x, pool);
        if (zeroStart) java.util.Arrays.fill(nx, 0, n, 0.0);
        else product(x, nx, stats);
        measureStart = true;
        double[] s = loop.run(measure, 1); // the residual of (x, N x)
        measureStart = false;
        double res = Math.sqrt(s[0]) / residualG;
        stats.initialResidual = res;
        double bestRes = Double.isFinite(res) ? res : Double.POSITIVE_INFINITY;
        System.arraycopy(x, 0, best, 0, n);
        if (!Double.isFinite(res)) {
            // a non-finite start (bad warm start or rhs): restart from zero
            stats.finite = Double.isFinite(res);
            java.util.Arrays.fill(x, 0, n, 0.0);
            java.util.Arrays.fill(nx, 0, n, 0.0);
            java.util.Arrays.fill(best, 0, n, 0.0);
        }
        if (res <= tol) {
            finish(answer, n, bestRes, stats, t0, true);
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

        // (3) momentum state: y = x, theta = 1
        System.arraycopy(x, 0, y, 0, n);
        System.arraycopy(nx, 0, ny, 0, n);
        double theta = 1;

        boolean converged = false;
        for (int it = 0; it < budget.maxIterations(); it++) {
            // (4) projected gradient step from y: x_new = P_K(y - t (N y + r))
            step = 1.0 / lip;
            loop.run(gradientStep, 0);
            product(xNew, nxNew, stats);
            s = loop.run(measure, 4);
            // (5) backtracking: f(x_new) must lie under the quadratic model at y,
            //   f(x_new) <= f(y) + g.d + L/2 |d|^2,  d = x_new - y.
            // f is quadratic, so f(x_new) - f(y) - g.d = 1/2 d.N d exactly, and the test is
            // d.N d <= L |d|^2 with d.N d = d.(N x_new - N y): no difference of two large
            // objective values, hence no false alarms from rounding near convergence.
            int back = 0;
            while (s[3] > lip * s[1] && back < MAX_BACKTRACKS && Double.isFinite(s[3])) {
                lip *= 2;
                step = 1.0 / lip;
                loop.run(gradientStep, 0);
                product(xNew, nxNew, stats);
                s = loop.run(measure, 4);
                back++;
            }
            double curvature = s[1] > 0 ? s[3] / s[1] : 0; // d.N d / |d|_D^2 along the accepted step
            stats.backtracks += back;
            stats.iterations = it + 1;
            res = Math.sqrt(s[0]) / residualG;
            stats.recordResidual(res);
            if (!Double.isFinite(res)) {
                stats.finite = false;
                break;
            }
            // (6) best iterate by the residual
            if (res < bestRes) {
                bestRes = res;
                System.arraycopy(xNew, 0, best, 0, n);
            }
            if (res <= tol) {
                converged = true;
                break;
            }
            // (7) Nesterov update, or a restart when the step went uphill against the gradient at y
            double thetaNew = 0.5 * (-theta * theta + theta * Math.sqrt(theta * theta + 4));
            double restartTest = s[2]; // g . (x_new - x) with g = N y + r
            if (restartTest > 0) {
                beta = 0;
                thetaNew = 1;
            } else {
                beta = theta * (1 - theta) / (theta * theta + thetaNew);
            }
            // (8) y = x_new + beta (x_new - x);  N y = (1 + beta) N x_new - beta N x
            loop.run(momentum, 0);
            // x <- x_new (swap buffers)
            double[] tmp = x;
            x = xNew;
            xNew = tmp;
            tmp = nx;
            nx = nxNew;
            nxNew = tmp;
            theta = thetaNew;
            // (9) optimistic decrease of L (x 0.9), but not below the curvature the step just met
            // (with 5 % margin): DESIGN.md's plain L *= 0.9 overshoots every ~7 iterations and pays
            // a backtrack, i.e. an extra product, each time
            lip = Math.min(lip, Math.max(0.9 * lip, 1.05 * curvature));
            if (System.nanoTime() > deadline) {
                stats.stoppedByTime = true;
                break;
            }
        }
        if (Double.isFinite(lip)) lastLipschitz = lip;
        finish(answer, n, bestRes, stats, t0, converged);
    }

    private void finish(double[] answer, int n, double bestRes, SolverStats stats, long t0, boolean converged) {
        System.arraycopy(best, 0, answer, 0, n);
        stats.residual = stats.bestResidual = Double.isFinite(bestRes) ? bestRes : Double.NaN;
        stats.converged = converged;
        stats.nanos = System.nanoTime() - t0;
        problem = null;
        cones = null;
        r = null;
    }

    private void product(double[] v, double[] out, SolverStats stats) {
        long t0 = System.nanoTime();
        problem.multiply(v, out);
        stats.productNanos += System.nanoTime() - t0;
        stats.schurProducts++;
    }

    private void bind(ConeProblem p, int n) {
        problem = p;
        cones = p.cones();
        r = p.rhs();
        residualG = p.residualStep();
        if (x.length < n) {
            int cap = Math.max(n, x.length + (x.length >> 1)); // geometric: contact counts creep up step by step
            x = new double[cap];
            nx = new double[cap];
            xNew = new double[cap];
            nxNew = new double[cap];
            y = new double[cap];
            ny = new double[cap];
            best = new double[cap];
            metric = new double[cap];
            invD = new double[cap];
        }
        loop.bind(pool, cones, n);
    }

    // ------------------------------------------------------------------ fused kernels

    /** x_new = P_K(y - t (N y + r)), block by block. */
    private void gradientStepRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        final double t = step;
        final double[] xn = xNew, yy = y, nyy = ny, rr = r;
        final ConeSet k = cones;
        if (precondition) {
            final double[] w = invD;
            for (int i = r0; i < r1; i++) xn[i] = yy[i] - t * w[i] * (nyy[i] + rr[i]);
        } else {
            for (int i = r0; i < r1; i++) xn[i] = yy[i] - t * (nyy[i] + rr[i]);
        }
        for (int b = b0; b < b1; b++) k.projectBlock(b, xn);
    }

    /**
     * Over (x_new, N x_new) after a step, or only the residual of (x, N x) at the start:
     * residual^2, |d|_D^2, g.(x_new - x) with g = N y + r (the restart test), and d.N d, where
     * d = x_new - y. No objective value: backtracking uses d.N d and non-finite values show in the
     * residual.
     */
    private void measureRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        if (measureStart) {
            sums[slot] = residualRange(x, nx, b0, b1);
            return;
        }
        final double[] v = xNew, nv = nxNew;
        final double[] rr = r, nyy = ny, yy = y, xx = x, dMetric = metric;
        double dd = 0, gStep = 0, dnd = 0;
        for (int i = r0; i < r1; i++) {
            double vi = v[i], nyi = nyy[i];
            double g = nyi + rr[i];
            double d = vi - yy[i];
            dd += d * d * dMetric[i];
            gStep += g * (vi - xx[i]);
            dnd += d * (nv[i] - nyi);
        }
        sums[slot] = residualRange(v, nv, b0, b1);
        sums[slot + 1] = dd;
        sums[slot + 2] = gStep;
        sums[slot + 3] = dnd;
    }

    private double residualRange(double[] v, double[] nv, int b0, int b1) {
        double g = residualG, sum = 0;
        for (int b = b0; b < b1; b++) sum += cones.residualBlock(b, v, nv, r, g);
        return sum;
    }

    /** y = x_new + beta (x_new - x), N y = (1 + beta) N x_new - beta N x. */
    private void momentumRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        final double bt = beta, b1p = 1 + beta;
        final double[] xn = xNew, xx = x, nxn = nxNew, nxx = nx, yy = y, nyy = ny;
        for (int i = r0; i < r1; i++) {
            double xi = xn[i];
            yy[i] = xi + bt * (xi - xx[i]);
            nyy[i] = b1p * nxn[i] - bt * nxx[i];
        }
    }

    private void onesRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        if (precondition) for (int i = r0; i < r1; i++) y[i] = Math.sqrt(invD[i]);
        else java.util.Arrays.fill(y, r0, r1, 1.0);
    }

    /**
     * The block-diagonal preconditioner: one scalar per block, {@code 1 / max N_ii} over its rows,
     * so the cone (which any positive scalar maps onto itself) is projected exactly, and a step
     * moves a light body's rows as far, in velocity, as a heavy one's. {@code metric} holds the
     * inverse (the D of |d|_D^2), or ones without preconditioning.
     */
    private void computeMetric(ConeProblem p, int n) {
        ConeSet k = p.cones();
        for (int b = 0; b < k.blockCount(); b++) {
            int first = k.blockStart(b), size = k.blockSize(b);
            double d = 0;
            for (int i = first; i < first + size; i++) d = Math.max(d, p.diagonal(i));
            if (!(d > 0) || !precondition) d = 1;
            for (int i = first; i < first + size; i++) {
                metric[i] = d;
                invD[i] = 1 / d;
            }
        }
    }

    /** A floor for L: the largest diagonal entry of the (preconditioned) N is a lower bound of its norm. */
    private double minLipschitz(ConeProblem p) {
        return precondition ? 1.0 : 1.0 / p.residualStep();
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
