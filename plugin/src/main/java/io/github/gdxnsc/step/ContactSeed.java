package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Arrays;

/**
 * Warm-start impulses carried across a rebuild of Bullet's contact cache (a world snapshot saved
 * or restored): Bullet keeps them on its manifold points, which a rebuild frees. The contacts are
 * kept as (pair key, point on A in A's frame, three impulses); at the first step after the
 * rebuild each new contact takes the impulses of the nearest kept point of the same pair, in the
 * same body order, within {@link #MATCH_DISTANCE}; the others start cold. The match reads only
 * these arrays and the new contacts, so two worlds seeded alike step on alike.
 */
public final class ContactSeed {
    /** How far (m, in A's frame) a new point may be from a kept one and still take its impulses. */
    public static final double MATCH_DISTANCE = 0.02;

    public int count;
    /** Per kept contact: pair key (A's id high, B's id low: ordered, not sorted), A-frame point, impulses. */
    public long[] pair = new long[16];
    public double[] local = new double[48];
    public float[] impulse = new float[48];
    /** Per kept contact, its position solve's extra normal impulse ({@link ContactBuffer#recoveryImpulse}). */
    public float[] recoveryImpulse = new float[16];
    private boolean armed;
    private final double[] p = new double[3];

    /** Keeps the contacts of the last step (their impulses are that step's answer). */
    public void capture(ContactBuffer c, Bodies bodies) {
        int n = c.count();
        ensure(n);
        count = n;
        for (int k = 0; k < n; k++) {
            int a = c.bodyA[k], k3 = 3 * k;
            pair[k] = ((long) bodies.id[a] << 32) | bodies.id[c.bodyB[k]];
            bodies.toLocalPoint(a, c.pointA[k3], c.pointA[k3 + 1], c.pointA[k3 + 2], p);
            System.arraycopy(p, 0, local, k3, 3);
            System.arraycopy(c.impulse, k3, impulse, k3, 3);
            recoveryImpulse[k] = c.recoveryImpulse[k];
        }
    }

    /** Copies another seed's contacts (a snapshot's into the world's, or back). */
    public void set(ContactSeed o) {
        ensure(o.count);
        count = o.count;
        System.arraycopy(o.pair, 0, pair, 0, count);
        System.arraycopy(o.local, 0, local, 0, 3 * count);
        System.arraycopy(o.impulse, 0, impulse, 0, 3 * count);
        System.arraycopy(o.recoveryImpulse, 0, recoveryImpulse, 0, count);
    }

    /** True between {@link #arm} and the next {@link #apply}: the seed is the warm-start state then. */
    public boolean armed() {
        return armed;
    }

    /** The next {@link #apply} seeds the contacts it is given, once. */
    public void arm() {
        armed = true;
    }

    /** After the read of the first step after a rebuild: kept impulses onto the matching new contacts. */
    public void apply(ContactBuffer c, Bodies bodies) {
        if (!armed) return;
        armed = false;
        for (int k = 0, n = c.count(); k < n; k++) {
            int a = c.bodyA[k], k3 = 3 * k;
            long key = ((long) bodies.id[a] << 32) | bodies.id[c.bodyB[k]];
            bodies.toLocalPoint(a, c.pointA[k3], c.pointA[k3 + 1], c.pointA[k3 + 2], p);
            int best = -1;
            double bestD = MATCH_DISTANCE * MATCH_DISTANCE;
            for (int s = 0; s < count; s++) {
                if (pair[s] != key) continue;
                double dx = local[3 * s] - p[0], dy = local[3 * s + 1] - p[1], dz = local[3 * s + 2] - p[2];
                double d = dx * dx + dy * dy + dz * dz;
                if (d < bestD) {
                    bestD = d;
                    best = s;
                }
            }
            if (best >= 0) {
                System.arraycopy(impulse, 3 * best, c.impulse, k3, 3);
                c.recoveryImpulse[k] = recoveryImpulse[best];
            }
        }
    }

    private void ensure(int n) {
        if (pair.length >= n) return;
        int m = Math.max(n, 2 * pair.length);
        pair = Arrays.copyOf(pair, m);
        local = Arrays.copyOf(local, 3 * m);
        impulse = Arrays.copyOf(impulse, 3 * m);
        recoveryImpulse = Arrays.copyOf(recoveryImpulse, m);
    }
}
