package io.github.gdxnsc.world;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btHeightfieldTerrainShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import com.badlogic.gdx.utils.Array;

/**
 * Draws a world as wireframes with a libGDX {@link ShapeRenderer}: bodies' shapes (boxes,
 * spheres, capsules and cylinders along y, ellipsoids as their three principal sections, convex
 * hulls as their points and local bounds, any
 * other convex shape as its outline in the three body planes, compounds child by child,
 * heightfields as their grid; triangle meshes are not drawn), contact points with their normals (speculative ones, still
 * apart, in another colour) and joints (centre to anchor to centre). Colours are public fields.
 * Call {@link #draw} between frames with the camera's combined matrix set on the renderer; it
 * begins and ends a line batch itself when the renderer is not drawing. Any other line renderer
 * can take the lines through {@link Lines}.
 */
public final class DebugDrawer {
    /** Where the lines go: a ShapeRenderer, or anything else that draws world-space lines. */
    public interface Lines {
        /** The colour of the lines that follow. */
        void color(Color color);

        /** One line segment, world coordinates (m); the vectors are reused after the call. */
        void line(Vector3 from, Vector3 to);
    }

    /** Adapts a ShapeRenderer (set once per draw call). */
    private final class ShapeLines implements Lines {
        ShapeRenderer r;

        @Override
        public void color(Color color) {
            r.setColor(color);
        }

        @Override
        public void line(Vector3 from, Vector3 to) {
            r.line(from, to);
        }
    }

    private final ShapeLines shapeLines = new ShapeLines();
    /** Line colours: dynamic, static, kinematic and sensor bodies' shapes, touching and speculative contacts, joints (edit in place). */
    public final Color dynamicColor = new Color(0.2f, 0.9f, 0.3f, 1), staticColor = new Color(0.6f, 0.6f, 0.6f, 1),
            kinematicColor = new Color(0.3f, 0.6f, 1f, 1), sensorColor = new Color(1f, 0.8f, 0.1f, 1),
            contactColor = new Color(1f, 0.2f, 0.2f, 1), speculativeColor = new Color(1f, 0.6f, 0.8f, 1),
            jointColor = new Color(0.9f, 0.3f, 0.9f, 1);
    /** What to draw: the bodies' shapes, the contact points with their normals, the joints' anchors and axes (all on by default). */
    public boolean drawShapes = true, drawContacts = true, drawJoints = true;
    /** Length (m) of a contact's normal line. */
    public float normalLength = 0.25f;
    /** Segments per circle. */
    public int segments = 16;

    private final Matrix4 m = new Matrix4();
    private final Vector3 a = new Vector3(), b = new Vector3(), c = new Vector3(), d = new Vector3(), e = new Vector3();

    /** Draws {@code world} with {@code renderer}, beginning and ending a line batch when it is not drawing already. */
    public void draw(NscWorld world, ShapeRenderer renderer) {
        boolean begun = !renderer.isDrawing();
        if (begun) renderer.begin(ShapeRenderer.ShapeType.Line);
        shapeLines.r = renderer;
        draw(world, shapeLines);
        shapeLines.r = null;
        if (begun) renderer.end();
    }

    /** Draws into any line sink. */
    public void draw(NscWorld world, Lines r) {
        world.checkShapes("DebugDrawer.draw()");
        if (drawShapes) {
            Array<RigidBody> bodies = world.getBodies();
            for (int i = 0; i < bodies.size; i++) drawBody(bodies.get(i), r);
        }
        if (drawContacts) {
            for (int k = 0, n = world.getContactCount(); k < n; k++) {
                world.getContact(k, a, b, null);
                r.color(world.getContactDistance(k) > 0 ? speculativeColor : contactColor);
                cross(r, a, 0.03f);
                r.line(a, c.set(b).scl(normalLength).add(a));
            }
        }
        if (drawJoints) {
            Array<Joint> joints = world.getJoints();
            r.color(jointColor);
            for (int j = 0; j < joints.size; j++) {
                Joint jt = joints.get(j);
                jt.getAnchorA(a);
                jt.getAnchorB(b);
                r.line(jt.getBodyA().getPosition(c), a);
                r.line(a, b);
                if (jt.getBodyB() != null) r.line(b, jt.getBodyB().getPosition(c));
                cross(r, a, 0.05f);
            }
        }
    }

    private void drawBody(RigidBody body, Lines r) {
        body.getTransform(m);
        r.color(body.isSensor() ? sensorColor : body.isKinematic() ? kinematicColor : body.isStatic() ? staticColor : dynamicColor);
        drawShape(body.getWorld().shapes(), body.getShape(), r, 0);
    }

    /** Transforms of a compound's children while they are drawn (nesting depth at most {@link #MAX_DEPTH}). */
    private static final int MAX_DEPTH = 4;
    private final Matrix4[] saved = {new Matrix4(), new Matrix4(), new Matrix4(), new Matrix4()};
    private final Matrix4 child = new Matrix4();

    /** Shape s in the frame {@link #m}. */
    private void drawShape(NscShapes shapes, btCollisionShape s, Lines r, int depth) {
        if (s instanceof btCompoundShape) {
            if (depth >= MAX_DEPTH) return;
            btCompoundShape compound = (btCompoundShape) s;
            saved[depth].set(m);
            for (int i = 0, n = compound.getNumChildShapes(); i < n; i++) {
                m.set(saved[depth]).mul(child.set(compound.getChildTransform(i)));
                drawShape(shapes, compound.getChildShape(i), r, depth + 1);
            }
            m.set(saved[depth]);
            return;
        }
        if (s instanceof btHeightfieldTerrainShape) {
            ShapeKit.Heightfield f = shapes.heightfieldOf(s);
            if (f != null) heightfield(r, f);
            return;
        }
        Vector3 semiAxes = shapes.ellipsoidOf(s);
        float skin = shapes.skinOf(s); // drawn at the given size, as the game's models are, not grown by the collision skin
        if (semiAxes != null) {
            ellipsoid(r, semiAxes);
        } else if (s instanceof btBoxShape) {
            Vector3 h = ((btBoxShape) s).getHalfExtentsWithMargin().sub(skin);
            box(r, h.x, h.y, h.z);
        } else if (s instanceof btSphereShape) {
            float rad = ((btSphereShape) s).getRadius() - skin;
            for (int axis = 0; axis < 3; axis++) circle(r, axis, 0, rad);
        } else if (s.getClass() == btCapsuleShape.class) { // not the X and Z subclasses: the outline draws those
            btCapsuleShape cap = (btCapsuleShape) s;
            float rad = cap.getRadius() - skin, hh = cap.getHalfHeight();
            circle(r, 1, hh, rad);
            circle(r, 1, -hh, rad);
            for (int k = 0; k < 4; k++) {
                float ang = k * MathUtils.HALF_PI;
                segment(r, rad * MathUtils.cos(ang), -hh, rad * MathUtils.sin(ang), rad * MathUtils.cos(ang), hh, rad * MathUtils.sin(ang));
            }
            // the caps: half circles over the top and under the bottom
            arc(r, hh, rad, 1);
            arc(r, -hh, rad, -1);
        } else if (s.getClass() == btCylinderShape.class) {
            Vector3 h = ((btCylinderShape) s).getHalfExtentsWithMargin().sub(skin);
            circle(r, 1, h.y, h.x);
            circle(r, 1, -h.y, h.x);
            for (int k = 0; k < 4; k++) {
                float ang = k * MathUtils.HALF_PI;
                segment(r, h.x * MathUtils.cos(ang), -h.y, h.x * MathUtils.sin(ang), h.x * MathUtils.cos(ang), h.y, h.x * MathUtils.sin(ang));
            }
        } else if (s instanceof btConvexHullShape) {
            btConvexHullShape hull = (btConvexHullShape) s;
            float minX = Float.MAX_VALUE, minY = Float.MAX_VALUE, minZ = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, maxY = -Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
            for (int k = 0, n = hull.getNumPoints(); k < n; k++) {
                Vector3 p = hull.getScaledPoint(k);
                minX = Math.min(minX, p.x);
                minY = Math.min(minY, p.y);
                minZ = Math.min(minZ, p.z);
                maxX = Math.max(maxX, p.x);
                maxY = Math.max(maxY, p.y);
                maxZ = Math.max(maxZ, p.z);
                cross(r, c.set(p).mul(m), 0.02f);
            }
            m.translate((minX + maxX) / 2, (minY + maxY) / 2, (minZ + maxZ) / 2);
            box(r, (maxX - minX) / 2, (maxY - minY) / 2, (maxZ - minZ) / 2);
        } else if (s instanceof btConvexShape) {
            outline(r, (btConvexShape) s, skin);
        }
    }

    /**
     * Any other convex shape (cones, capsules and cylinders along x or z, scaled shapes): its
     * outline in the three body planes, traced by its support points.
     */
    private void outline(Lines r, btConvexShape s, float skin) {
        for (int plane = 0; plane < 3; plane++) {
            for (int k = 0; k <= segments; k++) {
                float ang = MathUtils.PI2 * k / segments, u = MathUtils.cos(ang), v = MathUtils.sin(ang);
                c.set(plane == 0 ? 0 : u, plane == 0 ? u : plane == 1 ? 0 : v, plane == 2 ? 0 : v);
                Vector3 p = s.localGetSupportingVertex(c);
                d.set(p).mulAdd(c, -skin);
                if (k > 0) r.line(a.set(e).mul(m), b.set(d).mul(m));
                e.set(d);
            }
        }
    }

    /** A heightfield's grid lines, in the frame Bullet centres it in (its height range's middle at the origin). */
    private void heightfield(Lines r, ShapeKit.Heightfield f) {
        float ox = (f.columns - 1) / 2f, oz = (f.rows - 1) / 2f;
        for (int row = 0; row < f.rows; row++) {
            for (int col = 0; col < f.columns; col++) {
                float x = (col - ox) * f.cellSize, z = (row - oz) * f.cellSize, y = f.heights[row * f.columns + col] - f.mid;
                if (col + 1 < f.columns) segment(r, x, y, z, x + f.cellSize, f.heights[row * f.columns + col + 1] - f.mid, z);
                if (row + 1 < f.rows) segment(r, x, y, z, x, f.heights[(row + 1) * f.columns + col] - f.mid, z + f.cellSize);
            }
        }
    }

    private void box(Lines r, float hx, float hy, float hz) {
        for (int k = 0; k < 4; k++) {
            float sx = (k & 1) == 0 ? -hx : hx, sz = (k & 2) == 0 ? -hz : hz;
            segment(r, sx, -hy, sz, sx, hy, sz); // the four vertical edges
        }
        for (int y = -1; y <= 1; y += 2) {
            float py = y * hy;
            segment(r, -hx, py, -hz, hx, py, -hz);
            segment(r, hx, py, -hz, hx, py, hz);
            segment(r, hx, py, hz, -hx, py, hz);
            segment(r, -hx, py, hz, -hx, py, -hz);
        }
    }

    /** A circle of radius rad about body axis {@code axis} (0 x, 1 y, 2 z), offset along it. */
    private void circle(Lines r, int axis, float offset, float rad) {
        for (int k = 0; k < segments; k++) {
            float a0 = MathUtils.PI2 * k / segments, a1 = MathUtils.PI2 * (k + 1) / segments;
            float u0 = rad * MathUtils.cos(a0), v0 = rad * MathUtils.sin(a0), u1 = rad * MathUtils.cos(a1), v1 = rad * MathUtils.sin(a1);
            if (axis == 0) segment(r, offset, u0, v0, offset, u1, v1);
            else if (axis == 1) segment(r, u0, offset, v0, u1, offset, v1);
            else segment(r, u0, v0, offset, u1, v1, offset);
        }
    }

    /** An ellipsoid's three principal sections (a hull of many points, drawn as the surface it stands for). */
    private void ellipsoid(Lines r, Vector3 semi) {
        for (int k = 0; k < segments; k++) {
            float a0 = MathUtils.PI2 * k / segments, a1 = MathUtils.PI2 * (k + 1) / segments;
            float c0 = MathUtils.cos(a0), s0 = MathUtils.sin(a0), c1 = MathUtils.cos(a1), s1 = MathUtils.sin(a1);
            segment(r, 0, semi.y * c0, semi.z * s0, 0, semi.y * c1, semi.z * s1);
            segment(r, semi.x * c0, 0, semi.z * s0, semi.x * c1, 0, semi.z * s1);
            segment(r, semi.x * c0, semi.y * s0, 0, semi.x * c1, semi.y * s1, 0);
        }
    }

    /** Two half circles (in the xy and zy planes) capping a capsule at height y, bulging to {@code side}. */
    private void arc(Lines r, float y, float rad, int side) {
        int half = segments / 2;
        for (int k = 0; k < half; k++) {
            float a0 = MathUtils.PI * k / half, a1 = MathUtils.PI * (k + 1) / half;
            float u0 = rad * MathUtils.cos(a0), w0 = side * rad * MathUtils.sin(a0), u1 = rad * MathUtils.cos(a1), w1 = side * rad * MathUtils.sin(a1);
            segment(r, u0, y + w0, 0, u1, y + w1, 0);
            segment(r, 0, y + w0, u0, 0, y + w1, u1);
        }
    }

    /** A body-frame segment, drawn in the world. */
    private void segment(Lines r, float x0, float y0, float z0, float x1, float y1, float z1) {
        r.line(a.set(x0, y0, z0).mul(m), b.set(x1, y1, z1).mul(m));
    }

    private void cross(Lines r, Vector3 p, float s) {
        r.line(d.set(p).add(-s, 0, 0), e.set(p).add(s, 0, 0));
        r.line(d.set(p).add(0, -s, 0), e.set(p).add(0, s, 0));
        r.line(d.set(p).add(0, 0, -s), e.set(p).add(0, 0, s));
    }
}
