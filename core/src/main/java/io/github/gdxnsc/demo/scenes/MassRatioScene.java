package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * Two stacks with a 1:100 mass ratio: on the left, four 1 kg cubes under a 100 kg cube; on the
 * right, 100 kg and 1 kg cubes alternating. Ill-conditioned on purpose: Gauss-Seidel style
 * solvers converge slowly here, and the light boxes sink or jitter when the budget is short.
 */
public final class MassRatioScene extends Scene {
    static final float LIGHT_KG = 1f;
    static final float HEAVY_KG = 100f;

    public MassRatioScene() {
        super("mass-ratio", "stacks mixing 1 kg and 100 kg cubes (1:100)", Expectation.STAYS);
    }

    @Override
    public java.util.List<SceneParameter> parameters(SceneParams params) {
        return java.util.List.of(new SceneParameter("ratio", "", 1, 10_000, HEAVY_KG / LIGHT_KG, false,
                "Mass of the heavy cubes over the light ones' (1 kg)"));
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        float heavy = LIGHT_KG * params.valueOr("ratio", HEAVY_KG / LIGHT_KG);
        float[] heavyOnLight = {LIGHT_KG, LIGHT_KG, LIGHT_KG, LIGHT_KG, heavy};
        float[] alternating = {heavy, LIGHT_KG, heavy, LIGHT_KG, heavy, LIGHT_KG};
        column(sink, spec, -1.5f, heavyOnLight);
        column(sink, spec, 1.5f, alternating);
        return SceneAction.NONE;
    }

    private static void column(SceneSink sink, BodySpec spec, float x, float[] massesBottomUp) {
        for (int i = 0; i < massesBottomUp.length; i++) {
            sink.addBody(spec.reset().box(0.5f, 0.5f, 0.5f).mass(massesBottomUp[i]).at(x, 0.5f + i, 0).friction(0.6f));
        }
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 2.8f, 0);
        outEye.set(3f, 4.5f, 9f);
    }
}
