package io.github.gdxnsc.fclib;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.SparseConeProblem;
import io.jhdf.HdfFile;
import io.jhdf.api.Dataset;
import io.jhdf.api.Group;
import io.jhdf.api.Node;
import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.data.DMatrixSparseTriplet;
import org.ejml.interfaces.linsol.LinearSolverSparse;
import org.ejml.ops.DConvertMatrixStruct;
import org.ejml.sparse.FillReducing;
import org.ejml.sparse.csc.CommonOps_DSCC;
import org.ejml.sparse.csc.factory.LinearSolverFactory_DSCC;

import java.nio.file.Path;

/**
 * An FCLIB frictional-contact problem read with jHDF, in local form: W (the Delassus matrix,
 * 3 rows per contact [normal, t1, t2]), q and mu. A global-form file (/fclib_global: M, H, f, w,
 * mu) is reduced to local form: W = H^T M^-1 H and q = H^T M^-1 f + w, with M factored by EJML's
 * sparse Cholesky. Sparse matrices follow fclib.h: nz = -1 compressed columns (p has n + 1
 * entries), nz = -2 compressed rows (p has m + 1), nz >= 0 triplets (p holds the column indices).
 */
public final class FclibProblem {

    public final String name;
    public final String form;
    public final int contacts;
    public final DMatrixSparseCSC w;
    public final double[] q;
    public final double[] mu;

    private FclibProblem(String name, String form, DMatrixSparseCSC w, double[] q, double[] mu) {
        this.name = name;
        this.form = form;
        this.w = w;
        this.q = q;
        this.mu = mu;
        this.contacts = mu.length;
        if (w.numRows != 3 * contacts || w.numCols != 3 * contacts || q.length != 3 * contacts)
            throw new IllegalStateException(name + ": W is " + w.numRows + "x" + w.numCols + ", q " + q.length + ", contacts " + contacts);
    }

    public int rows() {
        return 3 * contacts;
    }

    /** K: one Coulomb cone per contact. */
    public ConeSet cones() {
        ConeSet k = new ConeSet();
        for (double m : mu) k.addCone(m);
        return k;
    }

    /**
     * The CCP min 1/2 r^T W r + q^T r over K, as a sparse problem (r is FCLIB's impulse), over the
     * symmetric part (W + W^T)/2: our solvers need a symmetric N, and some FCLIB files store a W
     * that is symmetric only to a few digits (see {@link #asymmetry()}); for the objective only
     * the symmetric part matters, but the optimality conditions use W itself, so the FCLIB error is
     * computed with W as stored.
     */
    public SparseConeProblem problem(io.github.gdxnsc.parallel.WorkerPool pool) {
        DMatrixSparseCSC wt = CommonOps_DSCC.transpose(w, null, null);
        DMatrixSparseCSC sym = CommonOps_DSCC.add(0.5, w, 0.5, wt, null, null, null);
        return SparseConeProblem.fromCsc(sym, q.clone(), cones(), pool);
    }

    /** max |W_ij - W_ji| / max |W_ij|. */
    public double asymmetry() {
        DMatrixSparseCSC wt = CommonOps_DSCC.transpose(w, null, null);
        DMatrixSparseCSC d = CommonOps_DSCC.add(1, w, -1, wt, null, null, null);
        return CommonOps_DSCC.elementMaxAbs(d) / Math.max(CommonOps_DSCC.elementMaxAbs(w), 1e-300);
    }

    /** u = W r + q with W as stored. */
    public double[] velocity(double[] r) {
        double[] u = q.clone();
        for (int c = 0; c < w.numCols; c++)
            for (int k = w.col_idx[c]; k < w.col_idx[c + 1]; k++) u[w.nz_rows[k]] += w.nz_values[k] * r[c];
        return u;
    }

    public static FclibProblem read(Path file) {
        try (HdfFile hdf = new HdfFile(file)) {
            String name = file.getFileName().toString();
            if (hdf.getChildren().containsKey("fclib_local")) {
                Group g = (Group) hdf.getChild("fclib_local");
                DMatrixSparseCSC w = readSparse((Group) g.getChild("W"), name + " W");
                Group v = (Group) g.getChild("vectors");
                return new FclibProblem(name, "local", w, doubles(v, "q"), doubles(v, "mu"));
            }
            if (hdf.getChildren().containsKey("fclib_global")) {
                Group g = (Group) hdf.getChild("fclib_global");
                if (g.getChildren().containsKey("G"))
                    throw new IllegalStateException(name + ": global form with bilateral constraints G is not supported by this reader");
                DMatrixSparseCSC m = readSparse((Group) g.getChild("M"), name + " M");
                DMatrixSparseCSC h = readSparse((Group) g.getChild("H"), name + " H");
                Group v = (Group) g.getChild("vectors");
                double[] f = doubles(v, "f"), wv = doubles(v, "w"), mu = doubles(v, "mu");
                return global(name, m, h, f, wv, mu);
            }
            throw new IllegalStateException(name + ": neither /fclib_local nor /fclib_global");
        }
    }

    /** W = H^T M^-1 H, q = H^T M^-1 f + w (M: sparse SPD mass, factored once). */
    static FclibProblem global(String name, DMatrixSparseCSC m, DMatrixSparseCSC h, double[] f, double[] w, double[] mu) {
        int ndof = m.numRows, nrow = h.numCols;
        if (h.numRows != ndof) throw new IllegalStateException(name + ": H has " + h.numRows + " rows, M " + ndof);
        LinearSolverSparse<DMatrixSparseCSC, DMatrixRMaj> chol = LinearSolverFactory_DSCC.cholesky(FillReducing.NONE);
        if (!chol.setA(m.copy())) throw new IllegalStateException(name + ": M is not positive definite");
        // X = M^-1 H, dense ndof x nrow
        DMatrixRMaj hd = DConvertMatrixStruct.convert(h, (DMatrixRMaj) null);
        DMatrixRMaj x = new DMatrixRMaj(ndof, nrow);
        chol.solve(hd, x);
        DMatrixRMaj wd = new DMatrixRMaj(nrow, nrow);
        org.ejml.dense.row.CommonOps_DDRM.multTransA(hd, x, wd);
        // symmetrise away rounding, so the problem is exactly symmetric
        for (int i = 0; i < nrow; i++)
            for (int j = i + 1; j < nrow; j++) {
                double a = 0.5 * (wd.get(i, j) + wd.get(j, i));
                wd.set(i, j, a);
                wd.set(j, i, a);
            }
        DMatrixRMaj fm = DMatrixRMaj.wrap(ndof, 1, f.clone()), minvF = new DMatrixRMaj(ndof, 1);
        chol.solve(fm, minvF);
        double[] q = new double[nrow];
        for (int j = 0; j < nrow; j++) {
            double s = w[j];
            for (int i = 0; i < ndof; i++) s += hd.get(i, j) * minvF.data[i];
            q[j] = s;
        }
        DMatrixSparseCSC ws = DConvertMatrixStruct.convert(wd, (DMatrixSparseCSC) null, 0.0);
        return new FclibProblem(name, "global", ws, q, mu);
    }

    static DMatrixSparseCSC readSparse(Group g, String what) {
        int m = ints(g, "m")[0], n = ints(g, "n")[0], nz = ints(g, "nz")[0];
        int[] p = ints(g, "p"), idx = ints(g, "i");
        double[] x = doubles(g, "x");
        DMatrixSparseTriplet t = new DMatrixSparseTriplet(m, n, Math.max(1, x.length));
        if (nz == -1) { // compressed columns
            for (int c = 0; c < n; c++) for (int k = p[c]; k < p[c + 1]; k++) t.addItem(idx[k], c, x[k]);
        } else if (nz == -2) { // compressed rows
            for (int r = 0; r < m; r++) for (int k = p[r]; k < p[r + 1]; k++) t.addItem(r, idx[k], x[k]);
        } else if (nz >= 0) { // triplets: i rows, p columns
            for (int k = 0; k < nz; k++) t.addItem(idx[k], p[k], x[k]);
        } else {
            throw new IllegalStateException(what + ": unknown sparse storage nz = " + nz);
        }
        DMatrixSparseCSC out = DConvertMatrixStruct.convert(t, (DMatrixSparseCSC) null);
        // sum duplicates, if any, by a round trip through an add with zero
        return CommonOps_DSCC.add(1.0, out, 0.0, new DMatrixSparseCSC(m, n, 0), null, null, null);
    }

    static int[] ints(Group g, String name) {
        Object d = ((Dataset) g.getChild(name)).getData();
        if (d instanceof int[]) return (int[]) d;
        if (d instanceof long[]) {
            long[] l = (long[]) d;
            int[] o = new int[l.length];
            for (int i = 0; i < l.length; i++) o[i] = Math.toIntExact(l[i]);
            return o;
        }
        if (d instanceof Number) return new int[]{((Number) d).intValue()};
        if (d instanceof double[]) {
            double[] a = (double[]) d;
            int[] o = new int[a.length];
            for (int i = 0; i < a.length; i++) o[i] = (int) a[i];
            return o;
        }
        throw new IllegalStateException(g.getPath() + name + ": unexpected data " + d.getClass());
    }

    static double[] doubles(Group g, String name) {
        Node node = g.getChild(name);
        if (node == null) throw new IllegalStateException(g.getPath() + name + " is missing");
        Object d = ((Dataset) node).getData();
        if (d instanceof double[]) return (double[]) d;
        if (d instanceof Number) return new double[]{((Number) d).doubleValue()};
        if (d instanceof int[]) {
            int[] a = (int[]) d;
            double[] o = new double[a.length];
            for (int i = 0; i < a.length; i++) o[i] = a[i];
            return o;
        }
        throw new IllegalStateException(g.getPath() + name + ": unexpected data " + d.getClass());
    }
}
