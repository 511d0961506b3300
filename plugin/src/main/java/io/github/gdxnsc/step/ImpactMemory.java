package io.github.gdxnsc.step;

import java.io.DataOutput;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Smooth contact's memory of each collision in progress: the speed it struck at and how long ago,
 * carried from step to step by contact point, so that every step of a Hertz collision sizes its
 * substeps and calibrates its damper for the same collision; and, under either law, each point's
 * spring energy at the step's end and spring origin, so that a point first seen overlapping in a
 * collision in progress (a box's corners after the swept contact on its centre line) takes over the
 * energy of the points gone and adds none.
 *
 * <p>Measured afresh each step, a collision's speed is the one its overlap and approach add up to,
 * which the damper has already lowered: the later steps of a strongly damped impact took it for a
 * slower one, chose a shorter substep and a damping for that, and the body left slower than asked.
 *
 * <p>A contact is known by its body pair (the bodies' stable ids, the lower first) and its point on
 * the lower-id body, in that body's frame: the swept contact that sees a collision coming and the
 * manifold point Bullet reports once it overlaps are different contacts at the same place. Each step
 * reads what the last step kept and keeps its own, in two open-addressing tables (linear probing
 * from the pair's slot; a pair's several points share its probe run, so a look-up walks that run
 * and takes the nearest point of the pair), swapped at the step's end. Both only grow, and a
 * generation stamp empties one, so a step allocates nothing once warmed up; the tables are read and
 * written in contact order, on the caller's thread, so the result does not depend on the thread count.
 */
public final class ImpactMemory {
    /**
     * How long a collision lasts, in units of its time scale ({@code T = (m / K)^0.4 v^-0.2} for Hertz:
     * the clipped collision lasts about 3.2 of them, a damped one less; {@code sqrt(m / k)} for Hooke:
     * pi of them at most); a contact touching longer
     * is settled and measured afresh each step.
     */
    static final double COLLISION_TIMES = 4;
    /** A kept speed that marks a settled contact. */
    private static final double SETTLED = -1;

    /** Values kept per contact: point (3), speed, age, spring origin and the spring's energy at the step's end. */
    private static final int VALUES = 7;
    /** Bytes of one kept collision in {@link #write}: slot, pair, the values. */
    private static final int ENTRY_BYTES = 4 + 8 + VALUES * 8;
    /** The largest table {@link #read} accepts (a table holds up to half its slots: 2^25 contacts). */
    private static final int MAX_CAPACITY = 1 << 26;

    private Table last = new Table(), next = new Table();
    /** Whether the contact of the last {@link #collisionSpeed} is settled (touching longer than a collision lasts). */
    private boolean settled;
    /** Whether the contact of the last {@link #collisionSpeed} joins its pair's collision as a point not seen before. */
    private boolean joins;
    /** The last {@link #collisionSpeed}'s contact: its kept spring origin, and its slot in this step's table (-1: not kept). */
    private double origin;
    private int slot;

    /** Start of a step with n contacts: the last step's table is read, the other is emptied for this step's. */
    void begin(int n) {
        next.reset(n);
    }

    /** End of a step: what it kept is what the next one reads. */
    void end() {
        Table t = last;
        last = next;
        next = t;
    }

    /**
     * The speed of the collision a smooth contact is in, and keeps it for the next step. A contact apart
     * at the step's start and approaching strikes at its approach; one overlapping continues its kept
     * collision (at least at the speed its overlap and approach add up to, {@code measured}, which work
     * done on it since may have raised), or, when nothing is kept for it or its collision is over,
     * measures it afresh. A contact that will not touch within the step is not kept.
     *
     * @param pair the contact's body pair (stable ids, lower first)
     * @param x point on the lower-id body, in its frame (with y, z)
     * @param match how far (m) a kept point may lie from this one and still be this contact
     * @param d overlap at the step's start (m; apart when negative)
     * @param approach approach speed (m/s)
     * @param measured the speed the overlap and approach add up to (the approach when apart)
     * @param timeScale the collision's time scale is this times its speed to the power {@code -speedPower}
     *        (Hertz: {@code (m / K)^0.4} and 0.2; Hooke: {@code sqrt(m / k)} and 0)
     * @param h the step (s)
     */
    double collisionSpeed(long pair, double x, double y, double z, double match, double d, double approach, double measured,
            double timeScale, double speedPower, double h) {
        settled = joins = false;
        origin = 0;
        slot = -1;
        if (d <= 0) {
            if (approach <= 0 || d + h * approach <= 0) return Math.max(0, approach);
            keep(pair, x, y, z, approach, h + d / approach, 0); // touches -d / approach into the step
            return approach;
        }
        int s = last.find(pair, x, y, z, match);
        double speed = measured, age = 0;
        if (s >= 0) origin = last.data[VALUES * s + 5];
        if (s >= 0 && last.speed(s) != SETTLED) {
            speed = Math.max(last.speed(s), measured);
            age = last.age(s);
        } else if (s < 0 && (s = last.collision(pair)) >= 0) {
            // a point not seen before, overlapping, of a pair in a collision: the same collision
            // (a box's corners after the swept contact on its centre line), at the speed it struck at
            joins = true;
            speed = last.speed(s);
            age = last.age(s);
        }
        settled = !joins && s >= 0 && last.speed(s) == SETTLED || !(age < COLLISION_TIMES * timeScale / Math.pow(speed, speedPower));
        if (settled) {
            joins = false;
            origin *= 0.5; // a settled spring's origin returns to the surface over a few steps, the damper taking what that gives
            keep(pair, x, y, z, SETTLED, 0, origin);
            return measured;
        }
        keep(pair, x, y, z, speed, age + h, origin);
        return speed;
    }

    /** Whether the contact of the last {@link #collisionSpeed} is a point not seen before that joins its pair's collision in progress. */
    boolean joins() {
        return joins;
    }

    /** The spring origin (m of overlap) the contact of the last {@link #collisionSpeed} keeps: 0 but for a point that joined a collision. */
    double origin() {
        return origin;
    }

    /** The slot the last {@link #collisionSpeed} kept its contact in this step (-1: not kept). */
    int slot() {
        return slot;
    }

    /** Sets the spring origin of a contact kept this step, at its slot: its overlap counts from there while it is kept. */
    void setOrigin(int s, double o) {
        next.data[VALUES * s + 5] = o;
    }

    /** Sets the spring energy (J) a contact kept this step, at its slot, ends the step with. */
    void setEnergy(int s, double energy) {
        next.data[VALUES * s + 6] = energy;
    }

    /**
     * The spring energy at the last step's end of the pair's kept points that no contact of this step has
     * claimed (found as its own point) so far: what points gone from the manifold held, which the
     * points joining the collision take over.
     */
    double releasedEnergy(long pair) {
        return last.unclaimedEnergy(pair);
    }

    /** Whether the contact of the last {@link #collisionSpeed} is settled: its speed is measured afresh each step. */
    boolean settled() {
        return settled;
    }

    /** Forgets every collision. */
    public void forget() {
        last.reset(0);
    }

    /** Copies another memory's kept collisions (a snapshot's into the world's, or back), slot for slot: look-ups find the same. */
    public void set(ImpactMemory o) {
        last.copy(o.last);
    }

    /** The kept collisions as bytes: the table's capacity, the live slots' count, then per live slot its index, pair, point, speed and age. */
    public void write(DataOutput out) throws IOException {
        Table t = last;
        int live = 0;
        for (int s = 0; s < t.stamp.length; s++) if (t.stamp[s] == t.generation) live++;
        out.writeInt(t.pair.length);
        out.writeInt(live);
        for (int s = 0; s < t.stamp.length; s++) {
            if (t.stamp[s] != t.generation) continue;
            out.writeInt(s);
            out.writeLong(t.pair[s]);
            for (int i = 0; i < VALUES; i++) out.writeDouble(t.data[VALUES * s + i]);
        }
    }

    /** Reads what {@link #write} wrote, refusing a capacity that is not a power of two, a count past the bytes, a slot outside the table or taken twice, a value not finite. */
    public void read(ByteBuffer in) throws IOException {
        int cap = in.getInt(), live = in.getInt();
        if (cap < 16 || cap > MAX_CAPACITY || Integer.bitCount(cap) != 1) throw new IOException("snapshot: corrupted (collision table of " + cap + " slots)");
        if (live < 0 || live > cap / 2 || (long) live * ENTRY_BYTES > in.remaining()) throw new IOException("snapshot: corrupted (" + live + " collisions)");
        Table t = last;
        t.pair = new long[cap];
        t.data = new double[VALUES * cap];
        t.stamp = new int[cap];
        t.claimed = new int[cap];
        t.generation = 1;
        for (int k = 0; k < live; k++) {
            int s = in.getInt();
            if (s < 0 || s >= cap || t.stamp[s] == 1) throw new IOException("snapshot: corrupted (collision slot " + s + ")");
            t.stamp[s] = 1;
            t.pair[s] = in.getLong();
            for (int i = 0; i < VALUES; i++) {
                double v = in.getDouble();
                if (!Double.isFinite(v)) throw new IOException("snapshot: corrupted (collision value not finite)");
                t.data[VALUES * s + i] = v;
            }
        }
    }

    private void keep(long pair, double x, double y, double z, double speed, double age, double o) {
        slot = next.insert(pair, x, y, z, speed, age, o);
    }

    /** The body pair key of stable ids a and b: the lower in the high half. */
    static long pairKey(int a, int b) {
        return a < b ? ((long) a << 32) | (b & 0xffffffffL) : ((long) b << 32) | (a & 0xffffffffL);
    }

    /**
     * One step's kept contacts: pair and the values per slot; a slot is live when its stamp is the
     * generation, and claimed by a contact of the step that reads it when its claim is.
     */
    private static final class Table {
        long[] pair = new long[16];
        double[] data = new double[16 * VALUES];
        int[] stamp = new int[16], claimed = new int[16];
        int generation = 1;

        double speed(int s) {
            return data[VALUES * s + 3];
        }

        double age(int s) {
            return data[VALUES * s + 4];
        }

        /** A slot of the pair with a collision in progress (not settled), the fastest; -1 when none. */
        int collision(long key) {
            int mask = pair.length - 1, best = -1;
            for (int s = slot(key, mask); stamp[s] == generation; s = (s + 1) & mask)
                if (pair[s] == key && speed(s) != SETTLED && (best < 0 || speed(s) > speed(best))) best = s;
            return best;
        }

        /** The summed spring energy of the pair's slots not claimed. */
        double unclaimedEnergy(long key) {
            int mask = pair.length - 1;
            double sum = 0;
            for (int s = slot(key, mask); stamp[s] == generation; s = (s + 1) & mask)
                if (pair[s] == key && claimed[s] != generation) sum += data[VALUES * s + 6];
            return sum;
        }

        /** Empties the table, with room for n entries at half load at least. */
        void reset(int n) {
            if (pair.length < 2 * n) {
                int cap = Integer.highestOneBit(Math.max(16, 2 * n) - 1) << 1;
                pair = new long[cap];
                data = new double[VALUES * cap];
                stamp = new int[cap];
                claimed = new int[cap];
                generation = 0;
            }
            if (++generation == Integer.MAX_VALUE) {
                java.util.Arrays.fill(stamp, 0);
                java.util.Arrays.fill(claimed, 0);
                generation = 1;
            }
        }

        int insert(long key, double x, double y, double z, double speed, double age, double origin) {
            int mask = pair.length - 1, s = slot(key, mask);
            while (stamp[s] == generation) s = (s + 1) & mask;
            stamp[s] = generation;
            pair[s] = key;
            int o = VALUES * s;
            data[o] = x;
            data[o + 1] = y;
            data[o + 2] = z;
            data[o + 3] = speed;
            data[o + 4] = age;
            data[o + 5] = origin;
            data[o + 6] = 0;
            return s;
        }

        /** The slot of the pair's kept point nearest (x, y, z) within match, the first found on a tie, claimed; -1 when none. */
        int find(long key, double x, double y, double z, double match) {
            int mask = pair.length - 1, best = -1;
            double bestD = match * match;
            for (int s = slot(key, mask); stamp[s] == generation; s = (s + 1) & mask) {
                if (pair[s] != key) continue;
                int o = VALUES * s;
                double dx = data[o] - x, dy = data[o + 1] - y, dz = data[o + 2] - z, dd = dx * dx + dy * dy + dz * dz;
                if (dd < bestD) {
                    bestD = dd;
                    best = s;
                }
            }
            if (best >= 0) claimed[best] = generation;
            return best;
        }

        void copy(Table o) {
            if (pair.length != o.pair.length) {
                pair = new long[o.pair.length];
                data = new double[o.data.length];
                stamp = new int[o.stamp.length];
                claimed = new int[o.stamp.length];
            }
            java.util.Arrays.fill(claimed, 0);
            System.arraycopy(o.pair, 0, pair, 0, pair.length);
            System.arraycopy(o.data, 0, data, 0, data.length);
            System.arraycopy(o.stamp, 0, stamp, 0, stamp.length);
            generation = o.generation;
        }

        private static int slot(long key, int mask) {
            return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        }
    }
}
