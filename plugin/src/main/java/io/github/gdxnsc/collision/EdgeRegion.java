package io.github.gdxnsc.collision;

/**
 * The normals a contact on a triangle's edge may have (the edge's region): around the edge, from
 * the face's normal to the neighbour's where the two faces make a convex edge; only the face's own
 * where they are flat or concave (a point there touches the face, never the edge alone). Angles are
 * measured around the edge in the plane across it, from the face's normal toward the outside of
 * the triangle. Pure geometry on {@link MeshEdges}, in the mesh's frame.
 */
final class EdgeRegion {
    /** Below this angle (rad) between the faces an edge counts as flat: float rounding of a plane's corners. */
    static final double FLAT = 1e-5;

    private EdgeRegion() {
    }

    /**
     * Keeps {@code n} (unit, from the mesh toward the other body) inside the regions of the inner
     * edges of triangle {@code t} that point {@code p} lies on (within {@code near} of the edge's
     * line; the point must lie that near the plane too, else the ids do not fit), both in the mesh's
     * frame: the face's normal where the edge is flat or concave, the nearer of the two faces'
     * normals where it is convex and {@code n} points outside the region. Returns whether it turned
     * {@code n}; then out[0..2] is a point of the plane the new normal belongs to (a corner on the
     * edge). {@code scratch} holds four values.
     */
    static boolean adjust(MeshEdges m, int t, double[] p, double[] n, double near, double[] scratch, double[] out) {
        double fx = m.normal[3 * t], fy = m.normal[3 * t + 1], fz = m.normal[3 * t + 2];
        if (fx == 0 && fy == 0 && fz == 0) return false;
        double side = n[0] * fx + n[1] * fy + n[2] * fz;
        if (side == 0) return false;
        int o = 9 * t;
        double[] c = m.corners;
        if (Math.abs((p[0] - c[o]) * fx + (p[1] - c[o + 1]) * fy + (p[2] - c[o + 2]) * fz) > near) return false;
        // the side the body is on (meshes are two-sided): behind this face but in front of a neighbour
        // past a convex edge (beside a step's riser, below its top) is still the front
        double sign = side > 0 || inFrontOfNeighbour(m, t, p, n, near, scratch) ? 1 : -1;
        boolean changed = false;
        for (int e = 0; e < 3; e++) {
            if (!across(m, t, e, sign, p, n, near, scratch)) continue;
            double nf = scratch[0], no = scratch[1], gf = scratch[2], go = scratch[3];
            if (Double.isNaN(gf)) continue; // the mesh's border: a real edge
            // angles around the edge from the face's normal toward the outside: n's at, the neighbour's (the bend) at
            // most pi, so at <= bend is cos(at) >= cos(bend) once at >= 0 (no >= 0)
            boolean convex = go > FLAT, beyondFace = no >= 0 && nf < gf * Math.sqrt(nf * nf + no * no);
            if (convex && no >= 0 && !beyondFace) continue; // inside a convex edge's region: Bullet's normal is right
            boolean neighbours = convex && beyondFace;
            int nb = 9 * t + 3 * e;
            double tx = sign * (neighbours ? m.neighbour[nb] : fx);
            double ty = sign * (neighbours ? m.neighbour[nb + 1] : fy);
            double tz = sign * (neighbours ? m.neighbour[nb + 2] : fz);
            if (n[0] == tx && n[1] == ty && n[2] == tz) continue;
            n[0] = tx;
            n[1] = ty;
            n[2] = tz;
            System.arraycopy(c, o + 3 * e, out, 0, 3);
            changed = true;
        }
        return changed;
    }

    /** Whether {@code n} points in front of the neighbour across a convex inner edge that point {@code p} lies on (both seen from the face's front). */
    private static boolean inFrontOfNeighbour(MeshEdges m, int t, double[] p, double[] n, double near, double[] scratch) {
        for (int e = 0; e < 3; e++) {
            if (!across(m, t, e, 1, p, n, near, scratch)) continue;
            int nb = 9 * t + 3 * e;
            double g = n[0] * m.neighbour[nb] + n[1] * m.neighbour[nb + 1] + n[2] * m.neighbour[nb + 2];
            if (scratch[3] > FLAT && g > 0) return true;
        }
        return false;
    }

    /**
     * Whether point {@code p} lies on edge {@code e} of triangle {@code t} (within {@code near}
     * inside its line); if so, into out[0..3]: {@code n} on the face's normal (turned by {@code sign}
     * to the body's side) and on the direction out of the triangle across the edge, then the
     * neighbour's normal on the same two (NaN at the border). Dot products, not angles: atan2 cost
     * more than the rest of a contact's correction.
     */
    private static boolean across(MeshEdges m, int t, int e, double sign, double[] p, double[] n, double near, double[] out) {
        double[] c = m.corners;
        int o = 9 * t, a = o + 3 * e, b = o + 3 * ((e + 1) % 3), q = o + 3 * ((e + 2) % 3);
        double fx = sign * m.normal[3 * t], fy = sign * m.normal[3 * t + 1], fz = sign * m.normal[3 * t + 2];
        double ex = c[b] - c[a], ey = c[b + 1] - c[a + 1], ez = c[b + 2] - c[a + 2];
        double ox = ey * fz - ez * fy, oy = ez * fx - ex * fz, oz = ex * fy - ey * fx;
        double len = Math.sqrt(ox * ox + oy * oy + oz * oz);
        if (!(len > 0)) return false;
        if ((c[q] - c[a]) * ox + (c[q + 1] - c[a + 1]) * oy + (c[q + 2] - c[a + 2]) * oz > 0) len = -len;
        ox /= len;
        oy /= len;
        oz /= len;
        if ((p[0] - c[a]) * ox + (p[1] - c[a + 1]) * oy + (p[2] - c[a + 2]) * oz < -near) return false; // inside, off this edge
        out[0] = n[0] * fx + n[1] * fy + n[2] * fz;
        out[1] = n[0] * ox + n[1] * oy + n[2] * oz;
        int nb = 9 * t + 3 * e;
        double gx = sign * m.neighbour[nb], gy = sign * m.neighbour[nb + 1], gz = sign * m.neighbour[nb + 2];
        out[2] = gx * fx + gy * fy + gz * fz;
        out[3] = gx * ox + gy * oy + gz * oz;
        return true;
    }

    /** How far (m) point {@code p} lies outside triangle {@code t} in its plane, or off the plane: the largest of these; negative inside. */
    static double outside(MeshEdges m, int t, double[] p) {
        double[] c = m.corners;
        int o = 9 * t;
        double fx = m.normal[3 * t], fy = m.normal[3 * t + 1], fz = m.normal[3 * t + 2];
        if (fx == 0 && fy == 0 && fz == 0) return Double.MAX_VALUE;
        double worst = Math.abs((p[0] - c[o]) * fx + (p[1] - c[o + 1]) * fy + (p[2] - c[o + 2]) * fz);
        for (int e = 0; e < 3; e++) {
            int a = o + 3 * e, b = o + 3 * ((e + 1) % 3), q = o + 3 * ((e + 2) % 3);
            double ex = c[b] - c[a], ey = c[b + 1] - c[a + 1], ez = c[b + 2] - c[a + 2];
            double ox = ey * fz - ez * fy, oy = ez * fx - ex * fz, oz = ex * fy - ey * fx;
            double len = Math.sqrt(ox * ox + oy * oy + oz * oz);
            if (!(len > 0)) continue;
            if ((c[q] - c[a]) * ox + (c[q + 1] - c[a + 1]) * oy + (c[q + 2] - c[a + 2]) * oz > 0) len = -len;
            worst = Math.max(worst, ((p[0] - c[a]) * ox + (p[1] - c[a + 1]) * oy + (p[2] - c[a + 2]) * oz) / len);
        }
        return worst;
    }
}
