package io.github.gdxnsc.world;

/** How a body moves: as gdx-bullet's static, kinematic and dynamic rigid bodies. */
public enum BodyType {
    /** Never moves (except by {@link RigidBody#setTransform}); infinite mass. */
    STATIC,
    /**
     * Moved by the game, through {@link RigidBody#setKinematicTarget} or a set velocity; infinite
     * mass, so it pushes and carries dynamic bodies and nothing pushes it.
     */
    KINEMATIC,
    /** Moved by gravity, forces, contacts and joints. */
    DYNAMIC
}
