package io.github.gdxnsc.step;

/**
 * The part of a box's incident face (the face most turned against a reference face of the other
 * box) that lies over the reference face: the incident face's quad projected onto the reference
 * face's plane and clipped to its rectangle (Sutherland-Hodgman, the clipping Bullet's, ODE's and
 * Box2D's box-box contacts rest on). A vertex of the clipped polygon is a corner of the incident
 * face, a corner of the reference face under it, or where an edge of the one crosses the rim of the
 * other; each is kept as the point on the incident face over it, so its height over the reference
 * face is the gap there. The gap is affine over the polygon, and so is a rigid motion's change to
 * it: the deepest point of the two faces, now and after the step, is one of the vertices.
 */
final class FaceOverlap {
    /** A quad clipped by four half-planes keeps at most eight vertices. */
    static final int MAX_VERTICES = 8;
    /** Per vertex: its coordinates along the reference face's two axes (2), the point on the incident face (3), and 1 when it is a corner of that face, else 0. */
    private static final int STRIDE = 6;

    private double[] poly = new double[STRIDE * MAX_VERTICES], next = new double[STRIDE * MAX_VERTICES];
    private int count;

    /**
     * Clips box I's incident face to the reference face centred at c, with in-plane unit axes u and w
     * and half extents hu and hw, whose outward normal is f. I: centre p, rotation ri (row-major, its
     * local axes in the columns), half extents e.
     */
    int clip(double[] p, int i, double[] ri, float[] e, double[] c, double[] f, double[] u, double[] w, double hu, double hw) {
        // the incident face: I's face whose outward normal points most against f
        int axis = 0;
        double most = -1, dot = 0;
        for (int k = 0; k < 3; k++) {
            double d = ri[k] * f[0] + ri[3 + k] * f[1] + ri[6 + k] * f[2];
            if (Math.abs(d) > most) {
                most = Math.abs(d);
                axis = k;
                dot = d;
            }
        }
        double s = dot > 0 ? -1 : 1; // the face at s e along the axis faces the reference face
        int j1 = (axis + 1) % 3, j2 = (axis + 2) % 3;
        double ea = s * e[3 * i + axis], e1 = e[3 * i + j1], e2 = e[3 * i + j2];
        count = 0;
        for (int corner = 0; corner < 4; corner++) {
            // around the quad: (+,+), (-,+), (-,-), (+,-)
            double s1 = corner == 0 || corner == 3 ? e1 : -e1, s2 = corner < 2 ? e2 : -e2;
            double x = p[3 * i] + ri[axis] * ea + ri[j1] * s1 + ri[j2] * s2;
            double y = p[3 * i + 1] + ri[3 + axis] * ea + ri[3 + j1] * s1 + ri[3 + j2] * s2;
            double z = p[3 * i + 2] + ri[6 + axis] * ea + ri[6 + j1] * s1 + ri[6 + j2] * s2;
            int o = STRIDE * count++;
            double dx = x - c[0], dy = y - c[1], dz = z - c[2];
            poly[o] = dx * u[0] + dy * u[1] + dz * u[2];
            poly[o + 1] = dx * w[0] + dy * w[1] + dz * w[2];
            poly[o + 2] = x;
            poly[o + 3] = y;
            poly[o + 4] = z;
            poly[o + 5] = 1;
        }
        clipTo(0, 1, hu);
        clipTo(0, -1, hu);
        clipTo(1, 1, hw);
        clipTo(1, -1, hw);
        return count;
    }

    /** Vertex k's point on the incident face, coordinate d (0, 1, 2). */
    double point(int k, int d) {
        return poly[STRIDE * k + 2 + d];
    }

    /** Whether vertex k is a corner of the incident face (not made by the clipping). */
    boolean isCorner(int k) {
        return poly[STRIDE * k + 5] != 0;
    }

    /** Keeps the part of the polygon where {@code sign} times its coordinate {@code coord} (0: u, 1: w) is at most {@code limit}. */
    private void clipTo(int coord, double sign, double limit) {
        int n = count, out = 0;
        if (n == 0) return;
        for (int k = 0; k < n; k++) {
            int cur = STRIDE * k, prev = STRIDE * ((k + n - 1) % n);
            double sc = sign * poly[cur + coord] - limit, sp = sign * poly[prev + coord] - limit;
            if (sc <= 0) {
                if (sp > 0) out = crossing(prev, cur, sp / (sp - sc), out);
                System.arraycopy(poly, cur, next, STRIDE * out++, STRIDE);
            } else if (sp <= 0) {
                out = crossing(prev, cur, sp / (sp - sc), out);
            }
        }
        double[] t = poly;
        poly = next;
        next = t;
        count = out;
    }

    /** Appends to {@link #next} the point a fraction t from vertex {@code from} to vertex {@code to}; returns the new count. */
    private int crossing(int from, int to, double t, int out) {
        int o = STRIDE * out;
        for (int d = 0; d < 5; d++) next[o + d] = poly[from + d] + t * (poly[to + d] - poly[from + d]);
        next[o + 5] = 0;
        return out + 1;
    }
}
