package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.JointRows;

/**
 * Welds two bodies (or a body and the static world) in their pose at creation: three point rows
 * plus three angular locks holding A's orientation in B's frame.
 *
 * <p>A weld holds the whole relative pose, so where its point rows act is free: they act at the
 * centre of the body that turns most easily (A when B is the static world), not at the anchor. At
 * an anchor far from a small body the rows' lever arm dwarfs the body's radius of gyration and
 * the solve could not converge (a 0.05 m box welded 2 m from its centre was thrown off within a
 * second). The force and the torque are still reported, and break the joint, about the anchor.
 */
public final class FixedJoint extends SlottedJoint {
    private final double[] axis = new double[3];
    /** The point the point rows hold, in A's and in B's frame. */
    private final double[] coreA = new double[3], coreB = new double[3];
    private final double[] force = new double[3], torque = new double[3], arm = new double[3];

    FixedJoint(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz) {
        super(world, a, b, 6, 6, px, py, pz);
        Bodies bodies = world.bodies();
        int core = b == null || !bodies.isDynamic(b.index) || gyration(bodies, a.index) <= gyration(bodies, b.index) ? a.index : b.index;
        double cx = bodies.pos[3 * core], cy = bodies.pos[3 * core + 1], cz = bodies.pos[3 * core + 2];
        bodies.toLocalPoint(frame(a), cx, cy, cz, coreA);
        bodies.toLocalPoint(frame(b), cx, cy, cz, coreB);
    }

    /** A body's mean squared radius of gyration (m^2): how easily a push off its centre turns it. */
    private static double gyration(Bodies bodies, int i) {
        double[] inv = bodies.invLocalInertia;
        return bodies.invMass[i] * (1 / inv[3 * i] + 1 / inv[3 * i + 1] + 1 / inv[3 * i + 2]) / 3;
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        int n = pointRows(d, sa, sb, x, warm, h, erp, coreA, coreB);
        rotationFromRest();
        for (int k = 0; k < 3; k++) {
            double error = theta[k];
            axisOfB(k, axis);
            n += begin(3 + k, JointRows.angularLock(d, sa, sb, axis[0], axis[1], axis[2], error, h, erp), x, warm);
        }
        return finish(n);
    }

    /** The force, and the torque about the anchor: the angular rows' torque plus the point rows' force at its offset. */
    @Override
    void measure(double h) {
        for (int k = 0; k < 3; k++) force[k] = impulses[k] / h; // the point rows run along the world axes
        torque[0] = torque[1] = torque[2] = 0;
        for (int k = 0; k < 3; k++) {
            axisOfB(k, axis);
            for (int c = 0; c < 3; c++) torque[c] += impulses[3 + k] / h * axis[c];
        }
        // torque about the anchor = torque about the core point + (core - anchor) x force
        anchor(bodyA, coreA, ra, wa);
        anchor(bodyA, localA, rb, wb);
        for (int c = 0; c < 3; c++) arm[c] = wa[c] - wb[c];
        torque[0] += arm[1] * force[2] - arm[2] * force[1];
        torque[1] += arm[2] * force[0] - arm[0] * force[2];
        torque[2] += arm[0] * force[1] - arm[1] * force[0];
        setLoad(Math.sqrt(force[0] * force[0] + force[1] * force[1] + force[2] * force[2]),
                Math.sqrt(torque[0] * torque[0] + torque[1] * torque[1] + torque[2] * torque[2]));
    }

    /** How far A has turned from its welded orientation (radians): the joint's angular error. */
    public double getAngularError() {
        checkLive();
        rotationFromRest();
        return Math.sqrt(theta[0] * theta[0] + theta[1] * theta[1] + theta[2] * theta[2]);
    }
}
