package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * Collision filters and world queries, shown live. Filters: a box of group {@link #GROUP_A} falls
 * onto one of group {@link #GROUP_B}, each masking out the other, so it passes through it to the
 * ground; beside them the same two boxes with the default filter, the upper landing on the lower.
 * Queries (the demo casts {@link #probes()} every frame and draws where they stop): a fan of
 * {@link #RAYS} rays from a point above a static sphere, the middle ones hitting the sphere and
 * the outer ones the ground; a sphere swept at a static wall, and one swept over it.
 */
public final class QueriesScene extends Scene {
    public static final short GROUP_A = 32, GROUP_B = 64;
    public static final float BOX = 0.5f, DROP_Y = 2.2f, OFFSET = 0.3f;
    /** Body handles: the filtered pair (lower B, upper A), the default pair, the sphere, the wall. */
    public static final int LOWER_B = 1, UPPER_A = 2, LOWER = 3, UPPER = 4, SPHERE = 5, WALL = 6;
    /** The fan: its origin, how many rays, their spread from straight down (degrees) and length (m). */
    public static final Vector3 FAN_ORIGIN = new Vector3(3f, 3.5f, -1f);
    public static final int RAYS = 11;
    public static final float FAN_DEGREES = 50f, RAY_LENGTH = 8f;
    public static final Vector3 SPHERE_CENTRE = new Vector3(3f, 0.8f, -1f);
    public static final float SPHERE_RADIUS = 0.8f;
    /** The wall: centre and half extents; the sweeps' sphere radius, start and end x, and heights (the first hits the wall, the second passes over it). */
    public static final Vector3 WALL_CENTRE = new Vector3(6.5f, 1f, 1.5f), WALL_HALF = new Vector3(0.1f, 1f, 1f);
    public static final float SWEEP_RADIUS = 0.3f, SWEEP_FROM_X = 3.5f, SWEEP_TO_X = 8.5f;
    public static final float[] SWEEP_Y = {1f, 2.5f};
    private static final float PANEL_X = -4f, CONTROL_X = -1.5f;
    /** Made once: the demo reads them every frame. */
    private final QueryProbes probes = makeProbes();

    public QueriesScene() {
        super("queries", "filters: a box falls through one of a group it masks out, beside a default pair that stacks;"
                + " a fan of rays onto a sphere and the ground, and sphere sweeps at a wall, cast live", Expectation.MOVES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        int notA = 0xFFFF & ~GROUP_A, notB = 0xFFFF & ~GROUP_B;
        sink.addBody(spec.reset().box(BOX, BOX, BOX).at(PANEL_X, BOX, 0).filter(GROUP_B, notA));
        sink.addBody(spec.reset().box(BOX, BOX, BOX).at(PANEL_X + OFFSET, DROP_Y, OFFSET).filter(GROUP_A, notB));
        sink.addBody(spec.reset().box(BOX, BOX, BOX).at(CONTROL_X, BOX, 0));
        sink.addBody(spec.reset().box(BOX, BOX, BOX).at(CONTROL_X + OFFSET, DROP_Y, OFFSET));
        sink.addBody(spec.reset().sphere(SPHERE_RADIUS).fixed().at(SPHERE_CENTRE.x, SPHERE_CENTRE.y, SPHERE_CENTRE.z));
        sink.addBody(spec.reset().box(WALL_HALF.x, WALL_HALF.y, WALL_HALF.z).fixed().at(WALL_CENTRE.x, WALL_CENTRE.y, WALL_CENTRE.z));
        return SceneAction.NONE;
    }

    /** Ray {@code i}'s unit direction: in the x-y plane, from -{@link #FAN_DEGREES} to + off straight down. */
    public static Vector3 rayDirection(int i, Vector3 out) {
        double angle = Math.toRadians(-FAN_DEGREES + 2 * FAN_DEGREES * i / (RAYS - 1));
        return out.set((float) Math.sin(angle), (float) -Math.cos(angle), 0);
    }

    @Override
    public QueryProbes probes() {
        return probes;
    }

    private static QueryProbes makeProbes() {
        float[] rays = new float[6 * RAYS];
        Vector3 d = new Vector3();
        for (int i = 0; i < RAYS; i++) {
            rayDirection(i, d).scl(RAY_LENGTH).add(FAN_ORIGIN);
            rays[6 * i] = FAN_ORIGIN.x;
            rays[6 * i + 1] = FAN_ORIGIN.y;
            rays[6 * i + 2] = FAN_ORIGIN.z;
            rays[6 * i + 3] = d.x;
            rays[6 * i + 4] = d.y;
            rays[6 * i + 5] = d.z;
        }
        float[] sweeps = new float[7 * SWEEP_Y.length];
        for (int i = 0; i < SWEEP_Y.length; i++) {
            float[] one = {SWEEP_FROM_X, SWEEP_Y[i], WALL_CENTRE.z, SWEEP_TO_X, SWEEP_Y[i], WALL_CENTRE.z, SWEEP_RADIUS};
            System.arraycopy(one, 0, sweeps, 7 * i, 7);
        }
        return new QueryProbes(rays, sweeps);
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(1.5f, 1.2f, 0f);
        outEye.set(1.5f, 4.5f, 10f);
    }
}
