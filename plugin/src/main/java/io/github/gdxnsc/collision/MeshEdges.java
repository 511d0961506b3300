package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConcaveShape;
import com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape;
import com.badlogic.gdx.utils.FloatArray;
import com.badlogic.gdx.utils.IntArray;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The triangles of a concave shape (a triangle mesh, a scaled one, a heightfield) in its body's
 * frame, found by the ids Bullet gives a manifold point (part and triangle index), each with how it
 * meets its neighbour across each of its edges: the neighbour's face normal, turned to this face's
 * side, or none at the mesh's border or where more than two triangles share the edge. Built once
 * per shape from the triangles Bullet itself collides; neighbours are found by corners that are the
 * same floats. Flat arrays, read without allocating.
 */
final class MeshEdges {
    /** Per triangle, sorted: part id in the high 32 bits, triangle index in the low; a heightfield gives a cell's two triangles one id. */
    final long[] ids;
    /** Per triangle: corners a, b, c (x, y, z each, body frame). */
    final double[] corners;
    /** Per triangle: its unit normal by winding, (b - a) x (c - a); zero for a degenerate one. */
    final double[] normal;
    /** Per triangle and edge e (corner e to e + 1): the neighbour's unit normal turned to this face's side; NaN where there is none. */
    final double[] neighbour;
    /** Bullet's margin of the triangles (m): its points lie on the triangles grown by it. */
    final double margin;

    private MeshEdges(long[] ids, double[] corners, double margin) {
        this.ids = ids;
        this.corners = corners;
        this.margin = margin;
        int n = ids.length;
        normal = new double[3 * n];
        neighbour = new double[9 * n];
        Arrays.fill(neighbour, Double.NaN);
        for (int t = 0; t < n; t++) faceNormal(t);
        link();
    }

    /**
     * The edges of {@code shape} as a body's shape: a concave shape (not a plane), or a compound of
     * one concave child under its transform (a heightfield). Null for any other shape.
     */
    static MeshEdges of(btCollisionShape shape) {
        Matrix4 child = null;
        if (shape instanceof btCompoundShape) {
            btCompoundShape compound = (btCompoundShape) shape;
            if (compound.getNumChildShapes() != 1) return null;
            child = new Matrix4(compound.getChildTransform(0));
            shape = compound.getChildShape(0);
        }
        if (!(shape instanceof btConcaveShape) || shape instanceof btStaticPlaneShape) return null;
        return read((btConcaveShape) shape, child);
    }

    /** Reads the triangles with their ids through processAllTriangles, {@code child} (null: none) applied. */
    private static MeshEdges read(btConcaveShape shape, Matrix4 child) {
        FloatArray found = new FloatArray();
        IntArray partIds = new IntArray(), indices = new IntArray();
        ConcaveTriangles.read(shape, (corners, partId, triangleIndex) -> {
            found.addAll(corners, 0, 9);
            partIds.add(partId);
            indices.add(triangleIndex);
        });
        int n = partIds.size;
        Integer[] order = new Integer[n];
        long[] key = new long[n];
        for (int t = 0; t < n; t++) {
            order[t] = t;
            key[t] = ((long) partIds.get(t) << 32) | (indices.get(t) & 0xffffffffL);
        }
        Arrays.sort(order, (x, y) -> key[x] != key[y] ? Long.compare(key[x], key[y]) : Integer.compare(x, y));
        long[] ids = new long[n];
        double[] corners = new double[9 * n];
        Vector3 v = new Vector3();
        for (int s = 0; s < n; s++) {
            int t = order[s];
            ids[s] = key[t];
            for (int k = 0; k < 3; k++) {
                v.set(found.get(9 * t + 3 * k), found.get(9 * t + 3 * k + 1), found.get(9 * t + 3 * k + 2));
                if (child != null) v.mul(child);
                corners[9 * s + 3 * k] = v.x;
                corners[9 * s + 3 * k + 1] = v.y;
                corners[9 * s + 3 * k + 2] = v.z;
            }
        }
        return new MeshEdges(ids, corners, shape.getMargin());
    }

    /** A mesh of the given corners and ids (tests): nine values per triangle, ids sorted. */
    static MeshEdges of(long[] ids, double[] corners, double margin) {
        return new MeshEdges(ids.clone(), corners.clone(), margin);
    }

    int triangles() {
        return ids.length;
    }

    /** The first triangle with this part and index (a heightfield's cell has two), or -1. */
    int first(int partId, int triangleIndex) {
        long id = ((long) partId << 32) | (triangleIndex & 0xffffffffL);
        int i = Arrays.binarySearch(ids, id);
        if (i < 0) return -1;
        while (i > 0 && ids[i - 1] == id) i--;
        return i;
    }

    private void faceNormal(int t) {
        double[] p = corners;
        int o = 9 * t;
        double ux = p[o + 3] - p[o], uy = p[o + 4] - p[o + 1], uz = p[o + 5] - p[o + 2];
        double wx = p[o + 6] - p[o], wy = p[o + 7] - p[o + 1], wz = p[o + 8] - p[o + 2];
        double nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (!(len > 1e-12)) return; // degenerate: no normal, no neighbours
        normal[3 * t] = nx / len;
        normal[3 * t + 1] = ny / len;
        normal[3 * t + 2] = nz / len;
    }

    /** A corner as the floats Bullet gave, -0 as 0: neighbours share their corners' exact values. */
    private record Corner(float x, float y, float z) {
        static Corner of(double[] p, int o) {
            return new Corner((float) p[o] + 0f, (float) p[o + 1] + 0f, (float) p[o + 2] + 0f);
        }
    }

    /** Pairs every edge with the one other triangle that has it (build time only: the maps are looked up, never iterated). */
    private void link() {
        int n = ids.length;
        Map<Corner, Integer> cornerIds = new HashMap<>();
        int[] corner = new int[3 * n];
        for (int t = 0; t < n; t++)
            for (int k = 0; k < 3; k++) corner[3 * t + k] = cornerIds.computeIfAbsent(Corner.of(corners, 9 * t + 3 * k), c -> cornerIds.size());
        Map<Long, Integer> firstUse = new HashMap<>();
        int[] mate = new int[3 * n];
        Arrays.fill(mate, -1);
        final int shared = -2; // more than two triangles: no neighbour
        for (int t = 0; t < n; t++) {
            if (normal[3 * t] == 0 && normal[3 * t + 1] == 0 && normal[3 * t + 2] == 0) continue;
            for (int e = 0; e < 3; e++) {
                int p = corner[3 * t + e], q = corner[3 * t + (e + 1) % 3];
                if (p == q) continue;
                long edge = ((long) Math.min(p, q) << 32) | Math.max(p, q);
                Integer other = firstUse.putIfAbsent(edge, 3 * t + e);
                if (other == null) continue;
                if (mate[other] == -1) {
                    mate[other] = 3 * t + e;
                    mate[3 * t + e] = other;
                } else {
                    if (mate[other] >= 0) mate[mate[other]] = shared;
                    mate[other] = shared;
                    mate[3 * t + e] = shared;
                }
            }
        }
        for (int r = 0; r < 3 * n; r++) {
            int m = mate[r];
            if (m < 0) continue;
            int t = r / 3, u = m / 3;
            // the same winding walks a shared edge the other way: else the neighbour's normal is turned over
            boolean sameWay = corner[r] == corner[m];
            double s = sameWay ? -1 : 1;
            for (int k = 0; k < 3; k++) neighbour[9 * t + 3 * (r % 3) + k] = s * normal[3 * u + k];
        }
    }
}
