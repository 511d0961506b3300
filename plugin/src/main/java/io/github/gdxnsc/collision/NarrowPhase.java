package io.github.gdxnsc.collision;

import com.badlogic.gdx.physics.bullet.collision.BroadphaseNativeTypes;
import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btManifoldResult;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;

import java.util.Arrays;

/**
 * Bullet's narrow phase, pair by pair from Java, so that the pairs of convex shapes share the worker
 * pool: Bullet's dispatcher runs every pair on the calling thread, and on a large scene that is
 * the biggest single stage of the step (a 2,300-body pile: 5.9 of its 6.2 ms of collision).
 *
 * <p>Each pair gets what Bullet's default near callback gives it
 * ({@code btCollisionDispatcher::defaultNearCallback}): nothing when its objects need no collision;
 * else its algorithm, found once and kept in the pair; then the algorithm's {@code processCollision}
 * into a manifold result over the two objects' wrappers (one per object, made when it is added:
 * a wrapper refers to its object's transform, so it follows the object).
 *
 * <h2>Why the pool cannot change a bit</h2>
 * A pair whose algorithm exists and whose two shapes are convex primitives, hulls or a static
 * plane writes only its algorithm's state and its own manifold: Bullet 2.87's convex detectors
 * (box-box, sphere-sphere, convex-plane, GJK and EPA with the polyhedral clipping) keep their
 * simplex solver and scratch on the stack or in the algorithm, and the only shared writes on that
 * path are statistics counters. One pass on the pool sorts the pairs out and processes those, one
 * manifold result per chunk. Everything that allocates from the dispatcher's pools then runs on the
 * calling thread, in pair order: a new pair's algorithm (and its manifold), compounds' and meshes'
 * child algorithms, the pairs of objects with ignore lists (their test is Bullet's own). No pair's
 * result depends on another's, so the order between the two sets changes nothing; the manifolds
 * are made in the order Bullet's own pass makes them, each pair's points are the same bits, and the
 * contacts read after are the same whatever the thread count.
 */
final class NarrowPhase implements Disposable {
    /** {@code ebtDispatcherQueryType::BT_CONTACT_POINT_ALGORITHMS}. */
    private static final int CONTACT_POINT_ALGORITHMS = 1;

    private final NativeLayout layout;

    // per object (body index)
    /** gdx-bullet's wrapper holder (made and freed through JNI, no Java object), and the btCollisionObjectWrapper in it. */
    private long[] holder = new long[16], wrapper = new long[16];
    /** Whether the object's shape is one whose pairs may run on the pool. */
    private boolean[] convex = new boolean[16];
    /** Whether Bullet sees the object inactive (static, or asleep): a pair of two is skipped. */
    private boolean[] inactive = new boolean[16];
    /** Whether the object was ever given pairs to ignore: its pairs take Bullet's own test, on the calling thread. */
    private boolean[] ignores = new boolean[16];
    private int count;

    /** The calling thread's manifold result; one per chunk for the pool. */
    private final btManifoldResult serialResult = new btManifoldResult();
    private final long serialResultAddress = btManifoldResult.getCPtr(serialResult);
    private btManifoldResult[] chunkResults = new btManifoldResult[0];
    private long[] chunkResult = new long[0];

    /** The step's pair array and the world's objects by index; per pair, whether the calling thread processes it; per chunk, whether any does. */
    private long pairs;
    private long[] objectAt;
    private boolean[] onCaller = new boolean[0], chunkHasCaller = new boolean[0];
    private long dispatchInfo;
    private final WorkerPool.RangeTask poolTask = this::processChunk;

    /** Manifolds kept while their pairs hardly move (off until a distance is set). */
    private final ManifoldReuse reuse;
    /** Per chunk of the last dispatch: its pairs that kept their manifold. */
    private int[] chunkKept = new int[0];
    private int kept;

    NarrowPhase(NativeLayout layout) {
        this.layout = layout;
        this.reuse = new ManifoldReuse(layout);
    }

    /**
     * Convex pairs keep their manifold while their smaller shape has moved at most this far (m) in
     * the larger one's frame since their detector last ran ({@link ManifoldReuse}); 0 = every
     * detector every step, Bullet's own result.
     */
    void setReuseDistance(double d) {
        reuse.setDistance(d);
    }

    /** Whether manifolds may be kept: then every detection goes through {@link #dispatch}, at any thread count. */
    boolean reuses() {
        return reuse.on();
    }

    /** Forgets the records of body {@code index}'s pairs (its material changed): they are detected again. */
    void forgetKept(int index) {
        reuse.forgetBody(index);
    }

    /** Forgets the kept manifolds' records (Bullet's own pass ran, or the world was rebuilt). */
    void forgetKept() {
        reuse.clear();
    }

    /** Pairs that kept their manifold in the last dispatch. */
    int kept() {
        return kept;
    }

    /** Object {@code index} (added densely): its wrapper, and whether its pairs may run on the pool. */
    void add(int index, btCollisionObject o, btCollisionShape shape, float boundingRadius, boolean isStatic) {
        if (index != count) throw new IllegalStateException("objects must be added densely: " + index + " != " + count);
        if (index == wrapper.length) ensureCapacity(2 * wrapper.length);
        long h = CollisionJNI.new_CollisionObjectWrapper__SWIG_11(btCollisionObject.getCPtr(o), o);
        holder[index] = h;
        wrapper[index] = CollisionJNI.CollisionObjectWrapper_getWrapper(h, null);
        convex[index] = poolShape(shape.getShapeType());
        inactive[index] = isStatic;
        ignores[index] = false;
        reuse.setObject(index, boundingRadius, shape.getShapeType());
        count++;
    }

    /** Makes room for {@code n} objects (the world's capacity hint: no growth while bodies are added). */
    void ensureCapacity(int n) {
        if (n <= wrapper.length) return;
        int c = Math.max(n, 2 * wrapper.length);
        holder = Arrays.copyOf(holder, c);
        wrapper = Arrays.copyOf(wrapper, c);
        convex = Arrays.copyOf(convex, c);
        inactive = Arrays.copyOf(inactive, c);
        ignores = Arrays.copyOf(ignores, c);
    }

    /** Object {@code index} is gone; the last one takes its slot (the world's swap-remove). */
    void remove(int index) {
        CollisionJNI.delete_CollisionObjectWrapper(holder[index]);
        int last = count - 1;
        if (index != last) {
            holder[index] = holder[last];
            wrapper[index] = wrapper[last];
            convex[index] = convex[last];
            inactive[index] = inactive[last];
            ignores[index] = ignores[last];
            reuse.moveObject(last, index);
        }
        holder[last] = 0;
        wrapper[last] = 0;
        count--;
    }

    /** Object {@code index} asleep (inactive) or awake, as Bullet's activation state says. */
    void setInactive(int index, boolean asleep) {
        inactive[index] = asleep;
    }

    /**
     * Object {@code index} was told to ignore or no longer ignore another: from now on its pairs
     * take Bullet's own test. Bullet's list is not readable, and a stop for a pair never ignored
     * leaves it as it was, so no count here could mirror it.
     */
    void ignores(int index) {
        ignores[index] = true;
    }

    /**
     * Shapes whose pairs with each other run on the pool: Bullet's convex primitives and hulls, and
     * the static plane (its convex-plane detector is as self-contained). Compounds, meshes and
     * heightfields make child algorithms while they run.
     */
    private static boolean poolShape(int type) {
        switch (type) {
            case BroadphaseNativeTypes.BOX_SHAPE_PROXYTYPE:
            case BroadphaseNativeTypes.CONVEX_HULL_SHAPE_PROXYTYPE:
            case BroadphaseNativeTypes.SPHERE_SHAPE_PROXYTYPE:
            case BroadphaseNativeTypes.MULTI_SPHERE_SHAPE_PROXYTYPE:
            case BroadphaseNativeTypes.CAPSULE_SHAPE_PROXYTYPE:
            case BroadphaseNativeTypes.CONE_SHAPE_PROXYTYPE:
            case BroadphaseNativeTypes.CYLINDER_SHAPE_PROXYTYPE:
            case BroadphaseNativeTypes.STATIC_PLANE_PROXYTYPE:
                return true;
            default:
                return false;
        }
    }

    /**
     * The narrow phase over {@code pairCache}'s pairs (after the broadphase): one pass on
     * {@code pool} (null: on the calling thread alone) that sorts the pairs out and processes the convex ones at once, then the calling
     * thread's pairs in pair order. The two sets share nothing (a convex pair writes only its own
     * algorithm and manifold), so doing the convex ones first changes no bit, and only the calling
     * thread's pairs make manifolds, in Bullet's order. {@code objectAddress[i]}: the object added as
     * index i (the world's own array; a pair's objects are told by their user index and checked by it).
     */
    void dispatch(long pairCache, int n, long[] objectAddress, long dispatcher, long info, WorkerPool pool) {
        final long base = CollisionJNI.btOverlappingPairCache_getOverlappingPairArrayPtr(pairCache, null);
        if (onCaller.length < n) onCaller = new boolean[Math.max(n, onCaller.length + (onCaller.length >> 1))];
        int chunks = WorkerPool.chunkCount(n, PoolThresholds.NARROW_PHASE_PAIR_CHUNK);
        if (chunkResult.length < chunks) growResults(chunks);
        pairs = base;
        objectAt = objectAddress;
        dispatchInfo = info;
        if (reuse.on()) reuse.begin(n);
        if (pool != null) {
            pool.forEachChunk(n, PoolThresholds.NARROW_PHASE_PAIR_CHUNK, poolTask);
        } else {
            for (int c = 0; c < chunks; c++) {
                int start = c * PoolThresholds.NARROW_PHASE_PAIR_CHUNK;
                processChunk(c, start, Math.min(n, start + PoolThresholds.NARROW_PHASE_PAIR_CHUNK));
            }
        }
        kept = 0;
        for (int c = 0; c < chunks; c++) kept += chunkKept[c];
        for (int c = 0; c < chunks; c++) {
            if (!chunkHasCaller[c]) continue;
            for (int i = c * PoolThresholds.NARROW_PHASE_PAIR_CHUNK, e = Math.min(n, i + PoolThresholds.NARROW_PHASE_PAIR_CHUNK); i < e; i++)
                if (onCaller[i]) processOnCaller(base + (long) i * layout.pairSize, dispatcher, info);
        }
        if (reuse.on()) reuse.end(n);
        objectAt = null;
    }

    /**
     * Pairs [start, end) of chunk {@code chunk}: the convex pairs of two known objects with an
     * algorithm, processed into the chunk's own manifold result; pairs of two inactive objects
     * skipped (Bullet's collision test); every other pair marked for the calling thread.
     */
    private void processChunk(int chunk, int start, int end) {
        final NativeLayout l = layout;
        final long r = chunkResult[chunk], info = dispatchInfo, at0 = r + l.resultWrap0, at1 = r + l.resultWrap1, atManifold = r + l.resultManifold;
        final ManifoldReuse reuse = this.reuse.on() ? this.reuse : null;
        boolean caller = false;
        int keptHere = 0;
        for (int i = start; i < end; i++) {
            long pair = pairs + (long) i * l.pairSize;
            long o0 = NativeMemory.getLong(NativeMemory.getLong(pair + l.pairProxy0) + l.proxyClient);
            long o1 = NativeMemory.getLong(NativeMemory.getLong(pair + l.pairProxy1) + l.proxyClient);
            int a = NativeMemory.getInt(o0 + l.coUserIndex), b = NativeMemory.getInt(o1 + l.coUserIndex);
            long algorithm = NativeMemory.getLong(pair + l.pairAlgorithm);
            onCaller[i] = false;
            if (known(a, o0) && known(b, o1) && !ignores[a] && !ignores[b]) {
                if (inactive[a] && inactive[b]) { // Bullet's collision test: both inactive
                    if (reuse != null) reuse.forget(i, pair);
                    continue;
                }
                if (algorithm != 0 && convex[a] && convex[b]) {
                    long w0 = wrapper[a], w1 = wrapper[b];
                    NativeMemory.putLong(at0, w0);
                    NativeMemory.putLong(at1, w1);
                    if (reuse != null && reuse.keep(i, pair, algorithm, a, b, o0, o1)) {
                        if (reuse.points(i) > 0) {
                            long m = reuse.manifold(i);
                            NativeMemory.putLong(atManifold, m);
                            CollisionJNI.btManifoldResult_refreshContactPoints(r, null);
                            int points = NativeMemory.getInt(m + l.pmCount); // the refresh may have dropped some
                            if (reuse.isSphere(a)) reuse.underSphere(m, points, o0, a, o1, b);
                            else if (reuse.isSphere(b)) reuse.underSphere(m, points, o1, b, o0, a);
                            reuse.refreshed(i, points);
                        }
                        keptHere++;
                        continue;
                    }
                    // an algorithm that returns before naming its manifold must not leave the last pair's here
                    if (reuse != null) NativeMemory.putLong(atManifold, 0);
                    CollisionJNI.btCollisionAlgorithm_processCollision(algorithm, null, w0, null, w1, null, info, null, r, null);
                    if (reuse != null) reuse.record(i, pair, algorithm, a, b, NativeMemory.getLong(atManifold));
                    continue;
                }
            }
            if (reuse != null) reuse.forget(i, pair);
            onCaller[i] = true;
            caller = true;
        }
        chunkHasCaller[chunk] = caller;
        chunkKept[chunk] = keptHere;
    }

    /** Whether user index {@code index} names object {@code address} among those added here. */
    private boolean known(int index, long address) {
        return index >= 0 && index < count && objectAt[index] == address;
    }

    /**
     * Bullet's default near callback for one pair, on the calling thread. An object not added here
     * (none is, through this package) gets a wrapper for the call.
     */
    private void processOnCaller(long pair, long dispatcher, long info) {
        final NativeLayout l = layout;
        long o0 = NativeMemory.getLong(NativeMemory.getLong(pair + l.pairProxy0) + l.proxyClient);
        long o1 = NativeMemory.getLong(NativeMemory.getLong(pair + l.pairProxy1) + l.proxyClient);
        if (!CollisionJNI.btDispatcher_needsCollision(dispatcher, null, o0, null, o1, null)) return;
        int a = NativeMemory.getInt(o0 + l.coUserIndex), b = NativeMemory.getInt(o1 + l.coUserIndex);
        long h0 = known(a, o0) ? 0 : CollisionJNI.new_CollisionObjectWrapper__SWIG_11(o0, null);
        long h1 = known(b, o1) ? 0 : CollisionJNI.new_CollisionObjectWrapper__SWIG_11(o1, null);
        try {
            long w0 = h0 == 0 ? wrapper[a] : CollisionJNI.CollisionObjectWrapper_getWrapper(h0, null);
            long w1 = h1 == 0 ? wrapper[b] : CollisionJNI.CollisionObjectWrapper_getWrapper(h1, null);
            long algorithm = NativeMemory.getLong(pair + l.pairAlgorithm);
            if (algorithm == 0) {
                algorithm = CollisionJNI.btDispatcher_findAlgorithm(dispatcher, null, w0, null, w1, null, 0, null, CONTACT_POINT_ALGORITHMS);
                if (algorithm == 0) return;
                CollisionJNI.btBroadphasePair_algorithm_set(pair, null, algorithm, null);
            }
            long r = serialResultAddress;
            NativeMemory.putLong(r + l.resultWrap0, w0);
            NativeMemory.putLong(r + l.resultWrap1, w1);
            CollisionJNI.btCollisionAlgorithm_processCollision(algorithm, null, w0, null, w1, null, info, null, r, null);
        } finally {
            if (h0 != 0) CollisionJNI.delete_CollisionObjectWrapper(h0);
            if (h1 != 0) CollisionJNI.delete_CollisionObjectWrapper(h1);
        }
    }

    private void growResults(int chunks) {
        int old = chunkResult.length;
        chunkResults = Arrays.copyOf(chunkResults, chunks);
        chunkResult = Arrays.copyOf(chunkResult, chunks);
        chunkHasCaller = Arrays.copyOf(chunkHasCaller, chunks);
        chunkKept = Arrays.copyOf(chunkKept, chunks);
        for (int c = old; c < chunks; c++) {
            chunkResults[c] = new btManifoldResult();
            chunkResult[c] = btManifoldResult.getCPtr(chunkResults[c]);
        }
    }

    @Override
    public void dispose() {
        for (int i = 0; i < count; i++) CollisionJNI.delete_CollisionObjectWrapper(holder[i]);
        count = 0;
        for (btManifoldResult r : chunkResults) r.dispose();
        chunkResults = new btManifoldResult[0];
        chunkResult = new long[0];
        serialResult.dispose();
    }
}
