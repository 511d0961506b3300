package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.graphics.PerspectiveCamera;
import io.github.gdxnsc.demo.render.FlyCameraController;
import org.junit.jupiter.api.Test;

/** One meaning per key: the game's keys and the fly camera's never overlap, so flying leaves the car key to the game. */
class GameKeysTest {

    @Test
    void noGameKeyIsAFlyCameraKey() {
        for (int key : GameKeys.KEYS) assertFalse(FlyCameraController.flies(key), Input.Keys.toString(key) + " is both a game key and a fly key");
        assertTrue(FlyCameraController.flies(Input.Keys.E) && FlyCameraController.flies(Input.Keys.Q), "E and Q fly up and down");
    }

    /**
     * Through the demo's chain (fly camera before the game's keys): while flying E is the camera's
     * and does nothing to the car, F reaches the game and asks for the car; F also works without flying.
     */
    @Test
    void whileFlyingEIsTheCamerasAndFIsTheCars() {
        com.badlogic.gdx.utils.GdxNativesLoader.load(); // the camera's frustum update is native
        FlyCameraController fly = new FlyCameraController(new PerspectiveCamera(60, 800, 600), null);
        GameKeys game = new GameKeys();
        InputMultiplexer chain = new InputMultiplexer(fly, game);
        fly.setOn(true);
        chain.keyDown(Input.Keys.E);
        chain.keyUp(Input.Keys.E);
        assertFalse(game.takeToggleCar(), "E while flying is the fly camera's up");
        chain.keyDown(Input.Keys.F);
        chain.keyUp(Input.Keys.F);
        assertTrue(game.takeToggleCar(), "F while flying gets in or out of the car");
        assertFalse(game.takeToggleCar(), "taken once");
        fly.setOn(false);
        chain.keyDown(Input.Keys.E);
        assertFalse(game.takeToggleCar(), "E is not a car key at all");
        chain.keyDown(Input.Keys.F);
        assertTrue(game.takeToggleCar(), "F without flying");
    }
}
