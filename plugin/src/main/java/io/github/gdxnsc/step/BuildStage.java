package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/**
 * Build. Reads the contact buffer, the bodies' positions and pre-step velocities, the joints'
 * anchors, axes and last impulses. Writes the descriptor's rows (a cone block per contact, the
 * joints' rows) with their velocity biases, each contact's recovery bias and whether any needs
 * recovery ({@link ContactRows}), the warm start x, rolling and spinning friction
 * ({@link RollingFrictionRows}), then prepares the descriptor and r = J v* + b.
 */
final class BuildStage implements StepStage {
    private final ContactRows contactRows;
    private final SlipCorrection slipCorrection;
    private final ContactImpulseCache impulseCache;
    private final RollingFrictionRows rollingFriction = new RollingFrictionRows();

    BuildStage(ContactRows contactRows, SlipCorrection slipCorrection, ContactImpulseCache impulseCache) {
        this.contactRows = contactRows;
        this.slipCorrection = slipCorrection;
        this.impulseCache = impulseCache;
    }

    @Override
    public Stage stage() {
        return Stage.BUILD;
    }

    @Override
    public void run(StepContext ctx) {
        int rollingRows = rollingFriction.maxRows(ctx.contacts, ctx.bodies);
        ctx.ensureRows(3 * ctx.contacts.count() + rollingRows + ctx.joints.maxRows());
        contactRows.build(ctx, slipCorrection);
        impulseCache.warmStart(ctx.contacts, contactRows, ctx.x, ctx.warmStart, ctx.pool);
        // no touching body with rolling or spinning friction: no pair to look through for rows
        if (rollingRows > 0) rollingFriction.build(ctx, contactRows);
        ctx.ropeBlock.clear();
        ctx.joints.addRows(ctx.descriptor, ctx.x, ctx.warmStart, ctx.timeStep, ctx.jointErp);
        ctx.descriptor.prepare();
        ctx.descriptor.computeRhs();
        ctx.rows = ctx.descriptor.rowCount();
    }
}
