package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Faces and the margin shrink of a hull from its points, on shapes whose answer is known by hand. */
class HullGeometryTest {

    /** The eight corners of a box of half extents (a, b, c), plus its centre (inside: no vertex). */
    static float[] box(float a, float b, float c) {
        float[] p = new float[3 * 9];
        for (int i = 0; i < 8; i++) {
            p[3 * i] = (i & 1) == 0 ? -a : a;
            p[3 * i + 1] = (i & 2) == 0 ? -b : b;
            p[3 * i + 2] = (i & 4) == 0 ? -c : c;
        }
        return p; // the last point is the origin
    }

    @Test
    void aBoxHasSixSquareFacesFacingOutCounterClockwise() {
        float[] p = box(1, 2, 3);
        List<HullGeometry.Face> faces = HullGeometry.faces(p);
        assertEquals(6, faces.size());
        double[] half = {1, 2, 3};
        for (HullGeometry.Face f : faces) {
            assertEquals(4, f.vertices.length, "a box face has its four corners, not the centre");
            double[] n = {f.nx, f.ny, f.nz};
            int axis = Math.abs(n[0]) > 0.5 ? 0 : Math.abs(n[1]) > 0.5 ? 1 : 2;
            assertEquals(1, Math.abs(n[axis]), 1e-9, "normals are the box's axes");
            assertEquals(half[axis], f.offset, 1e-6, "the plane sits on the face");
            // counter-clockwise from outside: (v1 - v0) x (v2 - v0) points along the outward normal
            int a = f.vertices[0], b = f.vertices[1], c = f.vertices[2];
            double ux = p[3 * b] - p[3 * a], uy = p[3 * b + 1] - p[3 * a + 1], uz = p[3 * b + 2] - p[3 * a + 2];
            double vx = p[3 * c] - p[3 * a], vy = p[3 * c + 1] - p[3 * a + 1], vz = p[3 * c + 2] - p[3 * a + 2];
            double along = (uy * vz - uz * vy) * f.nx + (uz * vx - ux * vz) * f.ny + (ux * vy - uy * vx) * f.nz;
            assertTrue(along > 0, "face winding");
        }
    }

    @Test
    void shrinkingABoxByTheMarginGivesTheBoxOfHalfExtentsLessTheMargin() {
        float[] shrunk = HullGeometry.shrink(box(1, 2, 3), 0.1f);
        assertEquals(8 * 3, shrunk.length, "the eight corners, the centre gone");
        for (int i = 0; i < 8; i++) {
            assertEquals(0.9, Math.abs(shrunk[3 * i]), 1e-6);
            assertEquals(1.9, Math.abs(shrunk[3 * i + 1]), 1e-6);
            assertEquals(2.9, Math.abs(shrunk[3 * i + 2]), 1e-6);
        }
    }

    /** A wedge's slanted faces move in along their own normals: each shrunk face is parallel to the original, the margin inside it. */
    @Test
    void shrinkingMovesEveryFacePlaneInByTheMargin() {
        // a wedge: a trapezium 2 m wide at the bottom and 1.2 m at the top, 1 m high, 1 m deep
        float[] wedge = {-1, 0, 0.5f, 1, 0, 0.5f, 0.6f, 1, 0.5f, -0.6f, 1, 0.5f, -1, 0, -0.5f, 1, 0, -0.5f, 0.6f, 1, -0.5f, -0.6f, 1, -0.5f};
        float m = 0.01f;
        List<HullGeometry.Face> outer = HullGeometry.faces(wedge), inner = HullGeometry.faces(HullGeometry.shrink(wedge, m));
        assertEquals(6, outer.size());
        assertEquals(outer.size(), inner.size());
        for (HullGeometry.Face f : outer) {
            boolean matched = false;
            for (HullGeometry.Face g : inner)
                matched |= f.nx * g.nx + f.ny * g.ny + f.nz * g.nz > 1 - 1e-6 && Math.abs(f.offset - m - g.offset) < 1e-5;
            assertTrue(matched, "no shrunk face parallel to (" + f.nx + ", " + f.ny + ", " + f.nz + ") one margin inside");
        }
    }

    @Test
    void degenerateHullsAndTooLargeMarginsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> HullGeometry.faces(new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0}), "flat");
        assertThrows(IllegalArgumentException.class, () -> HullGeometry.faces(new float[] {0, 0, 0, 1, 0, 0}), "too few points");
        assertThrows(IllegalArgumentException.class, () -> HullGeometry.shrink(box(1, 1, 0.05f), 0.1f), "thinner than twice the margin");
        assertThrows(IllegalArgumentException.class, () -> new BodySpec().hull(new float[] {1, 2}));
    }

    @Test
    void radiusIsTheFarthestPoint() {
        assertEquals((float) Math.sqrt(1 + 4 + 9), HullGeometry.radius(box(1, 2, 3)), 1e-6f);
        assertEquals((float) Math.sqrt(14), new BodySpec().hull(box(1, 2, 3)).boundingRadius(), 1e-6f);
    }
}
