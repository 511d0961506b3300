package io.github.gdxnsc.world;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.JointProjection;
import io.github.gdxnsc.step.PointConstraintTree;

/**
 * Five bilateral rows (a ball joint plus two angular rows keeping the axes aligned), an optional
 * velocity motor and optional angle limits.
 *
 * <p>Angle and speed are those of A relative to B about the axis (A's axis in world), so with
 * B the static world they are simply A's rotation and spin: {@code speed = (wA - wB) . axis}.
 * <ul>
 * <li>Motor: one BOX row {@code J = [0, axis | 0, -axis]}, bias {@code -targetSpeed}, bounds
 * {@code [-maxTorque h, maxTorque h]} (an impulse bound); the default torque bound is 1e6 N m, so
 * the default row bounds are [-1e6, 1e6] in torque units.</li>
 * <li>Limits: one-sided BOX rows [0, inf) added only when the angle is within
 * {@link #LIMIT_MARGIN} of a limit; bias {@code C / h} while inside (a speculative row that only
 * stops what would cross the limit this step) and {@code erp C / h} once past it.</li>
 * </ul>
 */
public final class HingeJoint extends AxialJoint {
    /** Default motor torque bound (N m). */
    public static final float DEFAULT_MAX_TORQUE = 1e6f;
    /** A limit row is added when the angle is closer than this (rad) to the limit. */
    public static final double LIMIT_MARGIN = 0.2;

    // impulse slots: 0-2 ball, 3-4 alignment, then AxialJoint's motor, lower and upper limit

    /** Axis and a reference direction perpendicular to it, in A's frame and in B's (world if B is null). */
    final double[] axisA = new double[3], axisB = new double[3], refA = new double[3], refB = new double[3];

    // scratch (world thread only)
    private final double[] aa = new double[3], ab = new double[3],
            ua = new double[3], ub = new double[3], pq = new double[6];

    HingeJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz, double ax, double ay, double az) {
        super(world, a, b, px, py, pz);
        maxEffort = DEFAULT_MAX_TORQUE;
        Bodies bodies = world.bodies();
        double inv = 1.0 / Math.sqrt(ax * ax + ay * ay + az * az);
        ax *= inv;
        ay *= inv;
        az *= inv;
        bodies.toLocalDir(frame(a), ax, ay, az, axisA);
        bodies.toLocalDir(frame(b), ax, ay, az, axisB);
        ContactBuffer.tangents(ax, ay, az, pq, 0);
        bodies.toLocalDir(frame(a), pq[0], pq[1], pq[2], refA);
        bodies.toLocalDir(frame(b), pq[0], pq[1], pq[2], refB);
        java.util.Arrays.fill(slotRow, -1);
    }

    /** Drive the relative angular speed about the axis to {@code targetSpeed} (rad/s) with at most {@code maxTorque} (N m). */
    public void enableMotor(float targetSpeed, float maxTorque) {
        driveAt(targetSpeed, "maxTorque", maxTorque);
    }

    /** A motor with the default torque bound {@link #DEFAULT_MAX_TORQUE}. */
    public void enableMotor(float targetSpeed) {
        enableMotor(targetSpeed, DEFAULT_MAX_TORQUE);
    }

    /**
     * A servo: drives the angle to {@code targetAngle} (rad, the angle as {@link #getAngle}) with
     * the torque {@code stiffness (target - angle) - damping speed} (N m/rad > 0, N m s/rad >= 0;
     * implicit, so stable for any gains), at most {@code maxTorque} (N m) either way. A load
     * holds it short of the target by load / stiffness. Replaces a velocity motor;
     * {@link #disableMotor} stops it.
     */
    public void setServo(float targetAngle, float stiffness, float damping, float maxTorque) {
        driveTo(targetAngle, stiffness, damping, "maxTorque", maxTorque);
    }

    /** The angle (radians) the servo drives toward. */
    public float getServoTarget() { return (float) servoTarget; }

    /**
     * A torsional spring-damper toward {@code restAngle} (rad): {@code stiffness} in N m/rad,
     * {@code damping} in N m s/rad (both >= 0, not both 0). Acts with the motor and limits.
     */
    public void setSpring(float restAngle, float stiffness, float damping) {
        springTo(restAngle, stiffness, damping);
    }

    /** True while the motor drives the hinge. */
    public boolean isMotorEnabled() { return motor; }
    /** The motor's target speed (rad/s). */
    public float getMotorTargetSpeed() { return (float) targetSpeed; }
    /** The motor's torque bound (N m). */
    public float getMotorMaxTorque() { return (float) maxEffort; }

    /** The motor's torque (N m) at the last step: its impulse over the step. */
    public float getMotorTorque() {
        return motor && slotRow[MOTOR] >= 0 ? (float) (impulses[MOTOR] / world.passTimeStep()) : 0f;
    }

    /** Angle limits in radians, {@code lower <= upper}, both within (-pi, pi). */
    public void setLimits(float lower, float upper) {
        if (!(lower > -Math.PI)) throw new IllegalArgumentException("lower must be > -pi (radians), was " + lower);
        if (!(upper < Math.PI)) throw new IllegalArgumentException("upper must be < pi (radians), was " + upper);
        limitTo(lower, upper);
    }

    /** Angle of A relative to B about the axis, radians in (-pi, pi]; 0 at creation. */
    public float getAngle() {
        checkLive();
        return (float) angle();
    }

    /** Relative angular speed (wA - wB) . axis, rad/s. */
    public float getAngularSpeed() {
        checkLive();
        Bodies bodies = world.bodies();
        bodies.toWorldDir(frame(bodyA), axisA, aa);
        return (float) (bodies.spinAbout(frame(bodyA), aa) - bodies.spinAbout(frame(bodyB), aa));
    }

    private double angle() {
        Bodies bodies = world.bodies();
        bodies.toWorldDir(frame(bodyA), axisA, aa);
        bodies.toWorldDir(frame(bodyA), refA, ua);
        bodies.toWorldDir(frame(bodyB), refB, ub);
        return angleAbout(ub, ua, aa); // A turned by +theta about the axis relative to B
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        int n = pointRows(d, sa, sb, x, warm, h, erp);
        System.arraycopy(ra, 0, lever0A, 0, 3); // the projection pushes through the build's lever arms
        System.arraycopy(rb, 0, lever0B, 0, 3);
        // alignment: C = (aB x aA) . p for p, q perpendicular to aA; d/dt C = (wA - wB) . p
        Bodies bodies = world.bodies();
        bodies.toWorldDir(frame(bodyA), axisA, aa);
        bodies.toWorldDir(frame(bodyB), axisB, ab);
        ContactBuffer.tangents(aa[0], aa[1], aa[2], pq, 0);
        double cx = ab[1] * aa[2] - ab[2] * aa[1], cy = ab[2] * aa[0] - ab[0] * aa[2], cz = ab[0] * aa[1] - ab[1] * aa[0];
        for (int k = 0; k < 2; k++) {
            int o = 3 * k;
            int row = d.addFree(sa, sb);
            d.setAngularRow(row, pq[o], pq[o + 1], pq[o + 2]);
            d.setBias(row, erp * (cx * pq[o] + cy * pq[o + 1] + cz * pq[o + 2]) / h);
            n += begin(3 + k, row, x, warm);
        }
        double angle = angle();
        n += driveRows(d, sa, sb, aa, null, null, angle, x, warm, h, erp);
        if (limits) n += limitRows(d, sa, sb, aa, null, null, angle, LIMIT_MARGIN, x, warm, h, erp);
        return finish(n);
    }

    @Override
    void addPoint(PointConstraintTree tree) {
        tree.add(frame(bodyA), frame(bodyB), localA, localB, lever0A, lever0B);
    }

    @Override
    void project(JointProjection projection) {
        projection.projectAxis(frame(bodyA), frame(bodyB), axisA, axisB);
        projection.projectPoint(frame(bodyA), frame(bodyB), localA, localB, lever0A, lever0B);
    }
}
