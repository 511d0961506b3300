package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * The {@link WallScene} hit: after it settled for {@link #SETTLE_SECONDS}, a {@link #BALL_KG} kg ball
 * (the demo's shot: radius {@link #BALL_RADIUS} m, friction 0.5, restitution 0.2, swept) is fired
 * at {@link #BALL_SPEED} m/s square into the middle brick of the sixth course, the middle of the
 * wall. Bricks fly; the scene must be at rest again within 5 s of the hit. The ball is added by the
 * scene's action, after the scene's own bodies, so it is not one of the bodies judged (it may
 * roll on: a rolling ball meets no rolling resistance).
 */
public final class WallShotScene extends Scene {
    public static final float SETTLE_SECONDS = 5f;
    public static final float BALL_KG = 3f, BALL_SPEED = 25f, BALL_RADIUS = 0.25f;
    /** The aim: x and y of the ball's path, the middle of the brick at the middle of course 6 (row 5 from 0). */
    public static final float AIM_X = 0f, AIM_Y = WallScene.BRICK_HALF_Y * (2 * 5 + 1);
    /** Gap (m) between the ball and the wall's face when it is fired: it hits within two steps. */
    static final float SHOT_GAP = 0.5f;

    private final WallScene wall = new WallScene();

    public WallShotScene() {
        super("wall-shot", "the wall; at 5 s a 3 kg ball hits its middle at 25 m/s", Expectation.RESTS_AGAIN);
    }

    /** The step that fires the ball. */
    @Override
    public long disturbanceStep(float timeStep) {
        return Math.round(SETTLE_SECONDS / timeStep);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        wall.build(sink, params);
        BodySpec ball = new BodySpec();
        return (control, step, timeStep) -> {
            if (step != disturbanceStep(timeStep)) return;
            ball.reset().sphere(BALL_RADIUS).mass(BALL_KG).friction(0.5f).restitution(0.2f).ccd(true)
                    .at(AIM_X, AIM_Y, WallScene.BRICK_HALF_Z + SHOT_GAP + BALL_RADIUS).velocity(0, 0, -BALL_SPEED);
            control.addBody(ball);
        };
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        wall.camera(params, outEye, outTarget);
    }
}
