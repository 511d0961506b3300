package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.Ray;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.render.FlyCameraController;
import io.github.gdxnsc.demo.render.OrbitCameraController;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParams;

/**
 * The demo's one camera and its controls: orbit (the default) or fly (key V). In the split view both halves show this same
 * camera, so its viewport is one half of the window and a pixel in either half is the same
 * scene ray.
 */
final class DemoCamera {
    /** Vertical field of view (degrees) of a view at least as wide as tall. */
    static final float FIELD_OF_VIEW = 60f;
    private final PerspectiveCamera camera;
    private final OrbitCameraController controller;
    private final FlyCameraController fly;
    private final Vector3 eye = new Vector3(), target = new Vector3();
    private final Rectangle view = new Rectangle();

    /** A camera for a window {@code width} x {@code height}; {@code clicks} gets the left clicks that do not drag. */
    DemoCamera(int width, int height, OrbitCameraController.ClickListener clicks) {
        camera = new PerspectiveCamera(FIELD_OF_VIEW, width, height);
        view.set(0, 0, width, height);
        controller = new OrbitCameraController(camera, clicks);
        fly = new FlyCameraController(camera, clicks);
    }

    FlyCameraController fly() {
        return fly;
    }

    /**
     * Key V: the fly camera from where the orbit camera looks, or back to orbiting a point as far
     * ahead as the orbit's target was, so the view does not jump either way. Returns whether it flies now.
     */
    boolean toggleFly() {
        if (!fly.isOn()) {
            fly.setOn(true);
            return true;
        }
        fly.setOn(false);
        float ahead = Math.max(2f, camera.position.dst(controller.target()));
        eye.set(camera.position);
        target.set(camera.direction).scl(ahead).add(eye);
        controller.lookAt(eye, target);
        return false;
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
        if (fly.isOn()) fly.syncFromCamera();
    }

    /**
     * The camera's viewport: the view area the overlay leaves (window pixels, y up), or one half of
     * it in the split view (both halves share the camera).
     */
    void fit(Rectangle view, EngineMode mode) {
        this.view.set(view);
        camera.viewportWidth = mode == EngineMode.SPLIT ? (int) view.width / 2 : (int) view.width;
        camera.viewportHeight = (int) view.height;
        // a view narrower than it is tall keeps the horizontal angle of a square 60 degree view, so
        // a scene framed for the window still fits between the overlay's columns
        float aspect = camera.viewportWidth / Math.max(1f, camera.viewportHeight);
        camera.fieldOfView = aspect >= 1 ? FIELD_OF_VIEW
                : 2 * MathUtils.radiansToDegrees * (float) Math.atan(Math.tan(MathUtils.degreesToRadians * FIELD_OF_VIEW / 2) / aspect);
        camera.update();
    }

    /** The view area the camera was last fitted to. */
    Rectangle view() {
        return view;
    }

    /** Whether {@code screenX, screenY} (y down, as the backend reports) is inside the 3D view. */
    boolean inView(int screenX, int screenY) {
        return view.contains(screenX, Gdx.graphics.getHeight() - screenY);
    }

    /**
     * The ray under a window pixel (y down). In the split view the pixel is in one of the two
     * halves, each showing the same camera: the ray is the same scene ray on either side.
     */
    Ray pickRay(int screenX, int screenY, EngineMode mode) {
        int x = (int) view.x, w = (int) view.width, half = w / 2;
        int y = (int) view.y; // libGDX's unproject takes the viewport's lower left corner, y up
        if (mode != EngineMode.SPLIT) return camera.getPickRay(screenX, screenY, x, y, w, (int) view.height);
        boolean left = screenX < x + half;
        return camera.getPickRay(screenX, screenY, left ? x : x + half, y, left ? half : w - half, (int) view.height);
    }
}
