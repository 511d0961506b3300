package io.github.gdxnsc.world;

/**
 * Five bilateral rows (a ball joint plus two rows keeping the axes aligned), an optional velocity
 * motor (a bounded row, bounds [-maxTorque h, maxTorque h], default torque bound 1e6) and optional
 * angle limits (one-sided rows). API SKELETON.
 */
public final class HingeJoint extends Joint {
    HingeJoint() { }
    @Override public RigidBody getBodyA() { throw new UnsupportedOperationException(); }
    @Override public RigidBody getBodyB() { throw new UnsupportedOperationException(); }
    @Override public int rowCount() { throw new UnsupportedOperationException(); }
    /** Drive the relative angular speed about the axis to {@code targetSpeed} (rad/s) with at most {@code maxTorque} (N m). */
    public void enableMotor(float targetSpeed, float maxTorque) { throw new UnsupportedOperationException(); }
    public void disableMotor() { throw new UnsupportedOperationException(); }
    /** Angle limits in radians, lower <= upper. */
    public void setLimits(float lower, float upper) { throw new UnsupportedOperationException(); }
    public void clearLimits() { throw new UnsupportedOperationException(); }
    /** Angle of B relative to A about the axis, radians. */
    public float getAngle() { throw new UnsupportedOperationException(); }
    /** Relative angular speed about the axis, rad/s. */
    public float getAngularSpeed() { throw new UnsupportedOperationException(); }
}
