package io.github.gdxnsc.world;

import com.badlogic.gdx.graphics.Mesh;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;

/**
 * Collision shapes the world makes, shares (same arguments, same shape) and disposes with the
 * world, so the common path leaves no native object to the user. API SKELETON.
 */
public final class NscShapes {
    NscShapes() { }
    public btCollisionShape box(float halfX, float halfY, float halfZ) { throw new UnsupportedOperationException(); }
    public btCollisionShape sphere(float radius) { throw new UnsupportedOperationException(); }
    /** Capsule along Y: radius and the height of its cylindrical part. */
    public btCollisionShape capsule(float radius, float height) { throw new UnsupportedOperationException(); }
    /** Cylinder along Y with half extents. */
    public btCollisionShape cylinder(float halfX, float halfY, float halfZ) { throw new UnsupportedOperationException(); }
    /** Convex hull of points (x, y, z triples). */
    public btCollisionShape convexHull(float[] points) { throw new UnsupportedOperationException(); }
    public btCollisionShape convexHull(Mesh mesh) { throw new UnsupportedOperationException(); }
    /** Static triangle mesh of a model's nodes, for level geometry (static bodies only). */
    public btCollisionShape staticMesh(Model model) { throw new UnsupportedOperationException(); }
}
