package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_ROWS_SERIAL;

/**
 * The friction slip correction. The cone complementarity problem's dual cone asks
 * {@code u_n >= mu |u_t|}: a sliding contact would leave the surface at {@code mu |u_t|} each step
 * (Anitescu-Tasora's relaxation), lose its points and slide with too much friction. Adding the
 * expected {@code mu |u_t|} to the normal bias cancels that lift (the De Saxce change of
 * variable). The build stage adds it with last step's slip as the estimate ({@link #lift}).
 *
 * <p>Where a contact starts or stops sliding that estimate is wrong by up to the whole slip (a
 * box braking to rest would sink and lose half its normal impulse). So after the first solve
 * {@link #correct} compares the slips it gives with the estimates, and where any differs by more
 * than {@link #SLIP_TOLERANCE} moves every friction contact's bias to its new slip, for the
 * solver driver to solve again warm-started (one fixed-point step of the De Saxce correction).
 * Resting and steadily sliding contacts need no second solve.
 */
final class SlipCorrection {
    /** Slip (m/s) by which the estimate may miss before the solve is repeated. */
    public static final double SLIP_TOLERANCE = 1e-3;

    private final Bodies bodies;
    private final ContactBuffer contacts;
    private final ContactRows rows;
    /** Per contact, the slip (m/s) whose mu |slip| was added to the normal bias. */
    double[] estimate = new double[64];
    /** Velocities after the first solve. */
    private double[] trialVel = new double[6 * 16];
    /** Per contact, its slip under the velocities {@link #measure} was given. */
    private double[] slipNow = new double[64];
    /** Per chunk of {@link #measure}: whether a contact in it missed its estimate; its lever arms and relative velocity. */
    private boolean[] chunkMissed = new boolean[0];
    private double[][] chunkArms = new double[0][], chunkRel = new double[0][];
    /** The velocities {@link #measure} reads, for its loop body (allocated once). */
    private double[] measuredVel;
    private final WorkerPool.RangeTask measureTask = this::measureRange;
    /** The descriptor whose biases {@link #correct} moves, for its loop body (allocated once). */
    private NscDescriptor moving;
    private final WorkerPool.RangeTask moveTask = (chunk, s, e) -> moveBiases(moving, s, e);

    /** Reads the bodies and contacts and adjusts the contact rows' biases. */
    public SlipCorrection(Bodies bodies, ContactBuffer contacts, ContactRows rows) {
        this.bodies = bodies;
        this.contacts = contacts;
        this.rows = rows;
    }

    void ensureCapacity(int contactCount) {
        if (estimate.length < contactCount) estimate = new double[Math.max(contactCount, 2 * estimate.length)];
    }

    /**
     * Build stage: contact k's tangential slip under the pre-step relative velocity {@code rel}
     * (normal component {@code vn}), recorded as its estimate; the caller adds mu times it.
     */
    double lift(int k, double[] rel, double vn, double nx, double ny, double nz) {
        double tx = rel[0] - vn * nx, ty = rel[1] - vn * ny, tz = rel[2] - vn * nz;
        double slip = Math.sqrt(tx * tx + ty * ty + tz * tz);
        estimate[k] = slip;
        return slip;
    }

    /** Split step: contact k's slip is now {@code slip} (the velocity solve's); it becomes the estimate. Returns it. */
    double refresh(int k, double slip) {
        estimate[k] = slip;
        return slip;
    }

    /**
     * True when some solved friction contact slid faster than {@link #SLIP_TOLERANCE} at the build
     * (its estimate). Only then can the first solve's slips move the biases much: a contact that
     * starts to slide from rest gets its estimate one step late, from the next step's build (and
     * already in this step's position solve when the split step runs one).
     */
    public boolean anySliding() {
        final ContactBuffer c = contacts;
        for (int k = 0, nc = c.count(); k < nc; k++) if (rows.row(k) >= 0 && c.friction[k] > 0 && estimate[k] > SLIP_TOLERANCE) return true;
        return false;
    }

    /**
     * After a solve giving impulses x: true (and the normal biases moved, r not yet recomputed)
     * when some friction contact's slip differs from its estimate by more than the tolerance.
     */
    public boolean correct(NscDescriptor d, double[] x, WorkerPool pool) {
        final ContactBuffer c = contacts;
        final int nc = c.count();
        if (nc == 0) return false;
        if (trialVel.length < 6 * bodies.count) trialVel = new double[bodies.vel.length];
        d.applyImpulses(x, trialVel);
        if (!measure(trialVel, pool)) return false;
        if (!WorkerPool.shares(pool, nc, CONTACT_ROWS_SERIAL)) {
            moveBiases(d, 0, nc);
        } else {
            moving = d;
            pool.forEachChunk(nc, CONTACT_CHUNK, moveTask);
            moving = null;
        }
        return true;
    }

    /** {@link #correct}'s new biases and estimates for contacts [start, end) (each contact's own row and entry). */
    private void moveBiases(NscDescriptor d, int start, int end) {
        final ContactBuffer c = contacts;
        for (int k = start; k < end; k++) {
            int row = rows.row(k);
            if (row < 0 || c.friction[k] <= 0) continue;
            d.setBias(row, d.bias(row) + c.friction[k] * (slipNow[k] - estimate[k]));
            estimate[k] = slipNow[k];
        }
    }

    /**
     * Each solved friction contact's slip under the velocities {@code v} (6 per body), for
     * {@link #measured}; returns whether any differs from its estimate by more than
     * {@link #SLIP_TOLERANCE}. On {@code pool} in chunks from {@link PoolThresholds#CONTACT_ROWS_SERIAL}
     * contacts: each contact's slip is its own, so the thread count changes nothing.
     */
    boolean measure(double[] v, WorkerPool pool) {
        final int nc = contacts.count();
        if (slipNow.length < nc) slipNow = new double[Math.max(nc, 2 * slipNow.length)];
        boolean serial = !WorkerPool.shares(pool, nc, CONTACT_ROWS_SERIAL);
        int chunks = serial ? 1 : WorkerPool.chunkCount(nc, CONTACT_CHUNK);
        if (chunkMissed.length < chunks) {
            chunkMissed = new boolean[chunks];
            chunkArms = new double[chunks][6];
            chunkRel = new double[chunks][3];
        }
        measuredVel = v;
        if (serial) measureRange(0, 0, nc);
        else pool.forEachChunk(nc, CONTACT_CHUNK, measureTask);
        measuredVel = null;
        boolean missed = false;
        for (int i = 0; i < chunks; i++) missed |= chunkMissed[i];
        return missed;
    }

    /** Contact k's slip (m/s) from the last {@link #measure} (solved friction contacts only). */
    double measured(int k) {
        return slipNow[k];
    }

    /** {@link #measure}'s work on contacts [start, end), with chunk {@code chunk}'s scratch. */
    private void measureRange(int chunk, int start, int end) {
        final ContactBuffer c = contacts;
        final double[] v = measuredVel, arms = chunkArms[chunk], rel = chunkRel[chunk];
        boolean missed = false;
        for (int k = start; k < end; k++) {
            if (rows.row(k) < 0 || c.friction[k] <= 0) continue;
            ContactRows.leverArms(c, bodies, k, arms);
            ContactRows.relativeVelocity(v, c.bodyA[k], c.bodyB[k], arms, rel);
            rows.lessSurfaceVelocity(k, rel);
            int k3 = 3 * k;
            double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
            double vn = rel[0] * nx + rel[1] * ny + rel[2] * nz;
            double tx = rel[0] - vn * nx, ty = rel[1] - vn * ny, tz = rel[2] - vn * nz;
            double slip = Math.sqrt(tx * tx + ty * ty + tz * tz);
            slipNow[k] = slip;
            if (Math.abs(slip - estimate[k]) > SLIP_TOLERANCE) missed = true;
        }
        chunkMissed[chunk] = missed;
    }
}
