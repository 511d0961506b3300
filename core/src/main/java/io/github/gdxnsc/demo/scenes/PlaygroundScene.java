package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * Something to play with: a ragdoll of capsules on cone-twist joints (neck, shoulders, hips) that
 * falls and crumples, and a small pyramid of boxes to knock over, drag with the mouse and watch fall
 * asleep. The demo runs it with sleeping on ({@link #sleeping()}) and colours sleeping bodies.
 */
public final class PlaygroundScene extends Scene {
    /** Where the ragdoll stands (x); its feet start 1 m above the ground. */
    static final float RAGDOLL_X = -2f;
    static final float TORSO_Y = 2.4f;
    /** Cone half angles and twist bounds, radians. */
    static final float NECK_SWING = 0.5f, NECK_TWIST = 0.3f, SHOULDER_SWING = 1.2f, SHOULDER_TWIST = 0.5f,
            HIP_SWING = 0.8f, HIP_TWIST = 0.3f;
    /** Clearance between neighbouring limbs, so no two bodies start overlapping. */
    private static final float GAP = 0.02f;

    public PlaygroundScene() {
        super("playground", "a cone-twist ragdoll and boxes to shoot, drag with the mouse and watch fall asleep", Expectation.MOVES);
    }

    /** The demo turns sleeping on for this scene (the tests and the bench run it as configured). */
    @Override
    public boolean sleeping() {
        return true;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        JointSpec joint = new JointSpec();
        Vector3 anchor = new Vector3();
        addGround(sink, spec);
        float x = RAGDOLL_X;
        // torso: capsule along y, radius 0.15, 0.4 m between the caps' centres (0.7 m tall)
        int torso = sink.addBody(spec.reset().capsule(0.15f, 0.4f).mass(20f).at(x, TORSO_Y, 0).friction(0.6f));
        float torsoTop = TORSO_Y + 0.35f, torsoBottom = TORSO_Y - 0.35f;
        int head = sink.addBody(spec.reset().sphere(0.13f).mass(4f).at(x, torsoTop + GAP + 0.13f, 0).friction(0.6f));
        sink.addJoint(joint.reset().coneTwist(head, torso, anchor.set(x, torsoTop + GAP / 2, 0), Vector3.Y, NECK_SWING, NECK_TWIST));
        // arms: capsules along x (radius 0.07, 0.3 m), hanging out sideways at shoulder height
        for (int side = -1; side <= 1; side += 2) {
            float armX = x + side * (0.15f + GAP + 0.22f);
            int arm = sink.addBody(spec.reset().capsule(0.07f, 0.3f).mass(3f).rotated(0, 0, 1, 90).at(armX, TORSO_Y + 0.2f, 0).friction(0.6f));
            sink.addJoint(joint.reset().coneTwist(arm, torso, anchor.set(x + side * (0.15f + GAP / 2), TORSO_Y + 0.2f, 0),
                    Vector3.X, SHOULDER_SWING, SHOULDER_TWIST));
        }
        // legs: capsules along y (radius 0.08, 0.4 m) under the torso
        for (int side = -1; side <= 1; side += 2) {
            float legX = x + side * 0.09f;
            int leg = sink.addBody(spec.reset().capsule(0.08f, 0.4f).mass(8f).at(legX, torsoBottom - GAP - 0.28f, 0).friction(0.8f));
            sink.addJoint(joint.reset().coneTwist(leg, torso, anchor.set(legX, torsoBottom - GAP / 2, 0), Vector3.Y, HIP_SWING, HIP_TWIST));
        }
        // a 3-2-1 pyramid of 0.6 m boxes to knock over and drag
        float size = 0.6f, pitch = size + GAP;
        for (int row = 0; row < 3; row++) {
            for (int i = 0; i < 3 - row; i++) {
                sink.addBody(spec.reset().box(size / 2, size / 2, size / 2).mass(2f)
                        .at(2f + (i - (2 - row) / 2f) * pitch, size / 2 + row * size, 0).friction(0.6f));
            }
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 1f, 0);
        outEye.set(1.5f, 3.5f, 8f);
    }
}
