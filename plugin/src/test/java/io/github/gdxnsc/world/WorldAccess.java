package io.github.gdxnsc.world;

import io.github.gdxnsc.collision.BulletCollision;

/**
 * Test code only: lets tests in other packages reach a world's internals that the public API
 * keeps package-private.
 */
public final class WorldAccess {
    private WorldAccess() {
    }

    public static BulletCollision collision(NscWorld w) {
        return w.collision();
    }
}
