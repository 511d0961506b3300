package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.utils.StringBuilder;

/**
 * Number formatting into libGDX's {@link StringBuilder} without allocating (Float.toString and
 * String.format allocate on every call, and the overlay refreshes many figures a second).
 */
public final class Fmt {
    private static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000};

    private Fmt() {
    }

    /** {@code v} with {@code decimals} digits after the point (0 to 6); "-" for NaN or infinity. */
    public static StringBuilder fixed(StringBuilder sb, double v, int decimals) {
        if (!Double.isFinite(v)) return sb.append('-');
        if (v < 0) {
            sb.append('-');
            v = -v;
        }
        long scaled = Math.round(v * POW10[decimals]);
        sb.append(scaled / POW10[decimals]);
        if (decimals > 0) {
            sb.append('.');
            long frac = scaled % POW10[decimals];
            for (long p = POW10[decimals - 1]; p > 1 && frac < p; p /= 10) sb.append('0');
            sb.append(frac);
        }
        return sb;
    }

    /** Scientific notation with two decimals: 1.23e-5; "-" for NaN, "0" for zero. */
    public static StringBuilder sci(StringBuilder sb, double v) {
        if (!Double.isFinite(v)) return sb.append('-');
        if (v == 0) return sb.append('0');
        if (v < 0) {
            sb.append('-');
            v = -v;
        }
        int exponent = (int) Math.floor(Math.log10(v));
        double mantissa = v / Math.pow(10, exponent);
        if (Math.round(mantissa * 100) >= 1000) { // 9.996 rounds to 10.00: carry into the exponent
            mantissa /= 10;
            exponent++;
        }
        fixed(sb, mantissa, 2).append('e');
        return sb.append(exponent);
    }

    /** Nanoseconds as milliseconds with two decimals. */
    public static StringBuilder millis(StringBuilder sb, long nanos) {
        return fixed(sb, nanos / 1e6, 2);
    }
}
