package io.github.gdxnsc.world;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * ThinBodyTest's two dropped plates over a grid of thickness and contact slop (every slop at most a
 * fifth of the thickness, as createBody allows), printing where they end; a probe for choosing the
 * default slop, not run by the build: {@code mvn -B -o -q test -pl plugin -Dtest=ThinPlateSlopProbe}.
 */
class ThinPlateSlopProbe {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void platesOverThicknessAndSlop() {
        for (float t : new float[] {0.002f, 0.005f, 0.01f, 0.02f})
            for (float slop : new float[] {0.0003f, 0.000396f, 0.0004f, 0.000404f, 0.001f, 0.002f}) {
                if (slop > t / 5 * 1.0001f) continue;
                double[] r = ThinBodyTest.stack(t, slop);
                System.out.printf("plates %.0f mm, contactSlop %.3f mm: lower centre at %.2f t, centres %.2f t apart (0.5 and 1 when kept)%n",
                        t * 1000, slop * 1000, r[0], r[1]);
            }
    }
}
