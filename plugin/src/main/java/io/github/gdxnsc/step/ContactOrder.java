package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.parallel.WorkerPool;

import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_CHUNK;

/**
 * Lays this step's contacts out in body order: the pairs' runs of points (a manifold's points stay
 * together, in Bullet's order) sorted by the lower index of their dynamic bodies, pairs with equal
 * keys in the order Bullet gave them.
 *
 * <p>Why: the rows follow the contacts, and the solver's product goes back and forth between a
 * pass over the bodies (each gathers its contacts' impulses) and a pass over the contacts (each
 * gathers its two bodies' velocity changes). In Bullet's pair order the contacts of neighbouring
 * bodies lie anywhere, so both gathers hop over the whole of the other pass's array; in body order
 * a chunk of contacts touches a narrow range of bodies, mostly the range of the body chunk with
 * the same place in its loop. The worker pool gives a thread the same segment of every loop, so
 * those gathers read what the same core wrote in the loop before. Measured on the pile
 * (docs/BENCHMARKS.md, "Contacts in body order"): on the 2-vCPU machine the solves 11 % faster at
 * 2 threads and 5 % at one (the step 6 % and 3 %), and at 2 threads on a 16-core Xeon the chunks'
 * time no longer grows 1.4x over one thread's.
 *
 * <p>Below {@link #MIN_CONTACTS} the contacts keep Bullet's order: a small problem's arrays sit in
 * one core's cache whatever the order, and the sort would cost more than it saves.
 *
 * <p>The order depends on the buffer alone, so results stay the same at any thread count; it
 * changes the rows' order, hence the rounding of the solvers' sums, not the problem.
 */
final class ContactOrder {
    /**
     * Fewer contacts than this keep Bullet's order. Measured on the pile (2-vCPU machine): at 1,500
     * contacts the sorted step was 0.1 ms slower at one thread, at 2,850 the solve 3 % faster, at
     * 9,900 the solves 5-11 % faster.
     */
    static final int MIN_CONTACTS = 4096;

    /** Per pair run: its first contact, its key, where its contacts go. */
    private int[] runStart = new int[64], runKey = new int[64], runTo = new int[64];
    /** Per key (a body index, or the body count for a pair with no dynamic body): where its contacts start in the sorted buffer. */
    private int[] keyStart = new int[64];
    private final ContactBuffer spare = new ContactBuffer();
    private ContactBuffer from;
    /** Per contact of the sorted buffer, where it was in the read. */
    private int[] source = new int[64];
    private final WorkerPool.RangeTask gatherTask = (c, s, e) -> spare.gather(from, source, s, e);

    /** Sorts {@code contacts} into body order (see the class comment) when they are {@link #MIN_CONTACTS} or more; the copy on {@code pool} when it has workers. */
    void sort(ContactBuffer contacts, Bodies bodies, WorkerPool pool) {
        int n = contacts.count();
        if (n < MIN_CONTACTS) return;
        int runs = findRuns(contacts, bodies);
        if (inOrder(runs)) return;
        place(runs, bodies.count + 1);
        if (source.length < n) source = new int[Math.max(n, 2 * source.length)];
        for (int r = 0; r < runs; r++) {
            for (int i = runStart[r], end = runStart[r + 1], k = runTo[r]; i < end; i++, k++) source[k] = i;
        }
        spare.clear();
        spare.ensureCapacity(n);
        spare.addRange(n);
        // each contact gathered into its place: a copy that wrote each run where it goes instead (reading front to
        // back) took 1.4-1.7x as long, its scattered stores costing more than these scattered loads
        from = contacts;
        if (pool != null && pool.threads() > 1) pool.forEachChunk(n, CONTACT_CHUNK, gatherTask);
        else spare.gather(contacts, source, 0, n);
        from = null;
        contacts.swapContents(spare);
    }

    /** The pair runs of the buffer and their keys; returns how many. */
    private int findRuns(ContactBuffer contacts, Bodies bodies) {
        int n = contacts.count(), none = bodies.count, runs = 0;
        if (runStart.length < n + 1) {
            int m = Math.max(n + 1, 2 * runStart.length);
            runStart = new int[m];
            runKey = new int[m];
            runTo = new int[m];
        }
        for (int s = 0; s < n; s = contacts.pairEnd(s)) {
            int a = contacts.bodyA[s], b = contacts.bodyB[s];
            int ka = a >= 0 && bodies.isDynamic(a) ? a : none, kb = b >= 0 && bodies.isDynamic(b) ? b : none;
            runStart[runs] = s;
            runKey[runs++] = Math.min(ka, kb);
        }
        runStart[runs] = n;
        return runs;
    }

    private boolean inOrder(int runs) {
        for (int r = 1; r < runs; r++) if (runKey[r] < runKey[r - 1]) return false;
        return true;
    }

    /** runTo = where each run's contacts go: by key, runs of one key in their read order (a counting sort over the contacts; keys are body indices). */
    private void place(int runs, int keys) {
        if (keyStart.length < keys + 1) keyStart = new int[Math.max(keys + 1, 2 * keyStart.length)];
        java.util.Arrays.fill(keyStart, 0, keys + 1, 0);
        for (int r = 0; r < runs; r++) keyStart[runKey[r] + 1] += runStart[r + 1] - runStart[r];
        for (int k = 0; k < keys; k++) keyStart[k + 1] += keyStart[k];
        for (int r = 0; r < runs; r++) {
            runTo[r] = keyStart[runKey[r]];
            keyStart[runKey[r]] += runStart[r + 1] - runStart[r];
        }
    }
}
