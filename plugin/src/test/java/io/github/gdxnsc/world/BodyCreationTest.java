package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBroadphaseProxy;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A body enters Bullet's broadphase at its own pose: inserted at the origin, every new body would
 * overlap every other one there until the next step, and creating n bodies would cost O(n^2).
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
}
