package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;

/**
 * A hinge motor turns a paddle about the vertical axis through a ring of loose boxes on the
 * ground. The motor row is bounded by its torque, so the paddle slows while it pushes the load
 * and catches up when free; it reverses every few seconds (the scene's per-step action).
 */
public final class MotorScene extends Scene {
    static final float PADDLE_HALF_LENGTH = 2.5f, PADDLE_HALF_HEIGHT = 0.3f, PADDLE_HALF_THICKNESS = 0.1f;
    static final float PADDLE_KG = 20f;
    static final float HINGE_HEIGHT = 0.6f;
    static final float SPEED = 1.5f; // rad/s
    static final float MAX_TORQUE = 400f; // N m
    static final float REVERSE_SECONDS = 4f;
    static final int LOAD_BOXES = 16;
    static final float LOAD_HALF = 0.25f;

    public MotorScene() {
        super("motor", "a hinge motor sweeping a paddle through " + LOAD_BOXES + " boxes, reversing every "
                + (int) REVERSE_SECONDS + " s", Expectation.MOVES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        JointSpec joint = new JointSpec();
        addGround(sink, spec);
        int paddle = sink.addBody(spec.reset().box(PADDLE_HALF_LENGTH, PADDLE_HALF_HEIGHT, PADDLE_HALF_THICKNESS)
                .mass(PADDLE_KG).at(0, HINGE_HEIGHT, 0).friction(0.5f));
        // B = world, A = paddle: the motor drives A relative to the world about +Y
        int motor = sink.addJoint(joint.reset().hinge(paddle, SceneSink.WORLD, new Vector3(0, HINGE_HEIGHT, 0), Vector3.Y)
                .motor(SPEED, MAX_TORQUE));
        // two rings of boxes on both sides of the paddle, clear of its start position along X
        int perArc = LOAD_BOXES / 4;
        for (int i = 0; i < LOAD_BOXES; i++) {
            float radius = i % 2 == 0 ? 1.3f : 2.2f;
            float side = (i / 2) % 2 == 0 ? 0f : 180f;
            float angle = side + 30f + (i / 4) * (100f / (perArc - 1)) + (i % 2) * 18f; // outer ring staggered
            sink.addBody(spec.reset().box(LOAD_HALF, LOAD_HALF, LOAD_HALF).mass(1f)
                    .at(radius * MathUtils.cosDeg(angle), LOAD_HALF, radius * MathUtils.sinDeg(angle)).friction(0.5f));
        }
        return new Reverser(motor);
    }

    /** Flips the motor's direction every {@link #REVERSE_SECONDS}, by step count. */
    private static final class Reverser implements SceneAction {
        private final int motorJoint;

        Reverser(int motorJoint) {
            this.motorJoint = motorJoint;
        }

        @Override
        public void beforeStep(SceneControl control, long step, float timeStep) {
            long period = Math.max(1, Math.round(REVERSE_SECONDS / timeStep));
            if (step > 0 && step % period == 0) {
                float sign = (step / period) % 2 == 0 ? 1f : -1f;
                control.setMotor(motorJoint, sign * SPEED, MAX_TORQUE);
            }
        }
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 0.3f, 0);
        outEye.set(3.5f, 5.5f, 6.5f);
    }
}
