package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * Accelerated projected gradient descent on {@code min 1/2 x.N x + r.x, x in K}, after Chrono's
 * ChSolverAPGD and Mazhar, Heyn, Negrut and Tasora, "Using Nesterov's method to accelerate
 * multibody dynamics with friction and contact" (ACM TOG 34(3), 2015). D is the block-diagonal
 * preconditioner ({@link BlockPreconditioner}; the identity when off), {@code g = N y + r} the
 * gradient at y. The code's comments (1)..(9) number these steps:
 * <ol>
 * <li>Start: x = P_K(warm start), non-finite entries as 0 (mu or bounds may have changed since),
 * or 0; N x and the residual of x; done if it is within the tolerance.</li>
 * <li>L, a lower bound of ||N||_2 that backtracking corrects upwards: a warm start keeps the last
 * solve's, a cold start takes the secant ||N 1|| / ||1||; never below the largest diagonal.</li>
 * <li>Momentum state: y = x, theta = 1.</li>
 * <li>Gradient step: x_new = P_K(y - (1 / L) D^-1 g).</li>
 * <li>Backtracking: while {@code d.N d > L |d|_D^2} with {@code d = x_new - y}: L = 2 L, back to 4.</li>
 * <li>The residual of x_new; keep the best iterate; done if it is within the tolerance, or, with the
 * stop on stagnation ({@link SolverBudget#stagnation}), if the best residual has not fallen by the
 * budget's factor over its window of iterations; or, with the relative stop
 * ({@link SolverBudget#relativeTolerance}), if it is under that fraction of the start's residual.
 * With a budget per island ({@link SolverBudget#islandStop}, {@link IslandStop}) each island whose
 * own residual is within the tolerance stops instead, the passes after it skip its blocks, and the
 * solve is done when all have stopped.</li>
 * <li>Momentum: {@code theta' = (-theta^2 + theta sqrt(theta^2 + 4)) / 2},
 * {@code beta = theta (1 - theta) / (theta^2 + theta')}, {@code y' = x_new + beta (x_new - x)};
 * a restart (beta = 0, theta' = 1) when the step went uphill: {@code g.(x_new - x) > 0}.</li>
 * <li>Accept: x = x_new, y = y', theta = theta'.</li>
 * <li>L = min(L, max(0.9 L, 1.05 c)), c the curvature {@code d.N d / |d|_D^2} of the step just
 * taken; back to 4.</li>
 * </ol>
 * The answer is the best iterate by the residual, never a non-finite one; L is kept for the next
 * warm start.
 *
 * <h2>One Schur product and two pool barriers per iteration</h2>
 * The objective and the residual at the new iterate need {@code N x_new}; the next gradient
 * needs {@code N y'}. Because N is linear, {@code N y' = (1 + beta) N x_new - beta N x} costs no
 * product; {@code N x} and {@code N x_new} are always fresh products, so nothing drifts. The
 * product comes in two halves ({@link ConeProblem#productBegin}, per body;
 * {@link ConeProblem#productRows}, per block), and everything else an iteration does is fused
 * into the second half, block by block ({@link ApgdPasses}): the sums of (5) and (6), y' of (7),
 * and already the next (4) with its projection and restart test. So (7) and (9) are planned
 * before the pass ({@link #planMomentum}). That next step is speculative: it assumes the
 * backtracking test passes (it nearly always does) and takes its L from the curvature of the step
 * before; when the test fails the speculative values are dropped and the step is redone from the
 * kept y. Backtracking costs one more product per step back; the stats count every product.
 *
 * <h2>Resuming the last solve</h2>
 * A budget that {@link SolverBudget#resumes() resumes} goes on from where the last solve left
 * off when that solve spent its whole budget on the same problem and the warm start is its answer,
 * bit for bit: only r may have changed (the slip correction's biases between the velocity solve's
 * halves). The kept y, momentum and L carry over; the answer's residual is measured under the new
 * r and it is the best iterate so far; the next step (4) is taken afresh from y with the new r.
 * No start product is paid, and the momentum is not thrown away. Anything else starts as in (1).
 *
 * <h2>The residual</h2>
 * The stop test and the best iterate use the exact residual of each new iterate (ConeProblem's RMS
 * projected-gradient residual), its projection done in the fused pass. A cheaper upper bound from
 * the step's own vectors ({@code |(y - x_new) - t N (y - x_new)| / min(t, g)} per block) is tight
 * without preconditioning but loose on heavy bodies' blocks with it, and the iterates it chose
 * held extreme mass ratios worse (docs/BENCHMARKS.md, "Solver-side levers").
 *
 * <h2>Fixes over the reference code</h2>
 * The gradient is {@code N y + r} everywhere (Chrono's core APGD drops r in the line search
 * and the restart test); the backtracking test is evaluated as {@code d.N d <= L |d|^2}, its exact
 * form for a quadratic, so a converged iterate cannot backtrack forever on rounding; L decays
 * by 0.9 per iteration but not below the curvature last measured (9), which spares the periodic
 * backtrack, and its extra product, that the plain decay pays every few iterations; and the
 * answer is the best iterate, never a non-finite one.
 *
 * <p>Below {@link PoolThresholds#APGD_SERIAL_ROWS} rows every pass runs on the caller's thread:
 * there a pool barrier costs more than the work it shares out. Results do not depend on it (nor
 * on the thread count): sums are added per chunk of blocks, then chunk by chunk in order.
 */
public final class ApgdSolver implements Solver {

    private static final int MAX_BACKTRACKS = 40;

    private WorkerPool pool;
    private final ApgdPasses passes = new ApgdPasses();
    /** L of the speculative next step ({@link #planMomentum}). */
    private double nextLip;
    private double lastLipschitz;
    private int serialRows = PoolThresholds.APGD_SERIAL_ROWS;
    /**
     * What a resuming solve ({@link SolverBudget#resumes()}) goes on from: set by a solve that spent
     * its whole budget, on problem {@code resumedProblem} of {@code resumedRows} rows, whose answer
     * is in x ({@code answerInX}) or in best, with the momentum, curvature and step size it left.
     */
    private boolean resumable, answerInX;
    private ConeProblem resumedProblem;
    private int resumedRows;
    private double keptTheta, keptCurvature, keptLip;
    /** The best residual after each iteration, for the stop on stagnation; grown, never shrunk. */
    private double[] bestTrail = new double[0];

    /** A solver whose passes run on {@code pool}. */
    public ApgdSolver(WorkerPool pool) {
        this.pool = pool;
    }

    /** The pool the passes run on from now (the world restarts it when the thread count changes). */
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
            resumable = false;
            stats.residual = stats.bestResidual = stats.initialResidual = 0;
            stats.converged = true;
            stats.nanos = System.nanoTime() - t0;
            return;
        }
        final ApgdPasses v = passes;
        // the last solve's answer and its product, where that solve left them: compared before this
        // solve writes any vector (bind only grows them, and n is the same)
        final double[] kept = answerInX ? v.x : v.best, keptProduct = answerInX ? v.nx : v.nbest;
        boolean resume = budget.resumes() && resumable && p == resumedProblem && n == resumedRows
                && java.util.Arrays.equals(answer, 0, n, kept, 0, n);
        resumable = false;
        v.bind(p, n, n < serialRows ? null : pool, budget.islandStop());
        final IslandStop islands = v.islands;
        double tol = budget.tolerance();
        double res = Double.NaN, bestRes, theta, curvature, restartTest;
        boolean bestInX;
        if (resume) res = v.residual(kept, keptProduct);
        if (resume && Double.isFinite(res)) {
            // (1') the last solve's iterate, momentum and step size, only r new: its answer is the
            // best iterate so far, with its residual under the new r
            stats.initialResidual = res;
            bestRes = res;
            bestInX = answerInX;
            if (res <= tol) {
                finish(answer, n, kept, keptProduct, res, stats, t0, true);
                return;
            }
            if (budget.relativeTolerance() > 0) tol = Math.max(tol, budget.relativeTolerance() * res);
            theta = keptTheta;
            curvature = keptCurvature;
            v.stepLip = keptLip;
            restartTest = v.gradientStep(); // (4) from the kept y, under the new r
        } else {
            // (1) start: the warm start projected onto K, or zero
            boolean zeroStart = v.start(answer);
            double startSum;
            if (zeroStart) {
                java.util.Arrays.fill(v.nx, 0, n, 0.0);
                startSum = v.startResidualSum();
            } else {
                startSum = v.startProduct(stats); // N x, its second half fused with the residual's sums
            }
            res = Math.sqrt(startSum / n) / p.residualStep(); // exact, the one projection of the start
            stats.initialResidual = res;
            bestRes = Double.isFinite(res) ? res : Double.POSITIVE_INFINITY;
            if (!Double.isFinite(res)) {
                // a non-finite start (bad warm start or rhs): restart from zero
                stats.finite = false;
                java.util.Arrays.fill(v.x, 0, n, 0.0);
                java.util.Arrays.fill(v.nx, 0, n, 0.0);
            }
            // the best iterate so far is the start, in x: it moves to best when x is next reused
            bestInX = true;
            if (res <= tol) {
                finish(answer, n, v.x, v.nx, res, stats, t0, true);
                return;
            }
            // the relative stop: the residual fallen to this fraction of the start's
            if (Double.isFinite(res)) tol = Math.max(tol, budget.relativeTolerance() * res);

            // (2) L: a warm start keeps the last solve's (the problem changes little from step to
            // step, and it saves a product); a cold start measures the secant along a vector of ones
            double floor = v.preconditioner.minLipschitz(p);
            double lip = !zeroStart && lastLipschitz > 0 ? Math.max(lastLipschitz, floor) : Math.max(v.onesSecant(stats), floor);
            if (!(lip > 0) || !Double.isFinite(lip)) lip = 1;

            // (3) momentum state: y = x, theta = 1; (4) the first gradient step from y
            System.arraycopy(v.x, 0, v.y, 0, n);
            System.arraycopy(v.nx, 0, v.ny, 0, n);
            theta = 1;
            v.stepLip = lip;
            restartTest = v.gradientStep();
            curvature = 0; // of the last accepted step; 0 = none measured yet
        }

        boolean converged = false;
        double[] resultX = null, resultNx = null;
        final int window = budget.stagnationWindow();
        final double stagnation = budget.stagnationFactor();
        if (window > 0 && bestTrail.length < budget.maxIterations()) bestTrail = new double[budget.maxIterations()];
        boolean ranOut = true; // the whole budget spent: the state a later solve may resume
        for (int it = 0; it < budget.maxIterations(); it++) {
            double thetaNew = planMomentum(theta, restartTest, curvature);
            // N x_new, with (5)'s and (6)'s sums, (7)'s y' and the speculative next (4) fused in
            double[] s = v.fusedProduct(stats);
            // (5) backtracking: f(x_new) must lie under the quadratic model at y,
            //   f(x_new) <= f(y) + g.d + L/2 |d|^2,  d = x_new - y.
            // f is quadratic, so f(x_new) - f(y) - g.d = 1/2 d.N d exactly, and the test is
            // d.N d <= L |d|^2 with d.N d = d.(N x_new - N y): no difference of two large
            // objective values, hence no false alarms from rounding near convergence.
            int back = 0;
            while (s[ApgdPasses.STEP_CURVATURE] > v.stepLip * s[ApgdPasses.STEP_NORM] && back < MAX_BACKTRACKS
                    && Double.isFinite(s[ApgdPasses.STEP_CURVATURE])) {
                v.stepLip *= 2;
                restartTest = v.gradientStep(); // (4) again, from the kept y
                thetaNew = planMomentum(theta, restartTest, curvature);
                s = v.fusedProduct(stats);
                back++;
            }
            curvature = s[ApgdPasses.STEP_NORM] > 0 ? s[ApgdPasses.STEP_CURVATURE] / s[ApgdPasses.STEP_NORM] : 0;
            stats.backtracks += back;
            stats.iterations = it + 1;
            // (6) the residual of x_new, the best iterate, the stop test; islands that stopped
            // before this pass keep the residual they stopped with
            double squares = s[ApgdPasses.RESIDUAL];
            if (islands.active) squares += islands.frozenResidual;
            res = Math.sqrt(squares / n) / p.residualStep();
            stats.recordResidual(res);
            if (!Double.isFinite(res)) {
                stats.finite = false;
                ranOut = false;
                break;
            }
            // x is about to be overwritten; if it is the best, it becomes best
            if (bestInX) {
                v.swapBestWithX();
                bestInX = false;
            }
            boolean improved = res < bestRes;
            if (improved) bestRes = res;
            // with a budget per island, each island within the tolerance stops here; the solve once all have
            boolean done = islands.active ? islands.stopConverged(v.xh, v.nxh, tol, p.residualStep()) == 0 : res <= tol;
            // what the stopped islands leave may be too small to share out on the pool
            if (islands.active && !done && islands.anyStopped() && islands.iteratingRows() < serialRows) v.runSerially();
            if (done) {
                converged = true;
                ranOut = false;
                resultX = v.xh;
                resultNx = v.nxh;
                break;
            }
            // (8) accept: x <- x_new, y <- y', x_new <- the speculative step
            v.accept();
            bestInX = improved;
            theta = thetaNew;
            v.stepLip = nextLip;
            restartTest = s[ApgdPasses.RESTART];
            if (window > 0) {
                bestTrail[it] = bestRes;
                // the best residual has stopped falling: the rest of the budget would buy little
                if (it >= window && bestRes > stagnation * bestTrail[it - window]) {
                    stats.stagnated = true;
                    ranOut = false;
                    break;
                }
            }
            if (SolverBudget.past(deadline)) {
                stats.stoppedByTime = true;
                ranOut = false;
                break;
            }
        }
        if (resultX == null) {
            resultX = bestInX ? v.x : v.best;
            resultNx = bestInX ? v.nx : v.nbest;
            res = bestRes;
        }
        if (islands.active && islands.anyStopped()) {
            // the passes stopped writing the stopped islands' rows: the answer, the iterate a
            // resumed solve goes on from and its momentum point take the rows each island stopped with
            islands.restore(resultX, resultNx);
            islands.restore(v.y, v.ny);
            // the best iterate may predate some islands' stops: its residual is measured as restored
            if (!converged) res = v.residual(resultX, resultNx);
        }
        if (Double.isFinite(v.stepLip)) lastLipschitz = v.stepLip;
        if (ranOut && stats.finite && Double.isFinite(res) && Double.isFinite(v.stepLip)) {
            resumable = true;
            resumedProblem = p;
            resumedRows = n;
            answerInX = bestInX;
            keptTheta = theta;
            keptCurvature = curvature;
            keptLip = v.stepLip;
        }
        // the answer's residual was summed when it was the new iterate (or the start), exactly as
        // ConeProblem defines it; only an answer never measured finite is measured again
        finish(answer, n, resultX, resultNx, Double.isFinite(res) ? res : Double.NaN, stats, t0, converged);
    }

    /**
     * For the step about to be taken (again, after a backtrack): sets the momentum factor toward y'
     * and the next step's L, and hands both to the fused pass; returns the next theta. (7)
     * Nesterov, or a restart when the step goes uphill against the gradient at y (the test the
     * gradient step just summed). (9) An optimistic decrease of L (x 0.9), but not below the
     * curvature the last step met (with 5 % margin).
     */
    private double planMomentum(double theta, double restartTest, double curvature) {
        double thetaNew = 0.5 * (-theta * theta + theta * Math.sqrt(theta * theta + 4));
        double beta;
        if (restartTest > 0) {
            beta = 0;
            thetaNew = 1;
        } else {
            beta = theta * (1 - theta) / (theta * theta + thetaNew);
        }
        double stepLip = passes.stepLip;
        nextLip = Math.min(stepLip, Math.max(0.9 * stepLip, 1.05 * curvature));
        passes.planNext(beta, nextLip);
        return thetaNew;
    }

    /**
     * Returns {@code v} with its exact residual in the stats ({@code res}, or measured here when NaN);
     * a non-finite one (all iterates non-finite) returns zero.
     */
    private void finish(double[] answer, int n, double[] v, double[] nv, double res, SolverStats stats, long t0, boolean converged) {
        if (Double.isNaN(res)) res = passes.residual(v, nv);
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
        passes.unbind();
    }

    /**
     * Problems with fewer rows than this run on the caller's thread, larger ones on the pool
     * ({@link PoolThresholds#APGD_SERIAL_ROWS} by default; 0 = always the pool). Results are the
     * same either way, bitwise: this is a speed setting for benchmarks and other machines.
     */
    public void setSerialRows(int rows) {
        if (rows < 0) throw new IllegalArgumentException("serial rows must be >= 0, was " + rows);
        serialRows = rows;
    }

    /** Whether the block-diagonal preconditioning is on. */
    public boolean preconditioning() {
        return passes.preconditioner.on;
    }

    /**
     * Diagonal (block-scalar) preconditioning ({@link BlockPreconditioner}); off for a new solver,
     * on in a world by default ({@code NscConfig.preconditioning}). It evens out mass ratios; on
     * some stacked scenes it converges slower to tight tolerances (docs/BENCHMARKS.md, "The defaults
     * and why", "Known gaps").
     */
    public void setPreconditioning(boolean on) {
        passes.preconditioner.on = on;
        lastLipschitz = 0;
    }

    /** The step size estimate carried from one solve to the next (0: none yet): part of a world snapshot. */
    public double lipschitzEstimate() {
        return lastLipschitz;
    }

    /** Puts back a step size estimate (a snapshot's), so a restored world continues bitwise. */
    public void setLipschitzEstimate(double l) {
        lastLipschitz = l;
    }
}
