package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.math.Rotations;
import io.github.gdxnsc.step.JointRows;
import io.github.gdxnsc.step.Bodies;
import java.util.Arrays;

/**
 * A joint whose rows come and go (limits near their stop, motors, springs, locked or free
 * axes): each possible row has a fixed slot, and each slot keeps its own last impulse, so a row
 * that reappears warm-starts from its own impulse and never from another row's.
 *
 * <p>Holds the geometry every such joint shares: an anchor in each body's frame, and the
 * relative orientation of A in B's frame at creation (the joint's rest orientation).
 */
abstract class SlottedJoint extends Joint {
    /** Row of each slot at the last step, -1 when the slot had no row. */
    final int[] slotRow;
    final double[] localA = new double[3], localB = new double[3];
    /** conj(qB) qA at creation: A's orientation in B's frame when the joint was made. */
    final double[] rest = new double[4];

    // scratch (world thread only)
    final double[] ra = new double[3], rb = new double[3], wa = new double[3], wb = new double[3], rel = new double[4], theta = new double[3];

    SlottedJoint(NscWorld world, RigidBody a, RigidBody b, int slots, int initialRows, double ax, double ay, double az) {
        super(world, a, b, slots, initialRows);
        slotRow = new int[slots];
        Arrays.fill(slotRow, -1);
        Bodies bodies = world.bodies();
        bodies.toLocalPoint(frame(a), ax, ay, az, localA);
        bodies.toLocalPoint(frame(b), ax, ay, az, localB);
        relativeRotation(rest);
    }

    /** Records the slot's row and warm-starts it from the slot's last impulse. Returns 1 (a row). */
    final int begin(int slot, int row, double[] x, boolean warm) {
        slotRow[slot] = row;
        x[row] = warm ? impulses[slot] : 0;
        return 1;
    }

    /** Starts a step's rows: every slot empty. */
    final void clearSlots() {
        Arrays.fill(slotRow, -1);
    }

    /** Ends a step's rows: n of them. */
    final int finish(int n) {
        firstRow = -1;
        for (int s = 0; s < slotRow.length && firstRow < 0; s++) firstRow = slotRow[s];
        rows = n;
        return n;
    }

    @Override
    final void storeImpulses(double[] x) {
        for (int s = 0; s < slotRow.length; s++) impulses[s] = slotRow[s] >= 0 ? x[slotRow[s]] : 0;
    }

    @Override
    public double getRowImpulse(int i) {
        if (i < 0 || i >= rows) throw new IndexOutOfBoundsException("row " + i + " of " + rows);
        int seen = 0;
        for (int s = 0; s < slotRow.length; s++) if (slotRow[s] >= 0 && seen++ == i) return impulses[s];
        return 0;
    }

    /** The point rows of a ball joint at the anchors, in slots 0-2. Returns 3 (rows added). */
    final int pointRows(NscDescriptor d, int sa, int sb, double[] x, boolean warm, double h, double erp) {
        return pointRows(d, sa, sb, x, warm, h, erp, localA, localB);
    }

    /** The point rows at the points {@code atA} (A's frame) and {@code atB} (B's frame), in slots 0-2. Returns 3. */
    final int pointRows(NscDescriptor d, int sa, int sb, double[] x, boolean warm, double h, double erp, double[] atA, double[] atB) {
        anchor(bodyA, atA, ra, wa);
        anchor(bodyB, atB, rb, wb);
        System.arraycopy(ra, 0, lever0A, 0, 3);
        System.arraycopy(rb, 0, lever0B, 0, 3);
        int first = JointRows.point(d, sa, sb, ra, rb, wa, wb, h, erp);
        for (int k = 0; k < 3; k++) begin(k, first + k, x, warm);
        return 3;
    }

    /** Lever arms ra, rb and world anchors wa, wb of the two anchors now. */
    final void anchors() {
        anchor(bodyA, localA, ra, wa);
        anchor(bodyB, localB, rb, wb);
    }

    /** out = conj(qB) qA: A's orientation in B's frame (B's is the identity for the static world). */
    final void relativeRotation(double[] out) {
        double[] rot = world.bodies().rot;
        int ia = 4 * bodyA.index;
        double bx = 0, by = 0, bz = 0, bw = 1;
        if (bodyB != null) {
            int ib = 4 * bodyB.index;
            bx = rot[ib];
            by = rot[ib + 1];
            bz = rot[ib + 2];
            bw = rot[ib + 3];
        }
        Rotations.multiply(-bx, -by, -bz, bw, rot[ia], rot[ia + 1], rot[ia + 2], rot[ia + 3], out, 0);
    }

    /**
     * theta = how far A has turned from its rest orientation, as a rotation vector in B's frame
     * (radians): log(conj(qB) qA conj(rest)).
     */
    final void rotationFromRest() {
        relativeRotation(rel);
        double[] q = rel;
        Rotations.multiply(q[0], q[1], q[2], q[3], -rest[0], -rest[1], -rest[2], rest[3], q, 0);
        Rotations.rotationVector(q[0], q[1], q[2], q[3], theta);
    }

    /** B's frame axis k (0 x, 1 y, 2 z) in world, into out. */
    final void axisOfB(int k, double[] out) {
        double[] e = rel; // scratch: rel is free once theta is known
        e[0] = k == 0 ? 1 : 0;
        e[1] = k == 1 ? 1 : 0;
        e[2] = k == 2 ? 1 : 0;
        world.bodies().toWorldDir(frame(bodyB), e, out);
    }

    /**
     * The angle (radians, in (-pi, pi]) that turns unit vector {@code from} onto {@code to} about
     * {@code axis}, both perpendicular to it: {@code from x to = sin(angle) axis}.
     */
    static double angleAbout(double[] from, double[] to, double[] axis) {
        double cx = from[1] * to[2] - from[2] * to[1], cy = from[2] * to[0] - from[0] * to[2], cz = from[0] * to[1] - from[1] * to[0];
        return Math.atan2(cx * axis[0] + cy * axis[1] + cz * axis[2], from[0] * to[0] + from[1] * to[1] + from[2] * to[2]);
    }

    @Override
    double[] localAnchor(boolean onA) {
        return onA ? localA : localB;
    }
}
