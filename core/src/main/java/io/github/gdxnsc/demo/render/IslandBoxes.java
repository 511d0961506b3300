package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.world.Joint;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * The islands of the last step, found as the world finds them (union-find over contacts and joints
 * between dynamic bodies; static, kinematic and sensor bodies link nothing), and the bounding box of
 * each island's bodies. Arrays are reused: nothing is allocated once they have grown.
 */
final class IslandBoxes {
    private int[] parent = new int[0];
    /** Per body index: the island's box (min xyz, max xyz), valid at the island's root. */
    private float[] box = new float[0];
    private boolean[] dynamic = new boolean[0];
    private int count;
    private final Vector3 min = new Vector3(), max = new Vector3();

    /** Finds the islands of {@code world}'s last step; {@code bounds} gives each body's box (min, max). */
    void find(NscWorld world, BodyBounds bounds) {
        Array<RigidBody> bodies = world.getBodies();
        count = bodies.size;
        if (parent.length < count) {
            parent = new int[count];
            box = new float[6 * count];
            dynamic = new boolean[count];
        }
        for (int i = 0; i < count; i++) {
            RigidBody b = bodies.get(i);
            parent[i] = i;
            dynamic[i] = !b.isStatic() && !b.isKinematic() && !b.isSensor();
        }
        for (int k = 0, n = world.getContactCount(); k < n; k++) union(world.getContactBodyA(k), world.getContactBodyB(k));
        Array<Joint> joints = world.getJoints();
        for (int j = 0; j < joints.size; j++) {
            Joint jt = joints.get(j);
            if (jt.isBroken() || jt.getBodyB() == null) continue;
            union(jt.getBodyA().getIndex(), jt.getBodyB().getIndex());
        }
        for (int i = 0; i < count; i++) {
            box[6 * i] = box[6 * i + 1] = box[6 * i + 2] = Float.POSITIVE_INFINITY;
            box[6 * i + 3] = box[6 * i + 4] = box[6 * i + 5] = Float.NEGATIVE_INFINITY;
        }
        for (int i = 0; i < count; i++) {
            if (!dynamic[i]) continue;
            bounds.bounds(bodies.get(i), min, max);
            int r = 6 * find(i);
            box[r] = Math.min(box[r], min.x);
            box[r + 1] = Math.min(box[r + 1], min.y);
            box[r + 2] = Math.min(box[r + 2], min.z);
            box[r + 3] = Math.max(box[r + 3], max.x);
            box[r + 4] = Math.max(box[r + 4], max.y);
            box[r + 5] = Math.max(box[r + 5], max.z);
        }
    }

    /** Whether body index {@code i} is the root of an island of dynamic bodies. */
    boolean isIsland(int i) {
        return dynamic[i] && find(i) == i;
    }

    /** The island rooted at {@code i}: its box into min and max. */
    void box(int i, Vector3 outMin, Vector3 outMax) {
        outMin.set(box[6 * i], box[6 * i + 1], box[6 * i + 2]);
        outMax.set(box[6 * i + 3], box[6 * i + 4], box[6 * i + 5]);
    }

    int bodyCount() {
        return count;
    }

    private void union(int a, int b) {
        if (a < 0 || b < 0 || a >= count || b >= count || !dynamic[a] || !dynamic[b]) return;
        int ra = find(a), rb = find(b);
        if (ra == rb) return;
        if (ra < rb) parent[rb] = ra;
        else parent[ra] = rb;
    }

    private int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** A body's axis-aligned bounding box. */
    interface BodyBounds {
        void bounds(RigidBody body, Vector3 outMin, Vector3 outMax);
    }
}
