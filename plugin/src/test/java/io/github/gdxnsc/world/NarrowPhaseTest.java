package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btStaticPlaneShape;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.NativeLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bullet's narrow phase shared out on the worker pool gives the contacts Bullet's own pass gives,
 * bit for bit: two worlds step the same heap of every shape kind (convex pairs on the pool;
 * compound, mesh and heightfield pairs and an ignored pair on the step's thread), with a kinematic
 * body sweeping through, a sensor, a body destroyed and one created on the way, a filter changed, a
 * snapshot restored (Bullet's pair cache made anew) and islands falling asleep, one with the pool's
 * narrow phase on every step and one with Bullet's pass; every step's contacts and poses must agree.
 */
class NarrowPhaseTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void theLayoutForThePoolIsFound() {
        assertNull(NativeLayout.shared().pairFailure(), "pair layout");
        assertTrue(NativeLayout.shared().pairsOk());
    }

    @Test
    void poolGivesBulletsOwnContactsBitForBit() {
        btStaticPlaneShape planeA = new btStaticPlaneShape(new Vector3(0, 1, 0), 0);
        btStaticPlaneShape planeB = new btStaticPlaneShape(new Vector3(0, 1, 0), 0);
        NscWorld bullet = heap(false, planeA), pooled = heap(true, planeB);
        try {
            BulletCollision c = WorldAccess.collision(pooled);
            assertNull(c.narrowPhaseFailure());
            c.setNarrowPhaseSerialPairs(0); // the pool even for this small heap
            Vector3 p = new Vector3(), n = new Vector3(), i = new Vector3(), q = new Vector3(), m = new Vector3(), j = new Vector3();
            int onPool = 0, contactSteps = 0, asleep = 0;
            WorldSnapshot[] saved = new WorldSnapshot[2];
            for (int s = 0; s < 300; s++) {
                stepWithEvents(bullet, pooled, s, saved);
                if (c.narrowPhaseOnPool()) onPool++;
                assertEquals(bullet.getContactCount(), pooled.getContactCount(), "contacts at step " + s);
                if (bullet.getContactCount() > 0) contactSteps++;
                for (int k = 0; k < bullet.getContactCount(); k++) {
                    bullet.getContact(k, p, n, i);
                    pooled.getContact(k, q, m, j);
                    assertTrue(p.equals(q) && n.equals(m) && i.equals(j), "contact " + k + " at step " + s + ": " + p + n + i + " vs " + q + m + j);
                }
                assertEquals(poses(bullet), poses(pooled), "poses at step " + s);
                for (int k = 0; k < pooled.getBodies().size; k++) if (!pooled.getBodies().get(k).isAwake()) asleep++;
            }
            assertEquals(300, onPool, "every step's narrow phase ran on the pool");
            assertTrue(contactSteps > 250, "the heap touches: " + contactSteps);
            assertTrue(asleep > 0, "some bodies fell asleep (both inactive: no narrow phase for their pair)");
        } finally {
            bullet.dispose();
            pooled.dispose();
            planeA.dispose();
            planeB.dispose();
        }
    }

    /**
     * With manifolds kept while pairs hardly move, the heap and every event in it (a body destroyed
     * and one created, a snapshot restored, a filter changed, islands asleep and woken, a kinematic
     * body sweeping through) step alike, bit for bit, on one thread and on three: the records follow
     * their pairs through Bullet's pair cache whichever thread wrote them.
     */
    @Test
    void keptManifoldsStepAlikeAtAnyThreadCount() {
        btStaticPlaneShape planeA = new btStaticPlaneShape(new Vector3(0, 1, 0), 0);
        btStaticPlaneShape planeB = new btStaticPlaneShape(new Vector3(0, 1, 0), 0);
        NscWorld one = heap(true, planeA, 1, 0.001f), three = heap(true, planeB, 3, 0.001f);
        try {
            WorldAccess.collision(three).setNarrowPhaseSerialPairs(0);
            long kept = 0;
            WorldSnapshot[] saved = new WorldSnapshot[2];
            for (int s = 0; s < 300; s++) {
                stepWithEvents(one, three, s, saved);
                assertEquals(one.getLastStats().keptManifolds, three.getLastStats().keptManifolds, "kept manifolds at step " + s);
                kept += three.getLastStats().keptManifolds;
                assertEquals(poses(one), poses(three), "poses at step " + s);
            }
            assertTrue(kept > 300, "pairs kept their manifolds: " + kept);
        } finally {
            one.dispose();
            three.dispose();
            planeA.dispose();
            planeB.dispose();
        }
    }

    /**
     * A kept manifold misses at most the reuse distance of motion. A box sliding without friction at
     * 3 cm/s (half a millimetre a step) into a wall keeps the wall pair's empty manifold while it is
     * within a millimetre of where the detector last ran, and so may touch late: it must stop no
     * deeper in the wall than with Bullet's detector every step plus that distance. A cube tipping
     * off its edge onto its face, whose landing corners are new points, likewise. And a cube at
     * rest keeps its manifold, where the distance 0 keeps none.
     */
    @Test
    void keptManifoldsLandAndStopNoDeeperThanTheDistanceAllows() {
        float distance = 0.001f;
        for (int scene = 0; scene < 2; scene++) {
            float[] deepest = new float[2];
            int[] keptAtRest = new int[2];
            for (int run = 0; run < 2; run++) {
                NscWorld w = keeping(run == 0 ? 0 : distance);
                try {
                    RigidBody box = scene == 0 ? slideIntoWall(w) : tipOntoFace(w);
                    for (int s = 0; s < 240; s++) {
                        w.stepOnce();
                        deepest[run] = Math.max(deepest[run], w.getLastStats().maxPenetration);
                    }
                    keptAtRest[run] = w.getLastStats().keptManifolds;
                    assertTrue(box.getLinearVelocity(new Vector3()).len() < 1e-3f, "scene " + scene + " came to rest");
                } finally {
                    w.dispose();
                }
            }
            assertEquals(0, keptAtRest[0], "scene " + scene + ": the distance 0 keeps no manifold");
            assertTrue(keptAtRest[1] >= 1, "scene " + scene + ": the box at rest keeps its manifold");
            assertTrue(deepest[1] <= deepest[0] + distance,
                    "scene " + scene + ": deepest with kept manifolds " + deepest[1] + " m, with the detector every step " + deepest[0]);
        }
    }

    /**
     * A box at rest on a 20 degree slope with friction 1 keeps its manifold; its friction set to 0.1
     * (under tan 20 degrees) takes effect at the next step, as the API says: Bullet gives each point the
     * pair's combined friction when its detector makes it, so the pair is detected again, and the box
     * slides off with Coulomb's deceleration from its first step (kept, it stayed put: 0.6 um).
     */
    @Test
    void aMaterialChangedAtRestTakesEffectAtTheNextStep() {
        NscWorld w = keeping(0.001f);
        try {
            Scenes.ground(w, 1, 20);
            Quaternion slope = new Quaternion(Vector3.Z, 20);
            Vector3 up = new Vector3(0, 1, 0).mul(slope);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).friction(1)
                    .position(up.x * 0.2f, up.y * 0.2f, up.z * 0.2f).rotation(slope));
            for (int s = 0; s < 120; s++) w.stepOnce();
            assertTrue(w.getLastStats().keptManifolds >= 1, "the box at rest keeps its manifold");
            Vector3 before = box.getPosition(new Vector3());
            box.setFriction(0.1f);
            int n = 30;
            for (int s = 0; s < n; s++) w.stepOnce();
            // down the slope at a = g (sin 20 - 0.1 cos 20) from rest: after n steps of h, a h^2 n (n + 1) / 2
            // by the step's semi-implicit Euler (0.314 m in 0.5 s)
            double g = 9.81, a = g * (Math.sin(Math.toRadians(20)) - 0.1 * Math.cos(Math.toRadians(20))), h = w.getConfig().timeStep;
            double expected = a * h * h * n * (n + 1) / 2;
            float slid = box.getPosition(new Vector3()).dst(before);
            assertEquals(expected, slid, 0.01 * expected, "the box slid " + slid + " m in 0.5 s");
        } finally {
            w.dispose();
        }
    }

    /**
     * A ball rolling without slipping at 3 cm/s on a box (half a millimetre a step) keeps its point
     * every other step: its centre, not its turn, bounds the kept manifold, and the point is put back
     * under it. It rolls on as the closed form says, x = x0 + v t with v = w r, for 4 s.
     */
    @Test
    void aRollingBallKeepsItsPointAndRollsOn() {
        NscWorld w = keeping(0.001f);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(3, 0.5f, 3)).mass(0).friction(0.5f).position(0, -0.5f, 0));
            float r = 0.25f, v = 0.03f, h = w.getConfig().timeStep;
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(r)).mass(1).friction(0.5f).position(-1, r, 0)
                    .linearVelocity(v, 0, 0).angularVelocity(0, 0, -v / r));
            for (int s = 0; s < 30; s++) w.stepOnce();
            Vector3 start = ball.getPosition(new Vector3());
            long kept = 0;
            int n = 240;
            for (int s = 0; s < n; s++) {
                w.stepOnce();
                kept += w.getLastStats().keptManifolds;
            }
            Vector3 end = ball.getPosition(new Vector3());
            assertTrue(kept >= n / 3, "the rolling ball kept its point in " + kept + " of " + n + " steps");
            assertEquals(v * n * h, end.x - start.x, 0.01 * v * n * h, "rolled");
            assertEquals(start.z, end.z, 1e-5, "straight on");
            assertEquals(v, ball.getLinearVelocity(new Vector3()).len(), 0.01 * v, "at its speed");
            assertEquals(v / r, ball.getAngularVelocity(new Vector3()).len(), 0.01 * v / r, "without slipping");
        } finally {
            w.dispose();
        }
    }

    /** A world at the defaults (2 threads) that keeps manifolds within {@code reuseDistance} (0: none). */
    private static NscWorld keeping(float reuseDistance) {
        NscConfig config = Scenes.config(2);
        config.manifoldReuseDistance = reuseDistance;
        return new NscWorld(config);
    }

    /** A ground, a wall at x = 0.5 and a 0.4 m cube sliding at 3 cm/s without friction towards it from 2 cm away. */
    private static RigidBody slideIntoWall(NscWorld w) {
        Scenes.ground(w, 0, 0);
        w.createBody(new BodyDef().shape(w.shapes().box(0.1f, 0.5f, 1)).mass(0).friction(0).position(0.6f, 0.5f, 0));
        RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).friction(0).restitution(0)
                .position(0.28f, 0.2f, 0));
        box.setLinearVelocity(new Vector3(0.03f, 0, 0));
        return box;
    }

    /** A ground and a 0.4 m cube on its edge, its centre 35 degrees past the edge: it falls the last 10 degrees onto its face. */
    private static RigidBody tipOntoFace(NscWorld w) {
        Scenes.ground(w, 0.8f, 0);
        float half = 0.2f, lean = 35;
        float y = (float) (Math.sqrt(2) * half * Math.cos(Math.toRadians(lean)));
        float x = (float) (-Math.sqrt(2) * half * Math.sin(Math.toRadians(lean)));
        return w.createBody(new BodyDef().shape(w.shapes().box(half, half, half)).mass(1).friction(0.8f).position(x, y + 1e-4f, 0)
                .rotation(new Quaternion(Vector3.Z, 45 + lean)));
    }

    @Test
    void serialPairsMustNotBeNegative() {
        NscWorld w = new NscWorld(Scenes.config(2));
        try {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WorldAccess.collision(w).setNarrowPhaseSerialPairs(-1));
            assertTrue(e.getMessage().contains("-1"), e.getMessage());
        } finally {
            w.dispose();
        }
    }

    /**
     * A static plane, a triangle-mesh platform on it and a heightfield beside it; a heap of boxes,
     * spheres, capsules, cylinders, cones, hulls and compounds dropped over all three; two boxes
     * jointed (their pair ignored). Sleeping on.
     */
    private static NscWorld heap(boolean poolNarrowPhase, btStaticPlaneShape plane) {
        return heap(poolNarrowPhase, plane, 2, 0);
    }

    private static NscWorld heap(boolean poolNarrowPhase, btStaticPlaneShape plane, int threads, float reuseDistance) {
        NscConfig config = Scenes.config(threads);
        config.allowSleep = true;
        config.poolNarrowPhase = poolNarrowPhase;
        config.manifoldReuseDistance = reuseDistance;
        NscWorld w = new NscWorld(config);
        NscShapes sh = w.shapes();
        w.createBody(new BodyDef().shape(plane).mass(0).friction(0.6f));
        float[] platform = {-2, 0.3f, -2, 2, 0.3f, -2, 2, 0.3f, 2, -2, 0.3f, 2};
        w.createBody(new BodyDef().shape(sh.staticMesh(platform, new int[] {0, 2, 1, 0, 3, 2})).mass(0).friction(0.6f));
        float[] heights = new float[25];
        for (int k = 0; k < heights.length; k++) heights[k] = 0.1f * ((k * 7) % 5);
        w.createBody(new BodyDef().shape(sh.heightfield(heights, 5, 5, 1f)).position(5, 0, 0).mass(0).friction(0.6f));
        Array<btCollisionShape> parts = new Array<>();
        parts.add(sh.box(0.3f, 0.1f, 0.1f));
        parts.add(sh.sphere(0.15f));
        Array<Matrix4> at = new Array<>();
        at.add(new Matrix4());
        at.add(new Matrix4().setToTranslation(0.3f, 0, 0));
        btCollisionShape[] kinds = {sh.box(0.2f, 0.15f, 0.25f), sh.sphere(0.2f), sh.capsule(0.12f, 0.3f), sh.cylinder(0.2f, 0.2f, 0.2f),
                sh.cone(Axis.Y, 0.4f, 0.4f), hull(sh), sh.compound(parts, at, new float[] {1, 1})};
        Random r = new Random(7);
        for (int k = 0; k < 42; k++) {
            float x = -2 + 9 * r.nextFloat(), z = -1.5f + 3 * r.nextFloat(), y = 0.8f + 0.45f * (k / 7);
            Quaternion turn = new Quaternion(new Vector3(r.nextFloat(), r.nextFloat(), r.nextFloat()).nor(), 360 * r.nextFloat());
            w.createBody(new BodyDef().shape(kinds[k % kinds.length]).mass(1 + r.nextFloat()).friction(0.5f).position(x, y, z).rotation(turn));
        }
        // a kinematic box sweeping through the heap, and a sensor in it
        w.createBody(new BodyDef().shape(sh.box(0.3f, 0.3f, 0.3f)).type(BodyType.KINEMATIC).position(-3, 0.6f, 0));
        w.createBody(new BodyDef().shape(sh.sphere(0.6f)).mass(0).sensor(true).position(3, 0.5f, 0));
        RigidBody a = w.createBody(new BodyDef().shape(kinds[0]).mass(1).position(0, 4, 0));
        RigidBody b = w.createBody(new BodyDef().shape(kinds[0]).mass(1).position(0.3f, 4.2f, 0));
        w.createBallJoint(a, b, new Vector3(0.15f, 4.1f, 0));
        return w;
    }

    /**
     * Step {@code s} of the heap in both worlds, with its events: a body destroyed at 90, a snapshot
     * saved at 100 and restored at 140 (Bullet's pairs, manifolds and dispatcher made anew), a hull
     * dropped at 150, a new filter at 170 (the body leaves and re-enters the broadphase), the
     * kinematic box sweeping through all along.
     */
    private static void stepWithEvents(NscWorld a, NscWorld b, int s, WorldSnapshot[] saved) {
        if (s == 90) {
            destroySecond(a);
            destroySecond(b);
        }
        if (s == 100) {
            saved[0] = a.saveSnapshot(null);
            saved[1] = b.saveSnapshot(null);
        }
        if (s == 140) {
            a.restoreSnapshot(saved[0]);
            b.restoreSnapshot(saved[1]);
        }
        if (s == 150) {
            dropHull(a);
            dropHull(b);
        }
        if (s == 170) {
            a.getBodies().get(10).setFilter((short) 1, (short) -1);
            b.getBodies().get(10).setFilter((short) 1, (short) -1);
        }
        sweep(a, s);
        sweep(b, s);
        a.stepOnce();
        b.stepOnce();
    }

    /** Moves the kinematic box (body 45) along x through the heap. */
    private static void sweep(NscWorld w, int step) {
        RigidBody k = w.getBodies().get(45);
        k.setKinematicTarget(new Vector3(-3 + 0.03f * step, 0.6f, 0), new Quaternion());
    }

    private static btCollisionShape hull(NscShapes sh) {
        float[] points = new float[3 * 12];
        for (int k = 0; k < 12; k++) {
            double t = 2 * Math.PI * k / 12;
            points[3 * k] = (float) (0.25 * Math.cos(t));
            points[3 * k + 1] = k % 2 == 0 ? 0.15f : -0.15f;
            points[3 * k + 2] = (float) (0.2 * Math.sin(t));
        }
        return sh.convexHull(points);
    }

    private static void destroySecond(NscWorld w) {
        w.destroyBody(w.getBodies().get(4));
    }

    private static void dropHull(NscWorld w) {
        w.createBody(new BodyDef().shape(hull(w.shapes())).mass(2).position(1, 3, 0.5f));
    }

    private static long poses(NscWorld w) {
        Vector3 p = new Vector3();
        Quaternion q = new Quaternion();
        long h = 17;
        for (int k = 0; k < w.getBodies().size; k++) {
            RigidBody b = w.getBodies().get(k);
            b.getPosition(p);
            b.getRotation(q);
            h = 31 * h + Float.floatToIntBits(p.x);
            h = 31 * h + Float.floatToIntBits(p.y);
            h = 31 * h + Float.floatToIntBits(p.z);
            h = 31 * h + Float.floatToIntBits(q.x);
            h = 31 * h + Float.floatToIntBits(q.y);
            h = 31 * h + Float.floatToIntBits(q.z);
            h = 31 * h + Float.floatToIntBits(q.w);
        }
        return h;
    }
}
