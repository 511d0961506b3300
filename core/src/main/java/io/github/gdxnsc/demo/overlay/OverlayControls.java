package io.github.gdxnsc.demo.overlay;

/** What the overlay's buttons ask the demo to do (the keys do the same). */
public interface OverlayControls {
    void selectScene(int index);

    void resetScene();

    void togglePause();

    void singleStep();

    void toggleContactArrows();
}
