package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Three bilateral rows holding two anchor points together (along world x, y, z). Row value
 * {@code J v} is the velocity of A's anchor relative to B's; the bias {@code erp C / h} with
 * {@code C = pA - pB} pulls a drifted joint back (Baumgarte).
 */
public final class BallJoint extends Joint {
    /** Anchor in A's frame, and in B's frame (world frame when B is the static world). */
    final double[] localA = new double[3], localB = new double[3];
    private final double[] wa = new double[3], wb = new double[3];

    BallJoint(NscWorld world, RigidBody a, RigidBody b, double ax, double ay, double az) {
        super(world, a, b, 3);
        world.toLocalPoint(a, ax, ay, az, localA);
        world.toLocalPoint(b, ax, ay, az, localB);
    }

    @Override public RigidBody getBodyA() { return bodyA; }
    @Override public RigidBody getBodyB() { return bodyB; }
    @Override public int rowCount() { return 3; }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        // rA, rB: anchor minus centre, world frame; wa/wb then hold the anchors' world positions
        world.toWorldOffset(bodyA, localA, wa);
        world.toWorldOffset(bodyB, localB, wb);
        double rax = wa[0], ray = wa[1], raz = wa[2], rbx = wb[0], rby = wb[1], rbz = wb[2];
        world.addCentre(bodyA, wa);
        world.addCentre(bodyB, wb);
        int first = -1;
        for (int k = 0; k < 3; k++) {
            int row = d.addFree(sa, sb);
            if (k == 0) first = row;
            d.setLinearRow(row, k == 0 ? 1 : 0, k == 1 ? 1 : 0, k == 2 ? 1 : 0, rax, ray, raz, rbx, rby, rbz);
            d.setBias(row, erp * (wa[k] - wb[k]) / h);
            x[row] = warm ? impulses[k] : 0;
        }
        firstRow = first;
        rows = 3;
        return 3;
    }

    void storeImpulses(double[] x) {
        for (int k = 0; k < 3; k++) impulses[k] = x[firstRow + k];
    }

    /** Distance (m) between the two anchors now: the joint's position error. */
    public double getError() {
        world.checkNotDisposed();
        world.toWorldOffset(bodyA, localA, wa);
        world.toWorldOffset(bodyB, localB, wb);
        world.addCentre(bodyA, wa);
        world.addCentre(bodyB, wb);
        double dx = wa[0] - wb[0], dy = wa[1] - wb[1], dz = wa[2] - wb[2];
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
}
