package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;

/**
 * Orbit camera: left drag orbits around the target, right (or middle) drag pans, the wheel
 * zooms. A left click that does not drag is a "shoot" at that pixel, reported to the listener.
 * A left press that the {@link GrabListener} takes (the mouse is over a dynamic body) drags that
 * body instead of orbiting, until the button is released.
 */
public final class OrbitCameraController extends InputAdapter {
    /** A press that moves less than this (pixels) before release is a click, not a drag. */
    static final int CLICK_SLOP = 4;

    /** Told about left clicks (screen pixels, y down). */
    public interface ClickListener {
        void clicked(int screenX, int screenY);
    }

    /** Grabs a body under the mouse (screen pixels, y down). */
    public interface GrabListener {
        /** A left press: true when it took hold of something (the drag then moves it, not the camera). */
        boolean grabStart(int screenX, int screenY);

        void grabMove(int screenX, int screenY);

        void grabEnd();
    }

    private final PerspectiveCamera camera;
    private final ClickListener clickListener;
    private GrabListener grabListener;
    private boolean grabbing;
    private final Vector3 target = new Vector3();
    private final Vector3 right = new Vector3(), up = new Vector3();
    private float yawDegrees, pitchDegrees, distance;
    private int button = -1, lastX, lastY, downX, downY;
    private boolean dragged;

    public OrbitCameraController(PerspectiveCamera camera, ClickListener clickListener) {
        this.camera = camera;
        this.clickListener = clickListener;
    }

    /** Places the camera at {@code eye} looking at {@code target}. */
    public void lookAt(Vector3 eye, Vector3 target) {
        this.target.set(target);
        right.set(eye).sub(target);
        distance = Math.max(0.5f, right.len());
        yawDegrees = (float) Math.toDegrees(Math.atan2(right.x, right.z));
        pitchDegrees = (float) Math.toDegrees(Math.asin(MathUtils.clamp(right.y / distance, -1f, 1f)));
        apply();
    }

    private void apply() {
        pitchDegrees = MathUtils.clamp(pitchDegrees, -5f, 89f);
        // exact trigonometry: libGDX's table sines are off by up to 2e-4, which at a fly camera's
        // 20-30 m from its new target moved the view by a centimetre when the orbit took over
        double yaw = Math.toRadians(yawDegrees), pitch = Math.toRadians(pitchDegrees), cosPitch = Math.cos(pitch);
        camera.position.set((float) (Math.sin(yaw) * cosPitch), (float) Math.sin(pitch), (float) (Math.cos(yaw) * cosPitch))
                .scl(distance).add(target);
        camera.up.set(Vector3.Y);
        camera.lookAt(target);
        camera.near = Math.max(0.05f, distance * 0.01f);
        camera.far = distance * 20f + 200f;
        camera.update();
    }

    @Override
    public boolean touchDown(int screenX, int screenY, int pointer, int button) {
        this.button = button;
        lastX = downX = screenX;
        lastY = downY = screenY;
        dragged = false;
        grabbing = button == Input.Buttons.LEFT && grabListener != null && grabListener.grabStart(screenX, screenY);
        return true;
    }

    public void setGrabListener(GrabListener listener) {
        grabListener = listener;
    }

    @Override
    public boolean touchDragged(int screenX, int screenY, int pointer) {
        int dx = screenX - lastX, dy = screenY - lastY;
        lastX = screenX;
        lastY = screenY;
        if (Math.abs(screenX - downX) > CLICK_SLOP || Math.abs(screenY - downY) > CLICK_SLOP) dragged = true;
        if (grabbing) {
            grabListener.grabMove(screenX, screenY);
            return true;
        }
        if (!dragged) return true;
        if (button == Input.Buttons.LEFT) {
            yawDegrees -= dx * 0.3f;
            pitchDegrees += dy * 0.3f;
        } else {
            // pan in the view plane, at a speed that keeps the point under the cursor roughly fixed
            float scale = distance * 0.0015f;
            right.set(camera.direction).crs(camera.up).nor();
            up.set(camera.up).nor();
            target.mulAdd(right, -dx * scale).mulAdd(up, dy * scale);
        }
        apply();
        return true;
    }

    @Override
    public boolean touchUp(int screenX, int screenY, int pointer, int button) {
        if (grabbing && button == Input.Buttons.LEFT) {
            grabbing = false;
            grabListener.grabEnd();
        }
        if (button == Input.Buttons.LEFT && !dragged && clickListener != null) clickListener.clicked(screenX, screenY);
        this.button = -1;
        return true;
    }

    @Override
    public boolean scrolled(float amountX, float amountY) {
        distance = MathUtils.clamp(distance * (1f + 0.1f * amountY), 0.5f, 500f);
        apply();
        return true;
    }

    public Vector3 target() {
        return target;
    }
}
