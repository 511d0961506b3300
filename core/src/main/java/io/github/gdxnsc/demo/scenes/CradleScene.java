package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;

/**
 * Newton's cradle: five touching steel balls (restitution 1) on ball-joint strings, the first
 * pulled back {@link #RELEASE_DEGREES} and let go. Solved as one simultaneous impact the row would
 * share the blow (all five off at a fifth of the speed); the world's impact sweeps pass it along
 * pair by pair, so the last ball leaves at the first's speed and the others stay.
 */
public final class CradleScene extends Scene {
    public static final int BALLS = 5;
    public static final float RADIUS = 0.2f, STRING_LENGTH = 2f, PIVOT_HEIGHT = 3f, RELEASE_DEGREES = 30f;
    /** Handle of the first ball (the pulled one); the others follow along +x. */
    public static final int FIRST = 1;

    public CradleScene() {
        super("cradle", "Newton's cradle: five touching balls (e = 1) on strings, the first pulled back 30 degrees", Expectation.MOVES);
    }

    /** Where ball {@code i} (0 to 4) hangs at rest: x of its pivot. */
    public static float pivotX(int i) {
        return (i - (BALLS - 1) / 2f) * 2f * RADIUS;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        JointSpec joint = new JointSpec();
        addGround(sink, spec);
        float sin = MathUtils.sinDeg(RELEASE_DEGREES), cos = MathUtils.cosDeg(RELEASE_DEGREES);
        for (int i = 0; i < BALLS; i++) {
            float x = pivotX(i);
            float bx = i == 0 ? x - STRING_LENGTH * sin : x, by = PIVOT_HEIGHT - (i == 0 ? STRING_LENGTH * cos : STRING_LENGTH);
            int ball = sink.addBody(spec.reset().sphere(RADIUS).mass(1f).at(bx, by, 0).friction(0f).restitution(1f));
            sink.addJoint(joint.reset().ball(ball, SceneSink.WORLD, x, PIVOT_HEIGHT, 0));
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 1.6f, 0);
        outEye.set(0.5f, 2f, 5f);
    }
}
