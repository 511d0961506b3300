package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * Continuous collision against a thin wall: small balls fired at a {@link #WALL_THICKNESS} m static
 * wall at {@link #SPEEDS} m/s, each moving several times its diameter plus the wall's thickness in
 * one step; one row with CCD on, the same row beside it with CCD off. Stepped discretely a ball is
 * on one side of the wall at one step and beyond it at the next, and nothing stops it; swept, it is
 * caught at the wall. Inelastic balls (e = 0), so the caught ones drop at its foot; a deep static
 * backstop {@link #BACKSTOP_X} m behind the wall stops the others (thicker than a step's travel; sunk
 * into the ground, so a ball rolling into its foot is pushed back out of its front, not down).
 */
public final class CcdScene extends Scene {
    public static final float WALL_THICKNESS = 0.04f, WALL_HEIGHT = 1.2f, WALL_HALF_Z = 2f;
    public static final float BALL_RADIUS = 0.05f, BALL_KG = 0.1f, BALL_Y = 0.6f;
    public static final float[] SPEEDS = {20f, 40f, 80f};
    public static final float BACKSTOP_X = 6f, BACKSTOP_HALF = 1.5f;
    /** Body handles: the wall, the backstop, then the CCD balls, then the same without CCD. */
    public static final int WALL = 1, BACKSTOP = 2, FIRST_CCD = 3, FIRST_PLAIN = FIRST_CCD + 3;
    static final float START_X = -3f, ROW_Z = 0.9f, SPACING_Z = 0.4f;

    public CcdScene() {
        super("ccd", "small balls shot at 20, 40 and 80 m/s at a 4 cm wall: with CCD (near row) all are caught, without (far row) the landing sweep catches them",
                Expectation.MOVES);
    }

    /** The wall's face toward the balls (x). */
    public static float wallFace() {
        return -WALL_THICKNESS / 2;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        sink.addBody(spec.reset().box(WALL_THICKNESS / 2, WALL_HEIGHT / 2, WALL_HALF_Z).fixed().at(0, WALL_HEIGHT / 2, 0));
        sink.addBody(spec.reset().box(BACKSTOP_HALF, BACKSTOP_HALF, WALL_HALF_Z + 0.5f).fixed().at(BACKSTOP_X + BACKSTOP_HALF, BACKSTOP_HALF - 0.5f, 0));
        for (int row = 0; row < 2; row++) {
            boolean ccd = row == 0;
            for (int i = 0; i < SPEEDS.length; i++) {
                // starts staggered along x, so each ball meets the wall at another phase of the step
                float z = (ccd ? 1 : -1) * (ROW_Z + i * SPACING_Z), x = START_X - 0.11f * i;
                sink.addBody(spec.reset().sphere(BALL_RADIUS).mass(BALL_KG).ccd(ccd).at(x, BALL_Y, z).velocity(SPEEDS[i], 0, 0));
            }
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(1.5f, 0.3f, 0f);
        outEye.set(-1.5f, 4f, 7.5f);
    }
}
