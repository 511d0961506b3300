package io.github.gdxnsc.step;

import io.github.gdxnsc.math.Rotations;

/**
 * The speculative manifold of a box about to land on a box: the incident face (the face of one box
 * turned most against the other's) clipped to the reference face (the face of the other turned
 * most along the normal), as a box-box detector clips two faces in contact, up to four points each
 * with its own gap. A box landing flat on a narrower box is held over the area the two share, on
 * the body under it, instead of at one point on its centre line, which lies off that body when
 * the lander spans several (a plank across three planks) and hands the one it names a lever it
 * does not have. Arrays only, reused: a patch allocates nothing.
 */
final class LandingPatch {
    /** Points a patch keeps at most: a face-to-face manifold's four corners. */
    static final int MAX_POINTS = 4;
    /** Whose face is the reference: B's unless A's is turned to the normal by this much more (cosine). */
    private static final double REFERENCE_BIAS = 1e-3;

    private final double[] ra = new double[9], rb = new double[9];
    private final double[] poly = new double[3 * 8], clipped = new double[3 * 8];
    private final double[] pointA = new double[3 * MAX_POINTS], pointB = new double[3 * MAX_POINTS], gap = new double[MAX_POINTS];
    private final double[] normal = new double[3];
    /** Which clipped point each kept point is, so none is kept twice. */
    private final int[] index = new int[MAX_POINTS];
    private int count;

    /**
     * Builds the patch between box A (centre pa, rotation qa, half extents ha) and box B, for the
     * normal n (unit, from B toward A) a sweep found; keeps the points whose gap is at most maxGap
     * (m). Returns how many points it kept.
     */
    int build(double[] pos, double[] rot, int a, int b, double[] ha, double[] hb, double nx, double ny, double nz, double maxGap) {
        Rotations.toMatrix(rot[4 * a], rot[4 * a + 1], rot[4 * a + 2], rot[4 * a + 3], ra, 0);
        Rotations.toMatrix(rot[4 * b], rot[4 * b + 1], rot[4 * b + 2], rot[4 * b + 3], rb, 0);
        int faceA = Rotations.axisMostAlong(ra, nx, ny, nz), faceB = Rotations.axisMostAlong(rb, nx, ny, nz);
        double alignA = Math.abs(Rotations.axisDot(ra, faceA, nx, ny, nz)), alignB = Math.abs(Rotations.axisDot(rb, faceB, nx, ny, nz));
        count = 0;
        if (alignA > alignB + REFERENCE_BIAS) {
            // A's face is the reference: its outward normal points to B, the contact normal is its opposite
            double s = Rotations.axisDot(ra, faceA, nx, ny, nz) > 0 ? -1 : 1;
            normal[0] = -s * ra[faceA];
            normal[1] = -s * ra[3 + faceA];
            normal[2] = -s * ra[6 + faceA];
            clip(pos, 3 * a, ra, ha, faceA, s, pos, 3 * b, rb, hb, maxGap, false);
        } else {
            double s = Rotations.axisDot(rb, faceB, nx, ny, nz) > 0 ? 1 : -1;
            normal[0] = s * rb[faceB];
            normal[1] = s * rb[3 + faceB];
            normal[2] = s * rb[6 + faceB];
            clip(pos, 3 * b, rb, hb, faceB, s, pos, 3 * a, ra, ha, maxGap, true);
        }
        return count;
    }

    /**
     * Clips the incident box's face turned most against the reference face (axis k of the reference
     * box, on side s) to that face's rectangle, and keeps the points within maxGap of its plane.
     * incidentIsA: the incident box is A (its points are A's; B's lie on the reference face).
     */
    private void clip(double[] pos, int ro, double[] rr, double[] hr, int k, double s, double[] ipos, int io, double[] ri, double[] hi,
            double maxGap, boolean incidentIsA) {
        // the reference face's outward normal and centre
        double fx = s * rr[k], fy = s * rr[3 + k], fz = s * rr[6 + k];
        double cx = pos[ro] + fx * hr[k], cy = pos[ro + 1] + fy * hr[k], cz = pos[ro + 2] + fz * hr[k];
        int inc = Rotations.axisMostAlong(ri, fx, fy, fz);
        double si = Rotations.axisDot(ri, inc, fx, fy, fz) > 0 ? -1 : 1;
        int u = (inc + 1) % 3, v = (inc + 2) % 3;
        double ox = ipos[io] + si * hi[inc] * ri[inc], oy = ipos[io + 1] + si * hi[inc] * ri[3 + inc], oz = ipos[io + 2] + si * hi[inc] * ri[6 + inc];
        int n = 0;
        for (int corner = 0; corner < 4; corner++) {
            // around the face: (+u +v), (-u +v), (-u -v), (+u -v)
            double su = corner == 0 || corner == 3 ? 1 : -1, sv = corner < 2 ? 1 : -1;
            poly[3 * n] = ox + su * hi[u] * ri[u] + sv * hi[v] * ri[v];
            poly[3 * n + 1] = oy + su * hi[u] * ri[3 + u] + sv * hi[v] * ri[3 + v];
            poly[3 * n + 2] = oz + su * hi[u] * ri[6 + u] + sv * hi[v] * ri[6 + v];
            n++;
        }
        for (int side = 1; side <= 2 && n > 0; side++) {
            int axis = (k + side) % 3;
            n = clipSide(poly, n, clipped, rr[axis], rr[3 + axis], rr[6 + axis], cx, cy, cz, hr[axis]);
            n = clipSide(clipped, n, poly, -rr[axis], -rr[3 + axis], -rr[6 + axis], cx, cy, cz, hr[axis]);
        }
        keepCorners(n, cx, cy, cz, fx, fy, fz, rr, (k + 1) % 3, (k + 2) % 3, maxGap, incidentIsA);
    }

    /**
     * Sutherland-Hodgman: the polygon (n points of in) cut to the side (p - c).e <= h of the plane,
     * into out; returns its point count (at most n + 1).
     */
    private static int clipSide(double[] in, int n, double[] out, double ex, double ey, double ez, double cx, double cy, double cz, double h) {
        int m = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double di = (in[3 * i] - cx) * ex + (in[3 * i + 1] - cy) * ey + (in[3 * i + 2] - cz) * ez - h;
            double dj = (in[3 * j] - cx) * ex + (in[3 * j + 1] - cy) * ey + (in[3 * j + 2] - cz) * ez - h;
            if (di <= 0) {
                System.arraycopy(in, 3 * i, out, 3 * m, 3);
                m++;
            }
            if ((di <= 0) != (dj <= 0)) {
                double t = di / (di - dj);
                for (int c = 0; c < 3; c++) out[3 * m + c] = in[3 * i + c] + t * (in[3 * j + c] - in[3 * i + c]);
                m++;
            }
        }
        return m;
    }

    /**
     * Of the clipped polygon (n points in poly) within maxGap of the reference face (centre c,
     * outward normal f), keeps the farthest along each diagonal of the face (axes u, v of rr): the
     * corners of the area in contact, at most four, each once.
     */
    private void keepCorners(int n, double cx, double cy, double cz, double fx, double fy, double fz, double[] rr, int u, int v,
            double maxGap, boolean incidentIsA) {
        for (int diagonal = 0; diagonal < 4; diagonal++) {
            double su = diagonal == 0 || diagonal == 3 ? 1 : -1, sv = diagonal < 2 ? 1 : -1;
            double dx = su * rr[u] + sv * rr[v], dy = su * rr[3 + u] + sv * rr[3 + v], dz = su * rr[6 + u] + sv * rr[6 + v];
            int best = -1;
            double far = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                double x = poly[3 * i], y = poly[3 * i + 1], z = poly[3 * i + 2];
                if ((x - cx) * fx + (y - cy) * fy + (z - cz) * fz > maxGap) continue;
                double along = x * dx + y * dy + z * dz;
                if (along > far) {
                    far = along;
                    best = i;
                }
            }
            if (best < 0 || kept(best)) continue;
            double x = poly[3 * best], y = poly[3 * best + 1], z = poly[3 * best + 2];
            double g = (x - cx) * fx + (y - cy) * fy + (z - cz) * fz;
            // the incident point lies on its own box; the other point is its foot on the reference face
            double qx = x - fx * g, qy = y - fy * g, qz = z - fz * g;
            int c = 3 * count;
            if (incidentIsA) {
                set(pointA, c, x, y, z);
                set(pointB, c, qx, qy, qz);
            } else {
                set(pointB, c, x, y, z);
                set(pointA, c, qx, qy, qz);
            }
            gap[count] = g;
            index[count] = best;
            count++;
        }
    }

    private boolean kept(int i) {
        for (int k = 0; k < count; k++) if (index[k] == i) return true;
        return false;
    }

    private static void set(double[] a, int o, double x, double y, double z) {
        a[o] = x;
        a[o + 1] = y;
        a[o + 2] = z;
    }

    /** The patch's contact normal (from B toward A): the reference face's, signed so. */
    double normal(int c) {
        return normal[c];
    }

    /** Point i on A (world), coordinate c. */
    double pointA(int i, int c) {
        return pointA[3 * i + c];
    }

    /** Point i on B (world), coordinate c. */
    double pointB(int i, int c) {
        return pointB[3 * i + c];
    }

    /** Point i's gap along the normal (m; negative: overlapping). */
    double gap(int i) {
        return gap[i];
    }
}
