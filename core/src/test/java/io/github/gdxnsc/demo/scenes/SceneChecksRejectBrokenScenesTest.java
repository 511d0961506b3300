package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.NscConfig;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The checks of {@link SceneChecks} can fail: each scene here is built the way a broken engine
 * would build it (a {@link SceneRun.Breakage}), and its check must reject it. Each test also
 * shows that the predicate the checks replaced (the scene's {@link Expectation} judged from the
 * smallest and largest displacement, 5 cm for stacks) accepted the same broken scene.
 */
class SceneChecksRejectBrokenScenesTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void pendulumsThatLostTheirJointsFallInsteadOfSwinging() {
        rejected("pendulum", NscConfig.defaults(), new SceneRun.Breakage() {
            @Override
            public boolean keepsJoint(int index, JointSpec spec) {
                return false;
            }
        }, SceneChecks::pendulum);
    }

    @Test
    void inclineBoxesWithHalfTheirFrictionSlideWhereTheyShouldStick() {
        rejected("incline", NscConfig.defaults(), new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                if (handle >= 2) spec.friction *= 0.5f;
            }
        }, SceneChecks::incline);
    }

    @Test
    void chainWithAJointMissingFallsApart() {
        rejected("chain", NscConfig.defaults(), new SceneRun.Breakage() {
            @Override
            public boolean keepsJoint(int index, JointSpec spec) {
                return index != 6;
            }
        }, SceneChecks::chain);
    }

    @Test
    void motorWithHalfItsTorqueTurnsRoundTooSlowly() {
        rejected("motor", NscConfig.defaults(), new SceneRun.Breakage() {
            @Override
            public float motorTorque(float maxTorque) {
                return maxTorque / 2;
            }
        }, run -> SceneChecks.motor(run, SceneDynamicsTest.MOTOR_TOLERANCE_DEFAULT));
    }

    @Test
    void pileWithoutItsWallsSpillsOut() {
        rejected("pile", NscConfig.defaults(), new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                if (handle >= 1 && handle <= 4) spec.position.y -= 100; // the four walls, far below the floor
            }
        }, SceneChecks::pile);
    }

    @Test
    void wallWhoseTopBrickJumpsAndLandsBackDidNotStand() {
        // an engine that puts energy into a resting body: the top course's last brick leaves at
        // 3 m/s upward, rises 46 cm and lands back 0.6 s later, so at the end every brick is in place
        rejected("wall", NscConfig.defaults(), new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                if (handle == RecordingSink.record(SceneCatalogue.byName("wall"), SceneParams.defaults()).bodies().size() - 1)
                    spec.linearVelocity.set(0, 3, 0);
            }
        }, run -> SceneChecks.stack(run, SceneChecks.StackBounds.STANDING));
    }

    private static void rejected(String scene, NscConfig config, SceneRun.Breakage breakage, Consumer<SceneRun> check) {
        try (SceneRun run = breakage == null ? SceneRun.of(scene, config) : SceneRun.broken(scene, config, breakage)) {
            AssertionError e = assertThrows(AssertionError.class, () -> check.accept(run), scene + ": the check accepted a broken scene");
            System.out.println(scene + " rejected: " + e.getMessage());
            assertTrue(run.oldVerdict(), scene + ": the old predicate rejected it too (then this test shows nothing)");
        }
    }
}
