package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.math.Rotations;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.JointProjection;
import io.github.gdxnsc.step.PointConstraintTree;
import io.github.gdxnsc.step.JointRows;

/**
 * A ball joint with a cone limit on the swing of A's twist axis away from B's, and limits on the
 * twist about it: a ragdoll's shoulder or hip. Rows: the three point rows, plus one-sided limit
 * rows near the cone's edge and near either twist stop.
 */
public final class ConeTwistJoint extends SlottedJoint {
    /** A limit row is added when the angle is closer than this (rad) to its limit. */
    public static final double LIMIT_MARGIN = 0.2;
    private static final int SWING = 3, TWIST_LOW = 4, TWIST_HIGH = 5, MOTOR = 6; // slots 6-8: the motor about B's x, y, z

    /** The twist axis and a reference across it, in each body's frame (world frame for the static world). */
    private final double[] axisA = new double[3], axisB = new double[3], refA = new double[3], refB = new double[3];
    private final double[] aa = new double[3], ab = new double[3], ua = new double[3], ub = new double[3], n = new double[3], pq = new double[6];
    private double swingSpan = Math.PI / 4, twistSpan = Math.PI / 4;
    private boolean motor;
    /** The motor's target: A's rotation from its rest orientation, in B's frame (x, y, z, w). */
    private final double[] target = {0, 0, 0, 1};
    private double motorStiffness, motorDamping, motorMaxTorque;
    private final double[] error = new double[4], errorVector = new double[3], motorAxis = new double[3];

    ConeTwistJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz, double ax, double ay, double az) {
        super(world, a, b, 9, 3, px, py, pz);
        double inv = 1.0 / Math.sqrt(ax * ax + ay * ay + az * az);
        ax *= inv;
        ay *= inv;
        az *= inv;
        Bodies bodies = world.bodies();
        bodies.toLocalDir(frame(a), ax, ay, az, axisA);
        bodies.toLocalDir(frame(b), ax, ay, az, axisB);
        ContactBuffer.tangents(ax, ay, az, pq, 0);
        bodies.toLocalDir(frame(a), pq[0], pq[1], pq[2], refA);
        bodies.toLocalDir(frame(b), pq[0], pq[1], pq[2], refB);
    }

    /** The cone's half angle and the twist's limit either way, radians in (0, pi). Defaults pi/4 each. */
    public void setLimits(float swingSpan, float twistSpan) {
        Checks.positive("swingSpan", swingSpan);
        Checks.positive("twistSpan", twistSpan);
        if (swingSpan >= Math.PI) throw new IllegalArgumentException("swingSpan must be < pi, was " + swingSpan);
        if (twistSpan >= Math.PI) throw new IllegalArgumentException("twistSpan must be < pi, was " + twistSpan);
        checkLive();
        this.swingSpan = swingSpan;
        this.twistSpan = twistSpan;
        changed();
    }

    /**
     * A motor turning A toward {@code target}: its rotation from the pose at creation, in B's
     * frame (the world's for the static world); identity drives it back to that pose. About each
     * of B's axes a torque {@code stiffness error - damping spin} (N m/rad > 0, N m s/rad >= 0;
     * implicit, stable for any gains), at most {@code maxTorque} (N m). Keep the target inside the
     * limits: they win.
     */
    public void setMotorTarget(Quaternion target, float stiffness, float damping, float maxTorque) {
        Checks.finite("target", target);
        float len = target.len();
        if (!(len > 1e-6f)) throw new IllegalArgumentException("target must be a non-zero quaternion, was " + target);
        Checks.positive("stiffness", stiffness);
        Checks.nonNegative("damping", damping);
        Checks.nonNegative("maxTorque", maxTorque);
        checkLive();
        this.target[0] = target.x / len;
        this.target[1] = target.y / len;
        this.target[2] = target.z / len;
        this.target[3] = target.w / len;
        motorStiffness = stiffness;
        motorDamping = damping;
        motorMaxTorque = maxTorque;
        motor = true;
        changed();
    }

    /** Turns the motor off: the joint swings and twists freely again within its limits. */
    public void disableMotor() {
        checkLive();
        motor = false;
        changed();
    }

    /** Whether the motor drives the joint towards its target orientation. */
    public boolean isMotorEnabled() { return motor; }

    /** The cone's half angle (radians). */
    public float getSwingSpan() { return (float) swingSpan; }

    /** The twist limit either way (radians). */
    public float getTwistSpan() { return (float) twistSpan; }

    /** Angle (rad) between A's twist axis and B's now. */
    public float getSwingAngle() {
        checkLive();
        return (float) swing();
    }

    /** Twist (rad) of A about its axis relative to B, with the swing taken out. */
    public float getTwistAngle() {
        checkLive();
        swing();
        return (float) twist();
    }

    /** Swing angle; leaves the world axes in aa, ab and the swing axis (unnormalised aB x aA) in n. */
    private double swing() {
        Bodies bodies = world.bodies();
        bodies.toWorldDir(frame(bodyA), axisA, aa);
        bodies.toWorldDir(frame(bodyB), axisB, ab);
        n[0] = ab[1] * aa[2] - ab[2] * aa[1];
        n[1] = ab[2] * aa[0] - ab[0] * aa[2];
        n[2] = ab[0] * aa[1] - ab[1] * aa[0];
        double s = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        return Math.atan2(s, ab[0] * aa[0] + ab[1] * aa[1] + ab[2] * aa[2]);
    }

    /** Twist after {@link #swing}: B's reference carried onto A's axis by the shortest rotation, then measured about it. */
    private double twist() {
        Bodies bodies = world.bodies();
        bodies.toWorldDir(frame(bodyA), refA, ua);
        bodies.toWorldDir(frame(bodyB), refB, ub);
        double c = ab[0] * aa[0] + ab[1] * aa[1] + ab[2] * aa[2];
        if (c > -0.999) {
            // Rodrigues for the rotation taking ab to aa: v c + k x v + k (k.v) / (1 + c), k = ab x aa
            double kx = n[0], ky = n[1], kz = n[2];
            double kv = kx * ub[0] + ky * ub[1] + kz * ub[2], f = kv / (1 + c);
            double vx = ub[0] * c + (ky * ub[2] - kz * ub[1]) + kx * f;
            double vy = ub[1] * c + (kz * ub[0] - kx * ub[2]) + ky * f;
            double vz = ub[2] * c + (kx * ub[1] - ky * ub[0]) + kz * f;
            ub[0] = vx;
            ub[1] = vy;
            ub[2] = vz;
        }
        return angleAbout(ub, ua, aa);
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        int rowsAdded = pointRows(d, sa, sb, x, warm, h, erp);
        double phi = swing();
        double room = swingSpan - phi;
        double s = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        if (room < LIMIT_MARGIN && s > 1e-9) {
            // d(phi)/dt = (wA - wB) . n / |n|: the row keeps it from crossing the cone
            n[0] /= s;
            n[1] /= s;
            n[2] /= s;
            rowsAdded += begin(SWING, JointRows.limit(d, sa, sb, n, -1, null, null, room, h, erp), x, warm);
            n[0] *= s;
            n[1] *= s;
            n[2] *= s;
        }
        double tau = twist();
        if (tau + twistSpan < LIMIT_MARGIN) rowsAdded += begin(TWIST_LOW, JointRows.limit(d, sa, sb, aa, 1, null, null, tau + twistSpan, h, erp), x, warm);
        if (twistSpan - tau < LIMIT_MARGIN) rowsAdded += begin(TWIST_HIGH, JointRows.limit(d, sa, sb, aa, -1, null, null, twistSpan - tau, h, erp), x, warm);
        if (motor) rowsAdded += motorRows(d, sa, sb, x, warm, h);
        return finish(rowsAdded);
    }

    /**
     * The motor: the rotation still to go, {@code log((conj(qB) qA conj(rest)) conj(target))} in
     * B's frame, as a bounded spring row (step.SpringRows) about each of B's axes.
     */
    private int motorRows(NscDescriptor d, int sa, int sb, double[] x, boolean warm, double h) {
        double[] q = error;
        relativeRotation(q);
        Rotations.multiply(q[0], q[1], q[2], q[3], -rest[0], -rest[1], -rest[2], rest[3], q, 0);
        Rotations.multiply(q[0], q[1], q[2], q[3], -target[0], -target[1], -target[2], target[3], q, 0);
        Rotations.rotationVector(q[0], q[1], q[2], q[3], errorVector);
        double bound = motorMaxTorque * h;
        for (int k = 0; k < 3; k++) {
            axisOfB(k, motorAxis);
            world.springRows().add(d, sa, sb, motorAxis, null, null, errorVector[k], motorStiffness, motorDamping, h, world.bodies().vel);
            int row = d.boundLastRow(-bound, bound);
            begin(MOTOR + k, row, x, warm);
            if (warm) x[row] = Math.max(-bound, Math.min(bound, x[row]));
        }
        return 3;
    }

    /**
     * Position level: the swing and twist taken back inside their limits (the limit rows only stop
     * the velocity that would cross them, so a landing ragdoll's limb overshoots by a step's turn),
     * then the anchors brought together.
     */
    @Override
    void addPoint(PointConstraintTree tree) {
        tree.add(frame(bodyA), frame(bodyB), localA, localB, lever0A, lever0B);
    }

    @Override
    void project(JointProjection projection) {
        int fa = frame(bodyA), fb = frame(bodyB);
        double phi = swing();
        double s = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        // phi grows as A turns about n relative to B: turn A back by the excess
        if (phi > swingSpan && s > 1e-9) {
            projection.projectAngle(fa, fb, n[0] / s, n[1] / s, n[2] / s, swingSpan - phi);
            swing(); // the bodies turned: twist() reads the axes swing() leaves
        }
        double tau = twist();
        if (tau > twistSpan) projection.projectAngle(fa, fb, aa[0], aa[1], aa[2], twistSpan - tau);
        else if (tau < -twistSpan) projection.projectAngle(fa, fb, aa[0], aa[1], aa[2], -twistSpan - tau);
        projection.projectPoint(fa, fb, localA, localB, lever0A, lever0B);
    }
}
