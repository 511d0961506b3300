package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.JointRows;

/**
 * A joint with six configurable axes: translation of A's anchor relative to B's along B's frame
 * axes x, y, z (axes 0, 1, 2; metres) and rotation of A relative to B about them (axes 3, 4, 5;
 * radians, the components of the rotation vector from the pose at creation, so that angles mean
 * what they say while the other two rotations stay moderate). Each axis is locked (the default),
 * free, or limited, and may carry a velocity motor and a spring-damper.
 */
public final class SixDofJoint extends SlottedJoint {
    /** A limit row is added when the axis is closer than this (m or rad) to a limit. */
    public static final double LIMIT_MARGIN = 0.1;
    private static final int LOCKED = 0, FREE = 1, LIMITED = 2;
    // slots per axis: lock or lower limit, upper limit, motor, spring
    private static final int SLOTS = 4;

    private final int[] mode = new int[6];
    private final double[] lower = new double[6], upper = new double[6];
    private final boolean[] motor = new boolean[6], spring = new boolean[6];
    private final double[] targetSpeed = new double[6], maxForce = new double[6];
    private final double[] stiffness = new double[6], damping = new double[6], restPosition = new double[6];
    private final double[] dir = new double[3], lever = new double[3], position = new double[6];

    SixDofJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz) {
        super(world, a, b, 6 * SLOTS, 6, px, py, pz);
    }

    private static int checkAxis(int axis) {
        if (axis < 0 || axis > 5) throw new IllegalArgumentException("axis must be 0-2 (linear x, y, z) or 3-5 (angular x, y, z), was " + axis);
        return axis;
    }

    /** The axis holds its value at creation (the default). */
    @Override
    boolean angularSlot(int slot) {
        return slot / SLOTS >= 3;
    }

    /** Locks the axis (0-2 linear x, y, z; 3-5 angular x, y, z of B's frame) at its value at creation. */
    public void setLocked(int axis) {
        checkLive();
        mode[checkAxis(axis)] = LOCKED;
        changed();
    }

    /** The axis moves freely (motors and springs still act). */
    public void setFree(int axis) {
        checkLive();
        mode[checkAxis(axis)] = FREE;
        changed();
    }

    /** The axis moves within [lower, upper] (m or rad, relative to its value at creation). */
    public void setLimits(int axis, float lower, float upper) {
        Checks.limits(lower, upper);
        checkLive();
        mode[checkAxis(axis)] = LIMITED;
        this.lower[axis] = lower;
        this.upper[axis] = upper;
        changed();
    }

    /** Drives the axis's speed (m/s or rad/s) with at most maxForce (N, or N m for an angular axis). */
    public void enableMotor(int axis, float targetSpeed, float maxForce) {
        Checks.finite("targetSpeed", targetSpeed);
        Checks.nonNegative("maxForce", maxForce);
        checkLive();
        motor[checkAxis(axis)] = true;
        this.targetSpeed[axis] = targetSpeed;
        this.maxForce[axis] = maxForce;
        changed();
    }

    /** Turns the axis's motor off. */
    public void disableMotor(int axis) {
        checkLive();
        motor[checkAxis(axis)] = false;
        changed();
    }

    /**
     * A spring-damper on the axis towards {@code restPosition}: stiffness in N/m (N m/rad),
     * damping in N s/m (N m s/rad); implicit, so stable at any stiffness. Use on a free or limited axis.
     */
    public void enableSpring(int axis, float stiffness, float damping, float restPosition) {
        Checks.nonNegative("stiffness", stiffness);
        Checks.nonNegative("damping", damping);
        Checks.finite("restPosition", restPosition);
        if (stiffness == 0 && damping == 0) throw new IllegalArgumentException("stiffness and damping must not both be 0");
        checkLive();
        spring[checkAxis(axis)] = true;
        this.stiffness[axis] = stiffness;
        this.damping[axis] = damping;
        this.restPosition[axis] = restPosition;
        changed();
    }

    /** Turns the axis's spring off. */
    public void disableSpring(int axis) {
        checkLive();
        spring[checkAxis(axis)] = false;
        changed();
    }

    /** The axis's value now: m for 0-2, rad for 3-5, 0 at creation. */
    public float getPosition(int axis) {
        checkLive();
        checkAxis(axis);
        measure();
        return (float) position[axis];
    }

    /** Positions of all six axes into {@link #position}; leaves the anchors and theta current. */
    private void measure() {
        anchors();
        rotationFromRest();
        double dx = wa[0] - wb[0], dy = wa[1] - wb[1], dz = wa[2] - wb[2];
        double t0 = theta[0], t1 = theta[1], t2 = theta[2];
        for (int k = 0; k < 3; k++) {
            axisOfB(k, dir);
            position[k] = dx * dir[0] + dy * dir[1] + dz * dir[2];
        }
        position[3] = t0;
        position[4] = t1;
        position[5] = t2;
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        measure();
        // linear rows act at A's anchor: B's lever reaches the same world point
        for (int c = 0; c < 3; c++) lever[c] = rb[c] + (wa[c] - wb[c]);
        int n = 0;
        // the locked axes first: a spring row's mass is its motion with the joint's rigid rows before it held
        for (int k = 0; k < 6; k++) {
            if (mode[k] != LOCKED) continue;
            axisOfB(k % 3, dir);
            int row = k < 3 ? JointRows.linearLock(d, sa, sb, dir, ra, lever, position[k], h, erp)
                    : JointRows.angularLock(d, sa, sb, dir[0], dir[1], dir[2], position[k], h, erp);
            n += begin(SLOTS * k, row, x, warm);
        }
        for (int k = 0; k < 6; k++) {
            if (mode[k] == LOCKED) continue;
            boolean linear = k < 3;
            axisOfB(k % 3, dir);
            double[] la = linear ? ra : null, lb = linear ? lever : null;
            double p = position[k];
            int s = SLOTS * k;
            if (mode[k] == LIMITED) {
                if (p - lower[k] < LIMIT_MARGIN) n += begin(s, JointRows.limit(d, sa, sb, dir, 1, la, lb, p - lower[k], h, erp), x, warm);
                if (upper[k] - p < LIMIT_MARGIN) n += begin(s + 1, JointRows.limit(d, sa, sb, dir, -1, la, lb, upper[k] - p, h, erp), x, warm);
            }
            if (motor[k]) {
                double bound = maxForce[k] * h;
                int row = JointRows.motor(d, sa, sb, dir, la, lb, targetSpeed[k], bound);
                n += begin(s + 2, row, x, warm);
                if (warm) x[row] = Math.max(-bound, Math.min(bound, x[row]));
            }
            if (spring[k]) n += begin(s + 3, world.springRows().add(d, sa, sb, dir, la, lb, p - restPosition[k], stiffness[k], damping[k], h,
                    world.bodies().vel), x, warm);
        }
        return finish(n);
    }
}
