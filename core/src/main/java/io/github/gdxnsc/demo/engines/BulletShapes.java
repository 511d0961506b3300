package io.github.gdxnsc.demo.engines;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btTriangleMesh;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.utils.BufferUtils;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.HullGeometry;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The stock Bullet shapes of {@link BulletEngine}'s bodies, one per distinct kind and size, made
 * on first use and disposed together. A hull is Bullet's btConvexHullShape of the points shrunk
 * by {@link HullGeometry#MARGIN}, with that margin, as our world makes it.
 */
final class BulletShapes implements Disposable {
    private final Map<String, btCollisionShape> byKey = new HashMap<>();
    /** In creation order (a mesh's triangles before its shape), for disposal in reverse (the map is never iterated). */
    private final List<Disposable> made = new ArrayList<>();
    private final Vector3 tmp = new Vector3();

    btCollisionShape of(BodySpec s) {
        String key = s.shape + ":" + s.halfExtents.x + "," + s.halfExtents.y + "," + s.halfExtents.z + "," + s.radius + "," + s.height
                + (s.hullPoints == null ? "" : Arrays.toString(s.hullPoints))
                + (s.meshVertices == null ? "" : Arrays.toString(s.meshVertices) + Arrays.toString(s.meshIndices));
        btCollisionShape shape = byKey.get(key);
        if (shape != null) return shape;
        switch (s.shape) {
            case BOX: shape = new btBoxShape(tmp.set(s.halfExtents)); break;
            case SPHERE: shape = new btSphereShape(s.radius); break;
            case CAPSULE: shape = new btCapsuleShape(s.radius, s.height); break;
            case CYLINDER: shape = new btCylinderShape(tmp.set(s.halfExtents)); break;
            case HULL: shape = hull(HullGeometry.collisionPoints(s.hullPoints)); break;
            case MESH: shape = mesh(s.meshVertices, s.meshIndices); break;
            default: throw new IllegalArgumentException("unknown shape kind " + s.shape);
        }
        byKey.put(key, shape);
        made.add(shape);
        return shape;
    }

    private static btConvexHullShape hull(float[] points) {
        FloatBuffer buffer = BufferUtils.newFloatBuffer(points.length);
        buffer.put(points).flip();
        btConvexHullShape hull = new btConvexHullShape(buffer, points.length / 3, 12); // copies the points
        hull.setMargin(HullGeometry.MARGIN);
        return hull;
    }

    /** Bullet's BVH mesh over a btTriangleMesh that copies the triangles; the triangles are disposed after the shape. */
    private btBvhTriangleMeshShape mesh(float[] vertices, int[] indices) {
        btTriangleMesh triangles = new btTriangleMesh();
        made.add(triangles);
        Vector3 a = new Vector3(), b = new Vector3(), c = new Vector3();
        for (int t = 0; t < indices.length; t += 3) {
            int i = 3 * indices[t], j = 3 * indices[t + 1], k = 3 * indices[t + 2];
            triangles.addTriangle(a.set(vertices[i], vertices[i + 1], vertices[i + 2]), b.set(vertices[j], vertices[j + 1], vertices[j + 2]),
                    c.set(vertices[k], vertices[k + 1], vertices[k + 2]));
        }
        return new btBvhTriangleMeshShape(triangles, true);
    }

    @Override
    public void dispose() {
        for (int i = made.size() - 1; i >= 0; i--) made.get(i).dispose();
        made.clear();
        byKey.clear();
    }
}
