package io.github.gdxnsc.step;

/**
 * The faces of a convex hull given by its points (Bullet's {@code btConvexHullShape} keeps points
 * only): per face its outward unit normal and offset in the hull's frame, and the points on it.
 * Found once per shape by testing the plane through every triple of points against the rest, which
 * rejects most triples within a few points; hulls of more than {@link #MAX_POINTS} points get none.
 * A face's normal comes from its points, so it is exact to rounding where a contact's normal from
 * Bullet's GJK/EPA tilts by up to a few 1e-4 rad: over a 10 m face that tilt alone is millimetres.
 */
final class HullFaces {
    /** Hulls with more points than this get no faces (the triple test grows with the cube of the count). */
    static final int MAX_POINTS = 128;
    /** Points within this share of the hull's size of a plane lie on it. */
    private static final double FLAT_SHARE = 1e-5;

    /** Per face: nx, ny, nz, d (n.p = d on the face, n.p <= d inside). */
    final double[] planes;
    /** Face f's points are {@code points[first[f] .. first[f + 1])} (indices into the hull's points). */
    final int[] first, points;

    private HullFaces(double[] planes, int[] first, int[] points) {
        this.planes = planes;
        this.first = first;
        this.points = points;
    }

    int count() {
        return first.length - 1;
    }

    /** The face whose normal lies most along the local direction (x, y, z), a unit vector; -1 when there are none. */
    int mostAlong(double x, double y, double z) {
        int best = -1;
        double bestDot = Double.NEGATIVE_INFINITY;
        for (int f = 0, n = count(); f < n; f++) {
            double dot = planes[4 * f] * x + planes[4 * f + 1] * y + planes[4 * f + 2] * z;
            if (dot > bestDot) {
                bestDot = dot;
                best = f;
            }
        }
        return best;
    }

    /** The faces of the hull of {@code p} (x, y, z per point). */
    static HullFaces of(float[] p) {
        final int n = p.length / 3;
        if (n < 4 || n > MAX_POINTS) return new HullFaces(new double[0], new int[1], new int[0]);
        double size = 0;
        for (float v : p) size = Math.max(size, Math.abs(v));
        final double eps = FLAT_SHARE * Math.max(size, 1e-9);
        double[] planes = new double[64];
        int faces = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double ax = p[3 * j] - p[3 * i], ay = p[3 * j + 1] - p[3 * i + 1], az = p[3 * j + 2] - p[3 * i + 2];
                for (int k = j + 1; k < n; k++) {
                    double bx = p[3 * k] - p[3 * i], by = p[3 * k + 1] - p[3 * i + 1], bz = p[3 * k + 2] - p[3 * i + 2];
                    double nx = ay * bz - az * by, ny = az * bx - ax * bz, nz = ax * by - ay * bx;
                    double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
                    if (!(len > eps * size)) continue; // three points on a line
                    nx /= len;
                    ny /= len;
                    nz /= len;
                    double d = nx * p[3 * i] + ny * p[3 * i + 1] + nz * p[3 * i + 2];
                    // which side the other points lie on: all on one (within eps) makes a face
                    int side = 0;
                    boolean face = true;
                    for (int m = 0; m < n && face; m++) {
                        double h = nx * p[3 * m] + ny * p[3 * m + 1] + nz * p[3 * m + 2] - d;
                        if (h > eps) {
                            if (side < 0) face = false;
                            side = 1;
                        } else if (h < -eps) {
                            if (side > 0) face = false;
                            side = -1;
                        }
                    }
                    if (!face || side == 0) continue; // split, or every point on the plane (a flat hull)
                    if (side > 0) { // the points lie on the normal's side: turn it outward
                        nx = -nx;
                        ny = -ny;
                        nz = -nz;
                        d = -d;
                    }
                    boolean known = false;
                    for (int f = 0; f < faces && !known; f++)
                        known = planes[4 * f] * nx + planes[4 * f + 1] * ny + planes[4 * f + 2] * nz > 1 - 1e-9
                                && Math.abs(planes[4 * f + 3] - d) <= eps;
                    if (known) continue;
                    if (planes.length < 4 * (faces + 1)) planes = java.util.Arrays.copyOf(planes, 2 * planes.length);
                    planes[4 * faces] = nx;
                    planes[4 * faces + 1] = ny;
                    planes[4 * faces + 2] = nz;
                    planes[4 * faces + 3] = d;
                    faces++;
                }
            }
        }
        int[] first = new int[faces + 1];
        int[] points = new int[16];
        int count = 0;
        for (int f = 0; f < faces; f++) {
            first[f] = count;
            for (int m = 0; m < n; m++) {
                double h = planes[4 * f] * p[3 * m] + planes[4 * f + 1] * p[3 * m + 1] + planes[4 * f + 2] * p[3 * m + 2]
                        - planes[4 * f + 3];
                if (Math.abs(h) > eps) continue;
                if (count == points.length) points = java.util.Arrays.copyOf(points, 2 * points.length);
                points[count++] = m;
            }
        }
        first[faces] = count;
        return new HullFaces(java.util.Arrays.copyOf(planes, 4 * faces), first, java.util.Arrays.copyOf(points, count));
    }
}
