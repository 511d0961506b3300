package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * Boxes with different friction on a 25 degree slope. Coulomb's law: a box sticks when
 * mu >= tan(25 deg) = 0.466 and otherwise slides with a = g (sin - mu cos). With the slope's
 * friction 1, a contact's mu is the box's own (the product rule), so the three boxes nearest
 * the camera slide and the three behind stick.
 */
public final class InclineScene extends Scene {
    static final float SLOPE_DEGREES = 25f;
    /** Box friction coefficients, front (sliding) to back (sticking). */
    static final float[] MU = {0.1f, 0.25f, 0.4f, 0.6f, 0.8f, 1.0f};
    static final float SLOPE_HALF_LENGTH = 5f, SLOPE_HALF_THICKNESS = 0.25f, SLOPE_HALF_WIDTH = 4f;
    static final float BOX_HALF = 0.4f;

    public InclineScene() {
        super("incline", "boxes of mu 0.1 to 1.0 on a 25 degree slope: mu < 0.47 slides", Expectation.STICKS_AND_SLIDES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        Quaternion tilt = new Quaternion(Vector3.Z, SLOPE_DEGREES);
        // Slope centre high enough that its lower end just meets the ground.
        Vector3 centre = new Vector3(0, SLOPE_HALF_LENGTH * MathUtils.sinDeg(SLOPE_DEGREES), 0);
        sink.addBody(spec.reset().box(SLOPE_HALF_LENGTH, SLOPE_HALF_THICKNESS, SLOPE_HALF_WIDTH).fixed()
                .at(centre.x, centre.y, centre.z).rotation(tilt).friction(1f));
        Vector3 local = new Vector3();
        for (int i = 0; i < MU.length; i++) {
            // in the slope's frame: 2.5 m up the slope, resting on its top face, rows across it
            float z = (MU.length - 1 - i) * 1.2f - 3f; // front row (+z, nearest the camera) slides
            local.set(2.5f, SLOPE_HALF_THICKNESS + BOX_HALF + 0.005f, z);
            tilt.transform(local).add(centre);
            sink.addBody(spec.reset().box(BOX_HALF, BOX_HALF, BOX_HALF).mass(1f).at(local.x, local.y, local.z)
                    .rotation(tilt).friction(MU[i]));
        }
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0, 1.5f, 0);
        outEye.set(2f, 6f, 13f);
    }
}
