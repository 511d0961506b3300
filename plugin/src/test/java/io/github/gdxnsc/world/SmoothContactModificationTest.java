package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Under smooth contact (contactMethod smc) the listener's preSolve acts as under hard contact: a
 * one-way platform lets a box up through it, a contact's friction is changed, a conveyor drives;
 * rolling and spinning friction, which smooth contact has not, are refused at the step.
 */
class SmoothContactModificationTest {
    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscWorld smc() {
        NscConfig c = Scenes.config(1);
        c.contactMethod = ContactMethod.SMC;
        return new NscWorld(c);
    }

    /**
     * The one-way rule for spring contacts: also dropped while deep (the box half through the
     * platform), where the normal may already point up and a spring would fire the box out.
     */
    static final class DeepOneWay implements ContactListener {
        final RigidBody platform;
        int disabled;

        DeepOneWay(RigidBody platform) {
            this.platform = platform;
        }

        @Override
        public void preSolve(Contact c, ContactSettings s) {
            if (c.getBodyA() != platform && c.getBodyB() != platform) return;
            float up = c.getBodyB() == platform ? c.normal.y : -c.normal.y; // the normal points from B to A
            if (up < 0.5f || c.separation < -0.02f) {
                s.enabled = false;
                disabled++;
            }
        }
    }

    /** A box thrown up at 8 m/s under a thin platform (top 3.1): highest and final y. */
    private static float[] throwThroughPlatform(boolean oneWay) {
        NscWorld w = smc();
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody platform = w.createBody(new BodyDef().shape(w.shapes().box(2, 0.1f, 2)).mass(0).position(0, 3, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(1).position(0, 1, 0).linearVelocity(0, 8, 0));
            DeepOneWay listener = new DeepOneWay(platform);
            if (oneWay) w.setContactListener(listener);
            Vector3 p = new Vector3();
            float top = 0;
            for (int i = 0; i < 240; i++) {
                w.stepOnce();
                top = Math.max(top, box.getPosition(p).y);
            }
            if (oneWay) assertTrue(listener.disabled > 0, "the rising box's contacts were disabled");
            return new float[] {top, box.getPosition(p).y};
        } finally {
            w.dispose();
        }
    }

    @Test
    void aOneWayPlatformLetsABoxUpThroughAndHoldsItFromAbove() {
        float[] oneWay = throwThroughPlatform(true), solid = throwThroughPlatform(false);
        System.out.printf("smc: one-way platform: box up to %.3f m, rests at %.4f m; solid: up to %.3f m, rests at %.4f m%n", oneWay[0], oneWay[1], solid[0], solid[1]);
        // v^2 / 2g = 3.26 m above its start: 4.26 m, through the platform; a solid one stops its top at the underside (2.9 m)
        assertTrue(oneWay[0] > 4.1f, "rose through it: " + oneWay[0]);
        assertEquals(3.1f + 0.25f, oneWay[1], 0.01f, "rests on it");
        assertTrue(solid[0] < 2.9f - 0.25f + 0.02f, "a solid platform stops it: " + solid[0]);
    }

    /** A box sliding at 3 m/s on a floor of friction 0.8 whose contacts the listener turns to {@code mu}: the distance it slides. */
    private static float slide(float mu) {
        NscWorld w = smc();
        try {
            Scenes.ground(w, 0.8f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(1).friction(0.8f).position(0, 0.25f, 0));
            for (int i = 0; i < 30; i++) w.stepOnce(); // settle on its springs
            if (mu >= 0) w.setContactListener(new ContactListener() {
                @Override
                public void preSolve(Contact contact, ContactSettings settings) {
                    settings.friction = mu;
                }
            });
            box.setLinearVelocity(new Vector3(3, 0, 0));
            Vector3 p = new Vector3();
            for (int i = 0; i < 180; i++) w.stepOnce();
            return box.getPosition(p).x;
        } finally {
            w.dispose();
        }
    }

    /** Sliding from v on friction mu stops after v^2 / (2 mu g): 2.294 m at mu 0.2 (at the floor's own 0.8, 0.573 m: much shorter). */
    @Test
    void preSolveChangesAContactsFriction() {
        float modified = slide(0.2f), own = slide(-1);
        double expected = 9 / (2 * 0.2 * 9.81), ownExpected = 9 / (2 * 0.8 * 9.81);
        System.out.printf("smc: slides %.4f m at friction 0.2 from preSolve (v^2/2 mu g = %.4f), %.4f m at its own 0.8 (%.4f)%n", modified, expected, own, ownExpected);
        assertEquals(expected, modified, 0.03 * expected);
        assertTrue(own < 0.5f * modified, "its own friction stops it sooner: " + own);
    }

    @Test
    void aConveyorDrivesABoxAtItsSurfaceSpeed() {
        NscWorld w = smc();
        try {
            RigidBody belt = Scenes.ground(w, 0.8f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(1).friction(0.8f).position(0, 0.25f, 0));
            w.setContactListener(new ContactListener() {
                @Override
                public void preSolve(Contact contact, ContactSettings settings) {
                    // the belt's surface moves at 2 m/s along x; the surface velocity is A's relative to B's
                    settings.surfaceVelocity.set(contact.getBodyA() == belt ? -2 : 2, 0, 0);
                }
            });
            for (int i = 0; i < 120; i++) w.stepOnce();
            // the box's speed over the third second: on the belt Bullet's manifold holds two and three
            // of the box's corners on alternate steps, the box rocks with it (its velocity alternates
            // between 1.94 and 1.96 m/s) and lags the belt by 3 %
            float x0 = box.getPosition(new Vector3()).x;
            for (int i = 0; i < 60; i++) w.stepOnce();
            float vx = (box.getPosition(new Vector3()).x - x0) / (60 * w.getConfig().timeStep);
            System.out.printf("smc: conveyor at 2 m/s: box at %.4f m/s over the third second (%.4f m/s at its end)%n", vx,
                    box.getLinearVelocity(new Vector3()).x);
            assertEquals(2, vx, 0.07f);
        } finally {
            w.dispose();
        }
    }

    @Test
    void rollingFrictionIsRefusedUnderSmoothContact() {
        NscWorld w = smc();
        try {
            Scenes.ground(w, 0.8f, 0);
            w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(1).rollingFriction(0.01f).position(0, 0.2f, 0));
            IllegalStateException e = assertThrows(IllegalStateException.class, w::stepOnce);
            assertTrue(e.getMessage().contains("rollingFriction 0.01"), e.getMessage());
            w.getConfig().contactMethod = ContactMethod.NSC;
            w.stepOnce(); // hard contact takes it
        } finally {
            w.dispose();
        }
    }
}
