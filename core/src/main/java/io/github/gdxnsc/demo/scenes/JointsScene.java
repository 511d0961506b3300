package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;

/**
 * The joints the ragdoll and the motor do not show, side by side, each holding a body to the
 * static world: a block on a slider tilted {@link #SLIDER_DEGREES} down, stopped by its upper limit
 * at {@link #SLIDER_TRAVEL} m; a beam welded by one end (a fixed joint, a cantilever); a block on
 * a six-DOF joint free along y on a spring; a shelf on a fixed joint that breaks past
 * {@link #BREAKING_FORCE}, which holds the shelf alone and gives way when a {@link #WEIGHT_MASS} kg
 * weight dropped {@link #WEIGHT_DROP} m lands on it.
 */
public final class JointsScene extends Scene {
    public static final float SLIDER_DEGREES = 20f, SLIDER_TRAVEL = 2f;
    public static final float SPRING_MASS = 1f, SPRING_STIFFNESS = 100f;
    public static final float SHELF_MASS = 1f, WEIGHT_MASS = 10f, WEIGHT_DROP = 1f, BREAKING_FORCE = 60f;
    static final float HEIGHT = 2.5f, BLOCK = 0.2f, SHELF_HALF_HEIGHT = 0.05f;
    /** Body handles. */
    public static final int SLIDING = 1, BEAM = 2, SPRUNG = 3, SHELF = 4, WEIGHT = 5;
    /** Joint handles. */
    public static final int SLIDER = 0, WELD = 1, SPRING = 2, BREAKABLE = 3;

    public JointsScene() {
        super("joints", "a slider to its limit, a welded beam, a six-DOF spring, and a breakable joint a dropped weight breaks",
                Expectation.MOVES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        JointSpec joint = new JointSpec();
        Vector3 anchor = new Vector3();
        addGround(sink, spec);
        sink.addBody(spec.reset().box(BLOCK, BLOCK, BLOCK).mass(1f).at(-5f, HEIGHT + 1f, 0));
        sink.addBody(spec.reset().box(0.6f, 0.1f, 0.2f).mass(2f).at(-1.8f, HEIGHT, 0));
        sink.addBody(spec.reset().box(BLOCK, BLOCK, BLOCK).mass(SPRING_MASS).at(0.5f, HEIGHT, 0));
        sink.addBody(spec.reset().box(0.4f, SHELF_HALF_HEIGHT, 0.4f).mass(SHELF_MASS).at(2.5f, HEIGHT, 0));
        sink.addBody(spec.reset().box(BLOCK, BLOCK, BLOCK).mass(WEIGHT_MASS).at(2.5f, HEIGHT + SHELF_HALF_HEIGHT + BLOCK + WEIGHT_DROP, 0));
        Vector3 down = new Vector3(MathUtils.cosDeg(SLIDER_DEGREES), -MathUtils.sinDeg(SLIDER_DEGREES), 0);
        sink.addJoint(joint.reset().slider(SLIDING, SceneSink.WORLD, anchor.set(-5f, HEIGHT + 1f, 0), down, 0f, SLIDER_TRAVEL));
        sink.addJoint(joint.reset().fixed(BEAM, SceneSink.WORLD, anchor.set(-2.4f, HEIGHT, 0)));
        sink.addJoint(joint.reset().sixDofSpring(SPRUNG, SceneSink.WORLD, anchor.set(0.5f, HEIGHT, 0), SPRING_STIFFNESS, 0f));
        sink.addJoint(joint.reset().fixed(SHELF, SceneSink.WORLD, anchor.set(2.5f, HEIGHT, 0)).breakingForce(BREAKING_FORCE));
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(-1f, 2f, 0);
        outEye.set(-1.2f, 3.2f, 7.5f);
    }
}
