package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link NscConfig#islandStop} in a world: four separate pyramids, one hit by a ball. The solves run
 * on the pool (over 6,000 rows) and stop island by island; 1, 2 and 4 threads agree bit for bit,
 * and the three pyramids nobody touches stay where they were.
 */
class IslandStopWorldTest {
    private static final int PYRAMIDS = 4, LAYERS = 9;
    private static final float SPACING = 12;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscWorld build(int threads, boolean islandStop) {
        NscConfig c = Scenes.config(threads);
        c.islandStop = islandStop;
        NscWorld w = new NscWorld(c);
        Scenes.ground(w, 0.6f, 0);
        BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f);
        for (int p = 0; p < PYRAMIDS; p++)
            for (int layer = 0; layer < LAYERS; layer++)
                for (int i = 0, n = LAYERS - layer; i < n; i++) w.createBody(d.position(p * SPACING + i - (n - 1) / 2f, 0.5f + layer, 0));
        return w;
    }

    /** 120 steps to settle, the ball into the first pyramid, 120 more; returns the pose hash. */
    private static long run(int threads, boolean islandStop, float[] quietDrift) {
        NscWorld w = build(threads, islandStop);
        try {
            for (int s = 0; s < 120; s++) w.stepOnce();
            int settled = w.bodies().count;
            double[] before = java.util.Arrays.copyOf(w.bodies().pos, 3 * settled);
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.4f)).mass(5).position(-8, 0.4f, 0));
            ball.setLinearVelocity(new Vector3(15, 0, 0));
            for (int s = 0; s < 120; s++) w.stepOnce();
            // the pyramids the ball cannot reach: every body from the second pyramid on
            double worst = 0;
            for (int i = 0; i < settled; i++) {
                if (before[3 * i] < SPACING / 2) continue;
                for (int k = 0; k < 3; k++) worst = Math.max(worst, Math.abs(w.bodies().pos[3 * i + k] - before[3 * i + k]));
            }
            quietDrift[0] = (float) worst;
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    @Test
    void threadsAgreeBitwiseAndTheUntouchedPyramidsStay() {
        float[] drift = new float[1];
        long one = run(1, true, drift), two = run(2, true, drift), four = run(4, true, drift);
        assertEquals(one, two, "2 threads differ from 1");
        assertEquals(one, four, "4 threads differ from 1");
        assertTrue(drift[0] < 1e-3, "an untouched pyramid moved " + drift[0] + " m");
        // the stop per island is in use: its answers differ from those of one stop for the whole problem
        assertNotEquals(one, run(2, false, drift));
    }
}
