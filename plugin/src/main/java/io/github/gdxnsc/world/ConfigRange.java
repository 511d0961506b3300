package io.github.gdxnsc.world;

/**
 * The values a numeric {@link ConfigField} accepts: an interval, open or closed at each end,
 * optionally finite, with its words (">= 1", "in (0, 1]", "finite and >= 0") for validation
 * errors and help, numbers written as people write them ({@link #number}). NaN is never inside.
 */
final class ConfigRange {
    /**
     * The least and the greatest value inside, so that {@link #contains} is two comparisons: an
     * open end is the next double inward (no double lies between), and a finite range's infinite
     * end is the largest finite double.
     */
    private final double min, max;
    private final String words;

    private ConfigRange(double lo, boolean loOpen, double hi, boolean hiOpen, boolean finite, String words) {
        double min = loOpen ? Math.nextUp(lo) : lo, max = hiOpen ? Math.nextDown(hi) : hi;
        this.min = finite ? Math.max(min, -Double.MAX_VALUE) : min;
        this.max = finite ? Math.min(max, Double.MAX_VALUE) : max;
        this.words = words;
    }

    /** {@code [min, +inf)}, for counts. */
    static ConfigRange atLeast(long min) {
        return new ConfigRange(min, false, Double.POSITIVE_INFINITY, false, false, ">= " + min);
    }

    /** {@code [min, max]}, for counts. */
    static ConfigRange between(long min, long max) {
        return new ConfigRange(min, false, max, false, false, "in [" + min + ", " + max + "]");
    }

    /** A finite value {@code >= 0}. */
    static ConfigRange nonNegative() {
        return new ConfigRange(0, false, Double.POSITIVE_INFINITY, false, true, "finite and >= 0");
    }

    /** A finite value {@code > 0}. */
    static ConfigRange positive() {
        return new ConfigRange(0, true, Double.POSITIVE_INFINITY, false, true, "finite and > 0");
    }

    /** An interval with finite ends, e.g. {@code (0, 1]}. */
    static ConfigRange interval(double lo, boolean loOpen, double hi, boolean hiOpen) {
        return new ConfigRange(lo, loOpen, hi, hiOpen, true,
                "in " + (loOpen ? "(" : "[") + number(lo) + ", " + number(hi) + (hiOpen ? ")" : "]"));
    }

    boolean contains(double v) {
        return v >= min & v <= max; // NaN fails both
    }

    @Override
    public String toString() {
        return words;
    }

    /** A number as people write it: "60", "0.6", "1e-6". */
    static String number(double v) {
        return tidy(v == (long) v && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v));
    }

    static String number(float v) {
        return tidy(v == (long) v && Math.abs(v) < 1e7f ? Long.toString((long) v) : Float.toString(v));
    }

    private static String tidy(String s) {
        int e = s.indexOf('E');
        if (e < 0) return s;
        String mantissa = s.substring(0, e);
        if (mantissa.endsWith(".0")) mantissa = mantissa.substring(0, mantissa.length() - 2);
        return mantissa + "e" + s.substring(e + 1);
    }
}
