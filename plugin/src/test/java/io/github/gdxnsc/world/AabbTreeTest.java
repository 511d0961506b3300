package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The query tree against a scan of every box: the same items after inserts, moves and removals, and a logarithmic height. */
class AabbTreeTest {
    private static final float MARGIN = 0.1f;

    @Test
    void findsWhatAScanFindsThroughInsertsMovesAndRemovals() {
        Random rnd = new Random(5);
        int n = 2000;
        float[] boxes = new float[6 * n];
        int[] leaf = new int[n];
        boolean[] live = new boolean[n];
        float[] half = new float[n]; // each box keeps its size: a moved leaf's enlarged box then lies within 2 margins of it
        AabbTree tree = new AabbTree();
        // a sorted line first: the worst order for a tree that does not rebalance
        for (int i = 0; i < n; i++) {
            half[i] = 0.05f + rnd.nextFloat();
            place(boxes, i, i * 0.5f, 0, 0, half[i]);
            leaf[i] = tree.insert(i, boxes, 6 * i, MARGIN);
            live[i] = true;
        }
        assertTrue(tree.height() <= 2 * 11, "height " + tree.height() + " for " + n + " leaves in a line");
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < n; i++) {
                if (!live[i]) continue;
                if (rnd.nextInt(10) == 0) {
                    tree.remove(leaf[i]);
                    live[i] = false;
                } else {
                    place(boxes, i, 100 * rnd.nextFloat(), 20 * rnd.nextFloat(), 20 * rnd.nextFloat(), half[i]);
                    leaf[i] = tree.update(leaf[i], boxes, 6 * i, MARGIN);
                }
            }
            for (int q = 0; q < 200; q++) {
                float x = 100 * rnd.nextFloat(), y = 20 * rnd.nextFloat(), z = 20 * rnd.nextFloat(), h = 3 * rnd.nextFloat();
                int found = tree.query(x - h, y - h, z - h, x + h, y + h, z + h);
                int[] ours = Arrays.copyOf(tree.found, found);
                Arrays.sort(ours);
                // every live box that overlaps the query, and none farther than its leaf's enlargement
                int[] scan = scan(boxes, live, x - h, y - h, z - h, x + h, y + h, z + h, 0);
                int[] loose = scan(boxes, live, x - h, y - h, z - h, x + h, y + h, z + h, 2 * MARGIN + 1e-4f);
                for (int i : scan) assertTrue(Arrays.binarySearch(ours, i) >= 0, "box " + i + " overlaps the query but was not found");
                for (int i : ours) assertTrue(Arrays.binarySearch(loose, i) >= 0, "box " + i + " found but not within the margin of the query");
            }
            assertTrue(tree.height() <= 2 * 11, "height " + tree.height() + " after round " + round);
        }
        int[] none = Arrays.copyOf(tree.found, tree.query(-50, -50, -50, -40, -40, -40));
        assertArrayEquals(new int[0], none, "far from every box");
    }

    private static void place(float[] boxes, int i, float x, float y, float z, float h) {
        boxes[6 * i] = x - h;
        boxes[6 * i + 1] = y - h;
        boxes[6 * i + 2] = z - h;
        boxes[6 * i + 3] = x + h;
        boxes[6 * i + 4] = y + h;
        boxes[6 * i + 5] = z + h;
    }

    private static int[] scan(float[] b, boolean[] live, float x0, float y0, float z0, float x1, float y1, float z1, float grow) {
        int[] out = new int[live.length];
        int n = 0;
        for (int i = 0; i < live.length; i++) {
            int o = 6 * i;
            if (!live[i] || b[o] - grow > x1 || b[o + 1] - grow > y1 || b[o + 2] - grow > z1
                    || b[o + 3] + grow < x0 || b[o + 4] + grow < y0 || b[o + 5] + grow < z0) continue;
            out[n++] = i;
        }
        return Arrays.copyOf(out, n);
    }
}
