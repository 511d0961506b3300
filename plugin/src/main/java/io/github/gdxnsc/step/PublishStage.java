package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/**
 * Publish, after either dynamics (hard or smooth contact). Reads the bodies' new poses and
 * velocities, x, the contacts. Writes kinematic bodies onto their targets (last sub-step), the
 * joints' impulses (breaking what exceeds its limit), every moving body's pose onto its Bullet
 * object (so queries between steps see where the body is), and, with sleeping on, the islands'
 * sleep clocks and who sleeps.
 */
final class PublishStage implements StepStage {
    @Override
    public Stage stage() {
        return Stage.PUBLISH;
    }

    @Override
    public void run(StepContext ctx) {
        final Bodies bodies = ctx.bodies;
        ctx.kinematics.end(ctx.stepsLeft);
        ctx.joints.storeImpulses(ctx.x);
        ctx.transforms.pushMoving(bodies, ctx.pool);
        if (ctx.allowSleep) {
            ctx.islands.begin(bodies);
            ctx.islands.addContacts(bodies, ctx.contacts);
            ctx.joints.linkIslands(ctx.islands, bodies);
            ctx.islands.sleep(bodies, ctx.timeStep, ctx.sleepLinearSpeed, ctx.sleepAngularSpeed, ctx.sleepTime, ctx.collision);
        }
    }
}
