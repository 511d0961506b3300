package io.github.gdxnsc.step;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * One float per Bullet manifold point, carried from one step to the next: Bullet copies a re-found
 * point over the old one and keeps only its applied and lateral impulses and its life time, so what
 * else a point should remember is keyed here by the point's address (a point keeps its slot in the
 * manifold while it persists) and checked against the body pair by the bodies' stable ids (a freed
 * manifold's memory may serve another pair, and a removed body's index passes to another body). A
 * point whose slot changed, because another of its manifold's points was dropped, may take a
 * neighbour's value. An open-addressing table that grows and is never cleared entry by entry (a
 * generation stamp marks the live ones), so a step allocates nothing once warmed up.
 */
final class PointTable {
    private static final VarHandle STAMP = MethodHandles.arrayElementVarHandle(int[].class);

    private long[] address = new long[64];
    /** The bodies' stable ids (Bodies.id), not their indices. */
    private int[] bodyA = new int[64], bodyB = new int[64];
    private float[] value = new float[64];
    /** Generation that wrote each slot; a slot of an older generation is empty. */
    private int[] stamp = new int[64];
    private int generation = 1;
    private int size;

    /** Entries put since the last {@link #clear}. */
    int size() {
        return size;
    }

    /** Empties the table, keeping its arrays. */
    void clear() {
        size = 0;
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
    }

    /** Makes room for {@code entries}; call only while the table is empty. */
    void reserve(int entries) {
        if (address.length >= 2 * entries) return;
        int cap = Integer.highestOneBit(2 * entries - 1) << 1;
        address = new long[cap];
        bodyA = new int[cap];
        bodyB = new int[cap];
        value = new float[cap];
        stamp = new int[cap];
        generation = 1;
    }

    /**
     * {@link #put} from several threads at once, each claiming its slot by a compare-and-set of the
     * slot's stamp; {@link #setSize} after. The points must be distinct: each is then found from its
     * home slot whatever the order the threads put them in (linear probing never leaves a gap
     * before an entry), so a look-up gives what a serial fill gives, bit for bit.
     */
    void putConcurrently(long p, int a, int b, float v) {
        final int[] st = stamp;
        int mask = address.length - 1, s = slot(p, mask);
        while (true) {
            int seen = (int) STAMP.getAcquire(st, s);
            if (seen != generation && STAMP.compareAndSet(st, s, seen, generation)) break;
            s = (s + 1) & mask;
        }
        address[s] = p;
        bodyA[s] = a;
        bodyB[s] = b;
        value[s] = v;
    }

    /** The entry count after {@link #putConcurrently}, which does not count. */
    void setSize(int entries) {
        size = entries;
    }

    /** Keeps {@code v} for point {@code p} (non-zero) between the bodies of ids {@code a} and {@code b}; room reserved. */
    void put(long p, int a, int b, float v) {
        int mask = address.length - 1, s = slot(p, mask);
        while (stamp[s] == generation) s = (s + 1) & mask;
        stamp[s] = generation;
        address[s] = p;
        bodyA[s] = a;
        bodyB[s] = b;
        value[s] = v;
        size++;
    }

    /** The value kept for point {@code p} between the same two bodies, else {@code missing}. */
    float get(long p, int a, int b, float missing) {
        if (p == 0 || size == 0) return missing;
        int mask = address.length - 1;
        for (int s = slot(p, mask); stamp[s] == generation; s = (s + 1) & mask) {
            if (address[s] == p) return bodyA[s] == a && bodyB[s] == b ? value[s] : missing;
        }
        return missing;
    }

    private static int slot(long p, int mask) {
        return (int) ((p * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }
}
