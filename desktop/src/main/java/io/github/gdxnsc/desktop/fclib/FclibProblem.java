package io.github.gdxnsc.desktop.fclib;

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
 *
 * <p>A file that cannot be read (not HDF5, truncated, a dataset missing or of the wrong size) gives
 * an {@link IllegalArgumentException} whose one-line message names the file and what is wrong.
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
            throw new IllegalArgumentException(name + ": W is " + w.numRows + "x" + w.numCols + ", q has " + q.length
                    + " entries and mu " + contacts + ": they must be 3 per contact");
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

    /** The CCP objective {@code 1/2 r.W r + q.r} of an impulse r, from W as stored. */
    public double objective(double[] r) {
        double[] u = velocity(r);
        double f = 0;
        for (int i = 0; i < r.length; i++) f += 0.5 * r[i] * (u[i] + q[i]);
        return f;
    }

    /** Reads {@code file}; one-line IllegalArgumentException naming the file when it cannot. */
    public static FclibProblem read(Path file) {
        String name = file.getFileName().toString();
        if (!java.nio.file.Files.isRegularFile(file)) throw new IllegalArgumentException(file + ": no such file");
        try (HdfFile hdf = new HdfFile(file)) {
            return read(hdf, name);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            // jHDF's own exceptions: a truncated file, not HDF5 at all, an unexpected layout
            throw new IllegalArgumentException(name + ": not a readable FCLIB HDF5 file (" + oneLine(e) + ")", e);
        }
    }

    /**
     * The largest magnitude a value of a problem may have: its square must not overflow a double,
     * or the solvers' products and norms turn into infinities and a "converged" answer means nothing.
     */
    static final double MAX_MAGNITUDE = 1e150;

    /**
     * Reads the vectors first and checks every matrix's declared size against them before
     * building it, so a damaged size (W.n = 1e9) is refused instead of exhausting the heap.
     */
    private static FclibProblem read(HdfFile hdf, String name) {
        if (hdf.getChildren().containsKey("fclib_local")) {
            Group g = group(hdf, "fclib_local", name);
            checkSpaceDimension(g, name);
            Group v = group(g, "vectors", name);
            double[] q = values(doubles(v, "q"), name + " q"), mu = frictions(doubles(v, "mu"), name);
            if (q.length != 3 * mu.length)
                throw new IllegalArgumentException(name + ": q has " + q.length + " entries and mu " + mu.length + ": they must be 3 per contact");
            DMatrixSparseCSC w = readSparse(group(g, "W", name), name + " W", q.length, q.length);
            return new FclibProblem(name, "local", w, q, mu);
        }
        if (hdf.getChildren().containsKey("fclib_global")) {
            Group g = group(hdf, "fclib_global", name);
            checkSpaceDimension(g, name);
            if (g.getChildren().containsKey("G"))
                throw new IllegalArgumentException(name + ": global form with bilateral constraints G is not supported by this reader");
            Group v = group(g, "vectors", name);
            double[] f = values(doubles(v, "f"), name + " f"), wv = values(doubles(v, "w"), name + " w"), mu = frictions(doubles(v, "mu"), name);
            if (wv.length != 3 * mu.length)
                throw new IllegalArgumentException(name + ": w has " + wv.length + " entries and mu " + mu.length + ": they must be 3 per contact");
            checkDenseReduction(name, f.length, wv.length);
            DMatrixSparseCSC m = readSparse(group(g, "M", name), name + " M", f.length, f.length);
            DMatrixSparseCSC h = readSparse(group(g, "H", name), name + " H", f.length, wv.length);
            return global(name, m, h, f, wv, mu);
        }
        throw new IllegalArgumentException(name + ": neither /fclib_local nor /fclib_global: not an FCLIB problem");
    }

    /**
     * FCLIB stores 2D problems too (spacedim 2: a normal and one tangent per contact); our cones
     * are 3D, so such a file is named as unsupported rather than failing on its sizes.
     */
    static void checkSpaceDimension(Group g, String name) {
        if (!(g.getChildren().get("spacedim") instanceof Dataset)) return;
        int dim = ints(g, "spacedim")[0];
        if (dim != 3)
            throw new IllegalArgumentException(name + ": a " + dim + "D problem (spacedim " + dim + "): only 3D contact problems (spacedim 3) are supported");
    }

    private static Group group(Group parent, String child, String file) {
        Node n = parent.getChildren().get(child);
        if (!(n instanceof Group)) throw new IllegalArgumentException(file + ": group " + parent.getPath() + child + " is missing");
        return (Group) n;
    }

    /** Every value finite and within {@link #MAX_MAGNITUDE}; returns {@code x}. */
    static double[] values(double[] x, String what) {
        for (int i = 0; i < x.length; i++)
            if (!(Math.abs(x[i]) <= MAX_MAGNITUDE))
                throw new IllegalArgumentException(what + "[" + i + "] is " + x[i] + ": every value must be finite and within 1e150 in magnitude");
        return x;
    }

    /** Friction coefficients: finite and >= 0. */
    static double[] frictions(double[] mu, String file) {
        for (int i = 0; i < mu.length; i++)
            if (!(mu[i] >= 0 && mu[i] <= MAX_MAGNITUDE)) throw new IllegalArgumentException(file + " mu[" + i + "] is " + mu[i] + ": must be finite and >= 0");
        return mu;
    }

    /**
     * The global form's reduction holds H, M^-1 H (ndof x rows) and W (rows x rows) as dense
     * matrices: refused when they would take more than half the heap, before any is made.
     */
    static void checkDenseReduction(String name, int ndof, int rows) {
        double bytes = 8.0 * (2.0 * ndof * rows + (double) rows * rows);
        long heap = Runtime.getRuntime().maxMemory();
        if (bytes > heap / 2.0)
            throw new IllegalArgumentException(String.format("%s: reducing the global form (%d degrees of freedom, %d contact rows) needs %.0f MiB of dense matrices,"
                    + " more than half this JVM's heap (%d MiB): run with a larger -Xmx", name, ndof, rows, bytes / (1 << 20), heap / (1 << 20)));
    }

    /** The first line of an exception's message (or its class name): for one-line errors. */
    static String oneLine(Throwable e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) return e.getClass().getSimpleName();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    /** W = H^T M^-1 H, q = H^T M^-1 f + w (M: sparse SPD mass, factored once). */
    static FclibProblem global(String name, DMatrixSparseCSC m, DMatrixSparseCSC h, double[] f, double[] w, double[] mu) {
        int ndof = m.numRows, nrow = h.numCols;
        if (h.numRows != ndof) throw new IllegalArgumentException(name + ": H has " + h.numRows + " rows, M " + ndof);
        if (m.numCols != ndof) throw new IllegalArgumentException(name + ": M is " + m.numRows + "x" + m.numCols + ", not square");
        if (f.length != ndof || w.length != nrow)
            throw new IllegalArgumentException(name + ": f has " + f.length + " entries (M: " + ndof + "), w " + w.length + " (H: " + nrow + " columns)");
        LinearSolverSparse<DMatrixSparseCSC, DMatrixRMaj> chol = LinearSolverFactory_DSCC.cholesky(FillReducing.NONE);
        if (!chol.setA(m.copy())) throw new IllegalArgumentException(name + ": M is not positive definite");
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

    /** A sparse matrix that must be {@code rows x cols} (known from the vectors): checked before anything is built. */
    static DMatrixSparseCSC readSparse(Group g, String what, int rows, int cols) {
        int m = ints(g, "m")[0], n = ints(g, "n")[0], nz = ints(g, "nz")[0];
        if (m != rows || n != cols)
            throw new IllegalArgumentException(what + " is declared " + m + "x" + n + ", but the problem's vectors make it " + rows + "x" + cols);
        int[] p = ints(g, "p"), idx = ints(g, "i");
        double[] x = values(doubles(g, "x"), what + " x");
        checkStorage(what, m, n, nz, p, idx, x);
        DMatrixSparseTriplet t = new DMatrixSparseTriplet(m, n, Math.max(1, x.length));
        if (nz == -1) { // compressed columns
            for (int c = 0; c < n; c++) for (int k = p[c]; k < p[c + 1]; k++) t.addItem(idx[k], c, x[k]);
        } else if (nz == -2) { // compressed rows
            for (int r = 0; r < m; r++) for (int k = p[r]; k < p[r + 1]; k++) t.addItem(r, idx[k], x[k]);
        } else if (nz >= 0) { // triplets: i rows, p columns
            for (int k = 0; k < nz; k++) t.addItem(idx[k], p[k], x[k]);
        } else {
            throw new IllegalArgumentException(what + ": unknown sparse storage nz = " + nz);
        }
        DMatrixSparseCSC out = DConvertMatrixStruct.convert(t, (DMatrixSparseCSC) null);
        // sum duplicates, if any, by a round trip through an add with zero
        return CommonOps_DSCC.add(1.0, out, 0.0, new DMatrixSparseCSC(m, n, 0), null, null, null);
    }

    /** Sizes and indices consistent with the storage kind, so a damaged file cannot index out of bounds. */
    static void checkStorage(String what, int m, int n, int nz, int[] p, int[] idx, double[] x) {
        if (m < 0 || n < 0) throw new IllegalArgumentException(what + ": negative size " + m + "x" + n);
        int entries;
        int idxBound;
        if (nz == -1 || nz == -2) {
            int outer = nz == -1 ? n : m;
            if (p.length < outer + 1) throw new IllegalArgumentException(what + ": p has " + p.length + " entries, needs " + (outer + 1));
            for (int k = 0; k < outer; k++)
                if (p[k] > p[k + 1] || p[k] < 0) throw new IllegalArgumentException(what + ": p is not non-decreasing at " + k);
            entries = p[outer];
            idxBound = nz == -1 ? m : n;
        } else if (nz >= 0) {
            entries = nz;
            if (p.length < nz) throw new IllegalArgumentException(what + ": p has " + p.length + " column indices, nz is " + nz);
            for (int k = 0; k < nz; k++)
                if (p[k] < 0 || p[k] >= n) throw new IllegalArgumentException(what + ": column index " + p[k] + " outside 0.." + (n - 1));
            idxBound = m;
        } else {
            return; // reported by the caller
        }
        if (idx.length < entries || x.length < entries)
            throw new IllegalArgumentException(what + ": " + entries + " entries declared, i has " + idx.length + " and x " + x.length);
        for (int k = 0; k < entries; k++)
            if (idx[k] < 0 || idx[k] >= idxBound) throw new IllegalArgumentException(what + ": index " + idx[k] + " outside 0.." + (idxBound - 1));
    }

    static int[] ints(Group g, String name) {
        Node node = g.getChildren().get(name);
        if (!(node instanceof Dataset)) throw new IllegalArgumentException(g.getFile().getName() + ": dataset " + g.getPath() + name + " is missing");
        Object d = ((Dataset) node).getData();
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
        throw new IllegalArgumentException(g.getFile().getName() + ": " + g.getPath() + name + " holds " + d.getClass().getSimpleName() + ", not integers");
    }

    static double[] doubles(Group g, String name) {
        Node node = g.getChildren().get(name);
        if (!(node instanceof Dataset)) throw new IllegalArgumentException(g.getFile().getName() + ": dataset " + g.getPath() + name + " is missing");
        Object d = ((Dataset) node).getData();
        if (d instanceof double[]) return (double[]) d;
        if (d instanceof Number) return new double[]{((Number) d).doubleValue()};
        if (d instanceof int[]) {
            int[] a = (int[]) d;
            double[] o = new double[a.length];
            for (int i = 0; i < a.length; i++) o[i] = a[i];
            return o;
        }
        throw new IllegalArgumentException(g.getFile().getName() + ": " + g.getPath() + name + " holds " + d.getClass().getSimpleName() + ", not numbers");
    }
}
