package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * Something to play with: a ragdoll of capsules on cone-twist joints (neck, shoulders, hips) that
 * falls and crumples, a small pyramid of boxes to knock over, drag with the mouse and watch fall
 * asleep, a kinematic lift that raises and lowers a box, a kinematic platform that slides a box back
 * and forth (carried by friction alone), and a sensor zone at the platform's far end that the box
 * passes into and out of. The demo runs it with sleeping on ({@link #sleeping()}), colours sleeping
 * bodies and those inside the sensor, and draws the sensor translucent.
 *
 * <p>The lift and the platform move on cosine schedules (period {@link #PERIOD}) that start and turn
 * at rest, set as kinematic targets before every step: the lift's largest acceleration, 1.1 m/s^2, is
 * far below g (the box never leaves it going down), the platform's, 1.6 m/s^2, far below the 6.3 m/s^2
 * that its and the box's friction (0.8 x 0.8) can give (the box never slides).
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

    /** Body handles, in build order (the build checks them): ground 0, ragdoll 1-6, pyramid, then the moving parts. */
    public static final int PYRAMID_FIRST = 7, PYRAMID_BOXES = 6, LIFT = 13, LIFT_BOX = 14, PLATFORM = 15, PLATFORM_BOX = 16, SENSOR = 17;
    /** Seconds for one up-and-down of the lift and one there-and-back of the platform. */
    static final float PERIOD = 6f;
    /** The lift: a 1.6 m square slab 0.2 m thick, resting on the ground, rising {@link #LIFT_RISE} m. */
    static final float LIFT_X = -4.5f, LIFT_Z = -2f, LIFT_HALF = 0.8f, SLAB_HALF_HEIGHT = 0.1f, LIFT_LOW = SLAB_HALF_HEIGHT + 0.005f, LIFT_RISE = 2f;
    /** The platform: 2 m x 1.2 m, sliding along x from {@link #PLATFORM_X} by up to {@link #PLATFORM_TRAVEL} m. */
    static final float PLATFORM_X = 0f, PLATFORM_Z = 2.5f, PLATFORM_HALF_X = 1f, PLATFORM_HALF_Z = 0.6f, PLATFORM_TRAVEL = 3f;
    /** The riders: 0.5 m boxes, friction 0.8 on slabs of friction 0.8. */
    static final float RIDER_HALF = 0.25f, RIDER_KG = 2f, RIDER_FRICTION = 0.8f;
    /** The sensor zone: a 1.2 m x 1.2 m x 1.6 m block on the ground around the platform's far end. */
    static final float SENSOR_X = PLATFORM_X + PLATFORM_TRAVEL, SENSOR_HALF_X = 0.6f, SENSOR_HALF_Y = 0.6f, SENSOR_HALF_Z = 0.8f;

    public PlaygroundScene() {
        super("playground", "a cone-twist ragdoll, boxes to shoot, drag and watch fall asleep, a kinematic lift and platform, a sensor zone",
                Expectation.MOVES);
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
        // the lift with its box, the platform with its box, the sensor zone
        float slabTop = LIFT_LOW + SLAB_HALF_HEIGHT, riderY = slabTop + GAP / 2 + RIDER_HALF;
        expect(LIFT, sink.addBody(spec.reset().box(LIFT_HALF, SLAB_HALF_HEIGHT, LIFT_HALF).kinematic().at(LIFT_X, LIFT_LOW, LIFT_Z).friction(RIDER_FRICTION)));
        expect(LIFT_BOX, sink.addBody(spec.reset().box(RIDER_HALF, RIDER_HALF, RIDER_HALF).mass(RIDER_KG).at(LIFT_X, riderY, LIFT_Z).friction(RIDER_FRICTION)));
        expect(PLATFORM, sink.addBody(spec.reset().box(PLATFORM_HALF_X, SLAB_HALF_HEIGHT, PLATFORM_HALF_Z).kinematic()
                .at(PLATFORM_X, LIFT_LOW, PLATFORM_Z).friction(RIDER_FRICTION)));
        expect(PLATFORM_BOX, sink.addBody(spec.reset().box(RIDER_HALF, RIDER_HALF, RIDER_HALF).mass(RIDER_KG).at(PLATFORM_X, riderY, PLATFORM_Z).friction(RIDER_FRICTION)));
        expect(SENSOR, sink.addBody(spec.reset().box(SENSOR_HALF_X, SENSOR_HALF_Y, SENSOR_HALF_Z).fixed().sensor(true).at(SENSOR_X, SENSOR_HALF_Y, PLATFORM_Z)));
        Vector3 target = new Vector3();
        Quaternion level = new Quaternion();
        return (control, step, timeStep) -> {
            float swing = swing((step + 1) * timeStep); // where they must be at the end of this step
            control.setKinematicTarget(LIFT, target.set(LIFT_X, LIFT_LOW + LIFT_RISE * swing, LIFT_Z), level);
            control.setKinematicTarget(PLATFORM, target.set(PLATFORM_X + PLATFORM_TRAVEL * swing, LIFT_LOW, PLATFORM_Z), level);
        };
    }

    /** From 0 (at rest) to 1 (at rest) and back over {@link #PERIOD} seconds: (1 - cos)/2. */
    static float swing(double seconds) {
        return (float) (0.5 * (1 - Math.cos(MathUtils.PI2 * seconds / PERIOD)));
    }

    private static void expect(int handle, int got) {
        if (got != handle) throw new IllegalStateException("playground: body " + got + " built where handle " + handle + " was expected");
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(-0.6f, 0.8f, 0.3f);
        outEye.set(4.6f, 3.6f, 6.4f); // from the front right: the row from the lift to the sensor zone runs into depth, so a narrow view holds it close
    }
}
