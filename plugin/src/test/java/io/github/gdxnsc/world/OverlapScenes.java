package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import java.util.Random;

/** The random scenes of the overlap tests: bodies of every shape kind the queries read, at random poses. */
final class OverlapScenes {
    private OverlapScenes() {
    }

    static Quaternion randomRotation(Random rnd, Quaternion q) {
        return q.set(new Vector3((float) rnd.nextGaussian(), (float) rnd.nextGaussian(), (float) rnd.nextGaussian()).nor(), 360 * rnd.nextFloat());
    }

    static Vector3 randomPoint(Random rnd, float extent) {
        return new Vector3((rnd.nextFloat() * 2 - 1) * extent, (rnd.nextFloat() * 2 - 1) * extent, (rnd.nextFloat() * 2 - 1) * extent);
    }

    /** 120 convex bodies (spheres, boxes, capsules, round cylinders, hulls, cones; a third static), then {@link #nonConvexBodies}. */
    static void randomScene(NscWorld w, Random rnd) {
        Quaternion q = new Quaternion();
        float[] hull = {-0.4f, -0.3f, -0.2f, 0.5f, -0.3f, 0.1f, 0, 0.6f, 0, 0.1f, 0, 0.5f, -0.2f, 0.2f, -0.4f};
        for (int k = 0; k < 120; k++) {
            BodyDef d = new BodyDef().position(randomPoint(rnd, 6)).rotation(randomRotation(rnd, q)).mass(k % 3 == 0 ? 0 : 1);
            switch (k % 6) {
                case 0: d.shape(w.shapes().sphere(0.2f + rnd.nextFloat())); break;
                case 1: d.shape(w.shapes().box(0.1f + rnd.nextFloat(), 0.1f + rnd.nextFloat(), 0.1f + rnd.nextFloat())); break;
                case 2: d.shape(w.shapes().capsule(0.2f + 0.5f * rnd.nextFloat(), 0.2f + rnd.nextFloat())); break;
                case 3: {
                    // round (x = z): Bullet bounds a cylinder by its half extents but collides it with radius x
                    float radius = 0.2f + rnd.nextFloat();
                    d.shape(w.shapes().cylinder(radius, 0.2f + rnd.nextFloat(), radius));
                    break;
                }
                case 4: d.shape(w.shapes().convexHull(hull)); break;
                default: d.shape(w.shapes().cone(Axis.Y, 0.4f + rnd.nextFloat(), 0.4f + rnd.nextFloat())); break;
            }
            w.createBody(d);
        }
        nonConvexBodies(w, new Random(rnd.nextLong()), 4);
    }

    /**
     * Bodies of every non-convex kind: {@code compounds} compounds of a box, a sphere and a hull (every
     * other one nested in a second compound with a capsule), a bumpy static triangle mesh and a scaled
     * copy of it, and a heightfield.
     */
    static void nonConvexBodies(NscWorld w, Random rnd, int compounds) {
        Quaternion q = new Quaternion();
        float[] hull = {-0.4f, -0.3f, -0.2f, 0.5f, -0.3f, 0.1f, 0, 0.6f, 0, 0.1f, 0, 0.5f, -0.2f, 0.2f, -0.4f};
        for (int k = 0; k < compounds; k++) {
            Array<btCollisionShape> parts = new Array<>();
            parts.addAll(w.shapes().box(0.3f + 0.5f * rnd.nextFloat(), 0.2f, 0.4f), w.shapes().sphere(0.3f + 0.3f * rnd.nextFloat()), w.shapes().convexHull(hull));
            Array<Matrix4> at = new Array<>();
            at.addAll(new Matrix4().set(new Vector3(-0.6f, 0, 0), randomRotation(rnd, q)), new Matrix4().setToTranslation(0.7f, 0.2f, 0),
                    new Matrix4().set(new Vector3(0, 0.5f, 0.6f), randomRotation(rnd, q)));
            btCollisionShape shape = w.shapes().compound(parts, at, new float[] {1, 2, 1});
            if (k % 2 == 1) {
                Array<btCollisionShape> outer = new Array<>();
                outer.addAll(shape, w.shapes().capsule(0.25f, 0.8f));
                Array<Matrix4> outerAt = new Array<>();
                outerAt.addAll(new Matrix4().set(new Vector3(0.3f, 0, 0), randomRotation(rnd, q)), new Matrix4().setToTranslation(-0.8f, 0, 0.5f));
                shape = w.shapes().compound(outer, outerAt, new float[] {4, 1});
            }
            w.createBody(new BodyDef().position(randomPoint(rnd, 5)).rotation(randomRotation(rnd, q)).mass(k % 3 == 0 ? 0 : 1).shape(shape));
        }
        // a bumpy grid of 2 * 10 * 10 triangles
        int side = 11;
        float[] vertices = new float[3 * side * side];
        for (int r = 0; r < side; r++)
            for (int c = 0; c < side; c++) {
                int v = 3 * (r * side + c);
                vertices[v] = c - 5f;
                vertices[v + 1] = 0.6f * rnd.nextFloat();
                vertices[v + 2] = r - 5f;
            }
        int[] indices = new int[6 * (side - 1) * (side - 1)];
        for (int r = 0, t = 0; r < side - 1; r++)
            for (int c = 0; c < side - 1; c++, t += 6) {
                int a = r * side + c;
                indices[t] = a;
                indices[t + 1] = a + side;
                indices[t + 2] = a + 1;
                indices[t + 3] = a + 1;
                indices[t + 4] = a + side;
                indices[t + 5] = a + side + 1;
            }
        btCollisionShape mesh = w.shapes().staticMesh(vertices, indices);
        w.createBody(new BodyDef().mass(0).position(0, -2, 0).rotation(randomRotation(rnd, q)).shape(mesh));
        w.createBody(new BodyDef().mass(0).position(1, 3, -1).rotation(randomRotation(rnd, q)).shape(w.shapes().scaled(mesh, new Vector3(0.7f, 1.5f, 1.2f))));
        float[] heights = new float[9 * 7];
        for (int k = 0; k < heights.length; k++) heights[k] = 1.5f * rnd.nextFloat();
        w.createBody(new BodyDef().mass(0).position(-1, 1, 2).shape(w.shapes().heightfield(heights, 9, 7, 0.9f)));
    }
}
