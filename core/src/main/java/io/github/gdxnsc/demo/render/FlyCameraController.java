package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;

/**
 * Fly camera, beside the orbit camera (key V switches): W / S forward and back along the view, A / D
 * sideways, E / Q up and down, Shift four times as fast; a drag with either button turns the view
 * (yaw about world y, pitch within +-89 degrees); a left click that does not drag still shoots.
 * While on, it keeps those keys and the mouse from the demo's other handlers (S does not step).
 */
public final class FlyCameraController extends InputAdapter {
    /** Metres per second, and the factor Shift gives. */
    static final float SPEED = 6f, FAST = 4f;
    /** Degrees of turn per pixel of drag. */
    static final float DEGREES_PER_PIXEL = 0.25f;
    static final int CLICK_SLOP = 4;

    private final PerspectiveCamera camera;
    private final OrbitCameraController.ClickListener clicks;
    private final boolean[] held = new boolean[Input.Keys.MAX_KEYCODE + 1];
    private final Vector3 move = new Vector3(), side = new Vector3();
    private boolean on;
    private float yaw, pitch;
    private int lastX, lastY, downX, downY, button = -1;
    private boolean dragged;

    public FlyCameraController(PerspectiveCamera camera, OrbitCameraController.ClickListener clicks) {
        this.camera = camera;
        this.clicks = clicks;
    }

    public boolean isOn() {
        return on;
    }

    /** Turns flying on (from where the camera looks now) or off; keys held are let go. */
    public void setOn(boolean on) {
        this.on = on;
        java.util.Arrays.fill(held, false);
        if (on) syncFromCamera();
    }

    /** Takes the camera's current direction as the view to fly on from (after the orbit camera moved it). */
    public void syncFromCamera() {
        Vector3 d = camera.direction;
        yaw = MathUtils.atan2(d.x, -d.z) * MathUtils.radiansToDegrees;
        pitch = (float) Math.asin(MathUtils.clamp(d.y, -1f, 1f)) * MathUtils.radiansToDegrees;
    }

    /** Moves the camera by the keys held, over {@code delta} real seconds (not the simulation's: it flies while paused). */
    public void update(float delta) {
        if (!on) return;
        float forward = axis(Input.Keys.W, Input.Keys.S), right = axis(Input.Keys.D, Input.Keys.A), up = axis(Input.Keys.E, Input.Keys.Q);
        if (forward == 0 && right == 0 && up == 0) return;
        float speed = SPEED * (held[Input.Keys.SHIFT_LEFT] || held[Input.Keys.SHIFT_RIGHT] ? FAST : 1f) * delta;
        side.set(camera.direction).crs(Vector3.Y).nor();
        move.set(camera.direction).scl(forward).mulAdd(side, right).mulAdd(Vector3.Y, up);
        camera.position.mulAdd(move, speed);
        camera.update();
    }

    private float axis(int plus, int minus) {
        return (held[plus] ? 1 : 0) - (held[minus] ? 1 : 0);
    }

    private void look() {
        pitch = MathUtils.clamp(pitch, -89f, 89f);
        float cosPitch = MathUtils.cosDeg(pitch);
        camera.direction.set(MathUtils.sinDeg(yaw) * cosPitch, MathUtils.sinDeg(pitch), -MathUtils.cosDeg(yaw) * cosPitch);
        camera.up.set(Vector3.Y);
        camera.update();
    }

    /** Whether the fly camera takes this key while it is on (no other handler sees it then). */
    public static boolean flies(int keycode) {
        switch (keycode) {
            case Input.Keys.W: case Input.Keys.A: case Input.Keys.S: case Input.Keys.D: case Input.Keys.Q: case Input.Keys.E:
            case Input.Keys.SHIFT_LEFT: case Input.Keys.SHIFT_RIGHT:
                return true;
            default:
                return false;
        }
    }

    @Override
    public boolean keyDown(int keycode) {
        if (!on || !flies(keycode)) return false;
        held[keycode] = true;
        return keycode != Input.Keys.SHIFT_LEFT && keycode != Input.Keys.SHIFT_RIGHT; // Shift+F3 still reaches the demo
    }

    @Override
    public boolean keyUp(int keycode) {
        if (!on || !flies(keycode)) return false;
        held[keycode] = false;
        return false;
    }

    @Override
    public boolean touchDown(int screenX, int screenY, int pointer, int button) {
        if (!on) return false;
        this.button = button;
        lastX = downX = screenX;
        lastY = downY = screenY;
        dragged = false;
        return true;
    }

    @Override
    public boolean touchDragged(int screenX, int screenY, int pointer) {
        if (!on) return false;
        if (Math.abs(screenX - downX) > CLICK_SLOP || Math.abs(screenY - downY) > CLICK_SLOP) dragged = true;
        if (dragged) {
            yaw += (screenX - lastX) * DEGREES_PER_PIXEL;
            pitch -= (screenY - lastY) * DEGREES_PER_PIXEL;
            look();
        }
        lastX = screenX;
        lastY = screenY;
        return true;
    }

    @Override
    public boolean touchUp(int screenX, int screenY, int pointer, int button) {
        if (!on) return false;
        if (button == Input.Buttons.LEFT && this.button == Input.Buttons.LEFT && !dragged && clicks != null) clicks.clicked(screenX, screenY);
        this.button = -1;
        return true;
    }

    @Override
    public boolean scrolled(float amountX, float amountY) {
        if (!on) return false;
        camera.position.mulAdd(camera.direction, -amountY * 0.5f);
        camera.update();
        return true;
    }
}
