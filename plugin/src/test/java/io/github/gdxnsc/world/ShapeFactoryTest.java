package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShapeX;
import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The shape factory's axis shapes, cones, scaled shapes, compounds and heightfields: sizes, rest heights, mass properties, drawing, disposal. */
class ShapeFactoryTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Drops a body of {@code shape} from just above its rest height and returns its height after 2 s. */
    private static float restHeight(NscWorld w, btCollisionShape shape, float x) {
        RigidBody b = w.createBody(new BodyDef().shape(shape).mass(1).position(x, 2.5f, 0));
        for (int i = 0; i < 120; i++) w.stepOnce();
        return b.getPosition(new Vector3()).y;
    }

    @Test
    void axisShapesConesAndScaledShapesRestAtTheirHalfHeight() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.8f, 0);
            NscShapes s = w.shapes();
            // ModelBuilder's sizes: full diameter and height; a capsule's height tip to tip
            float[][] cases = {
                {restHeight(w, s.cylinder(Axis.X, 0.6f, 2), -8), 0.3f},
                {restHeight(w, s.cylinder(Axis.Y, 0.6f, 2), -5), 1f},
                {restHeight(w, s.cylinder(Axis.Z, 0.6f, 2), -2), 0.3f},
                {restHeight(w, s.capsule(Axis.X, 0.25f, 1.5f), 1), 0.25f},
                {restHeight(w, s.capsule(Axis.Z, 0.25f, 1.5f), 4), 0.25f},
                {restHeight(w, s.cone(Axis.Y, 1, 1), 7), 0.25f}, // a cone's body sits at its centre of mass, h/4 above its base
                {restHeight(w, s.scaled(s.sphere(0.5f), new Vector3(2, 2, 2)), 11), 1f},
            };
            for (int i = 0; i < cases.length; i++) {
                System.out.printf("shape %d rests at %.4f (expected %.4f)%n", i, cases[i][0], cases[i][1]);
                assertEquals(cases[i][1], cases[i][0], 0.01f, "case " + i);
            }
        } finally {
            w.dispose();
        }
    }

    @Test
    void compoundsPutTheBodyAtTheirCentreOfMassWithTheInertiaAboutIt() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        try {
            NscShapes s = w.shapes();
            btCollisionShape cube = s.box(0.5f, 0.5f, 0.5f);
            // 3 kg at x = 0 and 1 kg at x = 2: the centre of mass at x = 0.5
            btCollisionShape dumbbell = s.compound(Array.with(cube, cube), Array.with(new Matrix4(), new Matrix4().setToTranslation(2, 0, 0)), new float[] {3, 1});
            assertEquals(0.5f, s.centreOfMass(dumbbell, new Vector3()).x, 1e-6f);
            RigidBody b = w.createBody(new BodyDef().shape(dumbbell).mass(4));
            // about z: the cubes' own m/6 each, plus m d^2 (3 * 0.5^2 + 1 * 1.5^2)
            double izz = 3 / 6.0 + 1 / 6.0 + 3 * 0.25 + 1 * 2.25, iyy = izz, ixx = 4 / 6.0;
            Vector3 inertia = b.getLocalInertia(new Vector3());
            System.out.printf("compound inertia %s (expected %.4f, %.4f, %.4f)%n", inertia, ixx, iyy, izz);
            assertEquals(ixx, inertia.x, 1e-5);
            assertEquals(iyy, inertia.y, 1e-5);
            assertEquals(izz, inertia.z, 1e-5);
            // a torque about z spins it up at tau / Izz, about its centre of mass, which stays put
            for (int i = 0; i < 30; i++) {
                b.applyTorque(new Vector3(0, 0, 2));
                w.stepOnce();
            }
            Vector3 v = new Vector3();
            assertEquals(2 * 0.5 / izz, b.getAngularVelocity(v).z, 1e-4);
            assertEquals(0, b.getPosition(v).len(), 1e-6f);
            assertThrows(IllegalArgumentException.class, () -> s.compound(Array.with(cube), Array.with(new Matrix4()), new float[] {0}));
        } finally {
            w.dispose();
        }
    }

    @Test
    void heightfieldHoldsABallAtTheHeightUnderIt() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            int n = 9;
            float[] heights = new float[n * n];
            for (int r = 0; r < n; r++)
                for (int col = 0; col < n; col++) heights[r * n + col] = 2 + 0.25f * (col - 4); // a ramp rising along x, 2 m at the middle column
            btCollisionShape field = w.shapes().heightfield(heights, n, n, 1);
            w.createBody(new BodyDef().shape(field).mass(0));
            // a box on the ramp's middle (x = 0): slope 0.25, friction 1 holds it; its centre 0.25 m above the surface along the normal
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).friction(1).position(0, 3, 0));
            ball.setRollingFriction(0.5f);
            for (int i = 0; i < 120; i++) w.stepOnce();
            Vector3 p = ball.getPosition(new Vector3());
            double surface = 2 + 0.25 * p.x, expected = surface + 0.25 * Math.sqrt(1 + 0.25 * 0.25);
            System.out.printf("ball on heightfield at x %.4f: y %.4f (surface + r / cos = %.4f)%n", p.x, p.y, expected);
            assertEquals(expected, p.y, 0.01);
        } finally {
            w.dispose();
        }
    }

    @Test
    void theDebugDrawerDrawsEveryShapeWithinItsBounds() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        try {
            NscShapes s = w.shapes();
            RenderingHelpersTest.Recorder rec = new RenderingHelpersTest.Recorder();
            DebugDrawer dd = new DebugDrawer();
            btCollisionShape[] shapes = {s.cylinder(Axis.X, 0.6f, 2), s.capsule(Axis.Z, 0.25f, 1.5f), s.cone(Axis.Y, 1, 1),
                s.scaled(s.sphere(0.5f), new Vector3(2, 2, 2)), s.heightfield(new float[] {0, 1, 0, 1}, 2, 2, 1),
                s.compound(Array.with(s.box(0.5f, 0.5f, 0.5f)), Array.with(new Matrix4().setToTranslation(1, 0, 0)), new float[] {1})};
            // how far each reaches from the body's origin along x, y, z (the heightfield's heights 0..1 lie at the body's y plus h;
            // the compound's only child is its centre of mass, so it is drawn about the origin)
            // the cone reaches 3h/4 up to its apex and h/4 down to its base from its centre of mass
            float[][] half = {{1, 0.3f, 0.3f}, {0.25f, 0.25f, 0.75f}, {0.5f, 0.75f, 0.5f}, {1, 1, 1}, {0.5f, 1, 0.5f}, {0.5f, 0.5f, 0.5f}};
            for (int i = 0; i < shapes.length; i++) {
                RigidBody b = w.createBody(new BodyDef().shape(shapes[i]).mass(0));
                rec.xyz.clear();
                dd.drawContacts = dd.drawJoints = false;
                dd.draw(w, rec);
                assertTrue(rec.xyz.size > 0, "shape " + i + " drawn");
                float[] reach = new float[3];
                for (int k = 0; k < rec.xyz.size; k++) reach[k % 3] = Math.max(reach[k % 3], Math.abs(rec.xyz.get(k)));
                for (int a = 0; a < 3; a++) assertEquals(half[i][a], reach[a], 0.05f, "shape " + i + " axis " + a);
                w.destroyBody(b);
            }
        } finally {
            w.dispose();
        }
    }

    @Test
    void theWorldDisposesEveryShapeItMade() {
        NscWorld w = new NscWorld(Scenes.config(1));
        NscShapes s = w.shapes();
        btCollisionShape[] shapes = {s.cylinder(Axis.Z, 1, 1), s.capsule(Axis.X, 0.2f, 1), s.cone(Axis.X, 1, 2),
            s.scaled(s.box(1, 1, 1), new Vector3(3, 3, 3)), s.heightfield(new float[] {0, 1, 2, 3}, 2, 2, 1),
            s.compound(Array.with(s.sphere(1)), Array.with(new Matrix4()), new float[] {1})};
        for (btCollisionShape shape : shapes) assertTrue(s.owns(shape));
        w.dispose();
        for (btCollisionShape shape : shapes) assertTrue(shape.isDisposed());
    }

    @Test
    void aCylinderThatIsNotRoundIsRefusedWithItsExtents() {
        NscWorld w = new NscWorld(Scenes.config(1));
        btCylinderShape flat = new btCylinderShape(new Vector3(0.5f, 1, 0.2f));
        btCylinderShapeX roundX = new btCylinderShapeX(new Vector3(1, 0.3f, 0.3f));
        try {
            // why: Bullet collides it with radius 0.5 along z too, but bounds it by 0.2 there
            Vector3 min = new Vector3(), max = new Vector3();
            flat.getAabb(new Matrix4(), min, max);
            float reach = flat.localGetSupportingVertex(new Vector3(0, 0, 1)).z;
            assertTrue(reach > max.z + 0.25f, "support " + reach + " beyond the bounds' " + max.z);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> w.createBody(new BodyDef().shape(flat).mass(1)));
            assertTrue(e.getMessage().contains("round") && e.getMessage().contains("0.5000") && e.getMessage().contains("0.2000"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> w.shapes().cylinder(0.5f, 1, 0.2f));
            assertTrue(e.getMessage().startsWith("halfZ must equal halfX"), e.getMessage());
            assertEquals(0, w.getBodies().size, "nothing made by the refused calls");
            w.createBody(new BodyDef().shape(roundX).mass(1)); // round across x: accepted
            w.createBody(new BodyDef().shape(w.shapes().cylinder(0.4f, 1, 0.4f)).mass(1).position(3, 0, 0));
            assertEquals(2, w.getBodies().size);
        } finally {
            w.dispose();
            flat.dispose();
            roundX.dispose();
        }
    }
}
