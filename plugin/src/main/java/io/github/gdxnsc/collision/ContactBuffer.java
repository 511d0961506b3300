package io.github.gdxnsc.collision;

import java.util.Arrays;

/**
 * One step's contact points as flat arrays (struct of arrays), filled by a {@link ContactReader}
 * and reused step to step: capacities only grow, so a warmed-up step allocates nothing.
 *
 * <p>Conventions: body A is the manifold's body 0, body B its
 * body 1 (world body indices, Bullet's user index); the normal lies on B and points from B toward
 * A; {@code distance < 0} means penetration. Values are Bullet's single-precision floats, copied
 * bit for bit, so two readers can be compared exactly.
 */
public final class ContactBuffer {

    private int count;
    private int capacity;

    /** Body index of each contact's first object. */
    public int[] bodyA;
    /** Body index of each contact's second object. */
    public int[] bodyB;
    /** Point on A, world, 3 per contact. */
    public float[] pointA;
    /** Point on B, world, 3 per contact. */
    public float[] pointB;
    /** Normal on B (B to A), unit, 3 per contact. */
    public float[] normal;
    /** Signed distance (m) along the normal: negative when overlapping. */
    public float[] distance;
    /** Bullet's combined friction: the product of the two objects' frictions. */
    public float[] friction;
    /** Bullet's combined restitution: the product of the two objects' restitutions. */
    public float[] restitution;
    /**
     * Warm-start impulses, 3 per contact (normal, tangent 1, tangent 2, tangents from
     * {@link #tangents}): last step's answer as read from the point, then this step's answer to
     * write back.
     */
    public float[] impulse;
    /**
     * Per contact, the normal impulse the last position solve added to the velocity solve's, 0 when
     * none: the step fills it after the read (step.RecoveryImpulseCache; Bullet keeps no spare
     * field on a point from step to step) and sets this step's after the solve.
     */
    public float[] recoveryImpulse;
    /**
     * The btManifoldPoint address each contact came from; valid until the next collision
     * detection. 0 for a contact that no manifold holds (continuous collision's swept contacts).
     */
    public long[] pointAddress;
    /**
     * Bullet's life time of each point (btManifoldPoint::m_lifeTime): 1 for a point this step's
     * detection added, more for one it kept; 0 for a contact that no manifold holds.
     */
    public int[] age;
    /** The btPersistentManifold address each contact came from (its points are read one after another); 0 for none. */
    public long[] manifold;

    /** An empty buffer with room for 64 contacts. */
    public ContactBuffer() {
        ensureCapacity(64);
    }

    /** Contacts read this step. */
    public int count() {
        return count;
    }

    /**
     * The end (exclusive) of the run of contacts from {@code start} that share its body pair: a
     * manifold's points are read one after another, so a run is one pair's manifold (or, with the
     * sweeps' points after them, one pair's speculative contacts).
     */
    public int pairEnd(int start) {
        final int a = bodyA[start], b = bodyB[start];
        int end = start + 1;
        while (end < count && bodyA[end] == a && bodyB[end] == b) end++;
        return end;
    }

    /** Empties the buffer, keeping its arrays. */
    public void clear() {
        count = 0;
    }

    /** Reserves the next contact slot and returns it, growing the arrays geometrically when full. */
    public int add() {
        if (count == capacity) ensureCapacity(capacity * 2);
        age[count] = 0; // the readers set both; a contact made elsewhere belongs to no manifold
        manifold[count] = 0;
        return count++;
    }

    /**
     * Reserves the next {@code n} contact slots and returns the first, growing the arrays
     * geometrically: a reader fills them (from several threads, each its own slots), every field
     * of each, {@link #age} and {@link #manifold} included.
     */
    public int addRange(int n) {
        int first = count;
        if (first + n > capacity) ensureCapacity(Math.max(first + n, capacity * 2));
        count = first + n;
        return first;
    }

    /** Makes room for {@code n} contacts, copying what is there. */
    public void ensureCapacity(int n) {
        if (n <= capacity) return;
        bodyA = grow(bodyA, n);
        bodyB = grow(bodyB, n);
        pointA = grow(pointA, 3 * n);
        pointB = grow(pointB, 3 * n);
        normal = grow(normal, 3 * n);
        distance = grow(distance, n);
        friction = grow(friction, n);
        restitution = grow(restitution, n);
        impulse = grow(impulse, 3 * n);
        recoveryImpulse = grow(recoveryImpulse, n);
        pointAddress = grow(pointAddress, n);
        age = grow(age, n);
        manifold = grow(manifold, n);
        capacity = n;
    }

    /**
     * Contacts [start, end) of this buffer become contacts {@code from[start..end)} of {@code source},
     * every field: a reordering's gather, one range per thread (this buffer must hold room for them).
     */
    public void gather(ContactBuffer source, int[] from, int start, int end) {
        for (int k = start; k < end; k++) copyContact(source, from[k], k);
    }

    /** Contact {@code from} into slot {@code to}, every field: a compaction's move (to below from). */
    public void move(int from, int to) {
        copyContact(this, from, to);
    }

    /** Keeps the first {@code n} contacts, dropping the rest. */
    public void truncate(int n) {
        if (n < 0 || n > count) throw new IllegalArgumentException("truncate to " + n + " of " + count + " contacts");
        count = n;
    }

    /** Contact i of {@code source} into contact k of this buffer, every field. */
    private void copyContact(ContactBuffer source, int i, int k) {
        bodyA[k] = source.bodyA[i];
        bodyB[k] = source.bodyB[i];
        for (int c = 0; c < 3; c++) {
            pointA[3 * k + c] = source.pointA[3 * i + c];
            pointB[3 * k + c] = source.pointB[3 * i + c];
            normal[3 * k + c] = source.normal[3 * i + c];
            impulse[3 * k + c] = source.impulse[3 * i + c];
        }
        distance[k] = source.distance[i];
        friction[k] = source.friction[i];
        restitution[k] = source.restitution[i];
        recoveryImpulse[k] = source.recoveryImpulse[i];
        pointAddress[k] = source.pointAddress[i];
        age[k] = source.age[i];
        manifold[k] = source.manifold[i];
    }

    /** Swaps everything (arrays, count, capacity) with {@code other}: a reordering gathered into a spare buffer becomes this one's. */
    public void swapContents(ContactBuffer other) {
        int n = count, cap = capacity;
        count = other.count;
        capacity = other.capacity;
        other.count = n;
        other.capacity = cap;
        int[] i = bodyA;
        bodyA = other.bodyA;
        other.bodyA = i;
        i = bodyB;
        bodyB = other.bodyB;
        other.bodyB = i;
        i = age;
        age = other.age;
        other.age = i;
        float[] f = pointA;
        pointA = other.pointA;
        other.pointA = f;
        f = pointB;
        pointB = other.pointB;
        other.pointB = f;
        f = normal;
        normal = other.normal;
        other.normal = f;
        f = distance;
        distance = other.distance;
        other.distance = f;
        f = friction;
        friction = other.friction;
        other.friction = f;
        f = restitution;
        restitution = other.restitution;
        other.restitution = f;
        f = impulse;
        impulse = other.impulse;
        other.impulse = f;
        f = recoveryImpulse;
        recoveryImpulse = other.recoveryImpulse;
        other.recoveryImpulse = f;
        long[] l = pointAddress;
        pointAddress = other.pointAddress;
        other.pointAddress = l;
        l = manifold;
        manifold = other.manifold;
        other.manifold = l;
    }

    private static int[] grow(int[] a, int n) {
        return a == null ? new int[n] : Arrays.copyOf(a, n);
    }

    private static long[] grow(long[] a, int n) {
        return a == null ? new long[n] : Arrays.copyOf(a, n);
    }

    private static float[] grow(float[] a, int n) {
        return a == null ? new float[n] : Arrays.copyOf(a, n);
    }

    /**
     * The two friction directions of a contact from its normal alone, by Bullet's btPlaneSpace1
     * rule. Bullet rewrites a point's own friction directions every step; a fixed rule makes last
     * step's lateral impulses mean (nearly) the same directions this step, which is what lets them
     * warm-start. out receives t1 (3) then t2 (3) at {@code off}; t2 = n x t1, both unit.
     */
    public static void tangents(double nx, double ny, double nz, double[] out, int off) {
        if (Math.abs(nz) > 0.7071067811865476) {
            double a = ny * ny + nz * nz, k = 1.0 / Math.sqrt(a);
            double px = 0, py = -nz * k, pz = ny * k;
            out[off] = px;
            out[off + 1] = py;
            out[off + 2] = pz;
            out[off + 3] = a * k;
            out[off + 4] = -nx * pz;
            out[off + 5] = nx * py;
        } else {
            double a = nx * nx + ny * ny, k = 1.0 / Math.sqrt(a);
            double px = -ny * k, py = nx * k;
            out[off] = px;
            out[off + 1] = py;
            out[off + 2] = 0;
            out[off + 3] = -nz * py;
            out[off + 4] = nz * px;
            out[off + 5] = a * k;
        }
    }
}
