package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static io.github.gdxnsc.world.OverlapScenes.randomPoint;
import static io.github.gdxnsc.world.OverlapScenes.randomRotation;
import static io.github.gdxnsc.world.OverlapScenes.randomScene;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import io.github.gdxnsc.collision.BulletQueries;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.testutil.Allocation;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * overlapSphere and overlapBox decided by the plugin: the same bodies as Bullet's contact test on a
 * random scene of every convex kind, compounds (nested too), triangle meshes (scaled too) and a
 * heightfield; the closed form on spheres and boxes; and no allocation per call on any of them.
 */
class OverlapTest {
    /** Bullet's and the plugin's answers may differ for a body this close (m) to the query sphere's surface. */
    private static final float BAND = 1e-3f;
    /**
     * How deep (m) a box may lie in a sphere (or a sphere in a box) and Bullet still miss it: Bullet's
     * sphere-box test rounds the box's edges and corners by its 0.04 m margin, (sqrt 3 - 1) 0.04 m off
     * at a corner; the plugin's box is sharp.
     */
    private static final float ROUNDED_CORNER = 0.03f;
    private NscWorld w;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @AfterEach
    void dispose() {
        if (w != null) w.dispose();
    }

    /** A world without gravity whose shapes carry a collision skin of {@code skin} (m). */
    private void world(float skin) {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        c.contactSkin = skin;
        w = new NscWorld(c);
    }

    /** Bodies at random poses, spheres at even indices and boxes at odd ones, with their poses and sizes kept for the closed forms. */
    private void createSpheresAndBoxes(Random rnd, Vector3[] at, Quaternion[] rot, float[][] size) {
        for (int k = 0; k < at.length; k++) {
            at[k] = randomPoint(rnd, 5);
            rot[k] = randomRotation(rnd, new Quaternion());
            boolean ball = k % 2 == 0;
            size[k] = ball ? new float[] {0.1f + rnd.nextFloat()} : new float[] {0.1f + rnd.nextFloat(), 0.1f + rnd.nextFloat(), 0.1f + rnd.nextFloat()};
            w.createBody(new BodyDef().position(at[k]).rotation(rot[k]).mass(1)
                    .shape(ball ? w.shapes().sphere(size[k][0]) : w.shapes().box(size[k][0], size[k][1], size[k][2])));
        }
    }

    /** A query of ours with the probe grown by {@code grow} (m), and Bullet's contact test. */
    private interface Probe {
        int ours(float grow, Array<RigidBody> out);

        int bullets(BulletQueries old);

        /**
         * How deep (m) a body may lie in our probe and Bullet's test still miss it: BAND, but for the
         * box probe Bullet's convex-convex test rounds the box's edges by its margin against every
         * shape but a box or a sphere (ROUNDED_CORNER); the plugin's box is sharp.
         */
        default float oursOnlyBand() {
            return BAND;
        }

        /** The closed-form gap (m) between the probe and body i where Bullet may round a box (see ROUNDED_CORNER), else NaN. */
        default double gap(int i) {
            return Double.NaN;
        }
    }

    /** Body i's pose as a matrix. */
    private Matrix4 pose(int i) {
        Bodies b = w.bodies();
        return new Matrix4().set((float) b.pos[3 * i], (float) b.pos[3 * i + 1], (float) b.pos[3 * i + 2],
                (float) b.rot[4 * i], (float) b.rot[4 * i + 1], (float) b.rot[4 * i + 2], (float) b.rot[4 * i + 3]);
    }

    /**
     * The least closed-form gap between a probe and the spheres and boxes of a shape at a pose, a
     * compound's children under their transforms; NaN when it has none.
     */
    private static double leastGap(btCollisionShape s, Matrix4 at, java.util.function.BiFunction<btCollisionShape, Matrix4, Double> gap) {
        if (!(s instanceof com.badlogic.gdx.physics.bullet.collision.btCompoundShape)) return gap.apply(s, at);
        com.badlogic.gdx.physics.bullet.collision.btCompoundShape c = (com.badlogic.gdx.physics.bullet.collision.btCompoundShape) s;
        double least = Double.NaN;
        for (int k = 0; k < c.getNumChildShapes(); k++) {
            double g = leastGap(c.getChildShape(k), new Matrix4(at).mul(c.getChildTransform(k)), gap);
            if (!Double.isNaN(g)) least = Double.isNaN(least) ? g : Math.min(least, g);
        }
        return least;
    }

    /** Body i's closed-form gap to a box probe (sphere: centre to box less radius; box: separating axis), NaN for other shapes. */
    private double gapToBox(int i, Vector3 c, Quaternion q, float[] half) {
        return leastGap(w.bodies().shape[i], pose(i), (s, m) -> gapToBox(s, m, c, q, half));
    }

    private static double gapToBox(btCollisionShape s, Matrix4 m, Vector3 c, Quaternion q, float[] half) {
        Vector3 p = m.getTranslation(new Vector3());
        Quaternion r = m.getRotation(new Quaternion(), true);
        if (s instanceof btSphereShape) return gap(c, q, half, p) - ((btSphereShape) s).getRadius();
        if (!(s instanceof btBoxShape)) return Double.NaN;
        Vector3 h = ((btBoxShape) s).getHalfExtentsWithMargin();
        return separation(p, r, new float[] {h.x, h.y, h.z}, c, q, half);
    }

    /** Body i's closed-form gap to a sphere probe when it is a box (Bullet is exact on two spheres), NaN for other shapes. */
    private double gapToSphere(int i, Vector3 c, float r) {
        return leastGap(w.bodies().shape[i], pose(i), (s, m) -> gapToSphere(s, m, c, r));
    }

    private static double gapToSphere(btCollisionShape s, Matrix4 m, Vector3 c, float r) {
        if (!(s instanceof btBoxShape)) return Double.NaN;
        Vector3 p = m.getTranslation(new Vector3());
        Quaternion q = m.getRotation(new Quaternion(), true);
        Vector3 h = ((btBoxShape) s).getHalfExtentsWithMargin();
        return gap(p, q, new float[] {h.x, h.y, h.z}, c) - r;
    }

    /** A sphere probe at a random point within {@code extent} (m) of the origin, of random radius. */
    private Probe randomSphere(Random rnd, float extent) {
        Vector3 c = randomPoint(rnd, extent);
        float r = 0.05f + 1.5f * rnd.nextFloat();
        return new Probe() {
            public int ours(float grow, Array<RigidBody> out) { return w.overlapSphere(c, r + grow, (short) -1, out); }
            public int bullets(BulletQueries old) { return old.overlapSphere(c, r, -1, -1); }
            public double gap(int i) { return gapToSphere(i, c, r); }
            public String toString() { return "sphere " + c + " r " + r; }
        };
    }

    @Test
    void sphereFindsTheBodiesBulletsContactTestFindsInBodyOrder() {
        Random rnd = new Random(7);
        world(0); // Bullet collides the shapes as given
        randomScene(w, rnd);
        sameAsBullet(rnd, () -> randomSphere(rnd, 6));
    }

    @Test
    void movedDestroyedAndNewBodiesAreFoundAsBulletFindsThem() {
        Random rnd = new Random(11);
        world(0); // Bullet collides the shapes as given
        randomScene(w, rnd);
        Quaternion q = new Quaternion();
        for (int s = 0; s < 40; s++) {
            for (RigidBody b : w.getBodies())
                if (b.getType() == BodyType.DYNAMIC && s % 10 == 0) {
                    b.setLinearVelocity(randomPoint(rnd, 4));
                    b.setAngularVelocity(randomPoint(rnd, 3));
                }
            w.stepOnce();
            if (s % 4 == 0) w.destroyBody(w.getBodies().get(rnd.nextInt(w.getBodies().size - 1))); // the last index moves into the hole
            if (s % 8 == 0) w.createBody(new BodyDef().mass(1).position(randomPoint(rnd, 6)).rotation(randomRotation(rnd, q))
                    .shape(w.shapes().box(0.2f + rnd.nextFloat(), 0.1f + rnd.nextFloat(), 0.3f))); // between the queries of a step
            Vector3 c = randomPoint(rnd, 6);
            w.overlapSphere(c, 1, (short) -1, new Array<>()); // the tree brought up to date mid-sequence too
        }
        w.collision().updateBounds(); // Bullet's contact test reads its own broadphase
        sameAsBullet(rnd, () -> randomSphere(rnd, 7));
    }

    @Test
    void aSphereOverAnEdgeOfABoxIsFoundThoughBulletRoundsTheEdgeAway() {
        world(0); // Bullet's box as given
        Vector3 at = new Vector3(-0.15909515f, 2.5127438f, 3.0951595f);
        Quaternion rot = new Quaternion(0.14928065f, 0.4529723f, 0.021578012f, -0.8786727f);
        float[] half = {0.98073635f, 1.0347565f, 0.8626682f};
        w.createBody(new BodyDef().mass(1).position(at).rotation(rot).shape(w.shapes().box(half[0], half[1], half[2])));
        Vector3 c = new Vector3(-0.12871623f, 3.664554f, 4.292715f);
        float r = 0.14751466f;
        float margin = w.bodies().shape[0].getMargin();
        // the sharp box reaches into the sphere; the box Bullet collides, its margin-shrunk core rounded by the margin, does not
        double sharp = gap(at, rot, half, c) - r;
        double rounded = gap(at, rot, new float[] {half[0] - margin, half[1] - margin, half[2] - margin}, c) - margin - r;
        assertTrue(sharp < -2 * BAND && sharp > -ROUNDED_CORNER, "sharp gap " + sharp);
        assertTrue(rounded > 2 * BAND, "rounded gap " + rounded);
        Array<RigidBody> out = new Array<>();
        assertEquals(1, w.overlapSphere(c, r, (short) -1, out), "the plugin finds the box the sphere overlaps");
        assertEquals(0, w.overlapSphere(c, r + (float) sharp - BAND, (short) -1, out), "and not once the sphere shrinks off it");
        w.collision().updateBounds();
        BulletQueries old = new BulletQueries(w.collision());
        try {
            assertEquals(0, old.overlapSphere(c, r, -1, -1), "Bullet misses it: its box's edge is rounded");
            assertEquals(1, old.overlapSphere(c, r + (float) rounded + BAND, -1, -1), "Bullet finds its rounded box once the sphere grows to it");
        } finally {
            old.dispose();
        }
    }

    @Test
    void boxFindsTheBodiesBulletsContactTestFindsInBodyOrder() {
        Random rnd = new Random(9);
        world(0); // Bullet collides the shapes as given
        randomScene(w, rnd);
        sameAsBullet(rnd, () -> {
            Vector3 c = randomPoint(rnd, 6);
            Quaternion q = randomRotation(rnd, new Quaternion());
            Matrix4 m = new Matrix4().set(c, q);
            Vector3 half = new Vector3(0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat());
            return new Probe() {
                public int ours(float grow, Array<RigidBody> out) { return w.overlapBox(new Vector3(half).add(grow), m, (short) -1, out); }
                public int bullets(BulletQueries old) { return old.overlapBox(half, m, -1, -1); }
                public float oursOnlyBand() { return ROUNDED_CORNER; }
                public double gap(int i) { return gapToBox(i, c, q, new float[] {half.x, half.y, half.z}); }
                public String toString() { return "box " + half + " at " + m; }
            };
        });
    }

    private void sameAsBullet(Random rnd, java.util.function.Supplier<Probe> probes) {
        BulletQueries old = new BulletQueries(w.collision());
        Array<RigidBody> out = new Array<>(), inner = new Array<>(), outer = new Array<>(), deep = new Array<>();
        int found = 0, compared = 0, boundary = 0, rounding = 0, missedByBullet = 0;
        try {
            for (int t = 0; t < 300; t++) {
                Probe probe = probes.get();
                int n = probe.ours(0, out);
                int m = probe.bullets(old);
                probe.ours(-BAND, inner);
                probe.ours(-probe.oursOnlyBand(), deep);
                probe.ours(BAND, outer);
                for (int k = 1; k < n; k++) assertTrue(out.get(k - 1).index < out.get(k).index, "ascending body order");
                // the two lists agree but on bodies within BAND of the sphere's surface (float rounding in Bullet's tests)
                for (int i = 0, j = 0; i < n || j < m; ) {
                    int ours = i < n ? out.get(i).index : Integer.MAX_VALUE, bullets = j < m ? old.overlap(j) : Integer.MAX_VALUE;
                    if (ours == bullets) {
                        i++;
                        j++;
                        continue;
                    }
                    int body = Math.min(ours, bullets);
                    if (ours < bullets) i++;
                    else j++;
                    double gap = probe.gap(body);
                    if (ours < bullets && gap < -BAND) {
                        assertTrue(gap >= -ROUNDED_CORNER, "query " + t + " " + probe + ": body " + body + " lies " + -gap
                                + " m deep by the closed form, deeper than Bullet's rounding of a box explains, yet Bullet missed it");
                        missedByBullet++; // a sphere or box the closed form puts inside the probe: Bullet's test missed it
                        continue;
                    }
                    boolean near = ours < bullets ? !listed(deep, body) : listed(outer, body) && !listed(inner, body);
                    assertTrue(near, "query " + t + " " + probe
                            + ": body " + body + " listed by " + (ours < bullets ? "ours" : "Bullet") + " only, and not near the surface");
                    if (listed(outer, body) && !listed(inner, body)) boundary++;
                    else rounding++;
                }
                found += n;
                compared++;
            }
        } finally {
            old.dispose();
        }
        assertTrue(found > compared / 2, "the queries find bodies (" + found + " in " + compared + ")");
        assertTrue(boundary <= found / 100, boundary + " of " + found + " bodies found on the boundary only by one side");
        assertTrue(rounding <= found / 20, rounding + " of " + found + " bodies within Bullet's rounding of the box only");
        assertTrue(missedByBullet <= found / 20, missedByBullet + " of " + found + " bodies overlapping by the closed form missed by Bullet");
    }

    private static boolean listed(Array<RigidBody> bodies, int index) {
        for (RigidBody b : bodies) if (b.index == index) return true;
        return false;
    }

    @ParameterizedTest(name = "skin {0} m")
    @ValueSource(floats = {0, 0.01f, 0x1p-10f})
    void sphereMatchesTheClosedFormOnSpheresAndBoxes(float skin) {
        world(skin); // the closed forms read the given sizes
        Random rnd = new Random(11);
        int n = 80;
        Vector3[] at = new Vector3[n];
        Quaternion[] rot = new Quaternion[n];
        float[][] size = new float[n][];
        createSpheresAndBoxes(rnd, at, rot, size);
        Array<RigidBody> out = new Array<>();
        int decided = 0;
        for (int t = 0; t < 400; t++) {
            Vector3 c = randomPoint(rnd, 5);
            float r = 0.05f + 1.5f * rnd.nextFloat();
            w.overlapSphere(c, r, (short) -1, out);
            int next = 0;
            for (int k = 0; k < n; k++) {
                double gap = gap(at[k], rot[k], size[k], c) - r;
                boolean listed = next < out.size && out.get(next).index == k;
                if (listed) next++;
                if (Math.abs(gap) < 1e-5) continue; // on the boundary to float precision: either answer
                assertEquals(gap <= 0, listed, "query " + t + " body " + k + " gap " + gap);
                decided++;
            }
            assertEquals(out.size, next, "every listed body in ascending order");
        }
        assertTrue(decided > 30000, "decided " + decided);
    }

    @ParameterizedTest(name = "skin {0} m")
    @ValueSource(floats = {0, 0.01f, 0x1p-10f})
    void boxMatchesTheClosedFormOnSpheresAndBoxes(float skin) {
        world(skin);
        Random rnd = new Random(13);
        int n = 80;
        Vector3[] at = new Vector3[n];
        Quaternion[] rot = new Quaternion[n];
        float[][] size = new float[n][];
        createSpheresAndBoxes(rnd, at, rot, size);
        Array<RigidBody> out = new Array<>();
        int decided = 0;
        for (int t = 0; t < 400; t++) {
            Vector3 c = randomPoint(rnd, 5);
            Quaternion qr = randomRotation(rnd, new Quaternion());
            float[] half = {0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat()};
            w.overlapBox(new Vector3(half[0], half[1], half[2]), new Matrix4().set(c, qr), (short) -1, out);
            int next = 0;
            for (int k = 0; k < n; k++) {
                // the sphere: its centre's distance to the box less its radius; the box: the separating axis test
                double gap = size[k].length == 1 ? gap(c, qr, half, at[k]) - size[k][0] : separation(at[k], rot[k], size[k], c, qr, half);
                boolean listed = next < out.size && out.get(next).index == k;
                if (listed) next++;
                if (Math.abs(gap) < 1e-5) continue;
                assertEquals(gap <= 0, listed, "query " + t + " body " + k + " gap " + gap);
                decided++;
            }
            assertEquals(out.size, next, "every listed body in ascending order");
        }
        assertTrue(decided > 30000, "decided " + decided);
    }

    /** The largest gap between two boxes' projections on the 15 axes of the separating axis test: positive iff they are apart. */
    private static double separation(Vector3 pa, Quaternion qa, float[] ha, Vector3 pb, Quaternion qb, float[] hb) {
        Vector3[] a = axes(qa), b = axes(qb), l = new Vector3[15];
        for (int i = 0; i < 3; i++) {
            l[i] = a[i];
            l[3 + i] = b[i];
            for (int j = 0; j < 3; j++) l[6 + 3 * i + j] = new Vector3(a[i]).crs(b[j]);
        }
        Vector3 d = new Vector3(pb).sub(pa);
        double best = Double.NEGATIVE_INFINITY;
        for (Vector3 axis : l) {
            double len = axis.len();
            if (len < 1e-6) continue; // parallel edges: covered by the face axes
            double reach = 0;
            for (int i = 0; i < 3; i++) reach += ha[i] * Math.abs(a[i].dot(axis)) + hb[i] * Math.abs(b[i].dot(axis));
            best = Math.max(best, (Math.abs(d.dot(axis)) - reach) / len);
        }
        return best;
    }

    private static Vector3[] axes(Quaternion q) {
        return new Vector3[] {q.transform(new Vector3(1, 0, 0)), q.transform(new Vector3(0, 1, 0)), q.transform(new Vector3(0, 0, 1))};
    }

    /** Closed-form distance from c to a sphere (size: radius) or a box (size: half extents) at a pose. */
    private static double gap(Vector3 at, Quaternion rot, float[] size, Vector3 c) {
        Vector3 d = new Vector3(c).sub(at);
        if (size.length == 1) return d.len() - size[0];
        rot.cpy().conjugate().transform(d);
        double ox = Math.max(0, Math.abs(d.x) - size[0]), oy = Math.max(0, Math.abs(d.y) - size[1]), oz = Math.max(0, Math.abs(d.z) - size[2]);
        return Math.sqrt(ox * ox + oy * oy + oz * oz);
    }

    @ParameterizedTest(name = "skin {0} m")
    @ValueSource(floats = {0, 0.01f})
    void allocatesNothingAfterWarmUp(float skin) {
        world(skin);
        Random rnd = new Random(3);
        Quaternion q = new Quaternion();
        float[] hull = {-0.4f, -0.3f, -0.2f, 0.5f, -0.3f, 0.1f, 0, 0.6f, 0, 0.1f, 0, 0.5f};
        for (int k = 0; k < 40; k++) {
            BodyDef d = new BodyDef().position(randomPoint(rnd, 2)).rotation(randomRotation(rnd, q)).mass(1);
            switch (k % 4) {
                case 0: d.shape(w.shapes().sphere(0.5f)); break;
                case 1: d.shape(w.shapes().box(0.5f, 0.3f, 0.2f)); break;
                case 2: d.shape(w.shapes().capsule(0.3f, 1)); break;
                default: d.shape(w.shapes().convexHull(hull)); break;
            }
            w.createBody(d);
        }
        Array<RigidBody> out = new Array<>();
        Vector3 c = new Vector3(0.3f, 0.1f, -0.2f);
        assertTrue(w.overlapSphere(c, 1.5f, (short) -1, out) > 10, "most bodies touch: " + out.size);
        for (int i = 0; i < 300; i++) w.overlapSphere(c, 1.5f, (short) -1, out); // warm-up
        long bytes = Allocation.leastOf(5, () -> {
            for (int i = 0; i < 100; i++) w.overlapSphere(c, 1.5f, (short) -1, out);
        });
        assertEquals(0, bytes, "bytes allocated by 100 overlapSphere calls (least of 5 rounds)");
        Vector3 half = new Vector3(1, 0.8f, 0.6f);
        Matrix4 m = new Matrix4().set(c, new Quaternion(Vector3.Y, 30));
        assertTrue(w.overlapBox(half, m, (short) -1, out) > 5, "most bodies touch: " + out.size);
        for (int i = 0; i < 300; i++) w.overlapBox(half, m, (short) -1, out); // warm-up
        long boxBytes = Allocation.leastOf(5, () -> {
            for (int i = 0; i < 100; i++) w.overlapBox(half, m, (short) -1, out);
        });
        assertEquals(0, boxBytes, "bytes allocated by 100 overlapBox calls (least of 5 rounds)");
        // moving bodies: the tree's leaves follow the step's poses without allocating either
        for (RigidBody b : w.getBodies()) b.setLinearVelocity(new Vector3(b.getIndex() % 3 - 1, 0, 1));
        for (int i = 0; i < 100; i++) {
            w.stepOnce();
            w.overlapSphere(c, 1.5f, (short) -1, out);
        }
        long stepBytes = Allocation.leastOf(5, () -> {
            for (int i = 0; i < 20; i++) {
                w.stepOnce();
                w.overlapSphere(c, 1.5f, (short) -1, out);
                w.overlapBox(half, m, (short) -1, out);
            }
        });
        assertEquals(0, stepBytes, "bytes allocated by 20 steps, each followed by both queries (least of 5 rounds)");
    }

    @ParameterizedTest(name = "skin {0} m")
    @ValueSource(floats = {0, 0.01f, 0x1p-10f})
    void trianglesMatchGjkOnTheTriangleAsASharpHull(float skin) {
        world(skin); // both bodies grown by the skin; the queries read the bare triangle and the sharp hull
        Random rnd = new Random(17);
        Quaternion q = new Quaternion();
        int n = 60;
        for (int k = 0; k < n; k++) {
            float[] tri = new float[9];
            for (int j = 0; j < 9; j++) tri[j] = (rnd.nextFloat() * 2 - 1) * 1.2f;
            Vector3 at = randomPoint(rnd, 4);
            randomRotation(rnd, q);
            // body 2k: a mesh of the triangle, decided by the closed forms; body 2k + 1: its hull without margin, decided by GJK
            w.createBody(new BodyDef().mass(0).position(at).rotation(q).shape(w.shapes().staticMesh(tri, new int[] {0, 1, 2})));
            btCollisionShape hull = w.shapes().convexHull(tri, 0);
            w.createBody(new BodyDef().mass(0).position(at).rotation(q).shape(hull));
        }
        Array<RigidBody> out = new Array<>(), inner = new Array<>(), outer = new Array<>();
        float band = 1e-4f;
        int decided = 0, boundary = 0;
        for (int t = 0; t < 600; t++) {
            boolean box = t % 2 == 1;
            Vector3 c = randomPoint(rnd, 4);
            float r = 0.05f + 1.2f * rnd.nextFloat();
            Matrix4 m = new Matrix4().set(c, randomRotation(rnd, q));
            Vector3 half = new Vector3(0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat(), 0.05f + rnd.nextFloat());
            for (int g = -1; g <= 1; g++) {
                Array<RigidBody> into = g < 0 ? inner : g == 0 ? out : outer;
                if (box) w.overlapBox(new Vector3(half).add(g * band), m, (short) -1, into);
                else w.overlapSphere(c, r + g * band, (short) -1, into);
            }
            for (int k = 0; k < n; k++) {
                boolean mesh = listed(out, 2 * k), hull = listed(out, 2 * k + 1);
                if (listed(outer, 2 * k + 1) && !listed(inner, 2 * k + 1)) {
                    boundary++; // within 0.1 mm of the probe's surface: either answer
                    continue;
                }
                assertEquals(hull, mesh, "query " + t + (box ? " box " + half + " at " + m : " sphere " + c + " r " + r) + ": triangle " + k);
                if (hull) decided++;
            }
        }
        assertTrue(decided > 300, "triangles found " + decided);
        assertTrue(boundary < 20, "triangles within 0.1 mm of a probe's surface: " + boundary);
    }

    /** A compound, a triangle mesh, a heightfield and a user's static plane around the origin. */
    private void nonConvexAroundTheOrigin(com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape plane) {
        Array<btCollisionShape> parts = new Array<>();
        parts.addAll(w.shapes().box(0.4f, 0.3f, 0.2f), w.shapes().sphere(0.3f));
        Array<Matrix4> at = new Array<>();
        at.addAll(new Matrix4().setToTranslation(-0.5f, 0, 0), new Matrix4().setToTranslation(0.5f, 0, 0));
        w.createBody(new BodyDef().mass(1).position(0.2f, 0.3f, 0).shape(w.shapes().compound(parts, at, new float[] {1, 1})));
        w.createBody(new BodyDef().mass(0).position(0, -1.2f, 0).shape(w.shapes().staticMesh(
                new float[] {-3, 0, -3, 3, 0.2f, -3, 3, 0, 3, -3, 0.3f, 3}, new int[] {0, 3, 1, 1, 3, 2})));
        float[] heights = new float[6 * 6];
        for (int k = 0; k < heights.length; k++) heights[k] = 0.1f * (k % 5);
        w.createBody(new BodyDef().mass(0).position(0, 1.1f, 0).shape(w.shapes().heightfield(heights, 6, 6, 0.5f)));
        w.createBody(new BodyDef().mass(0).position(0, -1.4f, 0).shape(plane));
    }

    @ParameterizedTest(name = "skin {0} m")
    @ValueSource(floats = {0, 0.01f})
    void compoundsMeshesHeightfieldsAndPlanesAllocateNothing(float skin) {
        world(skin);
        com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape plane = new com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape(Vector3.Y, 0);
        try {
            nonConvexAroundTheOrigin(plane);
            Array<RigidBody> out = new Array<>();
            Vector3 c = new Vector3(0.1f, 0, 0.1f);
            Vector3 half = new Vector3(0.6f, 1.5f, 0.5f);
            Matrix4 m = new Matrix4().set(c, new Quaternion(Vector3.Z, 10));
            assertEquals(4, w.overlapSphere(c, 1.45f, (short) -1, out), "the sphere touches all four");
            assertEquals(4, w.overlapBox(half, m, (short) -1, out), "the box touches all four");
            long bytes = Allocation.leastOf(5, () -> {
                for (int i = 0; i < 100; i++) {
                    w.overlapSphere(c, 1.45f, (short) -1, out);
                    w.overlapBox(half, m, (short) -1, out);
                }
            });
            assertEquals(0, bytes, "bytes allocated by 100 overlapSphere and overlapBox calls, each finding four non-convex bodies (least of 5 rounds)");
            // the plane is a half-space (Bullet's): a sphere 1 cm above it is clear, one 1 cm into it or far below touches it
            assertEquals(0, count(w.overlapSphere(new Vector3(10, 0.11f, 10), 1.5f, (short) -1, out), out, 3), "a sphere 1 cm above the plane");
            assertEquals(1, count(w.overlapSphere(new Vector3(10, 0.09f, 10), 1.5f, (short) -1, out), out, 3), "a sphere 1 cm into the plane");
            assertEquals(1, count(w.overlapSphere(new Vector3(10, -20, 10), 1.5f, (short) -1, out), out, 3), "a sphere far under the plane");
            assertEquals(0, count(w.overlapBox(new Vector3(1, 1, 1), new Matrix4().setToTranslation(10, -0.39f, 10), (short) -1, out), out, 3), "a box 1 cm above it");
            assertEquals(1, count(w.overlapBox(new Vector3(1, 1, 1), new Matrix4().setToTranslation(10, -0.41f, 10), (short) -1, out), out, 3), "a box 1 cm into it");
        } finally {
            w.dispose();
            w = null;
            plane.dispose();
        }
    }

    /** 1 when body {@code index} is among the n listed, else 0. */
    private static int count(int n, Array<RigidBody> out, int index) {
        return listed(out, index) ? 1 : 0;
    }
}
