package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;

/**
 * A shape's given sizes in its own frame (its collision skin taken off), as body creation checks and
 * stores them: the largest and smallest extent of its bounding box, and the radius of a sphere inside it. One per world, used on
 * its thread: the box is measured into scratch vectors, so creating a body allocates nothing here.
 */
final class ShapeExtents {
    private final Matrix4 identity = new Matrix4();
    private final Vector3 min = new Vector3(), max = new Vector3();

    /** The largest extent (m) of the shape's bounding box in its own frame. */
    float largest(btCollisionShape shape, float skin) {
        measure(shape);
        return Math.max(max.x, Math.max(max.y, max.z)) - 2 * skin;
    }

    /** The smallest extent (m) of the shape's bounding box in its own frame: its thickness, for the thin-body check. */
    float smallest(btCollisionShape shape, float skin) {
        measure(shape);
        return Math.min(max.x, Math.min(max.y, max.z)) - 2 * skin;
    }

    /**
     * A radius whose sphere, centred on the body, stays inside the shape Bullet collides (its skin
     * included): the sphere continuous collision sweeps. Exact for spheres, boxes, capsules and cylinders; half the smallest half
     * extent of the bounding box for anything else (a conservative guess for hulls).
     */
    float innerRadius(btCollisionShape shape) {
        if (shape instanceof btSphereShape) return ((btSphereShape) shape).getRadius();
        if (shape instanceof btCapsuleShape) return ((btCapsuleShape) shape).getRadius();
        if (shape instanceof btBoxShape) {
            Vector3 e = ((btBoxShape) shape).getHalfExtentsWithMargin();
            return Math.min(e.x, Math.min(e.y, e.z));
        }
        if (shape instanceof btCylinderShape) {
            Vector3 e = ((btCylinderShape) shape).getHalfExtentsWithMargin();
            return Math.min(e.x, Math.min(e.y, e.z));
        }
        return 0.25f * smallest(shape, 0);
    }

    /** A box's half extents as Bullet collides it (margin and skin included) into out[off..off+2]; zeros for any other shape. */
    void boxHalfExtents(btCollisionShape shape, float[] out, int off) {
        if (!(shape instanceof btBoxShape)) return;
        Vector3 e = ((btBoxShape) shape).getHalfExtentsWithMargin();
        out[off] = e.x;
        out[off + 1] = e.y;
        out[off + 2] = e.z;
    }

    /** max = the bounding box's extents along x, y and z. */
    private void measure(btCollisionShape shape) {
        shape.getAabb(identity, min, max);
        max.sub(min);
    }
}
