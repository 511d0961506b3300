package io.github.gdxnsc.demo;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParams;

/**
 * Where the demo's camera starts in each scene: the catalogue's view, except where the demo can
 * show the scene's point better. The incline's boxes stand in a row across the slope, so the
 * catalogue's view along the row lets them merge; from high above the slope's side each box has
 * its own place on screen and the ones that slide visibly leave the ones that stick behind.
 */
final class SceneViews {
    private SceneViews() {
    }

    static void camera(Scene scene, SceneParams params, Vector3 outEye, Vector3 outTarget) {
        if (scene.name().equals("incline")) {
            outTarget.set(0.5f, 1.2f, 0f);
            outEye.set(0.5f, 11f, 8.5f);
            return;
        }
        scene.camera(params, outEye, outTarget);
    }
}
