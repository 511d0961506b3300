package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Arrays;

/**
 * Islands and sleeping. An island is a set of dynamic bodies linked by contacts and joints
 * (static bodies link nothing). After each step a body's sleep clock runs while it is slower than
 * both thresholds and restarts otherwise; an island whose every body has been slow for the sleep
 * time goes to sleep as one: velocities zeroed, held still (infinite mass in the solve), and its
 * Bullet objects marked inactive so Bullet skips the pairs between sleepers. A contact between a
 * moving body and a sleeper wakes the sleeper's whole island in the step that found it, before the
 * solve, so the first impact is solved against the sleeper's real mass.
 *
 * <p>Union-find over int arrays (union by the smaller root index, path halving), in contact and
 * joint order: deterministic and allocation-free once grown.
 */
public final class Islands {
    private int[] parent = new int[16];
    /** Per body, the island (its root body index) it fell asleep with. */
    private int[] sleptWith = new int[16];
    private float[] islandClock = new float[16];
    private int sleeping;

    /** Starts this step's islands: every body alone. */
    public void begin(Bodies bodies) {
        int n = bodies.count;
        if (parent.length < n) {
            int c = Math.max(n, 2 * parent.length);
            parent = new int[c];
            sleptWith = Arrays.copyOf(sleptWith, c);
            islandClock = new float[c];
        }
        for (int i = 0; i < n; i++) parent[i] = i;
    }

    /** Links two bodies' islands (either may be static: then nothing is linked). */
    public void union(Bodies bodies, int a, int b) {
        // static and kinematic bodies link nothing (nothing they touch moves them), nor do sensors
        if (a < 0 || b < 0 || !bodies.isDynamic(a) || !bodies.isDynamic(b) || bodies.isSensor[a] || bodies.isSensor[b]) return;
        int ra = find(a), rb = find(b);
        if (ra == rb) return;
        if (ra < rb) parent[rb] = ra;
        else parent[ra] = rb;
    }

    /** Links the islands of every contact's bodies. */
    public void addContacts(Bodies bodies, ContactBuffer c) {
        for (int k = 0, n = c.count(); k < n; k++) union(bodies, c.bodyA[k], c.bodyB[k]);
    }

    private int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /**
     * After the step: runs the sleep clocks with the new velocities and puts every island whose
     * bodies have all been slow for {@code timeToSleep} seconds to sleep. Returns the number of
     * sleeping bodies.
     */
    public int sleep(Bodies bodies, double h, double linearSpeed, double angularSpeed, double timeToSleep, BulletCollision collision) {
        final int n = bodies.count;
        final double[] v = bodies.vel;
        final double lin2 = linearSpeed * linearSpeed, ang2 = angularSpeed * angularSpeed;
        for (int i = 0; i < n; i++) islandClock[i] = Float.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            if (!bodies.moves(i)) continue;
            int p = 6 * i;
            double l = v[p] * v[p] + v[p + 1] * v[p + 1] + v[p + 2] * v[p + 2];
            double w = v[p + 3] * v[p + 3] + v[p + 4] * v[p + 4] + v[p + 5] * v[p + 5];
            boolean slow = bodies.sleepingAllowed[i] && l < lin2 && w < ang2;
            bodies.sleepTime[i] = slow ? bodies.sleepTime[i] + (float) h : 0;
            int r = find(i);
            islandClock[r] = Math.min(islandClock[r], bodies.sleepTime[i]);
        }
        int asleep = 0;
        for (int i = 0; i < n; i++) {
            if (!bodies.isDynamic(i)) continue; // a kinematic body never sleeps
            if (bodies.awake[i]) {
                int r = find(i);
                if (islandClock[r] < timeToSleep) continue;
                bodies.awake[i] = false;
                sleptWith[i] = r;
                java.util.Arrays.fill(v, 6 * i, 6 * i + 6, 0);
                collision.setSleeping(i, true);
            }
            asleep++;
        }
        sleeping = asleep;
        return asleep;
    }

    /**
     * After this step's contacts were read: a contact between a moving body and a sleeper wakes the
     * sleeper's island (an island woken here wakes what it touches further on). Returns true when
     * any island woke.
     */
    public boolean wakeTouched(Bodies bodies, ContactBuffer c, BulletCollision collision) {
        if (sleeping == 0) return false;
        boolean woke = false;
        for (int k = 0, n = c.count(); k < n; k++) {
            int a = c.bodyA[k], b = c.bodyB[k];
            if (bodies.wakesOthers(a) && !bodies.isStatic[b] && !bodies.awake[b]) woke |= wake(bodies, b, collision);
            else if (bodies.wakesOthers(b) && !bodies.isStatic[a] && !bodies.awake[a]) woke |= wake(bodies, a, collision);
        }
        return woke;
    }

    /**
     * Wakes the island of every sleeper that touched body i at the last step: a static or kinematic
     * body that was moved, changed or removed (the sleepers resting on it must feel it; Bullet does
     * not test a sleeper against a static body). Returns true when any woke.
     */
    public boolean wakeTouching(Bodies bodies, ContactBuffer c, int i, BulletCollision collision) {
        if (sleeping == 0) return false;
        boolean woke = false;
        for (int k = 0, n = c.count(); k < n; k++) {
            int a = c.bodyA[k], b = c.bodyB[k];
            if (a == i && b >= 0) woke |= wake(bodies, b, collision);
            else if (b == i && a >= 0) woke |= wake(bodies, a, collision);
        }
        return woke;
    }

    /** Wakes body i and every body that fell asleep in its island. Returns true when any woke. */
    public boolean wake(Bodies bodies, int i, BulletCollision collision) {
        if (bodies.isStatic[i] || bodies.awake[i]) {
            if (!bodies.isStatic[i]) bodies.sleepTime[i] = 0;
            return false;
        }
        int island = sleptWith[i];
        for (int j = 0; j < bodies.count; j++) {
            if (bodies.isStatic[j] || bodies.awake[j] || sleptWith[j] != island) continue;
            bodies.awake[j] = true;
            bodies.sleepTime[j] = 0;
            collision.setSleeping(j, false);
            sleeping--;
        }
        return true;
    }

    /** Wakes every body (sleeping turned off). */
    public void wakeAll(Bodies bodies, BulletCollision collision) {
        for (int i = 0; i < bodies.count; i++) {
            bodies.sleepTime[i] = 0;
            if (bodies.isStatic[i] || bodies.awake[i]) continue;
            bodies.awake[i] = true;
            collision.setSleeping(i, false);
        }
        sleeping = 0;
    }

    /** Bodies asleep after the last step. */
    public int sleepingCount() {
        return sleeping;
    }

    /** The sleep records of the first n bodies into {@code out} (grown when short), for a snapshot. */
    public int[] copySleepRecords(int[] out, int n) {
        if (out.length < n) out = new int[n];
        System.arraycopy(sleptWith, 0, out, 0, Math.min(n, sleptWith.length));
        return out;
    }

    /**
     * Puts saved sleep records back after the bodies' awake flags were restored: each island a
     * sleeper fell asleep with, the count, and Bullet's activation state of every dynamic body.
     */
    public void restore(Bodies bodies, int[] records, BulletCollision collision) {
        int n = bodies.count;
        if (sleptWith.length < n) sleptWith = Arrays.copyOf(sleptWith, n);
        System.arraycopy(records, 0, sleptWith, 0, n);
        int asleep = 0;
        for (int i = 0; i < n; i++) {
            if (!bodies.isDynamic(i)) continue;
            collision.setSleeping(i, !bodies.awake[i]);
            if (!bodies.awake[i]) asleep++;
        }
        sleeping = asleep;
    }

    /** Body i's slot was taken by body {@code from} (swap-remove): its island record moves with it. */
    public void moved(int from, int to) {
        // no record beyond the array: the islands never ran with that many bodies, so it never slept
        if (from < sleptWith.length) sleptWith[to] = sleptWith[from];
    }
}
