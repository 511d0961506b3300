package io.github.gdxnsc.world;

import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Mesh;
import com.badlogic.gdx.graphics.VertexAttribute;
import com.badlogic.gdx.graphics.VertexAttributes;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.graphics.g3d.model.MeshPart;
import com.badlogic.gdx.graphics.g3d.model.Node;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.PHY_ScalarType;
import com.badlogic.gdx.physics.bullet.collision.btBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btHeightfieldTerrainShape;
import com.badlogic.gdx.physics.bullet.collision.btIndexedMesh;
import com.badlogic.gdx.physics.bullet.collision.btTriangleIndexVertexArray;
import com.badlogic.gdx.utils.BufferUtils;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.FloatArray;
import java.nio.FloatBuffer;
import java.nio.ShortBuffer;
import java.util.function.Consumer;

/**
 * NscShapes' shapes read from meshes: convex hulls of a model's, a mesh's or an array's points,
 * static triangle meshes of a model's triangles or of plain arrays, and heightfields' grids. The native objects it makes
 * go to the owner ({@code own}, disposed with the world), and the direct buffers Bullet reads in
 * place are kept reachable ({@code keepAlive}).
 */
final class MeshShapes {
    /** Triangles per btIndexedMesh: 16-bit indices, three per triangle. */
    private static final int TRIANGLES_PER_MESH = 21845;

    private final Consumer<Disposable> own;
    private final Consumer<Object> keepAlive;

    MeshShapes(Consumer<Disposable> own, Consumer<Object> keepAlive) {
        this.own = own;
        this.keepAlive = keepAlive;
    }

    /**
     * Bullet's heightfield over {@code heights} (rows of columns, min and max their range), read in
     * place from a direct copy kept alive here, scaled to {@code cellSize}; Bullet centres it on its
     * height range.
     */
    btHeightfieldTerrainShape heightfield(float[] heights, int columns, int rows, float cellSize, float min, float max) {
        FloatBuffer data = BufferUtils.newFloatBuffer(heights.length);
        data.put(heights).flip();
        keepAlive.accept(data);
        btHeightfieldTerrainShape field = new btHeightfieldTerrainShape(columns, rows, data, 1f, min, max, 1, false);
        field.setLocalScaling(new Vector3(cellSize, 1, cellSize));
        return field;
    }

    /** Refuses points that are not finite x, y, z triples (at least one). */
    static void checkPoints(float[] points) {
        if (points == null) throw new IllegalArgumentException("points must not be null");
        if (points.length < 3 || points.length % 3 != 0)
            throw new IllegalArgumentException("points must hold x, y, z triples, at least one; length was " + points.length);
        for (int i = 0; i < points.length; i++)
            if (!Float.isFinite(points[i])) throw new IllegalArgumentException("points[" + i + "] must be finite, was " + points[i]);
    }

    /**
     * The vertices each node part of a model's nodes draws, node transforms baked in (x, y, z
     * triples): a part's index range, or its vertex range when the mesh has no indices; several
     * parts may share one mesh (ModelBuilder puts every part of one vertex layout in one mesh), so
     * a part never brings in another part's vertices.
     */
    static float[] modelPoints(Model model) {
        FloatArray points = new FloatArray();
        for (int i = 0; i < model.nodes.size; i++) {
            Node node = model.nodes.get(i);
            node.calculateTransforms(true);
            collectPoints(node, points);
        }
        if (points.size < 3) throw new IllegalArgumentException("model has no vertices");
        return points.toArray();
    }

    private static void collectPoints(Node node, FloatArray out) {
        Vector3 v = new Vector3();
        for (int p = 0; p < node.parts.size; p++) {
            MeshPart part = node.parts.get(p).meshPart;
            Mesh mesh = part.mesh;
            int stride = mesh.getVertexSize() / 4, off = positionOffset(mesh);
            float[] all = new float[mesh.getNumVertices() * stride];
            mesh.getVertices(all);
            short[] indices = null;
            if (mesh.getNumIndices() > 0) {
                indices = new short[mesh.getNumIndices()];
                mesh.getIndices(indices);
            }
            for (int k = part.offset; k < part.offset + part.size; k++) {
                int o = (indices != null ? indices[k] & 0xffff : k) * stride + off;
                v.set(all[o], all[o + 1], all[o + 2]).mul(node.globalTransform);
                out.add(v.x, v.y, v.z);
            }
        }
        for (Node child : node.getChildren()) collectPoints(child, out);
    }

    /** A mesh's vertex positions (x, y, z triples). */
    static float[] meshPoints(Mesh mesh) {
        int stride = mesh.getVertexSize() / 4, n = mesh.getNumVertices();
        int off = positionOffset(mesh);
        float[] all = new float[n * stride];
        mesh.getVertices(all);
        float[] pts = new float[3 * n];
        for (int i = 0; i < n; i++) System.arraycopy(all, i * stride + off, pts, 3 * i, 3);
        return pts;
    }

    /** The hull of x, y, z triples; btConvexHullShape copies the points, so the buffer may go. */
    static btConvexHullShape hull(float[] pts) {
        FloatBuffer fb = BufferUtils.newFloatBuffer(pts.length);
        fb.put(pts).flip();
        return new btConvexHullShape(fb, pts.length / 3, 12);
    }

    /** A static triangle mesh of a model's triangles (node transforms baked in). */
    btBvhTriangleMeshShape staticMesh(Model model) {
        btTriangleIndexVertexArray array = new btTriangleIndexVertexArray();
        own.accept(array);
        int[] triangles = new int[1];
        for (int i = 0; i < model.nodes.size; i++) addNode(model.nodes.get(i), array, triangles);
        if (triangles[0] == 0) throw new IllegalArgumentException("model has no triangles");
        btBvhTriangleMeshShape shape = new btBvhTriangleMeshShape(array, true);
        own.accept(shape);
        return shape;
    }

    /** A static triangle mesh of plain arrays (x, y, z per vertex; three vertex numbers per triangle), checked and copied. */
    btBvhTriangleMeshShape staticMesh(float[] vertices, int[] indices) {
        if (vertices == null) throw new IllegalArgumentException("vertices must not be null");
        if (indices == null) throw new IllegalArgumentException("indices must not be null");
        if (vertices.length < 9 || vertices.length % 3 != 0)
            throw new IllegalArgumentException("vertices must hold x, y, z triples, at least three; length was " + vertices.length);
        if (indices.length < 3 || indices.length % 3 != 0)
            throw new IllegalArgumentException("indices must hold triangles (three per triangle), at least one; length was " + indices.length);
        for (int i = 0; i < vertices.length; i++)
            if (!Float.isFinite(vertices[i])) throw new IllegalArgumentException("vertices[" + i + "] must be finite, was " + vertices[i]);
        int nv = vertices.length / 3;
        for (int i = 0; i < indices.length; i++)
            if (indices[i] < 0 || indices[i] >= nv)
                throw new IllegalArgumentException("indices[" + i + "] must be a vertex number in [0, " + nv + "), was " + indices[i]);
        btTriangleIndexVertexArray array = new btTriangleIndexVertexArray();
        own.accept(array);
        addTriangles(vertices, 3, 0, indices, null, array, new int[1]);
        btBvhTriangleMeshShape shape = new btBvhTriangleMeshShape(array, true);
        own.accept(shape);
        return shape;
    }

    private void addNode(Node node, btTriangleIndexVertexArray array, int[] triangles) {
        node.calculateTransforms(true);
        Matrix4 t = node.globalTransform;
        for (int p = 0; p < node.parts.size; p++) {
            MeshPart mp = node.parts.get(p).meshPart;
            if (mp.primitiveType != GL20.GL_TRIANGLES) continue;
            addPart(mp, t, array, triangles);
        }
        for (Node child : node.getChildren()) addNode(child, array, triangles);
    }

    /** Copies one mesh part's triangles, transformed. */
    private void addPart(MeshPart mp, Matrix4 t, btTriangleIndexVertexArray array, int[] triangles) {
        Mesh mesh = mp.mesh;
        int stride = mesh.getVertexSize() / 4, off = positionOffset(mesh);
        float[] verts = new float[mesh.getNumVertices() * stride];
        mesh.getVertices(verts);
        int indexCount = mesh.getNumIndices();
        short[] idx = null;
        if (indexCount > 0) {
            idx = new short[indexCount];
            mesh.getIndices(idx);
        }
        int[] corners = new int[3 * (mp.size / 3)];
        for (int e = 0; e < corners.length; e++) corners[e] = idx != null ? (idx[mp.offset + e] & 0xffff) : mp.offset + e;
        addTriangles(verts, stride, off, corners, t, array, triangles);
    }

    /**
     * Copies triangles (three vertex numbers each in {@code corners}; vertex v's position at
     * {@code v * stride + off}), transformed by {@code t} when not null, into btIndexedMeshes of at
     * most {@link #TRIANGLES_PER_MESH} triangles each.
     */
    private void addTriangles(float[] verts, int stride, int off, int[] corners, Matrix4 t, btTriangleIndexVertexArray array, int[] triangles) {
        int tris = corners.length / 3;
        Vector3 v = new Vector3();
        for (int startTri = 0; startTri < tris; startTri += TRIANGLES_PER_MESH) {
            int n = Math.min(TRIANGLES_PER_MESH, tris - startTri);
            FloatBuffer fb = BufferUtils.newFloatBuffer(9 * n);
            ShortBuffer sb = BufferUtils.newShortBuffer(3 * n);
            for (int k = 0; k < 3 * n; k++) {
                int o = corners[3 * startTri + k] * stride + off;
                v.set(verts[o], verts[o + 1], verts[o + 2]);
                if (t != null) v.mul(t);
                fb.put(v.x).put(v.y).put(v.z);
                sb.put((short) k);
            }
            fb.flip();
            sb.flip();
            keepAlive.accept(fb);
            keepAlive.accept(sb);
            btIndexedMesh im = new btIndexedMesh(fb, 12, 3 * n, 0, sb, 0, 3 * n);
            own.accept(im);
            array.addIndexedMesh(im, PHY_ScalarType.PHY_SHORT);
            triangles[0] += n;
        }
    }

    private static int positionOffset(Mesh mesh) {
        VertexAttribute a = mesh.getVertexAttribute(VertexAttributes.Usage.Position);
        if (a == null) throw new IllegalArgumentException("mesh has no position attribute");
        return a.offset / 4;
    }
}
