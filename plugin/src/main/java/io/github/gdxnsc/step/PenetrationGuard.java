package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;

/**
 * The penetration guard (integrate stage, caller's thread, after the velocity solve's impulses and
 * before the positions move). The position solve gets a few iterations and pushes out at most
 * {@code maxRecoverySpeed}; a contact the step's motion would still leave deeper than
 * {@code penetrationGuard} (a body landing on the pile, one pressed in by a load the short solve did
 * not hold) is pushed apart here, at the position level only: the velocities the bodies keep are
 * untouched, so the push adds no kinetic energy.
 *
 * <p>What it follows: position-based dynamics' contact projection (Mueller et al. 2007, "Position
 * based dynamics"; Macklin et al. 2016, XPBD) on the contacts linearised at the step's start, and
 * Bullet's split impulse in spirit (a position-only push), as nonlinear Gauss-Seidel. Each contact's
 * distance after the step is predicted from its distance now plus h times its normal speed under the
 * velocities the positions move with (the position solve's, else the bodies' own); a contact deeper
 * than the threshold gets the position impulse that brings it back to the threshold, through its
 * normal and its lever arms, mass-weighted (the heavier body moves less, the pair's centre of mass
 * stays where it was), and every later contact sees the moves. {@link #SWEEPS} sweeps in contact
 * order (Bullet's manifold order): the same answer at any thread count. The moves over h are added
 * to the velocities the positions move with, never to the bodies' own.
 *
 * <p>Resting contacts sit at the contact slop, far below a threshold of a centimetre, so a settled
 * stack is never visited: only contacts already past the threshold push, and they push no further
 * than the threshold.
 */
final class PenetrationGuard {
    /**
     * Gauss-Seidel sweeps: a push that drives a body into its other neighbour is answered by the
     * next sweep; the first sweep does most of the work (most deep contacts stand alone).
     */
    static final int SWEEPS = 4;

    private final ContactRows contactRows;
    /** Per contact: its distance after the step's motion, linearised, before the guard's moves. */
    private double[] predicted = new double[64];
    /** Per body: the guard's displacement (3 linear, 3 angular). */
    private double[] shift = new double[96];
    /** The velocities the positions move with, when the position solve left none: a copy of the bodies'. */
    private double[] move = new double[96];
    private final double[] arms = new double[6], rel = new double[3], t = new double[3];
    private int pushes;

    PenetrationGuard(ContactRows contactRows) {
        this.contactRows = contactRows;
    }

    /**
     * Runs the guard on the velocities the positions will move with ({@code positionVelocity}, the
     * position solve's, or null for the bodies' own) and returns those to move with: the same array,
     * changed in place, when it was given; else the bodies' velocities (a copy) plus the guard's
     * moves, or null when no contact was deep enough.
     */
    double[] run(StepContext ctx, double[] positionVelocity) {
        pushes = 0;
        final double threshold = ctx.penetrationGuard;
        final ContactBuffer c = ctx.contacts;
        final Bodies bodies = ctx.bodies;
        final int nc = c.count();
        if (!(threshold > 0) || nc == 0) return positionVelocity;
        final double[] v = positionVelocity != null ? positionVelocity : bodies.vel;
        final double h = ctx.timeStep;
        if (predicted.length < nc) predicted = new double[Math.max(nc, 2 * predicted.length)];
        boolean deep = false;
        for (int k = 0; k < nc; k++) {
            if (contactRows.row(k) < 0) continue;
            double after = c.distance[k] + h * normalSpeed(c, bodies, v, k);
            predicted[k] = after;
            deep |= after < -threshold;
        }
        if (!deep) return positionVelocity; // the common case: a pass over the contacts, nothing else
        final int n6 = 6 * bodies.count;
        if (shift.length < n6) shift = new double[Math.max(n6, 2 * shift.length)];
        java.util.Arrays.fill(shift, 0, n6, 0);
        final double[] invInertia = ctx.descriptor.invInertia();
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            int before = pushes;
            for (int k = 0; k < nc; k++) {
                if (contactRows.row(k) < 0) continue;
                double depth = -(predicted[k] + normalShift(c, bodies, k));
                if (depth > threshold) push(c, bodies, invInertia, k, depth - threshold);
            }
            if (pushes == before) break; // nothing pushed: every contact is within the threshold
        }
        final double[] out;
        if (positionVelocity != null) {
            out = positionVelocity;
        } else {
            if (move.length < n6) move = new double[Math.max(n6, 2 * move.length)];
            System.arraycopy(bodies.vel, 0, move, 0, n6);
            out = move;
        }
        final double inv = 1 / h;
        for (int i = 0; i < n6; i++) out[i] += shift[i] * inv;
        return out;
    }

    /** Contact pushes in the last run (a contact pushed in two sweeps counts twice). */
    int pushes() {
        return pushes;
    }

    /** Contact k's normal speed (A's point relative to B's, along the normal from B to A) under velocities v. */
    private double normalSpeed(ContactBuffer c, Bodies bodies, double[] v, int k) {
        ContactRows.leverArms(c, bodies, k, arms);
        ContactRows.relativeVelocity(v, c.bodyA[k], c.bodyB[k], arms, rel);
        int k3 = 3 * k;
        return rel[0] * c.normal[k3] + rel[1] * c.normal[k3 + 1] + rel[2] * c.normal[k3 + 2];
    }

    /** How much the guard's moves so far opened contact k (the relative displacement of its points along its normal). */
    private double normalShift(ContactBuffer c, Bodies bodies, int k) {
        return normalSpeed(c, bodies, shift, k);
    }

    /** Position impulse on contact k that opens it by {@code excess} (m): A along the normal, B against it. */
    private void push(ContactBuffer c, Bodies bodies, double[] invInertia, int k, double excess) {
        int a = c.bodyA[k], b = c.bodyB[k], k3 = 3 * k;
        double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        ContactRows.leverArms(c, bodies, k, arms);
        double w = 0;
        for (int side = 0; side < 2; side++) {
            int i = side == 0 ? a : b;
            if (!bodies.solved(i)) continue;
            int r = 3 * side;
            double cx = arms[r + 1] * nz - arms[r + 2] * ny, cy = arms[r + 2] * nx - arms[r] * nz, cz = arms[r] * ny - arms[r + 1] * nx;
            applyInvInertia(invInertia, i, cx, cy, cz);
            w += bodies.invMass[i] + cx * t[0] + cy * t[1] + cz * t[2];
        }
        if (!(w > 1e-300) || !Double.isFinite(w)) return; // nothing here can move (a kinematic or static pair)
        double lambda = excess / w;
        moveBody(bodies, invInertia, a, 0, lambda * nx, lambda * ny, lambda * nz);
        moveBody(bodies, invInertia, b, 3, -lambda * nx, -lambda * ny, -lambda * nz);
        pushes++;
    }

    /** Body i takes the position impulse p at lever arm arms[r..r+2]: shifts by m^-1 p, turns by I^-1 (r x p). */
    private void moveBody(Bodies bodies, double[] invInertia, int i, int r, double px, double py, double pz) {
        if (!bodies.solved(i)) return;
        double m = bodies.invMass[i];
        int s = 6 * i;
        shift[s] += m * px;
        shift[s + 1] += m * py;
        shift[s + 2] += m * pz;
        applyInvInertia(invInertia, i, arms[r + 1] * pz - arms[r + 2] * py, arms[r + 2] * px - arms[r] * pz, arms[r] * py - arms[r + 1] * px);
        shift[s + 3] += t[0];
        shift[s + 4] += t[1];
        shift[s + 5] += t[2];
    }

    /** t = body i's world inverse inertia of the step times (x, y, z). */
    private void applyInvInertia(double[] w, int i, double x, double y, double z) {
        int k = 9 * i;
        t[0] = w[k] * x + w[k + 1] * y + w[k + 2] * z;
        t[1] = w[k + 3] * x + w[k + 4] * y + w[k + 5] * z;
        t[2] = w[k + 6] * x + w[k + 7] * y + w[k + 8] * z;
    }
}
