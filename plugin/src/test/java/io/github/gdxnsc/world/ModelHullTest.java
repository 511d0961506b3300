package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Mesh;
import com.badlogic.gdx.graphics.VertexAttribute;
import com.badlogic.gdx.graphics.g3d.Material;
import com.badlogic.gdx.graphics.g3d.Model;
import com.badlogic.gdx.graphics.g3d.model.MeshPart;
import com.badlogic.gdx.graphics.g3d.model.Node;
import com.badlogic.gdx.graphics.g3d.model.NodePart;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.utils.FloatArray;
import com.badlogic.gdx.utils.GdxNativesLoader;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * convexHull(Model) without a GL context: a model of client-side meshes (vertex arrays, as a
 * headless server loads them) whose hull must equal the hull of the same points, transformed by
 * hand, given as an array: two node parts sharing one indexed mesh (each brings only the vertices
 * its indices name), a child node under a turned and scaled parent, and a part of an unindexed
 * mesh (its vertex range only).
 */
class ModelHullTest {
    private static Mesh shared, plain;

    @BeforeAll
    static void natives() {
        Scenes.natives();
        GdxNativesLoader.load(); // the vertex arrays' buffers
    }

    @AfterAll
    static void disposeMeshes() {
        if (shared != null) shared.dispose();
        if (plain != null) plain.dispose();
    }

    /** The corners of a box of half extents (hx, hy, hz) about (cx, cy, cz), with a normal each (unused: the hull reads positions only). */
    private static void corners(FloatArray out, float cx, float cy, float cz, float hx, float hy, float hz) {
        for (int k = 0; k < 8; k++)
            out.addAll(cx + ((k & 1) == 0 ? -hx : hx), cy + ((k & 2) == 0 ? -hy : hy), cz + ((k & 4) == 0 ? -hz : hz), 0, 1, 0);
    }

    /** Positions (the first three of each six floats) of vertices [from, to), transformed. */
    private static void transformed(FloatArray out, float[] vertices, int from, int to, Matrix4 t) {
        Vector3 v = new Vector3();
        for (int i = from; i < to; i++) {
            v.set(vertices[6 * i], vertices[6 * i + 1], vertices[6 * i + 2]).mul(t);
            out.addAll(v.x, v.y, v.z);
        }
    }

    @Test
    void aModelsHullIsTheHullOfItsPartsPointsTransformed() {
        FloatArray v = new FloatArray();
        corners(v, 0, 0, 0, 0.5f, 0.5f, 0.5f); // part A: a cube, vertices 0..7
        corners(v, 0, 0, 0, 0.2f, 1.5f, 0.3f); // part B: a post, vertices 8..15
        float[] sharedVertices = v.toArray();
        short[] indices = new short[24];
        for (int k = 0; k < 12; k++) indices[k] = (short) (k % 8); // four lines' worth of A's corners, as a part's index range
        for (int k = 12; k < 24; k++) indices[k] = (short) (8 + k % 8);
        shared = new Mesh(Mesh.VertexDataType.VertexArray, true, 16, 24, VertexAttribute.Position(), VertexAttribute.Normal());
        shared.setVertices(sharedVertices);
        shared.setIndices(indices);

        v.clear();
        corners(v, 0, 0, 0, 100, 100, 100); // vertices 0..7: outside the part's range
        corners(v, 0, 0, 0, 0.4f, 0.1f, 0.4f); // vertices 8..15: a slab, the part
        float[] plainVertices = v.toArray();
        plain = new Mesh(Mesh.VertexDataType.VertexArray, true, 16, 0, VertexAttribute.Position(), VertexAttribute.Normal());
        plain.setVertices(plainVertices);

        Model model = new Model();
        Node parent = new Node();
        parent.translation.set(2, 0, 1);
        parent.rotation.setEulerAngles(30, 10, 0);
        parent.scale.set(1, 2, 1);
        parent.parts.add(new NodePart(new MeshPart("a", shared, 0, 12, GL20.GL_TRIANGLES), new Material()));
        Node child = new Node();
        child.translation.set(0, 1, 0);
        child.rotation.setEulerAngles(90, 0, 0);
        child.parts.add(new NodePart(new MeshPart("b", shared, 12, 12, GL20.GL_TRIANGLES), new Material()));
        parent.addChild(child);
        Node slab = new Node();
        slab.translation.set(-3, 0.5f, 0);
        slab.parts.add(new NodePart(new MeshPart("c", plain, 8, 8, GL20.GL_TRIANGLES), new Material()));
        model.nodes.add(parent);
        model.nodes.add(slab);

        // the same points by hand: A under the parent's transform, B under parent times child, the slab's range under its own
        Matrix4 tp = new Matrix4().set(parent.translation, parent.rotation, parent.scale);
        Matrix4 tc = new Matrix4(tp).mul(new Matrix4().set(child.translation, child.rotation, child.scale));
        Matrix4 ts = new Matrix4().setToTranslation(slab.translation);
        FloatArray expected = new FloatArray();
        transformed(expected, sharedVertices, 0, 8, tp);
        transformed(expected, sharedVertices, 8, 16, tc);
        transformed(expected, plainVertices, 8, 16, ts);

        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            btConvexShape fromModel = (btConvexShape) w.shapes().convexHull(model);
            btConvexShape fromPoints = (btConvexShape) w.shapes().convexHull(expected.toArray());
            assertSame(fromModel, w.shapes().convexHull(model), "one hull per model object");
            Random rnd = new Random(3);
            Vector3 d = new Vector3();
            double worst = 0;
            for (int k = 0; k < 500; k++) {
                d.set((float) rnd.nextGaussian(), (float) rnd.nextGaussian(), (float) rnd.nextGaussian()).nor();
                worst = Math.max(worst, Math.abs(fromModel.localGetSupportingVertex(d).dot(d) - fromPoints.localGetSupportingVertex(d).dot(d)));
            }
            System.out.printf("model hull vs points hull: worst support difference %.2e m over 500 directions%n", worst);
            assertEquals(0, worst, 1e-5);
            // the mesh alone: every vertex of it, the far corners included
            btConvexShape fromMesh = (btConvexShape) w.shapes().convexHull(plain);
            assertEquals(100 + ShapeKit.MARGIN + w.getConfig().contactSkin, fromMesh.localGetSupportingVertex(new Vector3(1, 0, 0)).x, 1e-4f);
        } finally {
            w.dispose();
        }
    }
}
