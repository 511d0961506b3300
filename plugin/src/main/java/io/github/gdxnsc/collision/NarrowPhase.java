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
 * path are statistics counters. Those pairs run on the pool, one manifold result per chunk.
 * Everything that allocates from the dispatcher's pools runs first, on the calling thread, in
 * pair order: a new pair's algorithm (and its manifold), compounds' and meshes' child algorithms,
 * objects with ignore lists (their test is Bullet's own). So the manifolds are made in the order
 * Bullet's own pass makes them, each pair's points are the same bits, and the contacts read after
 * are the same whatever the thread count.
 */
final class NarrowPhase implements Disposable {
    /** {@code ebtDispatcherQueryType::BT_CONTACT_POINT_ALGORITHMS}. */
    private static final int CONTACT_POINT_ALGORITHMS = 1;

    private final NativeLayout layout;

    // per object (body index)
    /** gdx-bullet's wrapper holder (made and freed through JNI, no Java object), and the btCollisionObjectWrapper in it. */
    private long[] holder = new long[16], wrapper = new long[16];
    /** The object's address: a pair's objects are told by their user index and checked by it. */
    private long[] object = new long[16];
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

    // the step's pool pairs: their algorithm and the two objects' wrappers
    private long[] poolAlgorithm = new long[0], poolWrapper0 = new long[0], poolWrapper1 = new long[0];
    // the step's pairs for the calling thread, in pair order: the pair and its two objects
    private long[] callerPair = new long[0];
    private int[] callerA = new int[0], callerB = new int[0];
    private long dispatchInfo;
    private final WorkerPool.RangeTask poolTask = this::processChunk;

    NarrowPhase(NativeLayout layout) {
        this.layout = layout;
    }

    /** Object {@code index} (added densely): its wrapper, and whether its pairs may run on the pool. */
    void add(int index, btCollisionObject o, btCollisionShape shape, boolean isStatic) {
        if (index != count) throw new IllegalStateException("objects must be added densely: " + index + " != " + count);
        if (index == wrapper.length) ensureCapacity(2 * wrapper.length);
        long h = CollisionJNI.new_CollisionObjectWrapper__SWIG_11(btCollisionObject.getCPtr(o), o);
        holder[index] = h;
        wrapper[index] = CollisionJNI.CollisionObjectWrapper_getWrapper(h, null);
        object[index] = btCollisionObject.getCPtr(o);
        convex[index] = poolShape(shape.getShapeType());
        inactive[index] = isStatic;
        ignores[index] = false;
        count++;
    }

    /** Makes room for {@code n} objects (the world's capacity hint: no growth while bodies are added). */
    void ensureCapacity(int n) {
        if (n <= wrapper.length) return;
        int c = Math.max(n, 2 * wrapper.length);
        holder = Arrays.copyOf(holder, c);
        wrapper = Arrays.copyOf(wrapper, c);
        object = Arrays.copyOf(object, c);
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
            object[index] = object[last];
            convex[index] = convex[last];
            inactive[index] = inactive[last];
            ignores[index] = ignores[last];
        }
        holder[last] = 0;
        wrapper[last] = 0;
        object[last] = 0;
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
     * The narrow phase over {@code pairCache}'s pairs (after the broadphase): the calling thread's
     * pairs first, in pair order, then the convex pairs on {@code pool}. Returns false, having
     * processed nothing, when a pair names an object this does not know (the caller then runs
     * Bullet's own pass).
     */
    boolean dispatch(long pairCache, long dispatcher, long info, WorkerPool pool) {
        final NativeLayout l = layout;
        final long base = CollisionJNI.btOverlappingPairCache_getOverlappingPairArrayPtr(pairCache, null);
        final int n = CollisionJNI.btOverlappingPairCache_getNumOverlappingPairs(pairCache, null);
        if (poolAlgorithm.length < n) {
            int c = Math.max(n, poolAlgorithm.length + (poolAlgorithm.length >> 1));
            poolAlgorithm = new long[c];
            poolWrapper0 = new long[c];
            poolWrapper1 = new long[c];
            callerPair = new long[c];
            callerA = new int[c];
            callerB = new int[c];
        }
        int m = 0, k = 0;
        for (int i = 0; i < n; i++) {
            long pair = base + (long) i * l.pairSize;
            long o0 = NativeMemory.getLong(NativeMemory.getLong(pair + l.pairProxy0) + l.proxyClient);
            long o1 = NativeMemory.getLong(NativeMemory.getLong(pair + l.pairProxy1) + l.proxyClient);
            int a = NativeMemory.getInt(o0 + l.coUserIndex), b = NativeMemory.getInt(o1 + l.coUserIndex);
            if (a < 0 || a >= count || b < 0 || b >= count || object[a] != o0 || object[b] != o1) return false;
            long algorithm = NativeMemory.getLong(pair + l.pairAlgorithm);
            if (!ignores[a] && !ignores[b]) {
                if (inactive[a] && inactive[b]) continue; // Bullet's needsCollision: both inactive
                if (algorithm != 0 && convex[a] && convex[b]) {
                    poolAlgorithm[m] = algorithm;
                    poolWrapper0[m] = wrapper[a];
                    poolWrapper1[m] = wrapper[b];
                    m++;
                    continue;
                }
            }
            callerPair[k] = pair;
            callerA[k] = a;
            callerB[k] = b;
            k++;
        }
        for (int c = 0; c < k; c++) processOnCaller(callerPair[c], callerA[c], callerB[c], dispatcher, info);
        dispatchInfo = info;
        int chunks = WorkerPool.chunkCount(m, PoolThresholds.NARROW_PHASE_PAIR_CHUNK);
        if (chunkResult.length < chunks) growResults(chunks);
        pool.forEachChunk(m, PoolThresholds.NARROW_PHASE_PAIR_CHUNK, poolTask);
        return true;
    }

    /** Bullet's default near callback for one pair, on the calling thread. */
    private void processOnCaller(long pair, int a, int b, long dispatcher, long info) {
        if (!CollisionJNI.btDispatcher_needsCollision(dispatcher, null, object[a], null, object[b], null)) return;
        long w0 = wrapper[a], w1 = wrapper[b];
        long algorithm = NativeMemory.getLong(pair + layout.pairAlgorithm);
        if (algorithm == 0) {
            algorithm = CollisionJNI.btDispatcher_findAlgorithm(dispatcher, null, w0, null, w1, null, 0, null, CONTACT_POINT_ALGORITHMS);
            if (algorithm == 0) return;
            CollisionJNI.btBroadphasePair_algorithm_set(pair, null, algorithm, null);
        }
        long r = serialResultAddress;
        NativeMemory.putLong(r + layout.resultWrap0, w0);
        NativeMemory.putLong(r + layout.resultWrap1, w1);
        CollisionJNI.btCollisionAlgorithm_processCollision(algorithm, null, w0, null, w1, null, info, null, r, null);
    }

    /** The pool's pairs [start, end) of chunk {@code chunk}, into the chunk's own manifold result. */
    private void processChunk(int chunk, int start, int end) {
        final long r = chunkResult[chunk], info = dispatchInfo, at0 = r + layout.resultWrap0, at1 = r + layout.resultWrap1;
        final long[] algorithm = poolAlgorithm, w0 = poolWrapper0, w1 = poolWrapper1;
        for (int k = start; k < end; k++) {
            NativeMemory.putLong(at0, w0[k]);
            NativeMemory.putLong(at1, w1[k]);
            CollisionJNI.btCollisionAlgorithm_processCollision(algorithm[k], null, w0[k], null, w1[k], null, info, null, r, null);
        }
    }

    private void growResults(int chunks) {
        int old = chunkResult.length;
        chunkResults = Arrays.copyOf(chunkResults, chunks);
        chunkResult = Arrays.copyOf(chunkResult, chunks);
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
