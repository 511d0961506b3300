package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * MINRES (Paige-Saunders), matrix-free on {@link ConeProblem#multiply}, for problems whose blocks
 * are all {@link ConeSet#FREE} (bilateral rows only: joint chains). There K is the whole space, so
 * the cone-complementarity problem is the symmetric linear system {@code N x = -r}, and the
 * projected-gradient residual is {@code ||N x + r|| / sqrt(rows)} (the family's RMS) whatever g is.
 *
 * <p>MINRES needs N only symmetric (here PSD, possibly singular, as with redundant joint rows):
 * it minimises {@code ||N x + r||} over growing Krylov spaces, so on a singular consistent system
 * it converges to a solution (from a zero start, the minimum-norm one), and on an inconsistent
 * one to a least-squares solution (stopped by the {@code ||N res||} test). Residual norms are
 * monotone, so the last iterate is the best; the history records the recurrence's residual
 * estimate, one entry per iteration (one Schur product each), and the final residual is
 * recomputed with one exact product.
 *
 * <p>On a problem with any CONE or BOX block it refuses honestly: {@link SolverStats#failure} says
 * why, converged is false and x is unchanged. Scratch arrays grow once and are reused.
 */
public final class MinresSolver implements Solver {

    private final WorkerPool pool;
    private double[] r1 = new double[0], r2 = new double[0], y = new double[0], v = new double[0], w = new double[0],
            w1 = new double[0], w2 = new double[0], x0 = new double[0];

    /** @param pool kept for the family's constructor shape; products run on the problem's own pool */
    public MinresSolver(WorkerPool pool) {
        this.pool = pool;
    }

    @Override
    public SolverType type() {
        return SolverType.MINRES;
    }

    private void ensure(int n) {
        if (r1.length >= n) return;
        r1 = new double[n];
        r2 = new double[n];
        y = new double[n];
        v = new double[n];
        w = new double[n];
        w1 = new double[n];
        w2 = new double[n];
        x0 = new double[n];
    }

    @Override
    public void solve(ConeProblem problem, double[] x, SolverBudget budget, SolverStats stats) {
        long start = System.nanoTime();
        long deadline = budget.deadlineNanos(start);
        stats.reset(SolverType.MINRES);
        ConeSet cones = problem.cones();
        for (int b = 0; b < cones.blockCount(); b++) {
            if (cones.blockKind(b) != ConeSet.FREE) {
                stats.failure = "MINRES: solves bilateral-only problems; block " + b + " (row " + cones.blockStart(b) + ") is a "
                        + (cones.blockKind(b) == ConeSet.CONE ? "friction cone" : "box") + " (use APGD, BB, ADMM or DIRECT)";
                stats.nanos = System.nanoTime() - start;
                return;
            }
        }
        int n = problem.rowCount();
        ensure(n);
        double[] r = problem.rhs();
        double tol = budget.tolerance();
        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(x[i])) { // non-finite warm start: start cold, and say so
                java.util.Arrays.fill(x, 0, n, 0.0);
                stats.finite = false;
                break;
            }
        }
        System.arraycopy(x, 0, x0, 0, n);

        // r1 = b - N x0 with b = -r: the residual of the system, and -(N x0 + r)
        problem.multiply(x, y);
        stats.schurProducts++;
        for (int i = 0; i < n; i++) r1[i] = -r[i] - y[i];
        double beta1 = norm(r1, n);
        // the recurrence works on 2-norms; the stats and the tolerance are RMS over the rows
        double rms = 1.0 / Math.sqrt(n);
        tol /= rms;
        stats.initialResidual = beta1 * rms;
        if (!Double.isFinite(beta1)) {
            stats.finite = false;
            stats.residual = stats.bestResidual = beta1;
            stats.nanos = System.nanoTime() - start;
            return;
        }
        if (beta1 <= tol) {
            stats.residual = stats.bestResidual = beta1 * rms;
            stats.converged = true;
            stats.nanos = System.nanoTime() - start;
            return;
        }
        System.arraycopy(r1, 0, r2, 0, n);
        System.arraycopy(r1, 0, y, 0, n);
        java.util.Arrays.fill(w, 0, n, 0.0);
        java.util.Arrays.fill(w2, 0, n, 0.0);
        double oldb = 0, beta = beta1, dbar = 0, epsln = 0, phibar = beta1, cs = -1, sn = 0, tnorm2 = 0;
        int it = 0;
        while (it < budget.maxIterations()) {
            if (SolverBudget.past(deadline)) {
                stats.stoppedByTime = true;
                break;
            }
            double s = 1.0 / beta;
            for (int i = 0; i < n; i++) v[i] = s * y[i];
            problem.multiply(v, y);
            stats.schurProducts++;
            if (it >= 1) {
                double c = beta / oldb;
                for (int i = 0; i < n; i++) y[i] -= c * r1[i];
            }
            double alfa = 0;
            for (int i = 0; i < n; i++) alfa += v[i] * y[i];
            double c = alfa / beta;
            for (int i = 0; i < n; i++) y[i] -= c * r2[i];
            double[] t = r1; // rotate r1 <- r2 <- y without copying
            r1 = r2;
            r2 = t;
            System.arraycopy(y, 0, r2, 0, n);
            oldb = beta;
            beta = norm(r2, n);
            tnorm2 += alfa * alfa + oldb * oldb + beta * beta;
            // apply the previous rotation, then a new one that eliminates beta
            double oldeps = epsln;
            double delta = cs * dbar + sn * alfa;
            double gbar = sn * dbar - cs * alfa;
            epsln = sn * beta;
            dbar = -cs * beta;
            double root = Math.sqrt(gbar * gbar + dbar * dbar);
            double gamma = Math.max(Math.sqrt(gbar * gbar + beta * beta), 1e-300);
            cs = gbar / gamma;
            sn = beta / gamma;
            double phi = cs * phibar;
            double arnorm = phibar * root; // ||N res|| of the previous iterate
            phibar = sn * phibar;
            double denom = 1.0 / gamma;
            double[] tw = w1; // w1 <- w2 <- w, then the new w into the freed array
            w1 = w2;
            w2 = w;
            w = tw;
            boolean finite = true;
            for (int i = 0; i < n; i++) {
                double wi = (v[i] - oldeps * w1[i] - delta * w2[i]) * denom;
                w[i] = wi;
                finite &= Double.isFinite(wi);
            }
            if (!finite || !Double.isFinite(phi)) {
                stats.finite = false;
                break;
            }
            for (int i = 0; i < n; i++) x[i] += phi * w[i];
            it++;
            stats.recordResidual(phibar * rms);
            if (phibar <= tol) break;
            // least-squares convergence (inconsistent singular system): N res ~ 0 though res is not
            if (arnorm <= 1e-14 * Math.sqrt(tnorm2) * Math.max(phibar, 1e-300)) break;
            if (beta <= 1e-300) break; // Krylov space exhausted: x is the answer in it
        }
        stats.iterations = it;
        // exact residual of the returned iterate
        problem.multiply(x, y);
        stats.schurProducts++;
        for (int i = 0; i < n; i++) y[i] += r[i];
        double res = norm(y, n);
        if (!(res <= beta1)) {
            // rounding broke the recurrence (or a non-finite value): the start was better
            System.arraycopy(x0, 0, x, 0, n);
            res = beta1;
            if (!Double.isFinite(res)) stats.finite = false;
        }
        stats.residual = stats.bestResidual = res * rms;
        stats.converged = res <= tol;
        stats.nanos = System.nanoTime() - start;
    }

    private static double norm(double[] a, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) s += a[i] * a[i];
        return Math.sqrt(s);
    }
}
