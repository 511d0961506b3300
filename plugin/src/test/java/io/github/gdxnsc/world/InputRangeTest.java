package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Finite inputs the world cannot simulate are refused, the message naming the field and its range. */
class InputRangeTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void positionsBeyondTheFloatPrecisionRangeAreRefused() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1);
            String m = assertThrows(IllegalArgumentException.class, () -> w.createBody(d.position(1e30f, 0, 0))).getMessage();
            assertTrue(m.contains("position") && m.contains("65536"), m);
            assertDoesNotThrow(() -> w.createBody(d.position(60000, 0, 0)));
            RigidBody b = w.createBody(d.position(0, 0, 0));
            m = assertThrows(IllegalArgumentException.class, () -> b.setTransform(new Vector3(0, -1e6f, 0), new Quaternion())).getMessage();
            assertTrue(m.contains("position") && m.contains("float-precision range"), m);
        } finally {
            w.dispose();
        }
    }

    @Test
    void dynamicBodiesSmallerThanTheContactSlopAreRefused() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            String m = assertThrows(IllegalArgumentException.class,
                    () -> w.createBody(new BodyDef().shape(w.shapes().box(1e-6f, 1e-6f, 1e-6f)).mass(1))).getMessage();
            assertTrue(m.contains("shape") && m.contains("contact slop"), m);
            // a 10 mm plate is fine (5 contact slops: ThinBodyTest), and a tiny static body is not simulated
            assertDoesNotThrow(() -> w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.005f, 0.2f)).mass(1)));
            assertDoesNotThrow(() -> w.createBody(new BodyDef().shape(w.shapes().box(1e-6f, 1e-6f, 1e-6f)).mass(0)));
        } finally {
            w.dispose();
        }
    }

    @Test
    void forcesBeyondTheSpeedLimitInOneStepAreRefused() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1));
            String m = assertThrows(IllegalArgumentException.class, () -> b.applyForce(new Vector3(0, 1e38f, 0))).getMessage();
            assertTrue(m.contains("force") && m.contains("m/s at once"), m);
            m = assertThrows(IllegalArgumentException.class, () -> b.applyImpulse(new Vector3(1e5f, 0, 0), new Vector3())).getMessage();
            assertTrue(m.contains("impulse"), m);
            // 1e4 m/s in a step of 1/60 s is 6e5 N on 1 kg: just under it is accepted
            assertDoesNotThrow(() -> b.applyForce(new Vector3(5e5f, 0, 0)));
        } finally {
            w.dispose();
        }
    }
}
