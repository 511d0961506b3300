package io.github.gdxnsc.demo.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The residual plot's range: follows the data, keeps the tolerance line off the frame. */
class LogRangeTest {

    private static void assertInside(float fraction, String what) {
        assertTrue(fraction >= 0.05f && fraction <= 0.95f, what + " at " + fraction + " of the height, on or near the frame");
    }

    @Test
    void aSolveStuckFarAboveItsToleranceShowsBoth() {
        // the case: the residual flat around 3e-2 for 60 iterations, tolerance 1e-6
        double[] h = new double[60];
        for (int i = 0; i < h.length; i++) h[i] = 3e-2 * (1 + 0.01 * Math.sin(i));
        LogRange r = new LogRange().fit(h, h.length, 1e-6);
        assertInside(r.fraction(1e-6), "tolerance");
        assertInside(r.fraction(3e-2), "the curve");
        assertTrue(r.fraction(3e-2) > r.fraction(1e-6) + 0.5f, "the gap between them is most of the plot");
    }

    @Test
    void aConvergedSolveEndsUnderTheToleranceLine() {
        double[] h = {1e-1, 1e-3, 1e-5, 1e-7, 1e-9};
        LogRange r = new LogRange().fit(h, h.length, 1e-6);
        assertInside(r.fraction(1e-6), "tolerance");
        assertInside(r.fraction(1e-1), "the first iterate");
        assertInside(r.fraction(1e-9), "the last iterate");
        assertTrue(r.fraction(1e-9) < r.fraction(1e-6));
    }

    @Test
    void theRangeFollowsTheDataNotFixedDecades() {
        double[] h = {2e-4, 1.5e-4, 1.2e-4};
        LogRange r = new LogRange().fit(h, h.length, 1e-4);
        // one decade at least, centred on the data: the curve is not squeezed against an edge
        assertEquals(1.0 + 2 * LogRange.MARGIN, r.high() - r.low(), 1e-12);
        assertInside(r.fraction(1e-4), "tolerance");
        assertInside(r.fraction(2e-4), "the curve");
    }

    @Test
    void nothingToShowStillGivesARangeAndSkipsBadValues() {
        LogRange r = new LogRange().fit(new double[0], 0, 1e-6);
        assertInside(r.fraction(1e-6), "tolerance with no data");
        double[] bad = {Double.NaN, 0, -1, Double.POSITIVE_INFINITY, 1e-3};
        r.fit(bad, bad.length, 1e-6);
        assertInside(r.fraction(1e-3), "the one good value");
        assertInside(r.fraction(1e-6), "tolerance");
        assertEquals(0f, r.fraction(Double.NaN));
    }

    /** Labels of the ticks of a range fitted to {@code values} and {@code tolerance}. */
    private static java.util.List<String> labels(double tolerance, double... values) {
        LogRange r = new LogRange().fit(values, values.length, tolerance);
        double[] ticks = new double[12];
        int n = r.ticks(ticks);
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            assertTrue(r.fraction(ticks[i]) >= 0 && r.fraction(ticks[i]) <= 1, "tick " + ticks[i] + " outside the range");
            if (i > 0) assertTrue(ticks[i] > ticks[i - 1], "ticks ascend");
            out.add(LogRange.label(new com.badlogic.gdx.utils.StringBuilder(), ticks[i]).toString());
        }
        return out;
    }

    @Test
    void aDecadeOrLessGetsDistinctIntermediateLabels() {
        // a settled scene: the residual flat at the tolerance; PSOR stopped at 4.59e-6
        for (java.util.List<String> l : java.util.List.of(labels(1e-6, 1e-6, 1e-6, 1e-6), labels(1e-6, 4.59e-6, 4.6e-6), labels(1e-4, 2e-4, 1.5e-4))) {
            assertTrue(l.size() >= 2, "at least two ticks: " + l);
            assertEquals(l.size(), new java.util.HashSet<>(l).size(), "no two labels the same: " + l);
        }
        assertTrue(labels(1e-6, 1e-6, 1e-6).stream().anyMatch(t -> !t.startsWith("1e")), "intermediate (2e, 5e) ticks on a decade or less");
    }

    @Test
    void manyDecadesGetOneTickPerDecadeOrFewer() {
        java.util.List<String> l = labels(1e-6, 1e-1, 1e-9);
        assertTrue(l.size() >= 2 && l.size() <= 6, l.toString());
        assertTrue(l.stream().allMatch(t -> t.startsWith("1e")), "decades only: " + l);
        assertEquals(l.size(), new java.util.HashSet<>(l).size(), l.toString());
    }
}
