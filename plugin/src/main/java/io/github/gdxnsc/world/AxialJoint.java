package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.JointRows;

/**
 * A joint with one free axis, a hinge's rotation or a slider's translation: the motor along it
 * and the limits on its value (angle or position), one row each in fixed slots after the joint's
 * five locks. The subclasses keep the public methods, each in its own units.
 */
abstract class AxialJoint extends SlottedJoint {
    // slots 0-4: the joint's locks
    static final int MOTOR = 5, LOWER = 6, UPPER = 7;

    boolean motor, limits;
    /** The motor's speed (rad/s or m/s) and its torque or force bound (N m or N). */
    double targetSpeed, maxEffort;
    double lower, upper;

    AxialJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz) {
        super(world, a, b, 8, 5, px, py, pz);
    }

    /** enableMotor: {@code effortField} names the bound in messages (maxTorque, maxForce). */
    final void driveAt(float targetSpeed, String effortField, float maxEffort) {
        Checks.finite("targetSpeed", targetSpeed);
        Checks.nonNegative(effortField, maxEffort);
        world.checkNotDisposed();
        motor = true;
        this.targetSpeed = targetSpeed;
        this.maxEffort = maxEffort;
        changed();
    }

    public void disableMotor() {
        world.checkNotDisposed();
        motor = false;
        changed();
    }

    /** setLimits: both finite, {@code lower <= upper}. */
    final void limitTo(float lower, float upper) {
        Checks.limits(lower, upper);
        world.checkNotDisposed();
        limits = true;
        this.lower = lower;
        this.upper = upper;
        changed();
    }

    public void clearLimits() {
        world.checkNotDisposed();
        limits = false;
        changed();
    }

    /**
     * The motor row along {@code axis} (lever arms ra, rb; null for an angular axis): its impulse
     * bound is the effort over the step, and a warm start is clamped into it. Returns 1 (a row).
     */
    final int motorRow(NscDescriptor d, int sa, int sb, double[] axis, double[] ra, double[] rb, double[] x, boolean warm, double h) {
        double bound = maxEffort * h;
        int row = JointRows.motor(d, sa, sb, axis, ra, rb, targetSpeed, bound);
        int n = begin(MOTOR, row, x, warm);
        if (warm) x[row] = Math.max(-bound, Math.min(bound, x[row]));
        return n;
    }

    /** The limit rows for the axis's value now: each only when the value is within {@code margin} of its limit. Returns the rows added. */
    final int limitRows(NscDescriptor d, int sa, int sb, double[] axis, double[] ra, double[] rb, double value, double margin,
            double[] x, boolean warm, double h, double erp) {
        int n = 0;
        double c = value - lower;
        if (c < margin) n += begin(LOWER, JointRows.limit(d, sa, sb, axis, 1, ra, rb, c, h, erp), x, warm);
        c = upper - value;
        if (c < margin) n += begin(UPPER, JointRows.limit(d, sa, sb, axis, -1, ra, rb, c, h, erp), x, warm);
        return n;
    }
}
