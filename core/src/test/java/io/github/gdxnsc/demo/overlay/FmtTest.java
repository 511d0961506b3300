package io.github.gdxnsc.demo.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.utils.StringBuilder;
import org.junit.jupiter.api.Test;

class FmtTest {
    private static String fixed(double v, int decimals) {
        return Fmt.fixed(new StringBuilder(), v, decimals).toString();
    }

    private static String sci(double v) {
        return Fmt.sci(new StringBuilder(), v).toString();
    }

    @Test
    void fixedPadsFractionsAndHandlesSignsAndNonFinite() {
        assertEquals("3.14", fixed(Math.PI, 2));
        assertEquals("0.05", fixed(0.05, 2));
        assertEquals("1.005", fixed(1.005, 3));
        assertEquals("-2.50", fixed(-2.5, 2));
        assertEquals("12", fixed(12.4, 0));
        assertEquals("-", fixed(Double.NaN, 2));
        assertEquals("-", fixed(Double.POSITIVE_INFINITY, 2));
    }

    @Test
    void sciCarriesRoundingIntoTheExponent() {
        assertEquals("1.00e-6", sci(1e-6));
        assertEquals("2.10e-7", sci(2.1e-7));
        assertEquals("1.00e1", sci(9.999));
        assertEquals("-3.00e2", sci(-300));
        assertEquals("0", sci(0));
        assertEquals("-", sci(Double.NaN));
    }
}
