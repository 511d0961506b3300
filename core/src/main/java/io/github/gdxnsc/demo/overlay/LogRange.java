package io.github.gdxnsc.demo.overlay;

/**
 * The vertical range of the residual plot, in log10 units: it follows the data (the smallest and
 * largest residual of the last solve) and always contains the tolerance, with a margin at both
 * ends so neither the curve nor the red tolerance line sits on the frame. A solve stuck far above
 * its tolerance shows the tolerance near the bottom and the flat curve near the top, with the
 * decades between them labelled: the gap is what the user needs to see.
 */
public final class LogRange {
    /** Margin at each end, as a fraction of the span. */
    static final double MARGIN = 0.08;
    /** Smallest span shown (decades): a flat curve still gets some room around it. */
    static final double MIN_SPAN = 1.0;
    /** Values outside this (log10) are clipped: a NaN-free but absurd residual must not squash the rest. */
    static final double FLOOR = -16, CEILING = 8;

    private double low = -8, high = 0;

    /** Fits the range to {@code values[0..length)} and {@code tolerance} (ignored when not positive). */
    public LogRange fit(double[] values, int length, double tolerance) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < length; i++) {
            double v = values[i];
            if (!(v > 0) || !Double.isFinite(v)) continue;
            double e = Math.log10(v);
            lo = Math.min(lo, e);
            hi = Math.max(hi, e);
        }
        if (tolerance > 0 && Double.isFinite(tolerance)) {
            double t = Math.log10(tolerance);
            lo = Math.min(lo, t);
            hi = Math.max(hi, t);
        }
        if (lo > hi) { // nothing to show: a default range
            lo = -8;
            hi = 0;
        }
        lo = Math.max(FLOOR, lo);
        hi = Math.min(CEILING, Math.max(hi, lo));
        double span = hi - lo;
        if (span < MIN_SPAN) {
            double mid = 0.5 * (lo + hi);
            lo = mid - MIN_SPAN / 2;
            hi = mid + MIN_SPAN / 2;
            span = MIN_SPAN;
        }
        low = lo - MARGIN * span;
        high = hi + MARGIN * span;
        return this;
    }

    public double low() {
        return low;
    }

    public double high() {
        return high;
    }

    /** Mantissas of the ticks inside one decade: coarse first, finer only when too few fit. */
    private static final int[][] MANTISSAS = {{1, 2, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9}};

    /**
     * The values to mark on the axis, ascending, into {@code out} (at least 9 long); their count.
     * Every decade (every k-th, at most 6) when two or more decades fall inside the range; on a
     * decade or less, 1-2-5 steps (then every digit) so at least two distinct values are marked.
     */
    public int ticks(double[] out) {
        int first = (int) Math.ceil(low - 1e-9), last = (int) Math.floor(high + 1e-9);
        int n = 0;
        if (last - first >= 1) {
            int every = Math.max(1, (last - first + 5) / 6);
            for (int e = first; e <= last && n < out.length; e += every) out[n++] = Math.pow(10, e);
            return n;
        }
        for (int[] mantissas : MANTISSAS) {
            n = 0;
            for (int e = first - 1; e <= last && n < out.length; e++) {
                for (int m : mantissas) {
                    double v = m * Math.pow(10, e), l = Math.log10(v);
                    if (l >= low && l <= high && n < out.length) out[n++] = v;
                }
            }
            if (n >= 2) return n;
        }
        return n;
    }

    /** A tick's label: "1e-6", "2e-6", "5e-7" (one significant digit, as the ticks are). */
    public static com.badlogic.gdx.utils.StringBuilder label(com.badlogic.gdx.utils.StringBuilder sb, double tick) {
        int exponent = (int) Math.floor(Math.log10(tick) + 1e-9);
        long mantissa = Math.round(tick / Math.pow(10, exponent));
        return sb.append(mantissa).append('e').append(exponent);
    }

    /** Where {@code value} sits, from 0 (bottom) to 1 (top), clamped; 0 for non-positive values. */
    public float fraction(double value) {
        if (!(value > 0) || !Double.isFinite(value)) return 0f;
        double t = (Math.log10(value) - low) / (high - low);
        return (float) Math.max(0, Math.min(1, t));
    }
}
