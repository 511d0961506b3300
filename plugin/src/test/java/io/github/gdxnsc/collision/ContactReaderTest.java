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
