package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/**
 * Forces (pool, per body). Reads: the bodies' poses, velocities, forces, mass properties, damping,
 * kinematic targets; the settings' gravity and h. Writes: the previous poses (for interpolation),
 * kinematic bodies' velocities, the descriptor's body data and free velocities v*; with sleeping
 * turned off, wakes every sleeper (touched sleepers wake in extract, once this step's contacts are known).
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
        if (!ctx.allowSleep && ctx.islands.sleepingCount() > 0) ctx.islands.wakeAll(ctx.bodies, ctx.collision);
        ctx.bodies.savePreviousPoses();
        ctx.kinematics.begin(ctx.timeStep, ctx.stepsLeft);
        ctx.descriptor.beginStep(ctx.bodies.count);
        velocities.run(ctx.pool, ctx.descriptor, ctx.timeStep, ctx.gravityX, ctx.gravityY, ctx.gravityZ);
    }
}
