package io.github.gdxnsc.demo;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;

/**
 * The game scene's keys as events, not polled: which of the arrows and K are held (from key down
 * to key up), and J and F pressed since the last step took them. None of {@link #KEYS} is a fly
 * camera key, so each keeps its one meaning while flying (E and Q are the fly camera's up and down). Events are what the backend and
 * a script ({@code --script "5 HOLD UP, 60 RELEASE UP, 61 J"}) both deliver, so a scripted run plays
 * the scene as a person does. It takes no key another handler wants: it is last in the chain and
 * never consumes.
 */
final class GameKeys extends InputAdapter {
    /** The game's keys: the arrows walk or drive, J jumps, K crouches (held), F gets in or out of the car. */
    static final int[] KEYS = {Input.Keys.UP, Input.Keys.DOWN, Input.Keys.LEFT, Input.Keys.RIGHT, Input.Keys.J, Input.Keys.K, Input.Keys.F};
    private final boolean[] held = new boolean[Input.Keys.MAX_KEYCODE + 1];
    private boolean jump, toggleCar;

    @Override
    public boolean keyDown(int keycode) {
        if (keycode < 0 || keycode >= held.length) return false;
        held[keycode] = true;
        if (keycode == Input.Keys.J) jump = true;
        if (keycode == Input.Keys.F) toggleCar = true;
        return false;
    }

    @Override
    public boolean keyUp(int keycode) {
        if (keycode >= 0 && keycode < held.length) held[keycode] = false;
        return false;
    }

    boolean held(int keycode) {
        return held[keycode];
    }

    /** Whether J was pressed since the last call. */
    boolean takeJump() {
        boolean j = jump;
        jump = false;
        return j;
    }

    /** Whether F was pressed since the last call. */
    boolean takeToggleCar() {
        boolean e = toggleCar;
        toggleCar = false;
        return e;
    }
}
