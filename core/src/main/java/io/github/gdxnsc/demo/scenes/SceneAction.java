package io.github.gdxnsc.demo.scenes;

/**
 * Optional per-step behaviour of a scene (a motor reversing, say), called before each fixed step
 * so every engine sees the same schedule: it depends on the step index, never on wall time.
 */
@FunctionalInterface
public interface SceneAction {
    SceneAction NONE = (control, step, timeStep) -> { };

    /**
     * @param step     index of the step about to run, 0 for the first after the build
     * @param timeStep the fixed step in seconds
     */
    void beforeStep(SceneControl control, long step, float timeStep);
}
