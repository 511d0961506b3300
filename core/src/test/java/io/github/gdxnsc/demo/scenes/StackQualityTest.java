package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stacked scenes of the catalogue hold still at the world's default config (the project's quality
 * targets): after 5 s of settling, over the next 10 s no dynamic body moves more than 2 mm
 * (drift), the dynamic bodies' rest-velocity RMS stays under 5 mm/s (Bullet's sequential impulse
 * at 10 iterations: 5.8 mm/s on the wall, 14 on the pyramid, 42 on the tower), and no contact
 * overlaps by more than 5 mm. From the first step on, no body hops more than 5 mm above where it
 * was placed and none goes through the floor (the extreme mass ratios: 1,000 kg on 1 kg and 1e-4
 * kg on 1 kg; before the split step they hopped 0.46 m and 0.5 m).
 */
class StackQualityTest {
    static final int SETTLE = 300, MEASURE = 600;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @ParameterizedTest
    @ValueSource(strings = {"wall", "pyramid", "tower", "mass-ratio", "heavy-on-light", "light-on-heavy"})
    void stackHoldsStillAtTheDefaultConfig(String name) {
        NscConfig config = NscConfig.defaults();
        config.threads = 2;
        holdsStill(name, config, "default");
    }

    /**
     * The same without the recovery dead band (README: "set the band to 0 to push every overlap back
     * to the slop each step"), where the position solve must not be warm-started from its last
     * recovery impulses: with that warm start the tower fell (116 mm in 10 s).
     */
    @ParameterizedTest
    @ValueSource(strings = {"wall", "pyramid", "tower", "mass-ratio", "heavy-on-light", "light-on-heavy"})
    void stackHoldsStillWithoutTheDeadBand(String name) {
        NscConfig config = NscConfig.defaults();
        config.threads = 2;
        config.recoveryDeadBand = 0;
        holdsStill(name, config, "band 0");
    }

    /**
     * A third of the budget to the position solve (20 of 60): with the position solve warm-started
     * from its last recovery impulses at this split the tower fell and heavy-on-light's 1,000 kg cube
     * sank, so the warm start is off when the velocity solve keeps less than four fifths.
     */
    @ParameterizedTest
    @ValueSource(strings = {"tower", "heavy-on-light"})
    void stackHoldsStillWithTwentyPositionIterations(String name) {
        NscConfig config = NscConfig.defaults();
        config.threads = 2;
        config.positionShare = 1f / 3f; // 20 of 60
        holdsStill(name, config, "pos 20");
    }

    private static void holdsStill(String name, NscConfig config, String variant) {
        config.allowSleep = false; // measures the solver: a sleeping stack would hold still by itself
        NscWorld world = new NscWorld(config);
        try {
            WorldScene ws = SceneCatalogue.byName(name).build(world, SceneParams.defaults());
            int n = ws.sceneBodyCount();
            Vector3 p = new Vector3(), v = new Vector3();
            float[] placed = new float[3 * n], settled = new float[3 * n];
            for (int i = 0; i < n; i++) store(ws.body(i).getPosition(p), placed, i);
            double hop = 0, sink = 0, lowest = Double.MAX_VALUE;
            for (int s = 0; s < SETTLE; s++) {
                ws.stepOnce();
                for (int i = 0; i < n; i++) {
                    RigidBody b = ws.body(i);
                    if (b.isStatic()) continue;
                    double dy = b.getPosition(p).y - placed[3 * i + 1];
                    hop = Math.max(hop, dy);
                    sink = Math.max(sink, -dy);
                    lowest = Math.min(lowest, p.y);
                }
            }
            for (int i = 0; i < n; i++) store(ws.body(i).getPosition(p), settled, i);
            double drift = 0, v2 = 0, pen = 0;
            long samples = 0;
            for (int s = 0; s < MEASURE; s++) {
                ws.stepOnce();
                pen = Math.max(pen, world.getLastStats().maxPenetration);
                for (int i = 0; i < n; i++) {
                    RigidBody b = ws.body(i);
                    if (b.isStatic()) continue;
                    b.getPosition(p);
                    double dy = p.y - placed[3 * i + 1];
                    hop = Math.max(hop, dy);
                    sink = Math.max(sink, -dy);
                    lowest = Math.min(lowest, p.y);
                    drift = Math.max(drift, p.dst(settled[3 * i], settled[3 * i + 1], settled[3 * i + 2]));
                    v2 += b.getLinearVelocity(v).len2();
                    samples++;
                }
            }
            double restV = Math.sqrt(v2 / samples);
            System.out.printf("stack %-15s %-8s drift %.3f mm, rest v rms %.2e m/s, max pen %.2f mm, hop %.2f mm, sink %.2f mm%n",
                    name, variant, drift * 1e3, restV, pen * 1e3, hop * 1e3, sink * 1e3);
            assertTrue(drift <= driftBound(name), name + ": drift over 10 s " + drift + " m");
            assertTrue(restV <= 0.005, name + ": rest velocity rms " + restV + " m/s");
            assertTrue(pen <= 0.005, name + ": max penetration " + pen + " m");
            assertTrue(hop <= 0.005, name + ": hop " + hop + " m");
            // through the floor: a body centre below the ground's top face (y = 0)
            assertTrue(lowest > 0, name + ": a body went through the floor, lowest centre y " + lowest);
        } finally {
            world.dispose();
        }
    }

    /** 2 mm in 10 s, the target, for every stack (heavy-on-light's old 3 mm exception is gone). */
    private static double driftBound(String scene) {
        return 0.002;
    }

    private static void store(Vector3 p, float[] out, int i) {
        out[3 * i] = p.x;
        out[3 * i + 1] = p.y;
        out[3 * i + 2] = p.z;
    }
}
