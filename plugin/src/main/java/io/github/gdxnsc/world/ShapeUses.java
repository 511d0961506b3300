package io.github.gdxnsc.world;

import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import java.util.IdentityHashMap;

/**
 * The shapes the world's bodies use, each with how many bodies use it. A shape disposed under a
 * live body leaves Bullet a dangling pointer, and its next use aborts the JVM ("pure virtual
 * method called"); so every call that makes Bullet read the bodies' shapes (the step, queries,
 * snapshots, filters, debug drawing) checks the distinct shapes first and refuses, naming a body.
 * The check walks a list, never the map, and allocates nothing.
 */
final class ShapeUses {
    private final IdentityHashMap<btCollisionShape, int[]> counts = new IdentityHashMap<>();
    private final Array<btCollisionShape> distinct = new Array<>(false, 8, btCollisionShape.class);

    void add(btCollisionShape shape) {
        int[] c = counts.get(shape);
        if (c != null) {
            c[0]++;
            return;
        }
        counts.put(shape, new int[] {1});
        distinct.add(shape);
    }

    void remove(btCollisionShape shape) {
        int[] c = counts.get(shape);
        if (c == null || --c[0] > 0) return;
        counts.remove(shape);
        distinct.removeValue(shape, true);
    }

    void clear() {
        counts.clear();
        distinct.clear();
    }

    /** How many bodies use {@code shape} (0 for a shape no body uses). */
    int uses(btCollisionShape shape) {
        int[] c = counts.get(shape);
        return c == null ? 0 : c[0];
    }

    /** Throws, naming the first body whose shape was disposed, before {@code call} lets Bullet read it. */
    void check(String call, Array<RigidBody> bodies) {
        for (int k = 0; k < distinct.size; k++) if (distinct.get(k).isDisposed()) throw disposed(call, distinct.get(k), bodies);
    }

    /** The same check for one body's own shape (calls that read only that shape). */
    static void check(String call, RigidBody body, btCollisionShape shape) {
        if (shape.isDisposed()) throw message(call, body, shape);
    }

    private static IllegalStateException disposed(String call, btCollisionShape shape, Array<RigidBody> bodies) {
        for (int i = 0; i < bodies.size; i++) if (bodies.get(i).getShape() == shape) return message(call, bodies.get(i), shape);
        return message(call, null, shape);
    }

    private static IllegalStateException message(String call, RigidBody body, btCollisionShape shape) {
        String who = body == null ? "a body" : "body " + body.index + (body.userData != null ? " (userData " + body.userData + ")" : "");
        return new IllegalStateException(call + " refused: " + who + " uses a " + shape.getClass().getSimpleName()
                + " that was disposed; destroy the body before disposing its shape (a shape from world.shapes() is the world's: never dispose it)");
    }
}
