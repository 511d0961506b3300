package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;

/**
 * The demo's keys, which work wherever the mouse is: the overlay's stage gets them first but does
 * not consume these. The overlay's key list says the same in words.
 */
final class DemoKeys extends InputAdapter {
    private final DemoApp app;

    DemoKeys(DemoApp app) {
        this.app = app;
    }

    @Override
    public boolean keyDown(int keycode) {
        switch (keycode) {
            case Input.Keys.SPACE: app.togglePause(); return true;
            case Input.Keys.S: app.singleStep(); return true;
            case Input.Keys.BACKSPACE: app.stepBack(); return true;
            case Input.Keys.R: app.resetScene(); return true;
            case Input.Keys.N: app.stepScene(1); return true;
            case Input.Keys.P: app.stepScene(-1); return true;
            case Input.Keys.F1: app.toggleOverlay(); return true;
            case Input.Keys.TAB: app.toggleRails(); return true;
            case Input.Keys.M: app.toggleMassLabels(); return true;
            case Input.Keys.H: app.toggleHelp(); return true;
            case Input.Keys.LEFT_BRACKET: app.scaleTime(0.5f); return true;
            case Input.Keys.RIGHT_BRACKET: app.scaleTime(2f); return true;
            case Input.Keys.F2: app.toggleContactArrows(); return true;
            case Input.Keys.B: app.shootAtCentre(); return true;
            case Input.Keys.C: app.resetCamera(); return true;
            case Input.Keys.V: app.toggleFlyCamera(); return true;
            case Input.Keys.F4: app.nextEngine(); return true;
            case Input.Keys.F3: app.cycleSolver(shiftHeld() ? -1 : 1); return true;
            case Input.Keys.F9: app.writeProblem(); return true;
            case Input.Keys.F12: app.requestScreenshot(); return true;
            case Input.Keys.ESCAPE: app.requestExit(); return true;
            default: return false;
        }
    }

    private static boolean shiftHeld() {
        return Gdx.input.isKeyPressed(Input.Keys.SHIFT_LEFT) || Gdx.input.isKeyPressed(Input.Keys.SHIFT_RIGHT);
    }
}
