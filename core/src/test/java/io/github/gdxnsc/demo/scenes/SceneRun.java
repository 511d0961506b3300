package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.world.Joint;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * One catalogue scene in a fresh {@link NscWorld} for a test, stepped with the scene's own
 * per-step action. It can be built through a {@link Breakage}, which mis-builds the scene the
 * way a broken engine would (a joint missing, friction halved), so a test can show that its
 * checks reject what they must.
 */
final class SceneRun implements AutoCloseable {
    /** The pile runs at 1,000 contacts in tests (its default 10,000 is the bench's). */
    static final int PILE_TEST_CONTACTS = 1000;

    final Scene scene;
    final SceneParams params;
    private final RecordingSink declared;
    final NscWorld world;
    final WorldScene loaded;
    private final SceneControl control;
    private final SceneAction action;
    private final Vector3[] start;
    private long steps;

    private SceneRun(Scene scene, NscConfig config, Breakage breakage) {
        this.scene = scene;
        params = SceneParams.defaults();
        if (scene.name().equals("pile")) params.targetContacts(PILE_TEST_CONTACTS);
        declared = RecordingSink.record(scene, params);
        config.allowSleep = false; // the scene checks measure the solver, not the sleep
        world = new NscWorld(config);
        loaded = new WorldScene(world);
        control = breakage == null ? loaded : new BrokenSink(loaded, breakage);
        SceneAction built = scene.build(control, params);
        action = built != null ? built : SceneAction.NONE;
        start = new Vector3[loaded.bodyCount()];
        for (int i = 0; i < start.length; i++) start[i] = loaded.body(i).getPosition(new Vector3());
    }

    /** The scene as the catalogue builds it. */
    static SceneRun of(String name, NscConfig config) {
        return new SceneRun(SceneCatalogue.byName(name), config, null);
    }

    /** The scene as a broken engine would build it. */
    static SceneRun broken(String name, NscConfig config, Breakage breakage) {
        return new SceneRun(SceneCatalogue.byName(name), config, breakage);
    }

    /** The scene as the catalogue describes it: what the checks expect, whatever an engine made of it. */
    RecordingSink declared() {
        return declared;
    }

    /** The scene's action for the coming step, then one fixed step. */
    void step() {
        action.beforeStep(control, steps++, world.getConfig().timeStep);
        world.stepOnce();
    }

    long steps() {
        return steps;
    }

    double timeStep() {
        return world.getConfig().timeStep;
    }

    int bodyCount() {
        return loaded.bodyCount();
    }

    RigidBody body(int handle) {
        return loaded.body(handle);
    }

    BodySpec spec(int handle) {
        return loaded.spec(handle);
    }

    Joint joint(int handle) {
        return loaded.joint(handle);
    }

    int jointCount() {
        return loaded.jointCount();
    }

    Vector3 start(int handle) {
        return start[handle];
    }

    /**
     * The verdict of the checks this test replaced: the scene's {@link Expectation} judged from the
     * smallest and largest displacement of its dynamic bodies, and for standing structures a
     * largest displacement under 5 cm.
     */
    boolean oldVerdict() {
        float min = Float.MAX_VALUE, max = 0;
        Vector3 p = new Vector3();
        for (int i = 0; i < start.length; i++) {
            if (loaded.body(i).isStatic()) continue;
            float d = loaded.body(i).getPosition(p).dst(start[i]);
            min = Math.min(min, d);
            max = Math.max(max, d);
        }
        boolean met = scene.expectation().isMet(min, max);
        return scene.expectation() == Expectation.STAYS ? met && max < 0.05f : met;
    }

    @Override
    public void close() {
        world.dispose();
    }

    /** What a broken engine gets wrong when it builds a scene; the defaults get nothing wrong. */
    interface Breakage {
        /** The body the engine makes for {@code spec} (edit it in place). */
        default void body(int handle, BodySpec spec) {
        }

        /** Whether the engine makes joint {@code index} at all. */
        default boolean keepsJoint(int index, JointSpec spec) {
            return true;
        }

        /** The torque bound the engine gives a motor asked for {@code maxTorque}. */
        default float motorTorque(float maxTorque) {
            return maxTorque;
        }
    }

    /** Passes the scene's bodies and joints to the world through a {@link Breakage}. */
    private static final class BrokenSink implements SceneControl {
        private final WorldScene target;
        private final Breakage breakage;
        private final BodySpec body = new BodySpec();
        private final JointSpec joint = new JointSpec();
        private int bodies, joints;

        BrokenSink(WorldScene target, Breakage breakage) {
            this.target = target;
            this.breakage = breakage;
        }

        @Override
        public int addBody(BodySpec spec) {
            body.set(spec);
            breakage.body(bodies++, body);
            return target.addBody(body);
        }

        @Override
        public int addJoint(JointSpec spec) {
            if (!breakage.keepsJoint(joints++, spec)) return SceneSink.WORLD;
            joint.set(spec);
            joint.motorMaxTorque = breakage.motorTorque(spec.motorMaxTorque);
            return target.addJoint(joint);
        }

        @Override
        public void setMotor(int handle, float speed, float maxTorque) {
            target.setMotor(handle, speed, breakage.motorTorque(maxTorque));
        }

        @Override
        public void applyImpulse(int handle, float x, float y, float z) {
            target.applyImpulse(handle, x, y, z);
        }

        @Override
        public void setKinematicTarget(int handle, Vector3 position, com.badlogic.gdx.math.Quaternion rotation) {
            target.setKinematicTarget(handle, position, rotation);
        }

        @Override
        public int grip(int handle, Vector3 localPoint, float frequencyHz) {
            return target.grip(handle, localPoint, frequencyHz);
        }

        @Override
        public void moveGrip(int grip, Vector3 offset) {
            target.moveGrip(grip, offset);
        }

        @Override
        public void releaseGrip(int grip) {
            target.releaseGrip(grip);
        }
    }
}
