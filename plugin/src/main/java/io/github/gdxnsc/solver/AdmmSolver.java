package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.interfaces.linsol.LinearSolverSparse;
import org.ejml.sparse.FillReducing;
import org.ejml.sparse.csc.CommonOps_DSCC;
import org.ejml.sparse.csc.factory.LinearSolverFactory_DSCC;

/**
 * ADMM on the splitting {@code x = z, z in K} (scaled form, over-relaxed):
 * <pre>
 *   (N + rho I) x = rho (z - u) - r        sparse Cholesky, factored once per rho
 *   xh = a x + (1 - a) z                   over-relaxation a = 1.6
 *   z  = P_K(xh + u)
 *   u  = u + xh - z
 * </pre>
 * The answer is z (always in K); one Schur product {@code N z} per iteration gives its
 * projected-gradient residual, which drives best-iterate tracking and the stop. rho starts at
 * the mean diagonal of N and is re-balanced every {@link #BALANCE_EVERY} iterations from the
 * relative primal residual {@code ||x - z||} and dual residual {@code rho ||z - z_prev||}
 * (OSQP's rule); a change refactors (N + rho I) and rescales u.
 *
 * <p>Warm start: {@code z = P_K(x)} and {@code u = -(N z + r) / rho}, which is exactly the fixed
 * point's scaled multiplier when x is the solution, so a converged warm start stays converged.
 *
 * <p>N comes from {@link ConeProblem#assembleSparse()}; when the problem only has the interface's
 * default (probing by columns) those {@code rowCount} products are added to
 * {@link SolverStats#schurProducts}. This solver allocates per solve (the sparse matrix) and per
 * factorisation (EJML's Cholesky): it is a reference and an option for stiff problems, not the
 * allocation-free per-frame path. Cholesky solves are not counted as Schur products.
 *
 * <p>Frame cost. The assembly by probing (one product per row, about {@link #PROBE_FLOPS_PER_ROW}
 * flops per row each, so O(n^2)) and the Cholesky (its flops, the sum of the squared column counts
 * of the factor, from a symbolic analysis of N's pattern) are paid before the first iteration and
 * neither the iteration budget nor the time cap can stop them. As a per-frame member of the family
 * (the default constructor, {@link Solvers#create}) the solver refuses, with a
 * {@link SolverStats#failure} in words, a problem whose assembly plus factorisation would cost more
 * than the time cap or else one frame ({@link FrameCost}); {@link #reference} does not refuse.
 * The iterations themselves are the budget's business, as for every solver.
 */
public final class AdmmSolver implements Solver {

    /** Over-relaxation of the ADMM update (1 = none; 1.6 is the usual choice for faster convergence). */
    public static final double RELAXATION = 1.6;
    /** Iterations between rebalancings of the penalty against the primal and dual residuals. */
    public static final int BALANCE_EVERY = 10;

    private final WorkerPool pool;
    private double[] x = new double[0], z = new double[0], zPrev = new double[0], u = new double[0], nz = new double[0],
            rhs = new double[0], best = new double[0];
    private final DMatrixRMaj rhsM = new DMatrixRMaj(1, 1), xM = new DMatrixRMaj(1, 1);

    /** Flops of one probing product per row of a matrix-free problem (J^T x then J y, 12 entries a row). */
    public static final double PROBE_FLOPS_PER_ROW = 50;

    private final boolean frameLimited;

    /** @param pool kept for the family's constructor shape; products run on the problem's own pool */
    public AdmmSolver(WorkerPool pool) {
        this(pool, true);
    }

    private AdmmSolver(WorkerPool pool, boolean frameLimited) {
        this.pool = pool;
        this.frameLimited = frameLimited;
    }

    /** The offline reference: no frame-cost refusal (tests, the FCLIB and replay tools). */
    public static AdmmSolver reference(WorkerPool pool) {
        return new AdmmSolver(pool, false);
    }

    /** Estimated nanoseconds to assemble N by probing, one product per row (0 when the problem assembles itself). */
    static long probingNanos(ConeProblem problem) {
        double n = problem.rowCount();
        return usesDefaultAssembly(problem) ? FrameCost.estimatedNanos(PROBE_FLOPS_PER_ROW * n * n) : 0;
    }

    /**
     * Flops of a Cholesky of a matrix with {@code a}'s pattern (symmetric, no fill-reducing
     * ordering, as {@link #factor} uses): the sum over columns of the factor's squared column
     * counts, from the elimination tree; O(nnz), no numeric work.
     */
    static double choleskyFlops(DMatrixSparseCSC a) {
        int n = a.numCols;
        int[] parent = new int[n], post = new int[n], counts = new int[n];
        org.ejml.data.IGrowArray work = new org.ejml.data.IGrowArray();
        org.ejml.sparse.csc.misc.TriangularSolver_DSCC.eliminationTree(a, false, parent, work);
        org.ejml.sparse.csc.misc.TriangularSolver_DSCC.postorder(parent, n, post, work);
        new org.ejml.sparse.csc.misc.ColumnCounts_DSCC(false).process(a, parent, post, counts);
        double flops = 0;
        for (int c : counts) flops += (double) c * c;
        return flops;
    }

    @Override
    public SolverType type() {
        return SolverType.ADMM;
    }

    private void ensure(int n) {
        if (x.length >= n) return;
        int cap = n + (n >> 1); // headroom: contact counts creep up step by step
        x = new double[cap];
        z = new double[cap];
        zPrev = new double[cap];
        u = new double[cap];
        nz = new double[cap];
        rhs = new double[cap];
        best = new double[cap];
    }

    @Override
    public void solve(ConeProblem problem, double[] xio, SolverBudget budget, SolverStats stats) {
        long start = System.nanoTime();
        long deadline = budget.deadlineNanos(start);
        stats.reset(SolverType.ADMM);
        int n = problem.rowCount();
        ensure(n);
        ConeSet cones = problem.cones();
        WorkerPool ppool = problem.pool();
        double[] r = problem.rhs();
        double g = problem.residualStep();
        double tol = budget.tolerance();

        long allowance = FrameCost.allowanceNanos(budget);
        if (frameLimited && probingNanos(problem) > allowance) {
            stats.failure = FrameCost.refusal(SolverType.ADMM, n, "assembling N by one product per row",
                    probingNanos(problem), budget);
            stats.nanos = System.nanoTime() - start;
            return;
        }
        DMatrixSparseCSC a;
        try {
            a = problem.assembleSparse();
        } catch (RuntimeException e) {
            stats.failure = "ADMM: the problem could not assemble a sparse N: " + e;
            stats.nanos = System.nanoTime() - start;
            return;
        }
        if (usesDefaultAssembly(problem)) stats.schurProducts += n;
        for (int k = 0; k < a.nz_length; k++) {
            if (!Double.isFinite(a.nz_values[k])) {
                stats.failure = "ADMM: N has a non-finite entry";
                stats.finite = false;
                stats.nanos = System.nanoTime() - start;
                return;
            }
        }
        if (frameLimited) {
            long estimate = probingNanos(problem) + FrameCost.estimatedNanos(choleskyFlops(a));
            if (estimate > allowance) {
                stats.failure = FrameCost.refusal(SolverType.ADMM, n, "assembling and factorising N", estimate, budget);
                stats.nanos = System.nanoTime() - start;
                return;
            }
        }

        boolean startFinite = true;
        for (int i = 0; i < n; i++) startFinite &= Double.isFinite(xio[i]);
        if (!startFinite) {
            stats.finite = false; // a non-finite warm start: start cold, and say so
            java.util.Arrays.fill(xio, 0, n, 0.0);
        }
        System.arraycopy(xio, 0, z, 0, n);
        cones.project(z, ppool);
        problem.multiply(z, nz);
        stats.schurProducts++;
        double res = cones.projectedGradientResidual(z, nz, r, g, ppool);
        stats.initialResidual = res;
        double bestRes = res;
        System.arraycopy(z, 0, best, 0, n);
        if (!(res > tol)) { // converged already, or non-finite data (NaN compares false)
            finish(xio, n, bestRes, tol, stats, start, Double.isFinite(res));
            return;
        }

        double meanDiag = 0;
        for (int i = 0; i < n; i++) meanDiag += problem.diagonal(i);
        meanDiag /= Math.max(1, n);
        double rho0 = meanDiag > 0 ? meanDiag : 1.0;
        double rho = rho0;
        LinearSolverSparse<DMatrixSparseCSC, DMatrixRMaj> chol = factor(a, rho, n);
        if (chol == null) {
            stats.failure = "ADMM: Cholesky of N + rho I failed (N not positive semi-definite?)";
            finish(xio, n, bestRes, tol, stats, start, true);
            return;
        }
        for (int i = 0; i < n; i++) {
            u[i] = -(nz[i] + r[i]) / rho;
            x[i] = z[i];
        }
        rhsM.reshape(n, 1);
        xM.reshape(n, 1);

        int it = 0;
        while (it < budget.maxIterations()) {
            if (SolverBudget.past(deadline)) {
                stats.stoppedByTime = true;
                break;
            }
            for (int i = 0; i < n; i++) rhsM.data[i] = rho * (z[i] - u[i]) - r[i];
            chol.solve(rhsM, xM);
            System.arraycopy(xM.data, 0, x, 0, n);
            System.arraycopy(z, 0, zPrev, 0, n);
            for (int i = 0; i < n; i++) {
                double xh = RELAXATION * x[i] + (1 - RELAXATION) * zPrev[i];
                rhs[i] = xh; // keep xh for the u update
                z[i] = xh + u[i];
            }
            cones.project(z, ppool);
            for (int i = 0; i < n; i++) u[i] += rhs[i] - z[i];
            it++;
            problem.multiply(z, nz);
            stats.schurProducts++;
            res = cones.projectedGradientResidual(z, nz, r, g, ppool);
            stats.recordResidual(res);
            if (!Double.isFinite(res)) {
                stats.finite = false;
                break;
            }
            if (res < bestRes) {
                bestRes = res;
                System.arraycopy(z, 0, best, 0, n);
            }
            if (res <= tol) break;
            if (it % BALANCE_EVERY == 0) {
                double rp = 0, rd = 0, nxx = 0, nzz = 0, nu = 0;
                for (int i = 0; i < n; i++) {
                    double dp = x[i] - z[i], dd = z[i] - zPrev[i];
                    rp += dp * dp;
                    rd += dd * dd;
                    nxx += x[i] * x[i];
                    nzz += z[i] * z[i];
                    nu += u[i] * u[i];
                }
                double primal = Math.sqrt(rp) / Math.max(Math.sqrt(Math.max(nxx, nzz)), 1e-300);
                double dual = Math.sqrt(rd) / Math.max(Math.sqrt(nu), 1e-300); // rho cancels: rho ||dz|| / ||rho u||
                double ratio = Math.sqrt(primal / Math.max(dual, 1e-300));
                if (Double.isFinite(ratio) && (ratio > 5 || ratio < 0.2)) {
                    double next = Math.min(rho0 * 1e6, Math.max(rho0 * 1e-6, rho * ratio));
                    if (next != rho) {
                        LinearSolverSparse<DMatrixSparseCSC, DMatrixRMaj> c2 = factor(a, next, n);
                        if (c2 != null) {
                            for (int i = 0; i < n; i++) u[i] *= rho / next; // the scaled multiplier is y / rho
                            rho = next;
                            chol = c2;
                        }
                    }
                }
            }
        }
        stats.iterations = it;
        finish(xio, n, bestRes, tol, stats, start, true);
    }

    private void finish(double[] xio, int n, double bestRes, double tol, SolverStats stats, long start, boolean finite) {
        if (finite) System.arraycopy(best, 0, xio, 0, n);
        else {
            java.util.Arrays.fill(xio, 0, n, 0.0);
            stats.finite = false;
        }
        stats.residual = stats.bestResidual = bestRes;
        stats.converged = bestRes <= tol;
        stats.nanos = System.nanoTime() - start;
    }

    /** Factors N + rho I (allocates the sum and EJML's factor); null if the factorisation fails. */
    private static LinearSolverSparse<DMatrixSparseCSC, DMatrixRMaj> factor(DMatrixSparseCSC a, double rho, int n) {
        DMatrixSparseCSC id = CommonOps_DSCC.identity(n);
        DMatrixSparseCSC sum = CommonOps_DSCC.add(1.0, a, rho, id, null, null, null);
        LinearSolverSparse<DMatrixSparseCSC, DMatrixRMaj> chol = LinearSolverFactory_DSCC.cholesky(FillReducing.NONE);
        return chol.setA(sum) ? chol : null;
    }

    /** Whether the problem relies on ConeProblem's default assembleSparse (probing: one product per column). */
    static boolean usesDefaultAssembly(ConeProblem problem) {
        try {
            return problem.getClass().getMethod("assembleSparse").getDeclaringClass() == ConeProblem.class;
        } catch (NoSuchMethodException e) {
            return true;
        }
    }
}
