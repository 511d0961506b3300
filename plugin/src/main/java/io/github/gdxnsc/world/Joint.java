package io.github.gdxnsc.world;

/** A joint between two bodies (or a body and the static world). API SKELETON. */
public abstract class Joint {
    public abstract RigidBody getBodyA();
    /** May be null: the static world. */
    public abstract RigidBody getBodyB();
    /** Constraint rows the joint adds each step. */
    public abstract int rowCount();
}
