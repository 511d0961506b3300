package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Arrays;

/**
 * Warm-start impulses carried across a rebuild of Bullet's contact cache (a world snapshot saved
 * or restored): Bullet keeps them on its manifold points, which a rebuild frees. The contacts are
 * kept as (pair key, point on A in A's frame, three impulses); at the first step after the
 * rebuild each new contact takes the impulses of the nearest kept point of the same pair, in the
 * same body order, within {@link #MATCH_DISTANCE}; the others start cold. The match reads only
 * these arrays and the new contacts, so two worlds seeded alike step on alike. The kept contacts
 * are ordered by pair once (kept order within a pair), so each new contact searches its own pair's
 * points only, not every kept point (which costs a large pile a frame; docs/BENCHMARKS.md, "Contact reading and Bullet's collision detection").
 */
public final class ContactSeed {
    /** How far (m, in A's frame) a new point may be from a kept one and still take its impulses. */
    public static final double MATCH_DISTANCE = 0.02;

    /** Kept contacts. */
    public int count;
    /** Per kept contact: pair key (A's id high, B's id low: ordered, not sorted), A-frame point, impulses. */
    public long[] pair = new long[16];
    /** Per kept contact, its point in A's frame (3). */
    public double[] local = new double[48];
    /** Per kept contact, its normal and two friction impulses (3). */
    public float[] impulse = new float[48];
    /** Per kept contact, its position solve's extra normal impulse ({@link ContactBuffer#recoveryImpulse}). */
    public float[] recoveryImpulse = new float[16];
    private boolean armed;
    private final double[] p = new double[3];
    /** Kept contacts by (pair, kept index): the search order of {@link #apply}. */
    private int[] order = new int[16];

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

    /**
     * Keeps the contacts {@code index[0..n)} of the last step (the completion's on hulls' faces, which
     * hold no Bullet point to carry their impulses), their impulses that step's answer.
     */
    public void captureOf(ContactBuffer c, Bodies bodies, int[] index, int n) {
        ensure(n);
        int m = 0;
        for (int i = 0; i < n; i++) {
            final int k = index[i], k3 = 3 * k, m3 = 3 * m;
            if (k >= c.count()) continue;
            final int a = c.bodyA[k];
            pair[m] = ((long) bodies.id[a] << 32) | bodies.id[c.bodyB[k]];
            bodies.toLocalPoint(a, c.pointA[k3], c.pointA[k3 + 1], c.pointA[k3 + 2], p);
            System.arraycopy(p, 0, local, m3, 3);
            System.arraycopy(c.impulse, k3, impulse, m3, 3);
            recoveryImpulse[m] = c.recoveryImpulse[k];
            m++;
        }
        count = m;
    }

    /** The kept impulses onto the contacts {@code index[0..n)} of this step, each from its pair's nearest kept point, as {@link #apply}. */
    public void applyTo(ContactBuffer c, Bodies bodies, int[] index, int n) {
        if (count == 0 || n == 0) return;
        sortByPair();
        for (int i = 0; i < n; i++) seed(c, bodies, index[i]);
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
        sortByPair();
        for (int k = 0, n = c.count(); k < n; k++) seed(c, bodies, k);
    }

    /** Contact k takes the impulses of its pair's nearest kept point within {@link #MATCH_DISTANCE}, if any ({@link #sortByPair} done). */
    private void seed(ContactBuffer c, Bodies bodies, int k) {
        int a = c.bodyA[k], k3 = 3 * k;
        long key = ((long) bodies.id[a] << 32) | bodies.id[c.bodyB[k]];
        int first = firstOfPair(key);
        if (first == count) return;
        bodies.toLocalPoint(a, c.pointA[k3], c.pointA[k3 + 1], c.pointA[k3 + 2], p);
        int best = -1;
        double bestD = MATCH_DISTANCE * MATCH_DISTANCE;
        // the pair's kept points in kept order: the first nearest wins, as in a scan of all of them
        for (int o = first; o < count && pair[order[o]] == key; o++) {
            int s = order[o];
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

    /** The first position in {@link #order} whose pair is not below key ({@code count} when none is). */
    private int firstOfPair(long key) {
        int lo = 0, hi = count;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (pair[order[mid]] < key) lo = mid + 1;
            else hi = mid;
        }
        return lo < count && pair[order[lo]] == key ? lo : count;
    }

    /** order = 0..count-1 by (pair, index): an in-place heap sort, no allocation beyond growing order. */
    private void sortByPair() {
        if (order.length < count) order = new int[Math.max(count, 2 * order.length)];
        for (int i = 0; i < count; i++) order[i] = i;
        for (int i = count / 2 - 1; i >= 0; i--) siftDown(i, count);
        for (int end = count - 1; end > 0; end--) {
            int t = order[0];
            order[0] = order[end];
            order[end] = t;
            siftDown(0, end);
        }
    }

    private boolean before(int a, int b) {
        return pair[a] < pair[b] || (pair[a] == pair[b] && a < b);
    }

    private void siftDown(int i, int n) {
        int v = order[i];
        while (true) {
            int c = 2 * i + 1;
            if (c >= n) break;
            if (c + 1 < n && before(order[c], order[c + 1])) c++;
            if (!before(v, order[c])) break;
            order[i] = order[c];
            i = c;
        }
        order[i] = v;
    }

    /** Makes room for n kept contacts and keeps that many (a snapshot read from bytes fills them). */
    public void resize(int n) {
        ensure(n);
        count = n;
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
