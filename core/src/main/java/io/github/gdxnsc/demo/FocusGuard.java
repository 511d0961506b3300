package io.github.gdxnsc.demo;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;
import com.kotcrab.vis.ui.widget.VisTextField;

/**
 * First in the input chain: a text field of the overlay keeps the keyboard only while it is being
 * typed into. Enter (which applies the value) and Escape leave the field, a press anywhere outside
 * the overlay's widgets (the 3D view) leaves it, and the function keys and Tab reach the demo's keys
 * even while a field has the focus, since they type nothing.
 */
final class FocusGuard extends InputAdapter {
    private final Stage stage;
    private final InputProcessor keys;
    private final Vector2 point = new Vector2();

    FocusGuard(Stage stage, InputProcessor keys) {
        this.stage = stage;
        this.keys = keys;
    }

    /** Whether a text field has the keyboard now. */
    boolean fieldFocused() {
        Actor focus = stage.getKeyboardFocus();
        return focus instanceof VisTextField || focus instanceof TextField; // VisUI's field is not a TextField
    }

    @Override
    public boolean keyDown(int keycode) {
        if (!fieldFocused()) return false;
        switch (keycode) {
            case Input.Keys.ENTER:
            case Input.Keys.NUMPAD_ENTER:
            case Input.Keys.ESCAPE:
                release(); // leaving the field applies its text
                return true;
            case Input.Keys.TAB:
                release();
                return keys.keyDown(keycode);
            default:
                // F1 to F12 type nothing: they stay the demo's shortcuts
                return keycode >= Input.Keys.F1 && keycode <= Input.Keys.F12 && keys.keyDown(keycode);
        }
    }

    @Override
    public boolean touchDown(int screenX, int screenY, int pointer, int button) {
        if (!fieldFocused()) return false;
        stage.screenToStageCoordinates(point.set(screenX, screenY));
        if (stage.hit(point.x, point.y, true) == null) release();
        return false; // the press still orbits, grabs or shoots
    }

    private void release() {
        stage.setKeyboardFocus(null);
        stage.setScrollFocus(null);
    }
}
