package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;
import java.util.List;
import java.util.Random;

/**
 * Convex hulls: {@link #ROCKS} irregular rocks (the hulls of {@link #ROCK_POINTS} random points on
 * ellipsoids, seeded) dropped in a heap, and two leaning prisms standing on their square base,
 * sheared by {@link #SHEARS}: the first keeps its centre of mass above its base and stays, the
 * second leans it {@link #OVERHANG} m beyond the base's edge and tips over (the leaning tower's law).
 */
public final class HullsScene extends Scene {
    public static final int ROCKS = 24, ROCK_POINTS = 10;
    public static final float ROCK_KG = 5f, PRISM_KG = 20f;
    /** The prisms: base half-width (m), height (m) and how far each one's top is shifted along x (m). */
    public static final float PRISM_HALF = 0.3f, PRISM_HEIGHT = 1f;
    public static final float[] SHEARS = {0.4f, 0.8f};
    /** How far the second prism's centre of mass lies past its base's edge (m): its shear / 2 - half-width. */
    public static final float OVERHANG = SHEARS[1] / 2 - PRISM_HALF;
    /** Body handles: the prisms, then the rocks. */
    public static final int FIRST_PRISM = 1, FIRST_ROCK = FIRST_PRISM + 2;
    static final float ROCK_SPACING = 1f, ROCK_LOWEST = 0.6f;

    public HullsScene() {
        super("hulls", ROCKS + " irregular hull rocks dropped in a heap; two leaning hull prisms, the centre of mass of one over its base"
                + " (it stays), of the other " + OVERHANG + " m beyond it (it tips)", Expectation.STICKS_AND_SLIDES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        for (int i = 0; i < SHEARS.length; i++)
            sink.addBody(spec.reset().hull(prism(SHEARS[i])).mass(PRISM_KG).at(-3f + 2.2f * i, PRISM_HEIGHT / 2, 2.5f));
        Random random = new Random(params.seed);
        for (int i = 0; i < ROCKS; i++) {
            int column = i % 4, row = (i / 4) % 2, layer = i / 8;
            sink.addBody(spec.reset().hull(rock(random)).mass(ROCK_KG)
                    .at(1.5f + (column - 1.5f) * ROCK_SPACING, ROCK_LOWEST + layer * ROCK_SPACING, (row - 0.5f) * ROCK_SPACING));
        }
        return SceneAction.NONE;
    }

    /**
     * A prism of square base (half-width {@link #PRISM_HALF}) and height {@link #PRISM_HEIGHT} whose
     * top is the base moved {@code shear} along x; the origin at its centroid, so the base's x runs
     * from -half - shear / 2 to half - shear / 2 and the centre of mass is over it while shear / 2 < half.
     */
    public static float[] prism(float shear) {
        float[] points = new float[3 * 8];
        for (int i = 0; i < 8; i++) {
            boolean top = i >= 4;
            float sx = (i & 1) == 0 ? -1 : 1, sz = (i & 2) == 0 ? -1 : 1;
            points[3 * i] = sx * PRISM_HALF + (top ? shear / 2 : -shear / 2);
            points[3 * i + 1] = top ? PRISM_HEIGHT / 2 : -PRISM_HEIGHT / 2;
            points[3 * i + 2] = sz * PRISM_HALF;
        }
        return points;
    }

    /** {@link #ROCK_POINTS} points on an ellipsoid of random radii 0.2 to 0.35 m, moved so the hull's centroid is the origin. */
    static float[] rock(Random random) {
        float a = 0.2f + 0.15f * random.nextFloat(), b = 0.2f + 0.15f * random.nextFloat(), c = 0.2f + 0.15f * random.nextFloat();
        float[] points = new float[3 * ROCK_POINTS];
        Vector3 d = new Vector3();
        for (int i = 0; i < ROCK_POINTS; i++) {
            d.set((float) random.nextGaussian(), (float) random.nextGaussian(), (float) random.nextGaussian()).nor();
            points[3 * i] = a * d.x;
            points[3 * i + 1] = b * d.y;
            points[3 * i + 2] = c * d.z;
        }
        double[] centroid = centroid(points);
        for (int i = 0; i < ROCK_POINTS; i++) for (int k = 0; k < 3; k++) points[3 * i + k] -= (float) centroid[k];
        return points;
    }

    /** The centroid of the solid hull of {@code points}: the volume-weighted centroids of the tetrahedra from the points' mean to each face triangle. */
    public static double[] centroid(float[] points) {
        int n = points.length / 3;
        double rx = 0, ry = 0, rz = 0;
        for (int i = 0; i < n; i++) {
            rx += points[3 * i] / n;
            ry += points[3 * i + 1] / n;
            rz += points[3 * i + 2] / n;
        }
        double volume = 0, cx = 0, cy = 0, cz = 0;
        List<HullGeometry.Face> faces = HullGeometry.faces(points);
        for (HullGeometry.Face f : faces) {
            int[] v = f.vertices;
            for (int t = 1; t + 1 < v.length; t++) {
                int p = 3 * v[0], q = 3 * v[t], r = 3 * v[t + 1];
                double ax = points[p] - rx, ay = points[p + 1] - ry, az = points[p + 2] - rz;
                double bx = points[q] - rx, by = points[q + 1] - ry, bz = points[q + 2] - rz;
                double qx = points[r] - rx, qy = points[r + 1] - ry, qz = points[r + 2] - rz;
                double vol = (ax * (by * qz - bz * qy) + ay * (bz * qx - bx * qz) + az * (bx * qy - by * qx)) / 6;
                volume += vol;
                cx += vol * (ax + bx + qx) / 4;
                cy += vol * (ay + by + qy) / 4;
                cz += vol * (az + bz + qz) / 4;
            }
        }
        return new double[] {rx + cx / volume, ry + cy / volume, rz + cz / volume};
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0f, 0.8f, 0.5f);
        outEye.set(0.5f, 3.2f, 8f);
    }
}
