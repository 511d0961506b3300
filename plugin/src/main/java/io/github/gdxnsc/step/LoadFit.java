package io.github.gdxnsc.step;

/**
 * The impulses at up to {@link #MAX_POINTS} points of one face contact that carry a given load:
 * for the normal impulses, the force along the normal and the moment about two axes of the contact
 * plane; for the friction impulses, the force in the plane and the moment about the normal. Each
 * fit stays as close as it can to a prior guess (the points' own last impulses) among the answers
 * that carry the load, since a face of four points carries three load components in many ways.
 * The load is matched in the weighted least-squares sense ({@link #WEIGHT}), so an unreachable
 * load (a moment the points cannot make without pulling) is carried as nearly as pushing allows.
 * Points lie in the plane through the origin of the frame (e1, e2, n), given by their coordinates
 * (x, y) in it; a reused instance, allocating nothing.
 */
final class LoadFit {
    /** Bullet's manifold holds at most four points. */
    static final int MAX_POINTS = 4;
    /** How much more a unit of the load's miss counts than a unit of change from the prior guess. */
    static final double WEIGHT = 1e6;

    private final double[] h = new double[MAX_POINTS * MAX_POINTS], g = new double[MAX_POINTS];
    private final double[] a = new double[MAX_POINTS * MAX_POINTS], rhs = new double[MAX_POINTS], trial = new double[MAX_POINTS];
    private final double[] m3 = new double[9], v3 = new double[3];
    private final int[] piv = new int[MAX_POINTS];

    /**
     * Non-negative normal impulses {@code out[0..k)} at the points (x[j], y[j]) that give the force
     * {@code force} along n and the moments {@code momentX}, {@code momentY} about e1 and e2 (a push
     * p at (x, y) turns by (y p, -x p) about them): the minimiser of
     * {@code WEIGHT |A l - b|^2 + |l - prior|^2} over l >= 0, exactly, by trying each set of
     * non-zero impulses. {@code length} scales the moments to forces (the points' spread); 0 fits
     * the force alone.
     */
    void normal(int k, double[] x, double[] y, double force, double momentX, double momentY, double length,
            double[] prior, double[] out) {
        checkCount(k);
        final double s = length > 0 ? 1 / length : 0;
        // H = W A^T A + I, g = W A^T b + prior, with A's rows (1..1), (y/L), (-x/L) and b = (force, mx/L, my/L)
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) h[i * k + j] = WEIGHT * (1 + s * s * (y[i] * y[j] + x[i] * x[j])) + (i == j ? 1 : 0);
            g[i] = WEIGHT * (force + s * s * (y[i] * momentX - x[i] * momentY)) + prior[i];
        }
        double best = Double.POSITIVE_INFINITY;
        for (int j = 0; j < k; j++) out[j] = 0;
        // the objective is strictly convex: the one set whose solve is non-negative and whose left-out
        // points would not gain by pushing is its minimum; the least value among the feasible sets is it too
        for (int set = 1; set < 1 << k; set++) {
            if (!solveOn(set, k)) continue;
            double value = 0;
            for (int i = 0; i < k; i++) {
                double hi = 0;
                for (int j = 0; j < k; j++) hi += h[i * k + j] * trial[j];
                value += trial[i] * (0.5 * hi - g[i]);
            }
            if (value < best) {
                best = value;
                System.arraycopy(trial, 0, out, 0, k);
            }
        }
    }

    /** H restricted to the points of {@code set} solved for g there, into trial (0 elsewhere); false when an impulse comes out negative. */
    private boolean solveOn(int set, int k) {
        final int n = Integer.bitCount(set);
        int row = 0;
        for (int i = 0; i < k; i++) {
            if ((set & 1 << i) == 0) continue;
            int c = 0;
            for (int j = 0; j < k; j++) if ((set & 1 << j) != 0) a[row * n + c++] = h[i * k + j];
            rhs[row++] = g[i];
        }
        if (!SmallLu.factor(a, 0, n, piv, 0)) return false;
        SmallLu.solve(a, 0, n, piv, 0, rhs, 0);
        row = 0;
        for (int i = 0; i < k; i++) {
            trial[i] = (set & 1 << i) != 0 ? rhs[row++] : 0;
            if (trial[i] < 0) return false;
        }
        return true;
    }

    /**
     * Friction impulses (u1[j], u2[j]) along e1, e2 at the points (x[j], y[j]), updated in place from
     * their prior values: the nearest to the prior that gives the force (f1, f2) in the plane and
     * the moment {@code torsion} about n (u at (x, y) turns by x u2 - y u1), in the same weighted
     * sense as {@link #normal}, each point's change counted against its {@code share} (its cone's
     * size: a point that pushes little takes little friction, so the caller's cone rarely cuts it).
     * No bound: the caller keeps each inside its cone.
     */
    void friction(int k, double[] x, double[] y, double f1, double f2, double torsion, double length, double[] share,
            double[] u1, double[] u2) {
        checkCount(k);
        final double s = length > 0 ? 1 / length : 0;
        // rows of B: (1, 0) per point, (0, 1) per point, (-y/L, x/L) per point; miss d - B u
        double r1 = f1, r2 = f2, r3 = s * torsion;
        double sw = 0, sx = 0, sy = 0, sxx = 0;
        for (int j = 0; j < k; j++) {
            r1 -= u1[j];
            r2 -= u2[j];
            r3 -= s * (x[j] * u2[j] - y[j] * u1[j]);
            double w = share[j];
            sw += w;
            sx += w * x[j];
            sy += w * y[j];
            sxx += w * (x[j] * x[j] + y[j] * y[j]);
        }
        if (!(sw > 0)) return;
        // u = prior + D B^T (B D B^T + I sw / W)^-1 (d - B prior), D = diag(share): the minimiser of
        // W |B u - d|^2 + sw sum |u_j - prior_j|^2 / share_j
        final double ridge = sw / WEIGHT;
        m3[0] = sw + ridge;
        m3[1] = 0;
        m3[2] = -s * sy;
        m3[3] = 0;
        m3[4] = sw + ridge;
        m3[5] = s * sx;
        m3[6] = -s * sy;
        m3[7] = s * sx;
        m3[8] = s * s * sxx + ridge;
        v3[0] = r1;
        v3[1] = r2;
        v3[2] = r3;
        if (!SmallLu.factor(m3, 0, 3, piv, 0)) return;
        SmallLu.solve(m3, 0, 3, piv, 0, v3, 0);
        for (int j = 0; j < k; j++) {
            u1[j] += share[j] * (v3[0] - s * y[j] * v3[2]);
            u2[j] += share[j] * (v3[1] + s * x[j] * v3[2]);
        }
    }

    private static void checkCount(int k) {
        if (k < 1 || k > MAX_POINTS) throw new IllegalArgumentException("points: " + k + " (1 to " + MAX_POINTS + ")");
    }
}
