package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * The position pass of the split step (Bullet's split impulse, Box2D v2's velocity and position
 * iterations, Box2D v3's relax in the other order): the step's iteration budget is cut in two.
 * The velocity solve comes first, on contacts whose bias holds no penetration recovery (only the
 * speculative gap, restitution and the slip correction's lift); its velocities are the ones the
 * bodies keep, and its impulses warm-start the next step. Then a short position solve, started
 * from the velocity solve's impulses plus what the last position solve added to each contact's
 * normal impulse ({@link #startPositionSolve}), adds the recovery bias; the bodies' positions advance with
 * the velocities it gives ({@link #positionVelocity}), which are then dropped. So an overlap is
 * pushed out in position, but its push-out speed never enters the velocities: an inelastic ball
 * stays on the wall it hit, a resting stack is not kicked by its own overlap, and the velocity
 * solve of a still scene starts from last step's answer to the same problem.
 *
 * <p>Joint rows keep their bias in both solves: with the full position error as bias (jointErp 1)
 * the joint rows are a linearised SHAKE step, whose energy stays bounded (a pendulum's swing keeps
 * its height), whereas a joint velocity without the correction loses energy at every step.
 *
 * <p>The friction slip correction folds in: the slips of the velocity solve become the estimates
 * and move the position solve's normal biases (and, through the next step's build, the next
 * velocity solve's), instead of a second velocity solve.
 */
public final class PositionPass {
    private final Bodies bodies;
    private final ContactBuffer contacts;
    private final ContactRows rows;
    /** Per contact, the normal bias of the position solve (without the slip correction's lift). */
    private double[] recoveryBias = new double[64];
    /** Velocities of the position solve, 6 per body: the positions advance with these. */
    private double[] positionVelocity = new double[6 * 16];
    /** Whether {@link #positionVelocity} holds the velocities of the velocity solve's answer (no position solve moved them). */
    private boolean followsVelocitySolve;
    /** Whether the last build gave some contact a position-solve bias other than its velocity-solve bias. */
    private boolean recoveryNeeded = true;
    /** Whether the position solve starts from the last one's recovery impulses ({@link #configure}). */
    private boolean carry = true;
    private final double[] arms = new double[6], rel = new double[3];

    public PositionPass(Bodies bodies, ContactBuffer contacts, ContactRows rows) {
        this.bodies = bodies;
        this.contacts = contacts;
        this.rows = rows;
    }

    void ensureCapacity(int contactCount) {
        if (recoveryBias.length < contactCount) recoveryBias = new double[Math.max(contactCount, 2 * recoveryBias.length)];
    }

    /** Build stage: contact k's normal bias for the position solve (penetration recovery included, the slip lift not). */
    void setRecoveryBias(int k, double bias) {
        recoveryBias[k] = bias;
    }

    void setRecoveryNeeded(boolean needed) {
        recoveryNeeded = needed;
    }

    /**
     * False when no contact's recovery bias differs from its velocity-solve bias: the position
     * solve would solve the velocity solve's problem again, apart from the slip refresh (which then
     * waits for the next step's build).
     */
    public boolean recoveryNeeded() {
        return recoveryNeeded;
    }

    /** The velocities (6 per body) the positions advance with after the position solve. */
    public double[] positionVelocity() {
        return positionVelocity;
    }

    /**
     * Between the two solves: sets every contact's recovery bias (plus mu times the slip the
     * velocity solve gives, when {@code slip} is non-null; that slip becomes its estimate) and
     * recomputes r. The impulses x stay as the position solve's start.
     */
    public void toPositionSolve(NscDescriptor d, double[] x, SlipCorrection slip) {
        final ContactBuffer c = contacts;
        final int nc = c.count();
        if (slip != null) positionsFrom(d, x, false); // the velocity solve's velocities, for the slips
        for (int k = 0; k < nc; k++) {
            int row = rows.row(k);
            if (row < 0) continue;
            double b = recoveryBias[k];
            float mu = c.friction[k];
            if (slip != null && mu > 0) b += mu * slip.refresh(k, slipUnder(positionVelocity, k));
            d.setBias(row, b);
        }
        d.computeRhs();
    }

    /**
     * The position solve's start: the velocity solve's impulses {@code x}, plus on each contact's
     * normal row the impulse its last position solve added ({@link ContactBuffer#recoveryImpulse}).
     * A recovery the position solve could not finish within its few iterations (a light box under
     * a heavy one: 10 iterations of a 1:100 stack move it by nothing) then goes on from where it
     * stopped, step after step, as the velocity solve's warm start does; from the velocity
     * solve's answer alone every step would start over.
     */
    public void startPositionSolve(double[] x, double[] out, int rowCount) {
        System.arraycopy(x, 0, out, 0, rowCount);
        if (!carry) return;
        final ContactBuffer c = contacts;
        for (int k = 0, nc = c.count(); k < nc; k++) {
            int row = rows.row(k);
            if (row >= 0) out[row] += c.recoveryImpulse[k];
        }
    }

    /**
     * The smallest recovery dead band (m) with which the position solve is warm-started from the
     * last one's recovery impulses. It is the band that ends each recovery (no contact pushed, no
     * position solve, nothing carried); with a band under a few micrometres nearly every resting
     * contact is pushed on every step, the carry never resets, and the tower falls. Tower drift in
     * 10 s with the carry: 116 mm at band 0, 107 mm at 2e-6, 0.10 mm at 5e-6, 0.17 mm at 1e-5
     * (docs/BENCHMARKS.md). Below this band the position solve starts from the velocity solve's
     * answer, as before the carry (band 0: 0.004 mm). A float, as the config's field: compared in
     * float, the band 5e-6f is not below it.
     */
    public static final float MIN_CARRY_BAND = 5e-6f;

    /**
     * Sets whether the position solve is warm-started from the last one's recovery impulses: with a
     * dead band of at least {@link #MIN_CARRY_BAND}, and while the velocity solve keeps at least four
     * fifths of the budget. The carry pushes harder than a fresh position solve, and a velocity solve
     * cut shorter no longer holds the 1,000 kg cube of heavy-on-light against it: positionIterations 15
     * of 60 let it sink 17.6 mm in 10 s, and 20 of 60 the tower fall, while 12 of 60 and 20 of 120
     * hold (0.009 and 0.005 mm; docs/BENCHMARKS.md). Otherwise the position solve starts from the
     * velocity solve's answer, as before the carry, which holds those splits.
     */
    public void configure(float recoveryDeadBand, int positionIterations, int maxIterations) {
        carry = recoveryDeadBand >= MIN_CARRY_BAND && 5L * positionIterations <= maxIterations;
    }

    /**
     * After the step's solves: each solved contact keeps what its position solve added to the
     * normal impulse, for the next step's start; {@code positionX} null (no position solve ran, or
     * it failed) keeps nothing.
     */
    public void keepRecoveryImpulses(double[] x, double[] positionX) {
        final ContactBuffer c = contacts;
        for (int k = 0, nc = c.count(); k < nc; k++) {
            int row = rows.row(k);
            if (row == ContactRows.ASLEEP) continue; // kept as read, for the wake-up
            c.recoveryImpulse[k] = row >= 0 && positionX != null ? (float) (positionX[row] - x[row]) : 0f;
        }
    }

    /**
     * The positions will advance with the velocities of impulses x; {@code velocitySolveAnswer}
     * says x is the velocity solve's final answer, whose velocities the bodies then keep too.
     */
    public void positionsFrom(NscDescriptor d, double[] x, boolean velocitySolveAnswer) {
        if (positionVelocity.length < bodies.vel.length) positionVelocity = new double[bodies.vel.length];
        d.applyImpulses(x, positionVelocity);
        followsVelocitySolve = velocitySolveAnswer;
    }

    /**
     * True when the positions advance with the velocity solve's own answer (nothing to recover, or
     * the position solve failed): {@link #positionVelocity} are then the bodies' new velocities, the
     * same bits {@link NscDescriptor#applyImpulses} would give again.
     */
    public boolean followsVelocitySolve() {
        return followsVelocitySolve;
    }

    /** Contact k's tangential slip (m/s) under the velocities v. */
    private double slipUnder(double[] v, int k) {
        final ContactBuffer c = contacts;
        ContactRows.leverArms(c, bodies, k, arms);
        ContactRows.relativeVelocity(v, c.bodyA[k], c.bodyB[k], arms, rel);
        int k3 = 3 * k;
        double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        double vn = rel[0] * nx + rel[1] * ny + rel[2] * nz;
        double tx = rel[0] - vn * nx, ty = rel[1] - vn * ny, tz = rel[2] - vn * nz;
        return Math.sqrt(tx * tx + ty * ty + tz * tz);
    }
}
