package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;

/**
 * The warm start of contacts: Bullet keeps a contact point alive across steps while it persists,
 * so last step's impulses live on the btManifoldPoint itself (its applied impulse and two lateral
 * impulses). The extract stage reads them into {@link ContactBuffer#impulse}; this class copies
 * them into the solver's start x, and after the solve writes the new answer back onto the points.
 */
final class ContactImpulseCache {

    /** Build: the start x of every solved contact's three rows: last step's impulses, or zero for a cold start. */
    public void warmStart(ContactBuffer c, ContactRows rows, double[] x, boolean warm) {
        final int nc = c.count();
        for (int k = 0; k < nc; k++) {
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

    /** Integrate: this step's impulses onto the contact buffer and the Bullet points (zero for unsolved contacts). */
    public void store(ContactBuffer c, ContactRows rows, double[] x, BulletCollision collision) {
        final int nc = c.count();
        for (int k = 0; k < nc; k++) {
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
        collision.writeImpulses(c);
    }
}
