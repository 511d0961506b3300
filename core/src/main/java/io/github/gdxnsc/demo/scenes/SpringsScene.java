package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * Spring joints of several stiffnesses and damping ratios side by side, each holding one body to
 * the static world, so their periods and decays can be compared by eye and against the damped
 * oscillator's closed forms: four blocks on six-DOF joints free along y on springs (released at the
 * spring's rest length, they bounce about their static deflection m g / k), two balls hanging on
 * distance springs (released at the spring's length), and two planks on vertical hinges with
 * torsional springs, set turning at {@link #HINGE_SPIN} rad/s (torsion pendulums, gravity plays
 * no part). Runs in our world only: Bullet has neither a distance spring nor a hinge spring.
 */
public final class SpringsScene extends Scene {
    public static final float HEIGHT = 3f, BLOCK = 0.2f, BLOCK_KG = 1f;
    /** The six-DOF springs: stiffness (N/m) and damping ratio of each block, left to right. */
    public static final float[] SIX_DOF_STIFFNESS = {100f, 100f, 400f, 400f}, SIX_DOF_RATIO = {0f, 0.1f, 0.05f, 0.2f};
    public static final float BALL_RADIUS = 0.2f, BALL_KG = 1f, SPRING_LENGTH = 1f;
    /** The distance springs: frequency (Hz) and damping ratio of each ball. */
    public static final float[] DISTANCE_HZ = {0.5f, 0.5f}, DISTANCE_RATIO = {0f, 0.1f};
    /** The planks on hinges: half extents (m), mass, the springs' stiffness (N m/rad) and damping ratios. */
    public static final float PLANK_HALF_X = 0.6f, PLANK_HALF_Y = 0.05f, PLANK_HALF_Z = 0.1f, PLANK_KG = 2f;
    public static final float HINGE_STIFFNESS = 4f, HINGE_SPIN = 2f;
    public static final float[] HINGE_RATIO = {0f, 0.1f};
    /** Body handles: the first six-DOF block, the first ball, the first plank. */
    public static final int FIRST_BLOCK = 1, FIRST_BALL = FIRST_BLOCK + 4, FIRST_PLANK = FIRST_BALL + 2;
    static final float SPACING = 1.2f;

    public SpringsScene() {
        super("springs", "springs side by side: four six-DOF springs (k 100 and 400 N/m, damping ratio 0 to 0.2),"
                + " two distance springs (0.5 Hz, 0 and 0.1), two hinge springs turning planks (0 and 0.1)", Expectation.MOVES);
    }

    /** The moment of inertia (kg m^2) of a plank about its hinge, the vertical axis through its centre. */
    public static double plankInertia() {
        return PLANK_KG * (PLANK_HALF_X * PLANK_HALF_X + PLANK_HALF_Z * PLANK_HALF_Z) / 3.0;
    }

    /** Damping (N s/m, or N m s/rad) that gives a spring of {@code stiffness} on {@code mass} the damping ratio {@code ratio}. */
    public static float damping(double stiffness, double mass, double ratio) {
        return (float) (2 * ratio * Math.sqrt(stiffness * mass));
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        JointSpec joint = new JointSpec();
        Vector3 anchor = new Vector3(), top = new Vector3();
        addGround(sink, spec);
        float x = -4.5f;
        for (int i = 0; i < SIX_DOF_STIFFNESS.length; i++, x += SPACING)
            sink.addBody(spec.reset().box(BLOCK, BLOCK, BLOCK).mass(BLOCK_KG).at(x, HEIGHT, 0));
        for (int i = 0; i < DISTANCE_HZ.length; i++, x += SPACING)
            sink.addBody(spec.reset().sphere(BALL_RADIUS).mass(BALL_KG).at(x, HEIGHT, 0));
        for (int i = 0; i < HINGE_RATIO.length; i++) {
            spec.reset().box(PLANK_HALF_X, PLANK_HALF_Y, PLANK_HALF_Z).mass(PLANK_KG).at(plankX(i), HEIGHT, 0);
            spec.angularVelocity.set(0, HINGE_SPIN, 0);
            sink.addBody(spec);
        }
        for (int i = 0; i < SIX_DOF_STIFFNESS.length; i++) {
            int body = FIRST_BLOCK + i;
            float k = SIX_DOF_STIFFNESS[i];
            sink.addJoint(joint.reset().sixDofSpring(body, SceneSink.WORLD, anchor.set(-4.5f + i * SPACING, HEIGHT, 0), k,
                    damping(k, BLOCK_KG, SIX_DOF_RATIO[i])));
        }
        for (int i = 0; i < DISTANCE_HZ.length; i++) {
            float bx = -4.5f + (SIX_DOF_STIFFNESS.length + i) * SPACING;
            sink.addJoint(joint.reset().distanceSpring(FIRST_BALL + i, SceneSink.WORLD, anchor.set(bx, HEIGHT, 0),
                    top.set(bx, HEIGHT + SPRING_LENGTH, 0), DISTANCE_HZ[i], DISTANCE_RATIO[i]));
        }
        for (int i = 0; i < HINGE_RATIO.length; i++) {
            float px = plankX(i);
            sink.addJoint(joint.reset().hinge(FIRST_PLANK + i, SceneSink.WORLD, anchor.set(px, HEIGHT, 0), Vector3.Y)
                    .hingeSpring(HINGE_STIFFNESS, damping(HINGE_STIFFNESS, plankInertia(), HINGE_RATIO[i])));
        }
        return SceneAction.NONE;
    }

    /** Where plank {@code i}'s centre (and hinge) is along x. */
    static float plankX(int i) {
        return -4.5f + (SIX_DOF_STIFFNESS.length + DISTANCE_HZ.length) * SPACING + 0.4f + i * (2 * PLANK_HALF_X + 0.6f);
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0.3f, HEIGHT - 0.3f, 0);
        outEye.set(0.3f, HEIGHT + 1.5f, 12f);
    }
}
