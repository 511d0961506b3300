package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptedKeysTest {

    @Test
    void pressesEachKeyDownThenUpAtItsFrame() {
        ScriptedKeys s = ScriptedKeys.parse("2 F3, 2 f3, 5 escape, 7 Space");
        List<String> seen = new ArrayList<>();
        InputAdapter input = new InputAdapter() {
            @Override
            public boolean keyDown(int keycode) {
                seen.add("down " + Input.Keys.toString(keycode));
                return true;
            }

            @Override
            public boolean keyUp(int keycode) {
                seen.add("up " + Input.Keys.toString(keycode));
                return true;
            }
        };
        for (int frame = 1; frame <= 4; frame++) s.feed(frame, input, (name, out) -> false);
        assertEquals(List.of("down F3", "up F3", "down F3", "up F3"), seen);
        for (int frame = 5; frame <= 8; frame++) s.feed(frame, input, (name, out) -> false);
        assertEquals("down Escape", seen.get(4));
        assertEquals("down Space", seen.get(6));
    }

    /** HOLD keeps a key down across frames until RELEASE, as a held arrow is; the game's keys see it held in between. */
    @Test
    void holdKeepsAKeyDownUntilRelease() {
        ScriptedKeys s = ScriptedKeys.parse("2 HOLD UP, 3 J, 6 RELEASE up, 7 backspace");
        GameKeys keys = new GameKeys();
        boolean[] heldAt = new boolean[8];
        boolean[] jumpAt = new boolean[8];
        for (int frame = 1; frame <= 7; frame++) {
            s.feed(frame, keys, (name, out) -> false);
            heldAt[frame] = keys.held(Input.Keys.UP);
            jumpAt[frame] = keys.takeJump();
        }
        assertEquals("[false, false, true, true, true, true, false, false]", java.util.Arrays.toString(heldAt));
        assertEquals("[false, false, false, true, false, false, false, false]", java.util.Arrays.toString(jumpAt), "J once, taken once");
        assertTrue(keys.held(Input.Keys.BACKSPACE) == false, "a plain press is down and up in its frame");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("3 HOLD NOSUCHKEY")).getMessage().contains("NOSUCHKEY"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("3 PRESS UP")).getMessage().contains("HOLD"));
    }

    @Test
    void feedsTheLeftMouseButtonAsTheBackendDoes() {
        ScriptedKeys s = ScriptedKeys.parse("1 MOUSEDOWN 400 300, 2 mousedrag 410 250, 3 MOUSEUP 410 250, 3 C");
        List<String> seen = new ArrayList<>();
        InputAdapter input = new InputAdapter() {
            @Override
            public boolean touchDown(int x, int y, int pointer, int button) {
                seen.add("down " + x + " " + y + " " + button);
                return true;
            }

            @Override
            public boolean touchDragged(int x, int y, int pointer) {
                seen.add("drag " + x + " " + y);
                return true;
            }

            @Override
            public boolean touchUp(int x, int y, int pointer, int button) {
                seen.add("up " + x + " " + y + " " + button);
                return true;
            }

            @Override
            public boolean keyDown(int keycode) {
                seen.add("key " + Input.Keys.toString(keycode));
                return true;
            }
        };
        for (int frame = 1; frame <= 3; frame++) s.feed(frame, input, (name, out) -> false);
        int left = Input.Buttons.LEFT;
        assertEquals(List.of("down 400 300 " + left, "drag 410 250", "up 410 250 " + left, "key C"), seen);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("3 MOUSEMOVE 1 2")).getMessage().contains("MOUSEDOWN"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("3 MOUSEDOWN 1 -2")).getMessage().contains("'-2'"));
    }

    /** WHEEL moves the mouse there first (the stage scrolls what is under it), then turns the wheel. */
    @Test
    void wheelMovesTheMouseThenScrolls() {
        ScriptedKeys s = ScriptedKeys.parse("2 WHEEL 200 300 3, 3 wheel 10 20 -2");
        List<String> seen = new ArrayList<>();
        InputAdapter input = new InputAdapter() {
            @Override
            public boolean mouseMoved(int x, int y) {
                seen.add("move " + x + " " + y);
                return false;
            }

            @Override
            public boolean scrolled(float amountX, float amountY) {
                seen.add("wheel " + amountX + " " + amountY);
                return true;
            }
        };
        for (int frame = 1; frame <= 3; frame++) s.feed(frame, input, (name, out) -> false);
        assertEquals(List.of("move 200 300", "wheel 0.0 3.0", "move 10 20", "wheel 0.0 -2.0"), seen);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("3 WHEEL 1 2 x")).getMessage().contains("'x'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("3 ROLL 1 2 3")).getMessage().contains("WHEEL"));
    }

    /** A CLICK whose target its window must scroll to waits a frame for it, and the events after it wait too. */
    @Test
    void aClickWaitsForItsWindowToScrollToItsTarget() {
        ScriptedKeys s = ScriptedKeys.parse("2 CLICK bounds, 2 F3");
        List<String> seen = new ArrayList<>();
        InputAdapter input = new InputAdapter() {
            @Override
            public boolean touchDown(int x, int y, int pointer, int button) {
                seen.add("click " + x + " " + y);
                return true;
            }

            @Override
            public boolean keyDown(int keycode) {
                seen.add("key " + Input.Keys.toString(keycode));
                return true;
            }
        };
        boolean[] scrolled = {false};
        ScriptedKeys.FieldLocator window = new ScriptedKeys.FieldLocator() {
            @Override
            public boolean fieldPixel(String setting, com.badlogic.gdx.math.Vector2 out) {
                out.set(30, 40);
                return scrolled[0];
            }

            @Override
            public boolean scrollToField(String setting) {
                scrolled[0] = true;
                return true;
            }
        };
        s.feed(2, input, window);
        assertEquals(List.of(), seen, "the window scrolled this frame; nothing clicked yet");
        s.feed(3, input, window);
        assertEquals(List.of("click 30 40", "key F3"), seen);
    }

    /** A CLICK whose target is not on screen stops the script, naming it. */
    @Test
    void aClickOnNothingShownIsRefused() {
        ScriptedKeys s = ScriptedKeys.parse("1 CLICK Draw");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> s.feed(1, new InputAdapter(), (name, out) -> false));
        assertTrue(e.getMessage().contains("'Draw' on screen"), e.getMessage());
    }

    @Test
    void aBadScriptSaysWhy() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("3 NOSUCHKEY")).getMessage().contains("NOSUCHKEY"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("x F3")).getMessage().contains("frame"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ScriptedKeys.parse("5 F3, 4 F3")).getMessage().contains("decrease"));
    }
}
