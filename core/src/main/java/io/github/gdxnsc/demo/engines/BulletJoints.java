package io.github.gdxnsc.demo.engines;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.dynamics.btGeneric6DofSpring2Constraint;
import com.badlogic.gdx.physics.bullet.dynamics.btRigidBody;
import com.badlogic.gdx.physics.bullet.dynamics.btSliderConstraint;
import com.badlogic.gdx.physics.bullet.dynamics.btTypedConstraint;
import io.github.gdxnsc.demo.scenes.JointKind;
import io.github.gdxnsc.demo.scenes.JointSpec;

/**
 * Bullet's counterparts of the scene joints built from frames (slider, fixed, six-DOF spring):
 * each joint's frame is the world frame at the anchor (x along a slider's axis), seen from each body.
 */
final class BulletJoints {
    private BulletJoints() {
    }

    /** The joint {@code spec} asks for between {@code a} and {@code b} (null: the static world). */
    static btTypedConstraint create(JointSpec spec, btRigidBody a, btRigidBody b) {
        Quaternion turn = spec.kind == JointKind.SLIDER ? new Quaternion().setFromCross(Vector3.X, spec.axis) : new Quaternion();
        Matrix4 frame = new Matrix4().set(spec.anchor, turn);
        Matrix4 frameA = new Matrix4(a.getWorldTransform()).inv().mul(frame);
        Matrix4 frameB = b == null ? null : new Matrix4(b.getWorldTransform()).inv().mul(frame);
        if (spec.kind == JointKind.SLIDER) {
            // one body: Bullet fixes frame A in the world where it is now and makes the body B; true keeps the limits' sign
            btSliderConstraint slider = b == null ? new btSliderConstraint(a, frameA, true) : new btSliderConstraint(b, a, frameB, frameA, true);
            // Bullet's position is B's frame along A's x; with the body as B (or as the moving B) that is the spec's sign
            slider.setLowerLinLimit(spec.lower);
            slider.setUpperLinLimit(spec.upper);
            return slider;
        }
        btGeneric6DofSpring2Constraint six = b == null ? new btGeneric6DofSpring2Constraint(a, frameA)
                : new btGeneric6DofSpring2Constraint(a, b, frameA, frameB);
        Vector3 zero = new Vector3();
        six.setLinearLowerLimit(zero);
        six.setLinearUpperLimit(zero);
        six.setAngularLowerLimit(zero);
        six.setAngularUpperLimit(zero);
        if (spec.kind == JointKind.SIX_DOF_SPRING) {
            six.setLimit(1, 1f, -1f); // lower above upper: free
            six.enableSpring(1, true);
            six.setStiffness(1, spec.stiffness, false);
            six.setDamping(1, spec.damping, false);
            six.setEquilibriumPoint(1, 0f);
        }
        return six;
    }
}
