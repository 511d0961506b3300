package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;

/**
 * Carries each contact's recovery impulse ({@link ContactBuffer#recoveryImpulse}: what its position
 * solve added to the normal impulse) from one step to the next, so that the position solve is
 * warm-started like the velocity solve (the position solve stage).
 *
 * <p>The velocity solve's impulses live on Bullet's manifold points, but a point keeps only those
 * from step to step: Bullet copies a re-found point over the old one and carries just its applied
 * and lateral impulses and its life time. So this class keys the recovery impulses by the point's
 * address (a point keeps its slot in the manifold while it persists) and checks the body pair by
 * the bodies' stable ids (a freed manifold's memory may serve another pair, and a removed body's
 * index passes to another body). A point whose slot changed, because another of
 * its manifold's points was dropped, may take a neighbour's value: a warm start only, which the
 * solve corrects. Only non-zero impulses are kept, in an open-addressing table that grows and is
 * never cleared entry by entry (a generation stamp marks the live ones), so a step allocates
 * nothing once warmed up.
 */
final class RecoveryImpulseCache {
    private long[] address = new long[64];
    /** The bodies' stable ids (Bodies.id), not their indices. */
    private int[] bodyA = new int[64], bodyB = new int[64];
    private float[] impulse = new float[64];
    /** Generation that wrote each slot; a slot of an older generation is empty. */
    private int[] stamp = new int[64];
    private int generation = 1;
    private int size;

    /**
     * After the read: every contact takes the recovery impulse last step left on the same point, or
     * 0. {@code rebuilt}: Bullet's contact cache was rebuilt (a snapshot), so no address is valid.
     */
    public void fill(ContactBuffer c, int[] bodyId, boolean rebuilt) {
        if (rebuilt) forget();
        final int n = c.count();
        for (int k = 0; k < n; k++) {
            c.recoveryImpulse[k] = size == 0 ? 0f : find(c.pointAddress[k], bodyId[c.bodyA[k]], bodyId[c.bodyB[k]]);
        }
    }

    /** After the solve: keeps the contacts' non-zero recovery impulses for the next step. */
    public void remember(ContactBuffer c, int[] bodyId) {
        final int n = c.count();
        int live = 0;
        for (int k = 0; k < n; k++) if (c.recoveryImpulse[k] != 0 && c.pointAddress[k] != 0) live++;
        forget();
        if (live == 0) return;
        if (address.length < 2 * live) grow(2 * live);
        for (int k = 0; k < n; k++) {
            float v = c.recoveryImpulse[k];
            long p = c.pointAddress[k];
            if (v == 0 || p == 0) continue;
            int mask = address.length - 1, s = slot(p, mask);
            while (stamp[s] == generation) s = (s + 1) & mask;
            stamp[s] = generation;
            address[s] = p;
            bodyA[s] = bodyId[c.bodyA[k]];
            bodyB[s] = bodyId[c.bodyB[k]];
            impulse[s] = v;
            size++;
        }
    }

    /** Drops every kept impulse. */
    public void forget() {
        size = 0;
        if (++generation == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp, 0);
            generation = 1;
        }
    }

    private float find(long p, int a, int b) {
        if (p == 0) return 0f;
        int mask = address.length - 1;
        for (int s = slot(p, mask); stamp[s] == generation; s = (s + 1) & mask) {
            if (address[s] == p) return bodyA[s] == a && bodyB[s] == b ? impulse[s] : 0f;
        }
        return 0f;
    }

    private static int slot(long p, int mask) {
        return (int) ((p * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }

    /** A larger empty table (a power of two): called only while it holds nothing. */
    private void grow(int atLeast) {
        int cap = Integer.highestOneBit(atLeast - 1) << 1;
        address = new long[cap];
        bodyA = new int[cap];
        bodyB = new int[cap];
        impulse = new float[cap];
        stamp = new int[cap];
        generation = 1;
    }
}
