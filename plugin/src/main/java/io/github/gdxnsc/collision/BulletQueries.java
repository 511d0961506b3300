package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.AllHitsRayResultCallback;
import com.badlogic.gdx.physics.bullet.collision.ClosestConvexResultCallback;
import com.badlogic.gdx.physics.bullet.collision.ClosestRayResultCallback;
import com.badlogic.gdx.physics.bullet.collision.ContactResultCallback;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObjectConstArray;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObjectWrapper;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btManifoldPoint;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.physics.bullet.collision.btTriangleRaycastCallback;
import com.badlogic.gdx.physics.bullet.linearmath.btScalarArray;
import com.badlogic.gdx.physics.bullet.linearmath.btVector3Array;
import com.badlogic.gdx.utils.Disposable;
import java.util.Arrays;

/**
 * Bullet's own queries on the bridge's collision world: closest and all-hits ray tests, convex
 * sweeps and overlap (contact) tests, each filtered by a broadphase group and mask. Every callback
 * object and query shape is made once and reused, and disposed with the bridge; the all-hits
 * callback's result arrays are wrapped once too (they are members of the native callback).
 *
 * <p>Results come back as body indices (the objects' user index) with primitive fields; the
 * caller turns them into the public hit objects. The bridge's transforms must be current and
 * its bounds updated ({@link BulletCollision#updateBounds}) before a query.
 */
public final class BulletQueries implements Disposable {
    private final BulletCollision bridge;
    private final Vector3 zero = new Vector3();
    private final ClosestRayResultCallback closestRay = new ClosestRayResultCallback(zero, zero);
    private final AllHitsRayResultCallback allRay = new AllHitsRayResultCallback(zero, zero);
    private final btCollisionObjectConstArray allObjects;
    private final btScalarArray allFractions;
    private final btVector3Array allPoints, allNormals;
    private final ClosestConvexResultCallback closestConvex = new ClosestConvexResultCallback(zero, zero);
    private final btSphereShape sphere = new btSphereShape(1f);
    private final btBoxShape box = new btBoxShape(new Vector3(1, 1, 1));
    private final btCollisionObject probe = new btCollisionObject();
    private final Overlaps overlaps = new Overlaps();
    private final Matrix4 fromM = new Matrix4(), toM = new Matrix4();
    private final Vector3 scaling = new Vector3();
    private boolean disposed;

    // ---- the last hit: body index, fraction, point and normal (world) ----
    /** The last hit's body index. */
    public int hitBody;
    /** The last hit's fraction along the ray or sweep, in [0, 1]. */
    public float hitFraction;
    /** The last hit's point and normal (world). */
    public final Vector3 hitPoint = new Vector3(), hitNormal = new Vector3();

    /** Queries on the bridge's world; their callback objects are made here, once. */
    public BulletQueries(BulletCollision bridge) {
        this.bridge = bridge;
        allObjects = allRay.getCollisionObjects();
        allFractions = allRay.getHitFractions();
        allPoints = allRay.getHitPointWorld();
        allNormals = allRay.getHitNormalWorld();
        // Bullet's default ray test against convex shapes (sub-simplex cast) is millimetres and degrees
        // off the surface; the GJK convex cast is exact to float precision (cost: docs/BENCHMARKS.md)
        closestRay.setFlags(btTriangleRaycastCallback.EFlags.kF_UseGjkConvexCastRaytest);
        allRay.setFlags(btTriangleRaycastCallback.EFlags.kF_UseGjkConvexCastRaytest);
    }

    /** Closest hit along from-to among bodies whose group is in {@code mask}; fills the hit fields. */
    public boolean rayClosest(Vector3 from, Vector3 to, int group, int mask) {
        ClosestRayResultCallback cb = closestRay;
        cb.setCollisionObject(null);
        cb.setClosestHitFraction(1f);
        cb.setRayFromWorld(from);
        cb.setRayToWorld(to);
        cb.setCollisionFilterGroup(group);
        cb.setCollisionFilterMask(mask);
        bridge.collisionWorld().rayTest(from, to, cb);
        if (!cb.hasHit()) return false;
        hitBody = cb.getCollisionObject().getUserIndex();
        hitFraction = cb.getClosestHitFraction();
        cb.getHitPointWorld(hitPoint);
        cb.getHitNormalWorld(hitNormal);
        return true;
    }

    /** Every hit along from-to (in Bullet's order); read them with {@link #allHit}. Returns the count. */
    public int rayAll(Vector3 from, Vector3 to, int group, int mask) {
        AllHitsRayResultCallback cb = allRay;
        allObjects.resize(0);
        allFractions.resize(0);
        allPoints.resize(0);
        allNormals.resize(0);
        cb.setCollisionObject(null);
        cb.setClosestHitFraction(1f);
        cb.setRayFromWorld(from);
        cb.setRayToWorld(to);
        cb.setCollisionFilterGroup(group);
        cb.setCollisionFilterMask(mask);
        bridge.collisionWorld().rayTest(from, to, cb);
        return allObjects.size();
    }

    /** Hit {@code k} of the last {@link #rayAll} into the hit fields. */
    public void allHit(int k) {
        hitBody = allObjects.atConst(k).getUserIndex();
        hitFraction = allFractions.atConst(k);
        hitPoint.set(allPoints.atConst(k));
        hitNormal.set(allNormals.atConst(k));
    }

    /** Closest hit of a sphere of radius r swept from-to (no rotation); fills the hit fields. */
    public boolean sweepSphere(float r, Vector3 from, Vector3 to, int group, int mask) {
        sphere.setUnscaledRadius(r);
        fromM.setToTranslation(from);
        toM.setToTranslation(to);
        return sweep(sphere, fromM, toM, group, mask);
    }

    /** Closest hit of {@code shape} swept between two transforms; fills the hit fields. */
    public boolean sweep(btConvexShape shape, Matrix4 from, Matrix4 to, int group, int mask) {
        ClosestConvexResultCallback cb = closestConvex;
        cb.setHitCollisionObject(null);
        cb.setClosestHitFraction(1f);
        from.getTranslation(hitPoint);
        cb.setRayFromWorld(hitPoint);
        to.getTranslation(hitPoint);
        cb.setConvexToWorld(hitPoint);
        cb.setCollisionFilterGroup(group);
        cb.setCollisionFilterMask(mask);
        bridge.collisionWorld().convexSweepTest(shape, from, to, cb);
        if (!cb.hasHit()) return false;
        hitBody = cb.getHitCollisionObject().getUserIndex();
        hitFraction = cb.getClosestHitFraction();
        cb.getHitPointWorld(hitPoint);
        cb.getHitNormalWorld(hitNormal);
        return true;
    }

    /** Bodies touching a sphere at {@code centre}: their indices, sorted, no repeats; read with {@link #overlap}. */
    public int overlapSphere(Vector3 centre, float r, int group, int mask) {
        sphere.setUnscaledRadius(r);
        probe.setCollisionShape(sphere);
        fromM.setToTranslation(centre);
        return overlapProbe(group, mask);
    }

    /** Bodies touching a box of half extents {@code half} at {@code transform}; read with {@link #overlap}. */
    public int overlapBox(Vector3 half, Matrix4 transform, int group, int mask) {
        box.setLocalScaling(scaling.set(half));
        probe.setCollisionShape(box);
        fromM.set(transform);
        return overlapProbe(group, mask);
    }

    /** Whether a sphere at {@code centre} touches body {@code index} (Bullet's pair test: for shapes the plugin does not test itself). */
    public boolean sphereTouches(int index, Vector3 centre, float r) {
        sphere.setUnscaledRadius(r);
        probe.setCollisionShape(sphere);
        fromM.setToTranslation(centre);
        return probeTouches(index);
    }

    /** Whether a box of half extents {@code half} at {@code transform} touches body {@code index} (as {@link #sphereTouches}). */
    public boolean boxTouches(int index, Vector3 half, Matrix4 transform) {
        box.setLocalScaling(scaling.set(half));
        probe.setCollisionShape(box);
        fromM.set(transform);
        return probeTouches(index);
    }

    private boolean probeTouches(int index) {
        probe.setWorldTransform(fromM);
        overlaps.count = 0;
        bridge.collisionWorld().contactPairTest(probe, bridge.object(index), overlaps);
        return overlaps.count > 0;
    }

    /** Body index {@code k} (in ascending order) of the last overlap query. */
    public int overlap(int k) {
        return overlaps.found[k];
    }

    private int overlapProbe(int group, int mask) {
        probe.setWorldTransform(fromM);
        Overlaps o = overlaps;
        o.count = 0;
        o.setCollisionFilterGroup(group);
        o.setCollisionFilterMask(mask);
        bridge.collisionWorld().contactTest(probe, o);
        // deterministic and without repeats whatever Bullet's pair order
        Arrays.sort(o.found, 0, o.count);
        int n = 0;
        for (int k = 0; k < o.count; k++) if (n == 0 || o.found[n - 1] != o.found[k]) o.found[n++] = o.found[k];
        return n;
    }

    /**
     * Collects the other object of each reported point whose distance is at most 0 (touching).
     * gdx-bullet's director wraps each reported point in a small Java object: an overlap query
     * allocates one per point found, which no callback of ours can avoid.
     */
    private final class Overlaps extends ContactResultCallback {
        int[] found = new int[16];
        int count;

        @Override
        public float addSingleResult(btManifoldPoint cp, btCollisionObjectWrapper w0, int part0, int index0,
                btCollisionObjectWrapper w1, int part1, int index1) {
            if (cp.getDistance() > 0) return 0;
            btCollisionObject a = w0.getCollisionObject();
            btCollisionObject other = a == probe ? w1.getCollisionObject() : a;
            if (count == found.length) found = Arrays.copyOf(found, 2 * count);
            found[count++] = other.getUserIndex();
            return 0;
        }
    }

    @Override
    public void dispose() {
        if (disposed) return;
        disposed = true;
        closestRay.dispose();
        allObjects.dispose();
        allFractions.dispose();
        allPoints.dispose();
        allNormals.dispose();
        allRay.dispose();
        closestConvex.dispose();
        overlaps.dispose();
        probe.dispose();
        sphere.dispose();
        box.dispose();
    }
}
