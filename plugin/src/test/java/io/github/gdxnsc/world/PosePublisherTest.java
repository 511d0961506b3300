package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.parallel.PoolThresholds;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The poses the publish stage writes onto Bullet's objects on the pool (from
 * {@link PoolThresholds#POSE_SERIAL_BODIES} bodies) are the ones the calling thread writes alone,
 * bit for bit, and the queries between steps see them.
 */
class PosePublisherTest {
    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** A tumbling heap of boxes and balls, more than the serial threshold, stepped {@code steps} times. */
    private static NscWorld heap(int threads, int steps) {
        NscWorld w = new NscWorld(Scenes.config(threads));
        Scenes.ground(w, 0.6f, 0);
        BodyDef box = new BodyDef().shape(w.shapes().box(0.2f, 0.1f, 0.15f)).mass(1).friction(0.6f);
        BodyDef ball = new BodyDef().shape(w.shapes().sphere(0.12f)).mass(0.5f).friction(0.6f);
        int n = PoolThresholds.POSE_SERIAL_BODIES + 300;
        for (int i = 0; i < n; i++) {
            BodyDef d = i % 3 == 0 ? ball : box;
            d.position((i % 12) * 0.5f - 3, 0.3f + (i / 144) * 0.45f, ((i / 12) % 12) * 0.5f - 3);
            d.rotation(new com.badlogic.gdx.math.Quaternion(new Vector3(1, 2, 3).nor(), 7 * i));
            w.createBody(d);
        }
        for (int s = 0; s < steps; s++) w.stepOnce();
        return w;
    }

    @Test
    void thePoolWritesTheCallingThreadsPosesAndQueriesSeeThem() {
        NscWorld one = heap(1, 40), two = heap(2, 40);
        try {
            assertEquals(Scenes.positionHash(one), Scenes.positionHash(two), "the same physics at 1 and 2 threads");
            Matrix4 a = new Matrix4(), b = new Matrix4(), pose = new Matrix4();
            Array<RigidBody> bodies = two.getBodies();
            int moving = 0;
            for (int i = 0; i < bodies.size; i++) {
                a.set(one.collision().object(i).getWorldTransform());
                b.set(two.collision().object(i).getWorldTransform());
                for (int k = 0; k < 16; k++)
                    assertEquals(Float.floatToRawIntBits(a.val[k]), Float.floatToRawIntBits(b.val[k]), "body " + i + ", entry " + k);
                bodies.get(i).getTransform(pose);
                for (int k = 0; k < 16; k++) assertEquals(pose.val[k], b.val[k], 1e-6f, "body " + i + " in Bullet");
                if (bodies.get(i).getMass() > 0) moving++;
            }
            assertTrue(moving > PoolThresholds.POSE_SERIAL_BODIES, "the pool's pass ran: " + moving + " moving bodies");
            // a query between steps meets the bodies where they now are
            RigidBody probe = bodies.get(bodies.size / 2);
            Vector3 at = probe.getPosition(new Vector3());
            Array<RigidBody> hitsOne = new Array<>(), hitsTwo = new Array<>();
            one.overlapSphere(at, 0.05f, (short) -1, hitsOne);
            two.overlapSphere(at, 0.05f, (short) -1, hitsTwo);
            assertTrue(hitsTwo.contains(probe, true), "the overlap query finds the body at its new position");
            assertEquals(hitsOne.size, hitsTwo.size);
        } finally {
            one.dispose();
            two.dispose();
        }
    }
}
