package io.github.gdxnsc.demo.scenes;

/**
 * The collision shapes a scene may ask for. Each maps one to one onto a world-made shape
 * ({@code NscShapes}) and onto a stock Bullet shape (a hull onto btConvexHullShape, a mesh onto btBvhTriangleMeshShape), so both
 * engines of the bench collide the same geometry. Which {@link BodySpec} dimensions a kind reads is said per constant.
 */
public enum ShapeKind {
    /** {@link BodySpec#halfExtents}. */
    BOX,
    /** {@link BodySpec#radius}. */
    SPHERE,
    /** Along local Y: {@link BodySpec#radius} and {@link BodySpec#height}, the length of the cylindrical part. */
    CAPSULE,
    /** Along local Y: {@link BodySpec#halfExtents} (x = z = radius, y = half height). */
    CYLINDER,
    /**
     * The convex hull of {@link BodySpec#hullPoints} (body frame, about the centre of mass). Bullet
     * rounds a hull by its collision margin outside the points, so both engines give it the points
     * shrunk by {@link HullGeometry#MARGIN} with that margin ({@link HullGeometry#collisionPoints}):
     * the solid they collide has the hull's faces, its edges rounded by the margin.
     */
    HULL,
    /**
     * A static triangle mesh (level geometry): {@link BodySpec#meshVertices} and
     * {@link BodySpec#meshIndices} in the body's frame (our world's {@code NscShapes.staticMesh},
     * Bullet's btBvhTriangleMeshShape). Static bodies only.
     */
    MESH
}
