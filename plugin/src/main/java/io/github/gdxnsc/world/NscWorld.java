package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;

/**
 * The physics world (API SKELETON: the world issue implements it).
 *
 * <p>Threading: call it from one thread (the game loop). The worker pool is internal and never
 * calls gdx-bullet. Requires {@code Bullet.init()} (the world calls it if needed).
 */
public final class NscWorld implements Disposable {

    public NscWorld(NscConfig config) { throw todo(); }

    /** The live config: changes take effect at the next step. */
    public NscConfig getConfig() { throw todo(); }
    /** Shapes the world makes, shares and disposes. */
    public NscShapes shapes() { throw todo(); }
    public RigidBody createBody(BodyDef def) { throw todo(); }
    public void destroyBody(RigidBody body) { throw todo(); }
    /** A ball joint at a world-space anchor; {@code b} may be null for the static world. */
    public BallJoint createBallJoint(RigidBody a, RigidBody b, Vector3 worldAnchor) { throw todo(); }
    /** A hinge about a world-space axis through a world-space anchor; {@code b} may be null. */
    public HingeJoint createHingeJoint(RigidBody a, RigidBody b, Vector3 worldAnchor, Vector3 worldAxis) { throw todo(); }
    public void destroyJoint(Joint joint) { throw todo(); }
    /** The live list of bodies (do not modify). */
    public Array<RigidBody> getBodies() { throw todo(); }
    public int getBodyCount() { throw todo(); }
    /** Advances by {@code delta} seconds in fixed steps from an accumulator, at most maxSubSteps; returns steps taken. */
    public int step(float delta) { throw todo(); }
    /** One fixed step of {@code config.timeStep}. */
    public void stepOnce() { throw todo(); }
    public StepStats getLastStats() { throw todo(); }
    /** Contacts of the last step, for debug drawing. */
    public int getContactCount() { throw todo(); }
    /** Point on B (world), normal (B to A), and the three impulses (normal, t1, t2) of contact {@code i}. */
    public void getContact(int i, Vector3 outPoint, Vector3 outNormal, Vector3 outImpulse) { throw todo(); }
    public boolean isDisposed() { throw todo(); }
    @Override public void dispose() { throw todo(); }

    private static UnsupportedOperationException todo() {
        return new UnsupportedOperationException("NscWorld: world issue not implemented yet");
    }
}
