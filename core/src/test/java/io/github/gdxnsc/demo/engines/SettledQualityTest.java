package io.github.gdxnsc.demo.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The settled-quality arithmetic on scripted numbers with known answers. */
class SettledQualityTest {

    @Test
    void driftIsTheLargestDisplacementOfAnyBody() {
        float[] first = {0, 0, 0, 1, 1, 1, -2, 0.5f, 3};
        // body 0 moves (3, 4, 0) mm: 5 mm; body 1 (1, 2, 2) mm: 3 mm; body 2 stays
        float[] last = {0.003f, 0.004f, 0, 1.001f, 1.002f, 1.002f, -2, 0.5f, 3};
        assertEquals(0.005, SettledQuality.drift(first, last, 3), 1e-7);
        // only the bodies asked for count
        assertEquals(0.005, SettledQuality.drift(first, last, 1), 1e-7);
        assertEquals(0, SettledQuality.drift(first, first, 3));
        assertThrows(IllegalArgumentException.class, () -> SettledQuality.drift(first, new float[3], 3));
    }

    @Test
    void driftOfAScriptedSettlingTrajectory() {
        // a body sinking 1 mm a frame along y for 120 frames, another one circling in x-z (radius 2 cm, 120 frames):
        // from the first to the last frame the sinker moved 119 mm, the circler a chord of 2 r sin(pi 119/120)
        int frames = 120;
        float[] first = null, last = new float[6];
        for (int f = 0; f < frames; f++) {
            double a = 2 * Math.PI * f / frames;
            float[] p = {0, 1 - 0.001f * f, 0, (float) (0.02 * Math.cos(a)), 0.5f, (float) (0.02 * Math.sin(a))};
            if (first == null) first = p;
            last = p;
        }
        assertEquals(0.119, SettledQuality.drift(first, last, 2), 1e-6);
    }

    @Test
    void penetrationMaxAndMeanCountOnlyOverlappingPoints() {
        SettledQuality q = new SettledQuality();
        assertEquals(0, q.meanPenetration());
        q.addContactDistances(new float[] {-0.002f, 0.01f, -0.004f, 0f, 99f}, 4); // the fifth is past count
        q.addContactDistances(new float[] {-0.006f, 0.02f}, 2);
        assertEquals(0.006, q.maxPenetration(), 1e-9);
        assertEquals((0.002 + 0.004 + 0.006) / 3, q.meanPenetration(), 1e-9);
        SettledQuality separated = new SettledQuality();
        separated.addContactDistances(new float[] {0.001f, 0.03f}, 2);
        assertEquals(0, separated.maxPenetration());
        assertEquals(0, separated.meanPenetration());
    }

    @Test
    void restVelocityIsTheRmsOverBodiesAndFrames() {
        SettledQuality q = new SettledQuality();
        assertEquals(0, q.restVelocityRms());
        q.addSpeeds(3 * 3 + 4 * 4, 2); // speeds 3 and 4
        q.addSpeeds(0, 2); // both at rest
        assertEquals(Math.sqrt(25.0 / 4), q.restVelocityRms(), 1e-12);
    }
}
