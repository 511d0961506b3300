package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.math.Rotations;

/**
 * Landing sweeps of a turning box, part of the landing sweeps (with the penetration guard on, so at
 * the budgets below {@code guardBelowIterations}): the landing sweep follows a body's path, not its
 * turn, so a box tumbling at a few rad/s swings a corner centimetres into a body it has no contact
 * with, and Bullet reports the pair only once they overlap. A box whose turn this step moves a corner
 * farther than the sweep's distance sweeps its shape along its path and its turn together; each body
 * met that Bullet does not report with it becomes one speculative point, at the lander's corner that
 * the step's motion brings deepest against the surface met, when that corner closes on it faster than
 * the distance a step. The guard then predicts the rest of the pair's faces from that contact.
 */
final class TurnLandings {
    private final float[] hit = new float[8];
    private final int[] met = new int[ContinuousCollision.MAX_BODIES_MET];
    private final double[] corner = new double[3];

    /**
     * Sweeps box i (free velocities v, 6 per body) when its turn over the step h reaches farther than
     * {@code distance}; appends its landings through {@code sink}.
     */
    void sweep(Bodies bodies, double[] v, int i, double h, double distance, float allowedPenetration, BulletCollision collision,
            BodyContacts pairs, ContinuousCollision sink, ContactBuffer out) {
        float[] half = bodies.boxHalfExtents;
        double ex = half[3 * i], ey = half[3 * i + 1], ez = half[3 * i + 2];
        if (!(ex > 0)) return;
        int o = 6 * i;
        double rx = h * v[o + 3], ry = h * v[o + 4], rz = h * v[o + 5];
        // the farthest a corner moves by the turn alone: its angle times the half diagonal
        if (!(Math.sqrt((rx * rx + ry * ry + rz * rz) * (ex * ex + ey * ey + ez * ez)) > distance)) return;
        double dx = h * v[o], dy = h * v[o + 1], dz = h * v[o + 2];
        for (int k = 0; k < met.length; k++) {
            int other = collision.sweepTurningBody(i, dx, dy, dz, rx, ry, rz, allowedPenetration, met, k, hit);
            if (other < 0) return;
            met[k] = other;
            // touching at the start (the guard and the rows have the pair), or reported by Bullet
            if (!(hit[0] > 0) || pairs.touching(out, i, other)) continue;
            double nl = Math.sqrt(hit[4] * hit[4] + hit[5] * hit[5] + hit[6] * hit[6]);
            if (!(nl > 0.5)) continue;
            landCorner(bodies, v, i, other, hit[4] / nl, hit[5] / nl, hit[6] / nl, h, distance, collision, sink, out);
        }
    }

    /**
     * Of box a's corners, the one whose distance to the plane through the hit (normal n, out of b)
     * the step's free motion would leave least; one speculative point there when it closes faster than
     * {@code distance} a step.
     */
    private void landCorner(Bodies bodies, double[] v, int a, int b, double nx, double ny, double nz, double h, double distance,
            BulletCollision collision, ContinuousCollision sink, ContactBuffer out) {
        double[] pos = bodies.pos, q = bodies.rot;
        float[] half = bodies.boxHalfExtents;
        double qx = q[4 * a], qy = q[4 * a + 1], qz = q[4 * a + 2], qw = q[4 * a + 3];
        double best = Double.POSITIVE_INFINITY, gap = 0, closing = 0, bx = 0, by = 0, bz = 0;
        for (int c = 0; c < 8; c++) {
            double sx = (c & 1) == 0 ? -half[3 * a] : half[3 * a];
            double sy = (c & 2) == 0 ? -half[3 * a + 1] : half[3 * a + 1];
            double sz = (c & 4) == 0 ? -half[3 * a + 2] : half[3 * a + 2];
            Rotations.rotate(qx, qy, qz, qw, sx, sy, sz, corner);
            double x = pos[3 * a] + corner[0], y = pos[3 * a + 1] + corner[1], z = pos[3 * a + 2] + corner[2];
            double now = (x - hit[1]) * nx + (y - hit[2]) * ny + (z - hit[3]) * nz;
            double speed = ContinuousCollision.approach(v, pos, a, b, x, y, z, nx, ny, nz);
            double after = now - h * speed;
            if (after < best) {
                best = after;
                gap = now;
                closing = speed;
                bx = x;
                by = y;
                bz = z;
            }
        }
        if (!(h * closing > distance)) return;
        sink.append(out, a, b, bx, by, bz, bx - nx * gap, by - ny * gap, bz - nz * gap, nx, ny, nz, gap, collision);
    }
}
