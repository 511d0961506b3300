package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.WorkerPool;

/**
 * The step's dynamics under smooth contact (SMC), in place of the build, solve and integrate
 * stages of the NSC step: substeps of semi-implicit Euler, each adding the contacts' spring-damper
 * forces to the user's forces, forming v*, solving the joints' rows alone (they stay
 * complementarity rows, so a ragdoll or chain works under both methods), and advancing the
 * poses; the contacts' overlaps follow between substeps.
 */
public final class SmoothStep {
    /** The joints' part of a substep: their rows on the prepared-to-be descriptor, with warm start. Returns rows added. */
    public interface JointRowsSource {
        int addRows(NscDescriptor d, double[] x, double h);
    }

    private final SmoothContacts contacts = new SmoothContacts();
    private double[] userForce = new double[48], userTorque = new double[48];
    private int substeps;

    public void setHertz(boolean hertz) {
        contacts.setHertz(hertz);
    }

    /**
     * One step of length h. x is the solver's array (joint rows); {@code solve} runs the
     * configured solver on the descriptor when joints added rows. Returns the substeps taken.
     */
    public int run(WorkerPool pool, Bodies bodies, ContactBuffer c, NscDescriptor d, VelocityIntegrator velocities, PositionIntegrator positions,
            double h, double gx, double gy, double gz, int maxSubsteps, double[] x, JointRowsSource joints, Runnable solve) {
        final int n = bodies.count;
        substeps = contacts.prepare(c, bodies, h, maxSubsteps);
        double hs = h / substeps;
        if (userForce.length < 3 * n) {
            userForce = new double[Math.max(3 * n, 2 * userForce.length)];
            userTorque = new double[userForce.length];
        }
        System.arraycopy(bodies.force, 0, userForce, 0, 3 * n);
        System.arraycopy(bodies.torque, 0, userTorque, 0, 3 * n);
        for (int s = 0; s < substeps; s++) {
            System.arraycopy(userForce, 0, bodies.force, 0, 3 * n);
            System.arraycopy(userTorque, 0, bodies.torque, 0, 3 * n);
            contacts.addForces(c, bodies);
            d.beginStep(n);
            velocities.run(pool, d, hs, gx, gy, gz);
            int rows = joints.addRows(d, x, hs);
            d.prepare();
            d.computeRhs();
            if (rows > 0) solve.run();
            d.applyImpulses(x, bodies.vel);
            positions.run(pool, hs, null, d.velocity());
            contacts.advance(c, bodies, hs);
        }
        // the user's forces last for the whole world step (the facade clears them): contact forces must not stay
        System.arraycopy(userForce, 0, bodies.force, 0, 3 * n);
        System.arraycopy(userTorque, 0, bodies.torque, 0, 3 * n);
        return substeps;
    }

    /** Substeps of the last step. */
    public int substeps() {
        return substeps;
    }

    /** Deepest overlap (m) at the start of the last step. */
    public float maxOverlap() {
        return contacts.maxOverlap();
    }
}
