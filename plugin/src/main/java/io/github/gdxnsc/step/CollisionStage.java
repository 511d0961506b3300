package io.github.gdxnsc.step;

import io.github.gdxnsc.stats.Stage;

/** Collision: Bullet's broad and narrow phase on the poses pushed at the end of the last step (or by setTransform). */
final class CollisionStage implements StepStage {
    @Override
    public Stage stage() {
        return Stage.COLLISION;
    }

    @Override
    public void run(StepContext ctx) {
        ctx.collision.detect(ctx.pool);
    }
}
