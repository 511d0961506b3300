package io.github.gdxnsc.step;

import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.math.Rotations;

/**
 * Drops Bullet's points whose normal points into the body it should point out of, before anything
 * reads them. Bullet's convex detector, for a hull lying across a narrower box's or hull's edge,
 * was seen to return among a manifold's good points some with the normal turned round (up into
 * the lower body) and 1-2 cm deep. The solver, given such a point, pulls the upper body into the
 * lower: a hull crate sliding across a beam spun about its vertical axis and sank.
 *
 * <p>The test, for a pair with a convex hull and a hull or a box: a contact's normal (from B toward
 * A) must leave B through a face B's point lies on, and its reverse must leave A through a face A's
 * point lies on. At a point on a face that is the face's normal; at an edge or a corner, where any
 * direction of the faces' normal cone is a contact normal, one of the faces the point lies near
 * (within {@link #NEAR}, plus the hull's margin, of the face farthest out) must have the normal on
 * its outer side, as any direction in the cone has. A turned-round normal has every near face's
 * normal against it. Turning such a point's normal to its face's instead, with its distance along
 * it, held the crate worse (13 of 18 slides on the beam against 17): the points' positions are as
 * wrong as their normals. Bullet's box-box and sphere detectors were not seen to do this.
 */
final class ContradictedPoints {
    /** A point lies near a face when it lies within this (m) of the face's plane farthest out at the point (plus a hull's margin). */
    static final double NEAR = 0.005;

    private final HullShapes hulls;
    private final double[] rot = new double[9];
    private static final byte OTHER = 0, BOX = 1, HULL = 2;
    /** Per body: the shape {@link #kind} was found for, and that kind. */
    private btCollisionShape[] seen = new btCollisionShape[16];
    private byte[] kinds = new byte[16];

    ContradictedPoints(HullShapes hulls) {
        this.hulls = hulls;
    }

    /** Drops the contradicted points among the first {@code c.count()} contacts, keeping the others in their order. */
    void drop(Bodies bodies, ContactBuffer c) {
        final int n = c.count();
        int kept = 0;
        for (int k = 0; k < n; ) {
            final int end = c.pairEnd(k), a = c.bodyA[k], b = c.bodyB[k];
            final boolean check = checked(bodies, a, b);
            for (; k < end; k++) {
                if (check && !sound(bodies, c, k, a, b)) continue;
                if (kept != k) c.move(k, kept);
                kept++;
            }
        }
        c.truncate(kept);
    }

    /** Whether the pair is a hull and a hull or a box. */
    private boolean checked(Bodies bodies, int a, int b) {
        final int ka = kind(bodies, a), kb = kind(bodies, b);
        return ka != OTHER && kb != OTHER && (ka == HULL || kb == HULL);
    }

    /**
     * Body i's shape's kind, kept per body against the shape it was found for: comparing the reference
     * reads no shape object, where a type test per pair reads each one's header (on a 2,300-body pile
     * of boxes and spheres, 1 % of the step in cache misses).
     */
    private int kind(Bodies bodies, int i) {
        if (i >= seen.length) {
            seen = java.util.Arrays.copyOf(seen, Math.max(i + 1, 2 * seen.length));
            kinds = java.util.Arrays.copyOf(kinds, seen.length);
        }
        final btCollisionShape s = bodies.shape[i];
        if (seen[i] != s) {
            seen[i] = s;
            kinds[i] = s instanceof btConvexHullShape ? HULL : bodies.boxHalfExtents[3 * i] > 0 ? BOX : OTHER;
        }
        return kinds[i];
    }

    /** Whether contact k's normal leaves B where B's point lies, and its reverse leaves A where A's point lies. */
    private boolean sound(Bodies bodies, ContactBuffer c, int k, int a, int b) {
        final int k3 = 3 * k;
        final double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        return leaves(bodies, b, c.pointB, k3, nx, ny, nz) && leaves(bodies, a, c.pointA, k3, -nx, -ny, -nz);
    }

    /** Whether (dx, dy, dz) points out of body i through a face its point p[k3..] lies on or near (true where its faces are unknown). */
    private boolean leaves(Bodies bodies, int i, float[] p, int k3, double dx, double dy, double dz) {
        final double[] r = rot, pos = bodies.pos;
        Rotations.toMatrix(bodies.rot[4 * i], bodies.rot[4 * i + 1], bodies.rot[4 * i + 2], bodies.rot[4 * i + 3], r, 0);
        // the point and the direction in the body's frame: r's transpose
        final double wx = p[k3] - pos[3 * i], wy = p[k3 + 1] - pos[3 * i + 1], wz = p[k3 + 2] - pos[3 * i + 2];
        final double qx = r[0] * wx + r[3] * wy + r[6] * wz, qy = r[1] * wx + r[4] * wy + r[7] * wz, qz = r[2] * wx + r[5] * wy + r[8] * wz;
        final double lx = r[0] * dx + r[3] * dy + r[6] * dz, ly = r[1] * dx + r[4] * dy + r[7] * dz, lz = r[2] * dx + r[5] * dy + r[8] * dz;
        boolean out = false;
        if (kinds[i] == HULL) { // the kind checked found for the pair
            final btConvexHullShape s = (btConvexHullShape) bodies.shape[i];
            final HullFaces f = hulls.faces(s);
            final double[] plane = f.planes;
            final int count = f.count();
            if (count == 0) return true;
            double most = Double.NEGATIVE_INFINITY;
            for (int g = 0; g < count; g++) most = Math.max(most, plane[4 * g] * qx + plane[4 * g + 1] * qy + plane[4 * g + 2] * qz - plane[4 * g + 3]);
            final double near = most - NEAR - s.getMargin();
            for (int g = 0; g < count && !out; g++) {
                final double gx = plane[4 * g], gy = plane[4 * g + 1], gz = plane[4 * g + 2];
                out = gx * qx + gy * qy + gz * qz - plane[4 * g + 3] >= near && gx * lx + gy * ly + gz * lz > 0;
            }
        } else { // a box: its faces are the planes |q_j| = half_j
            final float[] half = bodies.boxHalfExtents;
            final double ox = Math.abs(qx) - half[3 * i], oy = Math.abs(qy) - half[3 * i + 1], oz = Math.abs(qz) - half[3 * i + 2];
            final double most = Math.max(ox, Math.max(oy, oz)), near = most - NEAR;
            out = ox >= near && Math.signum(qx) * lx > 0 || oy >= near && Math.signum(qy) * ly > 0 || oz >= near && Math.signum(qz) * lz > 0;
        }
        return out;
    }
}
