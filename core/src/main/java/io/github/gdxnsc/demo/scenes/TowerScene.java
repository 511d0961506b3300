package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A tall stack: a Jenga-style tower of planks, three per layer, each layer turned 90 degrees.
 * Errors accumulate with height, so it shows whether the iteration budget is enough.
 */
public final class TowerScene extends Scene {
    static final int LAYERS = 18;
    static final float PLANK_HALF_LENGTH = 0.75f, PLANK_HALF_HEIGHT = 0.15f, PLANK_HALF_WIDTH = 0.25f;
    static final float GAP = 0.01f;

    public TowerScene() {
        super("tower", "a tall tower of " + LAYERS + " crossed layers of planks", Expectation.STAYS);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        addPlanks(sink, spec, 0);
        return SceneAction.NONE;
    }

    /** Adds the tower's {@link #PLANKS} planks, layer by layer from the bottom, centred on x = {@code x}. */
    static void addPlanks(SceneSink sink, BodySpec spec, float x) {
        float pitch = 2 * PLANK_HALF_WIDTH + GAP;
        for (int layer = 0; layer < LAYERS; layer++) {
            float y = PLANK_HALF_HEIGHT + layer * 2 * PLANK_HALF_HEIGHT;
            boolean alongX = layer % 2 == 0;
            for (int i = -1; i <= 1; i++) {
                spec.reset().mass(0.5f).friction(0.6f);
                if (alongX) spec.box(PLANK_HALF_LENGTH, PLANK_HALF_HEIGHT, PLANK_HALF_WIDTH).at(x, y, i * pitch);
                else spec.box(PLANK_HALF_WIDTH, PLANK_HALF_HEIGHT, PLANK_HALF_LENGTH).at(x + i * pitch, y, 0);
                sink.addBody(spec);
            }
        }
    }

    /** Planks in one tower. */
    static final int PLANKS = 3 * LAYERS;

    /** The handle of plank {@code i} (-1, 0, 1 across the layer) of layer {@code layer} (0 at the bottom); the ground is 0. */
    static int plank(int layer, int i) {
        return 1 + 3 * layer + i + 1;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        float height = LAYERS * 2 * PLANK_HALF_HEIGHT;
        outTarget.set(0, height * 0.45f, 0);
        outEye.set(4.5f, height * 0.6f, 7.5f);
    }
}
