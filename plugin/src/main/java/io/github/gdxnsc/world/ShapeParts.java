package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConcaveShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.math.Rotations;
import java.util.function.ToDoubleFunction;

/**
 * A collision shape flattened for the overlap queries: its convex parts, its triangle sets and its
 * half-spaces, each at a pose in the shape's frame (position, then rotation x, y, z, w). A compound
 * contributes its children under their transforms, recursively; a concave shape (a triangle mesh, a
 * heightfield) its triangles in a {@link TriangleTree}; a static plane its half-space. Made once per
 * shape, when the first body with it is made (as the query broadphase measures the shape's box
 * then): a compound edited later keeps the parts it had.
 *
 * <p>The parts are the shapes the user gave, not the ones a collision skin grew (ShapeSkins): where
 * the skin rounds a part further (a sphere's or capsule's radius, a hull's or cone's margin, the
 * triangles' margin) the queries take it off that rounding; a box or cylinder grows its extents,
 * so its part is a twin of its given size, made here and disposed with the parts.
 */
final class ShapeParts {
    /** Poses are seven numbers: position, then rotation (x, y, z, w). */
    static final int POSE = 7;

    final btCollisionShape shape;
    /** The convex parts as the queries read them: the collided shape, or the twin of a grown box or cylinder. */
    final btConvexShape[] convex;
    /** Per convex part, the skin (m) to take off its radius or rounding (0 for a twin, which is the given size already). */
    final double[] convexSkin;
    final double[] convexPose;
    final TriangleTree[] meshes;
    final double[] meshPose;
    /** Per half-space, in the shape's frame: the outward normal and the plane's offset (n . x = offset on the plane). */
    final double[] planes;
    /** The shape holds a part this class cannot read (Bullet's pair test decides it). */
    final boolean unknown;
    /** The twins made for the queries, which these parts own. */
    private final btConvexShape[] twins;
    /** How many bodies of the world use this shape. */
    int uses;

    private ShapeParts(btCollisionShape shape, Reader r) {
        this.shape = shape;
        convex = r.convex.toArray(btConvexShape.class);
        convexSkin = r.convexSkin.toArray();
        twins = r.twins.toArray(btConvexShape.class);
        convexPose = r.convexPose.toArray();
        meshes = r.meshes.toArray(TriangleTree.class);
        meshPose = r.meshPose.toArray();
        planes = r.planes.toArray();
        unknown = r.unknown;
    }

    /** The parts of {@code shape}, each part's collision skin (m) read from {@code skins} (0 for a shape no skin grew). */
    static ShapeParts of(btCollisionShape shape, ToDoubleFunction<btCollisionShape> skins) {
        Reader r = new Reader(skins);
        r.read(shape, new double[] {0, 0, 0, 0, 0, 0, 1});
        return new ShapeParts(shape, r);
    }

    /** Disposes the twins; idempotent. */
    void dispose() {
        for (int k = 0; k < twins.length; k++) {
            if (twins[k] != null) twins[k].dispose();
            twins[k] = null;
        }
    }

    /** Collects the parts of a shape tree, composing the poses on the way down. */
    private static final class Reader {
        final ToDoubleFunction<btCollisionShape> skins;
        final Array<btConvexShape> convex = new Array<>();
        final DoubleList convexSkin = new DoubleList();
        final Array<btConvexShape> twins = new Array<>();
        final DoubleList convexPose = new DoubleList();
        final Array<TriangleTree> meshes = new Array<>();
        final DoubleList meshPose = new DoubleList();
        final DoubleList planes = new DoubleList();
        boolean unknown;

        Reader(ToDoubleFunction<btCollisionShape> skins) {
            this.skins = skins;
        }

        void read(btCollisionShape s, double[] pose) {
            float skin = (float) skins.applyAsDouble(s);
            if (s instanceof btConvexShape) {
                btConvexShape twin = skin > 0 ? ShapeSkins.givenTwin((btConvexShape) s, skin) : null;
                if (twin != null) twins.add(twin);
                convex.add(twin != null ? twin : (btConvexShape) s);
                convexSkin.addAll(new double[] {twin != null ? 0 : skin});
                convexPose.addAll(pose);
            } else if (s instanceof btCompoundShape) {
                btCompoundShape c = (btCompoundShape) s;
                for (int k = 0; k < c.getNumChildShapes(); k++) read(c.getChildShape(k), compose(pose, c.getChildTransform(k)));
            } else if (s instanceof btStaticPlaneShape) {
                btStaticPlaneShape p = (btStaticPlaneShape) s;
                Vector3 n = p.getPlaneNormal();
                double[] w = new double[3];
                Rotations.rotate(pose[3], pose[4], pose[5], pose[6], n.x, n.y, n.z, w);
                double offset = p.getPlaneConstant() + w[0] * pose[0] + w[1] * pose[1] + w[2] * pose[2];
                planes.addAll(new double[] {w[0], w[1], w[2], offset});
            } else if (s instanceof btConcaveShape) {
                meshes.add(TriangleTree.of((btConcaveShape) s, skin));
                meshPose.addAll(pose);
            } else {
                unknown = true;
            }
        }

        /** pose times the child's transform (a rotation and a translation). */
        private static double[] compose(double[] pose, Matrix4 child) {
            float[] m = child.val;
            double[] q = quaternion(m), out = new double[POSE];
            Rotations.rotate(pose[3], pose[4], pose[5], pose[6], m[Matrix4.M03], m[Matrix4.M13], m[Matrix4.M23], out);
            out[0] += pose[0];
            out[1] += pose[1];
            out[2] += pose[2];
            Rotations.multiply(pose[3], pose[4], pose[5], pose[6], q[0], q[1], q[2], q[3], out, 3);
            Rotations.normalise(out[3], out[4], out[5], out[6], out, 3);
            return out;
        }

        /** The unit quaternion of a transform's rotation part (Shepperd: from the largest of the four candidates). */
        private static double[] quaternion(float[] m) {
            double m00 = m[Matrix4.M00], m11 = m[Matrix4.M11], m22 = m[Matrix4.M22], trace = m00 + m11 + m22;
            double x, y, z, w;
            if (trace > 0) {
                double s = 2 * Math.sqrt(trace + 1);
                w = s / 4;
                x = (m[Matrix4.M21] - m[Matrix4.M12]) / s;
                y = (m[Matrix4.M02] - m[Matrix4.M20]) / s;
                z = (m[Matrix4.M10] - m[Matrix4.M01]) / s;
            } else if (m00 > m11 && m00 > m22) {
                double s = 2 * Math.sqrt(1 + m00 - m11 - m22);
                w = (m[Matrix4.M21] - m[Matrix4.M12]) / s;
                x = s / 4;
                y = (m[Matrix4.M01] + m[Matrix4.M10]) / s;
                z = (m[Matrix4.M02] + m[Matrix4.M20]) / s;
            } else if (m11 > m22) {
                double s = 2 * Math.sqrt(1 + m11 - m00 - m22);
                w = (m[Matrix4.M02] - m[Matrix4.M20]) / s;
                x = (m[Matrix4.M01] + m[Matrix4.M10]) / s;
                y = s / 4;
                z = (m[Matrix4.M12] + m[Matrix4.M21]) / s;
            } else {
                double s = 2 * Math.sqrt(1 + m22 - m00 - m11);
                w = (m[Matrix4.M10] - m[Matrix4.M01]) / s;
                x = (m[Matrix4.M02] + m[Matrix4.M20]) / s;
                y = (m[Matrix4.M12] + m[Matrix4.M21]) / s;
                z = s / 4;
            }
            double[] q = new double[4];
            Rotations.normalise(x, y, z, w, q, 0);
            return q;
        }
    }

    /** A growing list of doubles (built once per shape). */
    private static final class DoubleList {
        private double[] items = new double[16];
        private int size;

        void addAll(double[] values) {
            if (size + values.length > items.length) items = java.util.Arrays.copyOf(items, 2 * (size + values.length));
            System.arraycopy(values, 0, items, size, values.length);
            size += values.length;
        }

        double[] toArray() {
            return java.util.Arrays.copyOf(items, size);
        }
    }
}
