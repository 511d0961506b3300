package io.github.gdxnsc.world;

/** Three bilateral rows holding two anchor points together. API SKELETON. */
public final class BallJoint extends Joint {
    BallJoint() { }
    @Override public RigidBody getBodyA() { throw new UnsupportedOperationException(); }
    @Override public RigidBody getBodyB() { throw new UnsupportedOperationException(); }
    @Override public int rowCount() { return 3; }
}
