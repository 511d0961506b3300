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
    static final int MOTOR = 5, LOWER = 6, UPPER = 7, SPRING = 8;

    boolean motor, limits;
    /**
     * The motor is a servo: a spring-damper (servoStiffness, servoDamping) toward
     * {@link #servoTarget} whose force is bounded by the motor's effort, not a speed.
     */
    boolean servo;
    double servoTarget, servoStiffness, servoDamping;
    /** A spring-damper on the value toward {@link #springRest}: stiffness (N m/rad or N/m), damping (N m s/rad or N s/m). */
    boolean spring;
    double stiffness, damping, springRest;
    /** The motor's speed (rad/s or m/s) and its torque or force bound (N m or N). */
    double targetSpeed, maxEffort;
    double lower, upper;

    AxialJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz) {
        super(world, a, b, 9, 5, px, py, pz);
    }

    /** enableMotor: {@code effortField} names the bound in messages (maxTorque, maxForce). */
    final void driveAt(float targetSpeed, String effortField, float maxEffort) {
        Checks.finite("targetSpeed", targetSpeed);
        Checks.nonNegative(effortField, maxEffort);
        checkLive();
        motor = true;
        servo = false;
        this.targetSpeed = targetSpeed;
        this.maxEffort = maxEffort;
        changed();
    }

    /** A servo: {@code effortField} names the bound in messages (maxTorque, maxForce). */
    final void driveTo(float target, float stiffness, float damping, String effortField, float maxEffort) {
        Checks.finite("target", target);
        Checks.positive("stiffness", stiffness);
        Checks.nonNegative("damping", damping);
        Checks.nonNegative(effortField, maxEffort);
        checkLive();
        motor = true;
        servo = true;
        servoTarget = target;
        servoStiffness = stiffness;
        servoDamping = damping;
        this.maxEffort = maxEffort;
    }

    /** A spring-damper on the value toward {@code rest}. */
    final void springTo(float rest, float stiffness, float damping) {
        Checks.finite("restValue", rest);
        Checks.nonNegative("stiffness", stiffness);
        Checks.nonNegative("damping", damping);
        if (stiffness == 0 && damping == 0) throw new IllegalArgumentException("stiffness and damping must not both be 0");
        checkLive();
        spring = true;
        springRest = rest;
        this.stiffness = stiffness;
        this.damping = damping;
    }

    /** Turns the spring off; the bodies wake. */
    public void disableSpring() {
        checkLive();
        spring = false;
    }

    /** True while the spring acts. */
    public boolean isSpringEnabled() { return spring; }

    /** True when the motor drives toward a target value (a servo) rather than a speed. */
    public boolean isServo() { return motor && servo; }

    /** Turns the motor off; the bodies wake. */
    public void disableMotor() {
        checkLive();
        motor = false;
        changed();
    }

    /** setLimits: both finite, {@code lower <= upper}. */
    final void limitTo(float lower, float upper) {
        Checks.limits(lower, upper);
        checkLive();
        limits = true;
        this.lower = lower;
        this.upper = upper;
        changed();
    }

    /** Removes the limits; the bodies wake. */
    public void clearLimits() {
        checkLive();
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

    /**
     * The motor (velocity or servo) and spring rows along the axis, the value now being
     * {@code value}. A servo is the spring row toward its target (an angle's error wrapped into
     * (-pi, pi] when {@code ra == null}) bounded by the motor's effort over the step: a velocity
     * target of error / h would overshoot whenever the bound stops it from braking in time.
     */
    final int driveRows(NscDescriptor d, int sa, int sb, double[] axis, double[] ra, double[] rb, double value,
            double[] x, boolean warm, double h, double erp) {
        int n = 0;
        if (motor && servo) {
            double error = value - servoTarget;
            if (ra == null) error = Math.IEEEremainder(error, 2 * Math.PI);
            double bound = maxEffort * h;
            world.springRows().add(d, sa, sb, axis, ra, rb, error, servoStiffness, servoDamping, h, world.bodies().vel);
            int row = d.boundLastRow(-bound, bound);
            n += begin(MOTOR, row, x, warm);
            if (warm) x[row] = Math.max(-bound, Math.min(bound, x[row]));
        } else if (motor) {
            n += motorRow(d, sa, sb, axis, ra, rb, x, warm, h);
        }
        if (spring) n += begin(SPRING, world.springRows().add(d, sa, sb, axis, ra, rb, value - springRest, stiffness, damping, h, world.bodies().vel), x, warm);
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
