package io.github.gdxnsc.step;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;

import java.util.IdentityHashMap;

/**
 * Each convex hull shape's points (x, y, z in the shape's frame, scaled) and faces
 * ({@link HullFaces}), read from Bullet and found once per shape, for the stages that look at a
 * hull's geometry.
 */
final class HullShapes {
    private final IdentityHashMap<btConvexHullShape, float[]> points = new IdentityHashMap<>();
    private final IdentityHashMap<btConvexHullShape, HullFaces> faces = new IdentityHashMap<>();

    float[] points(btConvexHullShape shape) {
        float[] p = points.get(shape);
        if (p != null) return p;
        int n = shape.getNumPoints();
        p = new float[3 * n];
        for (int i = 0; i < n; i++) {
            Vector3 v = shape.getScaledPoint(i);
            p[3 * i] = v.x;
            p[3 * i + 1] = v.y;
            p[3 * i + 2] = v.z;
        }
        points.put(shape, p);
        return p;
    }

    HullFaces faces(btConvexHullShape shape) {
        HullFaces f = faces.get(shape);
        if (f == null) faces.put(shape, f = HullFaces.of(points(shape)));
        return f;
    }
}
