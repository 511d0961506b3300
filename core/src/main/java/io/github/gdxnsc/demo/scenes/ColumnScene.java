package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A column of {@link #BOXES} unit cubes, 1 kg and 100 kg alternating from a light one at the
 * bottom, placed touching and released: each light cube carries the heavy ones above it, the
 * 1:100 ratio at every interface. A short budget leaves the light cubes squeezed: the column
 * sinks, which {@link Expectation#STAYS_WITHOUT_SINKING} bounds at 5 mm.
 */
public final class ColumnScene extends Scene {
    public static final int BOXES = 10;
    public static final float LIGHT_KG = 1f, HEAVY_KG = 100f;
    static final float HALF = 0.5f;

    public ColumnScene() {
        super("column", "ten cubes alternating 1 kg and 100 kg (1:100), touching, light at the bottom", Expectation.STAYS_WITHOUT_SINKING);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        for (int i = 0; i < BOXES; i++) {
            float kg = i % 2 == 0 ? LIGHT_KG : HEAVY_KG;
            sink.addBody(spec.reset().box(HALF, HALF, HALF).mass(kg).at(0, HALF + 2 * HALF * i, 0).friction(0.6f));
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, BOXES * HALF, 0);
        outEye.set(4f, BOXES * HALF + 1.5f, 14f);
    }
}
