package io.github.gdxnsc.demo.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The live window gives the bench's figures over its last {@link LiveQuality#WINDOW} steps, across the ring's wrap. */
class LiveQualityTest {

    @Test
    void emptyAndOneStep() {
        LiveQuality q = new LiveQuality();
        q.reset(1);
        assertTrue(Double.isNaN(q.medianStepMillis()));
        assertTrue(Double.isNaN(q.drift()));
        assertEquals(0, q.restVelocityRms());
        q.snapshot()[1] = 2f;
        q.record(3e6, 4, 1);
        assertEquals(3.0, q.medianStepMillis(), 1e-12);
        assertEquals(2.0, q.restVelocityRms(), 1e-12);
        assertTrue(Double.isNaN(q.drift()), "no drift from one step");
    }

    /**
     * Two bodies over 300 steps (the window wraps twice): body 0 sinks 1 mm a step, body 1 stays;
     * step k takes k microseconds and has speeds^2 summing to k. The figures are those of the last
     * 120 steps, computed the bench's way on exactly those steps: drift from the positions before
     * the first of them (after step 179) to those after the last.
     */
    @Test
    void theWindowHoldsTheLastStepsOnly() {
        LiveQuality q = new LiveQuality();
        q.reset(2);
        int steps = 300, w = LiveQuality.WINDOW;
        float[] first = null, last = null;
        SettledQuality bench = new SettledQuality();
        for (int k = 0; k < steps; k++) {
            float[] p = q.snapshot();
            p[0] = 0;
            p[1] = 1 - 0.001f * k;
            p[2] = 0;
            p[3] = 5;
            p[4] = 0.5f;
            p[5] = -1;
            if (k == steps - w - 1) first = p.clone();
            if (k == steps - 1) last = p.clone();
            if (k >= steps - w) bench.addSpeeds(k, 2);
            q.record(k * 1e3, k, 2);
        }
        assertEquals(w, q.steps());
        assertEquals(SettledQuality.drift(first, last, 2), q.drift(), 1e-12);
        assertEquals(0.120, q.drift(), 1e-5);
        assertEquals(bench.restVelocityRms(), q.restVelocityRms(), 1e-12);
        // the median of k us over k = 180..299: (239 + 240) / 2 us
        assertEquals(0.2395, q.medianStepMillis(), 1e-12);
        q.reset(2);
        assertEquals(0, q.steps(), "a reset empties the window");
    }
}
