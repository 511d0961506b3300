package io.github.gdxnsc.demo.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The overlay scales with the window in whole steps, so its bitmap font is drawn pixel for pixel. */
class OverlayScaleTest {

    @Test
    void scaleFollowsTheWindowInWholeSteps() {
        assertEquals(1f, DebugOverlay.uiScale(1280, 720), 1e-6);
        assertEquals(1f, DebugOverlay.uiScale(800, 600), 1e-6, "small windows: the font at its own size, never shrunk");
        assertEquals(1f, DebugOverlay.uiScale(1920, 1080), 1e-6, "1.5 times 720p is not a whole step");
        assertEquals(2f, DebugOverlay.uiScale(2560, 1440), 1e-6);
        assertEquals(3f, DebugOverlay.uiScale(3840, 2160), 1e-6, "4K: three times the 720p layout");
        for (int w = 640; w <= 7680; w += 80) {
            float s = DebugOverlay.uiScale(w, w * 9 / 16);
            assertEquals(Math.rint(s), s, 1e-6, "a whole scale at width " + w);
        }
        // the narrower side decides: a tall narrow window does not blow the panels up
        assertTrue(DebugOverlay.uiScale(1280, 2000) <= 1f);
    }
}
