package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/**
 * Extract. Reads Bullet's manifolds, the bodies, the free velocities. Writes the contact buffer:
 * Bullet's points but those whose normal points into a body ({@link ContradictedPoints}) (in their
 * bodies' order with {@code contactsInBodyOrder}, {@link ContactOrder})
 * with last step's impulses and each point's last recovery impulse, the saved impulses once after a
 * snapshot rebuilt Bullet's cache, the corners, line ends and rim points that Bullet's points miss
 * under a box, a lying cylinder or capsule, a standing cylinder or a hull resting or sliding on a
 * face ({@link ManifoldCompletion}; those on hulls' faces warm-started from the last step's), then
 * continuous collision's swept contacts, and the closest points of pairs that two moving bodies may
 * close within the step ({@link ClosingPairs}). A sleeper that a
 * moving body touches wakes here, before the solve, and gets its free velocity and mass in the
 * descriptor: the step that finds an impact solves it against the sleeper's real mass.
 */
final class ExtractStage implements StepStage {
    /** Under smooth contact, bodies moving more than this (m) in a step are swept for the onset of their contacts. */
    private static final double SMC_SWEEP_DISTANCE = 0.01;

    private final ContinuousCollision continuous = new ContinuousCollision(), landings = new ContinuousCollision();
    private final HullShapes hulls = new HullShapes();
    private final ManifoldCompletion completion = new ManifoldCompletion(hulls);
    private final ContradictedPoints contradicted = new ContradictedPoints(hulls);
    /** The last step's contacts on hulls' faces (the completion's), to warm-start this step's from. */
    private final ContactSeed faceSeed = new ContactSeed();
    private final ClosingPairs closing = new ClosingPairs();
    private final RecoveryImpulseCache recoveryCache;
    private final ContactOrder order = new ContactOrder();
    private final VelocityIntegrator velocities;

    ExtractStage(RecoveryImpulseCache recoveryCache, VelocityIntegrator velocities) {
        this.recoveryCache = recoveryCache;
        this.velocities = velocities;
    }

    @Override
    public Stage stage() {
        return Stage.EXTRACT;
    }

    @Override
    public void run(StepContext ctx) {
        // the completion's contacts on hulls' faces hold no Bullet point: their impulses are kept here, before the read
        faceSeed.captureOf(ctx.contacts, ctx.bodies, completion.faceContactIndices(), completion.faceContacts());
        ctx.collision.read(ctx.contacts, ctx.pool);
        if (ctx.collision.holdsHulls()) contradicted.drop(ctx.bodies, ctx.contacts); // points whose normal points into a body
        if (ctx.contactsInBodyOrder) order.sort(ctx.contacts, ctx.bodies, ctx.pool);
        recoveryCache.fill(ctx.contacts, ctx.bodies.id, ctx.contactSeed.armed(), ctx.pool);
        if (ctx.restAnchor > 0 && !ctx.smoothContact) ctx.restAnchors.fill(ctx.contacts, ctx.bodies.id, ctx.contactSeed.armed());
        else ctx.restAnchors.forget();
        if (ctx.contactSeed.armed() || !ctx.warmStartNewPoints || ctx.smoothContact) ctx.manifoldLoads.forget();
        else ctx.manifoldLoads.fill(ctx.contacts, ctx.bodies, ctx.refuseInnerPoints);
        ctx.contactSeed.apply(ctx.contacts, ctx.bodies); // only after a snapshot rebuilt Bullet's cache
        // a box (or a lying cylinder or capsule) on Bullet's points alone stands on those that happen to be
        // there: the rest of a flat face's corners (or a line's ends), within the spread a flat landing is judged by
        if (ctx.completeManifolds && !ctx.smoothContact) {
            completion.complete(ctx.bodies, ctx.collision, ctx.contacts, 2 * ctx.contactSlop, ctx.timeStep);
            // completed at rest as well, they start from last step's: cold, a resting arch paid 200 iterations a frame
            faceSeed.applyTo(ctx.contacts, ctx.bodies, completion.faceContactIndices(), completion.faceContacts());
        } else {
            completion.forgetFaceContacts();
        }
        // smooth contact must see a contact begin: every body moving over 1 cm a step is swept
        if (ctx.smoothContact) continuous.sweepAllFast(ctx.bodies, ctx.descriptor, ctx.timeStep, ctx.collision, ctx.contacts, SMC_SWEEP_DISTANCE);
        else continuous.sweep(ctx.bodies, ctx.descriptor, ctx.timeStep, ctx.collision, ctx.contacts);
        // a sweep may pass overlaps up to twice the slop, a resting contact's depth with margin, so a
        // body sliding on one body still finds the one it falls onto
        if (!ctx.smoothContact && ctx.landingSweep > 0) {
            landings.sweepLandings(ctx.bodies, ctx.descriptor, ctx.timeStep, ctx.collision, ctx.contacts, ctx.landingSweep,
                    (float) (2 * ctx.contactSlop), ctx.penetrationGuard > 0);
            // two bodies moving at once can each sweep past the other: their pair needs a row (and the guard's eye)
            closing.find(ctx.bodies, ctx.descriptor, ctx.timeStep, ctx.collision, ctx.contacts, ctx.landingSweep,
                    ctx.penetrationGuard > 0 ? 0 : ctx.landingSweep);
        }
        // the woken islands' own contacts are in the buffer already: Bullet keeps a sleeper's manifolds
        if (ctx.allowSleep && ctx.islands.sleepingCount() > 0 && ctx.islands.wakeTouched(ctx.bodies, ctx.contacts, ctx.collision))
            velocities.run(ctx.pool, ctx.descriptor, ctx.timeStep, ctx.gravityX, ctx.gravityY, ctx.gravityZ);
    }
}
