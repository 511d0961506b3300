package io.github.gdxnsc.world;

import java.util.Arrays;

/**
 * A dynamic bounding-volume tree over integer items, each with an axis-aligned box: the leaves hold
 * boxes enlarged by a margin, so an item that moves a little stays in its leaf and costs nothing; an
 * inner node bounds its two children. A leaf goes in beside the node whose enlarged box grows least
 * (the surface-area heuristic), and rotations on the way up keep the tree's height logarithmic. The
 * nodes live in flat arrays with a free list: once the arrays have grown, nothing allocates.
 */
final class AabbTree {
    private static final int NONE = -1;

    /** Per node: min x, y, z then max x, y, z. */
    private float[] box = new float[6 * 16];
    private int[] parent = new int[16], left = new int[16], right = new int[16], height = new int[16], item = new int[16];
    private int root = NONE, free = NONE, used;
    private int[] stack = new int[64];
    /** The items {@link #query} found, in tree order. */
    int[] found = new int[16];

    /** A leaf for {@code it} with the box (min, max) enlarged by {@code margin} on every side; returns the leaf. */
    int insert(int it, float[] b, int at, float margin) {
        int leaf = allocate();
        for (int k = 0; k < 3; k++) {
            box[6 * leaf + k] = b[at + k] - margin;
            box[6 * leaf + 3 + k] = b[at + 3 + k] + margin;
        }
        item[leaf] = it;
        height[leaf] = 0;
        left[leaf] = right[leaf] = NONE;
        insertLeaf(leaf);
        return leaf;
    }

    /** Removes a leaf made by {@link #insert}; its number may be reused. */
    void remove(int leaf) {
        removeLeaf(leaf);
        parent[leaf] = free;
        height[leaf] = -1;
        free = leaf;
    }

    /** The leaf now belongs to item {@code it} (the item was renumbered). */
    void setItem(int leaf, int it) {
        item[leaf] = it;
    }

    /**
     * Keeps the leaf when the box (min, max) still lies inside its enlarged box; else moves it to the
     * box enlarged by {@code margin}. Returns the leaf (the same number either way).
     */
    int update(int leaf, float[] b, int at, float margin) {
        int o = 6 * leaf;
        if (box[o] <= b[at] && box[o + 1] <= b[at + 1] && box[o + 2] <= b[at + 2]
                && box[o + 3] >= b[at + 3] && box[o + 4] >= b[at + 4] && box[o + 5] >= b[at + 5]) return leaf;
        removeLeaf(leaf);
        for (int k = 0; k < 3; k++) {
            box[o + k] = b[at + k] - margin;
            box[o + 3 + k] = b[at + 3 + k] + margin;
        }
        insertLeaf(leaf);
        return leaf;
    }

    /** The items whose leaf's box overlaps the box (min, max) into {@link #found}; returns their count. */
    int query(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {
        if (root == NONE) return 0;
        int n = 0, top = 0;
        stack[top++] = root;
        while (top > 0) {
            int node = stack[--top], o = 6 * node;
            if (box[o] > maxX || box[o + 1] > maxY || box[o + 2] > maxZ || box[o + 3] < minX || box[o + 4] < minY || box[o + 5] < minZ) continue;
            if (left[node] == NONE) {
                if (n == found.length) found = Arrays.copyOf(found, 2 * n);
                found[n++] = item[node];
            } else {
                if (top + 2 > stack.length) stack = Arrays.copyOf(stack, 2 * stack.length);
                stack[top++] = left[node];
                stack[top++] = right[node];
            }
        }
        return n;
    }

    /** The tree's height (0 for one leaf, -1 when empty): for tests of its balance. */
    int height() {
        return root == NONE ? -1 : height[root];
    }

    private int allocate() {
        if (free != NONE) {
            int node = free;
            free = parent[node];
            parent[node] = NONE;
            return node;
        }
        if (used == item.length) {
            int c = 2 * used;
            box = Arrays.copyOf(box, 6 * c);
            parent = Arrays.copyOf(parent, c);
            left = Arrays.copyOf(left, c);
            right = Arrays.copyOf(right, c);
            height = Arrays.copyOf(height, c);
            item = Arrays.copyOf(item, c);
        }
        parent[used] = NONE;
        return used++;
    }

    private void insertLeaf(int leaf) {
        if (root == NONE) {
            root = leaf;
            parent[leaf] = NONE;
            return;
        }
        // descend while splitting a child is cheaper than pairing the leaf with the node itself
        int node = root;
        while (left[node] != NONE) {
            double area = area(node, node), combined = area(node, leaf);
            double cost = 2 * combined, inherited = 2 * (combined - area);
            double costLeft = descentCost(left[node], leaf) + inherited, costRight = descentCost(right[node], leaf) + inherited;
            if (cost < costLeft && cost < costRight) break;
            node = costLeft < costRight ? left[node] : right[node];
        }
        int oldParent = parent[node], joined = allocate();
        parent[joined] = oldParent;
        left[joined] = node;
        right[joined] = leaf;
        parent[node] = joined;
        parent[leaf] = joined;
        if (oldParent == NONE) root = joined;
        else if (left[oldParent] == node) left[oldParent] = joined;
        else right[oldParent] = joined;
        refit(joined);
        fixUpwards(oldParent);
    }

    /** The cost of putting the leaf under {@code child}: the growth of its box (its whole box when it is a leaf). */
    private double descentCost(int child, int leaf) {
        double joined = area(child, leaf);
        return left[child] == NONE ? joined : joined - area(child, child);
    }

    private void removeLeaf(int leaf) {
        if (leaf == root) {
            root = NONE;
            return;
        }
        int p = parent[leaf], grand = parent[p], sibling = left[p] == leaf ? right[p] : left[p];
        if (grand == NONE) {
            root = sibling;
            parent[sibling] = NONE;
        } else {
            if (left[grand] == p) left[grand] = sibling;
            else right[grand] = sibling;
            parent[sibling] = grand;
        }
        parent[p] = free;
        height[p] = -1;
        free = p;
        fixUpwards(grand);
    }

    /** Rebalances and refits every node from {@code node} to the root. */
    private void fixUpwards(int node) {
        while (node != NONE) {
            node = balance(node);
            refit(node);
            node = parent[node];
        }
    }

    private void refit(int node) {
        int a = left[node], b = right[node], o = 6 * node;
        for (int k = 0; k < 3; k++) {
            box[o + k] = Math.min(box[6 * a + k], box[6 * b + k]);
            box[o + 3 + k] = Math.max(box[6 * a + 3 + k], box[6 * b + 3 + k]);
        }
        height[node] = 1 + Math.max(height[a], height[b]);
    }

    /**
     * When one child of {@code a} is more than one level taller than the other, lifts the taller
     * child into a's place (a rotation); returns the node now at a's place.
     */
    private int balance(int a) {
        if (left[a] == NONE || height[a] < 2) return a;
        int b = left[a], c = right[a], tilt = height[c] - height[b];
        if (tilt > 1) return rotate(a, c, false);
        if (tilt < -1) return rotate(a, b, true);
        return a;
    }

    /** Lifts child {@code up} of {@code a} (its left child when {@code upIsLeft}) above a; a keeps up's shorter child. */
    private int rotate(int a, int up, boolean upIsLeft) {
        int f = left[up], g = right[up];
        int taller = height[f] > height[g] ? f : g, shorter = taller == f ? g : f;
        parent[up] = parent[a];
        parent[a] = up;
        int p = parent[up];
        if (p == NONE) root = up;
        else if (left[p] == a) left[p] = up;
        else right[p] = up;
        left[up] = a;
        right[up] = taller;
        if (upIsLeft) left[a] = shorter;
        else right[a] = shorter;
        parent[shorter] = a;
        refit(a);
        refit(up);
        return up;
    }

    /** Half the surface area of the box bounding nodes x and y (x for both: x's own box). */
    private double area(int x, int y) {
        int a = 6 * x, b = 6 * y;
        double dx = Math.max(box[a + 3], box[b + 3]) - Math.min(box[a], box[b]);
        double dy = Math.max(box[a + 4], box[b + 4]) - Math.min(box[a + 1], box[b + 1]);
        double dz = Math.max(box[a + 5], box[b + 5]) - Math.min(box[a + 2], box[b + 2]);
        return dx * dy + dy * dz + dz * dx;
    }
}
