package io.github.gdxnsc.collision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The two readers against each other on a live pile, and the fallback when they disagree. */
class ContactReaderTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    /** A loose pile: 3 layers of slightly overlapping boxes and spheres on a static ground. */
    static BulletCollision pile(boolean allowDirect, btBoxShape ground, btBoxShape box, btSphereShape ball) {
        BulletCollision c = new BulletCollision(allowDirect);
        c.add(0, ground, true, 0.5f, 0f);
        c.setTransform(0, 0, -0.5, 0, 0, 0, 0, 1);
        int n = 1;
        java.util.Random r = new java.util.Random(7);
        for (int layer = 0; layer < 3; layer++)
            for (int i = 0; i < 6; i++)
                for (int k = 0; k < 6; k++) {
                    c.add(n, (i + k + layer) % 3 == 0 ? ball : box, false, 0.3f + 0.1f * (n % 4), 0.1f * (n % 3));
                    double s = Math.sin(0.1 * n), q = Math.sqrt(1 - s * s * 0.01);
                    c.setTransform(n, i * 0.98 + 0.01 * r.nextDouble(), 0.49 + layer * 0.98, k * 0.98, 0, 0.1 * s, 0, q);
                    n++;
                }
        return c;
    }

    @Test
    void directAndJniReadersReturnIdenticalContactsOnAPile() {
        btBoxShape ground = new btBoxShape(new Vector3(20, 0.5f, 20));
        btBoxShape box = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        btSphereShape ball = new btSphereShape(0.5f);
        BulletCollision c = pile(true, ground, box, ball);
        try {
            assertTrue(c.layout().ok(), "layout probe: " + c.layout());
            System.out.println(c.layout());
            ContactBuffer jni = new ContactBuffer(), direct = new ContactBuffer();
            for (int frame = 0; frame < 3; frame++) {
                c.detect();
                c.readJni(jni);
                assertTrue(c.readDirect(direct));
                assertTrue(jni.count() > 100, "a pile has many contacts, got " + jni.count());
                String[] why = new String[1];
                assertTrue(DirectContactReader.sameContacts(direct, jni, why), why[0]);
                // write distinct impulses through one reader, read them back through the other
                for (int k = 0; k < direct.count(); k++) {
                    direct.impulse[3 * k] = 1 + k;
                    direct.impulse[3 * k + 1] = -0.5f * k;
                    direct.impulse[3 * k + 2] = 0.25f * k + frame;
                    direct.recoveryImpulse[k] = k % 5 == 0 ? 0f : 0.125f * k - frame;
                }
                c.writeImpulses(direct);
                c.readJni(jni);
                assertTrue(DirectContactReader.sameContacts(direct, jni, why), "impulse write-back: " + why[0]);
                for (int k = 0; k < jni.count(); k++) {
                    assertTrue(jni.distance[k] < 0.1f);
                    float nx = jni.normal[3 * k], ny = jni.normal[3 * k + 1], nz = jni.normal[3 * k + 2];
                    assertEquals(1.0, nx * nx + ny * ny + nz * nz, 1e-4);
                    assertNotEquals(jni.bodyA[k], jni.bodyB[k]);
                }
                c.read(direct); // the live-frame verification
                assertTrue(c.isDirect(), "verification passed, direct reader kept");
            }
        } finally {
            c.dispose();
            ground.dispose();
            box.dispose();
            ball.dispose();
        }
    }

    /**
     * A contact's recovery impulse rides on its point's user word as Bullet moves the point: a point
     * moved into a removed point's slot keeps its own, and the points a detection makes anew start
     * at 0, while the manifolds left alone keep theirs.
     */
    @Test
    void aPointsRecoveryImpulseMovesWithItAndANewPointStartsAtZero() {
        btBoxShape ground = new btBoxShape(new Vector3(20, 0.5f, 20));
        btBoxShape box = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        btSphereShape ball = new btSphereShape(0.5f);
        BulletCollision c = pile(true, ground, box, ball);
        try {
            ContactBuffer buf = new ContactBuffer();
            c.detect();
            c.read(buf);
            for (int k = 0; k < buf.count(); k++) buf.recoveryImpulse[k] = 0.5f + k;
            c.writeImpulses(buf);
            // a manifold of three or more points: its first point removed, its last one moves into the slot
            int first = -1;
            for (int k = 0; k + 2 < buf.count() && first < 0; k++)
                if (buf.manifold[k] == buf.manifold[k + 2] && (k == 0 || buf.manifold[k - 1] != buf.manifold[k])) first = k;
            assertTrue(first >= 0, "no manifold of three points in the pile");
            long m = buf.manifold[first];
            int last = first;
            while (last + 1 < buf.count() && buf.manifold[last + 1] == m) last++;
            float[] lastPoint = {buf.pointA[3 * last], buf.pointA[3 * last + 1], buf.pointA[3 * last + 2]};
            float lastImpulse = buf.recoveryImpulse[last];
            com.badlogic.gdx.physics.bullet.collision.CollisionJNI.btPersistentManifold_removeContactPoint(m, null, 0);
            ContactBuffer after = new ContactBuffer(), jni = new ContactBuffer();
            c.read(after);
            c.readJni(jni);
            assertTrue(DirectContactReader.sameContacts(after, jni, null), "both readers read the words alike");
            assertEquals(buf.count() - 1, after.count());
            assertEquals(lastPoint[0], after.pointA[3 * first]);
            assertEquals(lastPoint[1], after.pointA[3 * first + 1]);
            assertEquals(lastPoint[2], after.pointA[3 * first + 2]);
            assertEquals(lastImpulse, after.recoveryImpulse[first], "the moved point keeps its own impulse");

            // the manifold cleared: the detector makes its points anew, with no impulse; the others keep theirs
            com.badlogic.gdx.physics.bullet.collision.CollisionJNI.btPersistentManifold_clearManifold(m, null);
            c.detect();
            c.read(after);
            int fresh = 0, kept = 0;
            for (int k = 0; k < after.count(); k++) {
                if (after.manifold[k] == m) {
                    assertEquals(0f, after.recoveryImpulse[k], "a new point of the cleared manifold");
                    fresh++;
                } else if (after.recoveryImpulse[k] >= 0.5f) {
                    kept++;
                }
            }
            assertTrue(fresh > 0, "the cleared manifold was detected again");
            assertTrue(kept > after.count() / 2, "the other points keep their impulses: " + kept + " of " + after.count());
        } finally {
            c.dispose();
            ground.dispose();
            box.dispose();
            ball.dispose();
        }
    }

    private static void assertNotEquals(int a, int b) {
        assertTrue(a != b, a + " == " + b);
    }

    @Test
    void aFailedVerificationFallsBackToJni() {
        btBoxShape ground = new btBoxShape(new Vector3(20, 0.5f, 20));
        btBoxShape box = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        btSphereShape ball = new btSphereShape(0.5f);
        BulletCollision c = pile(true, ground, box, ball);
        try {
            assertTrue(c.isDirect());
            c.failNextVerification();
            c.detect();
            ContactBuffer buf = new ContactBuffer(), jni = new ContactBuffer();
            c.read(buf);
            assertFalse(c.isDirect(), "fell back");
            assertNotNull(c.fallbackReason());
            c.readJni(jni);
            assertTrue(DirectContactReader.sameContacts(buf, jni, null), "the fallback frame is the JNI read");
            c.detect();
            c.read(buf);
            assertFalse(c.isDirect(), "stays on JNI");
        } finally {
            c.dispose();
            ground.dispose();
            box.dispose();
            ball.dispose();
        }
    }

    @Test
    void configSwitchForcesJni() {
        BulletCollision c = new BulletCollision(false);
        try {
            assertFalse(c.isDirect());
        } finally {
            c.dispose();
        }
    }
}
