package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;

/**
 * What {@link ContactListener#preSolve} may change about one contact point for one step: a reused
 * object, set to the contact's own values before each call. Changes last for this step only (the
 * next step asks again).
 */
public final class ContactSettings {
    /** False drops the contact for this step: no rows, no impulse (a one-way platform lets the body through). */
    public boolean enabled;
    /** Coulomb friction of this contact (>= 0); starts at the product of the two bodies' frictions. */
    public float friction;
    /** Restitution of this contact, in [0, 1]; starts at the product of the two bodies' restitutions. */
    public float restitution;
    /**
     * The velocity (m/s, world) A's contact point is driven to relative to B's along the contact
     * plane, as by a moving surface on B (a conveyor belt B: the belt's speed along its length;
     * with the belt as A, the opposite). Friction, within its bound, drives the relative sliding
     * toward it; the part along the normal is ignored. Zero by default.
     */
    public final Vector3 surfaceVelocity = new Vector3();

    void reset(float friction, float restitution) {
        enabled = true;
        this.friction = friction;
        this.restitution = restitution;
        surfaceVelocity.setZero();
    }

    @Override
    public String toString() {
        return "ContactSettings[" + (enabled ? "enabled" : "disabled") + ", friction " + friction + ", restitution " + restitution
                + ", surface velocity " + surfaceVelocity + "]";
    }
}
