package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The collision skin (contactSkin): Bullet collides each shape grown by its skin, so a resting
 * contact's rest depth lies in the two skins and bodies rest at the heights their given sizes say,
 * while mass, inertia, queries and the reported penetration see the given shapes.
 */
class CollisionSkinTest {
    /** How far a resting centre may be from its closed form per contact below it (m): the recovery's dead band and a little. */
    private static final float PER_CONTACT = 2e-4f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscConfig config(float skin) {
        NscConfig c = Scenes.config(1);
        c.contactSkin = skin;
        return c;
    }

    /**
     * A box, a sphere, a lying capsule, a standing cylinder and a rounded hull cube on the ground, and
     * a box on a box; {@code out} gets each centre's height after 3 s; returns the config's rest depth.
     */
    private static float rest(NscConfig c, float[] out) {
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            NscShapes s = w.shapes();
            float h = 0.29f; // the hull's points: a cube of half 0.29, rounded by 0.01 to half 0.3
            float[] cube = {-h, -h, -h, h, -h, -h, h, -h, h, -h, -h, h, -h, h, -h, h, h, -h, h, h, h, -h, h, h};
            btCollisionShape[] shapes = {s.box(0.3f, 0.2f, 0.3f), s.sphere(0.25f), s.capsule(Axis.X, 0.2f, 0.9f), s.cylinder(Axis.Y, 0.5f, 0.4f),
                s.convexHull(cube, 0.01f), s.box(0.25f, 0.25f, 0.25f), s.box(0.25f, 0.25f, 0.25f)};
            float[] y = {0.2f, 0.25f, 0.2f, 0.2f, 0.3f, 0.25f, 0.75f};
            float[] x = {-6, -4, -2, 0, 2, 4, 4}; // the last box on the one before
            RigidBody[] bodies = new RigidBody[shapes.length];
            for (int i = 0; i < shapes.length; i++)
                bodies[i] = w.createBody(new BodyDef().shape(shapes[i]).mass(1).friction(0.6f).position(x[i], y[i], 0));
            for (int k = 0; k < 180; k++) w.stepOnce();
            Vector3 p = new Vector3();
            for (int i = 0; i < bodies.length; i++) out[i] = bodies[i].getPosition(p).y;
            return c.contactSlop * c.contactRestShare;
        } finally {
            w.dispose();
        }
    }

    @Test
    void everyShapeRestsAtItsGivenSize() {
        float[] given = {0.2f, 0.25f, 0.2f, 0.2f, 0.3f, 0.25f, 0.75f};
        int[] contactsBelow = {1, 1, 1, 1, 1, 1, 2};
        float[] y = new float[given.length];
        NscConfig c = config(0.001f);
        float depth = rest(c, y);
        assertEquals(depth, 2 * c.contactSkin, 1e-9f, "the default skin holds the default rest depth");
        for (int i = 0; i < given.length; i++) {
            System.out.printf("skin 1 mm: body %d rests at %.5f m, its given size says %.5f%n", i, y[i], given[i]);
            assertEquals(given[i], y[i], PER_CONTACT * contactsBelow[i], "body " + i);
        }
        // without a skin the same bodies sink into the rest depth at every contact below them
        float[] bare = new float[given.length];
        float bareDepth = rest(config(0), bare);
        for (int i = 0; i < given.length; i++) {
            System.out.printf("no skin: body %d rests at %.5f m, the rest depth says %.5f%n", i, bare[i], given[i] - bareDepth * contactsBelow[i]);
            assertEquals(given[i] - bareDepth * contactsBelow[i], bare[i], PER_CONTACT * contactsBelow[i], "body " + i + " without a skin");
        }
    }

    @Test
    void massAndInertiaComeFromTheGivenSizes() {
        NscWorld w = new NscWorld(config(0.001f));
        try {
            NscShapes s = w.shapes();
            RigidBody box = w.createBody(new BodyDef().shape(s.box(0.5f, 0.25f, 0.1f)).mass(2).position(0, 5, 0));
            RigidBody ball = w.createBody(new BodyDef().shape(s.sphere(0.3f)).mass(3).position(3, 5, 0));
            Vector3 i = box.getLocalInertia(new Vector3());
            // a solid box: m (b^2 + c^2) / 3 about each axis, with half extents a, b, c
            assertEquals(2 * (0.25f * 0.25f + 0.1f * 0.1f) / 3, i.x, 1e-6f);
            assertEquals(2 * (0.5f * 0.5f + 0.1f * 0.1f) / 3, i.y, 1e-6f);
            assertEquals(2 * (0.5f * 0.5f + 0.25f * 0.25f) / 3, i.z, 1e-6f);
            assertEquals(0.4f * 3 * 0.3f * 0.3f, ball.getLocalInertia(new Vector3()).x, 1e-6f, "a solid sphere: 2/5 m r^2");
            assertEquals(0.001f, s.skinOf(s.box(0.5f, 0.25f, 0.1f)), 0f);
        } finally {
            w.dispose();
        }
    }

    @Test
    void contactsReportTheGivenShapesOverlap() {
        NscWorld w = new NscWorld(config(0.001f));
        try {
            Scenes.ground(w, 0.6f, 0);
            w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f).position(0, 0.5f, 0));
            for (int k = 0; k < 120; k++) w.stepOnce();
            assertTrue(w.getContactCount() >= 4, "a box rests on four corners");
            for (int k = 0; k < w.getContactCount(); k++)
                assertEquals(0, w.getContactDistance(k), PER_CONTACT, "contact " + k + " between the given shapes");
            float pen = w.getLastStats().maxPenetration;
            assertTrue(pen < PER_CONTACT, "the given shapes overlap by at most the dead band, was " + pen);
        } finally {
            w.dispose();
        }
    }

    @Test
    void raysAndSweepsStopAtTheGivenShape() {
        NscWorld w = new NscWorld(config(0.001f));
        try {
            Scenes.ground(w, 0.6f, 0);
            w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 1, 0.5f)).mass(0).position(4, 1, 0));
            w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(0).position(-4, 2, 0));
            RayHit hit = new RayHit();
            // straight down onto the ground, and slanted 30 degrees down onto the box's face x = 3.5
            assertTrue(w.rayCast(new Vector3(0, 3, 0), new Vector3(0, -1, 0), hit));
            assertEquals(3, hit.fraction * 4, 1e-5f, "the ground's top face");
            float t = (float) Math.tan(Math.toRadians(30));
            assertTrue(w.rayCast(new Vector3(1.5f, 2.5f, 0), new Vector3(4.5f, 2.5f - 3 * t, 0), hit));
            assertEquals(2 / 3f, hit.fraction, 1e-5f, "the box's face, slanted: two thirds of the way in x");
            assertEquals(3.5f, hit.point.x, 1e-5f);
            // down onto the sphere's top
            assertTrue(w.rayCast(new Vector3(-4, 4, 0), new Vector3(-4, 0.5f, 0), hit));
            assertEquals(1.5f, hit.fraction * 3.5f, 1e-5f, "the sphere's top");
            // a 0.2 m sphere swept along x stops one radius short of the box's face
            assertTrue(w.sweepSphere(0.2f, new Vector3(0, 1, 0), new Vector3(4, 1, 0), hit));
            assertEquals(3.3f, hit.fraction * 4, 1e-5f, "the sweep's centre one radius short of x = 3.5");
        } finally {
            w.dispose();
        }
    }

    @Test
    void aCompoundRefusesChildrenOfDifferentSkins() {
        NscWorld w = new NscWorld(config(0.001f));
        try {
            NscShapes s = w.shapes();
            btCollisionShape a = s.box(0.5f, 0.5f, 0.5f);
            w.getConfig().contactSkin = 0;
            btCollisionShape b = s.box(0.5f, 0.5f, 0.5f);
            assertEquals(0, s.skinOf(b), 0f, "a shape takes the skin of the config when it is made");
            Array<btCollisionShape> children = new Array<>();
            children.add(a);
            children.add(b);
            Array<Matrix4> at = new Array<>();
            at.add(new Matrix4());
            at.add(new Matrix4().setToTranslation(1, 0, 0));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.compound(children, at, new float[] {1, 1}));
            assertTrue(e.getMessage().contains("children[1]"), e.getMessage());
        } finally {
            w.dispose();
        }
    }
}
