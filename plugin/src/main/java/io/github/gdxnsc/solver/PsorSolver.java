package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * Projected SOR (block Gauss-Seidel) on the same problem: the baseline, since it is what Bullet's
 * sequential-impulse solver and Chrono's PSOR do. Each block takes one projected gradient step
 * with its own step size {@code omega / L_block}, where {@code L_block} bounds the block's largest
 * eigenvalue (Gershgorin on its 3x3 or 1x1 diagonal block), and the problem updates the bodies'
 * velocities at once, so the next block sees the change. With omega in (0, 1] each block step
 * decreases f, which makes the sweep convergent; omega up to ~1.5 usually speeds it up.
 *
 * <p>A sweep is inherently sequential and runs on the caller's thread. The residual after each
 * sweep needs one full product (on the pool); the stats count it, so PSOR's products per
 * iteration read 2 (one sweep's worth of work plus the residual's product).
 */
public final class PsorSolver implements Solver {

    private WorkerPool pool;
    private double omega = 1.0;
    private double[] nx = new double[0];
    private double[] blockStep = new double[0];

    /** A solver whose passes run on {@code pool}. */
    public PsorSolver(WorkerPool pool) {
        this.pool = pool;
    }

    /** The pool the passes run on from now (the world restarts it when the thread count changes). */
    public void setPool(WorkerPool pool) {
        this.pool = pool;
    }

    /** Over-relaxation factor in (0, 2). */
    public void setOmega(double omega) {
        if (!(omega > 0 && omega < 2)) throw new IllegalArgumentException("omega must be in (0, 2), was " + omega);
        this.omega = omega;
    }

    @Override
    public SolverType type() {
        return SolverType.PSOR;
    }

    @Override
    public void solve(ConeProblem p, double[] x, SolverBudget budget, SolverStats stats) {
        long t0 = System.nanoTime();
        long deadline = budget.deadlineNanos(t0);
        stats.reset(SolverType.PSOR);
        int n = p.rowCount();
        ConeSet cones = p.cones();
        double[] r = p.rhs();
        if (n == 0) {
            stats.residual = stats.bestResidual = stats.initialResidual = 0;
            stats.converged = true;
            stats.nanos = System.nanoTime() - t0;
            return;
        }
        if (nx.length < n) nx = new double[Math.max(n, nx.length + (nx.length >> 1))];
        int blocks = cones.blockCount();
        if (blockStep.length < blocks) blockStep = new double[Math.max(blocks, blockStep.length * 2)];
        for (int i = 0; i < n; i++) if (!Double.isFinite(x[i])) x[i] = 0;
        cones.project(x, pool);
        for (int b = 0; b < blocks; b++) blockStep[b] = omega / blockLipschitz(p, cones, b);

        double g = p.residualStep();
        p.multiply(x, nx);
        stats.schurProducts++;
        double res = cones.projectedGradientResidual(x, nx, r, g, pool);
        stats.initialResidual = res;
        if (!Double.isFinite(res)) {
            java.util.Arrays.fill(x, 0, n, 0.0);
            stats.finite = false;
            res = Double.POSITIVE_INFINITY;
        }
        boolean converged = res <= budget.tolerance();
        for (int it = 0; it < budget.maxIterations() && !converged; it++) {
            p.sweepBegin(x);
            for (int b = 0; b < blocks; b++) {
                int i = cones.blockStart(b);
                double t = blockStep[b];
                if (cones.blockKind(b) == ConeSet.CONE) {
                    double w0 = p.rowProduct(i, x) + r[i];
                    double w1 = p.rowProduct(i + 1, x) + r[i + 1];
                    double w2 = p.rowProduct(i + 2, x) + r[i + 2];
                    double o0 = x[i], o1 = x[i + 1], o2 = x[i + 2];
                    x[i] = o0 - t * w0;
                    x[i + 1] = o1 - t * w1;
                    x[i + 2] = o2 - t * w2;
                    ConeSet.projectCone(x, i, cones.mu(b));
                    p.sweepUpdate(i, x[i] - o0);
                    p.sweepUpdate(i + 1, x[i + 1] - o1);
                    p.sweepUpdate(i + 2, x[i + 2] - o2);
                } else {
                    double old = x[i];
                    double v = old - t * (p.rowProduct(i, x) + r[i]);
                    if (v < cones.lower(i)) v = cones.lower(i);
                    if (v > cones.upper(i)) v = cones.upper(i);
                    x[i] = v;
                    p.sweepUpdate(i, v - old);
                }
            }
            stats.schurProducts++; // the sweep reads and writes as much as one product
            stats.iterations = it + 1;
            p.multiply(x, nx);
            stats.schurProducts++;
            res = cones.projectedGradientResidual(x, nx, r, g, pool);
            stats.recordResidual(res);
            if (!Double.isFinite(res)) {
                // Gauss-Seidel has no best iterate to fall back on without a copy per sweep; zero is finite
                stats.finite = false;
                java.util.Arrays.fill(x, 0, n, 0.0);
                p.multiply(x, nx);
                res = cones.projectedGradientResidual(x, nx, r, g, pool);
                break;
            }
            converged = res <= budget.tolerance();
            if (SolverBudget.past(deadline)) {
                stats.stoppedByTime = true;
                break;
            }
        }
        stats.residual = stats.bestResidual = res;
        stats.converged = converged;
        stats.nanos = System.nanoTime() - t0;
    }

    /** Gershgorin bound of the block's diagonal sub-matrix: >= its largest eigenvalue. */
    private static double blockLipschitz(ConeProblem p, ConeSet cones, int b) {
        int i = cones.blockStart(b);
        double bound;
        if (cones.blockKind(b) == ConeSet.CONE) {
            double a00 = p.entry(i, i), a11 = p.entry(i + 1, i + 1), a22 = p.entry(i + 2, i + 2);
            double a01 = Math.abs(p.entry(i, i + 1)), a02 = Math.abs(p.entry(i, i + 2)), a12 = Math.abs(p.entry(i + 1, i + 2));
            bound = Math.max(a00 + a01 + a02, Math.max(a11 + a01 + a12, a22 + a02 + a12));
        } else {
            bound = p.diagonal(i);
        }
        return bound > 0 && Double.isFinite(bound) ? bound : 1.0;
    }
}
