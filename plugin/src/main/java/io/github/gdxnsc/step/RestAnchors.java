package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Arrays;

/**
 * The depth at which each resting contact came to rest, carried from step to step, so the velocity
 * solve holds it there (ContactRows). Between the rest depth and the slop plus the dead band nothing
 * else pushes a contact, and a solve stopped at its tolerance leaves every row a velocity error just
 * under it; a tilting or sinking motion of a stack whose rows' errors stay under the tolerance is
 * then kept by the bodies and warm-started into the next step, and goes on at that speed until a
 * corner leaves the band: a 1:100 column rocks sideways across the band. Held to its anchor, a
 * contact that moved d from it is asked to move back at d / h, so what the tolerance lets through
 * is pulled back the next step and cannot pile up. Kept per Bullet manifold point in a
 * {@link PointTable}; a contact leaving the band (lifted to the rest depth or pushed beyond the
 * slop) drops its anchor and takes a new one where it next rests. Off by default
 * (NscConfig.restAnchor 0): held, a tall tower's slow rocking costs the velocity solve iterations.
 */
final class RestAnchors {
    private final PointTable table = new PointTable();
    /** Per contact, the anchored signed distance (m, negative: overlap) last step left on its point, NaN when none; then this step's. */
    private float[] anchor = new float[64], kept = new float[64];
    /** Contacts {@link #fill} saw: the swept contacts the extract stage adds after it have no anchor. */
    private int filled;

    /** After the read: every contact takes its point's anchor from last step, or none. {@code rebuilt}: no address is valid (a snapshot). */
    void fill(ContactBuffer c, int[] bodyId, boolean rebuilt) {
        if (rebuilt) forget();
        final int n = c.count();
        filled = 0;
        cover(n);
        for (int k = 0; k < n; k++) anchor[k] = table.get(c.pointAddress[k], bodyId[c.bodyA[k]], bodyId[c.bodyB[k]], Float.NaN);
    }

    /** Room for n contacts; those past the ones filled have no anchor and keep none yet. */
    private void cover(int n) {
        if (anchor.length < n) {
            anchor = Arrays.copyOf(anchor, Math.max(n, 2 * anchor.length));
            kept = Arrays.copyOf(kept, anchor.length);
        }
        if (n > filled) {
            Arrays.fill(anchor, filled, n, Float.NaN);
            Arrays.fill(kept, filled, n, Float.NaN);
            filled = n;
        }
    }

    /**
     * Before the rows: a manifold's points (a run of contacts of one body pair) are anchored together.
     * Where one of them resting inside the band has no anchor yet, all of the run's anchors are taken
     * afresh at their present depths, so one relative pose of the two bodies meets them all: anchors
     * taken at different poses ask a plank on four coplanar points for depths no pose gives, and the
     * solve shifts its load between them step after step.
     */
    void takeTogether(ContactBuffer c, double rest, double slop, double deadBand) {
        final int n = c.count();
        cover(n);
        for (int first = 0, end; first < n; first = end) {
            end = c.pairEnd(first);
            boolean fresh = false;
            for (int k = first; k < end; k++) {
                double phi = c.distance[k];
                if (phi + rest < 0 && phi + slop > -deadBand && Float.isNaN(anchor[k])) fresh = true;
            }
            if (fresh) Arrays.fill(anchor, first, end, Float.NaN);
        }
    }

    /**
     * Contact k rests inside the band at signed distance {@code distance}: its anchor, taken here if
     * it had none, and kept for the next step. A contact not settled in a step loses its anchor.
     */
    float settle(int k, float distance) {
        float a = Float.isNaN(anchor[k]) ? distance : anchor[k];
        kept[k] = a;
        return a;
    }

    /** After the build: keeps the anchors of this step's resting contacts for the next. */
    void remember(ContactBuffer c, int[] bodyId) {
        final int n = c.count();
        int live = 0;
        for (int k = 0; k < n; k++) if (!Float.isNaN(kept[k]) && c.pointAddress[k] != 0) live++;
        forget();
        if (live == 0) return;
        table.reserve(live);
        for (int k = 0; k < n; k++) {
            long p = c.pointAddress[k];
            if (!Float.isNaN(kept[k]) && p != 0) table.put(p, bodyId[c.bodyA[k]], bodyId[c.bodyB[k]], kept[k]);
        }
    }

    /** Drops every anchor. */
    void forget() {
        table.clear();
    }
}
