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

    /**
     * A box on a flat static mesh and on a flat heightfield (no ground beneath either), a cone and a
     * compound of two boxes on the ground; {@code out} gets each centre's height after 3 s.
     */
    private static void restOnTerrain(NscConfig c, float[] out) {
        NscWorld w = new NscWorld(c);
        try {
            NscShapes s = w.shapes();
            // a 4 m square at y = 0 around x = -6, two triangles facing up, and a 5 x 5 grid of zero heights around x = 0
            float[] square = {-2, 0, -2, 2, 0, -2, 2, 0, 2, -2, 0, 2};
            w.createBody(new BodyDef().shape(s.staticMesh(square, new int[] {0, 2, 1, 0, 3, 2})).mass(0).friction(0.6f).position(-6, 0, 0));
            w.createBody(new BodyDef().shape(s.heightfield(new float[25], 5, 5, 1)).mass(0).friction(0.6f).position(0, 0, 0));
            Scenes.ground(w, 0.6f, 0); // its top face y = 0 lies under x from -50 to 50: the two others stand clear of it at x <= 2
            RigidBody onMesh = w.createBody(new BodyDef().shape(s.box(0.25f, 0.25f, 0.25f)).mass(1).friction(0.6f).position(-6, 0.25f, 0));
            RigidBody onField = w.createBody(new BodyDef().shape(s.box(0.25f, 0.25f, 0.25f)).mass(1).friction(0.6f).position(0, 0.25f, 0));
            btCollisionShape cone = s.cone(Axis.Y, 0.8f, 0.6f); // its body's position, the centre of mass, a quarter of the height above the base
            RigidBody coneBody = w.createBody(new BodyDef().shape(cone).mass(1).friction(0.6f).position(6, 0.15f, 0));
            Array<btCollisionShape> parts = new Array<>();
            parts.add(s.box(0.25f, 0.25f, 0.25f));
            parts.add(s.box(0.25f, 0.25f, 0.25f));
            Array<Matrix4> at = new Array<>();
            at.add(new Matrix4().setToTranslation(-0.25f, 0, 0));
            at.add(new Matrix4().setToTranslation(0.25f, 0, 0));
            RigidBody pair = w.createBody(new BodyDef().shape(s.compound(parts, at, new float[] {1, 1})).mass(2).friction(0.6f).position(10, 0.25f, 0));
            for (int k = 0; k < 180; k++) w.stepOnce();
            Vector3 p = new Vector3();
            RigidBody[] bodies = {onMesh, onField, coneBody, pair};
            for (int i = 0; i < bodies.length; i++) out[i] = bodies[i].getPosition(p).y;
        } finally {
            w.dispose();
        }
    }

    @Test
    void meshesHeightfieldsConesAndCompoundsTakeTheSkinToo() {
        NscConfig skinned = config(0.001f), bare = config(0);
        float[] y = new float[4], without = new float[4];
        restOnTerrain(skinned, y);
        restOnTerrain(bare, without);
        float depth = bare.contactSlop * bare.contactRestShare;
        String[] name = {"box on a static mesh", "box on a heightfield", "cone on the ground", "compound on the ground"};
        for (int i = 0; i < y.length; i++) {
            System.out.printf("%s: rests at %.5f m with a 1 mm skin, %.5f m without%n", name[i], y[i], without[i]);
            // the two skins of each contact hold the rest depth the bare shapes sink by
            assertEquals(depth, y[i] - without[i], PER_CONTACT, name[i]);
        }
        assertEquals(0.25f, y[0], PER_CONTACT, "the box stands on the mesh at its given size");
        assertEquals(0.25f, y[1], PER_CONTACT, "the box stands on the heightfield at its given size");
        assertEquals(0.25f, y[3], PER_CONTACT, "the compound stands at its given size");
    }

    /**
     * A sphere dropped on a flat static mesh rests at the same given overlap as on a box, at the
     * default skin and at a skin large enough to see: Bullet's own sphere-triangle detector leaves
     * the triangles' margin (the mesh's skin) out, and the sphere sank one skin deeper.
     */
    @Test
    void aSphereRestsOnAMeshAsOnABox() {
        for (float skin : new float[] {0x1p-10f, 0.01f}) {
            NscWorld w = new NscWorld(config(skin));
            try {
                NscShapes s = w.shapes();
                w.createBody(new BodyDef().mass(0).shape(s.staticMesh(new float[] {-3, 0, -3, 3, 0, -3, 3, 0, 3, -3, 0, 3}, new int[] {0, 3, 1, 1, 3, 2})));
                w.createBody(new BodyDef().mass(0).position(10, -1, 0).shape(s.box(3, 1, 3)));
                RigidBody onMesh = w.createBody(new BodyDef().mass(1).position(-1, 0.6f, 0).shape(s.sphere(0.5f)));
                RigidBody onBox = w.createBody(new BodyDef().mass(1).position(9, 0.6f, 0).shape(s.sphere(0.5f)));
                for (int i = 0; i < 300; i++) w.stepOnce();
                Vector3 p = new Vector3();
                float mesh = onMesh.getPosition(p).y - 0.5f, box = onBox.getPosition(p).y - 0.5f;
                System.out.printf("skin %.6f m: a sphere's given gap on a mesh %.4f mm, on a box %.4f mm%n", skin, 1e3 * mesh, 1e3 * box);
                assertEquals(box, mesh, 1e-5f, "skin " + skin);
            } finally {
                w.dispose();
            }
        }
    }

    @Test
    void raysMeetTheGivenTrianglesOfMeshesAndHeightfields() {
        NscWorld w = new NscWorld(config(0.001f));
        try {
            NscShapes s = w.shapes();
            float[] square = {-2, 0, -2, 2, 0, -2, 2, 0, 2, -2, 0, 2};
            w.createBody(new BodyDef().shape(s.staticMesh(square, new int[] {0, 2, 1, 0, 3, 2})).mass(0).position(-6, 0, 0));
            w.createBody(new BodyDef().shape(s.heightfield(new float[25], 5, 5, 1)).mass(0).position(0, 0, 0));
            RayHit hit = new RayHit();
            for (float x : new float[] {-6, 0}) {
                assertTrue(w.rayCast(new Vector3(x, 2, 0.3f), new Vector3(x, -2, 0.3f), hit), "a ray down at x = " + x);
                assertEquals(0, hit.point.y, 1e-5f, "the given surface y = 0 at x = " + x);
            }
            assertEquals(0.001f, s.skinOf(s.staticMesh(square, new int[] {0, 2, 1, 0, 3, 2})), 0f, "a mesh made now has the skin");
        } finally {
            w.dispose();
        }
    }

    /** Under smooth contact (Hooke) the springs press the given shapes: a 10 kg unit box's four corners sink m g / 4k into the ground, k = E* R*. */
    @Test
    void smoothContactPressesTheGivenShapes() {
        NscConfig c = config(0.001f);
        c.contactMethod = ContactMethod.SMC;
        c.smcLaw = SmcLaw.HOOKE;
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(20, 0.5f, 5)).mass(0).position(0, -0.5f, 0).restitution(1)); // the pair takes the box's e
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(10).position(0, 0.5f, 0));
            RigidBody thrown = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).restitution(0.5f)
                    .position(8, 0.2f, 0).linearVelocity(0, -2, 0)); // touching, at 2 m/s
            float rebound = 0;
            for (int s = 0; s < 240; s++) {
                w.stepOnce();
                rebound = Math.max(rebound, thrown.getLinearVelocity(new Vector3()).y);
            }
            BodyDef d = new BodyDef();
            double k = d.youngsModulus / (2 * (1 - d.poissonRatio * d.poissonRatio)) * 0.5, expected = 10 * 9.81 / (4 * k);
            double overlap = 0.5 - box.getPosition(new Vector3()).y;
            System.out.printf("smc hooke, skin 1 mm: overlap %.4e m, m g / 4k %.4e m; a box landing flat at 2 m/s, e 0.5, rebounds at %.3f m/s%n",
                    overlap, expected, rebound);
            assertEquals(expected, overlap, 0.05 * expected, "the given shapes' overlap");
            // its four corners share its mass from when the given shapes touch, not the skins: e within 15 % (gravity takes a little)
            assertEquals(0.5 * 2, rebound, 0.15, "rebound");
        } finally {
            w.dispose();
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
