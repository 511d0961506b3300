package io.github.gdxnsc.demo.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.TowerPullScene;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The scripted grip of tower-pull in both engines: held by springs of m (2 pi 5 Hz)^2, critically
 * damped, whose target rises 0.3 m and stops, the plank comes to hang 0.3 m up less the springs'
 * static sag g / omega^2 (9.9 mm), straight above where it was gripped; let go, it drops back
 * into its slot.
 */
class GripTest {
    static final float H = 1f / 60f;
    static final double SAG = 9.81 / Math.pow(2 * Math.PI * TowerPullScene.GRIP_HZ, 2);

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    interface Stepper {
        void step();

        Vector3 plank(Vector3 out);
    }

    @Test
    void ourWorldLiftsThePlankAndLetsItDropBack() {
        NscConfig config = NscConfig.defaults();
        config.allowSleep = false; // measures the solver
        config.threads = 2;
        NscWorld world = new NscWorld(config);
        try {
            WorldScene scene = new TowerPullScene().build(world, SceneParams.defaults());
            check("ours", new Stepper() {
                public void step() {
                    scene.stepOnce();
                }

                public Vector3 plank(Vector3 out) {
                    return scene.body(TowerPullScene.PLANK).getPosition(out);
                }
            });
        } finally {
            world.dispose();
        }
    }

    @Test
    void bulletLiftsThePlankAndLetsItDropBack() {
        BulletEngine engine = new BulletEngine(BulletEngine.Kind.SI, new TowerPullScene(), SceneParams.defaults(), H, NscConfig.defaults().gravity, 0);
        try {
            Vector3 v = new Vector3();
            check("Bullet", new Stepper() {
                public void step() {
                    engine.step();
                }

                public Vector3 plank(Vector3 out) {
                    engine.bodyState(TowerPullScene.PLANK, out, v);
                    return out;
                }
            });
        } finally {
            engine.dispose();
        }
    }

    private static void check(String engine, Stepper run) {
        long grip = TowerPullScene.gripStep(H), release = new TowerPullScene().disturbanceStep(H);
        Vector3 gripped = new Vector3(), lifted = new Vector3(), back = new Vector3();
        for (long s = 0; s < release + 120; s++) {
            if (s == grip) run.plank(gripped);
            if (s == release) run.plank(lifted); // after the last step held
            run.step();
        }
        run.plank(back);
        String summary = String.format(Locale.ROOT, "%s: gripped at %s, held at %s, 2 s after the drop at %s", engine, gripped, lifted, back);
        // the target decelerates to rest over the lift's last steps: the plank lags it by the sag and a little more
        assertEquals(TowerPullScene.LIFT_METRES - SAG, lifted.y - gripped.y, 3e-3, summary);
        assertEquals(gripped.x, lifted.x, 5e-3, summary + ": straight up");
        assertEquals(gripped.z, lifted.z, 5e-3, summary + ": straight up");
        assertEquals(gripped.y, back.y, 0.01, summary + ": back in its slot");
        System.out.println(summary);
    }
}
