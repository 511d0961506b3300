package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A 2D pyramid of unit cubes (Box2D's {@code large_pyramid} in 3D): each box rests on two below,
 * so forces fan out and a weak solver lets the base creep. Its base grows with the contact target.
 */
public final class PyramidScene extends Scene {
    /** Contact points per box once resting: about 4 on each of two supports (Bullet's box-box manifold). */
    static final int CONTACTS_PER_BOX = 8;
    static final int DEFAULT_BASE = 20;
    /** Sideways gap between neighbours, so a row does not rub (side contacts would add friction work). */
    static final float GAP = 0.02f;

    public PyramidScene() {
        super("pyramid", "a pyramid of unit cubes, each resting on two", Expectation.STAYS);
    }

    static final int MAX_BASE = 60;
    static final float FRICTION = 0.6f;

    /** Base width (boxes) for the params: the "base" parameter, else {@link #baseForContacts}. */
    static int base(SceneParams params) {
        return Math.round(params.valueOr("base", baseForContacts(params)));
    }

    /** Base width for the contact target: n(n+1)/2 boxes hold about 4 n^2 contacts. */
    static int baseForContacts(SceneParams params) {
        int contacts = params.contactsOr(CONTACTS_PER_BOX / 2 * DEFAULT_BASE * DEFAULT_BASE);
        return Math.max(3, Math.round((float) Math.sqrt(contacts / (CONTACTS_PER_BOX / 2f))));
    }

    @Override
    public java.util.List<SceneParameter> parameters(SceneParams params) {
        int initial = baseForContacts(params);
        return java.util.List.of(
                new SceneParameter("base", "boxes", 3, Math.max(MAX_BASE, initial), initial, true, "Boxes in the bottom row; the pyramid holds base (base + 1) / 2"),
                new SceneParameter("friction", "", 0.05f, 1.5f, FRICTION, false, "Friction coefficient of every box"));
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        int base = base(params);
        float friction = params.valueOr("friction", FRICTION);
        float pitch = 1f + GAP;
        for (int row = 0; row < base; row++) {
            int count = base - row;
            float x0 = -(count - 1) * pitch / 2f;
            for (int i = 0; i < count; i++) {
                sink.addBody(spec.reset().box(0.5f, 0.5f, 0.5f).mass(1f).at(x0 + i * pitch, 0.5f + row, 0f).friction(friction));
            }
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        int base = base(params);
        outTarget.set(0, base * 0.35f, 0);
        outEye.set(base * 0.35f, base * 0.55f, base * 1.25f + 4f);
    }
}
