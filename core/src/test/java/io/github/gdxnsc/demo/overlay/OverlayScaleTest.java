package io.github.gdxnsc.demo.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The overlay scales with the window: readable on 800x600, not tiny on 4K. */
class OverlayScaleTest {

    @Test
    void scaleFollowsTheWindowWithinReadableBounds() {
        assertEquals(1f, DebugOverlay.uiScale(1280, 720), 1e-6);
        assertEquals(0.8f, DebugOverlay.uiScale(800, 600), 1e-6, "small windows: never below 0.8 (bitmap font)");
        assertEquals(3f, DebugOverlay.uiScale(3840, 2160), 1e-6, "4K: three times the 720p layout");
        assertEquals(1.5f, DebugOverlay.uiScale(1920, 1080), 1e-6);
        // the narrower side decides: a tall narrow window does not blow the panels up
        assertTrue(DebugOverlay.uiScale(1280, 2000) <= 1f);
    }
}
