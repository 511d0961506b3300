package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;

/**
 * The penetration guard (integrate stage, caller's thread, after the velocity solve's impulses and
 * before the positions move). With a small budget the velocity solve does not hold a heap's load
 * and the position solve (a few iterations, at most {@code maxRecoverySpeed}) does not push back
 * what it lets sink: the heap sinks into itself, step after step. The guard stops that at the
 * position level: no contact deeper than {@code penetrationGuard} after the step's motion ends it
 * deeper than it started it. A contact the step would sink past {@code max(threshold, its depth
 * now)} is pushed back to that depth; the velocities the bodies keep are untouched, so the push adds
 * no kinetic energy. A contact already deep but coming out (a landing the position solve pushes out)
 * is left alone: pushing landings out at once changed how a tall tower settles.
 *
 * <p>What it follows: position-based dynamics' contact projection (Mueller et al. 2007, "Position
 * based dynamics"; Macklin et al. 2016, XPBD) on the contacts linearised at the step's start, and
 * Bullet's split impulse in spirit (a position-only push), as nonlinear Gauss-Seidel. Each contact's
 * distance after the step is predicted from its distance now plus h times its normal speed under the
 * velocities the positions move with (the position solve's, else the bodies' own); a contact past
 * its allowed depth gets the position impulse along its normal that brings it back, translating the
 * pair mass-weighted (the heavier body moves less, the pair's centre of mass stays where it was; no
 * turn, so the move is exact for every contact of the pair and a box pressed in flat stays flat),
 * and every later contact sees the moves. {@link #SWEEPS} sweeps in contact order (Bullet's manifold
 * order): the same answer at any thread count. The moves over h are added to the velocities the
 * positions move with, never to the bodies' own.
 *
 * <p>Resting contacts sit at the contact slop, far below a threshold of a centimetre, so a settled
 * stack is never visited.
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
    /** Per body: the guard's displacement (3 per body). */
    private double[] shift = new double[48];
    /** The velocities the positions move with, when the position solve left none: a copy of the bodies'. */
    private double[] move = new double[96];
    private final double[] arms = new double[6], rel = new double[3];
    private int pushes;

    PenetrationGuard(ContactRows contactRows) {
        this.contactRows = contactRows;
    }

    /**
     * Runs the guard on the velocities the positions will move with ({@code positionVelocity}, the
     * position solve's, or null for the bodies' own) and returns those to move with: the same array,
     * changed in place, when it was given; else the bodies' velocities (a copy) plus the guard's
     * moves, or null when no contact would sink past its allowed depth.
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
        boolean sinks = false;
        for (int k = 0; k < nc; k++) {
            if (contactRows.row(k) < 0) continue;
            double after = c.distance[k] + h * normalSpeed(c, bodies, v, k);
            predicted[k] = after;
            sinks |= -after > allowed(c, bodies, k, threshold);
        }
        if (!sinks) return positionVelocity; // the common case: a pass over the contacts, nothing else
        final int n3 = 3 * bodies.count;
        if (shift.length < n3) shift = new double[Math.max(n3, 2 * shift.length)];
        java.util.Arrays.fill(shift, 0, n3, 0);
        for (int sweep = 0; sweep < SWEEPS; sweep++) {
            int before = pushes;
            for (int k = 0; k < nc; k++) {
                if (contactRows.row(k) < 0) continue;
                double excess = -(predicted[k] + normalShift(c, k)) - allowed(c, bodies, k, threshold);
                if (excess > 0) push(c, bodies, k, excess);
            }
            if (pushes == before) break; // nothing pushed: every contact is within its allowed depth
        }
        final double[] out;
        final int n6 = 6 * bodies.count;
        if (positionVelocity != null) {
            out = positionVelocity;
        } else {
            if (move.length < n6) move = new double[Math.max(n6, 2 * move.length)];
            System.arraycopy(bodies.vel, 0, move, 0, n6);
            out = move;
        }
        final double inv = 1 / h;
        for (int i = 0, n = bodies.count; i < n; i++) {
            out[6 * i] += shift[3 * i] * inv;
            out[6 * i + 1] += shift[3 * i + 1] * inv;
            out[6 * i + 2] += shift[3 * i + 2] * inv;
        }
        return out;
    }

    /** Contact pushes in the last run (a contact pushed in two sweeps counts twice). */
    int pushes() {
        return pushes;
    }

    /**
     * The depth contact k may have after the step: the threshold between the given shapes (so past
     * the two collision skins), or its depth now when it is deeper.
     */
    private static double allowed(ContactBuffer c, Bodies bodies, int k, double threshold) {
        return Math.max(threshold + bodies.skin[c.bodyA[k]] + bodies.skin[c.bodyB[k]], -c.distance[k]);
    }

    /** Contact k's normal speed (A's point relative to B's, along the normal from B to A) under velocities v. */
    private double normalSpeed(ContactBuffer c, Bodies bodies, double[] v, int k) {
        ContactRows.leverArms(c, bodies, k, arms);
        ContactRows.relativeVelocity(v, c.bodyA[k], c.bodyB[k], arms, rel);
        int k3 = 3 * k;
        return rel[0] * c.normal[k3] + rel[1] * c.normal[k3 + 1] + rel[2] * c.normal[k3 + 2];
    }

    /** How much the guard's moves so far opened contact k: A's shift less B's, along the normal. */
    private double normalShift(ContactBuffer c, int k) {
        int a = 3 * c.bodyA[k], b = 3 * c.bodyB[k], k3 = 3 * k;
        double[] s = shift;
        return (s[a] - s[b]) * c.normal[k3] + (s[a + 1] - s[b + 1]) * c.normal[k3 + 1] + (s[a + 2] - s[b + 2]) * c.normal[k3 + 2];
    }

    /** Opens contact k by {@code excess} (m): the pair moves apart along the normal, each by its share of the inverse mass. */
    private void push(ContactBuffer c, Bodies bodies, int k, double excess) {
        int a = c.bodyA[k], b = c.bodyB[k], k3 = 3 * k;
        double ma = bodies.solved(a) ? bodies.invMass[a] : 0, mb = bodies.solved(b) ? bodies.invMass[b] : 0;
        double w = ma + mb;
        if (!(w > 0) || !Double.isFinite(w)) return; // nothing here can move (a kinematic or static pair)
        double lambda = excess / w;
        double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        double[] s = shift;
        s[3 * a] += ma * lambda * nx;
        s[3 * a + 1] += ma * lambda * ny;
        s[3 * a + 2] += ma * lambda * nz;
        s[3 * b] -= mb * lambda * nx;
        s[3 * b + 1] -= mb * lambda * ny;
        s[3 * b + 2] -= mb * lambda * nz;
        pushes++;
    }
}
