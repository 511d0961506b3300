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

    /**
     * Sliding from v on friction mu stops after v^2 / (2 mu g). A contact's friction is the product
     * of its bodies' (Bullet's rule): a 0.8 box on a 0.8 floor slides on 0.64, 0.717 m from 3 m/s;
     * a listener that sets 0.8 gets 0.573 m, and 0.2 gets 2.294 m.
     */
    @Test
    void slidesTheCoulombDistanceOfItsContactsFriction() {
        double g = 9.81;
        float[] mus = {0.2f, 0.8f, -1};
        double[] expected = {9 / (2 * 0.2 * g), 9 / (2 * 0.8 * g), 9 / (2 * 0.64 * g)};
        float[] slid = new float[mus.length];
        for (int i = 0; i < mus.length; i++) {
            slid[i] = slide(mus[i]);
            System.out.printf("smc: slides %.4f m at friction %s (v^2/2 mu g = %.4f, %.2f %% off)%n", slid[i], mus[i] < 0 ? "0.8 * 0.8" : Float.toString(mus[i]), expected[i], 100 * (slid[i] - expected[i]) / expected[i]);
        }
        for (int i = 0; i < mus.length; i++) assertEquals(expected[i], slid[i], 0.02 * expected[i], "friction " + mus[i]);
    }

    /** The box's mean speed over the fourth second on a belt running at {@code speed} (m/s) along x. */
    private static double onConveyor(float speed) {
        NscWorld w = smc();
        try {
            RigidBody belt = Scenes.ground(w, 0.8f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(1).friction(0.8f).position(-20, 0.25f, 0));
            w.setContactListener(new ContactListener() {
                @Override
                public void preSolve(Contact contact, ContactSettings settings) {
                    // the belt's surface moves along x; the surface velocity is A's relative to B's
                    settings.surfaceVelocity.set(contact.getBodyA() == belt ? -speed : speed, 0, 0);
                }
            });
            for (int i = 0; i < 180; i++) w.stepOnce();
            float x0 = box.getPosition(new Vector3()).x;
            for (int i = 0; i < 60; i++) w.stepOnce();
            return (box.getPosition(new Vector3()).x - x0) / (60 * w.getConfig().timeStep);
        } finally {
            w.dispose();
        }
    }

    /**
     * A box rides a belt at the belt's speed. Bullet re-adds its points as the surface runs under
     * them (past 0.02 m a step): a fresh point given a whole Coulomb force by the box's rocking slip
     * held it 1.8 % below a 2 m/s belt.
     */
    @Test
    void aConveyorCarriesABoxAtItsSurfaceSpeed() {
        for (float speed : new float[] {0.5f, 1, 2, 3}) {
            double v = onConveyor(speed);
            System.out.printf("smc: conveyor at %.1f m/s: box at %.4f m/s over the fourth second (%.2f %% off)%n", speed, v, 100 * (v - speed) / speed);
            assertEquals(speed, v, 0.02 * speed, "belt at " + speed);
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
