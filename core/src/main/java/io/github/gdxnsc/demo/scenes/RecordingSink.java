package io.github.gdxnsc.demo.scenes;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Keeps a copy of every body and joint a scene describes: for tests, previews and replay into
 * another sink. Control calls during steps are counted, not applied; bodies an action adds are recorded.
 */
public final class RecordingSink implements SceneControl {
    private final List<BodySpec> bodies = new ArrayList<>();
    private final List<JointSpec> joints = new ArrayList<>();
    private int controlCalls;
    private int grips;

    /** Records what {@code scene} builds with {@code params}. */
    public static RecordingSink record(Scene scene, SceneParams params) {
        RecordingSink sink = new RecordingSink();
        scene.build(sink, params);
        return sink;
    }

    @Override
    public int addBody(BodySpec body) {
        bodies.add(body.copy());
        return bodies.size() - 1;
    }

    @Override
    public int addJoint(JointSpec joint) {
        if (joint.bodyA < 0 || joint.bodyA >= bodies.size())
            throw new IllegalArgumentException("joint bodyA " + joint.bodyA + " is not a body of this sink");
        if (joint.bodyB != WORLD && (joint.bodyB < 0 || joint.bodyB >= bodies.size()))
            throw new IllegalArgumentException("joint bodyB " + joint.bodyB + " is not a body of this sink");
        joints.add(joint.copy());
        return joints.size() - 1;
    }

    @Override
    public void setMotor(int joint, float speed, float maxTorque) {
        controlCalls++;
    }

    @Override
    public void applyImpulse(int body, float x, float y, float z) {
        controlCalls++;
    }

    @Override
    public void setKinematicTarget(int body, com.badlogic.gdx.math.Vector3 position, com.badlogic.gdx.math.Quaternion rotation) {
        controlCalls++;
    }

    @Override
    public int grip(int body, com.badlogic.gdx.math.Vector3 localPoint, float frequencyHz) {
        controlCalls++;
        return grips++;
    }

    @Override
    public void moveGrip(int grip, com.badlogic.gdx.math.Vector3 offset) {
        controlCalls++;
    }

    @Override
    public void releaseGrip(int grip) {
        controlCalls++;
    }

    /** Sends everything recorded to another sink, in the same order (so handles match). */
    public void replay(SceneSink target) {
        for (BodySpec b : bodies) target.addBody(b);
        for (JointSpec j : joints) target.addJoint(j);
    }

    public List<BodySpec> bodies() {
        return Collections.unmodifiableList(bodies);
    }

    public List<JointSpec> joints() {
        return Collections.unmodifiableList(joints);
    }

    public int dynamicBodyCount() {
        int n = 0;
        for (BodySpec b : bodies) if (b.isDynamic()) n++;
        return n;
    }

    public int controlCalls() {
        return controlCalls;
    }
}
