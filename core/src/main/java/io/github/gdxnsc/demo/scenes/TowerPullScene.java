package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * The {@link TowerScene} disturbed: after it settled for {@link #SETTLE_SECONDS}, the middle plank
 * of the top layer is lifted {@link #LIFT_METRES} straight up over {@link #LIFT_SECONDS} by a
 * scripted grip at the middle of its top face (the demo's mouse grab, {@link SceneControl#grip},
 * at {@link #GRIP_HZ}), its target rising on a half cosine so it starts and stops at rest, and
 * let go: it drops back into its slot, and the tower must come back to rest standing.
 */
public final class TowerPullScene extends Scene {
    public static final float SETTLE_SECONDS = 5f, LIFT_SECONDS = 2f, LIFT_METRES = 0.3f;
    /** The grip's frequency, the mouse grab's. */
    public static final float GRIP_HZ = 5f;
    /** The lifted plank: the middle one of the top layer. */
    public static final int PLANK = TowerScene.plank(TowerScene.LAYERS - 1, 0);

    private final TowerScene tower = new TowerScene();

    public TowerPullScene() {
        super("tower-pull", "the tower; at 5 s the top layer's middle plank is lifted 0.3 m over 2 s and dropped",
                Expectation.SETTLES_AGAIN);
    }

    /** The step that grips the plank. */
    public static long gripStep(float timeStep) {
        return Math.round(SETTLE_SECONDS / timeStep);
    }

    /** The step that lets it go. */
    @Override
    public long disturbanceStep(float timeStep) {
        return releaseStep(timeStep);
    }

    /** The step that lets the plank go. */
    static long releaseStep(float timeStep) {
        return gripStep(timeStep) + Math.round(LIFT_SECONDS / timeStep);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        tower.build(sink, params);
        return liftAndDrop(PLANK);
    }

    /** The scripted lift of plank {@code plank}: gripped by the middle of its top face, lifted and let go. */
    static SceneAction liftAndDrop(int plank) {
        Vector3 topFace = new Vector3(0, TowerScene.PLANK_HALF_HEIGHT, 0), lift = new Vector3(); // the middle of its top face
        int[] grip = {-1};
        return (control, step, timeStep) -> {
            long grab = gripStep(timeStep), release = releaseStep(timeStep);
            if (step == grab) grip[0] = control.grip(plank, topFace, GRIP_HZ);
            if (step >= grab && step < release) {
                double done = (step + 1 - grab) / (double) (release - grab); // where the target is at the end of this step
                control.moveGrip(grip[0], lift.set(0, LIFT_METRES * (float) (0.5 * (1 - Math.cos(Math.PI * done))), 0));
            }
            if (step == release) control.releaseGrip(grip[0]);
        };
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        tower.camera(params, outEye, outTarget);
    }
}
