package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A row of {@link #COUNT} thin upright boxes, {@link #SPACING} m apart: the first starts tipping
 * forward about its front bottom edge at {@link #PUSH_SPIN} rad/s, and each topples the next.
 */
public final class DominoScene extends Scene {
    public static final int COUNT = 24;
    public static final float HALF_THICK = 0.05f, HALF_HEIGHT = 0.5f, HALF_WIDTH = 0.25f, SPACING = 0.5f;
    public static final float PUSH_SPIN = 2f;
    /** Handle of the first domino; the others follow along +x. */
    public static final int FIRST = 1;

    public DominoScene() {
        super("dominoes", "a row of 24 thin boxes: the first is tipped and topples the rest", Expectation.FALLS);
    }

    static float x(int i) {
        return (i - (COUNT - 1) / 2f) * SPACING;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        for (int i = 0; i < COUNT; i++) {
            spec.reset().box(HALF_THICK, HALF_HEIGHT, HALF_WIDTH).mass(0.5f).at(x(i), HALF_HEIGHT, 0).friction(0.5f);
            if (i == 0) { // turning about its front bottom edge: the centre's velocity is omega x (centre - edge)
                spec.angularVelocity.set(0, 0, -PUSH_SPIN);
                spec.velocity(PUSH_SPIN * HALF_HEIGHT, PUSH_SPIN * HALF_THICK, 0);
            }
            sink.addBody(spec);
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 0.5f, 0);
        outEye.set(-3f, 4f, 9f);
    }
}
