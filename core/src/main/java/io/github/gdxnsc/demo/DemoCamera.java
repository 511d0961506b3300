package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.Ray;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.render.OrbitCameraController;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParams;

/**
 * The demo's one camera and its orbit controls. In the split view both halves show this same
 * camera, so its viewport is one half of the window and a pixel in either half is the same
 * scene ray.
 */
final class DemoCamera {
    private final PerspectiveCamera camera;
    private final OrbitCameraController controller;
    private final Vector3 eye = new Vector3(), target = new Vector3();

    /** A camera for a window {@code width} x {@code height}; {@code clicks} gets the left clicks that do not drag. */
    DemoCamera(int width, int height, OrbitCameraController.ClickListener clicks) {
        camera = new PerspectiveCamera(60f, width, height);
        controller = new OrbitCameraController(camera, clicks);
    }

    PerspectiveCamera camera() {
        return camera;
    }

    OrbitCameraController controller() {
        return controller;
    }

    /** Back to the scene's starting view. */
    void lookAtStart(Scene scene, SceneParams params) {
        SceneViews.camera(scene, params, eye, target);
        controller.lookAt(eye, target);
    }

    /** The camera's viewport: the window, or one half of it in the split view (both halves share the camera). */
    void fit(int width, int height, EngineMode mode) {
        camera.viewportWidth = mode == EngineMode.SPLIT ? width / 2 : width;
        camera.viewportHeight = height;
        camera.update();
    }

    /**
     * The ray under a window pixel (y down). In the split view the pixel is in one of the two
     * halves, each showing the same camera: the ray is the same scene ray on either side.
     */
    Ray pickRay(int screenX, int screenY, EngineMode mode) {
        if (mode != EngineMode.SPLIT) return camera.getPickRay(screenX, screenY);
        int width = Gdx.graphics.getWidth(), half = width / 2;
        int left = screenX < half ? 0 : half, w = screenX < half ? half : width - half;
        return camera.getPickRay(screenX, screenY, left, 0, w, Gdx.graphics.getHeight());
    }
}
