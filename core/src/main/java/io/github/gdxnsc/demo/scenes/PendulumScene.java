package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;

/**
 * Five pendulums of lengths 1 to 3 m on ball joints, released together from 40 degrees: their
 * periods (about 2 pi sqrt(l/g) for small angles) differ, so they fall out of step, a wave.
 */
public final class PendulumScene extends Scene {
    static final float[] LENGTHS = {1.0f, 1.5f, 2.0f, 2.5f, 3.0f};
    static final float PIVOT_HEIGHT = 4.5f;
    static final float BOB_RADIUS = 0.3f;
    static final float RELEASE_DEGREES = 40f;

    public PendulumScene() {
        super("pendulum", "five ball-joint pendulums of 1 to 3 m released from 40 degrees", Expectation.MOVES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        JointSpec joint = new JointSpec();
        addGround(sink, spec);
        float sin = MathUtils.sinDeg(RELEASE_DEGREES), cos = MathUtils.cosDeg(RELEASE_DEGREES);
        for (int i = 0; i < LENGTHS.length; i++) {
            float z = (i - (LENGTHS.length - 1) / 2f) * 1.2f;
            float length = LENGTHS[i];
            int bob = sink.addBody(spec.reset().sphere(BOB_RADIUS).mass(1f)
                    .at(length * sin, PIVOT_HEIGHT - length * cos, z).friction(0.3f));
            sink.addJoint(joint.reset().ball(bob, SceneSink.WORLD, 0, PIVOT_HEIGHT, z));
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 2.5f, 0);
        outEye.set(5f, 4f, 8f);
    }
}
