package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import io.github.gdxnsc.step.Bodies;

/**
 * What a snapshot keeps of each body's shape, to refuse a restore into a world whose shapes differ:
 * Bullet's shape type and the shape's bounds at the identity pose (margin included). A world built
 * the same way gives the same floats, so the comparison is exact. One per snapshot (its scratch
 * objects are reused, so saving again allocates nothing here).
 */
final class SnapshotShapes {
    private final Matrix4 identity = new Matrix4();
    private final Vector3 min = new Vector3(), max = new Vector3();

    /** Writes body i's shape type into {@code type[i]} and its bounds into {@code bounds[6i..6i+5]}. */
    void describe(btCollisionShape shape, int[] type, float[] bounds, int i) {
        type[i] = shape.getShapeType();
        shape.getAabb(identity, min, max);
        int o = 6 * i;
        bounds[o] = min.x;
        bounds[o + 1] = min.y;
        bounds[o + 2] = min.z;
        bounds[o + 3] = max.x;
        bounds[o + 4] = max.y;
        bounds[o + 5] = max.z;
    }

    /** Refuses, naming the first body whose shape is not the one saved. */
    void check(Bodies bodies, int[] type, float[] bounds) {
        int[] t = new int[1];
        float[] b = new float[6];
        for (int i = 0; i < bodies.count; i++) {
            describe(bodies.shape[i], t, b, 0);
            boolean same = t[0] == type[i];
            for (int k = 0; k < 6 && same; k++) same = Float.compare(b[k], bounds[6 * i + k]) == 0;
            if (!same)
                throw new IllegalArgumentException("snapshot: body " + i + " has another shape than the one saved (saved "
                        + describe(type[i], bounds, 6 * i) + ", the world has " + describe(t[0], b, 0)
                        + "): restore into a world built with the same shapes");
        }
    }

    private static String describe(int type, float[] bounds, int o) {
        return "shape type " + type + " with bounds (" + bounds[o] + ", " + bounds[o + 1] + ", " + bounds[o + 2] + ") to ("
                + bounds[o + 3] + ", " + bounds[o + 4] + ", " + bounds[o + 5] + ")";
    }
}
