package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.JointProjection;
import io.github.gdxnsc.step.PointConstraintTree;
import io.github.gdxnsc.step.JointRows;

/**
 * Three bilateral rows holding two anchor points together (along world x, y, z); see
 * {@link JointRows#point}.
 */
public final class BallJoint extends Joint {
    /** Anchor in A's frame, and in B's frame (world frame when B is the static world). */
    final double[] localA = new double[3], localB = new double[3];
    private final double[] ra = new double[3], rb = new double[3], wa = new double[3], wb = new double[3];

    BallJoint(NscWorld world, RigidBody a, RigidBody b, double ax, double ay, double az) {
        super(world, a, b, 3, 3);
        world.bodies().toLocalPoint(frame(a), ax, ay, az, localA);
        world.bodies().toLocalPoint(frame(b), ax, ay, az, localB);
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        anchor(bodyA, localA, ra, wa);
        anchor(bodyB, localB, rb, wb);
        System.arraycopy(ra, 0, lever0A, 0, 3);
        System.arraycopy(rb, 0, lever0B, 0, 3);
        firstRow = JointRows.point(d, slot(bodyA), slot(bodyB), ra, rb, wa, wb, h, erp);
        for (int k = 0; k < 3; k++) x[firstRow + k] = warm ? impulses[k] : 0;
        rows = 3;
        return 3;
    }

    @Override
    void addPoint(PointConstraintTree tree) {
        tree.add(frame(bodyA), frame(bodyB), localA, localB, lever0A, lever0B);
    }

    @Override
    void project(JointProjection projection) {
        projection.projectPoint(frame(bodyA), frame(bodyB), localA, localB, lever0A, lever0B);
    }

    @Override
    void storeImpulses(double[] x) {
        for (int k = 0; k < 3; k++) impulses[k] = x[firstRow + k];
    }

    /** Distance (m) between the two anchors now: the joint's position error. */
    public double getError() {
        checkLive();
        anchor(bodyA, localA, ra, wa);
        anchor(bodyB, localB, rb, wb);
        double dx = wa[0] - wb[0], dy = wa[1] - wb[1], dz = wa[2] - wb[2];
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    @Override
    double[] localAnchor(boolean onA) {
        return onA ? localA : localB;
    }
}
