package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import com.badlogic.gdx.physics.bullet.collision.btBroadphaseProxy;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionWorld;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase;
import com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.math.Rotations;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;
import java.util.Arrays;

/**
 * The Bullet bridge: one btCollisionWorld (btDbvtBroadphase, btCollisionDispatcher,
 * btDefaultCollisionConfiguration) used for broad and narrow phase only. Each body owns one
 * btCollisionObject whose user index is the body's dense index in the world; the bridge keeps the
 * objects in the same dense order, so a swap-remove in the world is mirrored here.
 *
 * <p>Per step: {@link #setTransform} for each moving body, {@link #detect}, {@link #read} into a
 * {@link ContactBuffer}, and after the solve {@link #writeImpulses}. None of these allocate.
 *
 * <p>Reader choice: when allowed and the process's {@link NativeLayout} probe succeeded, the direct reader
 * is a candidate; on the first step with contacts both readers read the frame and must agree bit
 * for bit, else the bridge logs one line and stays on the JNI reader for good. Transforms are
 * written directly under the same rule.
 *
 * <p>Threading: every method here calls gdx-bullet, so the world's thread only, but for the ranges of
 * {@link #writeImpulses(ContactBuffer, int, int)} and the poses of
 * {@link #setTransform(int, double, double, double, double, double, double, double, double[], float[])}
 * where {@link #writesImpulsesOnAnyThread} and {@link #setsTransformsOnAnyThread} say so.
 */
public final class BulletCollision implements Disposable {

    private static final System.Logger LOG = System.getLogger("io.github.gdxnsc.collision");
    private static final int ISLAND_SLEEPING = 2, DISABLE_DEACTIVATION = 4;

    private final btDefaultCollisionConfiguration config;
    private btCollisionDispatcher dispatcher;
    private final HullPairDetection hullPairs = new HullPairDetection();
    private final SphereTriangleDetection sphereTriangles = new SphereTriangleDetection();
    private btDbvtBroadphase broadphase;
    private btCollisionWorld world;
    private long dispatcherAddress;

    private btCollisionObject[] objects = new btCollisionObject[16];
    private long[] objectAddress = new long[16];
    /** Each object's broadphase group and mask, to add it again after {@link #rebuild}. */
    private int[] groups = new int[16], masks = new int[16];
    private int count;

    private final JniContactReader jniReader = new JniContactReader();
    private final NativeLayout layout;
    private DirectContactReader directReader;
    /** The narrow phase on the pool; null without a usable layout (Bullet's own pass then). */
    private NarrowPhase narrowPhase;
    private boolean poolNarrowPhase = true, narrowPhaseOnPool;
    private int narrowPhaseSerialPairs = PoolThresholds.NARROW_PHASE_SERIAL_PAIRS;
    /** Reader in use. */
    private ContactReader reader;
    private boolean verified;
    /** Fault injection ({@link #failNextVerification}): the next live-frame verification sees a corrupted copy. */
    private boolean corruptNextVerification;
    /** Fault injection: the normal the next read gives its first contact (null: none). */
    private float[] injectedNormal;
    private String fallbackReason;
    private ContactBuffer verifyBuffer;

    private final Matrix4 m4 = new Matrix4();
    /** Swept queries (continuous collision, landing sweeps). */
    private final BodySweeps sweeps = new BodySweeps();
    private final double[] rotation = new double[9];
    /** Closest points of shapes apart (made on first use). */
    private ClosestPoints closest;
    private final Matrix4 poseA = new Matrix4(), poseB = new Matrix4();
    /** Per object: the radius of the sphere about its origin that holds its shape. */
    private float[] boundingRadius = new float[16];
    /** Per object whether its shape is a convex hull, and how many are. */
    private boolean[] hull = new boolean[16];
    private int hullCount;
    /** Inner-edge contacts on meshes and heightfields: their normals kept to the faces (on unless turned off). */
    private final InnerEdges innerEdges = new InnerEdges();
    private boolean innerEdgeNormals = true;
    private boolean disposed;

    /** @param allowDirect false forces the JNI reader (NscConfig.directContactReader) */
    public BulletCollision(boolean allowDirect) {
        config = new btDefaultCollisionConfiguration();
        dispatcher = new btCollisionDispatcher(config);
        hullPairs.register(dispatcher);
        sphereTriangles.register(dispatcher);
        broadphase = new btDbvtBroadphase();
        world = new btCollisionWorld(dispatcher, broadphase, config);
        dispatcherAddress = btCollisionDispatcher.getCPtr(dispatcher);
        layout = allowDirect ? NativeLayout.shared() : null;
        if (layout != null && layout.ok()) {
            directReader = new DirectContactReader(layout);
            reader = directReader;
            if (layout.pairsOk()) narrowPhase = new NarrowPhase(layout);
        } else {
            reader = jniReader;
            if (layout != null) fallBack(layout.failure());
        }
    }

    /** The layout probe's result, or null when the direct reader was not allowed. */
    public NativeLayout layout() {
        return layout;
    }

    /** Reader in use: direct until a verification fails or when not allowed. */
    public boolean isDirect() {
        return reader.isDirect();
    }

    /** Why the direct reader is not used (null while it is, or was never allowed). */
    public String fallbackReason() {
        return fallbackReason;
    }

    /** Forces the JNI reader from now on (the config switch turned off at run time). */
    public void forceJni() {
        if (reader != jniReader) {
            reader = jniReader;
            fallbackReason = "disabled by config";
        }
    }

    /**
     * Whether contacts on a mesh's or heightfield's inner edges get normals the edge allows
     * ({@link InnerEdges}); off, Bullet's normals are used as they come.
     */
    public void setInnerEdgeNormals(boolean on) {
        innerEdgeNormals = on;
    }

    /** Contacts whose normal the last read turned into their mesh edge's region. */
    public int innerEdgeCorrections() {
        return innerEdgeNormals ? innerEdges.corrected() : 0;
    }

    /** Fault injection (tests): the next live-frame verification compares against a corrupted copy and fails. */
    public void failNextVerification() {
        corruptNextVerification = true;
        verified = false;
    }

    /** Collision objects in the world: one per body. */
    public int objectCount() {
        return count;
    }

    /** Bullet's broadphase filter: whether body {@code index} and an object of this group and mask are tested. */
    public boolean accepts(int index, int group, int mask) {
        return (groups[index] & mask) != 0 && (masks[index] & group) != 0;
    }

    /** The collision object of body {@code index} (for tests and debug drawing). */
    public btCollisionObject object(int index) {
        return objects[index];
    }

    /**
     * Bullet's multipoint convex-convex contacts on or off: Bullet's default perturbation (3
     * iterations while a manifold has fewer than 3 points), or none, its configuration's default.
     * Bullet gives each pair its algorithm when the pair first overlaps, so this applies to pairs
     * that meet afterwards: the world sets it when it is made, before any body.
     */
    public void setMultipointContacts(boolean on) {
        config.setConvexConvexMultipointIterations(on ? 3 : 0, 3);
    }

    /** Bullet's default filter of a dynamic body: group DefaultFilter, mask AllFilter. */
    public static final int DYNAMIC_GROUP = btBroadphaseProxy.CollisionFilterGroups.DefaultFilter,
            DYNAMIC_MASK = btBroadphaseProxy.CollisionFilterGroups.AllFilter;
    /**
     * Bullet's default filter of a static body: the static group, which it does not collide with,
     * so static pairs never even reach the dispatcher (the world's own defaults: world.BodyFactory).
     */
    public static final int STATIC_GROUP = btBroadphaseProxy.CollisionFilterGroups.StaticFilter,
            STATIC_MASK = btBroadphaseProxy.CollisionFilterGroups.AllFilter ^ btBroadphaseProxy.CollisionFilterGroups.StaticFilter;

    /**
     * Adds a collision object for body {@code index}, which must equal {@link #objectCount()}
     * (bodies are dense), in broadphase group {@code group} with mask {@code mask} (Bullet's rule:
     * a pair is tested when each one's group is in the other's mask), at the pose
     * {@code pos[3 index..]}, {@code rot[4 index..]} (a unit quaternion x, y, z, w). Kinematic
     * objects get Bullet's kinematic flag, sensors its no-contact-response flag.
     */
    public void add(int index, btCollisionShape shape, boolean isStatic, boolean kinematic, boolean sensor,
            float friction, float restitution, int group, int mask, double[] pos, double[] rot) {
        int p = 3 * index, q = 4 * index;
        add(index, shape, isStatic, kinematic, sensor, friction, restitution, group, mask,
                pos[p], pos[p + 1], pos[p + 2], rot[q], rot[q + 1], rot[q + 2], rot[q + 3]);
    }

    /** {@link #add(int, btCollisionShape, boolean, boolean, boolean, float, float, int, int, double[], double[])} at the origin (tests and benchmarks). */
    public void add(int index, btCollisionShape shape, boolean isStatic, boolean kinematic, boolean sensor,
            float friction, float restitution, int group, int mask) {
        add(index, shape, isStatic, kinematic, sensor, friction, restitution, group, mask, 0, 0, 0, 0, 0, 0, 1);
    }

    /** Makes room for {@code n} objects, at least doubling. */
    public void ensureCapacity(int n) {
        if (n <= objects.length) return;
        int c = Math.max(n, 2 * objects.length);
        objects = Arrays.copyOf(objects, c);
        objectAddress = Arrays.copyOf(objectAddress, c);
        groups = Arrays.copyOf(groups, c);
        masks = Arrays.copyOf(masks, c);
        boundingRadius = Arrays.copyOf(boundingRadius, c);
        hull = Arrays.copyOf(hull, c);
        innerEdges.ensureCapacity(c);
        if (narrowPhase != null) narrowPhase.ensureCapacity(c);
    }

    private void add(int index, btCollisionShape shape, boolean isStatic, boolean kinematic, boolean sensor,
            float friction, float restitution, int group, int mask, double px, double py, double pz, double qx, double qy, double qz, double qw) {
        if (index != count) throw new IllegalStateException("bodies must be added densely: " + index + " != " + count);
        ensureCapacity(count + 1);
        groups[count] = group;
        masks[count] = mask;
        btCollisionObject o = new btCollisionObject();
        o.setCollisionShape(shape);
        o.setUserIndex(index);
        o.setFriction(friction);
        o.setRestitution(restitution);
        // a new btCollisionObject starts flagged static (btRigidBody clears the flag by its mass;
        // a bare object never does): set it for the static bodies only
        int flags = o.getCollisionFlags() & ~btCollisionObject.CollisionFlags.CF_STATIC_OBJECT;
        if (isStatic) flags |= btCollisionObject.CollisionFlags.CF_STATIC_OBJECT;
        if (kinematic) flags |= btCollisionObject.CollisionFlags.CF_KINEMATIC_OBJECT;
        if (sensor) flags |= btCollisionObject.CollisionFlags.CF_NO_CONTACT_RESPONSE;
        o.setCollisionFlags(flags);
        // static objects never move by the step: only their pairs with awake bodies matter; every
        // moving object is tested every step (sleepers are set inactive by the islands)
        o.setActivationState(isStatic ? ISLAND_SLEEPING : DISABLE_DEACTIVATION);
        objects[count] = o;
        objectAddress[count] = btCollisionObject.getCPtr(o);
        boundingRadius[count] = boundingRadius(shape);
        hull[count] = shape instanceof btConvexHullShape;
        if (hull[count]) hullCount++;
        innerEdges.add(count, shape);
        if (narrowPhase != null) narrowPhase.add(count, o, shape, boundingRadius[count], isStatic);
        // the pose before the broadphase insert: an object inserted at the origin overlaps every
        // other one inserted there until the next step, which makes creating n bodies O(n^2)
        setTransform(index, px, py, pz, qx, qy, qz, qw);
        world.addCollisionObject(o, group, mask);
        count++;
    }

    /** A static or dynamic body at the origin with Bullet's default filter for its kind (tests and benchmarks). */
    public void add(int index, btCollisionShape shape, boolean isStatic, float friction, float restitution) {
        add(index, shape, isStatic, false, false, friction, restitution,
                isStatic ? STATIC_GROUP : DYNAMIC_GROUP, isStatic ? STATIC_MASK : DYNAMIC_MASK);
    }

    /**
     * New broadphase group and mask for body {@code index}: the object leaves and re-enters the
     * broadphase, so pairs the new filter rejects are dropped now (with their manifolds).
     */
    public void setFilter(int index, int group, int mask) {
        groups[index] = group;
        masks[index] = mask;
        btCollisionObject o = objects[index];
        world.removeCollisionObject(o);
        world.addCollisionObject(o, group, mask);
    }

    /** Body {@code index}'s friction and restitution (Bullet combines a pair's by product). */
    public void setMaterial(int index, float friction, float restitution) {
        objects[index].setFriction(friction);
        objects[index].setRestitution(restitution);
        // Bullet combines a pair's materials into each point as its detector makes it
        if (narrowPhase != null) narrowPhase.forgetKept(index);
    }

    /**
     * Forgets everything Bullet remembers between steps (manifolds and their points, the
     * broadphase's trees, pair cache and counters) by making a new dispatcher, broadphase and
     * world and adding the same objects again in index order. Afterwards Bullet's state depends
     * only on the objects, their transforms, filters and ignored pairs, so two worlds rebuilt in
     * the same state step on bit for bit alike (snapshots). Warm-start impulses on the points are
     * lost: the caller carries them over.
     */
    public void rebuild() {
        for (int i = count - 1; i >= 0; i--) world.removeCollisionObject(objects[i]);
        world.dispose();
        broadphase.dispose();
        dispatcher.dispose();
        dispatcher = new btCollisionDispatcher(config);
        hullPairs.register(dispatcher);
        sphereTriangles.register(dispatcher);
        broadphase = new btDbvtBroadphase();
        world = new btCollisionWorld(dispatcher, broadphase, config);
        dispatcherAddress = btCollisionDispatcher.getCPtr(dispatcher);
        if (narrowPhase != null) narrowPhase.forgetKept();
        for (int i = 0; i < count; i++) world.addCollisionObject(objects[i], groups[i], masks[i]);
    }

    /** Brings the broadphase bounds up to the transforms last set, for queries between steps. */
    public void updateBounds() {
        world.updateAabbs();
    }

    /** The Bullet world, for the queries of this package. */
    btCollisionWorld collisionWorld() {
        return world;
    }

    /**
     * Removes and disposes body {@code index}'s object; the last object moves into its slot and gets
     * {@code index} as its user index (mirroring the world's swap-remove). Bullet frees the removed
     * object's manifolds.
     */
    public void remove(int index) {
        btCollisionObject o = objects[index];
        world.removeCollisionObject(o);
        o.dispose();
        if (narrowPhase != null) narrowPhase.remove(index);
        if (hull[index]) hullCount--;
        int last = count - 1;
        if (index != last) {
            objects[index] = objects[last];
            objectAddress[index] = objectAddress[last];
            groups[index] = groups[last];
            masks[index] = masks[last];
            boundingRadius[index] = boundingRadius[last];
            hull[index] = hull[last];
            objects[index].setUserIndex(index);
        }
        innerEdges.remove(index, last);
        objects[last] = null;
        objectAddress[last] = 0;
        count--;
    }

    /**
     * Whether bodies a and b may collide: jointed bodies usually overlap at the joint and must not;
     * the user may also ignore a pair.
     * Bullet then skips the pair in the dispatcher (btCollisionObject::setIgnoreCollisionCheck), so
     * no manifold is ever made. Must be reset before either object is removed.
     */
    public void setIgnorePair(int a, int b, boolean ignore) {
        objects[a].setIgnoreCollisionCheck(objects[b], ignore);
        objects[b].setIgnoreCollisionCheck(objects[a], ignore);
        if (narrowPhase != null) {
            narrowPhase.ignores(a);
            narrowPhase.ignores(b);
        }
    }

    /** Sets the world transform of body {@code index} from a position and a unit quaternion (x, y, z, w). */
    public void setTransform(int index, double px, double py, double pz, double qx, double qy, double qz, double qw) {
        pose(index, px, py, pz, qx, qy, qz, qw, rotation, m4.val);
        if (reader == directReader) layout.putTransform(objectAddress[index], m4.val);
        else CollisionJNI.btCollisionObject_setWorldTransform(objectAddress[index], null, m4);
    }

    /**
     * Whether {@link #setTransform(int, double, double, double, double, double, double, double, double[], float[])}
     * may run for different bodies on pool threads at once: with the direct reader a pose is plain
     * stores into its own object's memory; the JNI path goes through gdx-bullet on the world's thread.
     */
    public boolean setsTransformsOnAnyThread() {
        return reader == directReader;
    }

    /**
     * {@link #setTransform(int, double, double, double, double, double, double, double)} with the
     * caller's scratch (9 doubles, 16 floats), one per thread; only where {@link #setsTransformsOnAnyThread}.
     */
    public void setTransform(int index, double px, double py, double pz, double qx, double qy, double qz, double qw, double[] r, float[] m) {
        if (reader != directReader) throw new IllegalStateException("without the direct reader poses go through gdx-bullet, on the world's thread only");
        pose(index, px, py, pz, qx, qy, qz, qw, r, m);
        layout.putTransform(objectAddress[index], m);
    }

    /** Body {@code index}'s rotation into {@code r} and Bullet's transform into {@code m}; the inner edges' frame follows. */
    private void pose(int index, double px, double py, double pz, double qx, double qy, double qz, double qw, double[] r, float[] m) {
        Rotations.toMatrix(qx, qy, qz, qw, r, 0);
        m[Matrix4.M00] = (float) r[0];
        m[Matrix4.M01] = (float) r[1];
        m[Matrix4.M02] = (float) r[2];
        m[Matrix4.M10] = (float) r[3];
        m[Matrix4.M11] = (float) r[4];
        m[Matrix4.M12] = (float) r[5];
        m[Matrix4.M20] = (float) r[6];
        m[Matrix4.M21] = (float) r[7];
        m[Matrix4.M22] = (float) r[8];
        m[Matrix4.M03] = (float) px;
        m[Matrix4.M13] = (float) py;
        m[Matrix4.M23] = (float) pz;
        m[Matrix4.M30] = 0;
        m[Matrix4.M31] = 0;
        m[Matrix4.M32] = 0;
        m[Matrix4.M33] = 1;
        innerEdges.setFrame(index, r, px, py, pz);
    }

    /**
     * Marks body {@code index}'s object asleep (inactive) or awake: Bullet's dispatcher skips a pair
     * whose objects are both inactive, so sleepers resting on sleepers or on static bodies (which
     * are inactive from the start) cost no narrow phase; their manifolds, and the impulses on
     * them, stay as they were for the wake-up.
     */
    public void setSleeping(int index, boolean asleep) {
        objects[index].forceActivationState(asleep ? ISLAND_SLEEPING : DISABLE_DEACTIVATION);
        if (narrowPhase != null) narrowPhase.setInactive(index, asleep);
    }

    /** Broad and narrow phase: Bullet refreshes, adds and drops manifold points. */
    public void detect() {
        if (narrowPhase != null) narrowPhase.forgetKept();
        world.performDiscreteCollisionDetection();
    }

    /**
     * {@link #detect()}, with the narrow phase's convex pairs on {@code pool} when it has more than
     * one thread, the pairs are many and the setting is on ({@link NarrowPhase}: the same points, bit
     * for bit); otherwise Bullet's own pass.
     */
    public void detect(WorkerPool pool) {
        narrowPhaseOnPool = false;
        boolean keep = narrowPhase != null && narrowPhase.reuses();
        boolean shared = pool != null && pool.threads() > 1 && narrowPhase != null && poolNarrowPhase;
        if (!keep && !shared) {
            detect();
            return;
        }
        world.updateAabbs();
        world.computeOverlappingPairs();
        long cache = CollisionJNI.btBroadphaseInterface_getOverlappingPairCache(btDbvtBroadphase.getCPtr(broadphase), null);
        long info = CollisionJNI.btCollisionWorld_getDispatchInfo(btCollisionWorld.getCPtr(world), null);
        int pairs = CollisionJNI.btOverlappingPairCache_getNumOverlappingPairs(cache, null);
        shared &= pairs >= narrowPhaseSerialPairs;
        if (!keep && !shared) {
            CollisionJNI.btDispatcher_dispatchAllCollisionPairs(dispatcherAddress, null, cache, null, info, null, dispatcherAddress, null);
        } else {
            // kept manifolds go through the same pass at any thread count, so they are kept alike
            narrowPhase.dispatch(cache, pairs, objectAddress, dispatcherAddress, info, shared ? pool : null);
            narrowPhaseOnPool = shared;
        }
    }

    /**
     * Convex pairs keep their manifold, refreshed to the bodies' poses, while the smaller shape of
     * the pair has moved at most {@code distance} (m) in the larger one's frame since Bullet's
     * detector last ran on it (NscConfig.manifoldReuseDistance); 0 = Bullet's detector for every
     * pair every step. Needs the direct layout (else every pair is detected).
     */
    public void setManifoldReuseDistance(double distance) {
        if (!(distance >= 0)) throw new IllegalArgumentException("manifold reuse distance must be >= 0, was " + distance);
        if (narrowPhase != null) narrowPhase.setReuseDistance(distance);
    }

    /** Pairs whose manifold was kept instead of detected in the last detection (0 when none could be). */
    public int keptManifolds() {
        return narrowPhase != null && narrowPhase.reuses() ? narrowPhase.kept() : 0;
    }

    /** Whether {@link #detect(WorkerPool)} may share the narrow phase out on its pool (NscConfig.poolNarrowPhase). */
    public void setPoolNarrowPhase(boolean on) {
        poolNarrowPhase = on;
    }

    /**
     * Below this many broadphase pairs the narrow phase stays Bullet's own pass on the calling thread
     * ({@link PoolThresholds#NARROW_PHASE_SERIAL_PAIRS} by default; 0 = always the pool when it may).
     * The points are the same either way, bitwise: a speed setting for tests and other machines.
     */
    public void setNarrowPhaseSerialPairs(int pairs) {
        if (pairs < 0) throw new IllegalArgumentException("narrow phase serial pairs must be >= 0, was " + pairs);
        narrowPhaseSerialPairs = pairs;
    }

    /** Whether the last detection ran its narrow phase on the pool. */
    public boolean narrowPhaseOnPool() {
        return narrowPhaseOnPool;
    }

    /** Why the narrow phase cannot run on the pool (the layout), or null when it can. */
    public String narrowPhaseFailure() {
        return narrowPhase != null ? null : layout == null ? "direct memory access not allowed" : layout.pairFailure();
    }

    /** Reads this step's contacts into {@code out}; verifies the direct reader on its first live frame. */
    public void read(ContactBuffer out) {
        read(out, null);
    }

    /** {@link #read(ContactBuffer)}, the direct reader's loads on {@code pool} when the manifolds are many (null: none). */
    public void read(ContactBuffer out, WorkerPool pool) {
        if (reader == directReader) directReader.read(dispatcherAddress, out, pool);
        else reader.read(dispatcherAddress, out);
        if (reader == directReader && !verified && out.count() > 0) verify(out);
        if (innerEdgeNormals) innerEdges.correct(out, reader);
        if (injectedNormal != null && out.count() > 0) {
            System.arraycopy(injectedNormal, 0, out.normal, 0, 3);
            injectedNormal = null;
        }
    }

    /**
     * Fault injection (tests): the next read reports (nx, ny, nz) as its first contact's normal,
     * as a broken narrow phase might (zero, NaN), to show one bad contact disturbs no other.
     */
    public void injectNormalOnNextRead(float nx, float ny, float nz) {
        injectedNormal = new float[] {nx, ny, nz};
    }

    /** Reads with the JNI reader regardless of the choice (tests, benchmarks). */
    public void readJni(ContactBuffer out) {
        jniReader.read(dispatcherAddress, out);
    }

    /** Reads with the direct reader regardless of verification; false when it is not available. */
    public boolean readDirect(ContactBuffer out) {
        if (directReader == null) return false;
        directReader.read(dispatcherAddress, out);
        return true;
    }

    private void verify(ContactBuffer direct) {
        if (verifyBuffer == null) verifyBuffer = new ContactBuffer();
        jniReader.read(dispatcherAddress, verifyBuffer);
        if (corruptNextVerification) {
            corruptNextVerification = false;
            verifyBuffer.distance[0] = Math.nextUp(verifyBuffer.distance[0]);
        }
        String[] why = new String[1];
        if (DirectContactReader.sameContacts(direct, verifyBuffer, why)) {
            verified = true;
            return;
        }
        fallBack("direct read differs from JNI read on a live frame (" + why[0] + ")");
        reader = jniReader;
        jniReader.read(dispatcherAddress, direct);
    }

    private void fallBack(String why) {
        fallbackReason = why;
        LOG.log(System.Logger.Level.WARNING, "gdx-nsc: direct contact reader disabled, using the JNI reader: " + why);
    }

    /**
     * The segment from a to b against body {@code index}'s shape alone: true on a hit, with out[0]
     * the fraction along it, out[1..3] the point and out[4..6] the surface's normal.
     */
    public boolean rayToBody(int index, double ax, double ay, double az, double bx, double by, double bz, float[] out) {
        return sweeps.ray(objects[index], ax, ay, az, bx, by, bz, out);
    }

    /**
     * Sweeps a sphere of radius r from a to b through the world, body {@code self} excluded: see
     * {@link BodySweeps#sphere}.
     */

    public int sweepSphere(int self, float r, double ax, double ay, double az, double bx, double by, double bz, float[] out) {
        return sweeps.sphere(world, objects[self], r, ax, ay, az, bx, by, bz, out);
    }

    /**
     * Sweeps body {@code self}'s own convex shape by (dx, dy, dz) through the world: see
     * {@link BodySweeps#body}.
     */
    public int sweepBody(int self, double dx, double dy, double dz, float allowedPenetration, int[] excluded, int excludedCount, float[] out) {
        return sweeps.body(world, objects, self, dx, dy, dz, 0, 0, 0, allowedPenetration, excluded, excludedCount, out);
    }

    /**
     * As {@link #sweepBody}, the shape turning too, by the rotation vector (rx, ry, rz) (rad, world
     * frame) over the sweep: see {@link BodySweeps#body}.
     */
    public int sweepTurningBody(int self, double dx, double dy, double dz, double rx, double ry, double rz, float allowedPenetration,
            int[] excluded, int excludedCount, float[] out) {
        return sweeps.body(world, objects, self, dx, dy, dz, rx, ry, rz, allowedPenetration, excluded, excludedCount, out);
    }

    /**
     * The radius (m) of the sphere about body {@code index}'s origin that holds its shape (the
     * corner of its local bounding box): how far a turn can carry any point of it, per radian.
     */
    public float boundingRadius(int index) {
        return boundingRadius[index];
    }

    /** Whether any object's shape is a convex hull (a compound's children not counted). */
    public boolean holdsHulls() {
        return hullCount > 0;
    }

    private static float boundingRadius(btCollisionShape shape) {
        if (shape instanceof btSphereShape) return ((btSphereShape) shape).getRadius();
        Vector3 min = new Vector3(), max = new Vector3();
        shape.getAabb(new Matrix4(), min, max);
        float x = Math.max(Math.abs(min.x), Math.abs(max.x)), y = Math.max(Math.abs(min.y), Math.abs(max.y)),
                z = Math.max(Math.abs(min.z), Math.abs(max.z));
        return (float) Math.sqrt(x * x + y * y + z * z);
    }

    /** The broadphase's pairs after the last detection: their number (see {@link #overlappingPairs}). */
    public int overlappingPairCount() {
        return CollisionJNI.btOverlappingPairCache_getNumOverlappingPairs(pairCache(), null);
    }

    /**
     * The broadphase's pairs after the last detection (objects whose bounds, grown by Bullet's
     * contact breaking threshold, overlap) whose two bodies' {@code reach} (per body index) add up to
     * more than {@code least}, in the pair cache's order: the body indices of the i-th in out[2 i]
     * and out[2 i + 1]; returns how many. {@code out} must hold {@link #overlappingPairCount()}
     * pairs. Read straight from the cache where the native layout is known, else through gdx-bullet's
     * JNI (a few calls a pair).
     */
    public int overlappingPairs(int[] out, double[] reach, double least) {
        long cache = pairCache();
        int n = CollisionJNI.btOverlappingPairCache_getNumOverlappingPairs(cache, null), kept = 0;
        if (out.length < 2 * n) throw new IllegalArgumentException("out holds " + out.length / 2 + " pairs, the cache " + n);
        boolean direct = layout != null && layout.pairsOk();
        long base = direct ? CollisionJNI.btOverlappingPairCache_getOverlappingPairArrayPtr(cache, null) : 0;
        long array = direct ? 0 : CollisionJNI.btOverlappingPairCache_getOverlappingPairArray(cache, null);
        for (int i = 0; i < n; i++) {
            int a, b;
            if (direct) {
                long pair = base + (long) i * layout.pairSize;
                a = NativeMemory.getInt(NativeMemory.getLong(NativeMemory.getLong(pair + layout.pairProxy0) + layout.proxyClient) + layout.coUserIndex);
                b = NativeMemory.getInt(NativeMemory.getLong(NativeMemory.getLong(pair + layout.pairProxy1) + layout.proxyClient) + layout.coUserIndex);
            } else {
                long pair = CollisionJNI.btBroadphasePairArray_at(array, null, i);
                a = CollisionJNI.btCollisionObject_getUserIndex(
                        CollisionJNI.btBroadphaseProxy_clientObject_get(CollisionJNI.btBroadphasePair_pProxy0_get(pair, null), null), null);
                b = CollisionJNI.btCollisionObject_getUserIndex(
                        CollisionJNI.btBroadphaseProxy_clientObject_get(CollisionJNI.btBroadphasePair_pProxy1_get(pair, null), null), null);
            }
            if (a < 0 || b < 0 || a >= count || b >= count || !(reach[a] + reach[b] > least)) continue;
            out[2 * kept] = a;
            out[2 * kept + 1] = b;
            kept++;
        }
        return kept;
    }

    private long pairCache() {
        return CollisionJNI.btBroadphaseInterface_getOverlappingPairCache(btDbvtBroadphase.getCPtr(broadphase), null);
    }

    /**
     * The closest points of bodies a and b at their poses as last set, when both shapes are convex, the
     * pair may collide (Bullet's dispatcher's test: not ignored, not both static) and they lie nearer
     * than {@code maxDistance} (m): see {@link ClosestPoints#between} for {@code out}
     * (distance, the point on b, the normal from b toward a). False otherwise.
     */
    public boolean closestPoints(int a, int b, float maxDistance, float[] out) {
        btCollisionShape sa = objects[a].getCollisionShape(), sb = objects[b].getCollisionShape();
        if (!(sa instanceof btConvexShape) || !(sb instanceof btConvexShape)) return false;
        // an ignored pair (jointed bodies, ignorePair) stays in the pair cache: Bullet's dispatcher skips it
        if (!CollisionJNI.btDispatcher_needsCollision(dispatcherAddress, null, objectAddress[a], null, objectAddress[b], null)) return false;
        if (closest == null) closest = new ClosestPoints();
        CollisionJNI.btCollisionObject_getWorldTransform__SWIG_2(objectAddress[a], null, poseA);
        CollisionJNI.btCollisionObject_getWorldTransform__SWIG_2(objectAddress[b], null, poseB);
        return closest.between((btConvexShape) sa, poseA.val, (btConvexShape) sb, poseB.val, maxDistance, out);
    }

    /** Bullet's combined friction of two bodies' objects (the product), as a manifold point would have it. */
    public float combinedFriction(int a, int b) {
        return objects[a].getFriction() * objects[b].getFriction();
    }

    /** Bullet's combined restitution of two bodies' objects (the product). */
    public float combinedRestitution(int a, int b) {
        return objects[a].getRestitution() * objects[b].getRestitution();
    }

    /** Stores the buffer's impulses on their Bullet points for next step's warm start. */
    public void writeImpulses(ContactBuffer buf) {
        reader.writeImpulses(buf);
    }

    /**
     * Whether {@link #writeImpulses(ContactBuffer, int, int)} may run on pool threads: the direct
     * reader stores into the points' memory itself, one contact's point at a time; the JNI reader
     * calls gdx-bullet, which only the world's thread may.
     */
    public boolean writesImpulsesOnAnyThread() {
        return reader == directReader;
    }

    /** {@link #writeImpulses(ContactBuffer)} for contacts [start, end) (see {@link #writesImpulsesOnAnyThread}). */
    public void writeImpulses(ContactBuffer buf, int start, int end) {
        if (reader != directReader) throw new IllegalStateException("the JNI reader writes impulses on the world's thread only, all at once");
        directReader.writeImpulses(buf, start, end);
    }

    /** Whether {@link #dispose} ran: every native object is gone. */
    public boolean isDisposed() {
        return disposed;
    }

    /** Removes and disposes every object, then the world, broadphase, dispatcher and configuration. */
    @Override
    public void dispose() {
        if (disposed) return;
        disposed = true;
        sweeps.dispose();
        if (closest != null) closest.dispose();
        for (int i = count - 1; i >= 0; i--) {
            world.removeCollisionObject(objects[i]);
            objects[i].dispose();
            objects[i] = null;
        }
        count = 0;
        if (narrowPhase != null) narrowPhase.dispose();
        world.dispose();
        broadphase.dispose();
        dispatcher.dispose();
        hullPairs.dispose();
        sphereTriangles.dispose();
        config.dispose();
    }
}
