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
            WorldSnapshot savedBullet = null, savedPooled = null;
            for (int s = 0; s < 300; s++) {
                if (s == 90) {
                    destroySecond(bullet);
                    destroySecond(pooled);
                }
                if (s == 100) {
                    savedBullet = bullet.saveSnapshot(null);
                    savedPooled = pooled.saveSnapshot(null);
                }
                if (s == 140) { // back to step 100: Bullet's pairs, manifolds and dispatcher made anew
                    bullet.restoreSnapshot(savedBullet);
                    pooled.restoreSnapshot(savedPooled);
                }
                if (s == 150) {
                    dropHull(bullet);
                    dropHull(pooled);
                }
                if (s == 170) { // a new filter: the body leaves and re-enters the broadphase
                    bullet.getBodies().get(10).setFilter((short) 1, (short) -1);
                    pooled.getBodies().get(10).setFilter((short) 1, (short) -1);
                }
                sweep(bullet, s);
                sweep(pooled, s);
                bullet.stepOnce();
                pooled.stepOnce();
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
        NscConfig config = Scenes.config(2);
        config.allowSleep = true;
        config.poolNarrowPhase = poolNarrowPhase;
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
