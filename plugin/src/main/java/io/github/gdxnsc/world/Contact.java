package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;

/**
 * One contact point of a step, as the world reports it: a reused object, valid until the next
 * step (copy what you keep). The normal points from B toward A; impulses are those the solve
 * applied in this step (N s; a sensor's or a resting-apart contact's are zero).
 */
public final class Contact {
    RigidBody bodyA, bodyB;
    /** World point on B's given surface (Bullet's point on B's grown shape, less B's skin along the normal). */
    public final Vector3 point = new Vector3();
    /** Unit normal on B, from B toward A. */
    public final Vector3 normal = new Vector3();
    /** The friction impulse as a world vector (N s), in the contact's tangent plane. */
    public final Vector3 frictionImpulse = new Vector3();
    /** The normal impulse (N s, >= 0). */
    public float normalImpulse;
    /**
     * Signed distance (m) between the two bodies' given shapes along the normal, as the collision stage saw it
     * before the step's solve: negative when they overlap. Bullet collides each shape grown by its collision skin
     * ({@link NscShapes#skinOf}), and this is its distance plus the two skins, so a resting contact reads about
     * zero, as {@link NscWorld#getContactDistance} does.
     */
    public float separation;
    /**
     * The grown shapes are still apart (separation above the two skins): a speculative point that only stops what
     * would close within the step.
     */
    public boolean speculative;
    /** One of the bodies is a sensor: reported, never solved. */
    public boolean sensor;

    /** Body A: the contact normal points toward it. */
    public RigidBody getBodyA() { return bodyA; }

    /** Body B: {@link #point} lies on it. */
    public RigidBody getBodyB() { return bodyB; }

    /** The body on the other side from {@code body}. */
    public RigidBody getOther(RigidBody body) { return body == bodyA ? bodyB : bodyA; }

    @Override
    public String toString() {
        return "Contact[" + bodyA + "-" + bodyB + " at " + point + ", n " + normal + ", impulse " + normalImpulse
                + ", separation " + separation + (speculative ? ", speculative" : "") + (sensor ? ", sensor" : "") + "]";
    }
}
