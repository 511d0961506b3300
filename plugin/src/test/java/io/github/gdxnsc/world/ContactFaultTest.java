package io.github.gdxnsc.world;

import io.github.gdxnsc.stats.StepStats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One contact with a zero or non-finite normal from the narrow phase is dropped for its step and
 * counted; every other contact is solved as usual, so nothing else in the world free-falls.
 */
class ContactFaultTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void zeroNormalDisturbsNoOtherContact() {
        badNormalDisturbsNoOtherContact(0, 0, 0);
    }

    @Test
    void nanNormalDisturbsNoOtherContact() {
        badNormalDisturbsNoOtherContact(Float.NaN, 1, 0);
    }

    private static void badNormalDisturbsNoOtherContact(float nx, float ny, float nz) {
        NscWorld w = new NscWorld(Scenes.config(2));
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f);
            RigidBody left = w.createBody(d.position(-3, 0.5f, 0));
            RigidBody right = w.createBody(d.position(3, 0.5f, 0));
            for (int s = 0; s < 120; s++) w.stepOnce();
            assertTrue(w.getContactCount() >= 8, "both boxes rest on four points each");
            w.collision().injectNormalOnNextRead(nx, ny, nz);
            w.stepOnce();
            StepStats st = w.getLastStats();
            Vector3 v = new Vector3();
            // free fall for one step would be g h = 0.16 m/s; resting boxes stay near rest
            assertTrue(Math.abs(left.getLinearVelocity(v).y) < 0.02, "left box held: " + v);
            assertTrue(Math.abs(right.getLinearVelocity(v).y) < 0.02, "right box held: " + v);
            assertTrue(Float.isFinite(left.getPosition(v).y) && Float.isFinite(right.getPosition(v).y));
            assertEquals(1, st.skippedContacts, "the bad contact is dropped and counted");
            assertFalse(st.solverFallback, "the solve itself does not fail");
            w.stepOnce();
            assertEquals(0, w.getLastStats().skippedContacts);
        } finally {
            w.dispose();
        }
    }
}
