package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * Two unit cubes stacked on the ground with an extreme mass ratio between them: the two
 * light-on-heavy cases of the quality-per-millisecond issue, {@link #heavyOnLight() 1,000 kg on
 * 1 kg} and {@link #featherOnBox() 1e-4 kg on 1 kg}. A correct solver holds both still; one
 * whose contact stabilisation leaves energy in the velocities makes the pair hop, and the worse
 * the conditioning (the mass ratio), the more iterations it needs before the hop dies.
 */
public final class ExtremeMassRatioScene extends Scene {
    private final float bottomKg;
    private final float topKg;

    private ExtremeMassRatioScene(String name, String summary, float bottomKg, float topKg) {
        super(name, summary, Expectation.STAYS);
        this.bottomKg = bottomKg;
        this.topKg = topKg;
    }

    /** A 1,000 kg cube on a 1 kg cube (1:1000). */
    public static ExtremeMassRatioScene heavyOnLight() {
        return new ExtremeMassRatioScene("heavy-on-light", "a 1,000 kg cube resting on a 1 kg cube (1:1000)", 1f, 1000f);
    }

    /** A 1e-4 kg cube on a 1 kg cube (1:10,000 the other way round). */
    public static ExtremeMassRatioScene featherOnBox() {
        return new ExtremeMassRatioScene("light-on-heavy", "a 1e-4 kg cube resting on a 1 kg cube (1:10,000)", 1f, 1e-4f);
    }

    public float bottomKg() {
        return bottomKg;
    }

    public float topKg() {
        return topKg;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        sink.addBody(spec.reset().box(0.5f, 0.5f, 0.5f).mass(bottomKg).at(0, 0.5f, 0).friction(0.6f));
        sink.addBody(spec.reset().box(0.5f, 0.5f, 0.5f).mass(topKg).at(0, 1.5f, 0).friction(0.6f));
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 1f, 0);
        outEye.set(2.5f, 2.5f, 5.5f);
    }
}
