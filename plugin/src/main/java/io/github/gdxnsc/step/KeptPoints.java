package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import java.util.Arrays;

/**
 * A full manifold's point kept against Bullet's area rule. Between two faces at rest Bullet adds a
 * point every step where its detector found one (between parallel faces, a face's centre or an
 * edge's middle: a tie), and when the manifold holds four it puts the new one in place of another
 * even when it lies inside the four and adds no support: the contact set changes under a structure
 * at rest, and the solve must find a new load path. Here such a point is refused: its slot shows
 * the point it replaced, carried on the two bodies from where it was found and refreshed as Bullet
 * refreshes its own points (depth along the normal; dropped once it drifts sideways or opens), with
 * its last impulses, for as long as Bullet's point in that slot is one that lies inside. Records
 * are {@link ManifoldLoads}'s, by index.
 */
final class KeptPoints {
    /** How far (m) a new point may lie outside the old points' hull and still count as inside it. */
    static final double HULL_TOLERANCE = 5e-4;
    /** How far (m) a kept point's two sides may drift apart across the normal, or its depth leave the range of the manifold's own points, before it is let go. */
    static final double DRIFT = 1e-3;

    /** Per record, 4 slots: the point's address, its age, and its local points on A and B (3 each) and impulses (3). */
    private long[] slotAddress = new long[64];
    private int[] slotAge = new int[64];
    private double[] local = new double[6 * 64], impulse = new double[3 * 64];
    /** Per record slot: whether it showed a kept point rather than Bullet's. */
    private boolean[] slotKept = new boolean[64];
    private int[] slotCount = new int[16];
    /** Per contact of this step's buffer: its local points on A and B, taken where it was found, and whether it is a kept point. */
    private double[] found = new double[6 * 64];
    private boolean[] keptHere = new boolean[64];

    private final double[] w = new double[3], l = new double[3], frame = new double[6];
    private final double[] hullX = new double[LoadFit.MAX_POINTS], hullY = new double[LoadFit.MAX_POINTS];
    private final double[] old = new double[6 * LoadFit.MAX_POINTS];

    /** Manifold points kept by the last {@link #keep}s since {@link #clearCount}. */
    private int kept;

    /** Points kept since {@link #clearCount}. */
    int kept() {
        return kept;
    }

    /** Starts the count of kept points afresh (each step). */
    void clearCount() {
        kept = 0;
    }

    /** Makes room for {@code records} records and {@code contacts} contacts. */
    void reserve(int records, int contacts) {
        if (slotCount.length < records) {
            int cap = Math.max(records, 2 * slotCount.length);
            slotCount = Arrays.copyOf(slotCount, cap);
            slotAddress = Arrays.copyOf(slotAddress, 4 * cap);
            slotAge = Arrays.copyOf(slotAge, 4 * cap);
            slotKept = Arrays.copyOf(slotKept, 4 * cap);
            local = Arrays.copyOf(local, 24 * cap);
            impulse = Arrays.copyOf(impulse, 12 * cap);
        }
        if (keptHere.length < contacts) {
            int cap = Math.max(contacts, 2 * keptHere.length);
            found = new double[6 * cap];
            keptHere = new boolean[cap];
        }
    }

    /** Before the keeping: no contact of the buffer is a kept point yet. */
    void begin(ContactBuffer c) {
        reserve(0, c.count());
        Arrays.fill(keptHere, 0, c.count(), false);
    }

    /** After the read and the keeping: each manifold point's local points, for the record the solve's answer completes. */
    void takeLocal(ContactBuffer c, Bodies bodies) {
        final int n = c.count();
        for (int k = 0; k < n; k++) {
            if (c.manifold[k] == 0) continue;
            bodies.toLocalPoint(c.bodyA[k], c.pointA[3 * k], c.pointA[3 * k + 1], c.pointA[3 * k + 2], l);
            System.arraycopy(l, 0, found, 6 * k, 3);
            bodies.toLocalPoint(c.bodyB[k], c.pointB[3 * k], c.pointB[3 * k + 1], c.pointB[3 * k + 2], l);
            System.arraycopy(l, 0, found, 6 * k + 3, 3);
        }
    }

    /** After the solve: record r holds the manifold [k, end)'s points as this step showed them, with their answered impulses. */
    void remember(int r, ContactBuffer c, int k, int end) {
        int m = Math.min(end - k, LoadFit.MAX_POINTS);
        slotCount[r] = m;
        for (int i = 0; i < m; i++) {
            int s = 4 * r + i, j = k + i;
            slotAddress[s] = c.pointAddress[j];
            slotAge[s] = c.age[j];
            slotKept[s] = keptHere[j];
            System.arraycopy(found, 6 * j, local, 6 * s, 6);
            impulse[3 * s] = c.impulse[3 * j];
            impulse[3 * s + 1] = c.impulse[3 * j + 1];
            impulse[3 * s + 2] = c.impulse[3 * j + 2];
        }
    }

    /** Record r holds no points to keep (this step's local points were not taken). */
    void none(int r) {
        slotCount[r] = 0;
    }

    /**
     * After the read: the full manifold [k, end), which record r held last step, shows in place of
     * each new point that lies inside the points it held the point that slot held, while that one
     * still touches; such a point is no longer new. A slot that showed a kept point goes on showing
     * it while Bullet's point there still lies inside.
     */
    void keep(int r, ContactBuffer c, int k, int end, Bodies bodies) {
        final int m = slotCount[r];
        if (end - k != LoadFit.MAX_POINTS || m != LoadFit.MAX_POINTS) return;
        double nx = c.normal[3 * k], ny = c.normal[3 * k + 1], nz = c.normal[3 * k + 2];
        ContactBuffer.tangents(nx, ny, nz, frame, 0);
        // a kept point must lie at a depth Bullet's own points of this manifold span: a face at rest
        double lo = Double.MAX_VALUE, hi = -Double.MAX_VALUE;
        for (int j = k; j < end; j++) {
            lo = Math.min(lo, c.distance[j]);
            hi = Math.max(hi, c.distance[j]);
        }
        for (int i = 0; i < m; i++) {
            int s = 4 * r + i;
            world(bodies, c.bodyA[k], s, 0, old, 6 * i);
            world(bodies, c.bodyB[k], s, 3, old, 6 * i + 3);
            double mx = 0.5 * (old[6 * i] + old[6 * i + 3]), my = 0.5 * (old[6 * i + 1] + old[6 * i + 4]), mz = 0.5 * (old[6 * i + 2] + old[6 * i + 5]);
            hullX[i] = mx * frame[0] + my * frame[1] + mz * frame[2];
            hullY[i] = mx * frame[3] + my * frame[4] + mz * frame[5];
        }
        for (int j = k; j < end; j++) {
            int i = slotOf(r, c.pointAddress[j]);
            if (i < 0 || c.age[j] > ManifoldLoads.NEW_POINT_AGE && !slotKept[4 * r + i]) continue;
            double x = 0.5 * ((double) c.pointA[3 * j] + c.pointB[3 * j]), y = 0.5 * ((double) c.pointA[3 * j + 1] + c.pointB[3 * j + 1]),
                    z = 0.5 * ((double) c.pointA[3 * j + 2] + c.pointB[3 * j + 2]);
            if (!inside(m, x * frame[0] + y * frame[1] + z * frame[2], x * frame[3] + y * frame[4] + z * frame[5])) continue;
            int o = 6 * i;
            double dx = old[o] - old[o + 3], dy = old[o + 1] - old[o + 4], dz = old[o + 2] - old[o + 5];
            double depth = dx * nx + dy * ny + dz * nz;
            double sx = dx - depth * nx, sy = dy - depth * ny, sz = dz - depth * nz;
            if (depth > hi + DRIFT || depth < lo - DRIFT || sx * sx + sy * sy + sz * sz > DRIFT * DRIFT) continue;
            int s = 4 * r + i;
            for (int a = 0; a < 3; a++) {
                c.pointA[3 * j + a] = (float) old[o + a];
                c.pointB[3 * j + a] = (float) old[o + 3 + a];
                c.impulse[3 * j + a] = (float) impulse[3 * s + a];
            }
            c.distance[j] = (float) depth;
            c.age[j] = slotAge[s] + 1;
            keptHere[j] = true;
            kept++;
        }
    }

    /** Slot s's local point (A at off 0, B at off 3) on body b, in world, into out[o..o+3). */
    private void world(Bodies bodies, int b, int s, int off, double[] out, int o) {
        System.arraycopy(local, 6 * s + off, l, 0, 3);
        bodies.toWorldDir(b, l, w);
        bodies.addCentre(b, w);
        System.arraycopy(w, 0, out, o, 3);
    }

    private int slotOf(int r, long address) {
        for (int i = 0; i < slotCount[r]; i++) if (slotAddress[4 * r + i] == address) return i;
        return -1;
    }

    /** Whether (x, y) lies in the hull of the m recorded points (hullX, hullY): in one of the triangles of three of them. */
    private boolean inside(int m, double x, double y) {
        for (int a = 0; a < m; a++)
            for (int b = a + 1; b < m; b++)
                for (int d = b + 1; d < m; d++)
                    if (inTriangle(hullX[a], hullY[a], hullX[b], hullY[b], hullX[d], hullY[d], x, y)) return true;
        return false;
    }

    private static boolean inTriangle(double ax, double ay, double bx, double by, double cx, double cy, double x, double y) {
        return side(ax, ay, bx, by, cx, cy, x, y) && side(bx, by, cx, cy, ax, ay, x, y) && side(cx, cy, ax, ay, bx, by, x, y);
    }

    /** Whether (x, y) lies on the side of the edge (a, b) where the third corner c is, or within the tolerance of the edge. */
    private static boolean side(double ax, double ay, double bx, double by, double cx, double cy, double x, double y) {
        double ex = bx - ax, ey = by - ay, len = Math.sqrt(ex * ex + ey * ey);
        double sc = ex * (cy - ay) - ey * (cx - ax), sp = ex * (y - ay) - ey * (x - ax);
        if (!(Math.abs(sc) > HULL_TOLERANCE * len)) return false; // a flat triangle holds nothing
        return sc >= 0 ? sp >= -HULL_TOLERANCE * len : sp <= HULL_TOLERANCE * len;
    }
}
