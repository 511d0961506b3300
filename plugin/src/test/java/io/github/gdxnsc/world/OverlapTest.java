package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/**
 * overlapSphere and overlapBox decided by the plugin: the same bodies as Bullet's contact test on a
 * random scene of every convex kind and a mesh, the closed form on spheres and boxes, and no
 * allocation per call.
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

    private void world() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        w = new NscWorld(c);
    }

    private static Quaternion randomRotation(Random rnd, Quaternion q) {
        return q.set(new Vector3((float) rnd.nextGaussian(), (float) rnd.nextGaussian(), (float) rnd.nextGaussian()).nor(), 360 * rnd.nextFloat());
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

    private static Vector3 randomPoint(Random rnd, float extent) {
        return new Vector3((rnd.nextFloat() * 2 - 1) * extent, (rnd.nextFloat() * 2 - 1) * extent, (rnd.nextFloat() * 2 - 1) * extent);
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

    /** Body i's closed-form gap to a box probe (sphere: centre to box less radius; box: separating axis), NaN for other shapes. */
    private double gapToBox(int i, Vector3 c, Quaternion q, float[] half) {
        btCollisionShape s = w.bodies().shape[i];
        Bodies b = w.bodies();
        Vector3 p = new Vector3((float) b.pos[3 * i], (float) b.pos[3 * i + 1], (float) b.pos[3 * i + 2]);
        Quaternion r = new Quaternion((float) b.rot[4 * i], (float) b.rot[4 * i + 1], (float) b.rot[4 * i + 2], (float) b.rot[4 * i + 3]);
        if (s instanceof btSphereShape) return gap(c, q, half, p) - ((btSphereShape) s).getRadius();
        if (!(s instanceof btBoxShape)) return Double.NaN;
        Vector3 h = ((btBoxShape) s).getHalfExtentsWithMargin();
        return separation(p, r, new float[] {h.x, h.y, h.z}, c, q, half);
    }

    /** Body i's closed-form gap to a sphere probe when it is a box (Bullet is exact on two spheres), NaN for other shapes. */
    private double gapToSphere(int i, Vector3 c, float r) {
        btCollisionShape s = w.bodies().shape[i];
        if (!(s instanceof btBoxShape)) return Double.NaN;
        Bodies b = w.bodies();
        Vector3 p = new Vector3((float) b.pos[3 * i], (float) b.pos[3 * i + 1], (float) b.pos[3 * i + 2]);
        Quaternion q = new Quaternion((float) b.rot[4 * i], (float) b.rot[4 * i + 1], (float) b.rot[4 * i + 2], (float) b.rot[4 * i + 3]);
        Vector3 h = ((btBoxShape) s).getHalfExtentsWithMargin();
        return gap(p, q, new float[] {h.x, h.y, h.z}, c) - r;
    }

    private void randomScene(Random rnd) {
        Quaternion q = new Quaternion();
        world();
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
        // a static triangle mesh: Bullet's own pair test decides it
        w.createBody(new BodyDef().mass(0).position(0, -1, 0).shape(w.shapes().staticMesh(
                new float[] {-5, 0, -5, 5, 0, -5, 0, 0, 5}, new int[] {0, 1, 2})));
    }

    @Test
    void sphereFindsTheBodiesBulletsContactTestFindsInBodyOrder() {
        Random rnd = new Random(7);
        randomScene(rnd);
        sameAsBullet(rnd, () -> {
            Vector3 c = randomPoint(rnd, 6);
            float r = 0.05f + 1.5f * rnd.nextFloat();
            return new Probe() {
                public int ours(float grow, Array<RigidBody> out) { return w.overlapSphere(c, r + grow, (short) -1, out); }
                public int bullets(BulletQueries old) { return old.overlapSphere(c, r, -1, -1); }
                public double gap(int i) { return gapToSphere(i, c, r); }
                public String toString() { return "sphere " + c + " r " + r; }
            };
        });
    }

    @Test
    void movedDestroyedAndNewBodiesAreFoundAsBulletFindsThem() {
        Random rnd = new Random(11);
        randomScene(rnd);
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
        sameAsBullet(rnd, () -> {
            Vector3 c = randomPoint(rnd, 7);
            float r = 0.05f + 1.5f * rnd.nextFloat();
            return new Probe() {
                public int ours(float grow, Array<RigidBody> out) { return w.overlapSphere(c, r + grow, (short) -1, out); }
                public int bullets(BulletQueries old) { return old.overlapSphere(c, r, -1, -1); }
                public double gap(int i) { return gapToSphere(i, c, r); }
                public String toString() { return "sphere " + c + " r " + r; }
            };
        });
    }

    @Test
    void aSphereOverAnEdgeOfABoxIsFoundThoughBulletRoundsTheEdgeAway() {
        world();
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
        randomScene(rnd);
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

    @Test
    void sphereMatchesTheClosedFormOnSpheresAndBoxes() {
        world();
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

    @Test
    void boxMatchesTheClosedFormOnSpheresAndBoxes() {
        world();
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

    @Test
    void allocatesNothingAfterWarmUp() {
        world();
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
}


