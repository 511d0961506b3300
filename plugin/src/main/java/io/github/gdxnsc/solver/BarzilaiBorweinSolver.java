package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * Projected Barzilai-Borwein (spectral projected gradient, Birgin-Martinez-Raydan SPG2) with a
 * working non-monotone line search, block-diagonal preconditioning and best-iterate tracking.
 *
 * <p>Each iteration: {@code d = P_K(x - alpha D (N x + r)) - x}, one Schur product {@code N d},
 * then a Grippo-Lampariello-Lucidi line search along d: accept {@code x + lambda d} when
 * {@code f(x + lambda d) <= max(last M values of f) + gamma lambda g^T d}, otherwise shrink lambda
 * by safeguarded quadratic interpolation. Because f is quadratic,
 * {@code f(x + lambda d) = f + lambda g^T d + lambda^2/2 d^T N d} is exact for every lambda once
 * {@code N d} is known, so the search costs no further products, and {@code N x} is carried
 * along as {@code N x + lambda N d} (recomputed exactly every {@link #REFRESH} iterations to stop
 * drift). So an iteration costs exactly one Schur product, plus one per refresh and one at the
 * end to report the returned iterate's residual exactly. (Chrono's ChSolverBB keeps the
 * reference maximum at 1e30, so its Armijo test can never reject a step; here the reference is
 * the real maximum of the last {@link #MEMORY} objective values.)
 *
 * <p>The step alternates BB1 ({@code s^T D^-1 s / s^T y}, long) and BB2
 * ({@code s^T y / y^T D y}, short), both in the metric of the preconditioner D, clamped to
 * [1e-10, 1e10]. D is a single positive scalar per block of K ({@code 1 / max N_ii} over the
 * block's rows): a positive scalar times a cone is the cone and the metric is Euclidean inside
 * each block, so the scaled projection is still the exact Euclidean projection onto K. A
 * per-row (Jacobi) scale would distort the cone and make the projection inexact.
 *
 * <p>Vector operations are serial (deterministic, allocation-free); the Schur products run on
 * the problem's pool. Scratch arrays grow once to the problem size and are reused.
 */
public final class BarzilaiBorweinSolver implements Solver {

    /** Length of the non-monotone memory (objective values the line search compares against). */
    public static final int MEMORY = 10;
    /** Sufficient-decrease constant of the line search. */
    static final double GAMMA = 1e-4;
    /** Iterations between exact recomputations of N x (incremental updates drift slowly). */
    static final int REFRESH = 50;
    static final double ALPHA_MIN = 1e-10, ALPHA_MAX = 1e10;

    private final WorkerPool pool;
    private double[] nx = new double[0], d = new double[0], nd = new double[0], best = new double[0], prec = new double[0];
    private final double[] fHist = new double[MEMORY];

    /** @param pool kept for the family's constructor shape; products run on the problem's own pool */
    public BarzilaiBorweinSolver(WorkerPool pool) {
        this.pool = pool;
    }

    @Override
    public SolverType type() {
        return SolverType.BB;
    }

    private void ensure(int n) {
        if (nx.length >= n) return;
        int cap = n + (n >> 1); // headroom: contact counts creep up step by step
        nx = new double[cap];
        d = new double[cap];
        nd = new double[cap];
        best = new double[cap];
        prec = new double[cap];
    }

    @Override
    public void solve(ConeProblem problem, double[] x, SolverBudget budget, SolverStats stats) {
        long start = System.nanoTime();
        long deadline = budget.deadlineNanos(start);
        stats.reset(SolverType.BB);
        int n = problem.rowCount();
        ensure(n);
        ConeSet cones = problem.cones();
        WorkerPool ppool = problem.pool();
        double[] r = problem.rhs();
        double g = problem.residualStep();
        double tol = budget.tolerance();

        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(x[i])) { // a non-finite warm start is useless: start cold, and say so
                java.util.Arrays.fill(x, 0, n, 0.0);
                stats.finite = false;
                break;
            }
        }
        // projected gradient methods need a feasible start
        cones.project(x, ppool);
        buildPreconditioner(problem, cones);

        problem.multiply(x, nx);
        stats.schurProducts++;
        double f = objective(x, r, n);
        double res = cones.projectedGradientResidual(x, nx, r, g, ppool);
        stats.initialResidual = res;
        double bestRes = res;
        System.arraycopy(x, 0, best, 0, n);
        boolean bestExact = true; // the best's residual came from an exactly computed N x
        if (!Double.isFinite(res) || !Double.isFinite(f)) {
            // N or r is not finite: there is nothing finite to iterate on
            java.util.Arrays.fill(x, 0, n, 0.0);
            stats.finite = false;
            stats.residual = stats.bestResidual = res;
            stats.nanos = System.nanoTime() - start;
            return;
        }
        if (res <= tol) {
            stats.converged = true;
            stats.residual = stats.bestResidual = res;
            stats.nanos = System.nanoTime() - start;
            return;
        }

        int histCount = 1, histPos = 0;
        fHist[0] = f;
        double alpha = 1.0; // in the preconditioned metric the diagonal is <= 1
        int it = 0;
        while (it < budget.maxIterations()) {
            if (SolverBudget.past(deadline)) {
                stats.stoppedByTime = true;
                break;
            }
            // d = P_K(x - alpha D g) - x
            for (int i = 0; i < n; i++) d[i] = x[i] - alpha * prec[i] * (nx[i] + r[i]);
            cones.project(d, ppool);
            double gd = 0, absGd = 0;
            for (int i = 0; i < n; i++) {
                d[i] -= x[i];
                double t = (nx[i] + r[i]) * d[i];
                gd += t;
                absGd += Math.abs(t);
            }
            if (!Double.isFinite(gd)) {
                stats.finite = false;
                break;
            }
            if (gd == 0 && absGd == 0) break; // d = 0: x is a fixed point of the projected step
            // Near the solution |g^T d| ~ |d|^2 falls below the rounding of f and of g^T d itself
            // (d_i = fl(P(..)) - x_i carries eps |x_i| on active rows, times |g_i| ~ 1): the sign
            // of gd and the comparison with max f are then noise. There the line search can only
            // reject good steps, so take the plain spectral step (lambda = 1), as the local
            // convergence theory of projected BB allows; best-iterate tracking guards the answer.
            boolean noisy = -gd <= 1e-14 * (Math.abs(f) + absGd);
            problem.multiply(d, nd);
            stats.schurProducts++;
            it++;
            double dnd = 0;
            for (int i = 0; i < n; i++) dnd += d[i] * nd[i];

            double fmax = fHist[0];
            for (int k = 1; k < histCount; k++) fmax = Math.max(fmax, fHist[k]);
            double lambda = 1.0;
            double fTrial = f + gd + 0.5 * dnd;
            while (!noisy && !(fTrial <= fmax + GAMMA * lambda * gd) && lambda > 1e-12) {
                stats.backtracks++;
                // minimiser of the quadratic model through f, slope gd and fTrial, kept in [0.1, 0.5] lambda
                double denom = fTrial - f - lambda * gd;
                double ln = denom > 0 ? -0.5 * lambda * lambda * gd / denom : 0.5 * lambda;
                lambda = (ln >= 0.1 * lambda && ln <= 0.5 * lambda) ? ln : 0.5 * lambda;
                fTrial = f + lambda * gd + 0.5 * lambda * lambda * dnd;
            }
            for (int i = 0; i < n; i++) {
                x[i] += lambda * d[i];
                nx[i] += lambda * nd[i];
            }
            f = fTrial;
            boolean exact = false;
            if (it % REFRESH == 0) {
                problem.multiply(x, nx);
                stats.schurProducts++;
                f = objective(x, r, n);
                exact = true;
            }
            // next step length: BB1 and BB2 alternate, in D's metric (lambda cancels in both ratios)
            if (dnd > 0) {
                double a;
                if ((it & 1) == 1) {
                    double sds = 0;
                    for (int i = 0; i < n; i++) sds += d[i] * d[i] / prec[i];
                    a = sds / dnd;
                } else {
                    double ydy = 0;
                    for (int i = 0; i < n; i++) ydy += prec[i] * nd[i] * nd[i];
                    a = ydy > 0 ? dnd / ydy : ALPHA_MAX;
                }
                alpha = Math.min(ALPHA_MAX, Math.max(ALPHA_MIN, a));
            } else {
                alpha = ALPHA_MAX; // zero curvature along d: take the longest step the search allows
            }
            histPos = (histPos + 1) % MEMORY; // ring buffer of the last MEMORY values of f
            fHist[histPos] = f;
            if (histCount < MEMORY) histCount++;

            res = cones.projectedGradientResidual(x, nx, r, g, ppool);
            stats.recordResidual(res);
            if (!Double.isFinite(res) || !Double.isFinite(f)) {
                stats.finite = false;
                break;
            }
            if (res < bestRes) {
                bestRes = res;
                bestExact = exact;
                System.arraycopy(x, 0, best, 0, n);
            }
            if (res <= tol) break;
        }
        stats.iterations = it;
        System.arraycopy(best, 0, x, 0, n);
        if (!bestExact) {
            // the best iterate's residual was measured with a carried N x: report it exactly
            problem.multiply(x, nx);
            stats.schurProducts++;
            bestRes = cones.projectedGradientResidual(x, nx, r, g, ppool);
        }
        stats.residual = stats.bestResidual = bestRes;
        stats.converged = bestRes <= tol;
        stats.nanos = System.nanoTime() - start;
    }

    private double objective(double[] x, double[] r, int n) {
        double f = 0;
        for (int i = 0; i < n; i++) f += x[i] * (0.5 * nx[i] + r[i]);
        return f;
    }

    /** D: one scalar per block, 1 / (largest diagonal entry of N over the block). */
    private void buildPreconditioner(ConeProblem problem, ConeSet cones) {
        double fallback = problem.residualStep();
        for (int b = 0, nb = cones.blockCount(); b < nb; b++) {
            int s = cones.blockStart(b), e = s + cones.blockSize(b);
            double m = 0;
            for (int i = s; i < e; i++) m = Math.max(m, problem.diagonal(i));
            double v = m > 0 && Double.isFinite(m) ? 1.0 / m : fallback;
            for (int i = s; i < e; i++) prec[i] = v;
        }
    }
}
