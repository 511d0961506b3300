package io.github.gdxnsc.world;

/**
 * Contact events of {@link NscWorld}, called on the caller's thread inside {@link NscWorld#step}
 * after every sub-step's solve, in this order: {@link #beginContact} for pairs that started
 * touching, {@link #postSolve} for every contact point, {@link #endContact} for pairs that stopped.
 * A pair touches when one of its points has a distance of at most 0 (speculative points, still
 * apart, never begin a contact); sensors report begin and end like any body. Pairs come in
 * ascending order of the bodies' ids, so events are deterministic.
 *
 * <p>Do not create or destroy bodies or joints inside a callback (the world refuses with an
 * {@link IllegalStateException}); note what to do and do it after the step. Objects passed are
 * reused: copy what you keep.
 */
public interface ContactListener {
    /** Bodies a and b started touching in this step (a's id is the lower). */
    default void beginContact(RigidBody a, RigidBody b) {
    }

    /** Bodies a and b stopped touching in this step (a's id is the lower). */
    default void endContact(RigidBody a, RigidBody b) {
    }

    /** One contact point after the solve, with its impulses (reused: copy what you keep). */
    default void postSolve(Contact contact) {
    }

    /**
     * Before the contact's rows are built (hard contact) or its spring-damper is set up (smooth
     * contact, once a step before its substeps): change its {@code settings} for this step: disable it (one-way platforms), its friction or restitution,
     * or give it a surface velocity (conveyor belts). {@code contact} holds the point, normal and
     * separation of this step and the impulses of the last. Called in contact order, so a
     * deterministic listener keeps the step deterministic. A listener that does not override this
     * method costs nothing per contact.
     */
    default void preSolve(Contact contact, ContactSettings settings) {
    }
}
