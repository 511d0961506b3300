package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.JointRows;

/**
 * A prismatic joint: A slides along an axis fixed in B's frame, without turning relative to B.
 * Rows: three angular locks, two linear locks across the axis, and optionally a motor along it
 * and one-sided limits near its ends. The position is A's anchor minus B's along the axis,
 * 0 at creation.
 */
public final class SliderJoint extends AxialJoint {
    /** A limit row is added when the position is closer than this (m) to a limit. */
    public static final double LIMIT_MARGIN = 0.1;
    // slots: 0-2 angular locks, 3-4 linear locks, then AxialJoint's motor, lower and upper limit

    /** The axis and two directions across it, in B's frame (world frame when B is the static world). */
    private final double[] axisB = new double[3], acrossB = new double[6];
    private final double[] axis = new double[3], dir = new double[3], lever = new double[3];

    SliderJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz, double ax, double ay, double az) {
        super(world, a, b, px, py, pz);
        double inv = 1.0 / Math.sqrt(ax * ax + ay * ay + az * az);
        world.bodies().toLocalDir(frame(b), ax * inv, ay * inv, az * inv, axisB);
        io.github.gdxnsc.collision.ContactBuffer.tangents(axisB[0], axisB[1], axisB[2], acrossB, 0);
    }

    /** Drives the sliding speed (m/s, along the axis, A relative to B) with at most {@code maxForce} (N). */
    public void enableMotor(float targetSpeed, float maxForce) {
        driveAt(targetSpeed, "maxForce", maxForce);
    }

    /**
     * A servo: drives the position to {@code target} (m) with the force
     * {@code stiffness (target - position) - damping speed} (N/m > 0, N s/m >= 0), at most
     * {@code maxForce} (N) either way; replaces a velocity motor.
     */
    public void setServo(float target, float stiffness, float damping, float maxForce) {
        driveTo(target, stiffness, damping, "maxForce", maxForce);
    }

    /**
     * A spring-damper along the axis toward {@code restPosition} (m): {@code stiffness} in N/m,
     * {@code damping} in N s/m (both >= 0, not both 0). Acts with the motor and limits.
     */
    public void setSpring(float restPosition, float stiffness, float damping) {
        springTo(restPosition, stiffness, damping);
    }

    /** Position limits in metres along the axis, {@code lower <= upper}. */
    @Override
    boolean angularSlot(int slot) {
        return slot < 3; // slots 0-2 lock the rotation; the locks across the axis, motor and limits are linear
    }

    /** Position limits along the axis (m), {@code lower <= upper}; 0 at creation. */
    public void setLimits(float lower, float upper) {
        limitTo(lower, upper);
    }

    /** A's anchor minus B's along the axis (m); 0 at creation. */
    public float getPosition() {
        checkLive();
        anchors();
        world.bodies().toWorldDir(frame(bodyB), axisB, axis);
        return (float) ((wa[0] - wb[0]) * axis[0] + (wa[1] - wb[1]) * axis[1] + (wa[2] - wb[2]) * axis[2]);
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        int n = 0;
        rotationFromRest();
        for (int k = 0; k < 3; k++) {
            double error = theta[k];
            axisOfB(k, dir);
            n += begin(k, JointRows.angularLock(d, sa, sb, dir[0], dir[1], dir[2], error, h, erp), x, warm);
        }
        anchors();
        // the linear rows act at A's anchor: B's lever reaches the same world point
        for (int c = 0; c < 3; c++) lever[c] = rb[c] + (wa[c] - wb[c]);
        double dx = wa[0] - wb[0], dy = wa[1] - wb[1], dz = wa[2] - wb[2];
        for (int k = 0; k < 2; k++) {
            localAcross(k, dir);
            double error = dx * dir[0] + dy * dir[1] + dz * dir[2];
            n += begin(3 + k, JointRows.linearLock(d, sa, sb, dir, ra, lever, error, h, erp), x, warm);
        }
        world.bodies().toWorldDir(frame(bodyB), axisB, axis);
        double position = dx * axis[0] + dy * axis[1] + dz * axis[2];
        n += driveRows(d, sa, sb, axis, ra, lever, position, x, warm, h, erp);
        if (limits) n += limitRows(d, sa, sb, axis, ra, lever, position, LIMIT_MARGIN, x, warm, h, erp);
        return finish(n);
    }

    /** Across-axis direction k (0 or 1) in world into out. */
    private void localAcross(int k, double[] out) {
        double[] local = theta; // scratch: theta is not needed after the angular rows
        local[0] = acrossB[3 * k];
        local[1] = acrossB[3 * k + 1];
        local[2] = acrossB[3 * k + 2];
        world.bodies().toWorldDir(frame(bodyB), local, out);
    }
}
