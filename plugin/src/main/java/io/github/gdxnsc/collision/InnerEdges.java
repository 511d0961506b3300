package io.github.gdxnsc.collision;

import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Inner-edge contacts on triangle meshes and heightfields. Bullet collides each triangle alone, so
 * a body crossing from one triangle onto the next gets a point from the next one's edge whose normal
 * points from the edge to the body, tilted off the faces: the solver takes it for a step and brakes
 * the body. Per contact with a mesh, this finds the triangle (by the point's part and triangle ids)
 * and, where the point lies on an edge, keeps the normal inside what the edge allows: on a concave
 * or flat edge the face's own normal, on a convex edge a normal between the two faces' (the edge's
 * region), so a real convex edge still acts as one and a real step still stops a body. At the mesh's
 * border, or where the ids or the point do not fit the triangle, Bullet's normal stays. A turned
 * contact becomes the body against that face's plane (the private correct says how). Allocates
 * nothing per step.
 */
final class InnerEdges {
    /** How far past the margin (m) a point may lie off its triangle's plane or inside its edge and still count as on it. */
    private static final double NEAR = 1e-4;

    /** The edges of each body's shape (null: not a mesh), by body index, and each one's frame: rotation (row-major) then origin. */
    private MeshEdges[] edges = new MeshEdges[16];
    private double[] frame = new double[12 * 16];
    /** Each body's rounding radius (m): a convex shape's margin, which Bullet rounds it by (a sphere's or capsule's radius); 0 for others. */
    private float[] rounding = new float[16];
    private int meshBodies;
    private final Map<btCollisionShape, MeshEdges> byShape = new IdentityHashMap<>();
    /** Scratch: the contact's normal from the mesh toward the other body, in the mesh's frame, and its point there. */
    private final double[] n = new double[3], p = new double[3];
    private int corrected;
    private final double[] scratch = new double[4], plane = new double[3];

    /** Makes room for {@code count} bodies. */
    void ensureCapacity(int count) {
        if (count <= edges.length) return;
        int c = Math.max(count, 2 * edges.length);
        edges = Arrays.copyOf(edges, c);
        frame = Arrays.copyOf(frame, 12 * c);
        rounding = Arrays.copyOf(rounding, c);
    }

    /** Body {@code index} got {@code shape}: its edges, made once per shape, when it is a mesh. */
    void add(int index, btCollisionShape shape) {
        ensureCapacity(index + 1);
        MeshEdges e = byShape.get(shape);
        if (e == null && !byShape.containsKey(shape)) {
            e = MeshEdges.of(shape);
            byShape.put(shape, e);
        }
        edges[index] = e;
        if (e != null) meshBodies++;
        rounding[index] = shape instanceof btConvexShape ? shape.getMargin() : 0;
    }

    /** Body {@code index} went; the last one moved into its slot (the world's swap-remove). */
    void remove(int index, int last) {
        if (edges[index] != null) meshBodies--;
        edges[index] = edges[last];
        rounding[index] = rounding[last];
        System.arraycopy(frame, 12 * last, frame, 12 * index, 12);
        edges[last] = null;
    }

    /** Body {@code index}'s pose: a row-major rotation and the origin. */
    void setFrame(int index, double[] rotation, double px, double py, double pz) {
        if (edges[index] == null) return;
        int o = 12 * index;
        System.arraycopy(rotation, 0, frame, o, 9);
        frame[o + 9] = px;
        frame[o + 10] = py;
        frame[o + 11] = pz;
    }

    /** Contacts whose normal the last {@link #correct} turned. */
    int corrected() {
        return corrected;
    }

    /** Keeps every mesh contact's normal inside its edge's region; {@code ids} reads the points' triangle ids. */
    void correct(ContactBuffer c, ContactReader ids) {
        corrected = 0;
        if (meshBodies == 0) return;
        int count = c.count();
        for (int k = 0; k < count; k++) {
            if (c.pointAddress[k] == 0) continue;
            int a = c.bodyA[k], b = c.bodyB[k];
            if (edges[a] != null) correct(c, k, a, b, true, ids);
            else if (edges[b] != null) correct(c, k, b, a, false, ids);
        }
    }

    /**
     * Contact k between {@code mesh} and {@code other}: where its normal turns, the other body's
     * point moves to where its rounding meets the new normal (its rounding radius, the margin, is a
     * sphere's or capsule's whole radius), and the distance becomes that point's height over the
     * new normal's plane less the mesh's margin: the contact is then the body against the face's
     * plane, as the face's own contact would be, rather than a point of the body beside its foot
     * (on a rolling ball that point sinks toward the face faster than its gap, which brakes it).
     */
    private void correct(ContactBuffer c, int k, int mesh, int other, boolean meshIsA, ContactReader ids) {
        MeshEdges m = edges[mesh];
        long point = c.pointAddress[k];
        int t = m.first(ids.partId(point, meshIsA), ids.triangleIndex(point, meshIsA));
        if (t < 0) return;
        int k3 = 3 * k;
        double[] f = frame;
        int o = 12 * mesh;
        // into the mesh's frame: the normal turned to point from the mesh to the other body, and the mesh's point
        double s = meshIsA ? -1 : 1;
        double ux = s * c.normal[k3], uy = s * c.normal[k3 + 1], uz = s * c.normal[k3 + 2];
        n[0] = f[o] * ux + f[o + 3] * uy + f[o + 6] * uz;
        n[1] = f[o + 1] * ux + f[o + 4] * uy + f[o + 7] * uz;
        n[2] = f[o + 2] * ux + f[o + 5] * uy + f[o + 8] * uz;
        float[] on = meshIsA ? c.pointA : c.pointB, off = meshIsA ? c.pointB : c.pointA;
        double qx = on[k3] - f[o + 9], qy = on[k3 + 1] - f[o + 10], qz = on[k3 + 2] - f[o + 11];
        p[0] = f[o] * qx + f[o + 3] * qy + f[o + 6] * qz;
        p[1] = f[o + 1] * qx + f[o + 4] * qy + f[o + 7] * qz;
        p[2] = f[o + 2] * qx + f[o + 5] * qy + f[o + 8] * qz;
        // a heightfield's cell has two triangles under one id: the one the point is on
        int end = t + 1;
        while (end < m.ids.length && m.ids[end] == m.ids[t]) end++;
        if (end - t > 1) t = nearest(m, t, end);
        if (!EdgeRegion.adjust(m, t, p, n, m.margin + NEAR, scratch, plane)) return;
        // the new normal and the plane's point in the world
        double nx = f[o] * n[0] + f[o + 1] * n[1] + f[o + 2] * n[2];
        double ny = f[o + 3] * n[0] + f[o + 4] * n[1] + f[o + 5] * n[2];
        double nz = f[o + 6] * n[0] + f[o + 7] * n[1] + f[o + 8] * n[2];
        double ax = f[o] * plane[0] + f[o + 1] * plane[1] + f[o + 2] * plane[2] + f[o + 9];
        double ay = f[o + 3] * plane[0] + f[o + 4] * plane[1] + f[o + 5] * plane[2] + f[o + 10];
        double az = f[o + 6] * plane[0] + f[o + 7] * plane[1] + f[o + 8] * plane[2] + f[o + 11];
        double r = rounding[other];
        double bx = off[k3] + r * (ux - nx), by = off[k3 + 1] + r * (uy - ny), bz = off[k3 + 2] + r * (uz - nz);
        double d = (bx - ax) * nx + (by - ay) * ny + (bz - az) * nz - m.margin;
        double mx = bx - nx * d, my = by - ny * d, mz = bz - nz * d;
        off[k3] = (float) bx;
        off[k3 + 1] = (float) by;
        off[k3 + 2] = (float) bz;
        on[k3] = (float) mx;
        on[k3 + 1] = (float) my;
        on[k3 + 2] = (float) mz;
        c.normal[k3] = (float) (s * nx);
        c.normal[k3 + 1] = (float) (s * ny);
        c.normal[k3 + 2] = (float) (s * nz);
        c.distance[k] = (float) d;
        corrected++;
    }

    /** Of triangles [from, to), the one the point lies least outside of. */
    private int nearest(MeshEdges m, int from, int to) {
        int best = from;
        double bestOut = Double.MAX_VALUE;
        for (int t = from; t < to; t++) {
            double out = EdgeRegion.outside(m, t, p);
            if (out < bestOut) {
                bestOut = out;
                best = t;
            }
        }
        return best;
    }
}
