package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertThrows;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.NscConfig;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The feature scenes' checks fail on a scene built wrong: each states a law the broken build breaks. */
class FeatureScenesRejectBrokenTest {
    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    /** Inelastic balls (e = 0) move off together after the blow: the last does not leave alone. */
    @Test
    void cradleOfInelasticBallsDoesNotPassTheBlow() {
        rejected("cradle", new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                spec.restitution = 0f;
            }
        }, FeatureSceneChecks::cradle);
    }

    /** Cards of friction 0.1 (0.08 at the ground, under the tan(20 degrees) / 2 = 0.18 a leaning card needs) slip and fold. */
    @Test
    void cardHouseOfSlipperyCardsFalls() {
        rejected("cards", new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                if (handle > 0) spec.friction = 0.1f;
            }
        }, FeatureSceneChecks::cards);
    }

    /** A breakable joint that never breaks holds the weight and the shelf. */
    @Test
    void jointsWhoseShelfJointNeverBreaksFail() {
        rejected("joints", new SceneRun.Breakage() {
            @Override
            public boolean keepsJoint(int index, JointSpec spec) {
                if (index == JointsScene.BREAKABLE) spec.breakingForce = Float.POSITIVE_INFINITY;
                return true;
            }
        }, JointsCheck::check);
    }

    /** Springs built without their dampers keep swinging: the damped ones' decay is off the closed form. */
    @Test
    void springsWithoutDampersFail() {
        rejected("springs", new SceneRun.Breakage() {
            @Override
            public boolean keepsJoint(int index, JointSpec spec) {
                spec.damping = 0f;
                spec.dampingRatio = 0f;
                return true;
            }
        }, SpringsCheck::check);
    }

    /** Hulls collided as their bounding spheres: the prism stands on a ball, too high, and the one past its base does not tip onto its side. */
    @Test
    void hullsCollidedAsSpheresFail() {
        rejected("hulls", new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                if (spec.shape == ShapeKind.HULL) spec.sphere(spec.boundingRadius());
            }
        }, HullsCheck::check);
    }

    /** A terrain the engine does not collide with (made a sensor): the ball falls instead of rolling and everything sinks through. */
    @Test
    void meshGroundThatCollidesWithNothingFails() {
        rejected("mesh-ground", new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                if (spec.shape == ShapeKind.MESH) spec.sensor = true;
            }
        }, MeshGroundCheck::check);
    }

    /** An engine that ignores the bodies' filters: the box of group A lands on the box of group B instead of passing through it. */
    @Test
    void queriesWithoutFiltersFail() {
        rejected("queries", new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                spec.filtered = false;
            }
        }, QueriesCheck::check);
    }

    /**
     * An engine that ignores CCD steps every ball discretely: the fast ones pass through the wall. The
     * landing sweep is off in it, since by default it sweeps every fast body and would catch them.
     */
    @Test
    void ccdThatIsIgnoredFails() {
        NscConfig c = NscConfig.defaults();
        c.landingSweep = 0;
        rejected("ccd", c, new SceneRun.Breakage() {
            @Override
            public void body(int handle, BodySpec spec) {
                spec.ccd = false;
            }
        }, CcdCheck::check);
    }

    private static void rejected(String scene, SceneRun.Breakage breakage, Consumer<SceneRun> check) {
        rejected(scene, NscConfig.defaults(), breakage, check);
    }

    private static void rejected(String scene, NscConfig config, SceneRun.Breakage breakage, Consumer<SceneRun> check) {
        try (SceneRun run = SceneRun.broken(scene, config, breakage)) {
            AssertionError e = assertThrows(AssertionError.class, () -> check.accept(run), scene + ": the check accepted a broken scene");
            System.out.println(scene + " rejected: " + e.getMessage());
        }
    }
}
