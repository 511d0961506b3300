package io.github.gdxnsc.testutil;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.DenseConeProblem;
import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;

import java.util.Random;

/**
 * Random cone-complementarity problems for solver tests: N = D^T M^-1 D + E with D a random
 * (ndof x rows) Jacobian, M^-1 a positive diagonal and E a positive diagonal compliance, so N is
 * symmetric positive definite but, when rows exceed ndof, dominated by a rank-deficient part
 * (as for a real contact pile). K mixes friction cones (mu in {0, 0.3, 1, 2}), boxes (two-sided,
 * one-sided, fixed) and free rows; r is uniform in [-1, 1], so some rows end up active, some not.
 */
public final class RandomProblems {

    private RandomProblems() {
    }

    public static final double[] MUS = {0, 0.3, 1, 2};

    /** Mixed CONE/BOX/FREE blocks, about {@code rows} rows (a cone may overshoot by 2). */
    public static DenseConeProblem mixed(long seed, int rows, WorkerPool pool) {
        Random rnd = new Random(seed);
        ConeSet k = new ConeSet();
        while (k.rowCount() < rows) {
            double p = rnd.nextDouble();
            if (p < 0.5 && k.rowCount() + 3 <= rows + 2) {
                k.addCone(MUS[rnd.nextInt(MUS.length)]);
            } else if (p < 0.75) {
                double q = rnd.nextDouble();
                if (q < 0.5) k.addBox(-0.2 - rnd.nextDouble(), 0.2 + rnd.nextDouble());
                else if (q < 0.8) k.addBox(0, Double.POSITIVE_INFINITY);
                else if (q < 0.9) k.addBox(Double.NEGATIVE_INFINITY, 0.1);
                else {
                    double v = rnd.nextDouble() - 0.5;
                    k.addBox(v, v);
                }
            } else {
                k.addFree();
            }
        }
        return build(rnd, k, (int) Math.max(6, Math.round(k.rowCount() * 0.6)), 0.05, pool);
    }

    /** Only free (bilateral) rows: N SPD. */
    public static DenseConeProblem bilateral(long seed, int rows, WorkerPool pool) {
        Random rnd = new Random(seed);
        ConeSet k = new ConeSet();
        for (int i = 0; i < rows; i++) k.addFree();
        return build(rnd, k, rows + 6, 0.01, pool);
    }

    /**
     * Free rows with N = D^T M^-1 D singular (ndof < rows, no compliance) and r in the range of N:
     * a redundant joint chain whose equations are consistent.
     */
    public static DenseConeProblem singularConsistent(long seed, int rows, int ndof, WorkerPool pool) {
        Random rnd = new Random(seed);
        ConeSet k = new ConeSet();
        for (int i = 0; i < rows; i++) k.addFree();
        DenseConeProblem p = build(rnd, k, ndof, 0.0, pool);
        // r = N y for a random y: consistent by construction
        double[] y = new double[rows];
        for (int i = 0; i < rows; i++) y[i] = rnd.nextDouble() * 2 - 1;
        p.multiply(y, p.rhs());
        return p;
    }

    /** N = D^T M^-1 D + E; E_ii = compliance * (0.5 + U) times the mean diagonal. */
    static DenseConeProblem build(Random rnd, ConeSet k, int ndof, double compliance, WorkerPool pool) {
        int m = k.rowCount();
        double[][] d = new double[ndof][m];
        // each row touches a few dofs, as a contact touches two bodies
        for (int j = 0; j < m; j++) {
            int touches = 2 + rnd.nextInt(5);
            for (int t = 0; t < touches; t++) d[rnd.nextInt(ndof)][j] = rnd.nextGaussian();
        }
        double[] minv = new double[ndof];
        for (int a = 0; a < ndof; a++) minv[a] = 0.2 + rnd.nextDouble() * 2;
        DMatrixRMaj n = new DMatrixRMaj(m, m);
        for (int i = 0; i < m; i++) {
            for (int j = i; j < m; j++) {
                double s = 0;
                for (int a = 0; a < ndof; a++) s += d[a][i] * minv[a] * d[a][j];
                n.set(i, j, s);
                n.set(j, i, s);
            }
        }
        double meanDiag = 0;
        for (int i = 0; i < m; i++) meanDiag += n.get(i, i) / m;
        for (int i = 0; i < m; i++) n.add(i, i, compliance * (0.5 + rnd.nextDouble()) * meanDiag);
        double[] r = new double[m];
        for (int i = 0; i < m; i++) r[i] = rnd.nextDouble() * 2 - 1;
        return new DenseConeProblem(n, r, k, pool);
    }

    /** {@code copies} independent copies of p side by side: N block-diagonal, r and K repeated. */
    public static DenseConeProblem repeated(DenseConeProblem p, int copies) {
        int m = p.rowCount();
        DMatrixRMaj n = new DMatrixRMaj(copies * m, copies * m);
        double[] r = new double[copies * m];
        ConeSet k = new ConeSet();
        for (int c = 0; c < copies; c++) {
            for (int i = 0; i < m; i++)
                for (int j = 0; j < m; j++) n.set(c * m + i, c * m + j, p.matrix().get(i, j));
            System.arraycopy(p.rhs(), 0, r, c * m, m);
            ConeSet one = p.cones();
            for (int b = 0; b < one.blockCount(); b++) {
                int row = one.blockStart(b);
                switch (one.blockKind(b)) {
                    case ConeSet.CONE: k.addCone(one.mu(b)); break;
                    case ConeSet.BOX: k.addBox(one.lower(row), one.upper(row)); break;
                    default: k.addFree(); break;
                }
            }
        }
        return new DenseConeProblem(n, r, k, null);
    }

    /** max |a - b| / max(max |b|, 1e-300). */
    public static double relativeMaxDiff(double[] a, double[] b) {
        double diff = 0, scale = 0;
        for (int i = 0; i < b.length; i++) {
            diff = Math.max(diff, Math.abs(a[i] - b[i]));
            scale = Math.max(scale, Math.abs(b[i]));
        }
        return diff / Math.max(scale, 1e-300);
    }

    /** The CCP residual of x with one fresh product. */
    public static double residual(io.github.gdxnsc.descriptor.ConeProblem p, double[] x) {
        double[] nx = new double[p.rowCount()];
        p.multiply(x, nx);
        return p.cones().projectedGradientResidual(x, nx, p.rhs(), p.residualStep(), null);
    }
}
