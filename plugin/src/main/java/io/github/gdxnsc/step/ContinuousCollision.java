package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Continuous collision, part of the extract stage: a body that asks for it and would move more
 * than its inner radius this step sweeps that sphere along its free-velocity path (v* h); the
 * first body the sweep meets becomes one more contact, speculative (its gap still open), which
 * the solve then lets close no faster than the gap allows. So a small fast body stops at a thin
 * wall it would otherwise pass between two discrete steps. Contacts are appended after Bullet's,
 * in body order (deterministic); they hold no manifold point (address 0) and start cold.
 */
final class ContinuousCollision {
    private final float[] hit = new float[7];
    private int added;

    /** Appends the swept contacts of this step's fast CCD bodies to {@code out}. */
    public void sweep(Bodies bodies, NscDescriptor d, double h, BulletCollision collision, ContactBuffer out) {
        sweep(bodies, d, h, collision, out, -1);
    }

    /**
     * As {@link #sweep}, and every moving body that would move farther than {@code distance} (m,
     * >= 0) this step is swept too (with its contact radius), unless Bullet already reports a
     * contact between it and what it would hit: smooth contact needs a contact's onset, or a fast
     * body starts the next step deep inside another and the spring throws it out.
     */
    public void sweepAllFast(Bodies bodies, NscDescriptor d, double h, BulletCollision collision, ContactBuffer out, double distance) {
        sweep(bodies, d, h, collision, out, distance);
    }

    /** Both sweeps: {@code everyBodyBeyond < 0} sweeps the CCD bodies alone. */
    private void sweep(Bodies bodies, NscDescriptor d, double h, BulletCollision collision, ContactBuffer out, double everyBodyBeyond) {
        added = 0;
        final double[] v = d.velocity(), pos = bodies.pos;
        final int fromBullet = out.count();
        for (int i = 0; i < bodies.count; i++) {
            if (!bodies.moves(i)) continue;
            boolean all = everyBodyBeyond >= 0 && !bodies.ccd[i];
            if (!bodies.ccd[i] && !all) continue;
            double dx = h * v[6 * i], dy = h * v[6 * i + 1], dz = h * v[6 * i + 2];
            float r = all ? bodies.contactRadius[i] : bodies.ccdRadius[i];
            // within its inner radius per step, discrete detection cannot miss a surface
            double reach = all ? everyBodyBeyond : r;
            if (dx * dx + dy * dy + dz * dz <= reach * reach) continue;
            double px = pos[3 * i], py = pos[3 * i + 1], pz = pos[3 * i + 2];
            int other = collision.sweepSphere(i, r, px, py, pz, px + dx, py + dy, pz + dz, hit);
            if (other < 0 || (all && touching(out, fromBullet, i, other))) continue;
            double nx = hit[4], ny = hit[5], nz = hit[6];
            double nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (!(nl > 0.5)) continue;
            nx /= nl;
            ny /= nl;
            nz /= nl;
            int k = out.add(), k3 = 3 * k;
            out.bodyA[k] = i;
            out.bodyB[k] = other;
            // A's point: the sphere's surface toward the hit now; B's: where the sweep met it
            double ax = px - nx * r, ay = py - ny * r, az = pz - nz * r;
            out.pointA[k3] = (float) ax;
            out.pointA[k3 + 1] = (float) ay;
            out.pointA[k3 + 2] = (float) az;
            out.pointB[k3] = hit[1];
            out.pointB[k3 + 1] = hit[2];
            out.pointB[k3 + 2] = hit[3];
            out.normal[k3] = (float) nx;
            out.normal[k3 + 1] = (float) ny;
            out.normal[k3 + 2] = (float) nz;
            out.distance[k] = (float) ((ax - hit[1]) * nx + (ay - hit[2]) * ny + (az - hit[3]) * nz);
            out.friction[k] = collision.combinedFriction(i, other);
            out.restitution[k] = collision.combinedRestitution(i, other);
            out.impulse[k3] = out.impulse[k3 + 1] = out.impulse[k3 + 2] = 0;
            out.recoveryImpulse[k] = 0;
            out.pointAddress[k] = 0;
            added++;
        }
    }

    /** True when Bullet's contacts (the first n of the buffer) hold one between bodies a and b. */
    private static boolean touching(ContactBuffer c, int n, int a, int b) {
        for (int k = 0; k < n; k++) if ((c.bodyA[k] == a && c.bodyB[k] == b) || (c.bodyA[k] == b && c.bodyB[k] == a)) return true;
        return false;
    }

    /** Swept contacts the last {@link #sweep} added. */
    public int added() {
        return added;
    }
}
