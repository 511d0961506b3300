package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_ROWS_SERIAL;

/**
 * The build stage's contacts: one cone block per contact point (normal plus two btPlaneSpace1
 * tangents, in point form), its bias (speculative gap, penetration recovery, restitution, the
 * slip correction's lift) and compliance. Reads the contact buffer, the bodies' positions and
 * pre-step velocities; writes descriptor rows and, per contact, its first row
 * ({@link #row}, -1 when not solved).
 */
final class ContactRows {
    /**
     * The share of a resting contact's drift past its anchor's reach that the velocity solve takes
     * back per step (about 30 steps). A full pull makes every velocity solve chase the last one's
     * error (37 iterations a frame on a 1:100 column against 17), and a pull of a tenth or more
     * set the column swinging (docs/BENCHMARKS.md, "What the 1:100 stacks' sideways creep is").
     */
    static final double ANCHOR_PULL = 0.03;
    /** {@link #row} of a contact between two sleeping bodies: not solved, its impulses kept. */
    public static final int ASLEEP = -2;
    /** Per contact: its first descriptor row, or -1 when the contact is not solved. */
    private int[] contactRow = new int[64];
    private float maxPenetration;
    private int skipped;
    /** Per chunk of the contact passes: its counts, its scratch and what it found. */
    private static final class Chunk {
        int solved, bad, firstContact;
        float maxPenetration;
        boolean recovers;
        /** n, t1, t2 of the contact in hand; its lever arms; its relative velocity. */
        final double[] frame = new double[9], arms = new double[6], rel = new double[3];
    }

    private Chunk[] chunk = new Chunk[0];
    /** The build in hand, for the passes' loop bodies (allocated once, like the pool's other tasks). */
    private StepContext ctx;
    private SlipCorrection slip;
    private RestAnchors anchors;
    private int firstRow;
    private final WorkerPool.RangeTask classifyTask = this::classify, writeTask = this::write;
    /** Per contact, the contact modifier's surface velocity (world, A relative to B) and whether it dropped the contact. */
    private double[] surface = new double[48];
    /** Whether the last build asked a contact modifier, so {@link #surface} holds this step's surface velocities. */
    private boolean moving;
    private boolean[] dropped = new boolean[16];
    private final ImpactSweeps impacts = new ImpactSweeps();

    /**
     * Appends the contact rows to the context's descriptor. Each contact's normal bias holds the
     * speculative gap and restitution, plus, with the slip correction on, its lift (the estimates
     * are recorded in {@code slip}). Penetration recovery goes into {@link StepContext#recoveryBias}
     * for the position solve when the split step runs, else into the descriptor's bias (one solve).
     *
     * <p>Two passes over chunks of contacts, on the pool from {@link PoolThresholds#CONTACT_ROWS_SERIAL}
     * contacts: the first decides which contacts get rows and counts them per chunk, the chunks'
     * counts then give each contact its rows in buffer order (the same rows as one pass in order
     * would), and the second writes them. Each contact's rows depend on that contact alone, so the
     * thread count changes nothing.
     */
    void build(StepContext ctx, SlipCorrection slipCorrection) {
        final NscDescriptor d = ctx.descriptor;
        final ContactBuffer c = ctx.contacts;
        final int nc = c.count();
        final RestAnchors anchors = ctx.restAnchor > 0 ? ctx.restAnchors : null;
        if (anchors != null) anchors.takeTogether(c, ctx.contactSlop * ctx.contactRestShare, ctx.contactSlop, ctx.recoveryDeadBand);
        final SlipCorrection slip = ctx.slipCorrection ? slipCorrection : null;
        final ContactModifier modifier = ctx.contactModifier;
        if (contactRow.length < nc) contactRow = new int[Math.max(nc, 2 * contactRow.length)];
        if (slip != null) slip.ensureCapacity(nc);
        if (ctx.splitStep()) ctx.ensureContacts(nc);
        role = roles(ctx.bodies);
        moving = modifier != null;
        if (moving) modify(c, modifier, role);
        impacts.run(ctx);
        int chunks = WorkerPool.chunkCount(nc, CONTACT_CHUNK);
        if (chunk.length < chunks) {
            Chunk[] more = java.util.Arrays.copyOf(chunk, Math.max(chunks, 2 * chunk.length));
            for (int i = chunk.length; i < more.length; i++) more[i] = new Chunk();
            chunk = more;
        }
        this.ctx = ctx;
        this.slip = slip;
        this.anchors = anchors;
        firstRow = d.reserveContacts(nc);
        int solved = 0, bad = 0;
        if (!WorkerPool.shares(ctx.pool, nc, CONTACT_ROWS_SERIAL)) {
            // one thread: each chunk's rows right after its first pass, while its contacts are in cache
            for (int i = 0, s = 0; i < chunks; i++, s += CONTACT_CHUNK) {
                int e = Math.min(nc, s + CONTACT_CHUNK);
                classify(i, s, e);
                chunk[i].firstContact = solved;
                solved += chunk[i].solved;
                bad += chunk[i].bad;
                write(i, s, e);
            }
        } else {
            ctx.pool.forEachChunk(nc, CONTACT_CHUNK, classifyTask);
            for (int i = 0; i < chunks; i++) {
                chunk[i].firstContact = solved;
                solved += chunk[i].solved;
                bad += chunk[i].bad;
            }
            ctx.pool.forEachChunk(nc, CONTACT_CHUNK, writeTask);
        }
        d.addContacts(solved);
        float maxPen = 0;
        boolean recovers = false;
        for (int i = 0; i < chunks; i++) {
            maxPen = Math.max(maxPen, chunk[i].maxPenetration);
            recovers |= chunk[i].recovers;
        }
        this.ctx = null;
        this.slip = null;
        this.anchors = null;
        if (anchors != null) anchors.remember(c, ctx.bodies.id);
        maxPenetration = maxPen;
        skipped = bad;
        ctx.recoveryNeeded = ctx.splitStep() && recovers;
    }

    /** Marks a contact that gets rows in the first pass; the second gives it its first row. */
    private static final int PENDING = -3;

    /** The first pass over contacts [start, end): which get rows (marked {@link #PENDING}), counted into chunk i. */
    private void classify(int i, int start, int end) {
        final ContactBuffer c = ctx.contacts;
        final byte[] role = this.role;
        final boolean[] dropped = moving ? this.dropped : null;
        int solved = 0, bad = 0;
        for (int k = start; k < end; k++) {
            int ra = role[c.bodyA[k]], rb = role[c.bodyB[k]];
            if (((ra | rb) & SENSOR) != 0) { // reported to events, never solved
                contactRow[k] = -1;
            } else if (((ra | rb) & SOLVED) == 0) {
                // a sleeper on a sleeper, a static or a kinematic body (Bullet keeps the manifold, and
                // we its impulses, for the wake-up), or no dynamic body at all (static, kinematic:
                // nothing to solve)
                contactRow[k] = ((ra | rb) & DYNAMIC) != 0 ? ASLEEP : -1;
            } else if (dropped != null && dropped[k]) { // disabled by the listener: no rows this step
                contactRow[k] = -1;
            } else if (!usable(c, k, c.normal[3 * k], c.normal[3 * k + 1], c.normal[3 * k + 2])) {
                // a zero or non-finite normal has no tangents and would poison the whole solve:
                // this contact is dropped for the step, every other one is solved as usual
                contactRow[k] = -1;
                bad++;
            } else {
                contactRow[k] = PENDING;
                solved++;
            }
        }
        chunk[i].solved = solved;
        chunk[i].bad = bad;
    }

    /** The second pass over contacts [start, end) of chunk i: the rows of each contact the first pass kept. */
    private void write(int i, int start, int end) {
        final StepContext ctx = this.ctx;
        final NscDescriptor d = ctx.descriptor;
        final ContactBuffer c = ctx.contacts;
        final Bodies bodies = ctx.bodies;
        final double dt = ctx.timeStep, erp = ctx.contactErp, slop = ctx.contactSlop, deadBand = ctx.recoveryDeadBand;
        final double maxRecovery = ctx.maxRecoverySpeed, compliance = ctx.contactCompliance;
        final double rest = slop * ctx.contactRestShare, restRecovery = ctx.restRecoverySpeed, reach = ctx.restAnchor;
        final RestAnchors anchors = this.anchors;
        final boolean split = ctx.splitStep();
        final SlipCorrection slip = this.slip;
        final boolean modified = ctx.contactModifier != null;
        final double[] recoveryBias = ctx.recoveryBias;
        final byte[] role = this.role;
        final Chunk ch = chunk[i];
        final double[] tb = ch.frame, r = ch.arms, rel = ch.rel;
        int row = firstRow + 3 * ch.firstContact;
        float maxPen = 0;
        boolean recovers = false;
        for (int k = start; k < end; k++) {
            if (contactRow[k] != PENDING) continue;
            int a = c.bodyA[k], b = c.bodyB[k];
            // a kinematic body keeps its slot (zero inverse mass), so its velocity enters r
            int sa = (role[a] & MOVES) != 0 ? a : -1, sb = (role[b] & MOVES) != 0 ? b : -1;
            int k3 = 3 * k;
            double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
            leverArms(c, bodies, k, r);
            tb[0] = nx;
            tb[1] = ny;
            tb[2] = nz;
            ContactBuffer.tangents(nx, ny, nz, tb, 3);
            double phi = c.distance[k];
            // reported as the given shapes' overlap: the skins' overlap is where contacts rest
            double pen = -phi - bodies.skin[a] - bodies.skin[b];
            if (pen > maxPen) maxPen = (float) pen;
            // J v + b >= 0: a gap may close within the step, down to the rest depth (speculative
            // contact); a penetration deeper than the slop is pushed out by the fraction contactErp
            // per step, at most at maxRecovery: full correction in one step turns every
            // under-converged solve's overlap into a kick. The rest depth keeps resting and sliding
            // boxes slightly overlapped: Bullet's box-box detector makes points only for overlapping
            // boxes, and a sliding point drifts out of its manifold every step, so without overlap a
            // sliding box would lose its points. From the rest depth to the slop plus the dead band
            // nothing is pushed: a resting contact keeps the same problem from step to step
            // (hysteresis), so its warm start is already the answer.
            double gap = phi + rest, beyond = phi + slop;
            double bias = gap >= 0 ? gap / dt : beyond > -deadBand ? 0 : Math.max(erp * beyond / dt, -maxRecovery);
            // the split step's velocity solve keeps only what is not position recovery: the speculative gap
            double velocityBias = gap >= 0 ? gap / dt : 0;
            if (anchors != null && gap < 0 && beyond > -deadBand) {
                // inside the band a contact is held near where it came to rest, in both solves: what the
                // velocity errors a converged solve leaves add up to is pulled back instead of carried on
                double drift = phi - anchors.settle(k, c.distance[k]);
                double past = Math.abs(drift) <= reach ? 0 : drift - Math.copySign(reach, drift);
                velocityBias = bias = ANCHOR_PULL * past / dt;
            }
            // below the rest depth (and its dead band) a slow push back to it levels a stack whose
            // bodies settled at different depths within the slop; beyond the slop the faster push wins
            if (gap < -deadBand && restRecovery > 0) bias = Math.min(bias, Math.max(erp * gap / dt, -restRecovery));
            float e = c.restitution[k];
            float mu = c.friction[k];
            boolean correctSlip = slip != null && mu > 0;
            if (slip != null) slip.estimate[k] = 0;
            double lift = 0;
            // an impact this step (approaching at the threshold speed or faster, touching within the
            // step, or reached by one through the impact sweeps): leave at the sweeps' separation speed
            if (e > 0 && impacts.hasTarget(k)) {
                bias = Math.min(bias, -impacts.target(k));
                velocityBias = Math.min(velocityBias, -impacts.target(k));
            }
            if (correctSlip) {
                relativeVelocity(bodies.vel, a, b, r, rel);
                lessSurfaceVelocity(k, rel);
                double vn = rel[0] * nx + rel[1] * ny + rel[2] * nz;
                // the slip correction's lift goes on top of whichever bias holds, restitution
                // included: the relaxation lifts a bouncing sliding contact just the same
                lift = mu * slip.lift(k, rel, vn, nx, ny, nz);
            }
            double normalBias = bias + lift;
            if (split) {
                if (bias != velocityBias) recovers = true;
                recoveryBias[k] = bias;
                normalBias = velocityBias + lift;
            }
            double t1Bias = 0, t2Bias = 0;
            if (modified) {
                // a moving surface (a conveyor belt): the friction rows drive A's point toward B's plus
                // the surface velocity, so their biases are minus its tangential components
                double ux = surface[k3], uy = surface[k3 + 1], uz = surface[k3 + 2];
                if (ux != 0 || uy != 0 || uz != 0) {
                    t1Bias = -(ux * tb[3] + uy * tb[4] + uz * tb[5]);
                    t2Bias = -(ux * tb[6] + uy * tb[7] + uz * tb[8]);
                }
            }
            d.setContact(row, sa, sb, mu, tb, r, normalBias, t1Bias, t2Bias, compliance > 0 ? compliance : 0);
            contactRow[k] = row;
            row += 3;
        }
        ch.maxPenetration = maxPen;
        ch.recovers = recovers;
    }

    /**
     * Takes contact k's surface velocity off a relative velocity of A's point to B's: the friction
     * rows hold the rest against the moving surface, so what slides there (and what the slip
     * correction must cancel the cone's lift for) is the velocity relative to the surface. A box
     * at rest on a belt that starts slides at the belt's speed from its first step.
     */
    void lessSurfaceVelocity(int k, double[] rel) {
        if (!moving) return;
        rel[0] -= surface[3 * k];
        rel[1] -= surface[3 * k + 1];
        rel[2] -= surface[3 * k + 2];
    }

    /**
     * Asks the modifier about every solved contact before anything is built, so the impact sweeps
     * already see its restitution; a dropped contact's restitution is zeroed so the sweeps skip it.
     */
    private void modify(ContactBuffer c, ContactModifier modifier, byte[] role) {
        int nc = c.count();
        if (dropped.length < nc) {
            dropped = new boolean[Math.max(nc, 2 * dropped.length)];
            surface = new double[3 * dropped.length];
        }
        for (int k = 0; k < nc; k++) {
            int ra = role[c.bodyA[k]], rb = role[c.bodyB[k]];
            dropped[k] = false;
            surface[3 * k] = surface[3 * k + 1] = surface[3 * k + 2] = 0;
            if (((ra | rb) & SENSOR) != 0 || ((ra | rb) & SOLVED) == 0) continue; // never solved: not asked
            dropped[k] = !modifier.modify(c, k, surface, 3 * k);
            if (dropped[k]) c.restitution[k] = 0;
        }
    }

    /** Bits of {@link #roles}: what the contact loop asks of a body, read once per body, not twice per contact. */
    private static final int SENSOR = 1, MOVES = 2, SOLVED = 4, DYNAMIC = 8;
    private byte[] role = new byte[16];

    /** Per body, its SENSOR, MOVES, SOLVED and DYNAMIC bits this step. */
    private byte[] roles(Bodies bodies) {
        int n = bodies.count;
        if (role.length < n) role = new byte[Math.max(n, 2 * role.length)];
        for (int i = 0; i < n; i++) {
            role[i] = (byte) ((bodies.isSensor[i] ? SENSOR : 0) | (bodies.moves(i) ? MOVES : 0) | (bodies.solved(i) ? SOLVED : 0)
                    | (bodies.isDynamic(i) ? DYNAMIC : 0));
        }
        return role;
    }

    /** A unit normal (within float rounding) and finite points and distance. */
    static boolean usable(ContactBuffer c, int k, double nx, double ny, double nz) {
        double n2 = nx * nx + ny * ny + nz * nz;
        if (!(n2 > 0.98 && n2 < 1.02)) return false; // also false for NaN
        int k3 = 3 * k;
        double sum = c.pointA[k3] + c.pointA[k3 + 1] + c.pointA[k3 + 2] + c.pointB[k3] + c.pointB[k3 + 1] + c.pointB[k3 + 2] + c.distance[k];
        return Double.isFinite(sum);
    }

    /** Contacts the last build dropped for a zero or non-finite normal, point or distance. */
    public int skippedContacts() {
        return skipped;
    }

    /** First descriptor row of contact k in the last build; negative when it was not solved ({@link #ASLEEP} between sleepers). */
    public int row(int k) {
        return contactRow[k];
    }

    /** Deepest penetration (m, >= 0) among the contacts of the last build. */
    public float maxPenetration() {
        return maxPenetration;
    }

    /** Contact k's lever arms: out[0..2] = point on A minus A's centre, out[3..5] = on B minus B's. */
    static void leverArms(ContactBuffer c, Bodies bodies, int k, double[] out) {
        int a = c.bodyA[k], b = c.bodyB[k], k3 = 3 * k;
        double[] pos = bodies.pos;
        out[0] = c.pointA[k3] - pos[3 * a];
        out[1] = c.pointA[k3 + 1] - pos[3 * a + 1];
        out[2] = c.pointA[k3 + 2] - pos[3 * a + 2];
        out[3] = c.pointB[k3] - pos[3 * b];
        out[4] = c.pointB[k3 + 1] - pos[3 * b + 1];
        out[5] = c.pointB[k3 + 2] - pos[3 * b + 2];
    }

    /** Velocity (from {@code v}) of A's contact point minus B's, lever arms r as {@link #leverArms}, into out[0..2]. */
    static void relativeVelocity(double[] v, int a, int b, double[] r, double[] out) {
        int p = 6 * a, q = 6 * b;
        double rax = r[0], ray = r[1], raz = r[2], rbx = r[3], rby = r[4], rbz = r[5];
        double ax = v[p] + v[p + 4] * raz - v[p + 5] * ray;
        double ay = v[p + 1] + v[p + 5] * rax - v[p + 3] * raz;
        double az = v[p + 2] + v[p + 3] * ray - v[p + 4] * rax;
        double bx = v[q] + v[q + 4] * rbz - v[q + 5] * rby;
        double by = v[q + 1] + v[q + 5] * rbx - v[q + 3] * rbz;
        double bz = v[q + 2] + v[q + 3] * rby - v[q + 4] * rbx;
        out[0] = ax - bx;
        out[1] = ay - by;
        out[2] = az - bz;
    }
}
