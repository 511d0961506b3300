package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.collision.BulletQueries;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * overlapSphere and overlapBox answer on the shapes the user gave when the world's shapes carry a
 * collision skin: per shape kind, a probe a few millimetres off the given surface (inside the grown
 * shape Bullet collides, which Bullet's contact test confirms) misses and one as far into it hits;
 * and on a random scene of every kind a skinned world lists the same bodies as an unskinned one.
 */
class SkinnedOverlapTest {
    /** The skin (m) the grown shapes are checked at: a probe off the given surface by half of it lies inside the grown shape. */
    private static final float SKIN = 0.01f;
    /** How far (m) the probes lie off (or into) the given surface. */
    private static final float OFF = SKIN / 2;
    private final List<NscWorld> worlds = new ArrayList<>();
    private btStaticPlaneShape plane;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @AfterEach
    void dispose() {
        for (NscWorld w : worlds) w.dispose();
        if (plane != null) plane.dispose();
    }

    private NscWorld world(float skin) {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        c.contactSkin = skin;
        NscWorld w = new NscWorld(c);
        worlds.add(w);
        return w;
    }

    /** A body of one shape kind and a point of its given surface with the outward normal there (world), where the shape lies behind the tangent plane. */
    private static final class Case {
        final String kind;
        final Vector3 point, normal;
        /** Bullet collides the shape grown by the world's skin (a user's static plane is not). */
        final boolean grown;
        /** A surface (triangles), not a solid: a probe wholly behind it does not touch it. */
        final boolean hollow;

        Case(String kind, Vector3 point, Vector3 normal, boolean grown) {
            this(kind, point, normal, grown, false);
        }

        Case(String kind, Vector3 point, Vector3 normal, boolean grown, boolean hollow) {
            this.kind = kind;
            this.point = point;
            this.normal = normal.nor();
            this.grown = grown;
            this.hollow = hollow;
        }

        @Override
        public String toString() {
            return kind + " at " + point + " along " + normal;
        }
    }

    private static final Vector3 UP = new Vector3(0, 1, 0), DOWN = new Vector3(0, -1, 0), SIDE = new Vector3(1, 0, 0);

    /** One body of each kind, far apart; returns the surface points to probe. */
    private List<Case> everyKind(NscWorld w) {
        List<Case> cases = new ArrayList<>();
        NscShapes s = w.shapes();
        Quaternion tilt = new Quaternion(new Vector3(1, 2, 3).nor(), 35);
        // convex kinds, each at (10 k, 0, 0); the surface points are in the body frame, turned by the tilt
        Object[][] convex = {
            {"box", s.box(0.5f, 0.3f, 0.4f), new float[] {0, 0.3f, 0}, UP, new float[] {0.5f, 0, 0}, SIDE},
            {"sphere", s.sphere(0.4f), new float[] {0, 0.4f, 0}, UP, new float[] {0.4f, 0, 0}, SIDE},
            {"capsule", s.capsule(0.3f, 0.8f), new float[] {0, 0.7f, 0}, UP, new float[] {0.3f, 0, 0}, SIDE},
            {"cylinder", s.cylinder(0.4f, 0.5f, 0.4f), new float[] {0, 0.5f, 0}, UP, new float[] {0.4f, 0, 0}, SIDE},
            // the body's origin is the cone's centre of mass, a quarter of its height above the base
            {"cone", s.cone(Axis.Y, 0.8f, 1), new float[] {0, -0.25f, 0}, DOWN, new float[] {0, 0.75f, 0}, UP},
            {"hull", s.convexHull(cube(0.3f)), new float[] {0, 0.3f + ShapeKit.MARGIN, 0}, UP, new float[] {0.3f + ShapeKit.MARGIN, 0, 0}, SIDE},
            {"scaled box", s.scaled(s.box(0.5f, 0.3f, 0.4f), new Vector3(1, 2, 1)), new float[] {0, 0.6f, 0}, UP, new float[] {0.5f, 0, 0}, SIDE},
            {"ellipsoid", s.scaled(s.sphere(0.3f), new Vector3(1, 2, 1)), new float[] {0, 0.6f, 0}, UP, new float[] {0.3f, 0, 0}, SIDE},
            {"scaled cylinder", s.scaled(s.cylinder(0.4f, 0.5f, 0.4f), new Vector3(1, 2, 1)), new float[] {0, 1, 0}, UP, new float[] {0.4f, 0, 0}, SIDE},
        };
        for (int k = 0; k < convex.length; k++) {
            Object[] c = convex[k];
            Vector3 at = new Vector3(10 * k, 0, 0);
            w.createBody(new BodyDef().mass(1).position(at).rotation(tilt).shape((btCollisionShape) c[1]));
            for (int j = 2; j < c.length; j += 2) {
                float[] p = (float[]) c[j];
                Vector3 n = tilt.transform(new Vector3((Vector3) c[j + 1]));
                cases.add(new Case((String) c[0], tilt.transform(new Vector3(p[0], p[1], p[2])).add(at), n, true));
            }
        }
        // a compound of a box and a sphere, placed so that its modelled frame is the world's at (0, 0, 20)
        Array<btCollisionShape> parts = new Array<>();
        parts.addAll(s.box(0.4f, 0.3f, 0.2f), s.sphere(0.3f));
        Array<Matrix4> partsAt = new Array<>();
        partsAt.addAll(new Matrix4().setToTranslation(-0.5f, 0, 0), new Matrix4().setToTranslation(0.5f, 0, 0));
        btCollisionShape compound = s.compound(parts, partsAt, new float[] {1, 3});
        Vector3 origin = new Vector3(0, 0, 20);
        w.createBody(new BodyDef().mass(1).rotation(s.principalRotation(compound, new Quaternion()))
                .position(new Vector3(origin).add(s.centreOfMass(compound, new Vector3()))).shape(compound));
        cases.add(new Case("compound's box", new Vector3(-0.5f, 0.3f, 20), UP, true));
        cases.add(new Case("compound's sphere", new Vector3(0.8f, 0, 20), SIDE, true));
        // a flat square mesh at height 0.5, a copy scaled twice in y (so at height 1), a heightfield flat at 0.2 but for a corner
        btCollisionShape mesh = s.staticMesh(new float[] {-3, 0.5f, -3, 3, 0.5f, -3, 3, 0.5f, 3, -3, 0.5f, 3}, new int[] {0, 3, 1, 1, 3, 2});
        w.createBody(new BodyDef().mass(0).position(0, 0, 40).shape(mesh));
        cases.add(new Case("mesh", new Vector3(0.2f, 0.5f, 40.1f), UP, true, true));
        w.createBody(new BodyDef().mass(0).position(0, 0, 60).shape(s.scaled(mesh, new Vector3(1, 2, 1))));
        cases.add(new Case("scaled mesh", new Vector3(-0.3f, 1, 60.2f), UP, true, true));
        float[] heights = new float[4 * 4];
        java.util.Arrays.fill(heights, 0.2f);
        heights[heights.length - 1] = 1;
        w.createBody(new BodyDef().mass(0).position(0, 0, 80).shape(s.heightfield(heights, 4, 4, 1)));
        cases.add(new Case("heightfield", new Vector3(-1, 0.2f, 79), UP, true, true));
        // a user's static plane, which no skin grows, facing +x at x = -20
        if (plane == null) plane = new btStaticPlaneShape(new Vector3(1, 0, 0), 0);
        w.createBody(new BodyDef().mass(0).position(-20, 0, 0).shape(plane));
        cases.add(new Case("plane", new Vector3(-20, 0.3f, -0.4f), SIDE, false));
        return cases;
    }

    /** The eight corners of a cube of half side a. */
    private static float[] cube(float a) {
        float[] p = new float[24];
        for (int k = 0; k < 8; k++) {
            p[3 * k] = (k & 1) == 0 ? -a : a;
            p[3 * k + 1] = (k & 2) == 0 ? -a : a;
            p[3 * k + 2] = (k & 4) == 0 ? -a : a;
        }
        return p;
    }

    /** A probe of one case at a gap from the given surface. */
    private interface Probe {
        int ours(NscWorld w, Array<RigidBody> out);

        int bullets(BulletQueries bullet);

        boolean sphere();
    }

    /** A sphere of radius r whose nearest point lies {@code gap} off the surface point, along the normal. */
    private static Probe sphere(Case c, float r, float gap) {
        Vector3 centre = new Vector3(c.normal).scl(r + gap).add(c.point);
        return new Probe() {
            public int ours(NscWorld w, Array<RigidBody> out) { return w.overlapSphere(centre, r, (short) -1, out); }
            public int bullets(BulletQueries bullet) { return bullet.overlapSphere(centre, r, -1, -1); }
            public boolean sphere() { return true; }
            public String toString() { return "sphere r " + r + " at " + centre; }
        };
    }

    /** A cube of half side a, one face facing the surface {@code gap} off it, turned about the normal. */
    private static Probe cube(Case c, float a, float gap) {
        Quaternion q = new Quaternion(c.normal, 25).mul(new Quaternion().setFromCross(Vector3.Y, c.normal));
        Matrix4 m = new Matrix4().set(new Vector3(c.normal).scl(a + gap).add(c.point), q);
        Vector3 half = new Vector3(a, a, a);
        return new Probe() {
            public int ours(NscWorld w, Array<RigidBody> out) { return w.overlapBox(half, m, (short) -1, out); }
            public int bullets(BulletQueries bullet) { return bullet.overlapBox(half, m, -1, -1); }
            public boolean sphere() { return false; }
            public String toString() { return "box " + half + " at " + m.getTranslation(new Vector3()); }
        };
    }

    /**
     * A sphere of 0.3 m, one smaller than the skin and a cube of half side 0.2 m, each {@link #OFF}
     * off the given surface, or as far into it (into a surface of triangles only as far as keeps
     * the probe across it).
     */
    private static List<Probe> probes(Case c, boolean into) {
        List<Probe> probes = new ArrayList<>();
        for (float r : new float[] {0.3f, SKIN / 4}) probes.add(sphere(c, r, gap(c, r, into)));
        probes.add(cube(c, 0.2f, gap(c, 0.2f, into)));
        return probes;
    }

    private static float gap(Case c, float size, boolean into) {
        return !into ? OFF : c.hollow ? -Math.min(OFF, size / 2) : -OFF;
    }

    @ParameterizedTest(name = "skin {0} m")
    @ValueSource(floats = {0, SKIN, 0x1p-10f})
    void aProbeOffTheGivenSurfaceMissesAndOneIntoItHitsOnEveryKind(float skin) {
        NscWorld w = world(skin);
        Array<RigidBody> out = new Array<>();
        StringBuilder wrong = new StringBuilder();
        int checked = 0;
        for (Case c : everyKind(w)) {
            for (Probe off : probes(c, false)) {
                if (off.ours(w, out) != 0) wrong.append("\nfound ").append(OFF).append(" m off the given surface: ").append(c).append(", ").append(off);
                checked++;
            }
            for (Probe into : probes(c, true))
                if (into.ours(w, out) != 1) wrong.append("\nmissed inside the given surface: ").append(c).append(", ").append(into);
        }
        assertEquals(24 * 3, checked, "probes checked");
        assertEquals("", wrong.toString());
    }

    @Test
    void theProbesOffTheGivenSurfaceLieInsideTheGrownShapesBulletCollides() {
        NscWorld w = world(SKIN);
        List<Case> cases = everyKind(w);
        w.collision().updateBounds();
        BulletQueries bullet = new BulletQueries(w.collision());
        StringBuilder wrong = new StringBuilder();
        try {
            for (Case c : cases)
                for (Probe off : probes(c, false)) {
                    // Bullet's sphere-triangle test reads the triangles bare, without the margin that holds their skin
                    if (off.sphere() && c.hollow) continue;
                    if (off.bullets(bullet) != (c.grown ? 1 : 0)) wrong.append("\n").append(c).append(": ").append(off);
                }
        } finally {
            bullet.dispose();
        }
        assertEquals("", wrong.toString(), "Bullet's contact test on the collided shapes");
    }

    @ParameterizedTest(name = "skin {0} m")
    @ValueSource(floats = {SKIN, 0x1p-10f})
    void aSkinnedWorldListsTheBodiesAnUnskinnedOneLists(float skin) {
        NscWorld given = world(0), skinned = world(skin);
        OverlapScenes.randomScene(given, new Random(5));
        OverlapScenes.randomScene(skinned, new Random(5));
        assertEquals(given.getBodies().size, skinned.getBodies().size);
        Random rnd = new Random(21);
        Array<RigidBody> a = new Array<>(), b = new Array<>(), inner = new Array<>(), outer = new Array<>();
        float band = 1e-5f;
        int found = 0, boundary = 0;
        for (int t = 0; t < 600; t++) {
            Vector3 c = OverlapScenes.randomPoint(rnd, 6);
            float r = 0.05f + 1.5f * rnd.nextFloat();
            Matrix4 m = new Matrix4().set(c, OverlapScenes.randomRotation(rnd, new Quaternion()));
            Vector3 half = new Vector3(0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat());
            boolean box = t % 2 == 1;
            for (int g = -1; g <= 1; g++) {
                Array<RigidBody> into = g < 0 ? inner : g == 0 ? a : outer;
                if (box) given.overlapBox(new Vector3(half).add(g * band), m, (short) -1, into);
                else given.overlapSphere(c, r + g * band, (short) -1, into);
            }
            if (box) skinned.overlapBox(half, m, (short) -1, b);
            else skinned.overlapSphere(c, r, (short) -1, b);
            for (int i = 0; i < given.getBodies().size; i++) {
                boolean ours = listed(b, i);
                if (listed(outer, i) && !listed(inner, i)) {
                    boundary++; // within 10 micrometres of the probe's surface: either answer
                    continue;
                }
                assertEquals(listed(a, i), ours, "query " + t + (box ? " box " + half + " at " + m : " sphere " + c + " r " + r) + ": body " + i);
                if (ours) found++;
            }
        }
        assertTrue(found > 300, "bodies found " + found);
        assertTrue(boundary < 10, "bodies within 10 micrometres of a probe's surface: " + boundary);
    }

    private static boolean listed(Array<RigidBody> bodies, int index) {
        for (RigidBody body : bodies) if (body.index == index) return true;
        return false;
    }
}
