package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Rows that joints share. A joint builds its rows every step from the bodies' current poses; the
 * point constraint (two anchors held together) is the ball joint and the first three rows of
 * every joint that pins a point.
 */
public final class JointRows {
    private JointRows() {
    }

    /**
     * Three FREE rows along world x, y, z holding anchor {@code pa} (on A, lever arm {@code ra})
     * to {@code pb} (on B, lever arm {@code rb}); row value {@code J v} is the velocity of A's
     * anchor relative to B's, and the bias {@code erp C / h} with {@code C = pA - pB} pulls a
     * drifted joint back (Baumgarte). Returns the first row; the other two follow it.
     */
    public static int point(NscDescriptor d, int slotA, int slotB, double[] ra, double[] rb, double[] pa, double[] pb, double h, double erp) {
        int first = -1;
        for (int k = 0; k < 3; k++) {
            int row = d.addFree(slotA, slotB);
            if (k == 0) first = row;
            d.setLinearRow(row, k == 0 ? 1 : 0, k == 1 ? 1 : 0, k == 2 ? 1 : 0, ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
            d.setBias(row, erp * (pa[k] - pb[k]) / h);
        }
        return first;
    }

    /**
     * A FREE row holding the relative angular velocity {@code (wA - wB) . axis} to
     * {@code -erp C / h}: an angular lock with position error C (rad) about the axis.
     */
    public static int angularLock(NscDescriptor d, int slotA, int slotB, double ax, double ay, double az, double error, double h, double erp) {
        int row = d.addFree(slotA, slotB);
        d.setAngularRow(row, ax, ay, az);
        d.setBias(row, erp * error / h);
        return row;
    }

    /**
     * A FREE row holding the relative velocity of two coincident points along a direction: a
     * linear lock with position error C (m) along it; lever arms ra (from A's centre) and rb
     * (from B's centre) to the point.
     */
    public static int linearLock(NscDescriptor d, int slotA, int slotB, double[] dir, double[] ra, double[] rb, double error, double h, double erp) {
        int row = d.addFree(slotA, slotB);
        d.setLinearRow(row, dir[0], dir[1], dir[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
        d.setBias(row, erp * error / h);
        return row;
    }

    /**
     * A one-sided limit row ([0, inf) impulse) keeping {@code J v + b >= 0}, where {@code room} is
     * the distance (m or rad, along the row's direction) left before the limit: while inside, a
     * speculative row that only stops what would cross the limit this step; once past it, pulled
     * back by the fraction erp per step. {@code ra == null} makes an angular row about dir.
     */
    public static int limit(NscDescriptor d, int slotA, int slotB, double[] dir, double sign, double[] ra, double[] rb, double room, double h, double erp) {
        int row = d.addBox(slotA, slotB, 0, Double.POSITIVE_INFINITY);
        if (ra == null) d.setAngularRow(row, sign * dir[0], sign * dir[1], sign * dir[2]);
        else d.setLinearRow(row, sign * dir[0], sign * dir[1], sign * dir[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
        d.setBias(row, room >= 0 ? room / h : erp * room / h);
        return row;
    }

    /**
     * A velocity motor: a BOX row driving the relative velocity along dir (angular when
     * {@code ra == null}) to {@code targetSpeed} with an impulse bounded by {@code maxImpulse}.
     */
    public static int motor(NscDescriptor d, int slotA, int slotB, double[] dir, double[] ra, double[] rb, double targetSpeed, double maxImpulse) {
        int row = d.addBox(slotA, slotB, -maxImpulse, maxImpulse);
        if (ra == null) d.setAngularRow(row, dir[0], dir[1], dir[2]);
        else d.setLinearRow(row, dir[0], dir[1], dir[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
        d.setBias(row, -targetSpeed);
        return row;
    }

    /**
     * A spring-damper as a soft FREE row: stiffness k (N/m or N m/rad), damping c (N s/m or
     * N m s/rad) about a rest position, C the displacement from it, {@code vel} the bodies' velocities
     * at the start of the step (by slot). Its compliance and bias make the step of the spring on the
     * row's effective mass exact ({@link ExactSpring}): an undamped spring keeps its amplitude and
     * period at any h, and a steady load deflects it by load / k.
     */
    public static int spring(NscDescriptor d, int slotA, int slotB, double[] dir, double[] ra, double[] rb, double displacement, double k, double c, double h,
                             double[] vel) {
        int row = d.addFree(slotA, slotB);
        if (ra == null) d.setAngularRow(row, dir[0], dir[1], dir[2]);
        else d.setLinearRow(row, dir[0], dir[1], dir[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
        // a damper alone stays the backward-Euler row: it needs no mass, and the row's own effective
        // mass is not the motion's when other rows couple it (a hinge damper on a door hung off its
        // axis would see the door's inertia about its centre, not about the hinge, and brake it)
        if (k <= 0 || !ExactSpring.apply(d, row, k, c, 1 / rowInverseMass(d, row), h, displacement, rowVelocity(d, row, vel))) { // nothing the row can move: the backward-Euler soft row, harmless
            double soft = c + h * k;
            d.setCompliance(row, 1 / (h * soft));
            d.setBias(row, k * displacement / soft);
        }
        return row;
    }

    /** {@code J M^-1 J^T} of one row, from the descriptor's inverse masses and world inverse inertias. */
    static double rowInverseMass(NscDescriptor d, int row) {
        double sum = 0;
        double[] im = d.invMass(), ii = d.invInertia();
        for (int side = 0; side < 2; side++) {
            int body = side == 0 ? d.bodyA(row) : d.bodyB(row);
            if (body < 0) continue;
            int j = 6 * side, q = 9 * body;
            double lx = d.jacobian(row, j), ly = d.jacobian(row, j + 1), lz = d.jacobian(row, j + 2);
            double ax = d.jacobian(row, j + 3), ay = d.jacobian(row, j + 4), az = d.jacobian(row, j + 5);
            sum += im[body] * (lx * lx + ly * ly + lz * lz);
            sum += ax * (ii[q] * ax + ii[q + 1] * ay + ii[q + 2] * az) + ay * (ii[q + 3] * ax + ii[q + 4] * ay + ii[q + 5] * az)
                    + az * (ii[q + 6] * ax + ii[q + 7] * ay + ii[q + 8] * az);
        }
        return sum;
    }

    /** {@code J v}: the row's velocity for body velocities v (6 per slot). */
    static double rowVelocity(NscDescriptor d, int row, double[] v) {
        double sum = 0;
        for (int side = 0; side < 2; side++) {
            int body = side == 0 ? d.bodyA(row) : d.bodyB(row);
            if (body < 0) continue;
            for (int k = 0; k < 6; k++) sum += d.jacobian(row, 6 * side + k) * v[6 * body + k];
        }
        return sum;
    }
}
