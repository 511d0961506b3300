package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every scene, run headless in our world with the default config (plain APGD, 60 iterations) for 5 s,
 * does what its {@link Expectation} says, judged from the dynamic bodies' displacements; standing
 * structures also stay within 5 cm. The pile runs at a
 * reduced size (1,000 contacts) to keep the test short; the bench runs it full size.
 */
class SceneDynamicsTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @ParameterizedTest
    @ValueSource(strings = {"pyramid", "wall", "tower", "mass-ratio", "incline", "chain", "pendulum", "motor", "pile"})
    void sceneBehavesAsItsExpectationSays(String name) {
        Scene scene = SceneCatalogue.byName(name);
        SceneParams params = SceneParams.defaults();
        if (name.equals("pile")) params.targetContacts(1000);
        NscConfig config = NscConfig.defaults();
        config.solver = io.github.gdxnsc.solver.SolverType.parse(System.getProperty("solver", "apgd"));
        config.maxIterations = Integer.getInteger("iterations", config.maxIterations);
        config.frictionSlipCorrection = !"false".equals(System.getProperty("slip"));
        config.warmStart = !"false".equals(System.getProperty("warm"));
        config.tolerance = Double.parseDouble(System.getProperty("tolerance", String.valueOf(config.tolerance)));
        long iterationSum = 0;
        NscWorld world = new NscWorld(config);
        try {
            WorldScene ws = scene.build(world, params);
            int n = ws.sceneBodyCount();
            Vector3[] start = new Vector3[n];
            for (int i = 0; i < n; i++) start[i] = ws.body(i).getPosition(new Vector3());
            for (int s = 0; s < 300; s++) {
                ws.stepOnce();
                if (s >= 240) iterationSum += world.getLastStats().iterations();
                if (Boolean.getBoolean("trace") && (s < 12 || s % 30 == 0))
                    System.out.printf("  %s step %d: contacts %d rows %d %s%n", name, s, world.getContactCount(), world.getLastStats().rows, world.getLastStats().solver);
            }
            float min = Float.MAX_VALUE, max = 0;
            Vector3 p = new Vector3();
            for (int i = 0; i < n; i++) {
                if (ws.body(i).isStatic()) continue;
                float d = ws.body(i).getPosition(p).dst(start[i]);
                min = Math.min(min, d);
                max = Math.max(max, d);
            }
            System.out.printf("scene %-10s %s: displacement min %.4f m, max %.4f m, mean iterations (last 60 steps) %.1f, last step %s%n",
                    name, scene.expectation(), min, max, iterationSum / 60.0, world.getLastStats().solver);
            assertTrue(scene.expectation().isMet(min, max), name + ": min " + min + " max " + max);
            // stacks settle by the contact slop (2 mm) per layer: 18 layers of the tower make 3.6 cm
            if (scene.expectation() == Expectation.STAYS)
                assertTrue(max < 0.05f, name + " should stand: a body moved " + max + " m");
        } finally {
            world.dispose();
        }
    }
}
