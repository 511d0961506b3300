package io.github.gdxnsc.demo.scenes;

/**
 * Where a scene builder sends its bodies and joints: THE contract between the scene catalogue and
 * the engines that run it. {@link WorldSceneSink} creates {@code NscWorld} bodies; the bench adds
 * one that creates Bullet {@code btRigidBody}s in a {@code btDiscreteDynamicsWorld};
 * {@link RecordingSink} keeps copies (tests, replay).
 *
 * <p>Handles are plain ints, dense and in call order from 0 (bodies and joints counted apart), so
 * a scene can refer to what it made without seeing any engine's objects. Specs are reused by the
 * caller: copy what you keep.
 */
public interface SceneSink {
    /** The static world, as the second body of a joint. */
    int WORLD = -1;

    /** Creates a body; returns its handle. */
    int addBody(BodySpec body);

    /** Creates a joint between bodies this sink made (or one and {@link #WORLD}); returns its handle. */
    int addJoint(JointSpec joint);
}
