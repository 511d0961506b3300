package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the restitution threshold costs a resting stack whose bodies are bouncy (e = 0.5): below the
 * threshold an approach is inelastic, above it a resting contact's small solver-left approach
 * speeds come back as bounces. Measured over thresholds from 0 to 1 m/s on a 6-layer box pyramid;
 * the default must leave it at rest as an inelastic one rests.
 */
class RestitutionThresholdTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aBouncyPyramidRestsAtTheDefaultThreshold() {
        float def = NscConfig.defaults().restitutionThresholdSpeed;
        double[] inelastic = settle(0f, def);
        System.out.printf("e 0 (threshold %.3f): drift %.4f mm, rest speed %.5f m/s, iterations %.1f%n", def, 1e3 * inelastic[0], inelastic[1], inelastic[2]);
        double[] atDefault = null;
        for (float t : new float[] {0f, 0.01f, 0.05f, 0.1f, 0.15f, 0.2f, 0.3f, 0.5f, 1f}) {
            double[] m = settle(0.5f, t);
            System.out.printf("e 0.5, threshold %.3f m/s: drift %.4f mm, rest speed %.5f m/s, iterations %.1f%n", t, 1e3 * m[0], m[1], m[2]);
        }
        atDefault = settle(0.5f, def);
        assertTrue(atDefault[0] <= inelastic[0] + 1e-4, "drift at the default threshold " + atDefault[0] + " m, inelastic " + inelastic[0]);
        assertTrue(atDefault[1] <= Math.max(2 * inelastic[1], 1e-3), "rest speed at the default threshold " + atDefault[1] + ", inelastic " + inelastic[1]);
    }

    /**
     * A 6-layer pyramid of unit boxes of restitution e on a ground of restitution 1, stepped 10 s
     * from rest: over the last 5 s, the largest drift of a box (m), the largest body speed (m/s)
     * and the mean solver iterations per step.
     */
    private static double[] settle(float e, float threshold) {
        NscConfig cfg = Scenes.config(1);
        cfg.restitutionThresholdSpeed = threshold;
        NscWorld w = new NscWorld(cfg);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(50, 0.5f, 50)).mass(0).position(0, -0.5f, 0).friction(0.6f).restitution(1));
            BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f).restitution(e);
            int layers = 6, n = 0;
            RigidBody[] boxes = new RigidBody[layers * (layers + 1) / 2];
            for (int layer = 0; layer < layers; layer++) {
                for (int i = 0; i < layers - layer; i++) {
                    d.position((i - (layers - layer - 1) / 2f) * 1.0f, 0.5f + layer, 0);
                    boxes[n++] = w.createBody(d);
                }
            }
            Vector3[] start = new Vector3[n];
            for (int i = 0; i < n; i++) start[i] = new Vector3();
            double drift = 0, speed = 0, iterations = 0;
            Vector3 t = new Vector3();
            for (int s = 0; s < 600; s++) {
                w.stepOnce();
                if (s == 299) for (int i = 0; i < n; i++) boxes[i].getPosition(start[i]);
                if (s < 300) continue;
                iterations += w.getLastStats().iterations();
                for (RigidBody b : boxes) speed = Math.max(speed, b.getLinearVelocity(t).len());
            }
            for (int i = 0; i < n; i++) drift = Math.max(drift, boxes[i].getPosition(t).dst(start[i]));
            return new double[] {drift, speed, iterations / 300};
        } finally {
            w.dispose();
        }
    }
}
