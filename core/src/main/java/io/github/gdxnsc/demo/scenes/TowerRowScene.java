package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A level of several structures, one disturbed: {@link #TOWERS} copies of the {@link TowerScene}
 * in a row, {@link #SPACING} m apart, and after they settled the first tower's plank is lifted and
 * dropped as in {@link TowerPullScene}. Each tower is an island of its own; the other towers rest
 * while the first one is pulled, so the scene shows whether the solve spends its budget where the
 * residual is (NscConfig.islandStop) or on every tower alike.
 */
public final class TowerRowScene extends Scene {
    public static final int TOWERS = 4;
    static final float SPACING = 3f;
    /** The lifted plank: the top layer's middle plank of the first tower. */
    public static final int PLANK = TowerPullScene.PLANK;

    public TowerRowScene() {
        super("tower-row", TOWERS + " towers in a row; at 5 s the first one's top middle plank is lifted 0.3 m over 2 s and dropped",
                Expectation.SETTLES_AGAIN);
    }

    @Override
    public long disturbanceStep(float timeStep) {
        return TowerPullScene.releaseStep(timeStep);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        for (int k = 0; k < TOWERS; k++) TowerScene.addPlanks(sink, spec, towerX(k));
        return TowerPullScene.liftAndDrop(PLANK);
    }

    /** Where tower k stands (x), the first (the pulled one) at the left. */
    static float towerX(int k) {
        return (k - 0.5f * (TOWERS - 1)) * SPACING;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        float height = TowerScene.LAYERS * 2 * TowerScene.PLANK_HALF_HEIGHT;
        outTarget.set(0, height * 0.4f, 0);
        outEye.set(2f, height * 0.75f, 15f);
    }
}
