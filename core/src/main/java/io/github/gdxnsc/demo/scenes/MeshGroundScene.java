package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A static triangle-mesh terrain: a {@link #SLOPE_DEGREES} degree slope (planar, but cut into the
 * grid's triangles like the rest) running down into rolling bumps. A ball rolls down the slope and
 * a low-friction box slides down beside it; a box, a capsule, a cylinder and a sphere are dropped
 * on the bumps. The terrain's height at any point is {@link #surfaceHeight}, the same triangles'
 * interpolation, so a check can tell whether anything went through it.
 */
public final class MeshGroundScene extends Scene {
    public static final float SLOPE_DEGREES = 20f;
    /** The grid: x from -{@link #HALF_X} to +, z from -{@link #HALF_Z} to +, cells of {@link #CELL} m. */
    public static final float HALF_X = 6f, HALF_Z = 3f, CELL = 0.5f;
    /** The terrain's base over the ground slab, and the bumps' height and wavelength (m). */
    public static final float BASE = 0.2f, BUMP = 0.12f, WAVELENGTH = 3f;
    public static final float BALL_RADIUS = 0.25f, BALL_KG = 1f, BALL_FRICTION = 0.5f;
    /** The sliding box's friction; the mesh's is 1, so every contact's is the other body's. */
    public static final float BOX_FRICTION = 0.15f, BOX_HALF_X = 0.2f, BOX_HALF_Y = 0.1f, BOX_HALF_Z = 0.2f;
    /** Where the ball and the box touch the slope at the start (x). */
    public static final float START_X = -5.2f;
    /** Body handles. */
    public static final int MESH = 1, BALL = 2, SLIDER = 3, FIRST_DROPPED = 4, DROPPED = 4;
    static final int COLUMNS = Math.round(2 * HALF_X / CELL) + 1, ROWS = Math.round(2 * HALF_Z / CELL) + 1;

    public MeshGroundScene() {
        super("mesh-ground", "a static triangle-mesh terrain: a ball rolls and a box (friction 0.15) slides down its 20 degree slope;"
                + " four bodies dropped on its bumps", Expectation.MOVES);
    }

    /** The terrain's height at a vertex of the grid. */
    static float vertexHeight(float x, float z) {
        if (x <= 0) return (float) (BASE - x * Math.tan(Math.toRadians(SLOPE_DEGREES)));
        return (float) (BASE + BUMP * Math.sin(2 * Math.PI * x / WAVELENGTH) * Math.cos(2 * Math.PI * z / WAVELENGTH));
    }

    /**
     * The mesh's height over (x, z), inside the grid: the plane of the triangle of the cell that holds
     * the point (each cell cut along its diagonal from its low-x, low-z corner).
     */
    public static double surfaceHeight(double x, double z) {
        int i = Math.min(COLUMNS - 2, Math.max(0, (int) Math.floor((x + HALF_X) / CELL)));
        int j = Math.min(ROWS - 2, Math.max(0, (int) Math.floor((z + HALF_Z) / CELL)));
        float x0 = -HALF_X + i * CELL, z0 = -HALF_Z + j * CELL;
        double u = (x - x0) / CELL, w = (z - z0) / CELL;
        double h00 = vertexHeight(x0, z0), h10 = vertexHeight(x0 + CELL, z0), h01 = vertexHeight(x0, z0 + CELL), h11 = vertexHeight(x0 + CELL, z0 + CELL);
        return w >= u ? h00 + u * (h11 - h01) + w * (h01 - h00) : h00 + u * (h10 - h00) + w * (h11 - h10);
    }

    /** Whether (x, z) is over the mesh. */
    public static boolean overMesh(double x, double z) {
        return Math.abs(x) <= HALF_X && Math.abs(z) <= HALF_Z;
    }

    /** The grid's vertices, x fastest. */
    static float[] vertices() {
        float[] v = new float[3 * COLUMNS * ROWS];
        for (int j = 0; j < ROWS; j++) {
            for (int i = 0; i < COLUMNS; i++) {
                int o = 3 * (j * COLUMNS + i);
                float x = -HALF_X + i * CELL, z = -HALF_Z + j * CELL;
                v[o] = x;
                v[o + 1] = vertexHeight(x, z);
                v[o + 2] = z;
            }
        }
        return v;
    }

    /** Two triangles a cell, counter-clockwise seen from above, split along the diagonal from (i, j) to (i + 1, j + 1). */
    static int[] indices() {
        int[] t = new int[6 * (COLUMNS - 1) * (ROWS - 1)];
        int k = 0;
        for (int j = 0; j + 1 < ROWS; j++) {
            for (int i = 0; i + 1 < COLUMNS; i++) {
                int v00 = j * COLUMNS + i, v10 = v00 + 1, v01 = v00 + COLUMNS, v11 = v01 + 1;
                t[k++] = v00; t[k++] = v01; t[k++] = v11;
                t[k++] = v00; t[k++] = v11; t[k++] = v10;
            }
        }
        return t;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        sink.addBody(spec.reset().mesh(vertices(), indices()).friction(1f));
        float sin = (float) Math.sin(Math.toRadians(SLOPE_DEGREES)), cos = (float) Math.cos(Math.toRadians(SLOPE_DEGREES));
        float top = (float) surfaceHeight(START_X, 0);
        // each body touches the slope at START_X: its centre is out along the slope's normal (sin, cos, 0)
        sink.addBody(spec.reset().sphere(BALL_RADIUS).mass(BALL_KG).friction(BALL_FRICTION)
                .at(START_X + BALL_RADIUS * sin, top + BALL_RADIUS * cos, -1.5f));
        sink.addBody(spec.reset().box(BOX_HALF_X, BOX_HALF_Y, BOX_HALF_Z).mass(1f).friction(BOX_FRICTION).rotated(0, 0, 1, -SLOPE_DEGREES)
                .at(START_X + BOX_HALF_Y * sin, top + BOX_HALF_Y * cos, 1.5f));
        float drop = 1.2f;
        sink.addBody(spec.reset().box(0.25f, 0.25f, 0.25f).mass(2f).at(1.5f, (float) surfaceHeight(1.5f, -1f) + drop, -1f));
        sink.addBody(spec.reset().capsule(0.2f, 0.6f).mass(2f).rotated(1, 0, 0, 90).at(3f, (float) surfaceHeight(3f, 1f) + drop, 1f));
        sink.addBody(spec.reset().cylinder(0.3f, 0.2f).mass(2f).at(4.5f, (float) surfaceHeight(4.5f, -1f) + drop, -1f));
        sink.addBody(spec.reset().sphere(0.3f).mass(2f).at(2.2f, (float) surfaceHeight(2.2f, 2f) + drop, 2f));
        return SceneAction.NONE;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0f, 0.8f, 0f);
        outEye.set(-1f, 4.5f, 10f);
    }
}
