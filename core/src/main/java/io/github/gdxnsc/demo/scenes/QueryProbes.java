package io.github.gdxnsc.demo.scenes;

/**
 * The world queries a scene shows live: rays and sphere sweeps, each a segment from one point to
 * another in world coordinates (a sweep with its sphere's radius). Render-free data: the demo casts
 * them into the running world every frame and draws where they stop, the tests cast them and compare.
 */
public final class QueryProbes {
    /** No queries (most scenes). */
    public static final QueryProbes NONE = new QueryProbes(new float[0], new float[0]);

    private final float[] rays, sweeps;

    /**
     * @param rays   six floats a ray: from x, y, z, to x, y, z
     * @param sweeps seven floats a sphere sweep: from x, y, z, to x, y, z, radius
     */
    public QueryProbes(float[] rays, float[] sweeps) {
        if (rays.length % 6 != 0) throw new IllegalArgumentException("rays must be six floats each; length was " + rays.length);
        if (sweeps.length % 7 != 0) throw new IllegalArgumentException("sweeps must be seven floats each; length was " + sweeps.length);
        this.rays = rays.clone();
        this.sweeps = sweeps.clone();
    }

    public int rayCount() {
        return rays.length / 6;
    }

    public int sweepCount() {
        return sweeps.length / 7;
    }

    /** Coordinate {@code c} (0-5: from x, y, z, to x, y, z) of ray {@code i}. */
    public float ray(int i, int c) {
        return rays[6 * i + c];
    }

    /** Coordinate {@code c} (0-5: from x, y, z, to x, y, z; 6: the radius) of sweep {@code i}. */
    public float sweep(int i, int c) {
        return sweeps[7 * i + c];
    }
}
