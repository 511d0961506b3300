package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.collision.btSphereShape;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** getContactDistance: the overlap the step's solve was given, and where a resting contact settles (the slop). */
class ContactDistanceTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aSphereStartsAtItsOverlapAndSettlesAtTheSlop() {
        NscConfig cfg = Scenes.config(1);
        NscWorld w = new NscWorld(cfg);
        btSphereShape ball = new btSphereShape(0.5f);
        try {
            Scenes.ground(w, 0.5f, 0);
            // 10 mm into the ground at the start: the first step's collision sees exactly that
            w.createBody(new BodyDef().shape(ball).mass(1f).position(0, 0.49f, 0));
            w.stepOnce();
            assertEquals(1, w.getContactCount());
            assertEquals(-0.01f, w.getContactDistance(0), 1e-4f);
            assertEquals(-w.getContactDistance(0), w.getLastStats().maxPenetration, 1e-7f);
            for (int i = 0; i < 120; i++) w.stepOnce();
            // stabilisation pushes out down to the slop and no further; the ground's collision skin holds
            // part of it (the user's own sphere has none), and the distance is the given shapes'
            assertEquals(-(cfg.contactSlop - cfg.contactSkin), w.getContactDistance(0), 2e-4f);
            assertThrows(IndexOutOfBoundsException.class, () -> w.getContactDistance(1));
            assertTrue(w.getContactDistance(0) < 0);
        } finally {
            w.dispose();
            ball.dispose();
        }
    }
}
