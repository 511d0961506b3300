package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConcaveShape;
import com.badlogic.gdx.physics.bullet.collision.btTriangleCallback;
import com.badlogic.gdx.physics.bullet.linearmath.btVector3;

/**
 * Every triangle of a concave shape (a triangle mesh, a scaled one, a heightfield) as Bullet itself
 * collides it, read once through processAllTriangles: its corners in the shape's frame, single
 * precision, with Bullet's part and triangle ids. For what is built once per shape (the inner-edge
 * table, the overlap queries' tree), never per step.
 */
public final class ConcaveTriangles {
    /** Bullet's bound for "everything" (BT_LARGE_FLOAT): the box handed to processAllTriangles. */
    private static final float EVERYWHERE = 1e18f;

    /** Receives each triangle of a {@link #read}. */
    public interface Sink {
        /** One triangle: nine floats (x, y, z of each corner; the array is reused between calls) and Bullet's ids. */
        void triangle(float[] corners, int partId, int triangleIndex);
    }

    private ConcaveTriangles() {
    }

    /** Hands every triangle of {@code shape} to {@code sink}, in Bullet's order. */
    public static void read(btConcaveShape shape, Sink sink) {
        float[] corners = new float[9];
        btTriangleCallback reader = new btTriangleCallback() {
            @Override
            public void processTriangle(btVector3 triangle, int partId, int triangleIndex) {
                // three btVector3s in a row, 16 bytes each (single precision)
                long at = btVector3.getCPtr(triangle);
                for (int k = 0; k < 3; k++) {
                    btVector3 v = new btVector3(at + 16L * k, false);
                    corners[3 * k] = v.getX();
                    corners[3 * k + 1] = v.getY();
                    corners[3 * k + 2] = v.getZ();
                }
                sink.triangle(corners, partId, triangleIndex);
            }
        };
        try {
            shape.processAllTriangles(reader, new Vector3(-EVERYWHERE, -EVERYWHERE, -EVERYWHERE), new Vector3(EVERYWHERE, EVERYWHERE, EVERYWHERE));
        } finally {
            reader.dispose();
        }
    }
}
