package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.JointRows;

/**
 * Welds two bodies (or a body and the static world) in their pose at creation: the point rows
 * of a ball joint at the anchor, plus three angular locks holding A's orientation in B's frame.
 */
public final class FixedJoint extends SlottedJoint {
    private final double[] axis = new double[3];

    FixedJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz) {
        super(world, a, b, 6, 6, px, py, pz);
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        int n = pointRows(d, sa, sb, x, warm, h, erp);
        rotationFromRest();
        for (int k = 0; k < 3; k++) {
            double error = theta[k];
            axisOfB(k, axis);
            n += begin(3 + k, JointRows.angularLock(d, sa, sb, axis[0], axis[1], axis[2], error, h, erp), x, warm);
        }
        return finish(n);
    }

    /** How far A has turned from its welded orientation (radians): the joint's angular error. */
    public double getAngularError() {
        checkLive();
        rotationFromRest();
        return Math.sqrt(theta[0] * theta[0] + theta[1] * theta[1] + theta[2] * theta[2]);
    }
}
