package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.NscDescriptor;
import java.util.Arrays;

/**
 * The rows of the hard distance joints (ropes and rods, with their swing damping), and every other
 * row of a body they act on (a crate's contacts on a plank), solved together before the velocity
 * solve, the rest of the problem held at its warm start: one block Newton step on the problem's
 * objective, a dense Cholesky solve of {@code N_BB d = -(N x + r)_B}. A rope bridge is a chain of
 * planks hanging from taut ropes; APGD passes a tension change along a chain a few links per
 * iteration, and the bridge's velocity solve took 150 to 270 iterations to converge where the
 * budget gives it 50: each unconverged step left the ropes stretched, and the projection's
 * correction kept the bridge moving. From the block's answer the solver has only what couples it
 * to the rest to settle.
 *
 * <p>Rows that come out past their bounds (a rope that would push, a contact that would pull) are
 * held at the bound and the rest solved again; a contact outside its friction cone is held at its
 * projection onto it (an active-set pass, at most {@link #PASSES}). Serial and in row order, so the
 * same at any thread count; allocation-free once grown. Above {@link #MAX_ROWS} rows (a dense
 * solve's cost grows as their cube) or when the block is singular (rods closing a loop without
 * damping), the rows are left to the solver alone.
 */
public final class RopeBlockSolve {
    /** The most rows solved densely: 160 rows cost about 0.7 Mflop (a Cholesky factorisation, n^3 / 6). */
    public static final int MAX_ROWS = 160;
    /** Active-set passes at most: each clamps the rows that came out past their bounds. */
    static final int PASSES = 4;
    /** A pivot below this share of its diagonal entry: the block is singular. */
    private static final double PIVOT_FLOOR = 1e-12;
    /**
     * Added to a contact row's diagonal, as a share of it: a box's four corners on a plank are four
     * rows for three motions, a singular block, and the share picks the least impulses among its answers.
     */
    private static final double CONTACT_REGULARISATION = 1e-3;

    private int count;
    private int[] rows = new int[16];
    /** This step's block: its rows in problem order, each one's cone (its first row, or -1), which of them are held. */
    private int size;
    private int[] block = new int[16], coneOf = new int[16], active = new int[16];
    private boolean[] held = new boolean[16], activeCone = new boolean[16];
    private double[] coneMu = new double[16];
    private boolean[] ropeBody = new boolean[16];
    private double[] a = new double[256], g = new double[16];

    /** Starts a step's list (build, before the joints add their rows). */
    public void clear() {
        count = 0;
    }

    /** Row {@code row} of the descriptor joins the block. */
    public void add(int row) {
        if (count == rows.length) rows = Arrays.copyOf(rows, 2 * count);
        rows[count++] = row;
    }

    /** Rows listed this step. */
    public int count() {
        return count;
    }

    /**
     * Solves the listed rows of the prepared problem {@code d}, and every other row of a body they
     * act on (a crate on a plank: its contacts), from {@code x} (the warm start; the block's entries
     * are overwritten). Returns whether it solved them (false: none, too many, or singular).
     */
    public boolean solve(NscDescriptor d, double[] x) {
        if (count == 0 || count > MAX_ROWS) return false;
        collect(d);
        if (size > MAX_ROWS) return false;
        int n = size;
        if (a.length < n * n) a = new double[n * n];
        if (g.length < n) g = new double[n];
        if (active.length < n) {
            active = new int[n];
            activeCone = new boolean[n];
        }
        ConeSet cones = d.cones();
        double[] rhs = d.rhs();
        d.sweepBegin(x);
        for (int pass = 0; pass < PASSES; pass++) {
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (held[i]) continue;
                activeCone[m] = coneOf[i] >= 0;
                active[m++] = block[i];
            }
            if (m == 0) return true;
            for (int i = 0; i < m; i++) {
                g[i] = -(d.rowProduct(active[i], x) + rhs[active[i]]);
                for (int j = 0; j <= i; j++) a[i * m + j] = d.entry(active[i], active[j]);
                if (activeCone[i]) a[i * m + i] *= 1 + CONTACT_REGULARISATION;
            }
            if (!choleskySolve(a, g, m)) return false;
            boolean more = false;
            for (int i = 0, k = 0; i < n; i++) {
                if (held[i]) continue;
                int row = block[i];
                double v = x[row] + g[k++];
                if (coneOf[i] < 0 && (v < cones.lower(row) || v > cones.upper(row))) {
                    v = v < cones.lower(row) ? cones.lower(row) : cones.upper(row);
                    held[i] = true;
                    more = true;
                }
                d.sweepUpdate(row, v - x[row]);
                x[row] = v;
            }
            // a contact whose answer left its friction cone is held at the projection onto it
            for (int i = 0; i < n; i++) {
                if (held[i] || coneOf[i] != block[i]) continue;
                int row = block[i];
                double n0 = x[row], t1 = x[row + 1], t2 = x[row + 2], mu = coneMu[i];
                ConeSet.projectCone(x, row, mu);
                if (x[row] == n0 && x[row + 1] == t1 && x[row + 2] == t2) continue;
                d.sweepUpdate(row, x[row] - n0);
                d.sweepUpdate(row + 1, x[row + 1] - t1);
                d.sweepUpdate(row + 2, x[row + 2] - t2);
                held[i] = held[i + 1] = held[i + 2] = true;
                more = true;
            }
            if (!more) return true;
        }
        return true;
    }

    /** The block: every row on a body that a listed row acts on, in problem order (whole cones). */
    private void collect(NscDescriptor d) {
        int bodies = d.bodyCount();
        if (ropeBody.length < bodies) ropeBody = new boolean[Math.max(bodies, 2 * ropeBody.length)];
        Arrays.fill(ropeBody, 0, bodies, false);
        double[] invMass = d.invMass();
        for (int i = 0; i < count; i++) { // a kinematic body (no inverse mass) couples nothing: its other rows stay out
            int r = rows[i], a = d.bodyA(r), b = d.bodyB(r);
            if (a >= 0 && invMass[a] > 0) ropeBody[a] = true;
            if (b >= 0 && invMass[b] > 0) ropeBody[b] = true;
        }
        ConeSet cones = d.cones();
        size = 0;
        for (int b = 0, blocks = cones.blockCount(); b < blocks; b++) {
            int first = cones.blockStart(b), rowsIn = cones.blockSize(b);
            int ba = d.bodyA(first), bb = d.bodyB(first);
            if (!(ba >= 0 && ropeBody[ba]) && !(bb >= 0 && ropeBody[bb])) continue;
            if (size + rowsIn > MAX_ROWS) {
                size = MAX_ROWS + 1;
                return;
            }
            grow(size + rowsIn);
            boolean cone = cones.blockKind(b) == ConeSet.CONE;
            for (int k = 0; k < rowsIn; k++) {
                block[size] = first + k;
                coneOf[size] = cone ? first : -1;
                coneMu[size] = cones.mu(b);
                held[size] = false;
                size++;
            }
        }
    }

    private void grow(int n) {
        if (block.length >= n) return;
        int c = Math.max(n, 2 * block.length);
        block = Arrays.copyOf(block, c);
        coneOf = Arrays.copyOf(coneOf, c);
        held = Arrays.copyOf(held, c);
        coneMu = Arrays.copyOf(coneMu, c);
    }

    /**
     * Solves {@code A y = b} in place (y into b) for the symmetric positive definite m x m matrix
     * whose lower triangle is in {@code a} (row-major, stride m). False when a pivot is not positive.
     */
    static boolean choleskySolve(double[] a, double[] b, int m) {
        for (int j = 0; j < m; j++) {
            double diag = a[j * m + j], s = diag;
            for (int k = 0; k < j; k++) s -= a[j * m + k] * a[j * m + k];
            if (!(s > PIVOT_FLOOR * Math.abs(diag)) || !(s > 0)) return false;
            double l = Math.sqrt(s);
            a[j * m + j] = l;
            for (int i = j + 1; i < m; i++) {
                double t = a[i * m + j];
                for (int k = 0; k < j; k++) t -= a[i * m + k] * a[j * m + k];
                a[i * m + j] = t / l;
            }
        }
        for (int i = 0; i < m; i++) { // L z = b
            double t = b[i];
            for (int k = 0; k < i; k++) t -= a[i * m + k] * b[k];
            b[i] = t / a[i * m + i];
        }
        for (int i = m - 1; i >= 0; i--) { // L^T y = z
            double t = b[i];
            for (int k = i + 1; k < m; k++) t -= a[k * m + i] * b[k];
            b[i] = t / a[i * m + i];
        }
        return true;
    }
}
