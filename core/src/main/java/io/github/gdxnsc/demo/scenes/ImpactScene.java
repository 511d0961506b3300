package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * Two perfectly inelastic (restitution 0) balls: one thrown at a static wall at
 * {@link #THROW_SPEED} m/s, one dropped onto the ground from {@link #DROP_HEIGHT} m. Neither
 * should come back: whatever speed the thrown ball leaves the wall with, or height the dropped
 * one rises to after landing, is energy the contact stabilisation put in (a penetration pushed
 * out through the velocities). The bench measures both ({@code reboundSpeed}, {@code dropRise}).
 */
public final class ImpactScene extends Scene {
    public static final float THROW_SPEED = 5f;
    /** Height of the dropped ball's lowest point above the ground at the start (m). */
    public static final float DROP_HEIGHT = 2f;
    public static final float BALL_RADIUS = 0.25f;
    /** Handles of the two balls (the ground is 0, the wall 1). */
    public static final int THROWN_BALL = 2, DROPPED_BALL = 3;
    /** The wall's face toward the thrown ball is the plane x = WALL_X; the ball flies along +x. */
    public static final float WALL_X = 0f;
    /** The thrown ball's gap to the wall at the start (m). */
    static final float THROW_GAP = 0.81f;

    public ImpactScene() {
        super("impact", "inelastic balls (e = 0): one thrown at a wall at 5 m/s, one dropped from 2 m", Expectation.MOVES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        sink.addBody(spec.reset().box(0.25f, 1.5f, 1.5f).fixed().at(WALL_X + 0.25f, 1.5f, 0).friction(0.5f));
        // thrown at 1 m high, 0.81 m short of touching the wall: after 9 steps of 1/60 s it is 6 cm short (beyond
        // the collision margin, so no contact yet), after 10 it is 2.3 cm deep, the overlap the
        // stabilisation then has to push out; it meets the wall at about 0.85 m, well above the ground
        sink.addBody(spec.reset().sphere(BALL_RADIUS).mass(1f).at(WALL_X - BALL_RADIUS - THROW_GAP, 1f, -0.5f)
                .velocity(THROW_SPEED, 0, 0).friction(0.5f).restitution(0f));
        sink.addBody(spec.reset().sphere(BALL_RADIUS).mass(1f).at(WALL_X - 2.5f, DROP_HEIGHT + BALL_RADIUS, 1f)
                .friction(0.5f).restitution(0f));
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(-1.2f, 1f, 0);
        outEye.set(-2f, 2.5f, 7f);
    }
}
