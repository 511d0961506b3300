package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;

/**
 * A box pair's face-to-face manifold made whole, part of the extract stage. Bullet's box-box
 * detector reports only the corners that overlap, and its persistent manifold keeps a corner found
 * earlier only while the two bodies carry it less than the breaking threshold (about 2 cm) apart.
 * A box that slides over another faster than that a step (1.2 m/s at 1/60 s) loses its old points
 * every step and stands on the two or three corners that happened to dip in: it tips onto the
 * others and rocks as it slides (a frictionless unit cube at 2 m/s over a box ground turned at up
 * to 0.21 rad/s and bobbed at 0.12 m/s, where at 1 m/s it kept four points and stayed flat).
 *
 * <p>Where the two faces lie flat on each other (all four corners of their overlap within
 * {@code maxSpread} of the deepest point of the pair) and the pair holds fewer than four points,
 * each corner no point of the pair covers becomes a contact with its own gap (speculative while
 * it is open), as the face clipping of ODE's or Box2D's box-box contact reports it every step. A
 * pair at rest keeps Bullet's four points and is left as it is. The contacts are appended after
 * Bullet's, in Bullet's pair order (deterministic), hold no manifold point and start cold.
 */
final class ManifoldCompletion {
    /** A corner is covered by a point of the pair nearer than this share of the boxes' smallest half extent. */
    static final double COVER_SHARE = 0.25;

    private final LandingPatch patch = new LandingPatch();
    private final double[] halfA = new double[3], halfB = new double[3];
    private int added;

    /**
     * Completes the flat box-box manifolds among the first {@code c.count()} contacts (Bullet's),
     * appending the missing corners to {@code c}.
     *
     * @param maxSpread how far (m) the overlap's corners may lie above the pair's deepest point for
     *                  the faces to count as flat
     */
    void complete(Bodies bodies, BulletCollision collision, ContactBuffer c, double maxSpread) {
        added = 0;
        final int n = c.count();
        final float[] half = bodies.boxHalfExtents;
        for (int k = 0; k < n; ) {
            final int end = c.pairEnd(k), a = c.bodyA[k], b = c.bodyB[k];
            if (end - k < LandingPatch.MAX_POINTS && half[3 * a] > 0 && half[3 * b] > 0 && (bodies.moves(a) || bodies.moves(b)))
                completePair(bodies, collision, c, k, end, a, b, maxSpread);
            k = end;
        }
    }

    private void completePair(Bodies bodies, BulletCollision collision, ContactBuffer c, int start, int end, int a, int b, double maxSpread) {
        int deepest = start;
        for (int j = start + 1; j < end; j++) if (c.distance[j] < c.distance[deepest]) deepest = j;
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
