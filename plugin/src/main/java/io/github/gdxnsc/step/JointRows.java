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
}
