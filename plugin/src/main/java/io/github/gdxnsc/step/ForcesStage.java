package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/**
 * Forces (pool, per body). Reads: the bodies' poses, velocities, forces, mass properties, damping,
 * kinematic targets; the settings' gravity and h. Writes: the previous poses (for interpolation),
 * kinematic bodies' velocities, the descriptor's body data and free velocities v*; wakes sleepers
 * a moving body touched last step.
 */
final class ForcesStage implements StepStage {
    private final VelocityIntegrator velocities;

    ForcesStage(VelocityIntegrator velocities) {
        this.velocities = velocities;
    }

    @Override
    public Stage stage() {
        return Stage.FORCES;
    }

    @Override
    public void run(StepContext ctx) {
        wakeOrKeepSleeping(ctx);
        ctx.bodies.savePreviousPoses();
        ctx.kinematics.begin(ctx.timeStep, ctx.stepsLeft);
        ctx.descriptor.beginStep(ctx.bodies.count);
        velocities.run(ctx.pool, ctx.descriptor, ctx.timeStep, ctx.gravityX, ctx.gravityY, ctx.gravityZ);
    }

    /** Sleepers touched by a moving body last step wake; with sleeping off, everyone wakes. */
    private static void wakeOrKeepSleeping(StepContext ctx) {
        if (ctx.islands.sleepingCount() == 0) return;
        if (ctx.allowSleep) ctx.islands.wakeTouched(ctx.bodies, ctx.contacts, ctx.collision);
        else ctx.islands.wakeAll(ctx.bodies, ctx.collision);
    }
}
