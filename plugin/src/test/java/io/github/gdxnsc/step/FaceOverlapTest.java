package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.math.Rotations;
import org.junit.jupiter.api.Test;

/**
 * The incident face's part over a reference face: its vertices hold the deepest point of the two
 * faces after any rigid motion (the gap is affine in the material point), checked against a fine
 * grid over the incident face; the incident face's corners alone miss it where the faces overlap
 * diagonally and the box rocks about that diagonal.
 */
class FaceOverlapTest {
    /** The reference face: the top of a box of half extents 0.3 x 0.1 x 0.3 at the origin. */
    private static final double[] C = {0, 0.1, 0}, F = {0, 1, 0}, U = {1, 0, 0}, W = {0, 0, 1};
    private static final double HU = 0.3, HW = 0.3;
    private static final float[] HALF = {0.3f, 0.1f, 0.3f};

    @Test
    void theVerticesHoldTheDeepestPointAfterATurn() {
        // a box like the reference's over its quarter (0..0.3, 0..0.3), tilted 3 degrees about the
        // diagonal x = z and resting 1 mm over the face on its low side; then turned back 0.15 rad,
        // so that its other side swings down where its rim crosses the reference face's
        double[] axis = {1 / Math.sqrt(2), 0, 1 / Math.sqrt(2)};
        double[] r = new double[9];
        double[] q = axisAngle(axis, Math.toRadians(3));
        Rotations.toMatrix(q[0], q[1], q[2], q[3], r, 0);
        double[] p = {0.3, 0, 0.3};
        // the face's lowest corner over the reference face sets the height
        FaceOverlap overlap = new FaceOverlap();
        int n = overlap.clip(p, 0, r, HALF, C, F, U, W, HU, HW);
        double low = Double.POSITIVE_INFINITY;
        for (int k = 0; k < n; k++) low = Math.min(low, overlap.point(k, 1) - C[1]);
        p[1] = 0.001 - low;
        n = overlap.clip(p, 0, r, HALF, C, F, U, W, HU, HW);
        assertTrue(n >= 3 && n <= FaceOverlap.MAX_VERTICES, n + " vertices");

        double[] turn = axisAngle(axis, -0.15);
        double vertices = Double.POSITIVE_INFINITY, corners = Double.POSITIVE_INFINITY;
        for (int k = 0; k < n; k++) {
            double h = heightAfter(turn, p, overlap.point(k, 0), overlap.point(k, 1), overlap.point(k, 2));
            vertices = Math.min(vertices, h);
            boolean referenceCorner = Math.abs(Math.abs(overlap.point(k, 0)) - HU) < 1e-6 && Math.abs(Math.abs(overlap.point(k, 2)) - HW) < 1e-6;
            if (overlap.isCorner(k) || referenceCorner) corners = Math.min(corners, h);
        }
        // the grid: points of the box's bottom face (local y = -0.1) over the reference face now
        double grid = Double.POSITIVE_INFINITY;
        int steps = 300;
        for (int i = 0; i <= steps; i++) {
            for (int j = 0; j <= steps; j++) {
                double lx = HALF[0] * (2.0 * i / steps - 1), lz = HALF[2] * (2.0 * j / steps - 1), ly = -HALF[1];
                double x = p[0] + r[0] * lx + r[1] * ly + r[2] * lz;
                double y = p[1] + r[3] * lx + r[4] * ly + r[5] * lz;
                double z = p[2] + r[6] * lx + r[7] * ly + r[8] * lz;
                if (Math.abs(x - C[0]) > HU || Math.abs(z - C[2]) > HW) continue;
                grid = Math.min(grid, heightAfter(turn, p, x, y, z));
            }
        }
        System.out.printf("deepest after the turn: %.3f mm at the vertices, %.3f mm on the grid, %.3f mm at the faces' corners%n", 1e3 * vertices,
                1e3 * grid, 1e3 * corners);
        assertTrue(vertices <= grid + 1e-12, "a grid point is deeper than every vertex");
        assertEquals(grid, vertices, 1e-4, "the vertices' deepest against the grid's");
        // the control: the two faces' corners (each over the other) miss the deepest by centimetres
        assertTrue(corners - vertices > 0.01, "the corners reach " + corners + " m, the vertices " + vertices);
    }

    /** The quarter overlap's vertices, untilted (to the float half extents' precision): the incident face's corner at the reference face's centre, the reference face's corner, and the two crossings of their rims. */
    @Test
    void aDiagonalOverlapClipsToItsSquare() {
        double[] r = {1, 0, 0, 0, 1, 0, 0, 0, 1};
        FaceOverlap o = new FaceOverlap();
        int n = o.clip(new double[] {0.3, 0.2, 0.3}, 0, r, HALF, C, F, U, W, HU, HW);
        assertEquals(4, n);
        double[][] expected = {{0, 0}, {0.3, 0}, {0.3, 0.3}, {0, 0.3}};
        int corners = 0;
        for (double[] e : expected) {
            boolean found = false;
            for (int k = 0; k < n; k++)
                found |= Math.abs(o.point(k, 0) - e[0]) < 1e-6 && Math.abs(o.point(k, 2) - e[1]) < 1e-6 && Math.abs(o.point(k, 1) - 0.1) < 1e-6;
            assertTrue(found, "no vertex at " + java.util.Arrays.toString(e));
        }
        for (int k = 0; k < n; k++) if (o.isCorner(k)) corners++;
        assertEquals(1, corners, "one vertex is a corner of the incident face");
    }

    /** A point's height over the reference face after the box turned by the quaternion about its centre p. */
    private static double heightAfter(double[] turn, double[] p, double x, double y, double z) {
        double[] out = new double[3];
        Rotations.rotate(turn[0], turn[1], turn[2], turn[3], x - p[0], y - p[1], z - p[2], out);
        return p[1] + out[1] - C[1];
    }

    private static double[] axisAngle(double[] axis, double angle) {
        double s = Math.sin(angle / 2);
        return new double[] {axis[0] * s, axis[1] * s, axis[2] * s, Math.cos(angle / 2)};
    }
}
