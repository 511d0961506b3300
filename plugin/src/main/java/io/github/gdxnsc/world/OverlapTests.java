package io.github.gdxnsc.world;

import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import io.github.gdxnsc.math.Rotations;
import io.github.gdxnsc.step.Bodies;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.function.ToDoubleFunction;

/**
 * Whether a query's sphere or box touches a body, decided exactly by the plugin for every shape it
 * can read ({@link ShapeParts}): a convex part by {@link SphereOverlap} or GJK ({@link ConvexRayCast}),
 * a triangle set by its {@link TriangleTree} and {@link TriangleOverlap}'s closed forms, a half-space
 * by its plane. Each body keeps its shape's parts (shared by every body of that shape, read when the
 * first is made), mirrored on the world's swap-removal. The parts are the shapes the user gave, a
 * collision skin taken off (ShapeParts), as the ray casts and sweeps take it off. Allocation-free
 * per query.
 */
final class OverlapTests {
    private final ConvexRayCast gjk;
    private final SphereOverlap sphere;
    /** Each shape's collision skin (m), read when its parts are made. */
    private final ToDoubleFunction<btCollisionShape> skins;
    /** Parts by shape: looked up when a body is made or removed, never iterated. */
    private final IdentityHashMap<btCollisionShape, ShapeParts> byShape = new IdentityHashMap<>();
    private ShapeParts[] parts = new ShapeParts[16];
    private int count;
    /** The body's pose, a part's world pose, a point and a box in a part's frame. */
    private final double[] body = new double[ShapeParts.POSE], pose = new double[ShapeParts.POSE], local = new double[3], localBox = new double[12];

    OverlapTests(ConvexRayCast gjk, ToDoubleFunction<btCollisionShape> skins) {
        this.gjk = gjk;
        this.sphere = new SphereOverlap(gjk);
        this.skins = skins;
    }

    /** Makes room for {@code n} bodies, at least doubling. */
    void ensureCapacity(int n) {
        if (n > parts.length) parts = Arrays.copyOf(parts, Math.max(n, 2 * parts.length));
    }

    /** Body {@code i} (the next index) was made with {@code shape}. */
    void added(btCollisionShape shape, int i) {
        if (i != count) throw new IllegalStateException("body " + i + " added out of order, expected " + count);
        ensureCapacity(i + 1);
        ShapeParts p = byShape.get(shape);
        if (p == null) byShape.put(shape, p = ShapeParts.of(shape, skins));
        p.uses++;
        parts[count++] = p;
    }

    /** Body {@code i} is removed and the last body takes its index. */
    void removed(int i) {
        ShapeParts p = parts[i];
        if (--p.uses == 0) {
            byShape.remove(p.shape);
            p.dispose();
        }
        parts[i] = parts[--count];
        parts[count] = null;
    }

    /** Disposes every shape's parts (their twins); the world is disposed. */
    void dispose() {
        for (ShapeParts p : byShape.values()) p.dispose();
        byShape.clear();
        Arrays.fill(parts, 0, count, null);
        count = 0;
    }

    /** Body i's shape's parts. */
    ShapeParts parts(int i) {
        return parts[i];
    }

    /** True when body i's shape holds a part the plugin cannot read, which Bullet's pair test must decide. */
    boolean unknown(int i) {
        return parts[i].unknown;
    }

    /** True when the sphere (centre c, radius r) touches or overlaps body i. */
    boolean sphereTouches(Bodies b, int i, double cx, double cy, double cz, double r) {
        ShapeParts p = parts[i];
        bodyPose(b, i);
        if (p.planes.length > 0) {
            toBodyFrame(cx, cy, cz, local);
            for (int k = 0; k < p.planes.length; k += 4)
                if (p.planes[k] * local[0] + p.planes[k + 1] * local[1] + p.planes[k + 2] * local[2] - p.planes[k + 3] <= r) return true;
        }
        for (int k = 0; k < p.convex.length; k++) {
            partPose(p.convexPose, k);
            if (sphere.touches(pose, p.convex[k], p.convexSkin[k], cx, cy, cz, r)) return true;
        }
        for (int k = 0; k < p.meshes.length; k++) {
            TriangleTree mesh = p.meshes[k];
            partPose(p.meshPose, k);
            Rotations.rotate(-pose[3], -pose[4], -pose[5], pose[6], cx - pose[0], cy - pose[1], cz - pose[2], local);
            double x = local[0], y = local[1], z = local[2], reach = r + mesh.margin;
            int n = mesh.query(x - r, y - r, z - r, x + r, y + r, z + r);
            for (int t = 0; t < n; t++)
                if (TriangleOverlap.distanceSquared(mesh.corners, 9 * mesh.found[t], x, y, z) <= reach * reach) return true;
        }
        return false;
    }

    /** True when the box (centre, then its axes scaled by its half extents: 12 numbers, world) touches or overlaps body i. */
    boolean boxTouches(Bodies b, int i, double[] box) {
        ShapeParts p = parts[i];
        bodyPose(b, i);
        if (p.planes.length > 0) {
            boxInto(body, box);
            for (int k = 0; k < p.planes.length; k += 4) {
                double nx = p.planes[k], ny = p.planes[k + 1], nz = p.planes[k + 2], reach = 0;
                for (int a = 3; a < 12; a += 3) reach += Math.abs(nx * localBox[a] + ny * localBox[a + 1] + nz * localBox[a + 2]);
                if (nx * localBox[0] + ny * localBox[1] + nz * localBox[2] - reach <= p.planes[k + 3]) return true;
            }
        }
        for (int k = 0; k < p.convex.length; k++) {
            partPose(p.convexPose, k);
            gjk.at(pose);
            if (gjk.distance(p.convex[k], box, p.convexSkin[k]) <= 0) return true;
        }
        for (int k = 0; k < p.meshes.length; k++) {
            TriangleTree mesh = p.meshes[k];
            partPose(p.meshPose, k);
            boxInto(pose, box);
            double ex = 0, ey = 0, ez = 0;
            for (int a = 3; a < 12; a += 3) {
                ex += Math.abs(localBox[a]);
                ey += Math.abs(localBox[a + 1]);
                ez += Math.abs(localBox[a + 2]);
            }
            double x = localBox[0], y = localBox[1], z = localBox[2];
            int n = mesh.query(x - ex, y - ey, z - ez, x + ex, y + ey, z + ez);
            for (int t = 0; t < n; t++) if (TriangleOverlap.boxTouches(localBox, mesh.corners, 9 * mesh.found[t], mesh.margin)) return true;
        }
        return false;
    }

    private void bodyPose(Bodies b, int i) {
        System.arraycopy(b.pos, 3 * i, body, 0, 3);
        System.arraycopy(b.rot, 4 * i, body, 3, 4);
    }

    /** {@link #pose} = the body's pose times part k's pose in the shape's frame. */
    private void partPose(double[] poses, int k) {
        int o = ShapeParts.POSE * k;
        Rotations.rotate(body[3], body[4], body[5], body[6], poses[o], poses[o + 1], poses[o + 2], pose);
        pose[0] += body[0];
        pose[1] += body[1];
        pose[2] += body[2];
        Rotations.multiply(body[3], body[4], body[5], body[6], poses[o + 3], poses[o + 4], poses[o + 5], poses[o + 6], pose, 3);
    }

    /** A world point into the body's frame. */
    private void toBodyFrame(double x, double y, double z, double[] out) {
        Rotations.rotate(-body[3], -body[4], -body[5], body[6], x - body[0], y - body[1], z - body[2], out);
    }

    /** {@link #localBox} = the world box in the frame of {@code at} (a pose). */
    private void boxInto(double[] at, double[] box) {
        Rotations.rotate(-at[3], -at[4], -at[5], at[6], box[0] - at[0], box[1] - at[1], box[2] - at[2], local);
        System.arraycopy(local, 0, localBox, 0, 3);
        for (int a = 3; a < 12; a += 3) {
            Rotations.rotate(-at[3], -at[4], -at[5], at[6], box[a], box[a + 1], box[a + 2], local);
            System.arraycopy(local, 0, localBox, a, 3);
        }
    }
}
