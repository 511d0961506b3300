package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;

/**
 * Smooth contact's view of a manifold (the run of contacts in a row with the same two bodies) as
 * one landing: its touching points share the body's mass, and points that join a collision in
 * progress take over the spring energy of the points gone, no more.
 */
final class ManifoldPoints {
    private final double[] arms = new double[6], rel = new double[3];

    /**
     * Into share, per contact, how many points of its manifold push (not dropped, no sensor's) and
     * touch within the step, at least 1:
     * the points a body lands on share its mass, so each damper (and a Hertz collision's time scale
     * and depth) is sized for its part. Sized for the whole mass, each of a box's four corners got
     * twice the damping a quarter of the mass asks for, and a flat landing left at a quarter of e 0.1.
     */
    void shareMass(ContactBuffer c, Bodies b, double h, boolean[] dropped, double[] share) {
        final int nc = c.count();
        for (int start = 0, end; start < nc; start = end) {
            int a = c.bodyA[start], bb = c.bodyB[start], touching = 0;
            end = c.pairEnd(start);
            for (int k = start; k < end; k++) {
                if (!SmoothContacts.pushes(c, b, dropped, k)) continue;
                ContactRows.leverArms(c, b, k, arms);
                ContactRows.relativeVelocity(b.vel, a, bb, arms, rel);
                int k3 = 3 * k;
                double approach = -(rel[0] * c.normal[k3] + rel[1] * c.normal[k3 + 1] + rel[2] * c.normal[k3 + 2]);
                // the given shapes touch, not their collision skins
                if (SmoothContacts.givenOverlap(c, b, k) + h * Math.max(0, approach) > 0) touching++;
            }
            for (int k = start; k < end; k++) share[k] = Math.max(1, touching);
        }
    }

    /**
     * After the last contact (last) of a manifold: its points that join the pair's collision in
     * progress, new and already overlapping ({@link ImpactMemory#joins}), take over the spring energy
     * of its points gone since the last step, no more: their overlaps count from a common origin that
     * gives them that energy, kept in the memory while they are. Four corners first seen as deep as
     * the swept contact on the centre line had reached held four times its energy, and a box landing
     * flat at 8 m/s left faster than it came.
     */
    void joinCollision(ContactBuffer c, Bodies b, int last, boolean[] joins, double[] overlap, int[] keptSlot, ImpactMemory impacts,
            SmoothContacts springs) {
        int first = last;
        while (first > 0 && c.bodyA[first - 1] == c.bodyA[last] && c.bodyB[first - 1] == c.bodyB[last]) first--;
        double deepest = 0;
        for (int k = first; k <= last; k++) if (joins[k]) deepest = Math.max(deepest, overlap[k]);
        if (deepest <= 0) return;
        double released = impacts.releasedEnergy(ImpactMemory.pairKey(b.id[c.bodyA[last]], b.id[c.bodyB[last]]));
        if (joinedEnergy(first, last, 0, joins, overlap, springs) <= released) return;
        // the energy falls as the origin deepens: bisect to it (to 1e-15 of the overlap)
        double lo = 0, hi = deepest;
        for (int i = 0; i < 50; i++) {
            double mid = 0.5 * (lo + hi);
            if (joinedEnergy(first, last, mid, joins, overlap, springs) > released) lo = mid;
            else hi = mid;
        }
        for (int k = first; k <= last; k++) {
            if (!joins[k]) continue;
            overlap[k] -= hi;
            impacts.setOrigin(keptSlot[k], hi);
        }
    }

    /** The spring energy of the joining points of contacts first..last with their overlaps counted from origin o. */
    private static double joinedEnergy(int first, int last, double o, boolean[] joins, double[] overlap, SmoothContacts springs) {
        double sum = 0;
        for (int k = first; k <= last; k++) if (joins[k]) sum += springs.springEnergy(k, overlap[k] - o);
        return sum;
    }
}
