package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Shapes scaled by a factor per axis: the scaled solid's inertia (closed forms of a box, an
 * ellipsoid, a cylinder, a sphere scaled uniformly), the ellipsoid's reach in every direction, rest
 * heights on the ground, drawing, and the refusals of what has no scaled form. The reach and the
 * rest heights are checked without a collision skin and with one (the scaled shape keeps its
 * original's skin).
 */
class ScaledShapeTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscWorld world(boolean gravity) {
        return world(gravity, 0);
    }

    private static NscWorld world(boolean gravity, float skin) {
        NscConfig c = Scenes.config(1);
        if (!gravity) c.gravity.setZero();
        c.contactSkin = skin;
        return new NscWorld(c);
    }

    private static void assertInertia(double x, double y, double z, RigidBody b, String what) {
        Vector3 i = b.getLocalInertia(new Vector3());
        System.out.printf("%s inertia %s (closed form %.5f, %.5f, %.5f)%n", what, i, x, y, z);
        assertEquals(x, i.x, 1e-5 * Math.max(1, x), what + " x");
        assertEquals(y, i.y, 1e-5 * Math.max(1, y), what + " y");
        assertEquals(z, i.z, 1e-5 * Math.max(1, z), what + " z");
    }

    @Test
    void scaledSolidsGetTheirClosedFormInertia() {
        NscWorld w = world(false);
        try {
            NscShapes s = w.shapes();
            float m = 3;
            // a unit cube scaled to half extents (1, 0.5, 0.25): m (b^2 + c^2) / 3 about x, and so on
            RigidBody box = w.createBody(new BodyDef().shape(s.scaled(s.box(0.5f, 0.5f, 0.5f), new Vector3(2, 1, 0.5f))).mass(m));
            assertInertia(m * (0.25 + 0.0625) / 3, m * (1 + 0.0625) / 3, m * (1 + 0.25) / 3, box, "box");
            // a sphere of radius 0.5 scaled to semi-axes (1, 0.3, 0.6): m (b^2 + c^2) / 5
            RigidBody ell = w.createBody(new BodyDef().shape(s.scaled(s.sphere(0.5f), new Vector3(2, 0.6f, 1.2f))).mass(m).position(4, 0, 0));
            assertInertia(m * (0.09 + 0.36) / 5, m * (1 + 0.36) / 5, m * (1 + 0.09) / 5, ell, "ellipsoid");
            // uniform: radius 1, 2 m r^2 / 5 (Bullet's btUniformScalingShape would scale 0.1 by the factor, not its square)
            RigidBody ball = w.createBody(new BodyDef().shape(s.scaled(s.sphere(0.5f), new Vector3(2, 2, 2))).mass(m).position(8, 0, 0));
            assertInertia(0.4 * m, 0.4 * m, 0.4 * m, ball, "uniformly scaled sphere");
            // a cylinder along x, radius 0.3 and length 2, scaled to radius 0.6 and length 1: m r^2 / 2 along, m (3 r^2 + L^2) / 12 across
            RigidBody cyl = w.createBody(new BodyDef().shape(s.scaled(s.cylinder(Axis.X, 0.6f, 2), new Vector3(0.5f, 2, 2))).mass(m).position(12, 0, 0));
            double across = m * (3 * 0.36 + 1) / 12;
            assertInertia(m * 0.36 / 2, across, across, cyl, "cylinder");
            // the inertia is what the body turns with: a torque about a principal axis spins the ellipsoid up at tau / I
            for (int i = 0; i < 10; i++) {
                ell.applyTorque(new Vector3(0, 0.5f, 0));
                w.stepOnce();
            }
            double t = 10 * w.getConfig().timeStep, spin = 0.5 / (m * (1 + 0.36) / 5) * t;
            assertEquals(spin, ell.getAngularVelocity(new Vector3()).y, 1e-5 * spin);
        } finally {
            w.dispose();
        }
    }

    @ParameterizedTest
    @ValueSource(floats = {0, 0.001f})
    void theEllipsoidReachesItsSurfaceInEveryDirection(float contactSkin) {
        NscWorld w = world(false, contactSkin);
        try {
            Vector3 a = new Vector3(1, 0.3f, 0.6f);
            btConvexShape ell = (btConvexShape) w.shapes().scaled(w.shapes().sphere(1), a);
            float skin = w.shapes().skinOf(ell); // Bullet's support reaches the collided ellipsoid: the given one and the skin
            assertEquals(contactSkin, skin, 0f, "the scaled sphere keeps its skin");
            java.util.Random rnd = new java.util.Random(5);
            Vector3 d = new Vector3();
            double worst = 0;
            for (int k = 0; k < 2000; k++) {
                d.set((float) rnd.nextGaussian(), (float) rnd.nextGaussian(), (float) rnd.nextGaussian()).nor();
                // the support function of an ellipsoid: sqrt(sum a_i^2 d_i^2)
                double exact = Math.sqrt(a.x * a.x * d.x * d.x + a.y * a.y * d.y * d.y + a.z * a.z * d.z * d.z);
                double reach = ell.localGetSupportingVertex(d).dot(d) - skin;
                worst = Math.max(worst, Math.abs(reach - exact) / exact);
            }
            System.out.printf("ellipsoid: worst support error %.5f of the exact reach%n", worst);
            assertTrue(worst < 0.003, "support within 0.3 % of the ellipsoid's, worst " + worst);
            for (Vector3 axis : new Vector3[] {Vector3.X, Vector3.Y, Vector3.Z})
                assertEquals(axis.dot(a) + skin, ell.localGetSupportingVertex(axis).dot(axis), 1e-5f, "reach along " + axis);
        } finally {
            w.dispose();
        }
    }

    @ParameterizedTest
    @ValueSource(floats = {0, 0.001f})
    void scaledShapesRestAtTheirScaledHalfHeight(float contactSkin) {
        NscWorld w = world(true, contactSkin);
        try {
            Scenes.ground(w, 0.8f, 0);
            NscShapes s = w.shapes();
            btCollisionShape ell = s.scaled(s.sphere(0.5f), new Vector3(2, 0.6f, 1.2f)); // semi-axes 1, 0.3, 0.6
            btCollisionShape box = s.scaled(s.box(0.5f, 0.5f, 0.5f), new Vector3(2, 0.4f, 1)); // half extents 1, 0.2, 0.5
            btCollisionShape cyl = s.scaled(s.cylinder(Axis.Y, 0.6f, 2), new Vector3(2, 0.25f, 2)); // radius 0.6, height 0.5
            btCollisionShape hull = s.scaled(s.convexHull(new float[] {-1, 0, -1, 1, 0, -1, 1, 0, 1, -1, 0, 1, 0, 1, 0}), new Vector3(1, 0.5f, 2));
            RigidBody[] bodies = {
                w.createBody(new BodyDef().shape(ell).mass(1).position(-6, 0.35f, 0)),
                // turned a quarter about x: its 0.6 semi-axis (z) now points up, an unstable rest it keeps while nothing tips it
                w.createBody(new BodyDef().shape(ell).mass(1).position(-3, 0.65f, 0).rotation(new Quaternion(Vector3.X, 90))),
                w.createBody(new BodyDef().shape(box).mass(1).position(0, 0.25f, 0)),
                w.createBody(new BodyDef().shape(cyl).mass(1).position(3, 0.3f, 0)),
                w.createBody(new BodyDef().shape(hull).mass(1).position(6, 0.05f, 0)),
            };
            // centre above the ground: semi-axis or half extent less what of the rest depth the two skins do not hold;
            // the pyramid hull's apex 0.5 up, its base on the ground at its given margin
            NscConfig c = w.getConfig();
            float skin = s.skinOf(hull), sink = c.contactSlop * c.contactRestShare - 2 * skin, hullMargin = ((btConvexShape) hull).getMargin() - skin;
            float[] expected = {0.3f - sink, 0.6f - sink, 0.2f - sink, 0.25f - sink, hullMargin - sink};
            for (int i = 0; i < 120; i++) w.stepOnce();
            Vector3 p = new Vector3();
            for (int i = 0; i < bodies.length; i++) {
                bodies[i].getPosition(p);
                System.out.printf("skin %.4f: scaled shape %d rests at %.4f (expected %.4f), speed %.2e%n", contactSkin, i, p.y, expected[i], bodies[i].getLinearVelocity(new Vector3()).len());
                assertEquals(expected[i], p.y, 1.5e-3f, "shape " + i);
            }
        } finally {
            w.dispose();
        }
    }

    @Test
    void theDebugDrawerDrawsTheScaledShapesAtTheirSize() {
        NscWorld w = world(false);
        try {
            NscShapes s = w.shapes();
            RenderingHelpersTest.Recorder rec = new RenderingHelpersTest.Recorder();
            DebugDrawer dd = new DebugDrawer();
            dd.drawContacts = dd.drawJoints = false;
            btCollisionShape[] shapes = {s.scaled(s.sphere(0.5f), new Vector3(2, 0.6f, 1.2f)), s.scaled(s.box(0.5f, 0.5f, 0.5f), new Vector3(2, 0.4f, 1)),
                s.scaled(s.cylinder(Axis.Y, 0.6f, 2), new Vector3(2, 0.25f, 2))};
            float[][] half = {{1, 0.3f, 0.6f}, {1, 0.2f, 0.5f}, {0.6f, 0.25f, 0.6f}};
            for (int i = 0; i < shapes.length; i++) {
                RigidBody b = w.createBody(new BodyDef().shape(shapes[i]).mass(0));
                rec.xyz.clear();
                dd.draw(w, rec);
                assertTrue(rec.xyz.size > 0, "shape " + i + " drawn");
                assertTrue(rec.xyz.size < 6 * 200, "shape " + i + " drawn with " + rec.xyz.size / 6 + " lines, not one per hull point");
                float[] reach = new float[3];
                for (int k = 0; k < rec.xyz.size; k++) reach[k % 3] = Math.max(reach[k % 3], Math.abs(rec.xyz.get(k)));
                for (int a = 0; a < 3; a++) assertEquals(half[i][a], reach[a], 1e-4f, "shape " + i + " axis " + a);
                w.destroyBody(b);
            }
        } finally {
            w.dispose();
        }
    }

    @Test
    void whatHasNoScaledFormIsRefusedNamingIt() {
        NscWorld w = world(false);
        try {
            NscShapes s = w.shapes();
            btCollisionShape capsule = s.capsule(0.2f, 1), cylinder = s.cylinder(Axis.Y, 1, 1), cone = s.cone(Axis.Y, 1, 1), box = s.box(1, 1, 1);
            int before = s.size();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.scaled(capsule, new Vector3(1, 2, 1)));
            assertTrue(e.getMessage().contains("capsule") && e.getMessage().contains("(1.0,2.0,1.0)"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> s.scaled(cylinder, new Vector3(1, 2, 3)));
            assertTrue(e.getMessage().contains("across a cylinder's axis (Y)"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> s.scaled(cone, new Vector3(1, 2, 1)));
            assertTrue(e.getMessage().contains("btCompoundShape"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> s.scaled(box, new Vector3(1, 0, 1)));
            assertTrue(e.getMessage().contains("scale.y"), e.getMessage());
            assertEquals(before, s.size(), "a refused call makes nothing");
        } finally {
            w.dispose();
        }
    }
}
