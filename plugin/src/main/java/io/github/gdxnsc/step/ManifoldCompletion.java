package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;

/**
 * A box pair's face-to-face manifold made whole, part of the extract stage. Bullet's box-box
 * detector reports only the corners that overlap, and its persistent manifold keeps a corner found
 * earlier only while the two bodies carry it less than its breaking threshold apart: 2 % of the
 * smaller shape's half diagonal, 17 mm for a unit cube, 3.5 mm for a 0.2 m one. A box that slides
 * over another faster than that a step (1 m/s and 0.2 m/s at 1/60 s) loses its old points every
 * step and stands on the two or three corners that happened to dip in: it tips onto the others and
 * rocks as it slides. Frictionless over a box ground, a unit cube at 1.1 m/s turned at up to 0.20
 * rad/s and bobbed at 0.12 m/s (at 1 m/s it kept four points and stayed flat), a 0.2 m cube at 0.3
 * m/s turned at 1.0 rad/s.
 *
 * <p>So where the two slide past each other by more than half that threshold a step (Bullet's
 * {@code gContactBreakingThreshold}, 0.02, times the smaller box's half diagonal), the pair holds
 * fewer than four points and the two faces lie flat on each other (all four corners of their
 * overlap within {@code maxSpread} of the pair's deepest point), each corner no point of the pair
 * covers becomes a contact with its own gap (speculative while it is open), as the face clipping
 * of ODE's or Box2D's box-box contact reports it every step. Slower pairs keep what Bullet's
 * manifold gathers over its steps, and cost a few operations each. The contacts are appended after
 * Bullet's, in Bullet's pair order (deterministic), hold no manifold point and start cold.
 */
final class ManifoldCompletion {
    /** A corner is covered by a point of the pair nearer than this share of the boxes' smallest half extent. */
    static final double COVER_SHARE = 0.25;
    /** Bullet's gContactBreakingThreshold: a manifold's threshold is this times its smaller shape's half diagonal. */
    static final double BREAKING_SHARE = 0.02;

    private final LandingPatch patch = new LandingPatch();
    private final double[] halfA = new double[3], halfB = new double[3];
    private int added;

    /**
     * Completes the flat manifolds of sliding box pairs among the first {@code c.count()} contacts
     * (Bullet's), appending the missing corners to {@code c}.
     *
     * @param maxSpread how far (m) the overlap's corners may lie above the pair's deepest point for
     *                  the faces to count as flat
     * @param h         the step (s)
     */
    void complete(Bodies bodies, BulletCollision collision, ContactBuffer c, double maxSpread, double h) {
        added = 0;
        final int n = c.count();
        final float[] half = bodies.boxHalfExtents;
        for (int k = 0; k < n; ) {
            final int end = c.pairEnd(k), a = c.bodyA[k], b = c.bodyB[k];
            if (end - k < LandingPatch.MAX_POINTS && half[3 * a] > 0 && half[3 * b] > 0 && (bodies.moves(a) || bodies.moves(b))) {
                int deepest = k;
                for (int j = k + 1; j < end; j++) if (c.distance[j] < c.distance[deepest]) deepest = j;
                if (slides(bodies, c, deepest, a, b, h)) completePair(bodies, collision, c, k, end, deepest, a, b, maxSpread);
            }
            k = end;
        }
    }

    /**
     * Whether the two bodies carry the pair's deepest point apart along its face, in a step at
     * their velocities now, by more than half the threshold at which Bullet drops a point.
     */
    private static boolean slides(Bodies bodies, ContactBuffer c, int k, int a, int b, double h) {
        final float[] half = bodies.boxHalfExtents;
        final double[] pos = bodies.pos, v = bodies.vel;
        double threshold = BREAKING_SHARE * Math.min(halfDiagonal(half, a), halfDiagonal(half, b));
        int k3 = 3 * k;
        double px = c.pointA[k3], py = c.pointA[k3 + 1], pz = c.pointA[k3 + 2];
        double vx = 0, vy = 0, vz = 0;
        for (int side = 0; side < 2; side++) {
            int i = side == 0 ? a : b, o = 6 * i;
            double sign = side == 0 ? 1 : -1;
            double rx = px - pos[3 * i], ry = py - pos[3 * i + 1], rz = pz - pos[3 * i + 2];
            vx += sign * (v[o] + v[o + 4] * rz - v[o + 5] * ry);
            vy += sign * (v[o + 1] + v[o + 5] * rx - v[o + 3] * rz);
            vz += sign * (v[o + 2] + v[o + 3] * ry - v[o + 4] * rx);
        }
        double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        double along = vx * nx + vy * ny + vz * nz;
        double tx = vx - along * nx, ty = vy - along * ny, tz = vz - along * nz;
        double drift = 0.5 * threshold / h;
        return tx * tx + ty * ty + tz * tz > drift * drift;
    }

    private static double halfDiagonal(float[] half, int i) {
        double x = half[3 * i], y = half[3 * i + 1], z = half[3 * i + 2];
        return Math.sqrt(x * x + y * y + z * z);
    }

    private void completePair(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int deepest, int a, int b,
            double maxSpread) {
        final int d3 = 3 * deepest;
        final float[] half = bodies.boxHalfExtents;
        double smallest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < 3; i++) {
            halfA[i] = half[3 * a + i];
            halfB[i] = half[3 * b + i];
            smallest = Math.min(smallest, Math.min(halfA[i], halfB[i]));
        }
        final double maxGap = c.distance[deepest] + maxSpread;
        if (patch.build(bodies.pos, bodies.rot, a, b, halfA, halfB, c.normal[d3], c.normal[d3 + 1], c.normal[d3 + 2], maxGap)
                < LandingPatch.MAX_POINTS) return; // a corner stands off: an edge or a corner rests, not a face
        final double cover = COVER_SHARE * smallest, cover2 = cover * cover;
        final double nx = patch.normal(0), ny = patch.normal(1), nz = patch.normal(2);
        for (int i = 0; i < LandingPatch.MAX_POINTS; i++) {
            double px = patch.pointA(i, 0), py = patch.pointA(i, 1), pz = patch.pointA(i, 2);
            boolean covered = false;
            for (int j = start; j < end && !covered; j++) {
                int j3 = 3 * j;
                double dx = c.pointA[j3] - px, dy = c.pointA[j3 + 1] - py, dz = c.pointA[j3 + 2] - pz;
                covered = dx * dx + dy * dy + dz * dz < cover2;
            }
            if (covered) continue;
            ContinuousCollision.appendContact(c, a, b, px, py, pz, patch.pointB(i, 0), patch.pointB(i, 1), patch.pointB(i, 2), nx, ny, nz,
                    patch.gap(i), collision);
            added++;
        }
    }

    /** Corners the last {@link #complete} added. */
    int added() {
        return added;
    }
}
