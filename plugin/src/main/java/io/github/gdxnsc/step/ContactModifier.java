package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;

/**
 * What the build stage asks of the world before a contact's rows are built (the world's
 * contact listener, when it modifies contacts): called on the caller's thread, once per solved
 * contact, in contact order, before any row of the step is built (the impact sweeps see its
 * restitution).
 */
public interface ContactModifier {
    /**
     * Contact {@code k} of {@code c}: may rewrite {@code c.friction[k]} and {@code c.restitution[k]}
     * for this step; writes into {@code surfaceVelocity[at..at+2]} the world velocity A's point is
     * driven to relative to B's along the contact plane (zeros for none). Returns false to drop
     * the contact for this step (no rows, no impulse).
     */
    boolean modify(ContactBuffer c, int k, double[] surfaceVelocity, int at);
}
