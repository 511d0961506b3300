package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Arrays;

/**
 * The warm start of a manifold's new points. Last step's impulses live on Bullet's points, so a
 * point Bullet adds to a manifold that already touched (in place of another, by its area rule, when
 * the manifold is full) starts cold, and the solve has to rebuild the load the lost point carried.
 * This keeps each manifold's resultant from one step to the next (its force, and its moment about
 * body A's centre), and when a manifold that carried one comes back with a new point, it gives all
 * its points the impulses nearest their own (the new ones: zero) that carry that load again
 * ({@link LoadFit}): normal impulses for the force along the normal and the moments about the
 * contact plane's axes, friction for the force in the plane and the twist, each point kept in its
 * cone. A manifold that just met starts cold as before. Kept by manifold address, checked against
 * the body pair by the bodies' stable ids (a freed manifold's memory may serve another pair). With
 * {@code refuseInnerPoints}, {@link KeptPoints} first gives a full manifold's new point that lies
 * inside its old points back to the point it replaced; only the new points left are refitted.
 */
final class ManifoldLoads {
    /** A point with this life time or less was added by this step's detection (Bullet counts a kept point on). */
    static final int NEW_POINT_AGE = 1;
    /**
     * The speed (m/s) of the two bodies against each other at a manifold's points above which its
     * new points are left as Bullet made them: a moving contact's new point is a real change of
     * support, and the load it carried last step no guide.
     */
    static final double REST_SPEED = 0.01;

    /** Last step's manifolds in buffer order: address, body ids, force (3) and moment about A's centre (3). */
    private long[] address = new long[16];
    private int[] idA = new int[16], idB = new int[16];
    private double[] load = new double[6 * 16];
    private int size;
    /** Open addressing over the records: each slot holds a record's index, live while its stamp is the generation. */
    private int[] slot = new int[32], stamp = new int[32];
    private int generation = 1;

    private final LoadFit fit = new LoadFit();
    private final KeptPoints keptPoints = new KeptPoints();
    private final double[] px = new double[LoadFit.MAX_POINTS], py = new double[LoadFit.MAX_POINTS];
    private final double[] prior = new double[LoadFit.MAX_POINTS], normalOut = new double[LoadFit.MAX_POINTS];
    private final double[] u1 = new double[LoadFit.MAX_POINTS], u2 = new double[LoadFit.MAX_POINTS], share = new double[LoadFit.MAX_POINTS];
    private final double[] frame = new double[6], own = new double[6];

    /** Manifolds whose new points the last {@link #fill} warm-started. */
    private int filled;
    /** Whether this step's fill took the points' local coordinates, which the kept points' records need. */
    private boolean localsTaken;

    /** Manifolds the last {@link #fill} warm-started. */
    int filled() {
        return filled;
    }

    /** Points the last {@link #fill} kept against Bullet's area rule. */
    int kept() {
        return keptPoints.kept();
    }

    /** Drops every kept load (a snapshot rebuilt Bullet's cache, or the setting was turned off). */
    void forget() {
        size = 0;
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
    }

    /**
     * After the solve: keeps each manifold's load from the contacts' answered impulses, its moment
     * about body A's centre where the contacts were found ({@code centre}: the bodies' poses at the
     * start of the step, 3 per body).
     */
    void remember(ContactBuffer c, int[] bodyId, double[] centre, boolean keep) {
        forget();
        final int n = c.count();
        int manifolds = 0;
        for (int k = 0; k < n; k = runEnd(c, k)) if (c.manifold[k] != 0) manifolds++;
        reserve(manifolds);
        keptPoints.reserve(manifolds, 0);
        for (int k = 0; k < n; ) {
            int end = runEnd(c, k);
            if (c.manifold[k] != 0) {
                int r = size++, a = c.bodyA[k];
                address[r] = c.manifold[k];
                idA[r] = bodyId[a];
                idB[r] = bodyId[c.bodyB[k]];
                double[] w = load;
                int o = 6 * r;
                Arrays.fill(w, o, o + 6, 0);
                for (int j = k; j < end; j++) {
                    force(c, j, own);
                    double rx = mid(c, j, 0) - centre[3 * a], ry = mid(c, j, 1) - centre[3 * a + 1], rz = mid(c, j, 2) - centre[3 * a + 2];
                    w[o] += own[0];
                    w[o + 1] += own[1];
                    w[o + 2] += own[2];
                    w[o + 3] += ry * own[2] - rz * own[1];
                    w[o + 4] += rz * own[0] - rx * own[2];
                    w[o + 5] += rx * own[1] - ry * own[0];
                }
                index(r);
                if (keep && localsTaken) keptPoints.remember(r, c, k, end);
                else keptPoints.none(r);
            }
            k = end;
        }
        localsTaken = false; // a step whose fill did not run (a snapshot's first) leaves no kept points
    }

    /**
     * After the read: every manifold that holds a new point and carried a load last step takes
     * impulses that carry it again (body A's centre now: {@code centre}, 3 per body).
     */
    void fill(ContactBuffer c, Bodies bodies, boolean keep) {
        filled = 0;
        keptPoints.clearCount();
        if (keep) keptPoints.begin(c);
        final int n = c.count();
        final int[] bodyId = bodies.id;
        for (int k = 0; size > 0 && k < n; ) {
            int end = runEnd(c, k);
            if (c.manifold[k] != 0 && end - k <= LoadFit.MAX_POINTS) {
                int r = find(c.manifold[k], bodyId[c.bodyA[k]], bodyId[c.bodyB[k]]);
                if (r >= 0 && !atRest(c, k, end, bodies)) r = -1;
                if (r >= 0 && keep) keptPoints.keep(r, c, k, end, bodies);
                if (r >= 0 && holdsNew(c, k, end) && refit(c, k, end, 6 * r, bodies.pos)) filled++;
            }
            k = end;
        }
        if (keep) keptPoints.takeLocal(c, bodies);
        localsTaken = keep;
    }

    /** Gives the points of the manifold [k, end) the impulses nearest theirs that carry the load at load[o]. */
    private boolean refit(ContactBuffer c, int k, int end, int o, double[] centre) {
        final int m = end - k, a = c.bodyA[k];
        double nx = 0, ny = 0, nz = 0, cx = 0, cy = 0, cz = 0;
        for (int j = k; j < end; j++) {
            nx += c.normal[3 * j];
            ny += c.normal[3 * j + 1];
            nz += c.normal[3 * j + 2];
            cx += mid(c, j, 0) / m;
            cy += mid(c, j, 1) / m;
            cz += mid(c, j, 2) / m;
        }
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (!(len > 0)) return false;
        nx /= len;
        ny /= len;
        nz /= len;
        ContactBuffer.tangents(nx, ny, nz, frame, 0);
        // the kept moment about A's centre, moved to the points' centre: M - (c - x_A) x F
        final double[] w = load;
        double fx = w[o], fy = w[o + 1], fz = w[o + 2];
        double dx = cx - centre[3 * a], dy = cy - centre[3 * a + 1], dz = cz - centre[3 * a + 2];
        double mx = w[o + 3] - (dy * fz - dz * fy), my = w[o + 4] - (dz * fx - dx * fz), mz = w[o + 5] - (dx * fy - dy * fx);
        double spread = 0;
        for (int j = k, i = 0; j < end; j++, i++) {
            double rx = mid(c, j, 0) - cx, ry = mid(c, j, 1) - cy, rz = mid(c, j, 2) - cz;
            px[i] = rx * frame[0] + ry * frame[1] + rz * frame[2];
            py[i] = rx * frame[3] + ry * frame[4] + rz * frame[5];
            spread += px[i] * px[i] + py[i] * py[i];
            boolean fresh = c.age[j] <= NEW_POINT_AGE;
            prior[i] = fresh ? 0 : c.impulse[3 * j];
            // the point's friction alone: its force less its normal impulse along its own normal
            force(c, j, own);
            double tx = own[0] - prior[i] * c.normal[3 * j], ty = own[1] - prior[i] * c.normal[3 * j + 1], tz = own[2] - prior[i] * c.normal[3 * j + 2];
            u1[i] = fresh ? 0 : dot(frame, 0, tx, ty, tz);
            u2[i] = fresh ? 0 : dot(frame, 3, tx, ty, tz);
        }
        // a spread under a micrometre is one point: it carries the force alone
        double length = spread > 1e-12 * m ? Math.sqrt(spread / m) : 0;
        double fn = fx * nx + fy * ny + fz * nz;
        fit.normal(m, px, py, fn, dot(frame, 0, mx, my, mz), dot(frame, 3, mx, my, mz), length, prior, normalOut);
        for (int j = k, i = 0; j < end; j++, i++) share[i] = c.friction[j] * normalOut[i];
        fit.friction(m, px, py, dot(frame, 0, fx, fy, fz), dot(frame, 3, fx, fy, fz), mx * nx + my * ny + mz * nz, length, share, u1, u2);
        for (int j = k, i = 0; j < end; j++, i++) {
            intoCone(i, share[i]);
            double p = normalOut[i], t1 = u1[i], t2 = u2[i];
            // back onto the point's own tangents (its normal may differ from the manifold's by a hair)
            ContactBuffer.tangents(c.normal[3 * j], c.normal[3 * j + 1], c.normal[3 * j + 2], own, 0);
            double vx = t1 * frame[0] + t2 * frame[3], vy = t1 * frame[1] + t2 * frame[4], vz = t1 * frame[2] + t2 * frame[5];
            c.impulse[3 * j] = (float) p;
            c.impulse[3 * j + 1] = (float) (vx * own[0] + vy * own[1] + vz * own[2]);
            c.impulse[3 * j + 2] = (float) (vx * own[3] + vy * own[4] + vz * own[5]);
        }
        return true;
    }

    /** Scales point i's friction (u1, u2) down to {@code cap} when it is over. */
    private void intoCone(int i, double cap) {
        double t = Math.sqrt(u1[i] * u1[i] + u2[i] * u2[i]);
        if (t > cap) {
            double s = t > 0 ? cap / t : 0;
            u1[i] *= s;
            u2[i] *= s;
        }
    }

    /** Whether no point of the manifold [k, end) moves faster than {@link #REST_SPEED} on A against B, by the bodies' velocities now. */
    private boolean atRest(ContactBuffer c, int k, int end, Bodies bodies) {
        final int a = c.bodyA[k], b = c.bodyB[k];
        final double[] v = bodies.vel, x = bodies.pos;
        for (int j = k; j < end; j++) {
            double dx = 0, dy = 0, dz = 0;
            for (int side = 0; side < 2; side++) {
                int i = side == 0 ? a : b, p = 6 * i;
                double s = side == 0 ? 1 : -1;
                double rx = mid(c, j, 0) - x[3 * i], ry = mid(c, j, 1) - x[3 * i + 1], rz = mid(c, j, 2) - x[3 * i + 2];
                dx += s * (v[p] + v[p + 4] * rz - v[p + 5] * ry);
                dy += s * (v[p + 1] + v[p + 5] * rx - v[p + 3] * rz);
                dz += s * (v[p + 2] + v[p + 3] * ry - v[p + 4] * rx);
            }
            if (dx * dx + dy * dy + dz * dz > REST_SPEED * REST_SPEED) return false;
        }
        return true;
    }

    /** The force on A of contact j's impulses (normal along its normal, friction along its tangents), into out[0..3). */
    private static void force(ContactBuffer c, int j, double[] out) {
        double nx = c.normal[3 * j], ny = c.normal[3 * j + 1], nz = c.normal[3 * j + 2];
        ContactBuffer.tangents(nx, ny, nz, out, 0);
        double l0 = c.impulse[3 * j], l1 = c.impulse[3 * j + 1], l2 = c.impulse[3 * j + 2];
        double x = l0 * nx + l1 * out[0] + l2 * out[3], y = l0 * ny + l1 * out[1] + l2 * out[4], z = l0 * nz + l1 * out[2] + l2 * out[5];
        out[0] = x;
        out[1] = y;
        out[2] = z;
    }

    /** Component {@code axis} of the middle of contact j's two points. */
    private static double mid(ContactBuffer c, int j, int axis) {
        return 0.5 * ((double) c.pointA[3 * j + axis] + c.pointB[3 * j + axis]);
    }

    private static double dot(double[] v, int o, double x, double y, double z) {
        return v[o] * x + v[o + 1] * y + v[o + 2] * z;
    }

    /** The end (exclusive) of the run of contacts from {@code k} read from one manifold (or one contact not from any). */
    private static int runEnd(ContactBuffer c, int k) {
        long m = c.manifold[k];
        int end = k + 1;
        if (m == 0) return end;
        while (end < c.count() && c.manifold[end] == m) end++;
        return end;
    }

    private static boolean holdsNew(ContactBuffer c, int k, int end) {
        for (int j = k; j < end; j++) if (c.age[j] <= NEW_POINT_AGE) return true;
        return false;
    }

    private void reserve(int records) {
        if (address.length < records) {
            int cap = Math.max(records, 2 * address.length);
            address = Arrays.copyOf(address, cap);
            idA = Arrays.copyOf(idA, cap);
            idB = Arrays.copyOf(idB, cap);
            load = Arrays.copyOf(load, 6 * cap);
        }
        if (slot.length < 2 * records) {
            int cap = Integer.highestOneBit(2 * records - 1) << 1;
            slot = new int[cap];
            stamp = new int[cap];
            generation = 1;
        }
    }

    private void index(int r) {
        int mask = slot.length - 1, s = hash(address[r], mask);
        while (stamp[s] == generation) s = (s + 1) & mask;
        stamp[s] = generation;
        slot[s] = r;
    }

    /** The record of manifold {@code m} between the bodies of ids a and b, or -1. */
    private int find(long m, int a, int b) {
        int mask = slot.length - 1;
        for (int s = hash(m, mask); stamp[s] == generation; s = (s + 1) & mask) {
            int r = slot[s];
            if (address[r] == m) return idA[r] == a && idB[r] == b ? r : -1;
        }
        return -1;
    }

    private static int hash(long m, int mask) {
        return (int) ((m * 0x9E3779B97F4A7C15L) >>> 40) & mask;
    }
}
