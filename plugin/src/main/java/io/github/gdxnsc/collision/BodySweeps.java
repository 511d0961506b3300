package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.ClosestConvexResultCallback;
import com.badlogic.gdx.physics.bullet.collision.ClosestRayResultCallback;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btBroadphaseProxy;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionWorld;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.utils.Disposable;

/**
 * Convex sweeps through the bridge's Bullet world, for continuous collision (a sphere along a fast
 * body's path) and landing sweeps (a body's own shape along its step). The sweep's sphere and
 * result callback are native objects made on the first sweep and kept, so a sweep allocates
 * nothing; the world's thread only, like the bridge.
 */
final class BodySweeps implements Disposable {
    private btSphereShape sphere;
    private ClosestConvexResultCallback result;
    /** The single-object ray's result, made on the first ray and kept. */
    private ClosestRayResultCallback ray;
    private final Matrix4 from = new Matrix4(), to = new Matrix4(), other = new Matrix4();
    private final Vector3 a = new Vector3(), b = new Vector3(), axis = new Vector3();
    private final Quaternion start = new Quaternion(), turn = new Quaternion();
    /** The filter groups of the bodies a sweep leaves out, restored after it. */
    private int[] excludedGroups = new int[4];

    /**
     * Sweeps a sphere of radius r from a to b through the world, {@code self} excluded, and
     * returns the user index of the body it would touch first, or -1. On a hit, out receives the
     * hit fraction along a to b, the hit point (3) and the hit surface's normal (3, pointing out of
     * the body hit, toward the sphere).
     */
    int sphere(btCollisionWorld world, btCollisionObject self, float r, double ax, double ay, double az,
            double bx, double by, double bz, float[] out) {
        ensureObjects();
        sphere.setUnscaledRadius(r);
        a.set((float) ax, (float) ay, (float) az);
        b.set((float) bx, (float) by, (float) bz);
        from.setToTranslation(a);
        to.setToTranslation(b);
        return sweep(world, self, sphere, 0f, out);
    }

    /**
     * Sweeps {@code objects[self]}'s own convex shape, turned as it is now, by (dx, dy, dz) through
     * the world, and returns the body it would touch first, or -1; -2 when its shape is not convex.
     * A rotation vector (rx, ry, rz) (rad, world frame) other than zero turns the shape by it over the
     * sweep too (Bullet's continuous convex collision bounds the turn's motion, so a corner the turn
     * swings into a body is found).
     * Shapes overlapping by less than {@code allowedPenetration} (m) do not count as touching, so a
     * body resting at the slop on one body still finds the next one it falls onto. On a hit, out
     * receives what {@link #sphere} gives and, in out[7], how much nearer the two shapes' sharp
     * corners reach along the normal than the sweep's rounded ones (see {@link #rounding}). The first
     * {@code excludedCount} bodies of {@code excluded} are left out too: the bodies met already.
     */
    int body(btCollisionWorld world, btCollisionObject[] objects, int self, double dx, double dy, double dz, double rx, double ry,
            double rz, float allowedPenetration, int[] excluded, int excludedCount, float[] out) {
        btCollisionShape shape = objects[self].getCollisionShape();
        if (!(shape instanceof btConvexShape)) return -2;
        ensureObjects();
        objects[self].getWorldTransform(from);
        from.getTranslation(a);
        to.set(from).trn((float) dx, (float) dy, (float) dz);
        to.getTranslation(b);
        double angle = Math.sqrt(rx * rx + ry * ry + rz * rz);
        if (angle > 0) {
            // the end pose: the start's orientation turned in the world frame, at the translated centre
            axis.set((float) (rx / angle), (float) (ry / angle), (float) (rz / angle));
            turn.setFromAxisRad(axis, (float) angle).mul(from.getRotation(start, true));
            to.set(b, turn);
        }
        if (excludedGroups.length < excludedCount) excludedGroups = new int[excludedCount];
        int hit;
        for (int k = 0; k < excludedCount; k++) {
            btBroadphaseProxy proxy = objects[excluded[k]].getBroadphaseHandle();
            excludedGroups[k] = proxy.getCollisionFilterGroup();
            proxy.setCollisionFilterGroup(0);
        }
        try {
            hit = sweep(world, objects[self], (btConvexShape) shape, allowedPenetration, out);
        } finally {
            for (int k = excludedCount - 1; k >= 0; k--) objects[excluded[k]].getBroadphaseHandle().setCollisionFilterGroup(excludedGroups[k]);
        }
        if (hit >= 0) {
            out[7] = rounding(shape, from, out);
            objects[hit].getWorldTransform(other);
            out[7] += rounding(objects[hit].getCollisionShape(), other, out);
        }
        return hit;
    }

    /** The sphere and result callback, made on the first sweep (the sphere's radius is set per sweep). */
    private void ensureObjects() {
        if (result != null) return;
        sphere = new btSphereShape(1f);
        result = new ClosestConvexResultCallback(a, b);
    }

    /**
     * The first point where the segment from a to b meets {@code target}'s shape alone (no other
     * object is tested): true on a hit, with out[0] the fraction along a to b, out[1..3] the point
     * and out[4..6] the surface's normal there.
     */
    boolean ray(btCollisionObject target, double ax, double ay, double az, double bx, double by, double bz, float[] out) {
        if (ray == null) ray = new ClosestRayResultCallback(a, b);
        a.set((float) ax, (float) ay, (float) az);
        b.set((float) bx, (float) by, (float) bz);
        ray.setRayFromWorld(a);
        ray.setRayToWorld(b);
        ray.setClosestHitFraction(1f);
        ray.setCollisionObject(null);
        from.setToTranslation(a);
        to.setToTranslation(b);
        target.getWorldTransform(other);
        btCollisionWorld.rayTestSingle(from, to, target, target.getCollisionShape(), other, ray);
        if (!ray.hasHit()) return false;
        out[0] = ray.getClosestHitFraction();
        ray.getHitPointWorld(a);
        ray.getHitNormalWorld(b);
        out[1] = a.x;
        out[2] = a.y;
        out[3] = a.z;
        out[4] = b.x;
        out[5] = b.y;
        out[6] = b.z;
        return true;
    }

    /**
     * How much nearer (m) a box turned by {@code pose} reaches along the hit normal (out[4..6]) than
     * the sweep saw: Bullet's sweep rounds a box's edges and corners by its margin m, so along a unit
     * normal n the sharp box reaches m (|n.x'| + |n.y'| + |n.z'| - 1) farther (its axes x', y', z').
     * 0 for other shapes.
     */
    private static float rounding(btCollisionShape shape, Matrix4 pose, float[] out) {
        if (!(shape instanceof btBoxShape)) return 0;
        float[] m = pose.val;
        float nx = out[4], ny = out[5], nz = out[6];
        float sum = Math.abs(nx * m[Matrix4.M00] + ny * m[Matrix4.M10] + nz * m[Matrix4.M20])
                + Math.abs(nx * m[Matrix4.M01] + ny * m[Matrix4.M11] + nz * m[Matrix4.M21])
                + Math.abs(nx * m[Matrix4.M02] + ny * m[Matrix4.M12] + nz * m[Matrix4.M22]);
        return Math.max(0, ((btBoxShape) shape).getMargin() * (sum - 1));
    }

    /** The sweep from {@link #from} to {@link #to} (starting at {@link #a}, ending at {@link #b}). */
    private int sweep(btCollisionWorld world, btCollisionObject self, btConvexShape shape, float allowedPenetration, float[] out) {
        result.setRayFromWorld(a); // gdx-bullet's name for the convex sweep's start
        result.setConvexToWorld(b);
        result.setClosestHitFraction(1f);
        result.setHitCollisionObject(null);
        // self out of the query: a broadphase proxy in no group matches no callback mask
        btBroadphaseProxy proxy = self.getBroadphaseHandle();
        int group = proxy.getCollisionFilterGroup();
        proxy.setCollisionFilterGroup(0);
        try {
            world.convexSweepTest(shape, from, to, result, allowedPenetration);
        } finally {
            proxy.setCollisionFilterGroup(group);
        }
        btCollisionObject hit = result.getHitCollisionObject();
        if (hit == null || !result.hasHit()) return -1;
        out[0] = result.getClosestHitFraction();
        result.getHitPointWorld(a);
        out[1] = a.x;
        out[2] = a.y;
        out[3] = a.z;
        result.getHitNormalWorld(a);
        out[4] = a.x;
        out[5] = a.y;
        out[6] = a.z;
        return hit.getUserIndex();
    }

    @Override
    public void dispose() {
        if (ray != null) {
            ray.dispose();
            ray = null;
        }
        if (result == null) return;
        result.dispose();
        sphere.dispose();
        result = null;
        sphere = null;
    }
}
