package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * What the world cannot honour is refused at the API with a message that names the field and
 * the supported range, and the world stays usable.
 */
class SupportedInputTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static void refused(String messagePart, Executable e) {
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e, messagePart);
        assertTrue(ex.getMessage().contains(messagePart), "message says '" + messagePart + "': " + ex.getMessage());
    }

    /** Another world's shape would be disposed with that world, and the next step would abort the JVM. */
    @Test
    void anotherWorldsShapeIsRefused() {
        NscWorld w1 = new NscWorld(Scenes.config(1));
        NscWorld w2 = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w1, 0.5f, 0);
            btCollisionShape foreign = w2.shapes().box(.5f, .5f, .5f);
            refused("another world", () -> w1.createBody(new BodyDef().shape(foreign).mass(1)));
            w2.dispose();
            refused("disposed", () -> w1.createBody(new BodyDef().shape(foreign).mass(1)));
            // the world is untouched and steps on; its own shapes work
            RigidBody own = w1.createBody(new BodyDef().shape(w1.shapes().box(.5f, .5f, .5f)).mass(1).position(0, 0.5f, 0));
            for (int s = 0; s < 10; s++) w1.stepOnce();
            assertTrue(Math.abs(own.getPosition(new Vector3()).y - 0.5f) < 0.01f);
            assertTrue(w1.getBodyCount() == 2);
        } finally {
            w1.dispose();
            w2.dispose();
        }
    }

    @Test
    void massesAndSpeedsOutsideTheSupportedRangeAreRefused() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            btCollisionShape box = w.shapes().box(.5f, .5f, .5f);
            refused("supported range", () -> w.createBody(new BodyDef().shape(box).mass(1e-30f)));
            refused("supported range", () -> w.createBody(new BodyDef().shape(box).mass(1e30f)));
            refused("supported", () -> w.createBody(new BodyDef().shape(box).mass(1).linearVelocity(1e30f, 0, 0)));
            refused("supported", () -> w.createBody(new BodyDef().shape(box).mass(1).angularVelocity(0, 2e4f, 0)));
            RigidBody b = w.createBody(new BodyDef().shape(box).mass(1));
            refused("supported", () -> b.setLinearVelocity(new Vector3(0, 0, -1e30f)));
            refused("supported", () -> b.setAngularVelocity(new Vector3(0, 0, 1e5f)));
            // the ends of the range are accepted
            w.createBody(new BodyDef().shape(box).mass(1e-6f).position(5, 0, 0));
            w.createBody(new BodyDef().shape(box).mass(1e9f).position(-5, 0, 0).linearVelocity(1e4f, 0, 0));
            w.stepOnce();
            assertTrue(w.getBodyCount() == 3);
        } finally {
            w.dispose();
        }
    }
}
