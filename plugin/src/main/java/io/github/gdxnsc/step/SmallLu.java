package io.github.gdxnsc.step;

/** LU with partial pivoting of small dense row-major blocks held inside larger arrays (the joint tree's 3x3 and 6x6 pivots). */
final class SmallLu {
    private SmallLu() {
    }

    /** LU with partial pivoting of the n x n row-major matrix at a[off]; false when singular. */
    static boolean factor(double[] a, int off, int n, int[] piv, int poff) {
        double scale = 0;
        for (int i = 0; i < n * n; i++) scale = Math.max(scale, Math.abs(a[off + i]));
        if (!(scale > 0) || !Double.isFinite(scale)) return false;
        for (int k = 0; k < n; k++) {
            int best = k;
            for (int i = k + 1; i < n; i++) if (Math.abs(a[off + i * n + k]) > Math.abs(a[off + best * n + k])) best = i;
            piv[poff + k] = best;
            if (!(Math.abs(a[off + best * n + k]) > 1e-13 * scale)) return false;
            if (best != k) for (int j = 0; j < n; j++) {
                double s = a[off + k * n + j];
                a[off + k * n + j] = a[off + best * n + j];
                a[off + best * n + j] = s;
            }
            double inv = 1 / a[off + k * n + k];
            for (int i = k + 1; i < n; i++) {
                double f = a[off + i * n + k] *= inv;
                for (int j = k + 1; j < n; j++) a[off + i * n + j] -= f * a[off + k * n + j];
            }
        }
        return true;
    }

    /** Solves in place with the factors of {@link #factor}. */
    static void solve(double[] a, int off, int n, int[] piv, int poff, double[] b, int boff) {
        for (int k = 0; k < n; k++) {
            int p = piv[poff + k];
            if (p != k) {
                double s = b[boff + k];
                b[boff + k] = b[boff + p];
                b[boff + p] = s;
            }
        }
        for (int i = 1; i < n; i++) for (int k = 0; k < i; k++) b[boff + i] -= a[off + i * n + k] * b[boff + k];
        for (int i = n - 1; i >= 0; i--) {
            for (int k = i + 1; k < n; k++) b[boff + i] -= a[off + i * n + k] * b[boff + k];
            b[boff + i] /= a[off + i * n + i];
        }
    }
}
