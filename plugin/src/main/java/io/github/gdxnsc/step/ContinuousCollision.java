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
    private final float[] hit = new float[8];
    private final double[] unit = new double[3];
    private final BodyContacts pairs = new BodyContacts();
    /** Bodies a landing sweep may meet in a step: a plank across three planks and one more. */
    static final int MAX_BODIES_MET = 4;
    private final int[] bodiesMet = new int[MAX_BODIES_MET];
    private final double[] halfA = new double[3], halfB = new double[3];
    private final LandingPatch patch = new LandingPatch();
    private final TurnLandings turnLandings = new TurnLandings();
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
            if (!unitHitNormal()) continue;
            double nx = unit[0], ny = unit[1], nz = unit[2];
            // A's point: the sphere's surface toward the hit now; B's: where the sweep met it
            double ax = px - nx * r, ay = py - ny * r, az = pz - nz * r;
            double gap = (ax - hit[1]) * nx + (ay - hit[2]) * ny + (az - hit[3]) * nz;
            append(out, i, other, ax, ay, az, hit[1], hit[2], hit[3], nx, ny, nz, gap, collision);
        }
    }

    /**
     * Landing sweeps: every moving body (not CCD: those are swept already) that would move farther
     * than {@code distance} (m, > 0) this step sweeps its own shape (its inner sphere when the shape
     * is not convex) along its free-velocity path, and each body it would meet (up to
     * {@link #MAX_BODIES_MET}, swept again without those met before), unless Bullet already reports
     * the pair or the two close by no more than {@code distance} at their free velocities (a body
     * falling with the one under it), becomes a speculative contact. Bullet's box-box detector
     * reports a pair only once the boxes overlap, so without it a body landing at v lands up to v h
     * deep before any row exists. Overlaps shallower than {@code allowedPenetration} (m) do not stop
     * the sweep: a body sliding at the slop over one body still finds the next. With {@code guardOn} (the
     * penetration guard on), a box whose turn moves a corner farther than {@code distance} also sweeps
     * its path and turn together ({@link TurnLandings}), and a body met becomes a speculative contact
     * whenever the two close at all: a lander closing slowly at its centre may still be turned into
     * the body in the step, by its own turn or by a knock the solve gives it, and the guard holds a
     * pair's faces' corners only when the pair has a contact.
     */
    public void sweepLandings(Bodies bodies, NscDescriptor d, double h, BulletCollision collision, ContactBuffer out,
            double distance, float allowedPenetration, boolean guardOn) {
        added = 0;
        // with the guard on, the guard is what holds a pair turned into contact within the step
        final double leastClosing = guardOn ? 0 : distance;
        final double[] v = d.velocity(), pos = bodies.pos;
        final int fromBullet = out.count();
        boolean indexed = false;
        for (int i = 0; i < bodies.count; i++) {
            if (!bodies.moves(i) || bodies.ccd[i]) continue;
            double dx = h * v[6 * i], dy = h * v[6 * i + 1], dz = h * v[6 * i + 2];
            if (guardOn) {
                if (!indexed) {
                    pairs.index(out, fromBullet, bodies.count);
                    indexed = true;
                }
                turnLandings.sweep(bodies, v, i, h, distance, allowedPenetration, collision, pairs, this, out);
            }
            if (dx * dx + dy * dy + dz * dz <= distance * distance) continue;
            for (int met = 0; met < MAX_BODIES_MET; met++) {
                int other = collision.sweepBody(i, dx, dy, dz, allowedPenetration, bodiesMet, met, hit);
                boolean sphere = other == -2;
                float r = bodies.contactRadius[i];
                double px = pos[3 * i], py = pos[3 * i + 1], pz = pos[3 * i + 2];
                if (sphere) other = collision.sweepSphere(i, r, px, py, pz, px + dx, py + dy, pz + dz, hit);
                if (other < 0) break;
                bodiesMet[met] = other;
                if (!indexed) {
                    pairs.index(out, fromBullet, bodies.count);
                    indexed = true;
                }
                // touching already at the start (Bullet's points are there), or reported by Bullet
                if (hit[0] > 0 && !pairs.touching(out, i, other) && unitHitNormal()) {
                    if (sphere) landOnSphere(v, pos, i, other, h, leastClosing, r, collision, out);
                    else if (!landOnBox(bodies, v, i, other, dx, dy, dz, h, leastClosing, allowedPenetration, collision, out))
                        landOnCentreLine(v, pos, i, other, dx, dy, dz, h, leastClosing, allowedPenetration, collision, out);
                }
                if (sphere) break; // the inner sphere's sweep leaves no body out: it finds the first alone
            }
        }
    }

    /**
     * A box landing flat on a box: the patch of the two faces (up to four points), each point with its
     * own gap, so the lander is held over the area it shares with this body and not at a point off
     * it. False when either is not a box or the face does not land flat (the caller adds the
     * centre-line point); true when handled, whether or not it lands.
     */
    private boolean landOnBox(Bodies bodies, double[] v, int a, int b, double dx, double dy, double dz, double h, double leastClosing,
            float allowedPenetration, BulletCollision collision, ContactBuffer out) {
        if (!boxHalfExtents(bodies, a, halfA) || !boxHalfExtents(bodies, b, halfB)) return false;
        // a point farther than the path (and the overlap a sweep passes) cannot be reached in the step
        double maxGap = Math.sqrt(dx * dx + dy * dy + dz * dz) + allowedPenetration;
        int n = patch.build(bodies.pos, bodies.rot, a, b, halfA, halfB, unit[0], unit[1], unit[2], maxGap);
        if (n == 0) return true;
        // a face lands flat when its points land together, within the overlap a sweep passes; else an edge
        // or a corner lands first, whose impulse off the centre would spin the box and slap its far side
        // down, deep before Bullet reports it: the centre-line point holds the approach without turning
        double lowest = Double.POSITIVE_INFINITY, highest = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < n; k++) {
            lowest = Math.min(lowest, patch.gap(k));
            highest = Math.max(highest, patch.gap(k));
        }
        if (n < 3 || highest - lowest > allowedPenetration) return false;
        double nx = patch.normal(0), ny = patch.normal(1), nz = patch.normal(2);
        double cx = 0, cy = 0, cz = 0;
        for (int k = 0; k < n; k++) {
            cx += patch.pointA(k, 0) / n;
            cy += patch.pointA(k, 1) / n;
            cz += patch.pointA(k, 2) / n;
        }
        if (!(-(dx * nx + dy * ny + dz * nz) > 0)) return true;
        if (!(h * approach(v, bodies.pos, a, b, cx, cy, cz, nx, ny, nz) > leastClosing)) return true;
        for (int k = 0; k < n; k++)
            append(out, a, b, patch.pointA(k, 0), patch.pointA(k, 1), patch.pointA(k, 2), patch.pointB(k, 0), patch.pointB(k, 1),
                    patch.pointB(k, 2), nx, ny, nz, patch.gap(k), collision);
        return true;
    }

    /** Body i's box half extents as Bullet collides it ({@link Bodies#boxHalfExtents}) into out; false when it is not a box. */
    private static boolean boxHalfExtents(Bodies bodies, int i, double[] out) {
        float[] half = bodies.boxHalfExtents;
        if (!(half[3 * i] > 0)) return false;
        out[0] = half[3 * i];
        out[1] = half[3 * i + 1];
        out[2] = half[3 * i + 2];
        return true;
    }

    /**
     * One speculative point at the hit: both points lie on the line through A's centre along the
     * normal, so the contact holds A's approach without turning it (one point at a face's corner
     * would stop that corner and let the face's far side swing on into B).
     */
    private void landOnCentreLine(double[] v, double[] pos, int a, int b, double dx, double dy, double dz, double h, double leastClosing,
            float allowedPenetration, BulletCollision collision, ContactBuffer out) {
        double nx = unit[0], ny = unit[1], nz = unit[2];
        double closing = -(dx * nx + dy * ny + dz * nz);
        if (!(closing > 0)) return;
        // the gap is what the path closes before the shapes overlap by the allowed penetration, less that overlap
        double f = hit[0];
        double px = pos[3 * a], py = pos[3 * a + 1], pz = pos[3 * a + 2];
        double gap = f * closing - allowedPenetration - hit[7];
        double reach = (hit[1] - f * dx - px) * nx + (hit[2] - f * dy - py) * ny + (hit[3] - f * dz - pz) * nz;
        landAt(v, pos, a, b, px + nx * reach, py + ny * reach, pz + nz * reach, gap, h, leastClosing, collision, out);
    }

    /** The inner sphere's point toward the hit, for a shape that is not convex. */
    private void landOnSphere(double[] v, double[] pos, int a, int b, double h, double leastClosing, float r, BulletCollision collision,
            ContactBuffer out) {
        double nx = unit[0], ny = unit[1], nz = unit[2];
        double px = pos[3 * a], py = pos[3 * a + 1], pz = pos[3 * a + 2];
        double dx = h * v[6 * a], dy = h * v[6 * a + 1], dz = h * v[6 * a + 2];
        if (!(-(dx * nx + dy * ny + dz * nz) > 0)) return;
        double gap = (px - nx * r - hit[1]) * nx + (py - ny * r - hit[2]) * ny + (pz - nz * r - hit[3]) * nz;
        landAt(v, pos, a, b, px - nx * r, py - ny * r, pz - nz * r, gap, h, leastClosing, collision, out);
    }

    /**
     * Adds the point (ax, ay, az) on A and its foot a gap along the normal on B, when the two close
     * there by more than {@code leastClosing} (m) a step: the path was swept past B where B stands now, and
     * what lands is the approach relative to B's own free motion, so a plank falling with the plank
     * under it does not land on it.
     */
    private void landAt(double[] v, double[] pos, int a, int b, double ax, double ay, double az, double gap, double h, double leastClosing,
            BulletCollision collision, ContactBuffer out) {
        double nx = unit[0], ny = unit[1], nz = unit[2];
        if (!(h * approach(v, pos, a, b, ax, ay, az, nx, ny, nz) > leastClosing)) return;
        append(out, a, b, ax, ay, az, ax - nx * gap, ay - ny * gap, az - nz * gap, nx, ny, nz, gap, collision);
    }

    /**
     * How fast (m/s) the free velocities (linear and angular, v) of bodies a and b bring together
     * their points at (px, py, pz) along n, the normal from b toward a.
     */
    static double approach(double[] v, double[] pos, int a, int b, double px, double py, double pz, double nx, double ny, double nz) {
        return -(pointVelocityAlong(v, pos, a, px, py, pz, nx, ny, nz) - pointVelocityAlong(v, pos, b, px, py, pz, nx, ny, nz));
    }

    /** Body i's free velocity at the point (px, py, pz), along n. */
    private static double pointVelocityAlong(double[] v, double[] pos, int i, double px, double py, double pz, double nx, double ny, double nz) {
        int o = 6 * i;
        double rx = px - pos[3 * i], ry = py - pos[3 * i + 1], rz = pz - pos[3 * i + 2];
        double wx = v[o + 3], wy = v[o + 4], wz = v[o + 5];
        return (v[o] + wy * rz - wz * ry) * nx + (v[o + 1] + wz * rx - wx * rz) * ny + (v[o + 2] + wx * ry - wy * rx) * nz;
    }

    void append(ContactBuffer out, int a, int b, double ax, double ay, double az, double bx, double by, double bz, double nx,
            double ny, double nz, double gap, BulletCollision collision) {
        appendContact(out, a, b, ax, ay, az, bx, by, bz, nx, ny, nz, gap, collision);
        added++;
    }

    /**
     * Appends a contact made here, not read from Bullet: points on A and B (world), the normal from B
     * toward A, its gap (negative: overlapping), the pair's friction and restitution, no manifold
     * point and no impulses (it starts cold).
     */
    static void appendContact(ContactBuffer out, int a, int b, double ax, double ay, double az, double bx, double by, double bz,
            double nx, double ny, double nz, double gap, BulletCollision collision) {
        int k = out.add(), k3 = 3 * k;
        out.bodyA[k] = a;
        out.bodyB[k] = b;
        out.pointA[k3] = (float) ax;
        out.pointA[k3 + 1] = (float) ay;
        out.pointA[k3 + 2] = (float) az;
        out.pointB[k3] = (float) bx;
        out.pointB[k3 + 1] = (float) by;
        out.pointB[k3 + 2] = (float) bz;
        out.normal[k3] = (float) nx;
        out.normal[k3 + 1] = (float) ny;
        out.normal[k3 + 2] = (float) nz;
        out.distance[k] = (float) gap;
        out.friction[k] = collision.combinedFriction(a, b);
        out.restitution[k] = collision.combinedRestitution(a, b);
        out.impulse[k3] = out.impulse[k3 + 1] = out.impulse[k3 + 2] = 0;
        out.recoveryImpulse[k] = 0;
        out.pointAddress[k] = 0;
    }

    /** The hit's normal (hit[4..6]) made unit into {@link #unit}; false when it is too short to trust. */
    private boolean unitHitNormal() {
        double nx = hit[4], ny = hit[5], nz = hit[6];
        double nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (!(nl > 0.5)) return false;
        unit[0] = nx / nl;
        unit[1] = ny / nl;
        unit[2] = nz / nl;
        return true;
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
