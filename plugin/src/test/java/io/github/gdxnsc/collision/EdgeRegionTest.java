package io.github.gdxnsc.collision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The normals an edge allows, on two triangles sharing the edge x = 0 (z from 0 to 1), pure geometry. */
class EdgeRegionTest {
    private static final double NEAR = 1e-4;

    /**
     * Triangle 0 lies on y = 0 for x <= 0, facing up; triangle 1 leaves the edge at {@code degrees}
     * below the plane (positive: a convex edge, negative: concave), wound the other way round when
     * {@code flipped} (meshes need not be wound alike).
     */
    private static MeshEdges pair(double degrees, boolean flipped) {
        double a = Math.toRadians(degrees), x = Math.cos(a), y = -Math.sin(a);
        double[] corners = {
            0, 0, 1, 0, 0, 0, -1, 0, 0, // its normal (b - a) x (c - a) = (0, 1, 0); edge 0 is the shared one
            0, 0, 0, 0, 0, 1, x, y, 0,
        };
        if (flipped) {
            double[] t = {0, 0, 1, 0, 0, 0, x, y, 0};
            System.arraycopy(t, 0, corners, 9, 9);
        }
        return MeshEdges.of(new long[] {0, 1}, corners, 0);
    }

    private static double[] unit(double x, double y, double z) {
        double l = Math.sqrt(x * x + y * y + z * z);
        return new double[] {x / l, y / l, z / l};
    }

    @Test
    void neighboursAreFoundWhateverTheWinding() {
        for (boolean flipped : new boolean[] {false, true}) {
            MeshEdges m = pair(0, flipped);
            // the edge from corner 0 to corner 1 of triangle 0 is the shared one: its neighbour lies flat, on this face's side
            assertArrayEquals(new double[] {m.normal[0], m.normal[1], m.normal[2]}, new double[] {m.neighbour[0], m.neighbour[1], m.neighbour[2]}, 1e-12,
                    "flipped " + flipped);
            assertTrue(Double.isNaN(m.neighbour[3]) && Double.isNaN(m.neighbour[6]), "the other two edges are the border");
        }
    }

    @Test
    void aFlatOrConcaveEdgeGivesTheFaceNormal() {
        for (double degrees : new double[] {0, -20}) {
            MeshEdges m = pair(degrees, false);
            double up = Math.signum(m.normal[1]);
            // a ball over triangle 1, touching triangle 0 at the edge: Bullet's normal leans out of triangle 0 (+x)
            double[] n = unit(0.2, up, 0), out = new double[3];
            assertTrue(EdgeRegion.adjust(m, 0, new double[] {0, 0, 0.5}, n, NEAR, new double[4], out), degrees + " degrees");
            assertArrayEquals(new double[] {0, up, 0}, n, 1e-12, degrees + " degrees: the face's normal");
            assertEquals(0, out[0], 0, "a point of the face's plane");
        }
    }

    @Test
    void aConvexEdgeKeepsItsRegionAndClampsPastIt() {
        MeshEdges m = pair(90, false); // triangle 1 hangs straight down from the edge: a right-angled step
        double up = Math.signum(m.normal[1]);
        double[] inside = unit(1, up, 0), n = inside.clone();
        assertFalse(EdgeRegion.adjust(m, 0, new double[] {0, 0, 0.5}, n, NEAR, new double[4], new double[3]), "45 degrees lies between the faces");
        assertArrayEquals(inside, n, 0);
        n = unit(1, -0.2 * up, 0); // beside the riser, below the top: the riser's normal
        assertTrue(EdgeRegion.adjust(m, 0, new double[] {0, 0, 0.5}, n, NEAR, new double[4], new double[3]));
        assertArrayEquals(new double[] {1, 0, 0}, n, 1e-9, "the riser's normal");
    }

    @Test
    void theBorderAndTheInsideStayBullets() {
        MeshEdges m = pair(0, false);
        double up = Math.signum(m.normal[1]);
        double[] n = unit(-0.3, up, 0), kept = n.clone();
        // on the border edge from x = -1 to 0 at z = 0, leaning out over it (toward -z)
        assertFalse(EdgeRegion.adjust(m, 0, new double[] {-0.5, 0, 0}, unit(0, up, -0.3), NEAR, new double[4], new double[3]), "the border");
        assertFalse(EdgeRegion.adjust(m, 0, new double[] {-0.3, 0, 0.3}, n, NEAR, new double[4], new double[3]), "inside the face");
        assertArrayEquals(kept, n, 0);
        assertFalse(EdgeRegion.adjust(m, 0, new double[] {0, 0.01, 0.5}, n, NEAR, new double[4], new double[3]), "off the plane: ids that do not fit");
    }
}
