package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.math.Rotations;

/**
 * Pairs that the step's motion may bring together, part of the extract stage with the landing
 * sweeps (after them). A landing sweep moves one body through the world as it stands, so two
 * bodies that move at once can each miss the other: a box falling at 1 m/s onto a box that turns
 * at 3 rad/s sweeps its path past where the turning box's corner is now, and the turning box sweeps
 * its corner past where the falling one is now; within the step they meet centimetres deep, with
 * no row between them and, below {@code guardBelowIterations}, nothing the penetration guard could
 * hold (it holds only the pairs it has a contact of). Here every broadphase pair without a contact
 * whose two bodies may close farther than the sweeps' distance in the step (their relative path,
 * plus each one's turn times its bounding radius) and that cheap bounds do not rule out gets
 * Bullet's closest points (GJK; for two boxes, their faces' patch from that normal). When they lie
 * nearer than that reach and the pair closes at its free velocities by more than the landing sweeps
 * ask (at all, with the guard on), they become speculative contacts with their gaps.
 *
 * <p>Contacts are appended in the pair cache's order (deterministic: the broadphase runs on the
 * calling thread); they hold no manifold point and start cold.
 */
final class ClosingPairs {
    private int[] pairs = new int[64];
    /** Per body: how far its turn carries its farthest point in the step, and that plus its path (0: still). */
    private double[] spin = new double[16], reach = new double[16];
    private final double[] rotA = new double[9], rotB = new double[9], halfA = new double[3], halfB = new double[3];
    private final LandingPatch patch = new LandingPatch();
    private final float[] closest = new float[7];
    private final BodyContacts contacts = new BodyContacts();
    private int added;

    /**
     * Appends the speculative contacts of the pairs the step may close by more than {@code distance}
     * (m, > 0) and that close at their free velocities by more than {@code leastClosing} (m) a step.
     */
    void find(Bodies bodies, NscDescriptor d, double h, BulletCollision collision, ContactBuffer out, double distance, double leastClosing) {
        added = 0;
        final double[] v = d.velocity(), pos = bodies.pos;
        if (spin.length < bodies.count) {
            spin = new double[Math.max(bodies.count, 2 * spin.length)];
            reach = new double[spin.length];
        }
        boolean anyMoves = false;
        for (int i = 0; i < bodies.count; i++) {
            spin[i] = reach[i] = 0;
            if (!bodies.moves(i)) continue;
            int o = 6 * i;
            // how far a turn carries its farthest point, and (below) the pair's relative path
            spin[i] = h * Math.sqrt(v[o + 3] * v[o + 3] + v[o + 4] * v[o + 4] + v[o + 5] * v[o + 5]) * collision.boundingRadius(i);
            reach[i] = spin[i] + h * Math.sqrt(v[o] * v[o] + v[o + 1] * v[o + 1] + v[o + 2] * v[o + 2]);
            anyMoves |= reach[i] > 0.5 * distance;
        }
        if (!anyMoves) return;
        int n = collision.overlappingPairCount();
        if (pairs.length < 2 * n) pairs = new int[Math.max(2 * n, 2 * pairs.length)];
        n = collision.overlappingPairs(pairs, reach, distance);
        final int fromBefore = out.count();
        boolean indexed = false;
        for (int p = 0; p < n; p++) {
            int a = pairs[2 * p], b = pairs[2 * p + 1];
            // the most the step's free motion can bring any point of a toward any point of b
            double rvx = relative(v, bodies, a, b, 0), rvy = relative(v, bodies, a, b, 1), rvz = relative(v, bodies, a, b, 2);
            double together = h * Math.sqrt(rvx * rvx + rvy * rvy + rvz * rvz) + spin[a] + spin[b];
            if (!(together > distance)) continue;
            if (bodies.isSensor[a] || bodies.isSensor[b]) continue;
            // their bounding spheres, then (for boxes) their separating axes, farther apart than the step can carry them
            double dx = pos[3 * a] - pos[3 * b], dy = pos[3 * a + 1] - pos[3 * b + 1], dz = pos[3 * a + 2] - pos[3 * b + 2];
            if (Math.sqrt(dx * dx + dy * dy + dz * dz) - collision.boundingRadius(a) - collision.boundingRadius(b) > together) continue;
            if (!indexed) {
                contacts.index(out, fromBefore, bodies.count);
                indexed = true;
            }
            if (contacts.touching(out, a, b)) continue;
            if (separation(bodies, collision, a, b) > together) continue;
            if (!collision.closestPoints(a, b, (float) together, closest)) continue;
            double gap = closest[0], nx = closest[4], ny = closest[5], nz = closest[6];
            double nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (!(nl > 0.5) || !Double.isFinite(gap)) continue;
            nx /= nl;
            ny /= nl;
            nz /= nl;
            if (boxPair(bodies, a, b) && appendPatch(bodies, v, a, b, nx, ny, nz, together, h, leastClosing, collision, out)) continue;
            double bx = closest[1], by = closest[2], bz = closest[3];
            double ax = bx + nx * gap, ay = by + ny * gap, az = bz + nz * gap;
            // as the landing sweeps ask: with the guard on, a pair that closes at all may still be knocked or turned into contact
            if (!(h * ContinuousCollision.approach(v, pos, a, b, ax, ay, az, nx, ny, nz) > leastClosing)) continue;
            ContinuousCollision.appendContact(out, a, b, ax, ay, az, bx, by, bz, nx, ny, nz, gap, collision);
            added++;
        }
    }

    private static boolean boxPair(Bodies bodies, int a, int b) {
        return bodies.boxHalfExtents[3 * a] > 0 && bodies.boxHalfExtents[3 * b] > 0;
    }

    /**
     * Two boxes: GJK names one point of the faces that meet (of two parallel faces, any point of their
     * overlap), and a row there would let the rest of the face turn on into the other box; the faces'
     * patch ({@link LandingPatch}) gives each corner its own gap, as a landing box gets. True when it
     * held points (appended when the pair closes at any of them).
     */
    private boolean appendPatch(Bodies bodies, double[] v, int a, int b, double nx, double ny, double nz, double maxGap, double h,
            double leastClosing, BulletCollision collision, ContactBuffer out) {
        float[] half = bodies.boxHalfExtents;
        for (int k = 0; k < 3; k++) {
            halfA[k] = half[3 * a + k];
            halfB[k] = half[3 * b + k];
        }
        int n = patch.build(bodies.pos, bodies.rot, a, b, halfA, halfB, nx, ny, nz, maxGap);
        if (n == 0) return false;
        double px = patch.normal(0), py = patch.normal(1), pz = patch.normal(2);
        boolean closes = false;
        for (int k = 0; k < n && !closes; k++)
            closes = h * ContinuousCollision.approach(v, bodies.pos, a, b, patch.pointA(k, 0), patch.pointA(k, 1), patch.pointA(k, 2), px, py, pz) > leastClosing;
        if (!closes) return true;
        for (int k = 0; k < n; k++) {
            ContinuousCollision.appendContact(out, a, b, patch.pointA(k, 0), patch.pointA(k, 1), patch.pointA(k, 2), patch.pointB(k, 0),
                    patch.pointB(k, 1), patch.pointB(k, 2), px, py, pz, patch.gap(k), collision);
            added++;
        }
        return true;
    }

    /** Component k of body a's free linear velocity less b's (a body that does not move counts as still). */
    private static double relative(double[] v, Bodies bodies, int a, int b, int k) {
        return (bodies.moves(a) ? v[6 * a + k] : 0) - (bodies.moves(b) ? v[6 * b + k] : 0);
    }

    /**
     * A lower bound (m) of the distance between bodies a and b, cheap next to GJK: for two boxes the
     * largest gap between their extents along the separating axes (the centre line, the 6 face
     * normals, the 9 edge crossings); for a box and another shape, the other's centre from the box
     * less its bounding radius; else the centres' distance less both bounding radii (exact for spheres).
     */
    private double separation(Bodies bodies, BulletCollision collision, int a, int b) {
        final double[] pos = bodies.pos, q = bodies.rot;
        boolean boxA = bodies.boxHalfExtents[3 * a] > 0, boxB = bodies.boxHalfExtents[3 * b] > 0;
        double dx = pos[3 * a] - pos[3 * b], dy = pos[3 * a + 1] - pos[3 * b + 1], dz = pos[3 * a + 2] - pos[3 * b + 2];
        if (boxA) Rotations.toMatrix(q[4 * a], q[4 * a + 1], q[4 * a + 2], q[4 * a + 3], rotA, 0);
        if (boxB) Rotations.toMatrix(q[4 * b], q[4 * b + 1], q[4 * b + 2], q[4 * b + 3], rotB, 0);
        if (boxA && !boxB) return fromBox(bodies.boxHalfExtents, a, rotA, -dx, -dy, -dz) - collision.boundingRadius(b);
        if (boxB && !boxA) return fromBox(bodies.boxHalfExtents, b, rotB, dx, dy, dz) - collision.boundingRadius(a);
        double d = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (!boxA) return d - collision.boundingRadius(a) - collision.boundingRadius(b);
        double best = d > 0 ? gapAlong(bodies, collision, a, b, true, true, dx, dy, dz, dx / d, dy / d, dz / d) : 0;
        for (int i = 0; i < 3; i++) {
            best = Math.max(best, gapAlong(bodies, collision, a, b, true, true, dx, dy, dz, rotA[i], rotA[3 + i], rotA[6 + i]));
            best = Math.max(best, gapAlong(bodies, collision, a, b, true, true, dx, dy, dz, rotB[i], rotB[3 + i], rotB[6 + i]));
            for (int j = 0; j < 3; j++) {
                double ux = rotA[3 + i] * rotB[6 + j] - rotA[6 + i] * rotB[3 + j];
                double uy = rotA[6 + i] * rotB[j] - rotA[i] * rotB[6 + j];
                double uz = rotA[i] * rotB[3 + j] - rotA[3 + i] * rotB[j];
                double ul = Math.sqrt(ux * ux + uy * uy + uz * uz);
                if (ul > 1e-6) best = Math.max(best, gapAlong(bodies, collision, a, b, true, true, dx, dy, dz, ux / ul, uy / ul, uz / ul));
            }
        }
        return best;
    }

    /** The distance of the point (px, py, pz) from box i's centre (rotation r) to the box, 0 inside. */
    private static double fromBox(float[] half, int i, double[] r, double px, double py, double pz) {
        double sum = 0;
        for (int k = 0; k < 3; k++) {
            double out = Math.abs(Rotations.axisDot(r, k, px, py, pz)) - half[3 * i + k];
            if (out > 0) sum += out * out;
        }
        return Math.sqrt(sum);
    }

    /** The gap between the two shapes' extents along unit axis u, their centres (dx, dy, dz) apart. */
    private double gapAlong(Bodies bodies, BulletCollision collision, int a, int b, boolean boxA, boolean boxB, double dx, double dy,
            double dz, double ux, double uy, double uz) {
        return Math.abs(dx * ux + dy * uy + dz * uz) - extent(bodies, collision, a, boxA, rotA, ux, uy, uz)
                - extent(bodies, collision, b, boxB, rotB, ux, uy, uz);
    }

    /** Half the width of body i's shape along unit axis u. */
    private static double extent(Bodies bodies, BulletCollision collision, int i, boolean box, double[] r, double ux, double uy, double uz) {
        if (!box) return collision.boundingRadius(i);
        float[] half = bodies.boxHalfExtents;
        return half[3 * i] * Math.abs(Rotations.axisDot(r, 0, ux, uy, uz)) + half[3 * i + 1] * Math.abs(Rotations.axisDot(r, 1, ux, uy, uz))
                + half[3 * i + 2] * Math.abs(Rotations.axisDot(r, 2, ux, uy, uz));
    }

    /** Speculative contacts the last {@link #find} added. */
    int added() {
        return added;
    }
}
