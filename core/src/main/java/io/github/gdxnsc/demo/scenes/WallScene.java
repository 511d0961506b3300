package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A brick wall in running bond (each brick straddles two below; half bricks square the ends):
 * a thin, tall structure whose only support against tipping is friction and stacking accuracy.
 */
public final class WallScene extends Scene {
    static final int BRICKS_PER_ROW = 10;
    static final int ROWS = 10;
    static final float BRICK_HALF_X = 0.5f, BRICK_HALF_Y = 0.25f, BRICK_HALF_Z = 0.25f;
    static final float GAP = 0.01f;

    public WallScene() {
        super("wall", "a brick wall in running bond, " + ROWS + " courses high", Expectation.STAYS);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        float pitch = 2 * BRICK_HALF_X + GAP;
        float left = -BRICKS_PER_ROW * pitch / 2f; // left face of the wall
        for (int row = 0; row < ROWS; row++) {
            float y = BRICK_HALF_Y + row * 2 * BRICK_HALF_Y;
            boolean offset = row % 2 == 1;
            float x = left;
            if (offset) { // a half brick first, so the joints of this course sit over the bricks below
                sink.addBody(brick(spec, BRICK_HALF_X / 2f - GAP / 2f).at(x + BRICK_HALF_X / 2f, y, 0));
                x += BRICK_HALF_X + GAP / 2f;
            }
            int full = offset ? BRICKS_PER_ROW - 1 : BRICKS_PER_ROW;
            for (int i = 0; i < full; i++) {
                sink.addBody(brick(spec, BRICK_HALF_X).at(x + BRICK_HALF_X, y, 0));
                x += pitch;
            }
            if (offset) sink.addBody(brick(spec, BRICK_HALF_X / 2f - GAP / 2f).at(x + BRICK_HALF_X / 2f, y, 0));
        }
        return SceneAction.NONE;
    }

    private static BodySpec brick(BodySpec spec, float halfX) {
        // density of a 1 kg full brick for every piece, so half bricks weigh half
        float mass = halfX / BRICK_HALF_X;
        return spec.reset().box(halfX, BRICK_HALF_Y, BRICK_HALF_Z).mass(mass).friction(0.7f);
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, ROWS * BRICK_HALF_Y, 0);
        outEye.set(5f, ROWS * BRICK_HALF_Y + 3f, 13f);
    }
}
