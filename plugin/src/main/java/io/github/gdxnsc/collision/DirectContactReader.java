package io.github.gdxnsc.collision;

import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import io.github.gdxnsc.parallel.WorkerPool;

import static io.github.gdxnsc.parallel.PoolThresholds.READ_MANIFOLD_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.READ_SERIAL_MANIFOLDS;

/**
 * The fast reader: two JNI calls per step (manifold count and array), then plain loads from
 * Bullet's structs through {@link NativeMemory} (sun.misc.Unsafe, or java.lang.foreign on JDK
 * 22+) at the offsets {@link NativeLayout} found. Only used
 * after {@link #verify} has matched a live frame against the {@link JniContactReader}.
 */
public final class DirectContactReader implements ContactReader {

    private final NativeLayout layout;

    // the read in hand, for the passes' loop bodies (allocated once): the dispatcher's manifold
    // array, per manifold its address and point count, per chunk of manifolds its point count and
    // then its first contact
    private long manifoldArray;
    private ContactBuffer buffer;
    private long[] manifoldAt = new long[64];
    private int[] pointCount = new int[64];
    private int[] chunkFirst = new int[16];
    private final WorkerPool.RangeTask countTask = this::countPoints, readTask = this::readPoints;

    /** A reader on a verified layout; refuses one that is not {@link NativeLayout#ok()}. */
    public DirectContactReader(NativeLayout layout) {
        if (layout == null || !layout.ok()) throw new IllegalArgumentException("layout not usable: " + layout);
        this.layout = layout;
    }

    @Override
    public boolean isDirect() {
        return true;
    }

    @Override
    public void read(long dispatcher, ContactBuffer out) {
        read(dispatcher, out, null);
    }

    /**
     * {@link #read(long, ContactBuffer)}, on {@code pool} when the manifolds are many and it has
     * workers (null: on the caller's thread), in chunks of manifolds: a first pass counts each
     * chunk's points, their sums give each chunk its first contact, and a second pass reads the
     * points there, so the buffer holds them in manifold order, as one pass would. Plain loads only: no Bullet function runs
     * off the world's thread, which waits on the pool meanwhile, so nothing moves under them.
     */
    public void read(long dispatcher, ContactBuffer out, WorkerPool pool) {
        out.clear();
        int manifolds = CollisionJNI.btDispatcher_getNumManifolds(dispatcher, null);
        if (manifolds == 0) return;
        final long array = CollisionJNI.btDispatcher_getInternalManifoldPointer(dispatcher, null);
        buffer = out;
        if (!WorkerPool.shares(pool, manifolds, READ_SERIAL_MANIFOLDS)) {
            readSerial(array, manifolds, out);
        } else {
            // the first pass keeps each manifold's address and point count, so the second reads
            // neither the manifold array nor an empty manifold again
            if (manifoldAt.length < manifolds) {
                manifoldAt = new long[Math.max(manifolds, 2 * manifoldAt.length)];
                pointCount = new int[manifoldAt.length];
            }
            manifoldArray = array;
            int chunks = WorkerPool.chunkCount(manifolds, READ_MANIFOLD_CHUNK);
            if (chunkFirst.length < chunks) chunkFirst = new int[Math.max(chunks, 2 * chunkFirst.length)];
            pool.forEachChunk(manifolds, READ_MANIFOLD_CHUNK, countTask);
            int total = 0;
            for (int c = 0; c < chunks; c++) {
                int n = chunkFirst[c];
                chunkFirst[c] = total;
                total += n;
            }
            out.addRange(total);
            pool.forEachChunk(manifolds, READ_MANIFOLD_CHUNK, readTask);
        }
        buffer = null;
    }

    /** One pass on the caller's thread: each manifold's points appended as it is read. */
    private void readSerial(long array, int manifolds, ContactBuffer out) {
        final NativeLayout l = layout;
        final long size = l.mpSize;
        for (int i = 0; i < manifolds; i++) {
            long m = NativeMemory.getLong(array + 8L * i);
            int points = NativeMemory.getInt(m + l.pmCount);
            if (points == 0) continue;
            int a = NativeMemory.getInt(NativeMemory.getLong(m + l.pmBody0) + l.coUserIndex);
            int b = NativeMemory.getInt(NativeMemory.getLong(m + l.pmBody1) + l.coUserIndex);
            long p = m + l.pmPoints;
            for (int j = 0; j < points; j++, p += size) copyPoint(l, out, out.add(), p, a, b, m);
        }
    }

    /** The first pass: the addresses and point counts of manifolds [start, end), their sum into chunkFirst[chunk]. */
    private void countPoints(int chunk, int start, int end) {
        final long array = manifoldArray, count = layout.pmCount;
        int n = 0;
        for (int i = start; i < end; i++) {
            long m = NativeMemory.getLong(array + 8L * i);
            int points = NativeMemory.getInt(m + count);
            manifoldAt[i] = m;
            pointCount[i] = points;
            n += points;
        }
        chunkFirst[chunk] = n;
    }

    /** The second pass: the points of manifolds [start, end), from the chunk's first contact on (the loop of {@link #readSerial}). */
    private void readPoints(int chunk, int start, int end) {
        final NativeLayout l = layout;
        final ContactBuffer out = buffer;
        final long size = l.mpSize;
        int k = chunkFirst[chunk];
        for (int i = start; i < end; i++) {
            int points = pointCount[i];
            if (points == 0) continue;
            long m = manifoldAt[i];
            int a = NativeMemory.getInt(NativeMemory.getLong(m + l.pmBody0) + l.coUserIndex);
            int b = NativeMemory.getInt(NativeMemory.getLong(m + l.pmBody1) + l.coUserIndex);
            long p = m + l.pmPoints;
            for (int j = 0; j < points; j++, p += size, k++) copyPoint(l, out, k, p, a, b, m);
        }
    }

    /** Point {@code p} of manifold {@code m} (bodies a and b) into contact k of {@code out}: both reads, serial and chunked, use it. */
    private static void copyPoint(NativeLayout l, ContactBuffer out, int k, long p, int a, int b, long m) {
        int k3 = 3 * k;
        out.bodyA[k] = a;
        out.bodyB[k] = b;
        out.pointAddress[k] = p;
        out.manifold[k] = m;
        out.age[k] = NativeMemory.getInt(p + l.mpLifeTime);
        long posA = p + l.mpPosA, posB = p + l.mpPosB, nrm = p + l.mpNormal;
        out.pointA[k3] = NativeMemory.getFloat(posA);
        out.pointA[k3 + 1] = NativeMemory.getFloat(posA + 4);
        out.pointA[k3 + 2] = NativeMemory.getFloat(posA + 8);
        out.pointB[k3] = NativeMemory.getFloat(posB);
        out.pointB[k3 + 1] = NativeMemory.getFloat(posB + 4);
        out.pointB[k3 + 2] = NativeMemory.getFloat(posB + 8);
        out.normal[k3] = NativeMemory.getFloat(nrm);
        out.normal[k3 + 1] = NativeMemory.getFloat(nrm + 4);
        out.normal[k3 + 2] = NativeMemory.getFloat(nrm + 8);
        out.distance[k] = NativeMemory.getFloat(p + l.mpDistance);
        out.friction[k] = NativeMemory.getFloat(p + l.mpFriction);
        out.restitution[k] = NativeMemory.getFloat(p + l.mpRestitution);
        out.impulse[k3] = NativeMemory.getFloat(p + l.mpImpulse);
        out.impulse[k3 + 1] = NativeMemory.getFloat(p + l.mpLateral1);
        out.impulse[k3 + 2] = NativeMemory.getFloat(p + l.mpLateral2);
    }

    @Override
    public void writeImpulses(ContactBuffer buf) {
        writeImpulses(buf, 0, buf.count());
    }

    /** {@link #writeImpulses(ContactBuffer)} for contacts [start, end): plain stores into the points' memory, so any thread may run a range. */
    void writeImpulses(ContactBuffer buf, int start, int end) {
        final long imp = layout.mpImpulse, lat1 = layout.mpLateral1, lat2 = layout.mpLateral2;
        for (int k = start; k < end; k++) {
            long p = buf.pointAddress[k];
            if (p == 0) continue; // a contact not from a manifold (continuous collision): nothing to keep
            NativeMemory.putFloat(p + imp, buf.impulse[3 * k]);
            NativeMemory.putFloat(p + lat1, buf.impulse[3 * k + 1]);
            NativeMemory.putFloat(p + lat2, buf.impulse[3 * k + 2]);
        }
    }

    @Override
    public int partId(long point, boolean first) {
        return NativeMemory.getInt(point + (first ? layout.mpPartId0 : layout.mpPartId1));
    }

    @Override
    public int triangleIndex(long point, boolean first) {
        return NativeMemory.getInt(point + (first ? layout.mpIndex0 : layout.mpIndex1));
    }

    /**
     * True when {@code a} and {@code b} hold the same contacts, bit for bit (floats compared by
     * their bits, so a NaN read from a wrong offset never passes as equal). On a mismatch
     * {@code outWhy[0]} names the first differing field.
     */
    public static boolean sameContacts(ContactBuffer a, ContactBuffer b, String[] outWhy) {
        if (a.count() != b.count()) return fail(outWhy, "count " + a.count() + " vs " + b.count());
        int n = a.count();
        for (int k = 0; k < n; k++) {
            if (a.bodyA[k] != b.bodyA[k] || a.bodyB[k] != b.bodyB[k]) return fail(outWhy, "bodies of contact " + k);
            if (a.pointAddress[k] != b.pointAddress[k]) return fail(outWhy, "point address of contact " + k);
            if (a.manifold[k] != b.manifold[k] || a.age[k] != b.age[k]) return fail(outWhy, "manifold or age of contact " + k);
            if (!same(a.distance[k], b.distance[k])) return fail(outWhy, "distance of contact " + k);
            if (!same(a.friction[k], b.friction[k])) return fail(outWhy, "friction of contact " + k);
            if (!same(a.restitution[k], b.restitution[k])) return fail(outWhy, "restitution of contact " + k);
            for (int c = 3 * k; c < 3 * k + 3; c++) {
                if (!same(a.pointA[c], b.pointA[c])) return fail(outWhy, "point on A of contact " + k);
                if (!same(a.pointB[c], b.pointB[c])) return fail(outWhy, "point on B of contact " + k);
                if (!same(a.normal[c], b.normal[c])) return fail(outWhy, "normal of contact " + k);
                if (!same(a.impulse[c], b.impulse[c])) return fail(outWhy, "impulse of contact " + k);
            }
        }
        return true;
    }

    private static boolean same(float x, float y) {
        return Float.floatToRawIntBits(x) == Float.floatToRawIntBits(y);
    }

    private static boolean fail(String[] outWhy, String why) {
        if (outWhy != null && outWhy.length > 0) outWhy[0] = why;
        return false;
    }
}
