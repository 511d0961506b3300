package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Heavy on light: a heavy unit cube resting on a 1 kg one, at the default settings. The README
 * states the ratio that holds (1:1000); this measures it, and prints how far the heavy cube sinks
 * at ratios beyond it.
 */
class MassRatioRangeTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** How far (m) the heavy cube's centre ends below where it rests (y = 1.5) after 5 s. */
    static double sink(float heavyMass) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef cube = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).friction(0.6f);
            w.createBody(cube.mass(1).position(0, 0.5f, 0));
            RigidBody heavy = w.createBody(cube.mass(heavyMass).position(0, 1.5f, 0));
            for (int s = 0; s < 300; s++) w.stepOnce();
            return 1.5 - heavy.getPosition(new Vector3()).y;
        } finally {
            w.dispose();
        }
    }

    @Test
    void theStatedRatioHolds() {
        for (float ratio : new float[] {1e2f, 1e3f, 1e4f, 1e5f}) {
            double sink = sink(ratio);
            System.out.printf("heavy on light 1:%.0f: the heavy cube sinks %.4f m in 5 s%n", ratio, sink);
            if (ratio <= 1e3f) assertTrue(sink < 0.005, "1:" + ratio + " holds (within 5 mm): sank " + sink + " m");
        }
    }
}
