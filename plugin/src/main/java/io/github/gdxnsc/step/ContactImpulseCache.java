package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.parallel.WorkerPool;

import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_LOOKUP_SERIAL;

/**
 * The warm start of contacts: Bullet keeps a contact point alive across steps while it persists,
 * so last step's impulses live on the btManifoldPoint itself (its applied impulse and two lateral
 * impulses). The extract stage reads them into {@link ContactBuffer#impulse}; this class copies
 * them into the solver's start x, and after the solve writes the new answer back onto the points.
 */
final class ContactImpulseCache {
    // the pass in hand, for the loop bodies (allocated once)
    private ContactBuffer contacts;
    private ContactRows rows;
    private double[] x;
    private boolean warm;
    private BulletCollision collision;
    private final WorkerPool.RangeTask warmStartTask = (chunk, s, e) -> warmStart(contacts, rows, x, warm, s, e);
    private final WorkerPool.RangeTask storeTask = (chunk, s, e) -> {
        store(contacts, rows, x, s, e);
        collision.writeImpulses(contacts, s, e);
    };

    /**
     * Build: the start x of every solved contact's three rows: last step's impulses, or zero for a
     * cold start; on {@code pool} when the contacts are many (each contact writes only its own rows).
     */
    public void warmStart(ContactBuffer c, ContactRows rows, double[] x, boolean warm, WorkerPool pool) {
        final int nc = c.count();
        if (!WorkerPool.shares(pool, nc, CONTACT_LOOKUP_SERIAL)) {
            warmStart(c, rows, x, warm, 0, nc);
            return;
        }
        bind(c, rows, x, null);
        this.warm = warm;
        pool.forEachChunk(nc, CONTACT_CHUNK, warmStartTask);
        bind(null, null, null, null);
    }

    private static void warmStart(ContactBuffer c, ContactRows rows, double[] x, boolean warm, int start, int end) {
        for (int k = start; k < end; k++) {
            int row = rows.row(k), k3 = 3 * k;
            if (row < 0) continue;
            if (warm) {
                x[row] = c.impulse[k3];
                x[row + 1] = c.impulse[k3 + 1];
                x[row + 2] = c.impulse[k3 + 2];
            } else {
                x[row] = x[row + 1] = x[row + 2] = 0;
            }
        }
    }

    /**
     * Integrate: this step's impulses onto the contact buffer and the Bullet points (zero for
     * unsolved contacts); on {@code pool} when the contacts are many and the points can be written
     * from any thread ({@link BulletCollision#writesImpulsesOnAnyThread}).
     */
    public void store(ContactBuffer c, ContactRows rows, double[] x, BulletCollision collision, WorkerPool pool) {
        final int nc = c.count();
        if (!WorkerPool.shares(pool, nc, CONTACT_LOOKUP_SERIAL) || !collision.writesImpulsesOnAnyThread()) {
            store(c, rows, x, 0, nc);
            collision.writeImpulses(c);
            return;
        }
        bind(c, rows, x, collision);
        pool.forEachChunk(nc, CONTACT_CHUNK, storeTask);
        bind(null, null, null, null);
    }

    private static void store(ContactBuffer c, ContactRows rows, double[] x, int start, int end) {
        for (int k = start; k < end; k++) {
            int row = rows.row(k), k3 = 3 * k;
            if (row == ContactRows.ASLEEP) continue; // written back as read: kept for the wake-up
            if (row < 0) {
                c.impulse[k3] = c.impulse[k3 + 1] = c.impulse[k3 + 2] = 0;
                continue;
            }
            c.impulse[k3] = (float) x[row];
            c.impulse[k3 + 1] = (float) x[row + 1];
            c.impulse[k3 + 2] = (float) x[row + 2];
        }
    }

    private void bind(ContactBuffer c, ContactRows rows, double[] x, BulletCollision collision) {
        this.contacts = c;
        this.rows = rows;
        this.x = x;
        this.collision = collision;
    }
}
