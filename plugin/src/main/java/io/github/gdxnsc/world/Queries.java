package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.Pool;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.BulletQueries;
import io.github.gdxnsc.step.Bodies;

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
    /** The exact test of a query's sphere or box against each body's shape, as the user gave it. */
    private final OverlapTests exact;
    /** The bodies' bounds for the overlap queries (Bullet's broadphase serves the rays and sweeps). */
    private final QueryBroadphase broadphase = new QueryBroadphase();
    /** overlapBox's box: centre, then its axes scaled by its half extents. */
    private final double[] box = new double[12];
    /** The overlap query being answered: a box (else a sphere) and its arguments, for the shapes Bullet decides. */
    private boolean boxProbe;
    private Vector3 probeCentre, probeHalf;
    private float probeRadius;
    private Matrix4 probeTransform;
    private boolean boundsStale = true;

    Queries(NscWorld world, BulletCollision collision, Array<RigidBody> handles) {
        this.world = world;
        this.collision = collision;
        this.bullet = new BulletQueries(collision);
        this.handles = handles;
        this.exact = new OverlapTests(exactCast, shape -> world.shapes().skinOf(shape));
    }

    /** Every pose may have changed (a restore): refresh the bounds before the next query. */
    void posesMoved() {
        boundsStale = true;
        broadphase.allMoved();
    }

    /** Body i's pose was pushed to Bullet. */
    void moved(int i) {
        boundsStale = true;
        broadphase.moved(i);
    }

    /** Body i was made (the next index). */
    /** Makes room for {@code n} bodies in the overlap queries' storage. */
    void ensureCapacity(int n) {
        broadphase.ensureCapacity(n);
        exact.ensureCapacity(n);
    }

    void added(int i) {
        boundsStale = true;
        broadphase.added(world.bodies().shape[i], i);
        exact.added(world.bodies().shape[i], i);
    }

    /** Body i is about to be removed, the last body taking its index. */
    void removed(int i) {
        broadphase.removed(i);
        exact.removed(i);
    }

    /** Bullet's bounds, for its ray tests and sweeps. */
    private void sync() {
        world.checkShapes("a query");
        if (boundsStale) {
            collision.updateBounds();
            boundsStale = false;
        }
    }

    /** The plugin's bounds, for the overlap queries. */
    private void syncOverlaps() {
        world.checkShapes("a query");
        broadphase.sync(world.bodies());
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
        return bullet.sweepSphere(radius, from, to, QUERY_GROUP, mask) && fill(out)
                && throughSkin(from.x, from.y, from.z, to.x, to.y, to.z, world.bodies().skin[bullet.hitBody], out);
    }

    boolean sweep(btConvexShape shape, Matrix4 from, Matrix4 to, short mask, RayHit out) {
        world.checkNotDisposed();
        if (shape == null) throw new IllegalArgumentException("shape must not be null");
        checkTransform("from", from);
        checkTransform("to", to);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        sync();
        if (!bullet.sweep(shape, from, to, QUERY_GROUP, mask) || !fill(out)) return false;
        float skin = world.bodies().skin[bullet.hitBody] + world.shapes().skinOf(shape);
        float[] a = from.val, b = to.val;
        return throughSkin(a[Matrix4.M03], a[Matrix4.M13], a[Matrix4.M23], b[Matrix4.M03], b[Matrix4.M13], b[Matrix4.M23], skin, out);
    }

    int overlapSphere(Vector3 centre, float radius, short mask, Array<RigidBody> out) {
        world.checkNotDisposed();
        Checks.finite("centre", centre);
        Checks.positive("radius", radius);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        boxProbe = false;
        probeCentre = centre;
        probeRadius = radius;
        double cx = centre.x, cy = centre.y, cz = centre.z;
        return collect(cx - radius, cy - radius, cz - radius, cx + radius, cy + radius, cz + radius, mask, out);
    }

    int overlapBox(Vector3 halfExtents, Matrix4 transform, short mask, Array<RigidBody> out) {
        world.checkNotDisposed();
        Checks.finite("halfExtents", halfExtents);
        Checks.positive("halfExtents.x", halfExtents.x);
        Checks.positive("halfExtents.y", halfExtents.y);
        Checks.positive("halfExtents.z", halfExtents.z);
        checkTransform("transform", transform);
        if (out == null) throw new IllegalArgumentException("out must not be null");
        float[] m = transform.val;
        box[0] = m[Matrix4.M03];
        box[1] = m[Matrix4.M13];
        box[2] = m[Matrix4.M23];
        for (int k = 0; k < 3; k++) {
            float h = k == 0 ? halfExtents.x : k == 1 ? halfExtents.y : halfExtents.z;
            for (int row = 0; row < 3; row++) box[3 + 3 * k + row] = (double) m[4 * k + row] * h; // column k of the basis
        }
        // the box's world bounds: along each world axis, the sum of its scaled axes' absolute components
        double ex = 0, ey = 0, ez = 0;
        for (int k = 3; k < 12; k += 3) {
            ex += Math.abs(box[k]);
            ey += Math.abs(box[k + 1]);
            ez += Math.abs(box[k + 2]);
        }
        boxProbe = true;
        probeHalf = halfExtents;
        probeTransform = transform;
        return collect(box[0] - ex, box[1] - ey, box[2] - ez, box[0] + ex, box[1] + ey, box[2] + ez, mask, out);
    }

    /** The bodies the mask accepts whose box overlaps the probe's bounds (min, max) and that the probe touches, in index order. */
    private int collect(double minX, double minY, double minZ, double maxX, double maxY, double maxZ, short mask, Array<RigidBody> out) {
        syncOverlaps();
        out.clear();
        Bodies b = world.bodies();
        int n = broadphase.candidates(minX, minY, minZ, maxX, maxY, maxZ);
        int[] found = broadphase.found;
        for (int k = 0; k < n; k++) {
            int i = found[k];
            if (collision.accepts(i, QUERY_GROUP, mask) && touches(b, i)) out.add(handles.get(i));
        }
        probeCentre = probeHalf = null;
        probeTransform = null;
        return out.size;
    }

    /** Whether the probe touches body i: the plugin's exact test, or Bullet's pair test for a shape the plugin cannot read. */
    private boolean touches(Bodies b, int i) {
        if (exact.unknown(i)) return boxProbe ? bullet.boxTouches(i, probeHalf, probeTransform) : bullet.sphereTouches(i, probeCentre, probeRadius);
        return boxProbe ? exact.boxTouches(b, i, box) : exact.sphereTouches(b, i, probeCentre.x, probeCentre.y, probeCentre.z, probeRadius);
    }

    private boolean fill(RayHit out) {
        out.body = handles.get(bullet.hitBody);
        out.point.set(bullet.hitPoint);
        out.normal.set(bullet.hitNormal);
        out.fraction = bullet.hitFraction;
        return true;
    }

    /** A ray's hit on a convex shape made exact on the given shape (ConvexRayCast); else Bullet's moved through the skin. */
    private boolean refine(Vector3 from, Vector3 to, RayHit hit) {
        float skin = world.shapes().raySkinOf(world.bodies().shape[bullet.hitBody]);
        if (!exactCast.refine(world.bodies(), bullet.hitBody, from, to, hit, skin)) throughSkin(from.x, from.y, from.z, to.x, to.y, to.z, skin, hit);
        return true;
    }

    /**
     * Moves a hit on the collision skin (what Bullet casts against) on along the cast onto the given
     * shape, by the skin over the cosine between the cast and the hit normal: exact on a flat face,
     * off by a term of the skin's second order on a curved one. A cast that
     * grazes the skin ({@link ConvexRayCast#GRAZING}) is left on the skin (it may miss the shape).
     */
    private boolean throughSkin(double fx, double fy, double fz, double tx, double ty, double tz, float skin, RayHit hit) {
        if (skin == 0) return true;
        double dx = tx - fx, dy = ty - fy, dz = tz - fz, length = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (length == 0) return true;
        double cos = -(dx * hit.normal.x + dy * hit.normal.y + dz * hit.normal.z) / length;
        if (cos < ConvexRayCast.GRAZING) return true;
        double along = Math.min(skin / cos / length, 1 - hit.fraction);
        hit.fraction += (float) along;
        hit.point.add((float) (along * dx), (float) (along * dy), (float) (along * dz));
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
        exact.dispose();
        bullet.dispose();
    }
}
