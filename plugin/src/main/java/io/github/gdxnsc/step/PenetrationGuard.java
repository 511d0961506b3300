package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.parallel.WorkerPool;

import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_ROWS_SERIAL;

/**
 * The penetration guard (integrate stage, after the velocity solve's impulses and before the
 * positions move; its predictions and corners on the pool, its sweeps on the caller's thread). With
 * a small budget the velocity solve does not hold a heap's load and the position solve (a few
 * iterations, at most {@code maxRecoverySpeed}) does not push back what it lets sink: the heap
 * sinks into itself, step after step. The guard stops that at the position level: no contact
 * deeper than {@code penetrationGuard} after the step's motion ends it deeper than it started it.
 * A contact the step would sink past {@code max(threshold, its depth now)} is pushed back to that
 * depth; the velocities the bodies keep are untouched, so the push adds
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
 * and every later contact sees the moves. Up to {@link #MAX_SWEEPS} sweeps in the contacts' order
 * (their bodies' order by default, {@link ContactOrder}; else Bullet's manifold order): the same
 * answer at any thread count. The moves over h are added to the velocities the positions move with,
 * never to the bodies' own.
 *
 * <p>Bullet's points are not the whole contact: a box pair's manifold holds only what overlaps, so a
 * box resting on one edge of another has no point on its other edge, and rocking onto it in a step
 * sinks that edge unseen (most of the pile's deep contacts at a budget of 10). The corners of each
 * box over the other's face, and the rest of the two faces' overlap ({@link FaceCorners}), are
 * therefore predicted and pushed back like contacts, after Bullet's points in each sweep.
 *
 * <p>Resting contacts sit at the contact slop, far below a threshold of a centimetre, so a settled
 * stack is never visited.
 */
final class PenetrationGuard {
    /**
     * Gauss-Seidel sweeps at most, until a sweep pushes nothing. A push that drives a body into its
     * other neighbour is answered by the next sweep, and a column pressed onto the ground passes its
     * lift up one pair at a time, each push splitting it between the pair, so a column needs of the
     * order of its height squared in sweeps; with too few the bottom of a heap's column sinks into the
     * ground a little every step.
     */
    static final int MAX_SWEEPS = 32;

    private final ContactRows contactRows;
    /** Per contact: its distance after the step's motion, linearised, before the guard's moves. */
    private double[] predicted = new double[64];
    /** Per body: the guard's displacement (3 per body). */
    private double[] shift = new double[48];
    /** The velocities the positions move with, when the position solve left none: a copy of the bodies'. */
    private double[] move = new double[96];
    /** The corners of box pairs' faces that Bullet's points do not cover yet, and their predicted distances. */
    private final FaceCorners corners = new FaceCorners();
    /**
     * Per chunk of contacts: its own collector of candidates, whether it holds a contact or candidate
     * that sinks, and where its candidates go in the joined list.
     */
    private FaceCorners[] parts = new FaceCorners[0];
    private boolean[] chunkSinks = new boolean[0];
    private int[] chunkFirst = new int[1];
    /** The run's context and velocities, for the chunk tasks. */
    private StepContext runContext;
    private double[] runVelocity;
    private final WorkerPool.RangeTask predictTask = (chunk, s, e) -> predictChunk(chunk, s, e);
    private final WorkerPool.RangeTask joinTask = (chunk, s, e) -> joinChunk(s);
    private double[] cornerPredicted = new double[64];
    private int pushes;
    /**
     * The sweeps' worklist. Entries are the contacts with rows (k) and the corners (nc + i); an entry
     * is checked again only when a push moved one of its bodies since its last check, since its excess
     * depends on nothing else: the dirty entries (a bitset) are walked in entry order, a push marks
     * its two bodies' entries, those after it for this sweep and the others for the next, so the
     * pushes and their order are those of sweeps over every entry. A jam (a box pressed between two
     * others, its two contacts pushing it back and forth at every sweep) runs all the sweeps over the
     * few entries around it instead of the whole heap.
     */
    private long[] dirty = new long[1];
    /** Per movable body b, its entries at {@code entryList[entryStart[b]..entryStart[b + 1])}. */
    private int[] entryStart = new int[2], entryList = new int[64];

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
        // predictions and candidates by chunks of contacts, each chunk into its own collector; then
        // the collectors joined in chunk order, their candidates predicted on the way
        final int chunks = WorkerPool.chunkCount(nc, CONTACT_CHUNK);
        if (parts.length < chunks) {
            int m = Math.max(chunks, 2 * parts.length);
            parts = java.util.Arrays.copyOf(parts, m);
            for (int i = 0; i < m; i++) if (parts[i] == null) parts[i] = new FaceCorners();
            chunkSinks = new boolean[m];
            chunkFirst = new int[m + 1];
        }
        runContext = ctx;
        runVelocity = v;
        final WorkerPool pool = WorkerPool.shares(ctx.pool, nc, CONTACT_ROWS_SERIAL) ? ctx.pool : null;
        if (pool != null) pool.forEachChunk(nc, CONTACT_CHUNK, predictTask);
        else for (int i = 0; i < chunks; i++) predictChunk(i, i * CONTACT_CHUNK, Math.min(nc, (i + 1) * CONTACT_CHUNK));
        for (int i = 0; i < chunks; i++) chunkFirst[i + 1] = chunkFirst[i] + parts[i].count;
        final FaceCorners f = corners;
        final int ncorners = chunkFirst[chunks];
        f.ensureCapacity(ncorners);
        f.count = ncorners;
        if (cornerPredicted.length < ncorners) cornerPredicted = new double[Math.max(ncorners, 2 * cornerPredicted.length)];
        if (pool != null) pool.forEachChunk(chunks, 1, joinTask);
        else for (int i = 0; i < chunks; i++) joinChunk(i);
        runContext = null;
        runVelocity = null;
        boolean sinks = false;
        for (int i = 0; i < chunks; i++) sinks |= chunkSinks[i];
        if (!sinks) return positionVelocity; // the common case: a pass over the contacts, nothing else
        final int n3 = 3 * bodies.count;
        if (shift.length < n3) shift = new double[Math.max(n3, 2 * shift.length)];
        java.util.Arrays.fill(shift, 0, n3, 0);
        final int entries = nc + ncorners;
        indexEntries(c, bodies, nc);
        if (dirty.length < (entries >> 6) + 1) dirty = new long[Math.max((entries >> 6) + 1, 2 * dirty.length)];
        java.util.Arrays.fill(dirty, 0, (entries >> 6) + 1, 0);
        for (int e = 0; e < entries; e++) if (e >= nc || contactRows.row(e) >= 0) dirty[e >> 6] |= 1L << e;
        for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
            int before = pushes;
            for (int e = nextDirty(0, entries); e >= 0; e = nextDirty(e + 1, entries)) {
                dirty[e >> 6] &= ~(1L << e);
                int pushed = pushes;
                int a, b;
                if (e < nc) {
                    int e3 = 3 * e;
                    a = c.bodyA[e];
                    b = c.bodyB[e];
                    pushPast(bodies, a, b, c.normal[e3], c.normal[e3 + 1], c.normal[e3 + 2], predicted[e], c.distance[e], threshold);
                } else {
                    int i = e - nc, i3 = 3 * i;
                    a = f.bodyA[i];
                    b = f.bodyB[i];
                    pushPast(bodies, a, b, f.normal[i3], f.normal[i3 + 1], f.normal[i3 + 2], cornerPredicted[i], f.distance[i], threshold);
                }
                if (pushes != pushed) {
                    markEntriesOf(a);
                    markEntriesOf(b);
                }
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

    /**
     * The movable bodies' entries (contact k as k, corner i as nc + i), each body's in entry order:
     * a counting sort of both sides of every contact with rows and every corner, a side that cannot
     * move (static, kinematic) left out, since no push moves it.
     */
    private void indexEntries(ContactBuffer c, Bodies bodies, int nc) {
        final FaceCorners f = corners;
        final int nb = bodies.count, entries = nc + f.count;
        if (entryStart.length < nb + 2) entryStart = new int[Math.max(nb + 2, 2 * entryStart.length)];
        java.util.Arrays.fill(entryStart, 0, nb + 2, 0);
        for (int e = 0; e < entries; e++) {
            if (e < nc && contactRows.row(e) < 0) continue;
            int a = e < nc ? c.bodyA[e] : f.bodyA[e - nc], b = e < nc ? c.bodyB[e] : f.bodyB[e - nc];
            if (movable(bodies, a)) entryStart[a + 2]++;
            if (movable(bodies, b)) entryStart[b + 2]++;
        }
        for (int i = 0; i < nb; i++) entryStart[i + 2] += entryStart[i + 1];
        if (entryList.length < entryStart[nb + 1]) entryList = new int[Math.max(entryStart[nb + 1], 2 * entryList.length)];
        for (int e = 0; e < entries; e++) {
            if (e < nc && contactRows.row(e) < 0) continue;
            int a = e < nc ? c.bodyA[e] : f.bodyA[e - nc], b = e < nc ? c.bodyB[e] : f.bodyB[e - nc];
            if (movable(bodies, a)) entryList[entryStart[a + 1]++] = e;
            if (movable(bodies, b)) entryList[entryStart[b + 1]++] = e;
        }
    }

    /** Whether a push moves body i: the condition {@link #push} weights it by. */
    private static boolean movable(Bodies bodies, int i) {
        return bodies.solved(i) && bodies.invMass[i] != 0;
    }

    /** Body i was pushed: its entries are checked again, later in this sweep those after the one that pushed, in the next the others. */
    private void markEntriesOf(int i) {
        for (int k = entryStart[i], end = entryStart[i + 1]; k < end; k++) {
            int e = entryList[k];
            dirty[e >> 6] |= 1L << e;
        }
    }

    /** The first entry from {@code from} on (below {@code entries}) to check, or -1. */
    private int nextDirty(int from, int entries) {
        if (from >= entries) return -1;
        int w = from >> 6;
        long word = dirty[w] & (-1L << from);
        while (true) {
            if (word != 0) {
                int e = (w << 6) + Long.numberOfTrailingZeros(word);
                return e < entries ? e : -1;
            }
            if (++w > (entries - 1) >> 6) return -1;
            word = dirty[w];
        }
    }

    /** Contact pushes in the last run (a contact pushed in two sweeps counts twice). */
    int pushes() {
        return pushes;
    }

    /**
     * The depth a contact of the pair (a, b) at {@code distance} now may have after the step: the
     * threshold between the given shapes (so past the two collision skins), or its depth now when it
     * is deeper.
     */
    private static double allowed(Bodies bodies, int a, int b, double distance, double threshold) {
        return Math.max(threshold + bodies.skin[a] + bodies.skin[b], -distance);
    }

    /**
     * Chunk {@code chunk} of the contacts, [start, end): each contact's distance after the step,
     * linearised, and the candidates of the pairs that begin in it, into its own collector.
     */
    private void predictChunk(int chunk, int start, int end) {
        final StepContext ctx = runContext;
        final ContactBuffer c = ctx.contacts;
        final Bodies bodies = ctx.bodies;
        final FaceCorners part = parts[chunk];
        final double[] v = runVelocity, arms = part.scratchArms, rel = part.scratchVelocity;
        final double h = ctx.timeStep, threshold = ctx.penetrationGuard;
        boolean sinks = false;
        for (int k = start; k < end; k++) {
            if (contactRows.row(k) < 0) continue;
            ContactRows.leverArms(c, bodies, k, arms);
            int k3 = 3 * k;
            double after = c.distance[k] + h * normalSpeed(v, c.bodyA[k], c.bodyB[k], c.normal[k3], c.normal[k3 + 1], c.normal[k3 + 2], arms, rel);
            predicted[k] = after;
            sinks |= -after > allowed(bodies, c.bodyA[k], c.bodyB[k], c.distance[k], threshold);
        }
        part.clear();
        part.collect(c, bodies, contactRows, start, end);
        chunkSinks[chunk] = sinks;
    }

    /** Chunk {@code chunk}'s candidates into the joined list at its place, and their distances after the step. */
    private void joinChunk(int chunk) {
        final StepContext ctx = runContext;
        final Bodies bodies = ctx.bodies;
        final FaceCorners part = parts[chunk], f = corners;
        final double[] v = runVelocity, arms = part.scratchArms, rel = part.scratchVelocity;
        final double h = ctx.timeStep, threshold = ctx.penetrationGuard;
        final int first = chunkFirst[chunk];
        f.copyFrom(part, first);
        boolean sinks = chunkSinks[chunk];
        for (int i = first, end = first + part.count; i < end; i++) {
            System.arraycopy(f.arms, 6 * i, arms, 0, 6);
            int i3 = 3 * i;
            double after = f.distance[i] + h * normalSpeed(v, f.bodyA[i], f.bodyB[i], f.normal[i3], f.normal[i3 + 1], f.normal[i3 + 2], arms, rel);
            cornerPredicted[i] = after;
            sinks |= -after > allowed(bodies, f.bodyA[i], f.bodyB[i], f.distance[i], threshold);
        }
        chunkSinks[chunk] = sinks;
    }

    /** The normal speed (A's point relative to B's, along the normal n from B to A) under velocities v, lever arms in {@code arms}. */
    private static double normalSpeed(double[] v, int a, int b, double nx, double ny, double nz, double[] arms, double[] rel) {
        ContactRows.relativeVelocity(v, a, b, arms, rel);
        return rel[0] * nx + rel[1] * ny + rel[2] * nz;
    }

    /** How much the guard's moves so far opened the pair (a, b) along the normal n: A's shift less B's. */
    private double normalShift(int a, int b, double nx, double ny, double nz) {
        int a3 = 3 * a, b3 = 3 * b;
        double[] s = shift;
        return (s[a3] - s[b3]) * nx + (s[a3 + 1] - s[b3 + 1]) * ny + (s[a3 + 2] - s[b3 + 2]) * nz;
    }

    /**
     * A contact of the pair (a, b) along the normal n, predicted at {@code predicted}
     * after the step and at {@code distance} now: pushed open by what the guard's moves so far leave
     * of its depth past the allowed one.
     */
    private void pushPast(Bodies bodies, int a, int b, double nx, double ny, double nz, double predicted, double distance, double threshold) {
        double excess = -(predicted + normalShift(a, b, nx, ny, nz)) - allowed(bodies, a, b, distance, threshold);
        if (excess > 0) push(bodies, a, b, nx, ny, nz, excess);
    }

    /** Opens the pair (a, b) by {@code excess} (m) along the normal n: the two move apart, each by its share of the inverse mass. */
    private void push(Bodies bodies, int a, int b, double nx, double ny, double nz, double excess) {
        double ma = bodies.solved(a) ? bodies.invMass[a] : 0, mb = bodies.solved(b) ? bodies.invMass[b] : 0;
        double w = ma + mb;
        if (!(w > 0) || !Double.isFinite(w)) return; // nothing here can move (a kinematic or static pair)
        double lambda = excess / w;
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
