package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Two ropes over fixed world points, one to an anchor on A and one to an anchor on B, sharing one
 * length: {@code lengthA + ratio * lengthB <= total} (a block and tackle for ratio != 1). The rope
 * pulls only when taut. {@code total} is the sum at creation. One one-sided row ([0, inf),
 * speculative) whose Jacobian joins both bodies: the rate of change of the sum.
 */
public final class PulleyJoint extends SlottedJoint {
    private final double[] fixedA = new double[3], fixedB = new double[3];
    private final double ratio;
    private double total;
    private final double[] dirA = new double[3], dirB = new double[3], jac = new double[12];

    PulleyJoint(NscWorld world, RigidBody a, RigidBody b, double[] anchors, double ratio) {
        super(world, a, b, 1, 1, anchors[0], anchors[1], anchors[2]);
        world.bodies().toLocalPoint(frame(b), anchors[3], anchors[4], anchors[5], localB);
        System.arraycopy(anchors, 6, fixedA, 0, 3);
        System.arraycopy(anchors, 9, fixedB, 0, 3);
        this.ratio = ratio;
        anchors();
        total = lengths();
    }

    /** The rope's length, {@code lengthA + ratio * lengthB} when taut (m, > 0). */
    public void setTotalLength(float total) {
        Checks.positive("total", total);
        checkLive();
        this.total = total;
    }

    /** The rope's length, {@code lengthA + ratio * lengthB} when taut (m). */
    public float getTotalLength() { return (float) total; }

    /** How much B's side of the rope counts against A's (the block and tackle's ratio, > 0). */
    public float getRatio() { return (float) ratio; }

    /** Rope from A's fixed point to A's anchor now (m). */
    public float getLengthA() {
        checkLive();
        anchors();
        return (float) rope(wa, fixedA, dirA);
    }

    /** Rope from B's fixed point to B's anchor now (m). */
    public float getLengthB() {
        checkLive();
        anchors();
        return (float) rope(wb, fixedB, dirB);
    }

    /** lengthA + ratio lengthB, the unit directions along each rope (fixed point to anchor) left in dirA, dirB. */
    private double lengths() {
        return rope(wa, fixedA, dirA) + ratio * rope(wb, fixedB, dirB);
    }

    private static double rope(double[] anchor, double[] fixed, double[] dir) {
        return span(anchor, fixed, dir, 1e-9);
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        anchors();
        double room = total - lengths();
        // row value: minus the rate of the sum, (vA + wA x rA) . dirA + ratio (vB + wB x rB) . dirB
        crossRow(jac, 0, dirA, ra, -1);
        crossRow(jac, 6, dirB, rb, -ratio);
        int row = d.addBox(sa, sb, 0, Double.POSITIVE_INFINITY);
        d.setJacobian(row, jac, 0);
        d.setBias(row, room >= 0 ? room / h : erp * room / h);
        return finish(begin(0, row, x, warm));
    }

    /** j[o..o+5] = s [dir, r x dir]. */
    private static void crossRow(double[] j, int o, double[] dir, double[] r, double s) {
        j[o] = s * dir[0];
        j[o + 1] = s * dir[1];
        j[o + 2] = s * dir[2];
        j[o + 3] = s * (r[1] * dir[2] - r[2] * dir[1]);
        j[o + 4] = s * (r[2] * dir[0] - r[0] * dir[2]);
        j[o + 5] = s * (r[0] * dir[1] - r[1] * dir[0]);
    }
}
