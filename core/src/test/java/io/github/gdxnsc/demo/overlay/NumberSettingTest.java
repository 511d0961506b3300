package io.github.gdxnsc.demo.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The text rule the whole-number settings (iterations, time budget, threads) share; the widgets need a GL context. */
class NumberSettingTest {
    @Test
    void wholeTakesWholeNumbersInRangeOnly() {
        assertEquals(60, NumberSetting.whole("60", 1, 10_000));
        assertEquals(1, NumberSetting.whole("1", 1, 10_000));
        assertEquals(10_000, NumberSetting.whole("1e4", 1, 10_000));
        assertEquals(0, NumberSetting.whole("0", 0, 1_000_000));
        assertEquals(-1, NumberSetting.whole("0", 1, 10_000));
        assertEquals(-1, NumberSetting.whole("10001", 1, 10_000));
        assertEquals(-1, NumberSetting.whole("2.5", 1, 10_000));
        assertEquals(-1, NumberSetting.whole("-3", 0, 10));
        assertEquals(-1, NumberSetting.whole("NaN", 0, 10));
        assertEquals(-1, NumberSetting.whole("abc", 0, 10));
        assertEquals(-1, NumberSetting.whole("", 0, 10));
    }
}
