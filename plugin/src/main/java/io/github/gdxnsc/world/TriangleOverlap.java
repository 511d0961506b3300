package io.github.gdxnsc.world;

/**
 * Whether a sphere or a box touches a triangle, in closed form and double precision: the sphere by
 * the triangle's point nearest its centre (Ericson's regions: a corner, an edge or the face), the
 * box by the separating axis test on its 13 axes (the box's three face normals, the triangle's
 * normal, and the nine cross products of a box axis with a triangle edge). A triangle grown by a
 * margin touches when the gap is at most the margin.
 */
final class TriangleOverlap {
    private TriangleOverlap() {
    }

    /** Squared distance from point p to the triangle of corners[o..o+8] (a, b, c). */
    static double distanceSquared(float[] corners, int o, double px, double py, double pz) {
        double ax = corners[o], ay = corners[o + 1], az = corners[o + 2];
        double abx = corners[o + 3] - ax, aby = corners[o + 4] - ay, abz = corners[o + 5] - az;
        double acx = corners[o + 6] - ax, acy = corners[o + 7] - ay, acz = corners[o + 8] - az;
        double apx = px - ax, apy = py - ay, apz = pz - az;
        double d1 = abx * apx + aby * apy + abz * apz, d2 = acx * apx + acy * apy + acz * apz;
        if (d1 <= 0 && d2 <= 0) return squared(apx, apy, apz); // corner a
        double bpx = apx - abx, bpy = apy - aby, bpz = apz - abz;
        double d3 = abx * bpx + aby * bpy + abz * bpz, d4 = acx * bpx + acy * bpy + acz * bpz;
        if (d3 >= 0 && d4 <= d3) return squared(bpx, bpy, bpz); // corner b
        double vc = d1 * d4 - d3 * d2;
        if (vc <= 0 && d1 >= 0 && d3 <= 0) { // edge ab
            double v = d1 / (d1 - d3);
            return squared(apx - v * abx, apy - v * aby, apz - v * abz);
        }
        double cpx = apx - acx, cpy = apy - acy, cpz = apz - acz;
        double d5 = abx * cpx + aby * cpy + abz * cpz, d6 = acx * cpx + acy * cpy + acz * cpz;
        if (d6 >= 0 && d5 <= d6) return squared(cpx, cpy, cpz); // corner c
        double vb = d5 * d2 - d1 * d6;
        if (vb <= 0 && d2 >= 0 && d6 <= 0) { // edge ac
            double w = d2 / (d2 - d6);
            return squared(apx - w * acx, apy - w * acy, apz - w * acz);
        }
        double va = d3 * d6 - d5 * d4;
        if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) { // edge bc
            double w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
            double bcx = acx - abx, bcy = acy - aby, bcz = acz - abz;
            return squared(bpx - w * bcx, bpy - w * bcy, bpz - w * bcz);
        }
        double denom = 1 / (va + vb + vc), v = vb * denom, w = vc * denom; // the face
        return squared(apx - v * abx - w * acx, apy - v * aby - w * acy, apz - v * abz - w * acz);
    }

    /**
     * True when the box (centre, then its three axes scaled by its half extents: 12 numbers, in the
     * triangle's frame) and the triangle of corners[o..o+8] grown by {@code margin} touch: no axis of
     * the 13 separates them by more than the margin.
     */
    static boolean boxTouches(double[] box, float[] corners, int o, double margin) {
        // the corners relative to the box's centre, and the triangle's edges
        double ax = corners[o] - box[0], ay = corners[o + 1] - box[1], az = corners[o + 2] - box[2];
        double bx = corners[o + 3] - box[0], by = corners[o + 4] - box[1], bz = corners[o + 5] - box[2];
        double cx = corners[o + 6] - box[0], cy = corners[o + 7] - box[1], cz = corners[o + 8] - box[2];
        double e0x = bx - ax, e0y = by - ay, e0z = bz - az;
        double e1x = cx - bx, e1y = cy - by, e1z = cz - bz;
        double e2x = ax - cx, e2y = ay - cy, e2z = az - cz;
        // an axis this short against its factors comes from (nearly) parallel edges: covered by the face axes
        double longestAxis = Math.max(squared(box[3], box[4], box[5]), Math.max(squared(box[6], box[7], box[8]), squared(box[9], box[10], box[11])));
        double longestEdge = Math.max(squared(e0x, e0y, e0z), Math.max(squared(e1x, e1y, e1z), squared(e2x, e2y, e2z)));
        double tiny = 1e-14 * longestAxis * longestEdge;
        for (int k = 3; k < 12; k += 3) {
            double ux = box[k], uy = box[k + 1], uz = box[k + 2];
            if (separates(box, ux, uy, uz, ax, ay, az, bx, by, bz, cx, cy, cz, margin, 0)) return false;
            // the box axis crossed with each triangle edge
            if (separates(box, uy * e0z - uz * e0y, uz * e0x - ux * e0z, ux * e0y - uy * e0x, ax, ay, az, bx, by, bz, cx, cy, cz, margin, tiny)) return false;
            if (separates(box, uy * e1z - uz * e1y, uz * e1x - ux * e1z, ux * e1y - uy * e1x, ax, ay, az, bx, by, bz, cx, cy, cz, margin, tiny)) return false;
            if (separates(box, uy * e2z - uz * e2y, uz * e2x - ux * e2z, ux * e2y - uy * e2x, ax, ay, az, bx, by, bz, cx, cy, cz, margin, tiny)) return false;
        }
        double nx = e0y * e1z - e0z * e1y, ny = e0z * e1x - e0x * e1z, nz = e0x * e1y - e0y * e1x;
        return !separates(box, nx, ny, nz, ax, ay, az, bx, by, bz, cx, cy, cz, margin, 1e-14 * longestEdge * longestEdge);
    }

    /**
     * Whether axis l (any length; one whose squared length is at most {@code tiny} separates nothing)
     * keeps the triangle's projection off the box's by more than the margin.
     */
    private static boolean separates(double[] box, double lx, double ly, double lz, double ax, double ay, double az,
            double bx, double by, double bz, double cx, double cy, double cz, double margin, double tiny) {
        double len2 = lx * lx + ly * ly + lz * lz;
        if (!(len2 > tiny)) return false;
        double reach = Math.abs(box[3] * lx + box[4] * ly + box[5] * lz) + Math.abs(box[6] * lx + box[7] * ly + box[8] * lz)
                + Math.abs(box[9] * lx + box[10] * ly + box[11] * lz) + margin * Math.sqrt(len2);
        double pa = ax * lx + ay * ly + az * lz, pb = bx * lx + by * ly + bz * lz, pc = cx * lx + cy * ly + cz * lz;
        return Math.min(pa, Math.min(pb, pc)) > reach || Math.max(pa, Math.max(pb, pc)) < -reach;
    }

    private static double squared(double x, double y, double z) {
        return x * x + y * y + z * z;
    }
}
