package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * The augmented Lagrangian method (method of multipliers), as the textbook treatment of contact
 * states it on a one-degree-of-freedom example (AlmOneDofTablesTest), on the family's cone problem
 * {@code min 1/2 x^T N x + r^T x, x in K}.
 *
 * <h2>Where the multipliers and the penalty live</h2>
 * That treatment writes contact in the primal (a displacement or velocity v, the constraint
 * "gap >= 0", a multiplier lambda = the contact force, a penalty eps_N), and its outer loop is
 * {@code lambda_{k+1} = lambda_k + eps_N gap(v_{k+1})} after an inner loop that minimises the
 * penalised energy with lambda fixed. The cone problem is that primal's dual: its unknown x is
 * already the contact impulse and {@code w = N x + r} is the gap velocity. The method of
 * multipliers on the primal is, step for step, the proximal-point iteration on the dual:
 * <pre>  x_{k+1} = argmin_{x in K}  1/2 x^T N x + r^T x + 1/(2 rho) |x - x_k|^2</pre>
 * whose optimality condition is exactly the primal update, {@code x_{k+1} = P_K(x_k - rho w_{k+1})}
 * (with the sign of an impulse, not of a force on the mass). So here the multipliers are the
 * prox centre {@code x_k}, the penalty is {@code rho} (eps_N), and the primal residual, the gap,
 * is {@code |x_{k+1} - x_k| / rho}. On the one-degree-of-freedom example this reproduces the
 * printed tables iterate for iterate (AlmOneDofTablesTest).
 *
 * <h2>The inner loop</h2>
 * The penalised problem is strongly convex (modulus 1/rho) and smooth, so it is solved matrix-free
 * by projected Nesterov steps with the strongly convex momentum rule, backtracking on the
 * curvature of N as in {@link ApgdSolver}, warm-started from the previous inner iterate. It stops
 * (the multipliers are updated) when its own projected-gradient residual, the dual residual,
 * falls to {@link #INNER_RATIO} times the primal residual (inexact proximal point), or after
 * {@link #setInnerLimit inner limit} steps. The momentum carries over a multiplier update.
 *
 * <h2>Penalty adaptation</h2>
 * After each multiplier update rho grows by {@link #PENALTY_FACTOR} when the primal residual fell
 * by less than half ({@link #PRIMAL_DECREASE}: the outer loop is contracting too slowly, the
 * classic rule), or when the inner loop ran out of steps with its dual residual still above the
 * primal one (the prox centre is holding the iterate back more than it helps). rho is kept in
 * scale-free form, {@code rho = sigma / max_i N_ii}, from the initial sigma up to
 * {@link #SIGMA_MAX}; it never shrinks within a solve. As rho grows the penalised problem tends to
 * the original one and the inner loop to APGD: on the hard FCLIB problems that is where the
 * adaptation takes it. Shrinking rho when the inner loop ran out of steps, the textbook remedy for
 * an ill-conditioned inner problem, made those problems stall (docs/BENCHMARKS.md, "Augmented
 * Lagrangian (ALM) against APGD").
 *
 * <h2>Budget and contract</h2>
 * {@link SolverBudget#maxIterations()} counts inner steps (each one Schur product, plus one per
 * backtrack), so ALM and APGD compare at equal work; {@link SolverStats#iterations} reports inner
 * steps and {@link SolverStats#outerIterations} the multiplier updates. Every inner step measures
 * the family's residual of its iterate (the product it needs is already there), the tolerance is
 * tested on it, and the answer is the best iterate by it, never a non-finite one.
 */
public final class AlmSolver implements Solver {

    /**
     * Default initial penalty, as sigma in {@code rho = sigma / max N_ii}: the example's sigma = 10
     * took more inner steps than APGD on world scenes and on the FCLIB and random problems, 1000
     * about as many (docs/BENCHMARKS.md, "Augmented Lagrangian (ALM) against APGD").
     */
    public static final double DEFAULT_PENALTY_SCALE = 1000;
    static final double SIGMA_MAX = 1e8;
    static final double PENALTY_FACTOR = 4;
    /** The inner loop ends when its residual is at most this fraction of the primal residual. */
    static final double INNER_RATIO = 0.5;
    /** The primal residual must fall at least this much per multiplier update, or rho grows. */
    static final double PRIMAL_DECREASE = 0.5;
    private static final int MAX_BACKTRACKS = 40;
    private static final double BACKTRACK_SLACK = 1 + 1e-6;

    private WorkerPool pool;
    private final BlockLoop loop = new BlockLoop();
    private double penaltyScale = DEFAULT_PENALTY_SCALE;
    private boolean adaptive = true;
    private int innerLimit = 25;

    // iterates and their products; swapped, never reallocated once grown
    private double[] x = new double[0], nx = new double[0];
    private double[] xNew = new double[0], nxNew = new double[0];
    private double[] y = new double[0], ny = new double[0];
    private double[] centre = new double[0], best = new double[0], shiftedRhs = new double[0];

    // kernel operands
    private ConeProblem problem;
    private ConeSet cones;
    private double[] r;
    private double step, residualG, beta, invRho;
    private boolean measureStart;
    private double lastLipschitz;

    private final BlockLoop.Body gradientStep = this::gradientStepRange;
    private final BlockLoop.Body measure = this::measureRange;
    private final BlockLoop.Body momentum = this::momentumRange;

    /** A solver whose passes run on {@code pool}. */
    public AlmSolver(WorkerPool pool) {
        this.pool = pool;
    }

    /** The pool the passes run on from now (the world restarts it when the thread count changes). */
    public void setPool(WorkerPool pool) {
        this.pool = pool;
    }

    @Override
    public SolverType type() {
        return SolverType.ALM;
    }

    /** Initial penalty sigma: {@code rho = sigma / max_i N_ii} at the start of every solve. */
    public void setPenaltyScale(double sigma) {
        if (!(sigma > 0) || Double.isInfinite(sigma))
            throw new IllegalArgumentException("penaltyScale must be finite and > 0, was " + sigma);
        penaltyScale = sigma;
    }

    /** The initial penalty sigma (see {@link #setPenaltyScale}). */
    public double penaltyScale() {
        return penaltyScale;
    }

    /** Whether rho adapts to the primal and dual residuals (on by default); off keeps the initial rho. */
    public void setAdaptivePenalty(boolean on) {
        adaptive = on;
    }

    /** Most inner steps between two multiplier updates (default 25). */
    public void setInnerLimit(int steps) {
        if (steps < 1) throw new IllegalArgumentException("innerLimit must be >= 1, was " + steps);
        innerLimit = steps;
    }

    @Override
    public void solve(ConeProblem p, double[] answer, SolverBudget budget, SolverStats stats) {
        long t0 = System.nanoTime();
        long deadline = budget.deadlineNanos(t0);
        stats.reset(SolverType.ALM);
        int n = p.rowCount();
        if (n == 0) {
            stats.residual = stats.bestResidual = stats.initialResidual = 0;
            stats.converged = true;
            stats.nanos = System.nanoTime() - t0;
            return;
        }
        bind(p, n);
        double tol = budget.tolerance();

        // start: the warm start projected onto K, or zero; a non-finite start restarts from zero
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
        double res = Math.sqrt(loop.run(measure, 1)[0] / n) / residualG; // the family's residual: an RMS over the rows
        measureStart = false;
        stats.initialResidual = res;
        if (!Double.isFinite(res)) {
            stats.finite = false;
            java.util.Arrays.fill(x, 0, n, 0.0);
            java.util.Arrays.fill(nx, 0, n, 0.0);
        }
        double bestRes = Double.isFinite(res) ? res : Double.POSITIVE_INFINITY;
        System.arraycopy(x, 0, best, 0, n);
        if (res <= tol) {
            finish(answer, n, bestRes, stats, t0, true);
            return;
        }

        double lip = lipschitzEstimate(p, n, zeroStart, stats);
        double sigma = penaltyScale;
        invRho = 1.0 / (sigma * residualG);
        System.arraycopy(x, 0, centre, 0, n);
        System.arraycopy(x, 0, y, 0, n);
        System.arraycopy(nx, 0, ny, 0, n);
        double theta = 1;
        int inner = 0;
        double lastPrimal = Double.POSITIVE_INFINITY;

        boolean converged = false;
        for (int it = 0; it < budget.maxIterations(); it++) {
            // inner step on the penalised problem: x_new = P_K(y - t (N y + r + (y - centre) / rho))
            step = 1.0 / (lip + invRho);
            loop.run(gradientStep, 0);
            product(xNew, nxNew, stats);
            double[] s = loop.run(measure, 6);
            // backtracking on N alone: the prox term's curvature 1/rho is known exactly. The slack
            // keeps rounding in d.N d = d.(N x_new - N y), relative eps |x| / |d| near convergence,
            // from doubling an L that is exact (a one-row problem's secant is) and halving a step
            // that solves the problem; an L low by 1e-6 costs the accelerated step nothing
            int back = 0;
            while (s[3] > lip * s[1] * BACKTRACK_SLACK && back < MAX_BACKTRACKS && Double.isFinite(s[3])) {
                lip *= 2;
                step = 1.0 / (lip + invRho);
                loop.run(gradientStep, 0);
                product(xNew, nxNew, stats);
                s = loop.run(measure, 6);
                back++;
            }
            double curvature = s[1] > 0 ? s[3] / s[1] : 0;
            stats.backtracks += back;
            stats.iterations = it + 1;
            inner++;
            res = Math.sqrt(s[0] / n) / residualG;
            stats.recordResidual(res);
            if (!Double.isFinite(res)) {
                stats.finite = false;
                break;
            }
            if (res < bestRes) {
                bestRes = res;
                System.arraycopy(xNew, 0, best, 0, n);
            }
            double dual = Math.sqrt(s[4]) / residualG;   // the penalised problem's residual
            double primal = Math.sqrt(s[5]) * invRho;     // |x_new - centre| / rho: the primal gap
            boolean outerStep = dual <= INNER_RATIO * primal || inner >= innerLimit;
            // an inner answer that passed its test is the next multiplier, whether or not it also
            // ends the solve: it counts as an outer iteration (as the example counts its last update)
            if (outerStep) stats.outerIterations++;
            if (res <= tol) {
                converged = true;
                break;
            }
            if (outerStep) {
                // outer step: the multipliers move to the inner answer. Momentum is kept: the update
                // shifts the penalised gradient by (centre_old - centre_new) / rho, small once the
                // inner loop is near its answer; restarting it at every update took several times the
                // steps on the random problems (the uphill test below still restarts it when it misleads)
                if (adaptive && (dual > INNER_RATIO * primal || primal > PRIMAL_DECREASE * lastPrimal)) {
                    sigma = Math.min(SIGMA_MAX, sigma * PENALTY_FACTOR);
                    invRho = 1.0 / (sigma * residualG);
                }
                lastPrimal = primal;
                inner = 0;
                System.arraycopy(xNew, 0, centre, 0, n);
            }
            // Nesterov's momentum for a q-strongly convex problem, q = (1/rho) / (L + 1/rho):
            // theta'^2 = (1 - theta') theta^2 + q theta'; reset when the step went uphill
            double q = invRho / (lip + invRho);
            double b = theta * theta - q;
            double thetaNew = 0.5 * (-b + Math.sqrt(b * b + 4 * theta * theta));
            if (s[2] > 0) {
                beta = 0;
                thetaNew = 1;
            } else {
                beta = theta * (1 - theta) / (theta * theta + thetaNew);
            }
            theta = thetaNew;
            loop.run(momentum, 0);
            double[] tmp = x;
            x = xNew;
            xNew = tmp;
            tmp = nx;
            nx = nxNew;
            nxNew = tmp;
            lip = Math.min(lip, Math.max(0.9 * lip, 1.05 * curvature));
            if (SolverBudget.past(deadline)) {
                stats.stoppedByTime = true;
                break;
            }
        }
        if (Double.isFinite(lip)) lastLipschitz = lip;
        stats.finalPenalty = sigma * residualG;
        finish(answer, n, bestRes, stats, t0, converged);
    }

    /**
     * |N| from below, corrected upwards by backtracking: the last solve's value for a warm start,
     * else the secant along a vector of ones; never below the largest diagonal.
     */
    private double lipschitzEstimate(ConeProblem p, int n, boolean zeroStart, SolverStats stats) {
        double floor = 1.0 / p.residualStep();
        double lip;
        if (!zeroStart && lastLipschitz > 0) {
            lip = Math.max(lastLipschitz, floor);
        } else {
            java.util.Arrays.fill(y, 0, n, 1.0);
            product(y, ny, stats);
            double nn = 0;
            for (int i = 0; i < n; i++) nn += ny[i] * ny[i];
            lip = Math.max(Math.sqrt(nn / n), floor);
        }
        return lip > 0 && Double.isFinite(lip) ? lip : 1;
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
            centre = new double[cap];
            best = new double[cap];
            shiftedRhs = new double[cap];
        }
        loop.bind(pool, cones, n);
    }

    // ------------------------------------------------------------------ fused kernels

    /** x_new = P_K(y - t (N y + r + (y - centre) / rho)), block by block. */
    private void gradientStepRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        final double t = step, ir = invRho;
        final double[] xn = xNew, yy = y, nyy = ny, rr = r, c = centre;
        for (int i = r0; i < r1; i++) xn[i] = yy[i] - t * (nyy[i] + rr[i] + ir * (yy[i] - c[i]));
        for (int b = b0; b < b1; b++) cones.projectBlock(b, xn);
    }

    /**
     * After a step, over (x_new, N x_new): the family's residual^2, |d|^2 and d.N d with
     * d = x_new - y (backtracking), g.(x_new - x) with g the penalised gradient at y (restart test),
     * the penalised problem's residual^2 (dual), and |x_new - centre|^2 (primal, times rho^2).
     * At the start, only the residual of (x, N x).
     */
    private void measureRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        final double g = residualG;
        if (measureStart) {
            double sum = 0;
            for (int b = b0; b < b1; b++) sum += cones.residualBlock(b, x, nx, r, g);
            sums[slot] = sum;
            return;
        }
        final double ir = invRho;
        final double[] v = xNew, nv = nxNew, rr = r, nyy = ny, yy = y, xx = x, c = centre, shifted = shiftedRhs;
        double dd = 0, gStep = 0, dnd = 0, moved = 0;
        for (int i = r0; i < r1; i++) {
            double vi = v[i], nyi = nyy[i];
            double grad = nyi + rr[i] + ir * (yy[i] - c[i]);
            double d = vi - yy[i];
            double m = vi - c[i];
            dd += d * d;
            gStep += grad * (vi - xx[i]);
            dnd += d * (nv[i] - nyi);
            moved += m * m;
            shifted[i] = rr[i] + ir * m;
        }
        double res = 0, dual = 0;
        for (int b = b0; b < b1; b++) {
            res += cones.residualBlock(b, v, nv, rr, g);
            dual += cones.residualBlock(b, v, nv, shifted, g);
        }
        sums[slot] = res;
        sums[slot + 1] = dd;
        sums[slot + 2] = gStep;
        sums[slot + 3] = dnd;
        sums[slot + 4] = dual;
        sums[slot + 5] = moved;
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
}
