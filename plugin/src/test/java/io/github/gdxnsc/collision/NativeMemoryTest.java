package io.github.gdxnsc.collision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The direct reader's raw memory access as this JDK gets it from the multi-release jar:
 * java.lang.foreign on JDK 22 and later, sun.misc.Unsafe on 17-21. CI runs the suite on both, so
 * each implementation is held to the JNI reader here.
 */
class NativeMemoryTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void thisJdkGetsItsImplementation() {
        String expected = Runtime.version().feature() >= 22 ? "java.lang.foreign" : "sun.misc.Unsafe";
        assertEquals(expected, NativeMemory.kind(), "on JDK " + Runtime.version().feature());
        assertNull(NativeMemory.failure());
    }

    @Test
    void directReadsThroughThisJdksImplementationEqualJniReads() {
        btBoxShape ground = new btBoxShape(new Vector3(20, 0.5f, 20));
        btBoxShape box = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        btSphereShape ball = new btSphereShape(0.5f);
        BulletCollision c = ContactReaderTest.pile(true, ground, box, ball);
        try {
            assertTrue(c.layout().ok(), NativeMemory.kind() + ": " + c.layout());
            ContactBuffer jni = new ContactBuffer(), direct = new ContactBuffer();
            String[] why = new String[1];
            for (int frame = 0; frame < 3; frame++) {
                c.detect();
                c.readJni(jni);
                assertTrue(c.readDirect(direct));
                assertTrue(jni.count() > 100, "a pile has many contacts, got " + jni.count());
                assertTrue(DirectContactReader.sameContacts(direct, jni, why), NativeMemory.kind() + ": " + why[0]);
                // impulses stored through this implementation, read back through JNI
                for (int k = 0; k < direct.count(); k++) {
                    direct.impulse[3 * k] = 0.5f + k;
                    direct.impulse[3 * k + 1] = -0.25f * k - frame;
                    direct.impulse[3 * k + 2] = 0.125f * k;
                }
                c.writeImpulses(direct);
                c.readJni(jni);
                assertTrue(DirectContactReader.sameContacts(direct, jni, why), NativeMemory.kind() + " write-back: " + why[0]);
                // transforms written through this implementation, read back through JNI
                c.setTransform(5, 0.25 * frame, 3.5, -1.0, 0, 0.6, 0, 0.8);
                com.badlogic.gdx.math.Matrix4 m = new com.badlogic.gdx.math.Matrix4();
                c.object(5).getWorldTransform(m);
                assertEquals(0.25f * frame, m.val[12]);
                assertEquals(3.5f, m.val[13]);
                assertEquals(1 - 2 * 0.36f, m.val[0], 1e-6);
            }
        } finally {
            c.dispose();
            ground.dispose();
            box.dispose();
            ball.dispose();
        }
    }
}
