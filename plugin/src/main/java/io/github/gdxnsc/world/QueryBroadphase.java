package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import io.github.gdxnsc.math.Rotations;
import io.github.gdxnsc.step.Bodies;
import java.util.Arrays;

/**
 * The plugin's own broadphase for the overlap queries: every body's world box in an {@link AabbTree},
 * so a query tests the few bodies near it, not all of them, without asking Bullet (whose broadphase
 * callback makes a Java object per candidate). A body's box is its shape's local box (measured once,
 * when the body is made) turned by its pose; a moved body is marked and its leaf brought up to date
 * at the next query, and the tree's leaves are enlarged by a margin so a small move costs nothing.
 * Bodies keep their index order: the world's swap-removal is mirrored here.
 */
final class QueryBroadphase {
    /** A leaf's margin: this share of the body's largest half extent, within [MIN_MARGIN, MAX_MARGIN] (m). */
    private static final float MARGIN_SHARE = 0.2f, MIN_MARGIN = 0.01f, MAX_MARGIN = 0.2f;
    /** Half extents are cut to this (m): an unbounded shape (a plane) still gives finite areas. */
    private static final float LARGE = 1e7f;

    private final AabbTree tree = new AabbTree();
    private final Matrix4 identity = new Matrix4();
    private final Vector3 min = new Vector3(), max = new Vector3();
    private final double[] r = new double[9];
    /** Per body: its leaf, whether it moved since the tree last saw it, its shape's local box (centre, half extents), its world box (min, max). */
    private int[] leaf = new int[16];
    private boolean[] moved = new boolean[16];
    /** Per body: whether its shape is a sphere, whose box does not turn with it. */
    private boolean[] round = new boolean[16];
    private float[] local = new float[6 * 16], bounds = new float[6 * 16], margin = new float[16];
    private int count;
    private boolean anyMoved;
    /** The bodies the last {@link #candidates} call found, ascending. */
    int[] found = new int[16];

    /** Makes room for {@code n} bodies, at least doubling. */
    void ensureCapacity(int n) {
        if (n <= leaf.length) return;
        int c = Math.max(n, 2 * leaf.length);
        leaf = Arrays.copyOf(leaf, c);
        moved = Arrays.copyOf(moved, c);
        round = Arrays.copyOf(round, c);
        margin = Arrays.copyOf(margin, c);
        local = Arrays.copyOf(local, 6 * c);
        bounds = Arrays.copyOf(bounds, 6 * c);
    }

    /** Body {@code i} (the next index) was made: its shape's local box is measured now, its leaf at the next query. */
    void added(btCollisionShape shape, int i) {
        if (i != count) throw new IllegalStateException("body " + i + " added out of order, expected " + count);
        ensureCapacity(i + 1);
        shape.getAabb(identity, min, max);
        float largest = 0;
        for (int k = 0; k < 3; k++) {
            float lo = Math.max(-LARGE, k == 0 ? min.x : k == 1 ? min.y : min.z);
            float hi = Math.min(LARGE, k == 0 ? max.x : k == 1 ? max.y : max.z);
            local[6 * i + k] = 0.5f * (lo + hi);
            local[6 * i + 3 + k] = 0.5f * (hi - lo);
            largest = Math.max(largest, 0.5f * (hi - lo));
        }
        round[i] = shape instanceof btSphereShape;
        margin[i] = Math.max(MIN_MARGIN, Math.min(MAX_MARGIN, MARGIN_SHARE * largest));
        leaf[i] = -1;
        moved[i] = true;
        anyMoved = true;
        count++;
    }

    /** Body {@code i} is removed and the last body takes its index (the world's swap-removal). */
    void removed(int i) {
        if (leaf[i] >= 0) tree.remove(leaf[i]);
        int last = --count;
        if (i == last) return;
        leaf[i] = leaf[last];
        moved[i] = moved[last];
        round[i] = round[last];
        margin[i] = margin[last];
        System.arraycopy(local, 6 * last, local, 6 * i, 6);
        System.arraycopy(bounds, 6 * last, bounds, 6 * i, 6);
        if (leaf[i] >= 0) tree.setItem(leaf[i], i);
    }

    /** Body i's pose changed. */
    void moved(int i) {
        moved[i] = true;
        anyMoved = true;
    }

    /** Every pose may have changed (a snapshot was restored). */
    void allMoved() {
        Arrays.fill(moved, 0, count, true);
        anyMoved = true;
    }

    /** Brings the moved bodies' boxes and leaves up to their poses. */
    void sync(Bodies b) {
        if (!anyMoved) return;
        anyMoved = false;
        for (int i = 0; i < count; i++) {
            if (!moved[i]) continue;
            moved[i] = false;
            worldBox(b, i);
            leaf[i] = leaf[i] < 0 ? tree.insert(i, bounds, 6 * i, margin[i]) : tree.update(leaf[i], bounds, 6 * i, margin[i]);
        }
    }

    /** Body i's world box: the local box's centre moved by the pose, its half extents through the absolute rotation. */
    private void worldBox(Bodies b, int i) {
        Rotations.toMatrix(b.rot[4 * i], b.rot[4 * i + 1], b.rot[4 * i + 2], b.rot[4 * i + 3], r, 0);
        int o = 6 * i;
        for (int k = 0; k < 3; k++) {
            double c = b.pos[3 * i + k], h = 0;
            for (int j = 0; j < 3; j++) {
                c += r[3 * k + j] * local[o + j];
                h += round[i] ? (j == k ? local[o + 3 + j] : 0) : Math.abs(r[3 * k + j]) * local[o + 3 + j];
            }
            // outward by a float's rounding, so the float box still holds the double one
            bounds[o + k] = Math.nextDown((float) (c - h));
            bounds[o + 3 + k] = Math.nextUp((float) (c + h));
        }
    }

    /**
     * The bodies whose box overlaps the box (min, max) into {@link #found}, ascending; returns their
     * count. {@link #sync} must have run since the last move.
     */
    int candidates(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        int n = tree.query(minX, minY, minZ, maxX, maxY, maxZ), kept = 0;
        int[] items = tree.found;
        if (found.length < n) found = new int[Math.max(n, 2 * found.length)];
        for (int k = 0; k < n; k++) {
            int i = items[k], o = 6 * i;
            if (bounds[o] > maxX || bounds[o + 1] > maxY || bounds[o + 2] > maxZ
                    || bounds[o + 3] < minX || bounds[o + 4] < minY || bounds[o + 5] < minZ) continue;
            found[kept++] = i;
        }
        Arrays.sort(found, 0, kept); // index order, whatever the tree's shape
        return kept;
    }

    /** The tree's height, for tests of its balance. */
    int height() {
        return tree.height();
    }
}
