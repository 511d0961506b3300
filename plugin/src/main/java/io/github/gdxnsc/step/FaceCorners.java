package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.math.Rotations;

/**
 * The penetration guard's extra points on box pairs: the corners of one box that lie over a face of
 * the other, where the pair's contact normal is that face's normal, and the other vertices of the
 * part of the box's face turned to that face that lies over it ({@link FaceOverlap}): where the two
 * faces' edges cross, and the face's corners under the box. Bullet's box-box detector
 * reports a point only once it overlaps, so a box resting on one edge of another holds points on
 * that edge alone; when it rocks onto its other edge in a step, that edge is as deep as it swung,
 * and no point the guard knew predicted it. Each corner becomes a candidate contact (the face's
 * normal from B to A, the corner as both bodies' point, its height over the face as its distance),
 * so the guard predicts the whole face, not only the part that overlapped already. A box rocking
 * about a diagonal over a face it half covers sinks deepest where its rim crosses the face's, at a
 * point that is neither box's corner.
 *
 * <p>A corner counts only when its projection lies inside the face and it is within the face's box
 * (not past its far side): a box tipping over the edge of a smaller one swings its corner beyond the
 * face, where nothing holds it. Collected once per step in contact order, from manifolds whose
 * points are consecutive in the buffer, by chunks of the buffer each into its own collector, then
 * joined in chunk order: the same candidates at any thread count.
 */
final class FaceCorners {
    /**
     * The least cosine between the contact normal and a face's normal for that face to be the
     * pair's reference face (25 degrees): a manifold from an edge-edge contact has none.
     */
    static final double FACE_COSINE = 0.9;

    int count;
    /** Per candidate: its bodies, A over B's face or B under A's (the buffer's order). */
    int[] bodyA = new int[64], bodyB = new int[64];
    /** Per candidate: the face normal from B to A (3), the corner less A's and B's centres (6), its distance now. */
    double[] normal = new double[192], arms = new double[384], distance = new double[64];
    private final double[] ra = new double[9], rb = new double[9];
    private final double[] centre = new double[3], faceNormal = new double[3], axisU = new double[3], axisW = new double[3];
    private final FaceOverlap overlap = new FaceOverlap();

    /** Per-chunk scratch for the guard's predictions on this collector's thread: a contact's lever arms (6), a relative velocity (3). */
    final double[] scratchArms = new double[6], scratchVelocity = new double[3];

    /** Forgets the candidates collected so far. */
    void clear() {
        count = 0;
    }

    /**
     * Adds the candidates of every box pair whose contacts (with rows the step built) start in
     * {@code [start, end)}: a chunk of the buffer takes the pairs that begin in it, so chunks cut
     * anywhere share no pair and, taken in order, collect what one pass over the buffer would.
     */
    void collect(ContactBuffer c, Bodies bodies, ContactRows rows, int start, int end) {
        final float[] half = bodies.boxHalfExtents;
        int k = start;
        while (k < end && k > 0 && c.bodyA[k] == c.bodyA[k - 1] && c.bodyB[k] == c.bodyB[k - 1]) k++; // the pair began before
        while (k < end) {
            int a = c.bodyA[k], b = c.bodyB[k];
            // the manifold: the consecutive contacts of this pair; its deepest rowed point gives the normal
            int deepest = -1, last = c.pairEnd(k);
            for (int j = k; j < last; j++) if (rows.row(j) >= 0 && (deepest < 0 || c.distance[j] < c.distance[deepest])) deepest = j;
            if (deepest >= 0 && half[3 * a] > 0 && half[3 * b] > 0) {
                int d3 = 3 * deepest;
                double nx = c.normal[d3], ny = c.normal[d3 + 1], nz = c.normal[d3 + 2];
                matrix(bodies, a, ra);
                matrix(bodies, b, rb);
                // A's corners over B's face (its outward normal n), then B's corners under A's (outward -n)
                cornersOverFace(bodies, b, rb, a, ra, nx, ny, nz, a, b, false);
                cornersOverFace(bodies, a, ra, b, rb, -nx, -ny, -nz, a, b, true);
            }
            k = last;
        }
    }

    /** Room for {@code n} candidates, the ones held kept. */
    void ensureCapacity(int n) {
        while (distance.length < n) grow();
    }

    /** Copies {@code part}'s candidates to {@code at} onward (room made by {@link #ensureCapacity}); {@link #count} is set by the caller. */
    void copyFrom(FaceCorners part, int at) {
        int n = part.count;
        System.arraycopy(part.bodyA, 0, bodyA, at, n);
        System.arraycopy(part.bodyB, 0, bodyB, at, n);
        System.arraycopy(part.normal, 0, normal, 3 * at, 3 * n);
        System.arraycopy(part.arms, 0, arms, 6 * at, 6 * n);
        System.arraycopy(part.distance, 0, distance, at, n);
    }

    private static void matrix(Bodies bodies, int i, double[] out) {
        double[] q = bodies.rot;
        Rotations.toMatrix(q[4 * i], q[4 * i + 1], q[4 * i + 2], q[4 * i + 3], out, 0);
    }

    /**
     * The corners of box {@code cornerBody} inside the face of box {@code faceBody} whose outward
     * normal is within {@link #FACE_COSINE} of (ox, oy, oz), added as candidates of the pair (a, b):
     * the normal from B to A is the outward one, reversed when the face is A's ({@code faceIsA}).
     */
    private void cornersOverFace(Bodies bodies, int faceBody, double[] rf, int cornerBody, double[] rc, double ox, double oy, double oz,
            int a, int b, boolean faceIsA) {
        final float[] half = bodies.boxHalfExtents;
        // the face axis most along the normal
        int axis = Rotations.axisMostAlong(rf, ox, oy, oz);
        double along = Rotations.axisDot(rf, axis, ox, oy, oz);
        if (!(Math.abs(along) > FACE_COSINE)) return;
        double sign = Math.signum(along);
        int u = (axis + 1) % 3, w = (axis + 2) % 3;
        double fx = sign * rf[axis], fy = sign * rf[3 + axis], fz = sign * rf[6 + axis];
        double hf = half[3 * faceBody + axis], hu = half[3 * faceBody + u], hw = half[3 * faceBody + w];
        double[] pos = bodies.pos;
        double cx = pos[3 * faceBody] + hf * fx, cy = pos[3 * faceBody + 1] + hf * fy, cz = pos[3 * faceBody + 2] + hf * fz;
        double ex = half[3 * cornerBody], ey = half[3 * cornerBody + 1], ez = half[3 * cornerBody + 2];
        double px = pos[3 * cornerBody], py = pos[3 * cornerBody + 1], pz = pos[3 * cornerBody + 2];
        for (int corner = 0; corner < 8; corner++) {
            double sx = (corner & 1) == 0 ? -ex : ex, sy = (corner & 2) == 0 ? -ey : ey, sz = (corner & 4) == 0 ? -ez : ez;
            double x = px + rc[0] * sx + rc[1] * sy + rc[2] * sz;
            double y = py + rc[3] * sx + rc[4] * sy + rc[5] * sz;
            double z = pz + rc[6] * sx + rc[7] * sy + rc[8] * sz;
            double dx = x - cx, dy = y - cy, dz = z - cz;
            double height = dx * fx + dy * fy + dz * fz;
            if (height < -2 * hf) continue; // past the face's box
            if (Math.abs(dx * rf[u] + dy * rf[3 + u] + dz * rf[6 + u]) > hu) continue;
            if (Math.abs(dx * rf[w] + dy * rf[3 + w] + dz * rf[6 + w]) > hw) continue;
            add(bodies, a, b, faceIsA ? -fx : fx, faceIsA ? -fy : fy, faceIsA ? -fz : fz, x, y, z, height);
        }
        // the rest of the overlap's rim: where the faces' edges cross, and the face's corners under the other box
        set(centre, cx, cy, cz);
        set(faceNormal, fx, fy, fz);
        set(axisU, rf[u], rf[3 + u], rf[6 + u]);
        set(axisW, rf[w], rf[3 + w], rf[6 + w]);
        int n = overlap.clip(pos, cornerBody, rc, half, centre, faceNormal, axisU, axisW, hu, hw);
        for (int k = 0; k < n; k++) {
            if (overlap.isCorner(k)) continue; // among the corners above
            double x = overlap.point(k, 0), y = overlap.point(k, 1), z = overlap.point(k, 2);
            double height = (x - cx) * fx + (y - cy) * fy + (z - cz) * fz;
            if (height < -2 * hf) continue;
            add(bodies, a, b, faceIsA ? -fx : fx, faceIsA ? -fy : fy, faceIsA ? -fz : fz, x, y, z, height);
        }
    }

    private static void set(double[] v, double x, double y, double z) {
        v[0] = x;
        v[1] = y;
        v[2] = z;
    }

    private void add(Bodies bodies, int a, int b, double nx, double ny, double nz, double x, double y, double z, double height) {
        int i = count;
        if (i == distance.length) grow();
        bodyA[i] = a;
        bodyB[i] = b;
        normal[3 * i] = nx;
        normal[3 * i + 1] = ny;
        normal[3 * i + 2] = nz;
        double[] pos = bodies.pos;
        arms[6 * i] = x - pos[3 * a];
        arms[6 * i + 1] = y - pos[3 * a + 1];
        arms[6 * i + 2] = z - pos[3 * a + 2];
        arms[6 * i + 3] = x - pos[3 * b];
        arms[6 * i + 4] = y - pos[3 * b + 1];
        arms[6 * i + 5] = z - pos[3 * b + 2];
        distance[i] = height;
        count = i + 1;
    }

    private void grow() {
        int n = 2 * distance.length;
        bodyA = java.util.Arrays.copyOf(bodyA, n);
        bodyB = java.util.Arrays.copyOf(bodyB, n);
        normal = java.util.Arrays.copyOf(normal, 3 * n);
        arms = java.util.Arrays.copyOf(arms, 6 * n);
        distance = java.util.Arrays.copyOf(distance, n);
    }
}
