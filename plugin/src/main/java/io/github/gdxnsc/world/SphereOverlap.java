package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import io.github.gdxnsc.math.Rotations;

/**
 * Whether a sphere touches a body's convex shape, decided by the plugin on the body's pose: closed
 * forms for the sphere, the box and the capsule, a GJK distance ({@link ConvexRayCast#distance})
 * for any other convex shape, in double precision. Bullet's contact test answers the same question
 * but gdx-bullet wraps every contact point it reports in a new Java object; this allocates nothing.
 * The shapes are Bullet's as it collides them (the box's margin inside its half extents, every other
 * convex shape rounded by its margin) less a collision skin taken off their radius or rounding. The
 * shape lies at a pose (a body's, or a compound child's): position, then rotation (x, y, z, w).
 */
final class SphereOverlap {
    private final double[] q = new double[3];
    private final ConvexRayCast gjk;

    SphereOverlap(ConvexRayCast gjk) {
        this.gjk = gjk;
    }

    /**
     * True when the sphere (centre c, radius r) touches or overlaps the convex shape at {@code pose}
     * less {@code skin} (m) off its radius or rounding; a box has neither and takes none off.
     */
    boolean touches(double[] pose, btConvexShape shape, double skin, double cx, double cy, double cz, double r) {
        if (shape instanceof btSphereShape) {
            double dx = cx - pose[0], dy = cy - pose[1], dz = cz - pose[2];
            double reach = r + ((btSphereShape) shape).getRadius() - skin;
            return dx * dx + dy * dy + dz * dz <= reach * reach;
        }
        if (shape instanceof btBoxShape) {
            Rotations.rotate(-pose[3], -pose[4], -pose[5], pose[6], cx - pose[0], cy - pose[1], cz - pose[2], q);
            Vector3 h = ((btBoxShape) shape).getHalfExtentsWithMargin();
            double dx = outside(q[0], h.x), dy = outside(q[1], h.y), dz = outside(q[2], h.z);
            return dx * dx + dy * dy + dz * dz <= r * r;
        }
        if (shape instanceof btCapsuleShape) {
            btCapsuleShape capsule = (btCapsuleShape) shape;
            Rotations.rotate(-pose[3], -pose[4], -pose[5], pose[6], cx - pose[0], cy - pose[1], cz - pose[2], q);
            int axis = capsule.getUpAxis();
            double half = capsule.getHalfHeight();
            q[axis] = outside(q[axis], half); // the offset from the nearest point of the core segment
            double reach = r + capsule.getRadius() - skin;
            return q[0] * q[0] + q[1] * q[1] + q[2] * q[2] <= reach * reach;
        }
        gjk.at(pose);
        return gjk.distance(shape, cx, cy, cz, skin) <= r;
    }

    /** How far coordinate x lies outside [-h, h] (signed: 0 inside). */
    private static double outside(double x, double h) {
        return x > h ? x - h : x < -h ? x + h : 0;
    }
}
