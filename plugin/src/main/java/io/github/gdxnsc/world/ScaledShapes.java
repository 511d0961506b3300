package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.physics.bullet.collision.btUniformScalingShape;

/**
 * NscShapes' convex shapes scaled by a factor per axis, each with the mass properties of the
 * scaled solid: a box stays a box, a cylinder a cylinder (its two radial factors equal), a hull
 * a hull of the scaled points, and a sphere becomes an ellipsoid, a hull of points on its surface
 * with the ellipsoid's closed-form inertia. A uniform factor keeps Bullet's btUniformScalingShape
 * over the original, with the inertia scaled by the factor squared (Bullet's own scales it by the
 * factor alone). A shape grown by a collision skin (ShapeSkins) is scaled at its given sizes and
 * grown by the same skin again, so the skin does not scale with it.
 */
final class ScaledShapes {
    /** Points on the ellipsoid's surface: the polytope they span reaches within 0.2 % of the ellipsoid in every direction. */
    static final int ELLIPSOID_POINTS = 1500;

    private ScaledShapes() {
    }

    /** A scaled shape, its mass properties per kilogram (null: Bullet's are right) and, for an ellipsoid, its semi-axes. */
    static final class Scaled {
        final btCollisionShape shape;
        final MassProperties mass;
        final Vector3 semiAxes;

        Scaled(btCollisionShape shape, MassProperties mass, Vector3 semiAxes) {
            this.shape = shape;
            this.mass = mass;
            this.semiAxes = semiAxes;
        }
    }

    /**
     * {@code shape} scaled by {@code s} (finite and positive, checked by the caller); {@code known}
     * is the factory's mass properties of the original, or null; {@code skin} the skin the
     * original is grown by. Refuses what has no scaled form of its kind, naming the shape and the factors.
     */
    static Scaled scale(btConvexShape shape, Vector3 s, MassProperties known, float skin) {
        boolean uniform = s.x == s.y && s.y == s.z;
        if (uniform && skin > 0 && shape instanceof btSphereShape)
            return new Scaled(new btSphereShape((((btSphereShape) shape).getRadius() - skin) * s.x + skin), ShapeSkins.scaledInertia(known, s.x), null);
        if (uniform && skin > 0 && shape instanceof btCapsuleShape) {
            btCapsuleShape c = (btCapsuleShape) shape;
            int up = c.getUpAxis();
            Axis axis = up == 0 ? Axis.X : up == 2 ? Axis.Z : Axis.Y;
            return new Scaled(ShapeKit.capsule(axis, (c.getRadius() - skin) * s.x + skin, 2 * c.getHalfHeight() * s.x), ShapeSkins.scaledInertia(known, s.x), null);
        }
        if (uniform && (skin == 0 || !(shape.getClass() == btBoxShape.class || shape instanceof btCylinderShape || shape instanceof btConvexHullShape))) {
            Vector3 unit = known != null ? new Vector3(known.unitInertia) : inertiaPerKilogram(shape);
            return new Scaled(new btUniformScalingShape(shape, s.x), principal(unit.scl(s.x * s.x)), null);
        }
        if (shape.getClass() == btBoxShape.class) {
            Vector3 h = ((btBoxShape) shape).getHalfExtentsWithMargin().sub(skin).scl(s);
            return new Scaled(new btBoxShape(new Vector3(h).add(skin)), principal(new Vector3(h.y * h.y + h.z * h.z, h.x * h.x + h.z * h.z, h.x * h.x + h.y * h.y).scl(1 / 3f)), null);
        }
        if (shape instanceof btSphereShape) {
            float r = ((btSphereShape) shape).getRadius() - skin;
            Vector3 a = new Vector3(s).scl(r);
            return new Scaled(ellipsoid(a, skin), principal(new Vector3(a.y * a.y + a.z * a.z, a.x * a.x + a.z * a.z, a.x * a.x + a.y * a.y).scl(0.2f)), new Vector3(a));
        }
        if (shape instanceof btCylinderShape) return cylinder((btCylinderShape) shape, s, skin);
        if (shape instanceof btConvexHullShape) {
            btConvexHullShape hull = (btConvexHullShape) shape;
            float[] pts = new float[3 * hull.getNumPoints()];
            for (int k = 0; k < hull.getNumPoints(); k++) {
                Vector3 p = hull.getScaledPoint(k);
                pts[3 * k] = p.x * s.x;
                pts[3 * k + 1] = p.y * s.y;
                pts[3 * k + 2] = p.z * s.z;
            }
            btConvexHullShape scaled = MeshShapes.hull(pts);
            if (skin == 0) {
                scaled.setMargin(hull.getMargin());
                return new Scaled(scaled, null, null); // a hull's inertia is Bullet's bounding-box estimate, scaled or not
            }
            return new Scaled(scaled, ShapeSkins.growHull(scaled, hull.getMargin() - skin, skin), null);
        }
        if (shape instanceof btCapsuleShape)
            throw new IllegalArgumentException("scale must be uniform for a capsule (its caps would become ellipsoids), was " + s
                    + "; make a capsule of the radius and height you need");
        throw new IllegalArgumentException("scale must be uniform for a " + shape.getClass().getSimpleName()
                + ", was " + s + "; boxes, spheres, cylinders and convex hulls scale by any factors");
    }

    /** A cylinder of the same axis with its height and radius scaled: the two factors across its axis must be equal (Bullet's cylinders are round). */
    private static Scaled cylinder(btCylinderShape c, Vector3 s, float skin) {
        int up = c.getUpAxis();
        Axis axis = up == 0 ? Axis.X : up == 2 ? Axis.Z : Axis.Y;
        float along = up == 0 ? s.x : up == 1 ? s.y : s.z, acrossA = up == 0 ? s.y : s.x, acrossB = up == 2 ? s.y : s.z;
        if (acrossA != acrossB)
            throw new IllegalArgumentException("scale across a cylinder's axis (" + axis + ") must be equal (a cylinder is round), was " + s
                    + "; for an elliptic section use a convex hull");
        Vector3 h = c.getHalfExtentsWithMargin().sub(skin);
        float radius = (up == 0 ? h.y : h.x) * acrossA, halfHeight = (up == 0 ? h.x : up == 1 ? h.y : h.z) * along;
        float axial = radius * radius / 2, transverse = (3 * radius * radius + 4 * halfHeight * halfHeight) / 12;
        Vector3 unit = new Vector3(up == 0 ? axial : transverse, up == 1 ? axial : transverse, up == 2 ? axial : transverse);
        return new Scaled(ShapeKit.cylinder(axis, radius + skin, halfHeight + skin), principal(unit), null);
    }

    /**
     * An ellipsoid of semi-axes {@code a}: the hull of points spread evenly over the unit sphere
     * (a Fibonacci lattice), stretched onto the ellipsoid shrunk by the hull's margin, which Bullet
     * adds back all round; so along each axis it reaches exactly its semi-axis, and the skin beyond.
     */
    static btConvexHullShape ellipsoid(Vector3 a, float skin) {
        float margin = Math.min(ShapeKit.MARGIN, 0.02f * Math.min(a.x, Math.min(a.y, a.z)));
        float cx = a.x - margin, cy = a.y - margin, cz = a.z - margin;
        int n = ELLIPSOID_POINTS;
        float[] pts = new float[3 * n];
        double golden = Math.PI * (3 - Math.sqrt(5));
        for (int i = 0; i < n; i++) {
            double y = 1 - 2 * (i + 0.5) / n, ring = Math.sqrt(1 - y * y), phi = golden * i;
            pts[3 * i] = (float) (cx * ring * Math.cos(phi));
            pts[3 * i + 1] = (float) (cy * y);
            pts[3 * i + 2] = (float) (cz * ring * Math.sin(phi));
        }
        // the lattice leaves no point on the axes; the six axis points make the reach along them exact
        float[] all = java.util.Arrays.copyOf(pts, pts.length + 18);
        float[] axes = {cx, 0, 0, -cx, 0, 0, 0, cy, 0, 0, -cy, 0, 0, 0, cz, 0, 0, -cz};
        System.arraycopy(axes, 0, all, pts.length, 18);
        btConvexHullShape hull = MeshShapes.hull(all);
        hull.setMargin(margin + skin);
        return hull;
    }

    /** Bullet's principal inertia per kilogram of a convex shape about its origin. */
    private static Vector3 inertiaPerKilogram(btConvexShape shape) {
        Vector3 out = new Vector3();
        shape.calculateLocalInertia(1, out);
        return out;
    }

    private static MassProperties principal(Vector3 unitInertia) {
        MassProperties mp = new MassProperties();
        mp.unitInertia.set(unitInertia);
        return mp;
    }
}
