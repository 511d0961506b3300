package io.github.gdxnsc.demo.overlay;

import io.github.gdxnsc.demo.engines.EngineMode;

/** What the overlay's buttons ask the demo to do (the keys do the same). */
public interface OverlayControls {
    void selectScene(int index);

    void resetScene();

    void togglePause();

    void singleStep();

    void toggleContactArrows();

    /** Runs the scene in {@code mode}'s engines (restarting it there). */
    void selectEngine(EngineMode mode);

    /** The step rate changed (already in the live config): Bullet's side, stepped at a rate fixed at its build, restarts. */
    void stepRateChanged();

    /**
     * Sets the running scene's parameter {@code name} to {@code value} and rebuilds the scene with it;
     * a name the scene does not declare or a value out of its range throws IllegalArgumentException, changing nothing.
     */
    void setSceneParameter(String name, float value);

    /** Bullet's SI iteration count, from its next step. */
    void setBulletIterations(int iterations);
}
