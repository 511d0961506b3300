package io.github.gdxnsc.step;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The faces {@link HullFaces} finds: their count, points, outward normals and offsets, against closed forms. */
class HullFacesTest {

    /** A box's eight corners and, inside, its centre and a point on a face (not corners: a hull's points may include them). */
    private static float[] boxWithInnerPoints(float hx, float hy, float hz) {
        float[] p = new float[30];
        for (int i = 0; i < 8; i++) {
            p[3 * i] = (i & 1) == 0 ? -hx : hx;
            p[3 * i + 1] = (i & 2) == 0 ? -hy : hy;
            p[3 * i + 2] = (i & 4) == 0 ? -hz : hz;
        }
        p[26] = 0; // the centre: 24, 25, 26 stay 0
        p[27] = 0.3f * hx; // on the +y face
        p[28] = hy;
        p[29] = -0.2f * hz;
        return p;
    }

    @Test
    void aBoxHasSixFacesEachItsFourCornersAndThePointsOnIt() {
        float hx = 2, hy = 0.5f, hz = 1;
        HullFaces f = HullFaces.of(boxWithInnerPoints(hx, hy, hz));
        assertEquals(6, f.count(), "faces of a box");
        double[] half = {hx, hy, hz};
        for (int axis = 0; axis < 3; axis++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                double[] dir = new double[3];
                dir[axis] = sign;
                int face = f.mostAlong(dir[0], dir[1], dir[2]);
                assertEquals(1.0, f.planes[4 * face + axis] * sign, 1e-12, "the face's normal along its axis, outward");
                assertEquals(half[axis], f.planes[4 * face + 3], 1e-6, "the face's offset: the half extent");
                int points = f.first[face + 1] - f.first[face];
                assertEquals(axis == 1 && sign > 0 ? 5 : 4, points, "points on the face (the +y face holds an inner point)");
            }
        }
    }

    @Test
    void aTetrahedronHasFourTriangularFacesWithOutwardNormals() {
        float[] p = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1};
        HullFaces f = HullFaces.of(p);
        assertEquals(4, f.count());
        // the slanted face x + y + z = 1: normal (1, 1, 1) / sqrt 3, offset 1 / sqrt 3
        int face = f.mostAlong(1 / Math.sqrt(3), 1 / Math.sqrt(3), 1 / Math.sqrt(3));
        for (int k = 0; k < 3; k++) assertEquals(1 / Math.sqrt(3), f.planes[4 * face + k], 1e-9);
        assertEquals(1 / Math.sqrt(3), f.planes[4 * face + 3], 1e-7);
        assertEquals(3, f.first[face + 1] - f.first[face]);
        // every point lies inside or on every face's plane
        for (int g = 0; g < f.count(); g++)
            for (int m = 0; m < 4; m++)
                assertTrue(f.planes[4 * g] * p[3 * m] + f.planes[4 * g + 1] * p[3 * m + 1] + f.planes[4 * g + 2] * p[3 * m + 2] <= f.planes[4 * g + 3] + 1e-9);
    }

    @Test
    void flatOrTooManyPointsGiveNoFaces() {
        assertEquals(0, HullFaces.of(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0}).count(), "four points in a plane: no solid");
        float[] many = new float[3 * (HullFaces.MAX_POINTS + 1)];
        for (int i = 0; i < HullFaces.MAX_POINTS + 1; i++) {
            double a = 2 * Math.PI * i / 13, b = Math.PI * i / (HullFaces.MAX_POINTS + 1);
            many[3 * i] = (float) (Math.sin(b) * Math.cos(a));
            many[3 * i + 1] = (float) (Math.sin(b) * Math.sin(a));
            many[3 * i + 2] = (float) Math.cos(b);
        }
        assertEquals(0, HullFaces.of(many).count(), "more points than MAX_POINTS: left to Bullet's points");
    }
}
