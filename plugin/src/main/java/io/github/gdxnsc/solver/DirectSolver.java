package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.factory.LinearSolverFactory_DDRM;
import org.ejml.interfaces.linsol.LinearSolverDense;

/**
 * Dense direct reference for small problems: a primal-dual interior-point method (Mehrotra
 * predictor-corrector with Nesterov-Todd scaling, the scheme of CVXOPT's coneqp) for the
 * second-order-cone / box QP {@code min 1/2 x^T N x + r^T x, x in K}. It is the accuracy
 * reference the tests of the iterative solvers compare against; it reaches residuals of 1e-10
 * and below on well-posed small problems.
 *
 * <p>Formulation. Every constraint is written {@code s = h - G x} with s in a cone C:
 * a friction cone with mu &gt; 0 becomes the Lorentz cone {@code (mu n, t1, t2) in Q3}; a cone
 * with mu = 0 fixes both tangents at 0 (they are removed from the unknowns) and keeps
 * {@code n >= 0}; a box row gives one linear inequality per finite bound, and a box with
 * {@code lo == hi} is removed as a fixed value; free rows have no constraint. The Newton system
 * reduces to {@code (N + G^T W^-2 G) dx = rhs}, where G^T W^-2 G is block diagonal (3 x 3 per
 * cone), so each iteration costs one dense Cholesky of the reduced N (a tiny relative
 * regularisation keeps it definite when N is singular on free rows).
 *
 * <p>Cost and refusal: O(n^3) per iteration and O(n^2) memory, so problems above
 * {@link #MAX_ROWS} rows are refused: {@link SolverStats#failure} says why, converged is false,
 * x is unchanged, nothing large is allocated. As a member of the per-frame family (the default
 * constructors, {@link Solvers#create}) it also refuses, before any work, a problem whose
 * estimated cost exceeds what a frame can pay ({@link FrameCost}: {@link #EXPECTED_ITERATIONS}
 * dense factorisations, against the time cap or else one 60 Hz frame), so that a game that picks
 * DIRECT never freezes on a big scene: the world then solves with APGD and says why.
 * {@link #reference} makes an instance without that refusal, for offline comparisons. It allocates its matrices per solve (this is a
 * reference, not a per-frame solver). The warm start is not used (an interior-point method
 * starts from the interior); the returned answer is the best iterate, projected onto K, by the
 * projected-gradient residual. Each residual evaluation is one dense product N x, counted in
 * {@link SolverStats#schurProducts}.
 */
public final class DirectSolver implements Solver {

    /** Largest problem accepted (a 3,000-row dense N is 72 MB and a factorisation ~9 GFlop). */
    public static final int MAX_ROWS = 3000;

    /**
     * Interior-point iterations the frame-cost estimate counts: about what a contact problem
     * needs to reach 1e-6 (10 on the incline and the mass-ratio stack, 15 on the motor scene).
     */
    public static final int EXPECTED_ITERATIONS = 10;

    private final int maxRows;
    private final boolean frameLimited;

    /** A per-frame member of the family: refuses problems too large for a frame. */
    public DirectSolver(WorkerPool pool) {
        this(pool, MAX_ROWS);
    }

    /** With a different row limit (tests use a small one to exercise the refusal). */
    public DirectSolver(WorkerPool pool, int maxRows) {
        this(maxRows, true);
    }

    private DirectSolver(int maxRows, boolean frameLimited) {
        this.maxRows = maxRows;
        this.frameLimited = frameLimited;
    }

    /**
     * The offline reference: no frame-cost refusal (only the {@link #MAX_ROWS} memory limit), for
     * tests, the FCLIB and replay tools, where seconds per solve are acceptable.
     */
    public static DirectSolver reference(WorkerPool pool) {
        return new DirectSolver(MAX_ROWS, false);
    }

    /**
     * Estimated nanoseconds of a solve of {@code rows} rows under {@code budget}: the dense
     * Cholesky (n^3 / 3) plus the dense products and the reduced system's assembly (about 6 n^2)
     * per iteration, for {@link #EXPECTED_ITERATIONS} iterations or the budget if smaller.
     */
    public static long estimatedNanos(int rows, SolverBudget budget) {
        double n = rows;
        int iterations = Math.max(1, Math.min(budget.maxIterations(), EXPECTED_ITERATIONS));
        return FrameCost.estimatedNanos(iterations * (n * n * n / 3 + 6 * n * n));
    }

    @Override
    public SolverType type() {
        return SolverType.DIRECT;
    }

    @Override
    public void solve(ConeProblem problem, double[] x, SolverBudget budget, SolverStats stats) {
        long start = System.nanoTime();
        stats.reset(SolverType.DIRECT);
        int n = problem.rowCount();
        if (n > maxRows) {
            stats.failure = "DIRECT: " + n + " rows is above the dense limit of " + maxRows + " rows; use an iterative solver";
            stats.nanos = System.nanoTime() - start;
            return;
        }
        if (frameLimited) {
            long estimate = estimatedNanos(n, budget);
            if (estimate > FrameCost.allowanceNanos(budget)) {
                stats.failure = FrameCost.refusal(SolverType.DIRECT, n, "a dense factorisation per interior-point iteration",
                        estimate, budget);
                stats.nanos = System.nanoTime() - start;
                return;
            }
        }
        DMatrixRMaj full;
        try {
            full = problem.assembleDense();
        } catch (IllegalStateException e) {
            stats.failure = "DIRECT: the problem cannot be assembled densely: " + e.getMessage();
            stats.nanos = System.nanoTime() - start;
            return;
        }
        new Ipm(problem, full, x, budget, stats, start).run();
        stats.nanos = System.nanoTime() - start;
    }

    /** One solve's state; allocated per solve. */
    private static final class Ipm {
        final ConeProblem problem;
        final ConeSet cones;
        final DMatrixRMaj full;
        final double[] xOut;
        final SolverBudget budget;
        final SolverStats stats;
        final long deadline;
        final int n;
        final double[] r;

        // reduced unknowns
        int nr;
        int[] keep;          // reduced index -> row
        double[] fixedValue; // per row; NaN when the row is an unknown
        DMatrixRMaj p;       // reduced N
        double[] q;          // reduced r plus the fixed rows' contribution
        // linear constraints s = c + sigma x[var]
        int nl;
        int[] linVar;
        double[] linSigma, linC;
        // Lorentz constraints s = (mu x[v0], x[v0+1], x[v0+2])
        int nc;
        int[] socVar;
        double[] socMu;
        int m; // length of s and z: nl + 3 nc

        Ipm(ConeProblem problem, DMatrixRMaj full, double[] x, SolverBudget budget, SolverStats stats, long start) {
            this.problem = problem;
            this.cones = problem.cones();
            this.full = full;
            this.xOut = x;
            this.budget = budget;
            this.stats = stats;
            this.deadline = budget.deadlineNanos(start);
            this.n = problem.rowCount();
            this.r = problem.rhs();
        }

        void setup() {
            fixedValue = new double[n];
            java.util.Arrays.fill(fixedValue, Double.NaN);
            int[] pos = new int[n];
            java.util.Arrays.fill(pos, -1);
            keep = new int[n];
            linVar = new int[2 * n];
            linSigma = new double[2 * n];
            linC = new double[2 * n];
            socVar = new int[n / 3 + 1];
            socMu = new double[n / 3 + 1];
            for (int b = 0; b < cones.blockCount(); b++) {
                int row = cones.blockStart(b);
                switch (cones.blockKind(b)) {
                    case ConeSet.CONE: {
                        double mu = cones.mu(b);
                        if (mu > 0) {
                            socVar[nc] = nr;
                            socMu[nc++] = mu;
                            for (int k = 0; k < 3; k++) {
                                pos[row + k] = nr;
                                keep[nr++] = row + k;
                            }
                        } else {
                            pos[row] = nr;
                            addLinear(nr, 1, 0);
                            keep[nr++] = row;
                            fixedValue[row + 1] = 0;
                            fixedValue[row + 2] = 0;
                        }
                        break;
                    }
                    case ConeSet.BOX: {
                        double lo = cones.lower(row), hi = cones.upper(row);
                        if (lo == hi) {
                            fixedValue[row] = lo;
                            break;
                        }
                        pos[row] = nr;
                        if (lo > Double.NEGATIVE_INFINITY) addLinear(nr, 1, -lo);
                        if (hi < Double.POSITIVE_INFINITY) addLinear(nr, -1, hi);
                        keep[nr++] = row;
                        break;
                    }
                    default:
                        pos[row] = nr;
                        keep[nr++] = row;
                        break;
                }
            }
            m = nl + 3 * nc;
            p = new DMatrixRMaj(nr, nr);
            q = new double[nr];
            for (int a = 0; a < nr; a++) {
                int i = keep[a];
                double qa = r[i];
                for (int j = 0; j < n; j++) if (!Double.isNaN(fixedValue[j]) && fixedValue[j] != 0) qa += full.get(i, j) * fixedValue[j];
                q[a] = qa;
                for (int c = 0; c < nr; c++) p.data[a * nr + c] = full.get(i, keep[c]);
            }
        }

        void addLinear(int var, double sigma, double c) {
            linVar[nl] = var;
            linSigma[nl] = sigma;
            linC[nl++] = c;
        }

        // iterate and scratch
        double[] xr, s, z, ds, dz, dx, dsa, dzA, lam, rx, rz, dsRhs, vs, t, u, tmp, wLin, xFull, nxFull, best;
        double[][] wSoc, wInvSoc; // per cone: 3x3 row-major W and W^-1
        double[] socBeta;

        void run() {
            for (int i = 0; i < n; i++) {
                double[] row = full.data;
                for (int j = 0; j < n; j++) {
                    if (!Double.isFinite(row[i * n + j])) {
                        stats.failure = "DIRECT: N has a non-finite entry at (" + i + ", " + j + ")";
                        stats.finite = false;
                        return;
                    }
                }
                if (!Double.isFinite(r[i])) {
                    stats.failure = "DIRECT: r has a non-finite entry at " + i;
                    stats.finite = false;
                    return;
                }
            }
            setup();
            xr = new double[nr];
            dx = new double[nr];
            rx = new double[nr];
            tmp = new double[nr];
            s = new double[m];
            z = new double[m];
            ds = new double[m];
            dz = new double[m];
            dsa = new double[m];
            dzA = new double[m];
            lam = new double[m];
            rz = new double[m];
            dsRhs = new double[m];
            vs = new double[m];
            t = new double[m];
            u = new double[m];
            wLin = new double[nl];
            wSoc = new double[nc][9];
            wInvSoc = new double[nc][9];
            socBeta = new double[nc];
            xFull = new double[n];
            nxFull = new double[n];
            best = new double[n];
            double g = problem.residualStep();
            double tol = budget.tolerance();

            // the start: x = 0, s = h - G x pushed into the interior, z = e
            initialPoint();
            double bestRes = evaluate(g);
            stats.initialResidual = bestRes;
            System.arraycopy(xFull, 0, best, 0, n);
            DMatrixRMaj h = new DMatrixRMaj(nr, nr);
            LinearSolverDense<DMatrixRMaj> chol = LinearSolverFactory_DDRM.chol(nr);
            DMatrixRMaj rhsM = new DMatrixRMaj(nr, 1), solM = new DMatrixRMaj(nr, 1);
            double maxDiagP = 0;
            for (int a = 0; a < nr; a++) maxDiagP = Math.max(maxDiagP, p.data[a * nr + a]);
            int degree = nl + nc;
            int it = 0;
            while (bestRes > tol && it < budget.maxIterations()) {
                if (SolverBudget.past(deadline)) {
                    stats.stoppedByTime = true;
                    break;
                }
                residuals();
                double gap = dot(s, z, m);
                double muC = degree > 0 ? gap / degree : 0;
                if (!scaling()) break; // s or z left the interior through rounding: stop at the best so far
                // H = P + G^T W^-2 G (+ tiny regularisation, for singular P on unconstrained rows)
                System.arraycopy(p.data, 0, h.data, 0, nr * nr);
                for (int j = 0; j < nl; j++) h.data[linVar[j] * nr + linVar[j]] += 1.0 / (wLin[j] * wLin[j]);
                for (int k = 0; k < nc; k++) {
                    double[] wi = wInvSoc[k];
                    double[] w2 = new double[9];
                    mul3(wi, wi, w2);
                    double[] dm = {socMu[k], 1, 1};
                    int v0 = socVar[k];
                    for (int a = 0; a < 3; a++) for (int c = 0; c < 3; c++) h.data[(v0 + a) * nr + v0 + c] += dm[a] * w2[a * 3 + c] * dm[c];
                }
                double reg = 1e-14 * Math.max(1.0, maxDiagP);
                for (int a = 0; a < nr; a++) h.data[a * nr + a] += reg;
                if (!chol.setA(h)) {
                    // near the end the barrier terms reach 1e16 x N and rounding breaks the
                    // factorisation: not a failure, the polish below takes over from the best iterate
                    break;
                }
                // predictor (affine scaling): target s o z = 0
                jordanSquareNeg(dsRhs);
                newton(chol, rhsM, solM);
                System.arraycopy(ds, 0, dsa, 0, m);
                System.arraycopy(dz, 0, dzA, 0, m);
                double aAff = Math.min(1.0, Math.min(maxStep(s, ds), maxStep(z, dz)));
                double sigma = Math.pow(1 - aAff, 3);
                // corrector: -lam o lam - (W^-1 ds_a) o (W dz_a) + sigma mu e
                jordanSquareNeg(dsRhs);
                correctorTerm(sigma * muC);
                newton(chol, rhsM, solM);
                double step = Math.min(1.0, 0.99 * Math.min(maxStep(s, ds), maxStep(z, dz)));
                for (int a = 0; a < nr; a++) xr[a] += step * dx[a];
                for (int j = 0; j < m; j++) {
                    s[j] += step * ds[j];
                    z[j] += step * dz[j];
                }
                it++;
                double res = evaluate(g);
                stats.recordResidual(res);
                if (!Double.isFinite(res)) {
                    stats.finite = false;
                    break;
                }
                if (res < bestRes) {
                    bestRes = res;
                    System.arraycopy(xFull, 0, best, 0, n);
                }
                if (DEBUG) System.err.printf("it %d step %.3e aAff %.3e mu %.3e res %.3e rx %.3e rz %.3e%n", it, step, aAff, muC, res, norm(rx), norm(rz));
                if (step < 1e-12) break; // stalled
            }
            bestRes = polish(bestRes, g, tol, budget.maxIterations() - it);
            it += polishSteps;
            stats.iterations = it;
            System.arraycopy(best, 0, xOut, 0, n);
            stats.residual = stats.bestResidual = bestRes;
            stats.converged = bestRes <= tol;
        }

        int polishSteps;

        /**
         * Semismooth Newton on the natural map F(x) = x - P_K(x - g (N x + r)), started from the
         * interior-point answer. Why: on sliding contacts the Mehrotra iterates leave the central
         * path in the tangent direction, so the residual falls only like sqrt(mu) and the method
         * stalls near 1e-8 when mu reaches rounding level. Close to a non-degenerate solution the
         * active structure (apex, surface, inside; box bounds) is already right, and Newton on F
         * with the projection's generalised Jacobian converges quadratically in a step or two.
         * A step is kept only if the residual of its projection onto K decreases.
         */
        double polish(double bestRes, double g, double tol, int maxSteps) {
            polishSteps = 0;
            if (bestRes <= tol || maxSteps <= 0) return bestRes;
            double[] xk = best.clone(), y = new double[n], f = new double[n], cand = new double[n], nxk = new double[n];
            DMatrixRMaj a = new DMatrixRMaj(n, n), jp = new DMatrixRMaj(n, n);
            DMatrixRMaj rhsM = new DMatrixRMaj(n, 1), sol = new DMatrixRMaj(n, 1);
            LinearSolverDense<DMatrixRMaj> lu = LinearSolverFactory_DDRM.lu(n);
            for (int step = 0; step < Math.min(maxSteps, 8) && bestRes > tol; step++) {
                if (SolverBudget.past(deadline)) {
                    stats.stoppedByTime = true;
                    break;
                }
                problem.multiply(xk, nxk);
                stats.schurProducts++;
                for (int i = 0; i < n; i++) y[i] = xk[i] - g * (nxk[i] + r[i]);
                projectionJacobian(y, jp);
                cones.project(y, null);
                for (int i = 0; i < n; i++) f[i] = xk[i] - y[i];
                // A = I - J_P (I - g N) = I - J_P + g J_P N; J_P is block diagonal (3x3 per cone)
                java.util.Arrays.fill(a.data, 0.0);
                for (int b = 0; b < cones.blockCount(); b++) {
                    int s0 = cones.blockStart(b), bs = cones.blockSize(b);
                    for (int i = s0; i < s0 + bs; i++) {
                        a.data[i * n + i] += 1;
                        for (int k = s0; k < s0 + bs; k++) {
                            double jik = jp.data[i * n + k];
                            if (jik == 0) continue;
                            a.data[i * n + k] -= jik;
                            for (int c = 0; c < n; c++) a.data[i * n + c] += g * jik * full.data[k * n + c];
                        }
                    }
                }
                if (!lu.setA(a)) break;
                for (int i = 0; i < n; i++) rhsM.data[i] = -f[i];
                lu.solve(rhsM, sol);
                boolean accepted = false;
                for (double damp = 1.0; damp >= 0.25 && !accepted; damp *= 0.5) {
                    for (int i = 0; i < n; i++) cand[i] = xk[i] + damp * sol.data[i];
                    cones.project(cand, null);
                    problem.multiply(cand, nxFull);
                    stats.schurProducts++;
                    double res = cones.projectedGradientResidual(cand, nxFull, r, g, problem.pool());
                    if (Double.isFinite(res) && res < bestRes) {
                        bestRes = res;
                        System.arraycopy(cand, 0, best, 0, n);
                        System.arraycopy(cand, 0, xk, 0, n);
                        accepted = true;
                        stats.recordResidual(res);
                        polishSteps++;
                    }
                }
                if (!accepted) break;
            }
            return bestRes;
        }

        /** Generalised Jacobian of P_K at y (block diagonal, written into the blocks of jp). */
        void projectionJacobian(double[] y, DMatrixRMaj jp) {
            java.util.Arrays.fill(jp.data, 0.0);
            for (int b = 0; b < cones.blockCount(); b++) {
                int i = cones.blockStart(b);
                switch (cones.blockKind(b)) {
                    case ConeSet.CONE: {
                        double mu = cones.mu(b);
                        double nn = y[i], t1 = y[i + 1], t2 = y[i + 2];
                        double sn = Math.sqrt(t1 * t1 + t2 * t2);
                        if (nn >= 0 && sn <= mu * nn) {
                            for (int k = 0; k < 3; k++) jp.data[(i + k) * n + i + k] = 1;
                        } else if (mu * sn <= -nn || sn == 0) {
                            // apex: zero Jacobian (sn == 0 outside the cone only happens with the normal negative)
                        } else {
                            double q = 1 + mu * mu;
                            double pn = (nn + mu * sn) / q;
                            double[] th = {t1 / sn, t2 / sn};
                            jp.data[i * n + i] = 1 / q;
                            for (int c = 0; c < 2; c++) {
                                jp.data[i * n + i + 1 + c] = mu * th[c] / q;
                                jp.data[(i + 1 + c) * n + i] = mu * th[c] / q;
                                for (int e = 0; e < 2; e++) {
                                    double v = mu * (mu * th[c] * th[e] / q + (pn / sn) * ((c == e ? 1 : 0) - th[c] * th[e]));
                                    jp.data[(i + 1 + c) * n + i + 1 + e] = v;
                                }
                            }
                        }
                        break;
                    }
                    case ConeSet.BOX: {
                        double v = y[i];
                        jp.data[i * n + i] = (v > cones.lower(i) && v < cones.upper(i)) ? 1 : 0;
                        break;
                    }
                    default:
                        jp.data[i * n + i] = 1;
                        break;
                }
            }
        }

        void initialPoint() {
            for (int j = 0; j < nl; j++) {
                double v = linC[j] + linSigma[j] * xr[linVar[j]];
                s[j] = v >= 1 ? v : 1; // shift into the interior: any interior start works (infeasible-start method)
                z[j] = 1;
            }
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k;
                s[o] = 1;
                s[o + 1] = 0;
                s[o + 2] = 0;
                z[o] = 1;
                z[o + 1] = 0;
                z[o + 2] = 0;
            }
        }

        /** rx = P x + q + G^T z; rz = G x + s - h. */
        void residuals() {
            for (int a = 0; a < nr; a++) {
                double v = q[a];
                int base = a * nr;
                for (int c = 0; c < nr; c++) v += p.data[base + c] * xr[c];
                rx[a] = v;
            }
            for (int j = 0; j < nl; j++) {
                rx[linVar[j]] -= linSigma[j] * z[j];
                rz[j] = -linSigma[j] * xr[linVar[j]] + s[j] - linC[j];
            }
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k, v0 = socVar[k];
                double mu = socMu[k];
                rx[v0] -= mu * z[o];
                rx[v0 + 1] -= z[o + 1];
                rx[v0 + 2] -= z[o + 2];
                rz[o] = -mu * xr[v0] + s[o];
                rz[o + 1] = -xr[v0 + 1] + s[o + 1];
                rz[o + 2] = -xr[v0 + 2] + s[o + 2];
            }
        }

        /** Nesterov-Todd scaling W (W z = W^-1 s = lam) per cone; false if s or z is not interior. */
        boolean scaling() {
            for (int j = 0; j < nl; j++) {
                if (!(s[j] > 0 && z[j] > 0)) return false;
                wLin[j] = Math.sqrt(s[j] / z[j]);
                lam[j] = Math.sqrt(s[j] * z[j]);
            }
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k;
                double sJs = s[o] * s[o] - s[o + 1] * s[o + 1] - s[o + 2] * s[o + 2];
                double zJz = z[o] * z[o] - z[o + 1] * z[o + 1] - z[o + 2] * z[o + 2];
                if (!(sJs > 0 && zJz > 0 && s[o] > 0 && z[o] > 0)) return false;
                double sn = Math.sqrt(sJs), zn = Math.sqrt(zJz);
                double s0 = s[o] / sn, s1 = s[o + 1] / sn, s2 = s[o + 2] / sn;
                double z0 = z[o] / zn, z1 = z[o + 1] / zn, z2 = z[o + 2] / zn;
                double gam = Math.sqrt((1 + s0 * z0 + s1 * z1 + s2 * z2) / 2);
                double w0 = (s0 + z0) / (2 * gam), w1 = (s1 - z1) / (2 * gam), w2 = (s2 - z2) / (2 * gam);
                double beta = Math.sqrt(sn / zn);
                double c = Math.sqrt(2 * (w0 + 1));
                double[] v = {(w0 + 1) / c, w1 / c, w2 / c};
                double[] jd = {1, -1, -1};
                double[] w = wSoc[k], wi = wInvSoc[k];
                for (int a = 0; a < 3; a++) {
                    for (int b = 0; b < 3; b++) {
                        w[a * 3 + b] = beta * (2 * v[a] * v[b] - (a == b ? jd[a] : 0));
                        wi[a * 3 + b] = (2 * jd[a] * v[a] * v[b] * jd[b] - (a == b ? jd[a] : 0)) / beta;
                    }
                }
                socBeta[k] = beta;
                for (int a = 0; a < 3; a++) lam[o + a] = w[a * 3] * z[o] + w[a * 3 + 1] * z[o + 1] + w[a * 3 + 2] * z[o + 2];
            }
            return true;
        }

        /** out = -lam o lam. */
        void jordanSquareNeg(double[] out) {
            for (int j = 0; j < nl; j++) out[j] = -lam[j] * lam[j];
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k;
                out[o] = -(lam[o] * lam[o] + lam[o + 1] * lam[o + 1] + lam[o + 2] * lam[o + 2]);
                out[o + 1] = -2 * lam[o] * lam[o + 1];
                out[o + 2] = -2 * lam[o] * lam[o + 2];
            }
        }

        /** dsRhs += -(W^-1 dsa) o (W dza) + sm e. */
        void correctorTerm(double sm) {
            for (int j = 0; j < nl; j++) dsRhs[j] += -dsa[j] * dzA[j] + sm;
            double[] a = new double[3], b = new double[3];
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k;
                apply3(wInvSoc[k], dsa, o, a);
                apply3(wSoc[k], dzA, o, b);
                dsRhs[o] += -(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) + sm;
                dsRhs[o + 1] += -(a[0] * b[1] + b[0] * a[1]);
                dsRhs[o + 2] += -(a[0] * b[2] + b[0] * a[2]);
            }
        }

        /**
         * Solves P dx + G^T dz = -rx, G dx + ds = -rz, lam o (W dz + W^-1 ds) = dsRhs, with H
         * factored: vs = lam \ dsRhs; t = rz + W vs; dx = H^-1 (-rx - G^T W^-2 t);
         * dz = W^-2 (G dx + t); ds = W vs - W^2 dz.
         */
        void newton(LinearSolverDense<DMatrixRMaj> chol, DMatrixRMaj rhsM, DMatrixRMaj solM) {
            newtonCore(chol, rhsM, solM, rx, rz, dsRhs, dx, ds, dz);
            // Iterative refinement: near the end the scaling makes H very ill-conditioned and one
            // Cholesky solve loses digits; the residual of the linearised system is cheap to form
            // and one or two corrections restore them (CVXOPT refines for the same reason).
            for (int pass = 0; pass < 2; pass++) {
                linearisedResidual();
                newtonCore(chol, rhsM, solM, e1, e2, e3, cdx, cds, cdz);
                for (int a = 0; a < nr; a++) dx[a] += cdx[a];
                for (int j = 0; j < m; j++) {
                    ds[j] += cds[j];
                    dz[j] += cdz[j];
                }
            }
        }

        double[] e1, e2, e3, cdx, cds, cdz;

        /** e1 = P dx + G^T dz + rx; e2 = G dx + ds + rz; e3 = dsRhs - lam o (W dz + W^-1 ds) (so that a solve with (e1, e2, e3) gives the correction). */
        void linearisedResidual() {
            if (e1 == null) {
                e1 = new double[nr];
                cdx = new double[nr];
                e2 = new double[m];
                e3 = new double[m];
                cds = new double[m];
                cdz = new double[m];
            }
            for (int a = 0; a < nr; a++) {
                double v = rx[a];
                int base = a * nr;
                for (int c = 0; c < nr; c++) v += p.data[base + c] * dx[c];
                e1[a] = v;
            }
            double[] a3 = new double[3], b3 = new double[3];
            for (int j = 0; j < nl; j++) {
                e1[linVar[j]] -= linSigma[j] * dz[j];
                e2[j] = -linSigma[j] * dx[linVar[j]] + ds[j] + rz[j];
                e3[j] = dsRhs[j] - lam[j] * (wLin[j] * dz[j] + ds[j] / wLin[j]);
            }
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k, v0 = socVar[k];
                double mu = socMu[k];
                e1[v0] -= mu * dz[o];
                e1[v0 + 1] -= dz[o + 1];
                e1[v0 + 2] -= dz[o + 2];
                e2[o] = -mu * dx[v0] + ds[o] + rz[o];
                e2[o + 1] = -dx[v0 + 1] + ds[o + 1] + rz[o + 1];
                e2[o + 2] = -dx[v0 + 2] + ds[o + 2] + rz[o + 2];
                apply3(wSoc[k], dz, o, a3);
                apply3(wInvSoc[k], ds, o, b3);
                double y0 = a3[0] + b3[0], y1 = a3[1] + b3[1], y2 = a3[2] + b3[2];
                e3[o] = dsRhs[o] - (lam[o] * y0 + lam[o + 1] * y1 + lam[o + 2] * y2);
                e3[o + 1] = dsRhs[o + 1] - (lam[o] * y1 + y0 * lam[o + 1]);
                e3[o + 2] = dsRhs[o + 2] - (lam[o] * y2 + y0 * lam[o + 2]);
            }
        }

        void newtonCore(LinearSolverDense<DMatrixRMaj> chol, DMatrixRMaj rhsM, DMatrixRMaj solM,
                        double[] rx, double[] rz, double[] dsRhs, double[] dx, double[] ds, double[] dz) {
            double[] a = new double[3], b = new double[3];
            for (int j = 0; j < nl; j++) {
                vs[j] = dsRhs[j] / lam[j];
                t[j] = rz[j] + wLin[j] * vs[j];
                u[j] = t[j] / (wLin[j] * wLin[j]);
            }
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k;
                // lam \ d for the Lorentz cone: x0 = (l0 d0 - l1.d1) / det, x1 = (d1 - x0 l1) / l0
                double l0 = lam[o], l1 = lam[o + 1], l2 = lam[o + 2];
                double det = l0 * l0 - l1 * l1 - l2 * l2;
                double x0 = (l0 * dsRhs[o] - l1 * dsRhs[o + 1] - l2 * dsRhs[o + 2]) / det;
                vs[o] = x0;
                vs[o + 1] = (dsRhs[o + 1] - x0 * l1) / l0;
                vs[o + 2] = (dsRhs[o + 2] - x0 * l2) / l0;
                apply3(wSoc[k], vs, o, a);
                for (int c = 0; c < 3; c++) t[o + c] = rz[o + c] + a[c];
                apply3(wInvSoc[k], t, o, a);
                for (int c = 0; c < 3; c++) b[c] = a[c];
                // u = W^-1 (W^-1 t)
                double[] wi = wInvSoc[k];
                for (int c = 0; c < 3; c++) u[o + c] = wi[c * 3] * b[0] + wi[c * 3 + 1] * b[1] + wi[c * 3 + 2] * b[2];
            }
            double[] rhs = rhsM.data;
            for (int c = 0; c < nr; c++) rhs[c] = -rx[c];
            for (int j = 0; j < nl; j++) rhs[linVar[j]] += linSigma[j] * u[j]; // -G^T u with G = -sigma e
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k, v0 = socVar[k];
                rhs[v0] += socMu[k] * u[o];
                rhs[v0 + 1] += u[o + 1];
                rhs[v0 + 2] += u[o + 2];
            }
            chol.solve(rhsM, solM);
            System.arraycopy(solM.data, 0, dx, 0, nr);
            // dz = W^-2 (G dx + t); ds = W vs - W^2 dz
            for (int j = 0; j < nl; j++) {
                double w2 = wLin[j] * wLin[j];
                dz[j] = (-linSigma[j] * dx[linVar[j]] + t[j]) / w2;
                ds[j] = wLin[j] * vs[j] - w2 * dz[j];
            }
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k, v0 = socVar[k];
                double[] gdx = {-socMu[k] * dx[v0] + t[o], -dx[v0 + 1] + t[o + 1], -dx[v0 + 2] + t[o + 2]};
                apply3(wInvSoc[k], gdx, 0, a);
                apply3(wInvSoc[k], a, 0, b);
                for (int c = 0; c < 3; c++) dz[o + c] = b[c];
                // ds = W (vs - W dz)
                apply3(wSoc[k], dz, o, a);
                double[] e = {vs[o] - a[0], vs[o + 1] - a[1], vs[o + 2] - a[2]};
                apply3(wSoc[k], e, 0, b);
                for (int c = 0; c < 3; c++) ds[o + c] = b[c];
            }
        }

        /** Largest step in [0, inf) keeping u + step du in the cone C (inf if never left). */
        double maxStep(double[] uu, double[] du) {
            double step = Double.POSITIVE_INFINITY;
            for (int j = 0; j < nl; j++) if (du[j] < 0) step = Math.min(step, -uu[j] / du[j]);
            for (int k = 0; k < nc; k++) {
                int o = nl + 3 * k;
                double u0 = uu[o], d0 = du[o];
                if (d0 < 0) step = Math.min(step, -u0 / d0);
                double a = d0 * d0 - du[o + 1] * du[o + 1] - du[o + 2] * du[o + 2];
                double b = 2 * (u0 * d0 - uu[o + 1] * du[o + 1] - uu[o + 2] * du[o + 2]);
                double c = u0 * u0 - uu[o + 1] * uu[o + 1] - uu[o + 2] * uu[o + 2];
                // smallest positive root of a t^2 + b t + c (c > 0 inside)
                double root = Double.POSITIVE_INFINITY;
                if (Math.abs(a) < 1e-300) {
                    if (b < 0) root = -c / b;
                } else {
                    double disc = b * b - 4 * a * c;
                    if (disc >= 0) {
                        double sq = Math.sqrt(disc);
                        double qq = -0.5 * (b + (b >= 0 ? sq : -sq));
                        double r1 = qq != 0 ? qq / a : Double.POSITIVE_INFINITY;
                        double r2 = qq != 0 ? c / qq : Double.POSITIVE_INFINITY;
                        if (r1 > 0) root = Math.min(root, r1);
                        if (r2 > 0) root = Math.min(root, r2);
                    }
                }
                step = Math.min(step, root);
            }
            return step;
        }

        /** Full x from the reduced one, projected onto K; returns its projected-gradient residual. */
        double evaluate(double g) {
            for (int i = 0; i < n; i++) if (!Double.isNaN(fixedValue[i])) xFull[i] = fixedValue[i];
            for (int a = 0; a < nr; a++) xFull[keep[a]] = xr[a];
            cones.project(xFull, null);
            problem.multiply(xFull, nxFull);
            stats.schurProducts++;
            return cones.projectedGradientResidual(xFull, nxFull, r, g, problem.pool());
        }

        static final boolean DEBUG = Boolean.getBoolean("gdxnsc.debug");
        static double norm(double[] a) { double s = 0; for (double v : a) s += v * v; return Math.sqrt(s); }

        static double dot(double[] a, double[] b, int len) {
            double sum = 0;
            for (int i = 0; i < len; i++) sum += a[i] * b[i];
            return sum;
        }

        static void apply3(double[] w, double[] v, int o, double[] out) {
            double v0 = v[o], v1 = v[o + 1], v2 = v[o + 2];
            out[0] = w[0] * v0 + w[1] * v1 + w[2] * v2;
            out[1] = w[3] * v0 + w[4] * v1 + w[5] * v2;
            out[2] = w[6] * v0 + w[7] * v1 + w[8] * v2;
        }

        static void mul3(double[] a, double[] b, double[] out) {
            for (int i = 0; i < 3; i++)
                for (int j = 0; j < 3; j++) out[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j];
        }
    }
}
