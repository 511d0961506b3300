package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.Pool;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.BulletQueries;

/**
 * The world's queries: checks their arguments, brings Bullet's bounds up to the last step's poses
 * (once, lazily, when poses moved since the last query) and turns the bridge's results into
 * {@link RayHit}s and bodies. RayHits of {@link NscWorld#rayCastAll} come from a pool: the ones a
 * call hands out go back to it at the next call.
 */
final class Queries implements Disposable {
    /** A query's own group: every bit, so any body whose mask is not 0 accepts it. */
    private static final int QUERY_GROUP = -1;

    private final NscWorld world;
    private final BulletCollision collision;
    private final BulletQueries bullet;
    private final Array<RigidBody> handles;
    private final Pool<RayHit> hitPool = new Pool<RayHit>(16) {
        @Override
        protected RayHit newObject() {
            return new RayHit();
        }
    };
    private final Array<RayHit> handedOut = new Array<>(false, 16, RayHit.class);
    private final Vector3 tmp = new Vector3();
    private final ConvexRayCast exactCast = new ConvexRayCast();
    private boolean boundsStale = true;

    Queries(NscWorld world, BulletCollision collision, Array<RigidBody> handles) {
        this.world = world;
        this.collision = collision;
        this.bullet = new BulletQueries(collision);
        this.handles = handles;
    }

    /** Poses were pushed to Bullet: refresh the bounds before the next query. */
    void posesMoved() {
        boundsStale = true;
    }

    private void sync() {
        world.checkShapes("a query");
        if (boundsStale) {
            collision.updateBounds();
            boundsStale = false;
        }
    }

    boolean rayCast(Vector3 from, Vector3 to, short mask, RayHit out) {
        world.checkNotDisposed();
        checkSegment(from, to);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        sync();
        return bullet.rayClosest(from, to, QUERY_GROUP, mask) && fill(out) && refine(from, to, out);
    }

    int rayCastAll(Vector3 from, Vector3 to, short mask, Array<RayHit> out) {
        world.checkNotDisposed();
        checkSegment(from, to);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        sync();
        hitPool.freeAll(handedOut);
        handedOut.clear();
        out.clear();
        int n = bullet.rayAll(from, to, QUERY_GROUP, mask);
        for (int k = 0; k < n; k++) {
            bullet.allHit(k);
            RayHit h = hitPool.obtain();
            fill(h);
            refine(from, to, h);
            handedOut.add(h);
            // nearest first; Bullet reports in broadphase order (insertion keeps it deterministic).
            // Shifted by hand: Array.insert on an unordered Array moves the displaced hit to the end
            out.add(h);
            int at = out.size - 1;
            while (at > 0 && out.get(at - 1).fraction > h.fraction) {
                out.set(at, out.get(at - 1));
                at--;
            }
            out.set(at, h);
        }
        return n;
    }

    boolean sweepSphere(float radius, Vector3 from, Vector3 to, short mask, RayHit out) {
        world.checkNotDisposed();
        Checks.positive("radius", radius);
        checkSegment(from, to);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        sync();
        return bullet.sweepSphere(radius, from, to, QUERY_GROUP, mask) && fill(out);
    }

    boolean sweep(btConvexShape shape, Matrix4 from, Matrix4 to, short mask, RayHit out) {
        world.checkNotDisposed();
        if (shape == null) throw new IllegalArgumentException("shape must not be null");
        checkTransform("from", from);
        checkTransform("to", to);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        sync();
        return bullet.sweep(shape, from, to, QUERY_GROUP, mask) && fill(out);
    }

    int overlapSphere(Vector3 centre, float radius, short mask, Array<RigidBody> out) {
        world.checkNotDisposed();
        Checks.finite("centre", centre);
        Checks.positive("radius", radius);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        sync();
        return bodies(bullet.overlapSphere(centre, radius, QUERY_GROUP, mask), out);
    }

    int overlapBox(Vector3 halfExtents, Matrix4 transform, short mask, Array<RigidBody> out) {
        world.checkNotDisposed();
        Checks.finite("halfExtents", halfExtents);
        Checks.positive("halfExtents.x", halfExtents.x);
        Checks.positive("halfExtents.y", halfExtents.y);
        Checks.positive("halfExtents.z", halfExtents.z);
        checkTransform("transform", transform);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        sync();
        return bodies(bullet.overlapBox(halfExtents, transform, QUERY_GROUP, mask), out);
    }

    private int bodies(int n, Array<RigidBody> out) {
        out.clear();
        for (int k = 0; k < n; k++) out.add(handles.get(bullet.overlap(k)));
        return n;
    }

    private boolean fill(RayHit out) {
        out.body = handles.get(bullet.hitBody);
        out.point.set(bullet.hitPoint);
        out.normal.set(bullet.hitNormal);
        out.fraction = bullet.hitFraction;
        return true;
    }

    /** A ray's hit on a convex shape made exact (ConvexRayCast). */
    private boolean refine(Vector3 from, Vector3 to, RayHit hit) {
        exactCast.refine(world.bodies(), bullet.hitBody, from, to, hit);
        return true;
    }

    private void checkSegment(Vector3 from, Vector3 to) {
        Checks.finite("from", from);
        Checks.finite("to", to);
    }

    private void checkTransform(String field, Matrix4 m) {
        if (m == null) throw new IllegalArgumentException(field + " must not be null");
        for (float v : m.val) if (!Float.isFinite(v)) throw new IllegalArgumentException(field + " must be finite, was " + m);
        Checks.finite(field, m.getTranslation(tmp));
    }

    @Override
    public void dispose() {
        bullet.dispose();
    }
}
