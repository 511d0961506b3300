package io.github.gdxnsc.desktop.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.engines.BenchEngine;
import io.github.gdxnsc.demo.engines.BulletEngine;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.Expectation;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneAction;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.SceneSink;
import io.github.gdxnsc.world.NscConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Kinematic and sensor bodies of a scene description, built by both engines: a kinematic lift
 * driven by targets raises the box on it 1 m, and a ball falls through a sensor to the ground.
 */
class EngineBodyTypesTest {
    private static final int LIFT = 1, BOX = 2, BALL = 4;
    private static final float LIFT_SPEED = 1f, RISE = 1f;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    /** Ground, a lift (kinematic, top at y = 0.2) with a 0.5 m box on it, a static sensor block, a ball above it. */
    static final class LiftAndSensor extends Scene {
        LiftAndSensor() {
            super("lift-and-sensor", "a kinematic lift and a sensor (test)", Expectation.MOVES);
        }

        @Override
        public SceneAction build(SceneSink sink, SceneParams params) {
            BodySpec spec = new BodySpec();
            addGround(sink, spec);
            sink.addBody(spec.reset().box(1, 0.1f, 1).kinematic().at(0, 0.1f, 0).friction(0.8f));
            sink.addBody(spec.reset().box(0.25f, 0.25f, 0.25f).mass(1).at(0, 0.451f, 0).friction(0.8f));
            sink.addBody(spec.reset().box(0.5f, 0.5f, 0.5f).fixed().sensor(true).at(3, 1f, 0));
            sink.addBody(spec.reset().sphere(0.2f).mass(1).at(3, 2.5f, 0));
            Vector3 target = new Vector3();
            Quaternion still = new Quaternion();
            return (control, step, h) -> control.setKinematicTarget(LIFT,
                    target.set(0, 0.1f + Math.min(RISE, LIFT_SPEED * (step + 1) * h), 0), still);
        }

        @Override
        public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
            outTarget.setZero();
            outEye.set(0, 2, 8);
        }
    }

    @Test
    void bulletLiftsTheBoxAndLetsTheBallThroughTheSensor() {
        BulletEngine engine = new BulletEngine(BulletEngine.Kind.SI, new LiftAndSensor(), SceneParams.defaults(), 1 / 60f, new Vector3(0, -9.81f, 0), 0);
        try {
            check(engine, "Bullet");
            assertEquals(2, engine.dynamicBodies(), "the lift is not simulated");
        } finally {
            engine.dispose();
        }
    }

    @Test
    void ourWorldLiftsTheBoxAndLetsTheBallThroughTheSensor() {
        NscEngine engine = new NscEngine(new LiftAndSensor(), SceneParams.defaults(), NscConfig.defaults());
        try {
            check(engine, "ours");
            assertEquals(2, engine.dynamicBodies(), "the lift is not simulated");
        } finally {
            engine.dispose();
        }
    }

    private static void check(BenchEngine engine, String name) {
        Vector3 p = new Vector3(), v = new Vector3();
        for (int s = 0; s < 120; s++) engine.step(); // the lift rises for 1 s, then stands
        engine.bodyState(LIFT, p, v);
        assertEquals(0.1f + RISE, p.y, 1e-4f, name + ": the lift reached its last target");
        engine.bodyState(BOX, p, v);
        assertEquals(0.45f + RISE, p.y, 0.01f, name + ": the box rode up on the lift");
        assertEquals(0f, p.x, 0.01f, name);
        engine.bodyState(BALL, p, v);
        assertEquals(0.2f, p.y, 0.01f, name + ": the ball fell through the sensor onto the ground");
        assertTrue(Math.abs(p.x - 3) < 0.01f, name + ": and straight down, not pushed aside: x = " + p.x);
    }
}
