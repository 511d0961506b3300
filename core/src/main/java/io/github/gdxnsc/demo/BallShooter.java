package io.github.gdxnsc.demo;

import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.Ray;

/** Shoots a ball into every engine running, the same ball on both sides of the split view. */
final class BallShooter {
    static final float SHOT_SPEED = 25f;

    private final EngineComparison engines;
    private final DemoCamera camera;
    private final Vector3 shotFrom = new Vector3(), shotVelocity = new Vector3(), aim = new Vector3();

    BallShooter(EngineComparison engines, DemoCamera camera) {
        this.engines = engines;
        this.camera = camera;
    }

    /** A ball from the camera through a window pixel (a left click, key B at the centre). */
    void throughPixel(int screenX, int screenY) {
        Ray ray = camera.pickRay(screenX, screenY, engines.mode());
        shoot(ray.origin, ray.direction);
    }

    /** A ball from the camera at the point it orbits (capture mode); its handle as {@link EngineComparison#shootBall} gives it. */
    int atOrbitTarget() {
        PerspectiveCamera c = camera.camera();
        return shoot(c.position, aim.set(camera.controller().target()).sub(c.position).nor());
    }

    private int shoot(Vector3 from, Vector3 direction) {
        shotFrom.set(direction).add(from); // start a metre out: clear of the near plane
        shotVelocity.set(direction).scl(SHOT_SPEED);
        return engines.shootBall(shotFrom, shotVelocity);
    }
}
