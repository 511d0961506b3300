package io.github.gdxnsc.demo;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputProcessor;
import java.util.ArrayList;
import java.util.List;

/**
 * Key presses at given frames, fed to the application's input processor exactly as the backend
 * feeds a real key (down, then up): the smoke test drives the demo with it ("40 F3, 41 F3, 90
 * ESCAPE"). Key names are libGDX's ({@link Input.Keys#valueOf}); a wrong one is refused up front
 * with the reason. The left mouse button too: "10 MOUSEDOWN 400 300, 11 MOUSEDRAG 400 250, 30
 * MOUSEUP 400 250" (window pixels, y down), fed as the backend's touchDown / touchDragged / touchUp.
 * A key that types a character (digits, letters, space, Enter) is followed by its keyTyped, as the
 * backend sends it. "5 CLICK maxIterations" clicks the middle of the overlay's text field of that
 * setting (or draw option, or section title), wherever the layout put it (down and up through the same
 * processor); where its window has it scrolled out of view the click waits, up to
 * {@link #CLICK_WAIT_FRAMES} frames, for the window to scroll to it (as a person would with the wheel;
 * the events after it wait too), and is refused where it is not shown at all (a folded section, a rail). "5 HOLD UP" presses a key and keeps it down
 * until "60 RELEASE UP". "5 WHEEL 200 300 3" moves the mouse to (200, 300) and turns the wheel 3
 * notches toward the user (negative: away), as the backend's mouseMoved and scrolled.
 */
public final class ScriptedKeys {
    private final List<int[]> events = new ArrayList<>();
    /** Frames a click waits for its target to be scrolled into view before the script fails. */
    static final int CLICK_WAIT_FRAMES = 10;
    private final List<String> fields = new ArrayList<>();
    private int next;
    /** Frames the pending click has waited so far. */
    private int clickWaited;

    /** Parses "FRAME KEY, FRAME KEY, ..." (frames from 1, in order). */
    public static ScriptedKeys parse(String script) {
        ScriptedKeys s = new ScriptedKeys();
        int lastFrame = 0;
        for (String part : script.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) continue;
            String[] fk = p.split("\\s+");
            if (fk.length < 2 || fk.length > 5) throw new IllegalArgumentException("--script: '" + p + "' is not 'FRAME KEY', 'FRAME HOLD|RELEASE KEY', 'FRAME MOUSEDOWN|MOUSEDRAG|MOUSEUP X Y', 'FRAME WHEEL X Y NOTCHES' or 'FRAME CLICK SETTING'");
            int frame;
            try {
                frame = Integer.parseInt(fk[0]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--script: '" + fk[0] + "' is not a frame number");
            }
            if (frame < lastFrame || frame < 1) throw new IllegalArgumentException("--script: frames must start at 1 and not decrease: " + p);
            if (fk.length == 3 && (fk[1].equalsIgnoreCase("HOLD") || fk[1].equalsIgnoreCase("RELEASE"))) {
                int key = key(fk[2]);
                if (key < 0) throw new IllegalArgumentException("--script: unknown key '" + fk[2] + "' (libGDX names: UP, LEFT, K, ...)");
                s.events.add(new int[] {frame, fk[1].equalsIgnoreCase("HOLD") ? HOLD : RELEASE, key});
                lastFrame = frame;
                continue;
            }
            if (fk.length == 3 && fk[1].equalsIgnoreCase("CLICK")) {
                s.fields.add(fk[2]);
                s.events.add(new int[] {frame, CLICK, s.fields.size() - 1});
                lastFrame = frame;
                continue;
            }
            if (fk.length == 3) throw new IllegalArgumentException("--script: '" + p + "': expected HOLD, RELEASE or CLICK after the frame");
            if (fk.length == 5) {
                if (!fk[1].equalsIgnoreCase("WHEEL")) throw new IllegalArgumentException("--script: '" + p + "': expected WHEEL before X Y NOTCHES");
                int notches;
                try {
                    notches = Integer.parseInt(fk[4]);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--script: '" + p + "': '" + fk[4] + "' is not a whole number of wheel notches");
                }
                s.events.add(new int[] {frame, WHEEL, pixel(fk[2], p), pixel(fk[3], p), notches});
                lastFrame = frame;
                continue;
            }
            if (fk.length == 4) {
                s.events.add(new int[] {frame, mouse(fk[1], p), pixel(fk[2], p), pixel(fk[3], p)});
                lastFrame = frame;
                continue;
            }
            int key = key(fk[1]);
            if (key < 0) throw new IllegalArgumentException("--script: unknown key '" + fk[1] + "' (libGDX names: F3, ESCAPE, SPACE, N, ...)");
            s.events.add(new int[] {frame, KEY, key});
            lastFrame = frame;
        }
        return s;
    }

    private static final int KEY = 0, MOUSE_DOWN = 1, MOUSE_DRAG = 2, MOUSE_UP = 3, CLICK = 4, HOLD = 5, RELEASE = 6, WHEEL = 7;

    /** Where a setting's text field is on the screen (window pixels, y down), for "CLICK NAME". */
    public interface FieldLocator {
        /** False when there is no such field shown. */
        boolean fieldPixel(String setting, com.badlogic.gdx.math.Vector2 out);

        /** Scrolls the field's window to it where it is out of view in a scrolling part; false when there is nothing to scroll to. */
        default boolean scrollToField(String setting) {
            return false;
        }
    }

    private static int mouse(String name, String part) {
        switch (name.toUpperCase(java.util.Locale.ROOT)) {
            case "MOUSEDOWN": return MOUSE_DOWN;
            case "MOUSEDRAG": return MOUSE_DRAG;
            case "MOUSEUP": return MOUSE_UP;
            default: throw new IllegalArgumentException("--script: '" + part + "': expected MOUSEDOWN, MOUSEDRAG or MOUSEUP before X Y");
        }
    }

    private static int pixel(String text, String part) {
        try {
            int v = Integer.parseInt(text);
            if (v >= 0) return v;
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("--script: '" + part + "': '" + text + "' is not a pixel coordinate (0 or more)");
    }

    /** libGDX's key for a name as typed: "F3", "escape", "Space", "n". */
    static int key(String name) {
        if (name.equalsIgnoreCase("BACKSPACE")) return Input.Keys.BACKSPACE; // libGDX names it "Delete"
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        for (String candidate : new String[] {name, name.toUpperCase(java.util.Locale.ROOT),
            lower.isEmpty() ? lower : Character.toUpperCase(lower.charAt(0)) + lower.substring(1)}) {
            int k = Input.Keys.valueOf(candidate);
            if (k >= 0) return k;
        }
        return -1;
    }

    /** Presses the keys (and moves the mouse) due at {@code frame}. */
    void feed(int frame, InputProcessor input, FieldLocator fieldLocator) {
        while (next < events.size() && events.get(next)[0] <= frame) {
            int[] e = events.get(next);
            if (e[1] == CLICK && !click(fields.get(e[2]), input, fieldLocator)) return; // scrolled to it: clicked next frame
            next++;
            switch (e[1]) {
                case MOUSE_DOWN: input.touchDown(e[2], e[3], 0, Input.Buttons.LEFT); break;
                case MOUSE_DRAG: input.touchDragged(e[2], e[3], 0); break;
                case MOUSE_UP: input.touchUp(e[2], e[3], 0, Input.Buttons.LEFT); break;
                case WHEEL:
                    input.mouseMoved(e[2], e[3]);
                    input.scrolled(0, e[4]);
                    break;
                case CLICK: break;
                case HOLD: input.keyDown(e[2]); break;
                case RELEASE: input.keyUp(e[2]); break;
                default:
                    input.keyDown(e[2]);
                    char typed = typed(e[2]);
                    if (typed != 0) input.keyTyped(typed);
                    input.keyUp(e[2]);
            }
        }
    }

    private final com.badlogic.gdx.math.Vector2 pixel = new com.badlogic.gdx.math.Vector2();

    /** Clicks the setting's field; false when its window had to scroll to it first (the click then comes in a later frame). */
    private boolean click(String setting, InputProcessor input, FieldLocator locator) {
        if (!locator.fieldPixel(setting, pixel)) {
            if (clickWaited++ < CLICK_WAIT_FRAMES && locator.scrollToField(setting)) return false;
            throw new IllegalStateException("--script: no text field, draw option or section title '" + setting + "' on screen");
        }
        clickWaited = 0;
        input.touchDown((int) pixel.x, (int) pixel.y, 0, Input.Buttons.LEFT);
        input.touchUp((int) pixel.x, (int) pixel.y, 0, Input.Buttons.LEFT);
        return true;
    }

    /** The character a key types (0: none), as the backend's keyTyped would give it. */
    static char typed(int key) {
        if (key >= Input.Keys.NUM_0 && key <= Input.Keys.NUM_9) return (char) ('0' + key - Input.Keys.NUM_0);
        if (key >= Input.Keys.A && key <= Input.Keys.Z) return (char) ('a' + key - Input.Keys.A);
        if (key == Input.Keys.SPACE) return ' ';
        if (key == Input.Keys.ENTER) return '\r';
        if (key == Input.Keys.PERIOD) return '.';
        if (key == Input.Keys.MINUS) return '-';
        return 0;
    }
}
