package io.github.gdxnsc.demo.scenes;

/**
 * The collision shapes a scene may ask for. Each maps one to one onto a world-made shape
 * ({@code NscShapes}) and onto a stock Bullet shape, so both engines of the bench collide the
 * same geometry. Which {@link BodySpec} dimensions a kind reads is said per constant.
 */
public enum ShapeKind {
    /** {@link BodySpec#halfExtents}. */
    BOX,
    /** {@link BodySpec#radius}. */
    SPHERE,
    /** Along local Y: {@link BodySpec#radius} and {@link BodySpec#height}, the length of the cylindrical part. */
    CAPSULE,
    /** Along local Y: {@link BodySpec#halfExtents} (x = z = radius, y = half height). */
    CYLINDER
}
