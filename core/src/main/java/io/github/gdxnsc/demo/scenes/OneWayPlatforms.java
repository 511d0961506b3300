package io.github.gdxnsc.demo.scenes;

import io.github.gdxnsc.world.Contact;
import io.github.gdxnsc.world.ContactListener;
import io.github.gdxnsc.world.ContactSettings;
import io.github.gdxnsc.world.RigidBody;

/**
 * One-way platforms for the solver's bodies: a contact with a body of the one-way filter groups is
 * dropped before its rows are built unless its normal points up out of the platform (a body above
 * it, resting or landing), so a crate thrown from below rises through. The character's sweeps have
 * their own rule (CharacterController.setOneWayGroups). Every other event goes on to the listener
 * it wraps (the demo's, which counts them).
 */
final class OneWayPlatforms implements ContactListener {
    /** How far up (cosine) a contact's normal must point out of the platform for it to hold. */
    static final float MIN_UP = 0.5f;

    private final short groups;
    private ContactListener next;

    OneWayPlatforms(short groups) {
        this.groups = groups;
    }

    /** The listener the other events go to (null: none). */
    void wrap(ContactListener listener) {
        next = listener == this ? next : listener;
    }

    private boolean oneWay(RigidBody b) {
        return b != null && (b.getFilterGroup() & groups) != 0;
    }

    @Override
    public void preSolve(Contact c, ContactSettings s) {
        boolean a = oneWay(c.getBodyA()), b = oneWay(c.getBodyB());
        if (a != b) {
            float up = b ? c.normal.y : -c.normal.y; // the normal points from B to A
            if (up < MIN_UP) s.enabled = false;
        }
        if (s.enabled && next != null) next.preSolve(c, s);
    }

    @Override
    public void beginContact(RigidBody a, RigidBody b) {
        if (next != null) next.beginContact(a, b);
    }

    @Override
    public void endContact(RigidBody a, RigidBody b) {
        if (next != null) next.endContact(a, b);
    }

    @Override
    public void postSolve(Contact contact) {
        if (next != null) next.postSolve(contact);
    }
}
