package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btBroadphaseProxy;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionWorld;
import com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase;
import com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration;
import com.badlogic.gdx.physics.bullet.collision.btManifoldResult;

import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * Byte offsets of the Bullet struct fields the direct reader needs, found at run time and never
 * hard-coded: compiler, Bullet build and gdx-bullet version may change the layout; this finds it or
 * reports why not ({@link #failure()}), and the world then uses the JNI reader.
 *
 * <p>The probe runs once per process ({@link #shared()}) on a private scratch collision world: two
 * boxes in contact (one manifold) and a spare object. Each field is proven in three moves, so that
 * nothing else in the process (other worlds' objects, freed memory holding old sentinels, another
 * thread stepping its world) can be mistaken for it:
 * <ol>
 * <li>a distinctive value is written through the field's official setter, and the probe's own
 *     struct is scanned upward from its start for it;</li>
 * <li>a candidate counts only if it follows a second value written through the setter: memory the
 *     setter does not write does not change in lockstep with it;</li>
 * <li>a third value written at the candidate must come back through the official getter.</li>
 * </ol>
 * The scan stops at the first proven field, so it reads only bytes between the start of a struct
 * the probe made and a field of that struct, writes only where the setter was seen to write, and
 * every field gets its value back. (An earlier probe scanned a fixed 448-byte window for a value
 * that had to appear once: the window ran past the end of the collision object into neighbouring
 * heap memory, and with other worlds alive a stale copy there failed the probe.)
 */
public final class NativeLayout {

    /** The probe reads at most this far into a collision object when a field is missing (it stops at the field otherwise). */
    private static final long OBJECT_SCAN = 448;
    /** Likewise past a manifold's point cache. */
    private static final long MANIFOLD_TAIL_SCAN = 96;

    // btManifoldPoint
    long mpSize, mpPosA, mpPosB, mpNormal, mpDistance, mpFriction, mpRestitution, mpImpulse, mpLateral1, mpLateral2;
    // btManifoldPoint: the shape ids of each side (a mesh's part and triangle)
    long mpPartId0, mpPartId1, mpIndex0, mpIndex1;
    // btManifoldPoint: the steps it has lived (new points are told from kept ones by it)
    long mpLifeTime;
    // btPersistentManifold
    long pmPoints, pmBody0, pmBody1, pmCount;
    // btCollisionObject: user index, and the 12 floats of m_worldTransform (basis row-major, origin)
    long coUserIndex;
    final long[] coTransform = new long[12];
    // btBroadphasePair: its size, its two proxies, its algorithm and the word Bullet leaves to its
    // user (m_internalInfo1, zero in a new pair); btBroadphaseProxy: its object; btManifoldResult:
    // the two objects' wrappers and the manifold (the narrow phase on the pool, the manifolds kept)
    long pairSize, pairProxy0, pairProxy1, pairAlgorithm, pairInfo, proxyClient, resultWrap0, resultWrap1, resultManifold;

    private String failure;
    /** Why the pair layout was not found (the narrow phase then stays Bullet's own pass), or null. */
    private String pairFailure = "not probed";

    private NativeLayout() {
    }

    /** Holder: the JVM runs the probe once, on first use, and every thread sees its result. */
    private static final class Shared {
        static final NativeLayout LAYOUT = probe();
    }

    /**
     * The process's layout, probed on first call (gdx-bullet's natives must be loaded by then).
     * Thread-safe; never throws.
     */
    public static NativeLayout shared() {
        return Shared.LAYOUT;
    }

    /** Why probing failed, or null when the layout is usable. */
    public String failure() {
        return failure;
    }

    /** Whether every offset was found and verified: the direct reader may use this layout. */
    public boolean ok() {
        return failure == null;
    }

    /** Whether the broadphase pair, proxy and manifold result offsets were found too: the narrow phase may run on the pool. */
    public boolean pairsOk() {
        return failure == null && pairFailure == null;
    }

    /** Why the pair layout is not usable, or null when it is. */
    public String pairFailure() {
        return failure != null ? failure : pairFailure;
    }

    /** Probes the layout on a fresh scratch collision world (made and disposed here). Never throws. */
    static NativeLayout probe() {
        NativeLayout l = new NativeLayout();
        if (NativeMemory.failure() != null) {
            l.failure = NativeMemory.failure();
            return l;
        }
        btDefaultCollisionConfiguration cfg = null;
        btCollisionDispatcher disp = null;
        btDbvtBroadphase bp = null;
        btCollisionWorld world = null;
        btBoxShape shape = null;
        btCollisionObject o0 = null, o1 = null, spare = null;
        try {
            cfg = new btDefaultCollisionConfiguration();
            disp = new btCollisionDispatcher(cfg);
            bp = new btDbvtBroadphase();
            world = new btCollisionWorld(disp, bp, cfg);
            shape = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
            Matrix4 m4 = new Matrix4();
            o0 = new btCollisionObject();
            o0.setCollisionShape(shape);
            o0.setWorldTransform(m4.setToTranslation(0, 0, 0));
            o1 = new btCollisionObject();
            o1.setCollisionShape(shape);
            o1.setWorldTransform(m4.setToTranslation(0.1f, 0.9f, 0.05f));
            spare = new btCollisionObject();
            world.addCollisionObject(o0);
            world.addCollisionObject(o1);
            world.performDiscreteCollisionDetection();
            long d = btCollisionDispatcher.getCPtr(disp);
            if (CollisionJNI.btDispatcher_getNumManifolds(d, null) < 1) throw new IllegalStateException("scratch world made no manifold");
            long m = CollisionJNI.btDispatcher_getManifoldByIndexInternal(d, null, 0);
            if (CollisionJNI.btPersistentManifold_getNumContacts(m, null) < 1) throw new IllegalStateException("scratch manifold has no point");
            l.probeManifold(m, btCollisionObject.getCPtr(spare));
            l.probeObject(o0);
            l.failure = null;
            try {
                l.probePairs(world, o0, o1, spare);
                l.pairFailure = null;
            } catch (Throwable e) {
                l.pairFailure = "pair layout probe failed: " + e;
            }
        } catch (Throwable e) {
            l.failure = "layout probe failed: " + e;
        } finally {
            if (world != null) {
                if (o0 != null) world.removeCollisionObject(o0);
                if (o1 != null) world.removeCollisionObject(o1);
                world.dispose();
            }
            if (o0 != null) o0.dispose();
            if (o1 != null) o1.dispose();
            if (spare != null) spare.dispose();
            if (shape != null) shape.dispose();
            if (bp != null) bp.dispose();
            if (disp != null) disp.dispose();
            if (cfg != null) cfg.dispose();
        }
        return l;
    }

    private void probeManifold(long m, long spare) {
        long c0 = CollisionJNI.btPersistentManifold_getContactPoint(m, null, 0);
        long c1 = CollisionJNI.btPersistentManifold_getContactPoint(m, null, 1);
        pmPoints = c0 - m;
        mpSize = c1 - c0;
        if (pmPoints < 0 || pmPoints > 256 || mpSize < 64 || mpSize > 1024)
            throw new IllegalStateException("implausible manifold layout: points@" + pmPoints + " size " + mpSize);
        byte[] save = new byte[(int) mpSize];
        for (int i = 0; i < save.length; i++) save[i] = NativeMemory.getByte(c0 + i);
        try {
            probePoint(c0);
        } finally {
            for (int i = 0; i < save.length; i++) NativeMemory.putByte(c0 + i, save[i]);
        }
        // the point cache holds only points: skip it
        long skipFrom = pmPoints, skipTo = pmPoints + 4 * mpSize, end = skipTo + MANIFOLD_TAIL_SCAN;
        final long b0 = CollisionJNI.btPersistentManifold_getBody0(m, null);
        final long b1 = CollisionJNI.btPersistentManifold_getBody1(m, null);
        // body pointers are set to other real objects (never to made-up addresses) and put back
        pmBody0 = find(m, 8, skipFrom, skipTo, end, new Field() {
            @Override
            public void set(long v) {
                CollisionJNI.btPersistentManifold_setBodies(m, null, v, null, b1, null);
            }

            @Override
            public long get() {
                return CollisionJNI.btPersistentManifold_getBody0(m, null);
            }
        }, spare, b1, spare, "manifold body0");
        pmBody1 = find(m, 8, skipFrom, skipTo, end, new Field() {
            @Override
            public void set(long v) {
                CollisionJNI.btPersistentManifold_setBodies(m, null, b0, null, v, null);
            }

            @Override
            public long get() {
                return CollisionJNI.btPersistentManifold_getBody1(m, null);
            }
        }, spare, b0, spare, "manifold body1");
        pmCount = find(m, 4, skipFrom, skipTo, end, new Field() {
            @Override
            public void set(long v) {
                CollisionJNI.btPersistentManifold_setNumContacts(m, null, (int) v);
            }

            @Override
            public long get() {
                return CollisionJNI.btPersistentManifold_getNumContacts(m, null);
            }
        }, 0x3C5A5A3C, 0x2B4B4B2B, 0x1A3A3A1A, "manifold cachedPoints");
    }

    /** Finds the point fields inside point 0 of the scratch manifold (the caller restores its bytes). */
    private void probePoint(long p) {
        mpPosA = vector(p, 1000, "positionWorldOnA");
        mpPosB = vector(p, 2000, "positionWorldOnB");
        mpNormal = vector(p, 3000, "normalWorldOnB");
        mpDistance = scalar(p, 4000, "distance");
        mpFriction = scalar(p, 5000, "combinedFriction");
        mpRestitution = scalar(p, 6000, "combinedRestitution");
        mpImpulse = scalar(p, 7000, "appliedImpulse");
        mpLateral1 = scalar(p, 8000, "appliedImpulseLateral1");
        mpLateral2 = scalar(p, 9000, "appliedImpulseLateral2");
        mpPartId0 = integer(p, 0x51000000, "partId0");
        mpPartId1 = integer(p, 0x52000000, "partId1");
        mpIndex0 = integer(p, 0x53000000, "index0");
        mpIndex1 = integer(p, 0x54000000, "index1");
        mpLifeTime = integer(p, 0x55000000, "lifeTime");
    }

    /** An int field of the point at {@code p}, found with sentinels base + 0x1A5, + 0x2B6, + 0x3C7. */
    private long integer(long p, int base, String what) {
        return find(p, 4, 0, 0, mpSize, new Field() {
            @Override
            public void set(long v) {
                setInt(p, what, (int) v);
            }

            @Override
            public long get() {
                return getInt(p, what);
            }
        }, base + 0x1A5, base + 0x2B6, base + 0x3C7, what);
    }

    /** The JNI getter of the point's int field {@code what}. */
    private static int getInt(long p, String what) {
        switch (what) {
            case "partId0": return CollisionJNI.btManifoldPoint_partId0_get(p, null);
            case "partId1": return CollisionJNI.btManifoldPoint_partId1_get(p, null);
            case "index0": return CollisionJNI.btManifoldPoint_index0_get(p, null);
            case "index1": return CollisionJNI.btManifoldPoint_index1_get(p, null);
            case "lifeTime": return CollisionJNI.btManifoldPoint_lifeTime_get(p, null);
            default: throw new IllegalArgumentException(what);
        }
    }

    /** The JNI setter of the point's int field {@code what}. */
    private static void setInt(long p, String what, int v) {
        switch (what) {
            case "partId0": CollisionJNI.btManifoldPoint_partId0_set(p, null, v); break;
            case "partId1": CollisionJNI.btManifoldPoint_partId1_set(p, null, v); break;
            case "index0": CollisionJNI.btManifoldPoint_index0_set(p, null, v); break;
            case "index1": CollisionJNI.btManifoldPoint_index1_set(p, null, v); break;
            case "lifeTime": CollisionJNI.btManifoldPoint_lifeTime_set(p, null, v); break;
            default: throw new IllegalArgumentException(what);
        }
    }

    /**
     * The JNI getter of the point's float field {@code what}. A switch on the name, not a method
     * reference per field: each of those is a class the JVM spins when the first world is made.
     */
    private static float getScalar(long p, String what) {
        switch (what) {
            case "distance": return CollisionJNI.btManifoldPoint_getDistance(p, null);
            case "combinedFriction": return CollisionJNI.btManifoldPoint_combinedFriction_get(p, null);
            case "combinedRestitution": return CollisionJNI.btManifoldPoint_combinedRestitution_get(p, null);
            case "appliedImpulse": return CollisionJNI.btManifoldPoint_appliedImpulse_get(p, null);
            case "appliedImpulseLateral1": return CollisionJNI.btManifoldPoint_appliedImpulseLateral1_get(p, null);
            case "appliedImpulseLateral2": return CollisionJNI.btManifoldPoint_appliedImpulseLateral2_get(p, null);
            default: throw new IllegalArgumentException(what);
        }
    }

    /** The JNI setter of the point's float field {@code what}. */
    private static void setScalar(long p, String what, float v) {
        switch (what) {
            case "distance": CollisionJNI.btManifoldPoint_setDistance(p, null, v); break;
            case "combinedFriction": CollisionJNI.btManifoldPoint_combinedFriction_set(p, null, v); break;
            case "combinedRestitution": CollisionJNI.btManifoldPoint_combinedRestitution_set(p, null, v); break;
            case "appliedImpulse": CollisionJNI.btManifoldPoint_appliedImpulse_set(p, null, v); break;
            case "appliedImpulseLateral1": CollisionJNI.btManifoldPoint_appliedImpulseLateral1_set(p, null, v); break;
            case "appliedImpulseLateral2": CollisionJNI.btManifoldPoint_appliedImpulseLateral2_set(p, null, v); break;
            default: throw new IllegalArgumentException(what);
        }
    }

    /** The JNI getter of the point's vector field {@code what}, into {@code v}. */
    private static void getVector(long p, String what, Vector3 v) {
        switch (what) {
            case "positionWorldOnA": CollisionJNI.btManifoldPoint_getPositionWorldOnA(p, null, v); break;
            case "positionWorldOnB": CollisionJNI.btManifoldPoint_getPositionWorldOnB(p, null, v); break;
            case "normalWorldOnB": CollisionJNI.btManifoldPoint_getNormalWorldOnB(p, null, v); break;
            default: throw new IllegalArgumentException(what);
        }
    }

    /** The JNI setter of the point's vector field {@code what}. */
    private static void setVector(long p, String what, Vector3 v) {
        switch (what) {
            case "positionWorldOnA": CollisionJNI.btManifoldPoint_setPositionWorldOnA(p, null, v); break;
            case "positionWorldOnB": CollisionJNI.btManifoldPoint_setPositionWorldOnB(p, null, v); break;
            case "normalWorldOnB": CollisionJNI.btManifoldPoint_setNormalWorldOnB(p, null, v); break;
            default: throw new IllegalArgumentException(what);
        }
    }

    /** A float field of the point at {@code p}, found with sentinels base + 1.5, + 101.5, + 201.5. */
    private long scalar(long p, int base, String what) {
        return find(p, 4, 0, 0, mpSize, new Field() {
            @Override
            public void set(long bits) {
                setScalar(p, what, Float.intBitsToFloat((int) bits));
            }

            @Override
            public long get() {
                return Float.floatToRawIntBits(getScalar(p, what));
            }
        }, bits(base + 1.5f), bits(base + 101.5f), bits(base + 201.5f), what);
    }

    /**
     * A 3-float vector of the point at {@code p}: its x is found like any field (y and z set beside
     * it), then three values written at x, x + 4 and x + 8 must come back through the getter.
     */
    private long vector(long p, int base, String what) {
        Vector3 v = new Vector3(), original = new Vector3();
        getVector(p, what, original);
        try {
            long o = find(p, 4, 0, 0, mpSize, new Field() {
                @Override
                public void set(long bits) {
                    setVector(p, what, v.set(Float.intBitsToFloat((int) bits), base + 0.25f, base + 0.75f));
                }

                @Override
                public long get() {
                    getVector(p, what, v);
                    return Float.floatToRawIntBits(v.x);
                }
            }, bits(base + 1.5f), bits(base + 101.5f), bits(base + 201.5f), what);
            check(o + 12 <= mpSize, what + " runs past the point");
            NativeMemory.putFloat(p + o, base + 301.25f);
            NativeMemory.putFloat(p + o + 4, base + 302.25f);
            NativeMemory.putFloat(p + o + 8, base + 303.25f);
            getVector(p, what, v);
            check(v.x == base + 301.25f && v.y == base + 302.25f && v.z == base + 303.25f, what + " is not 3 contiguous floats");
            return o;
        } finally {
            setVector(p, what, original);
        }
    }

    private void probeObject(btCollisionObject o) {
        long p = btCollisionObject.getCPtr(o);
        coUserIndex = find(p, 4, 0, 0, OBJECT_SCAN, new Field() {
            @Override
            public void set(long v) {
                o.setUserIndex((int) v);
            }

            @Override
            public long get() {
                return o.getUserIndex();
            }
        }, 0x7A5A1234, 0x1234ABCD, 0x5A5A7A12, "object userIndex");
        Matrix4 original = new Matrix4(), m = new Matrix4();
        o.getWorldTransform(original);
        try {
            // basis element (r, c) is Matrix4 value M_rc, at val[c * 4 + r]; the origin at val[12..14]
            for (int e = 0; e < 12; e++) {
                final int index = e < 9 ? (e % 3) * 4 + e / 3 : 12 + (e - 9);
                coTransform[e] = find(p, 4, 0, 0, OBJECT_SCAN, new Field() {
                    @Override
                    public void set(long bits) {
                        m.set(original).val[index] = Float.intBitsToFloat((int) bits);
                        o.setWorldTransform(m);
                    }

                    @Override
                    public long get() {
                        o.getWorldTransform(m);
                        return Float.floatToRawIntBits(m.val[index]);
                    }
                }, bits(3000.5f + 10 * e), bits(5000.25f + 10 * e), bits(7000.75f + 10 * e), "transform element " + e);
            }
            // the whole transform written through the offsets, read back through the official getter
            Matrix4 t = new Matrix4().setToRotation(0.36f, 0.48f, 0.8f, 37f).trn(4.5f, -2.25f, 1.125f);
            putTransform(p, t.val);
            o.getWorldTransform(m);
            for (int i = 0; i < 16; i++) check(m.val[i] == t.val[i], "transform write/read-back at " + i);
        } finally {
            o.setWorldTransform(original);
        }
    }

    /**
     * The pair cache's layout, on the scratch world with a third object (spare) overlapping both
     * boxes: three broadphase pairs. The pair's size is the distance between two elements of the
     * pair array; its fields are found in a scratch pair of Bullet's making, its proxies' object in
     * o0's proxy, the manifold result's wrappers in a scratch result, each as every field above
     * (the official setter and getter). Then every pair read through the offsets must name two of
     * the three objects, and the three pairs all differ.
     */
    private void probePairs(btCollisionWorld world, btCollisionObject o0, btCollisionObject o1, btCollisionObject spare) {
        long scratchPair = CollisionJNI.new_btBroadphasePair__SWIG_0();
        btManifoldResult result = new btManifoldResult();
        try {
            final long sp = scratchPair, r = btManifoldResult.getCPtr(result);
            pairProxy0 = pointer(sp, v -> CollisionJNI.btBroadphasePair_pProxy0_set(sp, null, v, null),
                    () -> CollisionJNI.btBroadphasePair_pProxy0_get(sp, null), 0x5A00A5A0L, "pair proxy0");
            pairProxy1 = pointer(sp, v -> CollisionJNI.btBroadphasePair_pProxy1_set(sp, null, v, null),
                    () -> CollisionJNI.btBroadphasePair_pProxy1_get(sp, null), 0x5A01A5A0L, "pair proxy1");
            pairAlgorithm = pointer(sp, v -> CollisionJNI.btBroadphasePair_algorithm_set(sp, null, v, null),
                    () -> CollisionJNI.btBroadphasePair_algorithm_get(sp, null), 0x5A02A5A0L, "pair algorithm");
            pairInfo = pointer(sp, v -> CollisionJNI.btBroadphasePair_internalInfo1_set(sp, null, v),
                    () -> CollisionJNI.btBroadphasePair_internalInfo1_get(sp, null), 0x5A05A5A0L, "pair internalInfo1");
            resultWrap0 = pointer(r, v -> CollisionJNI.btManifoldResult_setBody0Wrap(r, null, v, null),
                    () -> CollisionJNI.btManifoldResult_getBody0Wrap(r, null), 0x5A03A5A0L, "manifold result body0Wrap");
            resultWrap1 = pointer(r, v -> CollisionJNI.btManifoldResult_setBody1Wrap(r, null, v, null),
                    () -> CollisionJNI.btManifoldResult_getBody1Wrap(r, null), 0x5A04A5A0L, "manifold result body1Wrap");
            resultManifold = pointer(r, v -> CollisionJNI.btManifoldResult_setPersistentManifold(r, null, v, null),
                    () -> CollisionJNI.btManifoldResult_getPersistentManifold(r, null), 0x5A06A5A0L, "manifold result manifold");
        } finally {
            CollisionJNI.delete_btBroadphasePair(scratchPair);
            result.dispose();
        }
        // the proxy's object: o0's proxy in the scratch world, set to real objects and put back
        final long proxy = btBroadphaseProxy.getCPtr(o0.getBroadphaseHandle());
        final long a = btCollisionObject.getCPtr(o1), b = btCollisionObject.getCPtr(spare), c = btCollisionObject.getCPtr(o0);
        proxyClient = find(proxy, 8, 0, 0, 64, field(v -> CollisionJNI.btBroadphaseProxy_clientObject_set(proxy, null, v),
                () -> CollisionJNI.btBroadphaseProxy_clientObject_get(proxy, null)), a, b, c, "proxy clientObject");
        // three objects, three pairs: the size, and every pair read through the offsets
        Matrix4 m4 = new Matrix4().setToTranslation(0f, 0.5f, 0.6f);
        spare.setCollisionShape(o0.getCollisionShape());
        spare.setWorldTransform(m4);
        world.addCollisionObject(spare);
        try {
            world.updateAabbs();
            world.computeOverlappingPairs();
            long cache = CollisionJNI.btBroadphaseInterface_getOverlappingPairCache(
                    CollisionJNI.btCollisionWorld_getBroadphase(btCollisionWorld.getCPtr(world), null), null);
            check(CollisionJNI.btOverlappingPairCache_getNumOverlappingPairs(cache, null) == 3, "scratch world has no three pairs");
            long array = CollisionJNI.btOverlappingPairCache_getOverlappingPairArray(cache, null);
            long first = CollisionJNI.btBroadphasePairArray_at(array, null, 0);
            pairSize = CollisionJNI.btBroadphasePairArray_at(array, null, 1) - first;
            check(first == CollisionJNI.btOverlappingPairCache_getOverlappingPairArrayPtr(cache, null), "pair array start");
            check(pairSize >= 3 * 8 && pairSize <= 128 && pairSize >= Math.max(Math.max(pairProxy0, pairInfo), Math.max(pairProxy1, pairAlgorithm)) + 8,
                    "implausible pair size " + pairSize);
            long o0p = btCollisionObject.getCPtr(o0), o1p = btCollisionObject.getCPtr(o1), sparep = btCollisionObject.getCPtr(spare);
            int seen = 0;
            for (int k = 0; k < 3; k++) {
                long pair = first + k * pairSize;
                long x = NativeMemory.getLong(NativeMemory.getLong(pair + pairProxy0) + proxyClient);
                long y = NativeMemory.getLong(NativeMemory.getLong(pair + pairProxy1) + proxyClient);
                int bits = (x == o0p ? 1 : x == o1p ? 2 : x == sparep ? 4 : 8) | (y == o0p ? 1 : y == o1p ? 2 : y == sparep ? 4 : 8);
                check(bits == 3 || bits == 5 || bits == 6, "pair " + k + " does not name two scratch objects");
                check((seen & (1 << bits)) == 0, "pair " + k + " repeats another");
                check(NativeMemory.getLong(pair + pairInfo) == 0, "pair " + k + " starts with a user word that is not zero");
                seen |= 1 << bits;
            }
        } finally {
            world.removeCollisionObject(spare);
        }
    }

    /**
     * A pointer field of a scratch struct (never dereferenced while probed) in its first 64 bytes,
     * found with the made-up addresses seed, seed + 0x1110_1110, seed + 0x2220_2220.
     */
    private static long pointer(long base, LongConsumer set, LongSupplier get, long seed, String what) {
        return find(base, 8, 0, 0, 64, field(set, get), seed, seed + 0x11101110L, seed + 0x22202220L, what);
    }

    private static Field field(LongConsumer set, LongSupplier get) {
        return new Field() {
            @Override
            public void set(long v) {
                set.accept(v);
            }

            @Override
            public long get() {
                return get.getAsLong();
            }
        };
    }

    /** Writes a libGDX (column-major) matrix's rotation and translation into m_worldTransform. */
    void putTransform(long co, float[] m) {
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) NativeMemory.putFloat(co + coTransform[3 * r + c], m[c * 4 + r]);
        NativeMemory.putFloat(co + coTransform[9], m[12]);
        NativeMemory.putFloat(co + coTransform[10], m[13]);
        NativeMemory.putFloat(co + coTransform[11], m[14]);
    }

    /** A field as its official setter and getter see it: an int, a float's bits, or a pointer. */
    private interface Field {
        void set(long v);

        long get();
    }

    /**
     * Offset of the {@code width}-byte field {@code f} (4: int or float bits, 8: pointer) in the
     * struct at {@code base}: scans [0, end) upward in steps of {@code width}, skipping
     * [skipFrom, skipTo), for the slot that holds {@code a} after the setter wrote a, holds
     * {@code b} after it wrote b, and whose value {@code c} written here the getter returns. Stops
     * at the first such slot; the field gets its value back.
     */
    private static long find(long base, int width, long skipFrom, long skipTo, long end, Field f, long a, long b, long c, String what) {
        long original = f.get();
        try {
            f.set(a);
            for (long o = 0; o + width <= end; o += width) {
                if (o >= skipFrom && o < skipTo) continue;
                if (load(base + o, width) != a) continue;
                f.set(b);
                if (load(base + o, width) == b) {
                    if (width == 4) NativeMemory.putInt(base + o, (int) c);
                    else NativeMemory.putLong(base + o, c);
                    if (f.get() == c) return o;
                }
                f.set(a);
            }
            throw new IllegalStateException(what + " not found");
        } finally {
            f.set(original);
        }
    }

    private static long load(long address, int width) {
        return width == 4 ? NativeMemory.getInt(address) : NativeMemory.getLong(address);
    }

    private static int bits(float v) {
        return Float.floatToRawIntBits(v);
    }

    private static void check(boolean ok, String what) {
        if (!ok) throw new IllegalStateException(what);
    }

    @Override
    public String toString() {
        if (failure != null) return "NativeLayout[" + failure + "]";
        return "NativeLayout[btManifoldPoint size " + mpSize + ": posA@" + mpPosA + " posB@" + mpPosB + " normal@" + mpNormal
                + " distance@" + mpDistance + " friction@" + mpFriction + " restitution@" + mpRestitution
                + " impulse@" + mpImpulse + " lat1@" + mpLateral1 + " lat2@" + mpLateral2
                + " partId0@" + mpPartId0 + " partId1@" + mpPartId1 + " index0@" + mpIndex0 + " index1@" + mpIndex1 + " lifeTime@" + mpLifeTime
                + "; btPersistentManifold points@" + pmPoints + " body0@" + pmBody0 + " body1@" + pmBody1 + " count@" + pmCount
                + "; btCollisionObject userIndex@" + coUserIndex + " basis@" + coTransform[0] + " origin@" + coTransform[9]
                + (pairFailure != null ? "; " + pairFailure : "; btBroadphasePair size " + pairSize + " proxy0@" + pairProxy0 + " proxy1@"
                        + pairProxy1 + " algorithm@" + pairAlgorithm + " internalInfo1@" + pairInfo + "; btBroadphaseProxy clientObject@" + proxyClient
                        + "; btManifoldResult body0Wrap@" + resultWrap0 + " body1Wrap@" + resultWrap1 + " manifold@" + resultManifold) + "]";
    }
}
