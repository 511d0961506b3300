package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Vector3;

/**
 * A two-storey house of cards: two A-frames of thin boxes leaning {@link #LEAN_DEGREES} from
 * upright, top corner against top corner, a flat card across them, and a third A-frame on it.
 * Each leaning card pushes its foot outward; friction (card {@link #FRICTION} times the ground's,
 * well above the tan(lean) / 2 a leaning card needs) holds it, so the house stands.
 */
public final class CardHouseScene extends Scene {
    public static final float HALF_THICK = 0.015f, HALF_HEIGHT = 0.5f, HALF_WIDTH = 0.35f;
    public static final float LEAN_DEGREES = 20f, FRICTION = 0.8f, MASS = 0.1f;
    /** Apexes of the lower A-frames at x = +-FRAME_X. */
    public static final float FRAME_X = 0.45f;
    /** Handle of the first card; the house has {@link #CARDS}. */
    public static final int FIRST = 1, CARDS = 7;
    /** Gap left between the two cards of a frame at the top, so they start apart. */
    static final float APEX_GAP = 5e-4f;

    public CardHouseScene() {
        super("cards", "a two-storey card house: three A-frames of leaning thin boxes and a floor card", Expectation.STAYS);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        float sin = MathUtils.sinDeg(LEAN_DEGREES), cos = MathUtils.cosDeg(LEAN_DEGREES);
        float frameTop = 2 * HALF_HEIGHT * cos + 2 * HALF_THICK * sin; // the outer top edges, where a floor rests
        frame(sink, spec, -FRAME_X, 0f, sin, cos);
        frame(sink, spec, FRAME_X, 0f, sin, cos);
        sink.addBody(spec.reset().box(FRAME_X + 0.2f, HALF_THICK, HALF_WIDTH).mass(MASS)
                .at(0, frameTop + HALF_THICK, 0).friction(FRICTION));
        frame(sink, spec, 0f, frameTop + 2 * HALF_THICK, sin, cos);
        return SceneAction.NONE;
    }

    /** Two cards leaning together, apex over {@code x}, their lowest edges on the plane y = {@code base}. */
    private static void frame(SceneSink sink, BodySpec spec, float x, float base, float sin, float cos) {
        // a card turned by the lean: its inner top corner (local +t, +h) reaches the apex, its outer bottom edge (+t, -h) is lowest
        float dx = HALF_THICK * cos + HALF_HEIGHT * sin + APEX_GAP / 2, y = base + HALF_HEIGHT * cos + HALF_THICK * sin;
        sink.addBody(spec.reset().box(HALF_THICK, HALF_HEIGHT, HALF_WIDTH).mass(MASS).at(x - dx, y, 0)
                .rotated(0, 0, 1, -LEAN_DEGREES).friction(FRICTION));
        sink.addBody(spec.reset().box(HALF_THICK, HALF_HEIGHT, HALF_WIDTH).mass(MASS).at(x + dx, y, 0)
                .rotated(0, 0, 1, LEAN_DEGREES).friction(FRICTION));
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 1f, 0);
        outEye.set(1f, 1.8f, 4f);
    }
}
