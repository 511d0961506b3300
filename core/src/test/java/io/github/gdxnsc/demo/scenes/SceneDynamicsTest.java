package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.NscConfig;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every scene of the catalogue, run headless in our world for 5 s, does what it must (see
 * {@link SceneChecks}: which incline boxes slide and at what acceleration, the pendulums' exact
 * periods, the motor's speed and torque-bound acceleration, the chain's joints, the pile settling
 * in its container, the stacks standing). At the default config (plain APGD, 30 iterations) the
 * stacks are not at rest, and three do not stand ({@link #NOT_YET_STANDING_AT_DEFAULT}); with the
 * solve converged all rest to the half millimetre, which the second test asserts. The pile runs
 * at 1,000 contacts; the bench runs it full size.
 */
class SceneDynamicsTest {
    /** Below its torque bound the motor holds its target within 10 % at the default budget ... */
    static final double MOTOR_TOLERANCE_DEFAULT = 0.1 * MotorScene.SPEED;
    /** ... and within 0.5 % when the solve converges. */
    static final double MOTOR_TOLERANCE_CONVERGED = 0.005 * MotorScene.SPEED;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    /**
     * Stacks that do not stand at the default config, checked there only for not having fallen
     * ({@link SceneChecks.StackBounds#NOT_FALLEN}); with the solve converged they come to rest, which
     * {@link #stacksComeToRestWhenTheSolveConverges} asserts. Measured on main after the
     * gyroscopic term (69ec075): the tower creeps, 6.7 cm in 5 s (3.97 cm before that change; 5.3 cm
     * in 10 s before it, so about 5 mm/s: it would fall in minutes); the 1,000 kg cube of
     * heavy-on-light hops 42 cm, the 1e-4 kg cube of light-on-heavy 50 cm, both still moving at 5 s.
     * Remove a name here as soon as its scene stands at the default config. Since the split step
     * (branch step) the tower and light-on-heavy stand; heavy-on-light no longer hops but its 1 kg
     * cube is crushed 3.5 cm while the stack settles (pushed back out over seconds).
     */
    static final Set<String> NOT_YET_STANDING_AT_DEFAULT = Set.of("heavy-on-light");

    static Stream<String> sceneNames() {
        return SceneCatalogue.names().stream();
    }

    /** Every scene of the catalogue: {@link SceneChecks#check} fails for a scene it has no check for. */
    @ParameterizedTest
    @MethodSource("sceneNames")
    void everySceneDoesWhatItMustAtTheDefaultConfig(String name) {
        SceneChecks.StackBounds bounds = NOT_YET_STANDING_AT_DEFAULT.contains(name)
                ? SceneChecks.StackBounds.NOT_FALLEN : SceneChecks.StackBounds.STANDING;
        try (SceneRun run = SceneRun.of(name, NscConfig.defaults())) {
            System.out.println("default config, " + SceneChecks.check(run, bounds, MOTOR_TOLERANCE_DEFAULT));
        }
    }

    /**
     * The stacks of boxes whose {@link Expectation} is {@link Expectation#STAYS} (the arch, of hulls,
     * is not a stack of resting layers, and it sags at the default budget: docs/BENCHMARKS.md,
     * "Disturbance and friction-limit scenes").
     */
    static Stream<String> stackNames() {
        return SceneCatalogue.all().stream().filter(s -> s.expectation() == Expectation.STAYS && !(s instanceof ArchScene)).map(Scene::name);
    }

    @ParameterizedTest
    @MethodSource("stackNames")
    void stacksComeToRestWhenTheSolveConverges(String name) {
        try (SceneRun run = SceneRun.of(name, converged())) {
            System.out.println("converged, " + SceneChecks.stack(run, SceneChecks.StackBounds.AT_REST));
        }
    }

    @Test
    void motorHoldsItsTargetWhenTheSolveConverges() {
        try (SceneRun run = SceneRun.of("motor", converged())) {
            System.out.println("converged, " + SceneChecks.motor(run, MOTOR_TOLERANCE_CONVERGED));
        }
    }

    /**
     * The default config with a budget the stacks converge in (the tower needs about 250
     * iterations), the split step's position solve included (40 of the 400: with its default 10
     * the tower's planks sink up to 1 cm below their resting height while the stack settles).
     */
    static NscConfig converged() {
        NscConfig config = NscConfig.defaults();
        config.allowSleep = false; // measures the solver
        config.maxIterations = 400;
        config.positionShare = 0.1f; // 40 of 400
        config.tolerance = 1e-9;
        return config;
    }
}
