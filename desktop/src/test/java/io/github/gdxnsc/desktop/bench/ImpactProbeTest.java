package io.github.gdxnsc.desktop.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.demo.scenes.ImpactScene;
import org.junit.jupiter.api.Test;

/** The impact probe on scripted numbers with known answers. */
class ImpactProbeTest {

    @Test
    void impactProbeMeasuresReboundInTheAirAndRiseAfterLanding() {
        float r = ImpactScene.BALL_RADIUS;
        ImpactProbe p = new ImpactProbe(r);
        // thrown ball: 5 m/s into the wall, then back at 0.6 m/s in the air, then rolling away at 1 m/s on the ground
        float[] thrownVx = {5, 5, -0.6f, -0.5f, -1f, -1f};
        float[] thrownY = {1, 0.95f, 0.9f, 0.5f, r, r};
        // dropped ball: falling, overlapping the ground by 2 cm, pushed up 6 mm above rest, settling at r - 2 mm
        float[] droppedY = {2.25f, 1.5f, r - 0.02f, r + 0.004f, r - 0.002f, r - 0.002f};
        for (int i = 0; i < thrownVx.length; i++) p.record(thrownVx[i], thrownY[i], droppedY[i]);
        assertEquals(0.6, p.reboundSpeed(), 1e-6);
        assertEquals(0.006, p.dropRise(), 1e-6);

        ImpactProbe falling = new ImpactProbe(r);
        falling.record(5, 1, 2.25f);
        falling.record(5, 1, 1.5f);
        assertTrue(Double.isNaN(falling.dropRise()), "no landing, no rise");
        assertEquals(0, falling.reboundSpeed());
    }
}
