package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A chain of capsule links joined by ball joints, hung from a fixed point and released
 * horizontally, with a heavy ball at its end: long bilateral chains and a 1:5 mass ratio along
 * them, so joint drift shows as stretching.
 */
public final class ChainScene extends Scene {
    static final int LINKS = 12;
    /** Distance between joints; the capsule is shorter by 2 x LINK_CLEARANCE so neighbours never touch. */
    static final float PITCH = 0.8f;
    static final float LINK_RADIUS = 0.1f;
    static final float LINK_CLEARANCE = 0.05f;
    static final float END_BALL_RADIUS = 0.35f, END_BALL_KG = 5f;
    static final float ANCHOR_HEIGHT = 12f;

    public ChainScene() {
        super("chain", LINKS + " capsule links on ball joints with a 5 kg ball at the end", Expectation.MOVES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        JointSpec joint = new JointSpec();
        addGround(sink, spec);
        float cylinder = PITCH - 2 * LINK_CLEARANCE - 2 * LINK_RADIUS;
        int previous = SceneSink.WORLD;
        for (int i = 0; i < LINKS; i++) {
            // capsules are along local Y; turned -90 degrees about Z they lie along +X
            int link = sink.addBody(spec.reset().capsule(LINK_RADIUS, cylinder).mass(1f)
                    .at((i + 0.5f) * PITCH, ANCHOR_HEIGHT, 0).rotated(0, 0, 1, -90f).friction(0.4f));
            sink.addJoint(joint.reset().ball(link, previous, i * PITCH, ANCHOR_HEIGHT, 0));
            previous = link;
        }
        float end = LINKS * PITCH;
        int ball = sink.addBody(spec.reset().sphere(END_BALL_RADIUS).mass(END_BALL_KG)
                .at(end + LINK_CLEARANCE + END_BALL_RADIUS, ANCHOR_HEIGHT, 0).friction(0.4f));
        sink.addJoint(joint.reset().ball(ball, previous, end, ANCHOR_HEIGHT, 0));
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        // the chain swings through a half circle of radius ~10 m under the anchor
        outTarget.set(0f, 6f, 0);
        outEye.set(3f, 8f, 25f);
    }
}
