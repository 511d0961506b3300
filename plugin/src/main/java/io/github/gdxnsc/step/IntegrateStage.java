package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/**
 * Integrate (pool, per body; the joints' projection on the caller's thread). Reads x (the velocity
 * solve's answer), the position solve's velocities when it ran, the free velocities v*. Writes the
 * bodies' velocities (v* + M^-1 J^T x, clamped), positions and orientations (moved with the
 * position solve's velocities, else with the new velocities; either with the penetration guard's
 * moves added), the joints' projection onto their constraints, and the contacts' impulses onto the contact buffer and Bullet's points.
 */
final class IntegrateStage implements StepStage {
    private final PositionIntegrator positions;
    private final PenetrationGuard guard;
    private final JointProjection jointProjection;
    private final ContactRows contactRows;
    private final ContactImpulseCache impulseCache;

    IntegrateStage(PositionIntegrator positions, PenetrationGuard guard, JointProjection jointProjection, ContactRows contactRows,
            ContactImpulseCache impulseCache) {
        this.positions = positions;
        this.guard = guard;
        this.jointProjection = jointProjection;
        this.contactRows = contactRows;
        this.impulseCache = impulseCache;
    }

    @Override
    public Stage stage() {
        return Stage.INTEGRATE;
    }

    @Override
    public void run(StepContext ctx) {
        ctx.descriptor.applyImpulses(ctx.x, ctx.bodies.vel);
        double[] move = guard.run(ctx, ctx.positionVelocity);
        positions.setExactFreeRotation(ctx.exactFreeRotation);
        positions.run(ctx.pool, ctx.timeStep, move, ctx.descriptor.velocity());
        if (ctx.joints.count() > 0) {
            // after the positions moved: the joints' position-level correction, Gauss-Seidel in joint order
            jointProjection.begin(ctx.timeStep, ctx.descriptor.invInertia());
            ctx.joints.project(jointProjection, ctx.jointProjectionIterations);
        }
        impulseCache.store(ctx.contacts, contactRows, ctx.x, ctx.collision, ctx.pool);
        if (ctx.warmStartNewPoints) ctx.manifoldLoads.remember(ctx.contacts, ctx.bodies.id, ctx.bodies.prevPos, ctx.refuseInnerPoints);
    }
}
