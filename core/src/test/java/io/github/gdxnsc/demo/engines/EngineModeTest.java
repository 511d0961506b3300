package io.github.gdxnsc.demo.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The engine switch's names (the demo's --engine, the overlay) and its F4 order. */
class EngineModeTest {

    @Test
    void namesOrderAndWhatEachRuns() {
        assertEquals(EngineMode.SPLIT, EngineMode.parse("Split"));
        assertEquals(EngineMode.BULLET_SI, EngineMode.parse("bullet-si"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EngineMode.parse("bullet")).getMessage().contains("bullet-si"));
        assertEquals(EngineMode.BULLET_SI, EngineMode.NSC.next());
        assertEquals(EngineMode.SPLIT, EngineMode.BULLET_SI.next());
        assertEquals(EngineMode.NSC, EngineMode.SPLIT.next());
        assertTrue(EngineMode.SPLIT.runsNsc() && EngineMode.SPLIT.runsBullet());
        assertFalse(EngineMode.NSC.runsBullet());
        assertFalse(EngineMode.BULLET_SI.runsNsc());
    }
}
