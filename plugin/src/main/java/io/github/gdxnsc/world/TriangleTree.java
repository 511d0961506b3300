package io.github.gdxnsc.world;

import com.badlogic.gdx.physics.bullet.collision.btConcaveShape;
import com.badlogic.gdx.utils.FloatArray;
import io.github.gdxnsc.collision.ConcaveTriangles;
import java.util.Arrays;

/**
 * The triangles of a concave shape (a triangle mesh, a heightfield) in its own frame, under a static
 * bounding-volume tree, for the overlap queries: built once, when the first body with the shape is
 * made, from the triangles Bullet itself collides (its scaling applied), so a query asks Bullet
 * nothing. Flat arrays: nine floats per triangle, six per node; a query fills {@link #found}
 * without allocating once it has grown.
 */
final class TriangleTree {
    /** Triangles per leaf at most. */
    private static final int LEAF = 4;

    /** Per triangle: its three corners, x, y, z each, in tree order. */
    final float[] corners;
    /** How far (m) the queries grow each triangle: the concave shape's margin (Bullet's rounding) less its collision skin. */
    final float margin;
    /** Per node: min x, y, z then max x, y, z. */
    private final float[] box;
    /** Per node: a leaf's first triangle, or an inner node's first child (its second follows it). */
    private final int[] first;
    /** Per node: a leaf's triangle count; -1 for an inner node. */
    private final int[] count;
    private int nodes;
    private int[] stack = new int[64];
    /** The triangles the last {@link #query} found. */
    int[] found = new int[16];

    private TriangleTree(float[] corners, float margin) {
        this.corners = corners;
        this.margin = margin;
        int n = corners.length / 9, maxNodes = Math.max(1, 2 * n);
        box = new float[6 * maxNodes];
        first = new int[maxNodes];
        count = new int[maxNodes];
        int[] order = new int[n];
        for (int t = 0; t < n; t++) order[t] = t;
        float[] centre = new float[3 * n];
        for (int t = 0; t < n; t++)
            for (int k = 0; k < 3; k++) centre[3 * t + k] = (corners[9 * t + k] + corners[9 * t + 3 + k] + corners[9 * t + 6 + k]) / 3;
        nodes = 1;
        build(0, order, centre, 0, n);
        float[] sorted = new float[corners.length];
        for (int t = 0; t < n; t++) System.arraycopy(corners, 9 * order[t], sorted, 9 * t, 9);
        System.arraycopy(sorted, 0, corners, 0, corners.length);
    }

    /**
     * The triangles of a concave shape, read once through Bullet's processAllTriangles, rounded by
     * its margin less {@code skin} (m): the given triangles of a shape a collision skin grew.
     */
    static TriangleTree of(btConcaveShape shape, float skin) {
        FloatArray corners = new FloatArray();
        ConcaveTriangles.read(shape, (c, partId, triangleIndex) -> corners.addAll(c, 0, 9));
        return new TriangleTree(corners.toArray(), Math.max(0, shape.getMargin() - skin));
    }

    /** A tree over the given corners (nine floats per triangle; the array is reordered and kept). */
    static TriangleTree of(float[] corners, float margin) {
        return new TriangleTree(corners, margin);
    }

    int triangles() {
        return corners.length / 9;
    }

    /** Node {@code node} over order[from, to): its box, then a leaf or a split at the median along the longest axis of the centres. */
    private void build(int node, int[] order, float[] centre, int from, int to) {
        int o = 6 * node;
        Arrays.fill(box, o, o + 3, Float.POSITIVE_INFINITY);
        Arrays.fill(box, o + 3, o + 6, Float.NEGATIVE_INFINITY);
        float[] lo = {Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, Float.POSITIVE_INFINITY};
        float[] hi = {Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY};
        for (int j = from; j < to; j++) {
            int t = order[j];
            for (int k = 0; k < 3; k++) {
                for (int c = 0; c < 3; c++) {
                    float v = corners[9 * t + 3 * c + k];
                    box[o + k] = Math.min(box[o + k], v);
                    box[o + 3 + k] = Math.max(box[o + 3 + k], v);
                }
                lo[k] = Math.min(lo[k], centre[3 * t + k]);
                hi[k] = Math.max(hi[k], centre[3 * t + k]);
            }
        }
        if (to - from <= LEAF) {
            first[node] = from;
            count[node] = to - from;
            return;
        }
        int axis = 0;
        for (int k = 1; k < 3; k++) if (hi[k] - lo[k] > hi[axis] - lo[axis]) axis = k;
        int mid = (from + to) >>> 1;
        select(order, centre, axis, from, to - 1, mid);
        int left = nodes;
        nodes += 2;
        first[node] = left;
        count[node] = -1;
        build(left, order, centre, from, mid);
        build(left + 1, order, centre, mid, to);
    }

    /** Quickselect: order[lo..hi] rearranged so that order[k] has the k-th centre along axis, smaller ones before it. */
    private static void select(int[] order, float[] centre, int axis, int lo, int hi, int k) {
        while (lo < hi) {
            float pivot = centre[3 * order[(lo + hi) >>> 1] + axis];
            int i = lo, j = hi;
            while (i <= j) {
                while (centre[3 * order[i] + axis] < pivot) i++;
                while (centre[3 * order[j] + axis] > pivot) j--;
                if (i <= j) {
                    int t = order[i];
                    order[i++] = order[j];
                    order[j--] = t;
                }
            }
            if (k <= j) hi = j;
            else if (k >= i) lo = i;
            else return;
        }
    }

    /** The triangles whose box, grown by the margin, overlaps the box (min, max) into {@link #found}; returns their count. */
    int query(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        minX -= margin;
        minY -= margin;
        minZ -= margin;
        maxX += margin;
        maxY += margin;
        maxZ += margin;
        int n = 0, top = 0;
        stack[top++] = 0;
        while (top > 0) {
            int node = stack[--top], o = 6 * node;
            if (box[o] > maxX || box[o + 1] > maxY || box[o + 2] > maxZ || box[o + 3] < minX || box[o + 4] < minY || box[o + 5] < minZ) continue;
            if (count[node] < 0) {
                if (top + 2 > stack.length) stack = Arrays.copyOf(stack, 2 * stack.length);
                stack[top++] = first[node] + 1;
                stack[top++] = first[node];
                continue;
            }
            for (int t = first[node], end = t + count[node]; t < end; t++) {
                if (!triangleBoxOverlaps(t, minX, minY, minZ, maxX, maxY, maxZ)) continue;
                if (n == found.length) found = Arrays.copyOf(found, 2 * n);
                found[n++] = t;
            }
        }
        return n;
    }

    private boolean triangleBoxOverlaps(int t, double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        int o = 9 * t;
        return !(Math.min(corners[o], Math.min(corners[o + 3], corners[o + 6])) > maxX
                || Math.max(corners[o], Math.max(corners[o + 3], corners[o + 6])) < minX
                || Math.min(corners[o + 1], Math.min(corners[o + 4], corners[o + 7])) > maxY
                || Math.max(corners[o + 1], Math.max(corners[o + 4], corners[o + 7])) < minY
                || Math.min(corners[o + 2], Math.min(corners[o + 5], corners[o + 8])) > maxZ
                || Math.max(corners[o + 2], Math.max(corners[o + 5], corners[o + 8])) < minZ);
    }
}
