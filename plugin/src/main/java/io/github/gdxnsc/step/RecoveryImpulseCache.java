package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.parallel.WorkerPool;

import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_LOOKUP_SERIAL;

/**
 * Carries each contact's recovery impulse ({@link ContactBuffer#recoveryImpulse}: what its position
 * solve added to the normal impulse) from one step to the next, so that the position solve is
 * warm-started like the velocity solve (the position solve stage). The velocity solve's impulses
 * live on Bullet's manifold points, which keep nothing else from step to step; these are kept by
 * point in a {@link PointTable}, only the non-zero ones.
 */
final class RecoveryImpulseCache {
    private final PointTable table = new PointTable();
    /** The fill or remember in hand, for its loop bodies (allocated once). */
    private ContactBuffer contacts;
    private int[] ids;
    private final WorkerPool.RangeTask fillTask = (chunk, s, e) -> fillRange(contacts, ids, s, e);
    private final WorkerPool.RangeTask rememberTask = (chunk, s, e) -> rememberRange(contacts, ids, s, e, true);

    /**
     * After the read: every contact takes the recovery impulse last step left on the same point, or
     * 0. {@code rebuilt}: Bullet's contact cache was rebuilt (a snapshot), so no address is valid.
     */
    public void fill(ContactBuffer c, int[] bodyId, boolean rebuilt, WorkerPool pool) {
        if (rebuilt) forget();
        final int n = c.count();
        if (!WorkerPool.shares(pool, n, CONTACT_LOOKUP_SERIAL)) {
            fillRange(c, bodyId, 0, n);
            return;
        }
        // look-ups only: the table is not written until the step's end
        onPool(c, bodyId, pool, fillTask);
    }

    /** {@code task} over contacts [0, count) on {@code pool}, with the contacts and ids bound for it. */
    private void onPool(ContactBuffer c, int[] bodyId, WorkerPool pool, WorkerPool.RangeTask task) {
        contacts = c;
        ids = bodyId;
        pool.forEachChunk(c.count(), CONTACT_CHUNK, task);
        contacts = null;
        ids = null;
    }

    private void fillRange(ContactBuffer c, int[] bodyId, int start, int end) {
        for (int k = start; k < end; k++) {
            c.recoveryImpulse[k] = table.get(c.pointAddress[k], bodyId[c.bodyA[k]], bodyId[c.bodyB[k]], 0f);
        }
    }

    /**
     * After the solve: keeps the contacts' non-zero recovery impulses for the next step; on
     * {@code pool} when they are many (a contact's point is its own: no two contacts share one).
     */
    public void remember(ContactBuffer c, int[] bodyId, WorkerPool pool) {
        final int n = c.count();
        int live = 0;
        for (int k = 0; k < n; k++) if (c.recoveryImpulse[k] != 0 && c.pointAddress[k] != 0) live++;
        forget();
        if (live == 0) return;
        table.reserve(live);
        if (!WorkerPool.shares(pool, n, CONTACT_LOOKUP_SERIAL)) {
            rememberRange(c, bodyId, 0, n, false);
            return;
        }
        onPool(c, bodyId, pool, rememberTask);
        table.setSize(live);
    }

    /** Contacts [start, end)'s non-zero impulses into the table; {@code concurrently}: other threads fill it too. */
    private void rememberRange(ContactBuffer c, int[] bodyId, int start, int end, boolean concurrently) {
        for (int k = start; k < end; k++) {
            float v = c.recoveryImpulse[k];
            long p = c.pointAddress[k];
            if (v == 0 || p == 0) continue;
            if (concurrently) table.putConcurrently(p, bodyId[c.bodyA[k]], bodyId[c.bodyB[k]], v);
            else table.put(p, bodyId[c.bodyA[k]], bodyId[c.bodyB[k]], v);
        }
    }

    /** Drops every kept impulse. */
    public void forget() {
        table.clear();
    }
}
