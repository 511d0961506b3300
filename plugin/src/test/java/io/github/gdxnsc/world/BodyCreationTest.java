package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBroadphaseProxy;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A body enters Bullet's broadphase at its own pose: inserted at the origin, every new body would
 * overlap every other one there until the next step, and creating n bodies would cost O(n^2). And
 * creating a body allocates the body, nothing else.
 */
class BodyCreationTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void theBroadphaseSeesANewBodyAtItsPoseNotAtTheOrigin() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Quaternion turned = new Quaternion(Vector3.Y, 90);
            BodyDef d = new BodyDef().shape(w.shapes().box(2, 0.5f, 0.25f)).mass(1).rotation(turned);
            for (int k = 0; k < 3; k++) {
                RigidBody b = w.createBody(d.position(100 + 10 * k, -20, 7));
                btBroadphaseProxy proxy = w.collision().object(b.getIndex()).getBroadphaseHandle();
                Vector3 min = new Vector3(proxy.getAabbMin().getX(), proxy.getAabbMin().getY(), proxy.getAabbMin().getZ());
                Vector3 max = new Vector3(proxy.getAabbMax().getX(), proxy.getAabbMax().getY(), proxy.getAabbMax().getZ());
                // turned 90 degrees about y, the box's 2 m half extent lies along z (its margin is inside the extents)
                float m = 0;
                assertEquals(100 + 10 * k - 0.25f - m, min.x, 1e-3f);
                assertEquals(100 + 10 * k + 0.25f + m, max.x, 1e-3f);
                assertEquals(-20.5f - m, min.y, 1e-3f);
                assertEquals(7 - 2 - m, min.z, 1e-3f);
                assertEquals(7 + 2 + m, max.z, 1e-3f);
            }
        } finally {
            w.dispose();
        }
    }

    @Test
    void destroyingOneOfManyBodiesWithSleepingOffKeepsTheOthers() {
        NscConfig c = Scenes.config(1);
        c.allowSleep = false;
        NscWorld w = new NscWorld(c);
        try {
            BodyDef d = new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1);
            for (int k = 0; k < 40; k++) w.createBody(d.position(k, 5, 0));
            w.stepOnce();
            RigidBody last = w.getBodies().peek();
            w.destroyBody(w.getBodies().first()); // the 40th body takes index 0: before, the islands' records of 16 bodies were read at 39
            assertEquals(0, last.getIndex());
            assertEquals(39, w.getBodies().size);
            w.stepOnce();
        } finally {
            w.dispose();
        }
    }

    @Test
    void creatingABodyAllocatesTheBodyAndNothingElse() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            BodyDef d = new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1);
            int n = 2000;
            long least = Long.MAX_VALUE;
            for (int round = 0; round < 4; round++) {
                long before = io.github.gdxnsc.testutil.Allocation.currentThread();
                for (int k = 0; k < n; k++) w.createBody(d.position(k % 50, 1, k / 50));
                long bytes = io.github.gdxnsc.testutil.Allocation.currentThread() - before;
                if (round > 0) least = Math.min(least, bytes); // the first round grows the storage
                while (w.getBodies().size > 0) w.destroyBody(w.getBodies().peek());
                w.stepOnce();
            }
            // the body's handle (RigidBody), its btCollisionObject and gdx-bullet's bridge object for it; the
            // shape's size checks measured into fresh vectors and matrices added 432 B more
            assertTrue(least / n <= 256, "bytes allocated per body created once the storage has grown: " + least / n);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aCapacityHintSavesTheGrowthAndABadOneIsNamed() {
        int n = 2000;
        long grown = creationBytes(n, false), hinted = creationBytes(n, true);
        // growing by doubling from 16 copies every column several times and leaves the old arrays behind;
        // with the hint the fresh world allocates what a grown one does per body, plus the hinted storage once
        assertTrue(hinted / n <= 256 + 640, "bytes per body with the hint: " + hinted / n);
        assertTrue(hinted < grown * 2 / 3, "the hint saves the growth: " + hinted / n + " against " + grown / n + " B per body");
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> w.ensureCapacity(-1));
            assertEquals("bodies must be >= 0, was -1", e.getMessage());
            w.ensureCapacity(3);
            for (int k = 0; k < 5; k++) w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).position(k, 1, 0));
            assertEquals(5, w.getBodyCount(), "a hint below the count is only a hint");
        } finally {
            w.dispose();
        }
    }

    /** Bytes the calling thread allocated creating {@code n} spheres in a fresh world, with or without the hint. */
    private static long creationBytes(int n, boolean hint) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            BodyDef d = new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1);
            w.createBody(d.position(-1, 1, -1)); // the shape's first use reads its parts
            long before = io.github.gdxnsc.testutil.Allocation.currentThread();
            if (hint) w.ensureCapacity(n + 1);
            for (int k = 0; k < n; k++) w.createBody(d.position(k % 50, 1, k / 50));
            return io.github.gdxnsc.testutil.Allocation.currentThread() - before;
        } finally {
            w.dispose();
        }
    }
}
