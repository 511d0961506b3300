package io.github.gdxnsc.demo.scenes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The geometry of a {@link ShapeKind#HULL} body from its points alone: its faces (for drawing and
 * for the tests that check how hulls touch) and the inner points the engines give Bullet. Faces
 * are found by brute force over every triple of points, which is instant for the dozen points of
 * a scene's hull and needs no hull algorithm; it is not meant for meshes.
 */
public final class HullGeometry {
    /**
     * The collision margin (m) both engines give a hull: small against the hulls of the catalogue
     * (a voussoir is 0.5 m thick), so the rounding of the edges hardly moves where they pivot.
     */
    public static final float MARGIN = 0.01f;

    /** One face: the outward unit normal, the plane's offset (normal . p = offset), and the vertices counter-clockwise seen from outside. */
    public static final class Face {
        public final double nx, ny, nz, offset;
        /** Indices into the points (point i is x, y, z at 3i). */
        public final int[] vertices;

        Face(double nx, double ny, double nz, double offset, int[] vertices) {
            this.nx = nx;
            this.ny = ny;
            this.nz = nz;
            this.offset = offset;
            this.vertices = vertices;
        }
    }

    private HullGeometry() {
    }

    /**
     * The faces of the convex hull of {@code points} (x, y, z triples): the planes through three
     * points with every point on one side, each once, its vertices ordered around its centre.
     *
     * @throws IllegalArgumentException when the points are not triples or span no volume
     */
    public static List<Face> faces(float[] points) {
        int n = count(points);
        double eps = tolerance(points);
        List<Face> faces = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                for (int k = j + 1; k < n; k++) {
                    double ax = points[3 * j] - points[3 * i], ay = points[3 * j + 1] - points[3 * i + 1], az = points[3 * j + 2] - points[3 * i + 2];
                    double bx = points[3 * k] - points[3 * i], by = points[3 * k + 1] - points[3 * i + 1], bz = points[3 * k + 2] - points[3 * i + 2];
                    double nx = ay * bz - az * by, ny = az * bx - ax * bz, nz = ax * by - ay * bx;
                    double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
                    if (len < eps * eps) continue; // collinear
                    nx /= len;
                    ny /= len;
                    nz /= len;
                    double d = nx * points[3 * i] + ny * points[3 * i + 1] + nz * points[3 * i + 2];
                    int above = 0, below = 0;
                    for (int p = 0; p < n; p++) {
                        double s = nx * points[3 * p] + ny * points[3 * p + 1] + nz * points[3 * p + 2] - d;
                        if (s > eps) above++;
                        else if (s < -eps) below++;
                    }
                    if (above > 0 && below > 0) continue; // points on both sides: not a face
                    if (above > 0) { // the points lie above: the outward normal is the other way
                        nx = -nx;
                        ny = -ny;
                        nz = -nz;
                        d = -d;
                    }
                    if (!known(faces, nx, ny, nz, d, eps)) faces.add(face(points, nx, ny, nz, d, eps));
                }
            }
        }
        if (faces.size() < 4) throw new IllegalArgumentException("hull points span no volume: " + Arrays.toString(points));
        return faces;
    }

    /** The points Bullet gets for a hull with margin {@link #MARGIN}: {@link #shrink}. */
    public static float[] collisionPoints(float[] points) {
        return shrink(points, MARGIN);
    }

    /**
     * The vertices of the hull moved in by {@code margin} (every face plane moved inward by it):
     * that hull rounded by {@code margin} has the faces of the original.
     *
     * @throws IllegalArgumentException when the hull is too thin for the margin
     */
    public static float[] shrink(float[] points, float margin) {
        List<Face> faces = faces(points);
        double eps = tolerance(points);
        int f = faces.size();
        List<double[]> out = new ArrayList<>();
        for (int a = 0; a < f; a++) {
            for (int b = a + 1; b < f; b++) {
                for (int c = b + 1; c < f; c++) {
                    double[] x = meet(faces.get(a), faces.get(b), faces.get(c), margin);
                    if (x == null || !inside(faces, x, margin, eps)) continue;
                    boolean seen = false;
                    for (double[] o : out) seen |= Math.abs(o[0] - x[0]) < eps && Math.abs(o[1] - x[1]) < eps && Math.abs(o[2] - x[2]) < eps;
                    if (!seen) out.add(x);
                }
            }
        }
        if (out.size() < 4) throw new IllegalArgumentException("hull too thin for a margin of " + margin + " m");
        float[] shrunk = new float[3 * out.size()];
        for (int i = 0; i < out.size(); i++) for (int c = 0; c < 3; c++) shrunk[3 * i + c] = (float) out.get(i)[c];
        return shrunk;
    }

    /** Distance from the origin (the centre of mass) to the farthest point. */
    public static float radius(float[] points) {
        double max = 0;
        for (int i = 0; i + 2 < points.length; i += 3)
            max = Math.max(max, Math.sqrt(points[i] * points[i] + points[i + 1] * points[i + 1] + points[i + 2] * points[i + 2]));
        return (float) max;
    }

    private static int count(float[] points) {
        if (points == null || points.length < 12 || points.length % 3 != 0)
            throw new IllegalArgumentException("hull points must be x, y, z triples, at least four");
        return points.length / 3;
    }

    /** Length tolerance: 1e-5 of the hull's size, so small and large hulls are judged alike. */
    private static double tolerance(float[] points) {
        double size = 0;
        for (float p : points) size = Math.max(size, Math.abs(p));
        return 1e-5 * Math.max(size, 1e-3);
    }

    private static boolean known(List<Face> faces, double nx, double ny, double nz, double d, double eps) {
        for (Face f : faces) if (f.nx * nx + f.ny * ny + f.nz * nz > 1 - 1e-9 && Math.abs(f.offset - d) < eps) return true;
        return false;
    }

    /** The face in plane (n, d): the points on it, sorted by angle about the normal around their centre. */
    private static Face face(float[] points, double nx, double ny, double nz, double d, double eps) {
        int n = points.length / 3;
        List<Integer> on = new ArrayList<>();
        double cx = 0, cy = 0, cz = 0;
        for (int p = 0; p < n; p++) {
            if (Math.abs(nx * points[3 * p] + ny * points[3 * p + 1] + nz * points[3 * p + 2] - d) > eps) continue;
            on.add(p);
            cx += points[3 * p];
            cy += points[3 * p + 1];
            cz += points[3 * p + 2];
        }
        cx /= on.size();
        cy /= on.size();
        cz /= on.size();
        int first = on.get(0);
        double ux = points[3 * first] - cx, uy = points[3 * first + 1] - cy, uz = points[3 * first + 2] - cz;
        double ul = Math.sqrt(ux * ux + uy * uy + uz * uz);
        ux /= ul;
        uy /= ul;
        uz /= ul;
        double vx = ny * uz - nz * uy, vy = nz * ux - nx * uz, vz = nx * uy - ny * ux; // n x u: counter-clockwise about n
        double[] angle = new double[n];
        for (int p : on) {
            double px = points[3 * p] - cx, py = points[3 * p + 1] - cy, pz = points[3 * p + 2] - cz;
            angle[p] = Math.atan2(px * vx + py * vy + pz * vz, px * ux + py * uy + pz * uz);
        }
        on.sort((a, b) -> Double.compare(angle[a], angle[b]));
        int[] vertices = new int[on.size()];
        for (int i = 0; i < vertices.length; i++) vertices[i] = on.get(i);
        return new Face(nx, ny, nz, d, vertices);
    }

    /** Where three face planes, each moved in by {@code margin}, meet; null when two are parallel. */
    private static double[] meet(Face a, Face b, Face c, double margin) {
        double bcx = b.ny * c.nz - b.nz * c.ny, bcy = b.nz * c.nx - b.nx * c.nz, bcz = b.nx * c.ny - b.ny * c.nx;
        double det = a.nx * bcx + a.ny * bcy + a.nz * bcz;
        if (Math.abs(det) < 1e-9) return null;
        double cax = c.ny * a.nz - c.nz * a.ny, cay = c.nz * a.nx - c.nx * a.nz, caz = c.nx * a.ny - c.ny * a.nx;
        double abx = a.ny * b.nz - a.nz * b.ny, aby = a.nz * b.nx - a.nx * b.nz, abz = a.nx * b.ny - a.ny * b.nx;
        double da = a.offset - margin, db = b.offset - margin, dc = c.offset - margin;
        return new double[] {(da * bcx + db * cax + dc * abx) / det, (da * bcy + db * cay + dc * aby) / det, (da * bcz + db * caz + dc * abz) / det};
    }

    private static boolean inside(List<Face> faces, double[] x, double margin, double eps) {
        for (Face f : faces) if (f.nx * x[0] + f.ny * x[1] + f.nz * x[2] > f.offset - margin + eps) return false;
        return true;
    }
}
