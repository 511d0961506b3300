package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.testutil.Allocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** ContactListener.preSolve: one-way platforms, per-contact friction and restitution, conveyor belts. */
class ContactModificationTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Lets bodies through a platform from below: a contact whose normal, from the platform to the other body, does not point up is dropped. */
    static final class OneWay implements ContactListener {
        final RigidBody platform;
        int disabled;

        OneWay(RigidBody platform) {
            this.platform = platform;
        }

        @Override
        public void preSolve(Contact c, ContactSettings s) {
            if (c.getBodyA() != platform && c.getBodyB() != platform) return;
            float up = c.getBodyB() == platform ? c.normal.y : -c.normal.y; // the normal points from B to A
            if (up < 0.5f) {
                s.enabled = false;
                disabled++;
            }
        }
    }

    /** A box thrown up under a thin platform (top at 3.1): returns {highest y, final y, final vy}. */
    private static float[] throwThroughPlatform(boolean oneWay) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody platform = w.createBody(new BodyDef().shape(w.shapes().box(2, 0.1f, 2)).mass(0).position(0, 3, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(1).position(0, 1, 0).linearVelocity(0, 8, 0));
            OneWay listener = new OneWay(platform);
            if (oneWay) w.setContactListener(listener);
            Vector3 p = new Vector3();
            float top = 0;
            for (int i = 0; i < 240; i++) {
                w.stepOnce();
                top = Math.max(top, box.getPosition(p).y);
            }
            if (oneWay) assertTrue(listener.disabled > 0, "the rising box's contacts were disabled");
            return new float[] {top, box.getPosition(p).y, box.getLinearVelocity(p).y};
        } finally {
            w.dispose();
        }
    }

    @Test
    void oneWayPlatformLetsABoxUpThroughAndCatchesItFromAbove() {
        float[] solid = throwThroughPlatform(false);
        float[] oneWay = throwThroughPlatform(true);
        System.out.printf("solid platform: highest %.3f; one-way: highest %.3f, rests at %.4f (vy %.2e)%n", solid[0], oneWay[0], oneWay[1], oneWay[2]);
        // a solid platform stops the box under its bottom face (2.9 - 0.25; a few cm of overlap at the impact)
        assertTrue(solid[0] < 2.9f - 0.25f + 0.05f, "solid: highest " + solid[0]);
        // one-way: the box rises through (apex 1 + 8^2 / 2g = 4.26 m) and lands on the top face (3.1 + 0.25)
        assertTrue(oneWay[0] > 4.0f, "one-way: highest " + oneWay[0]);
        assertEquals(3.35f, oneWay[1], 0.02f, "resting on top");
        assertEquals(0, oneWay[2], 1e-2f);
    }

    @Test
    void frictionPerContactSetsTheStoppingDistance() {
        // bodies' frictions combine to 1; the listener makes every contact 0.2: v0^2 / (2 mu g)
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 1f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(1).position(0, 0.5f, 0));
            for (int i = 0; i < 20; i++) w.stepOnce();
            w.setContactListener(new ContactListener() {
                @Override
                public void preSolve(Contact c, ContactSettings s) {
                    assertEquals(1f, s.friction, 0f);
                    s.friction = 0.2f;
                }
            });
            box.setLinearVelocity(new Vector3(3, 0, 0));
            Vector3 p = new Vector3();
            float x0 = box.getPosition(p).x;
            for (int i = 0; i < 180; i++) w.stepOnce();
            double d = box.getPosition(p).x - x0, expected = 9 / (2 * 0.2 * 9.81);
            System.out.printf("friction 0.2 by preSolve: slid %.4f m, v0^2/(2 mu g) = %.4f m%n", d, expected);
            assertEquals(expected, d, 0.02 * expected);
            assertEquals(0, box.getLinearVelocity(p).x, 1e-3);
        } finally {
            w.dispose();
        }
    }

    @Test
    void restitutionPerContactSetsTheReboundHeight() {
        // both bodies have restitution 0; the listener gives the contact 0.8: rebound to e^2 h
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            float r = 0.2f, h = 1f;
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(r)).mass(1).position(0, r + h, 0));
            w.setContactListener(new ContactListener() {
                @Override
                public void preSolve(Contact c, ContactSettings s) {
                    s.restitution = 0.8f;
                }
            });
            Vector3 p = new Vector3(), v = new Vector3();
            boolean bounced = false;
            float apex = 0;
            for (int i = 0; i < 120; i++) {
                w.stepOnce();
                if (ball.getLinearVelocity(v).y > 0.5f) bounced = true;
                if (bounced) apex = Math.max(apex, ball.getPosition(p).y - r);
            }
            System.out.printf("restitution 0.8 by preSolve: rebound %.4f m, e^2 h = %.4f m%n", apex, 0.64 * h);
            assertEquals(0.64 * h, apex, 0.05 * 0.64 * h);
        } finally {
            w.dispose();
        }
    }

    /** A conveyor belt (static, friction 1 with a box of 0.5) moving at 2 m/s along x. */
    static final class Conveyor implements ContactListener {
        final RigidBody belt;
        final float speed;

        Conveyor(RigidBody belt, float speed) {
            this.belt = belt;
            this.speed = speed;
        }

        @Override
        public void preSolve(Contact c, ContactSettings s) {
            if (c.getBodyB() == belt) s.surfaceVelocity.set(speed, 0, 0);
            else if (c.getBodyA() == belt) s.surfaceVelocity.set(-speed, 0, 0);
        }
    }

    @Test
    void boxOnAConveyorBeltReachesTheBeltSpeed() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody belt = Scenes.ground(w, 1f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.5f).position(0, 0.5f, 0));
            for (int i = 0; i < 20; i++) w.stepOnce();
            w.setContactListener(new Conveyor(belt, 2f));
            Vector3 v = new Vector3();
            // the cone's relaxation lifts a sliding contact at mu |slip| unless the slip correction cancels
            // it, so a box the belt slides under from the first step must stay on it
            float lift = 0;
            for (int i = 0; i < 12; i++) {
                w.stepOnce();
                lift = Math.max(lift, box.getLinearVelocity(v).y);
            }
            // sliding: accelerated by mu g until it moves with the belt (2 / (0.5 g) = 0.41 s)
            float early = box.getLinearVelocity(v).x, expected = 0.5f * 9.81f * 12 / 60f;
            // carried: over the second second it moves with the belt and rests on it. It slides over the static
            // belt at 2 m/s, faster than Bullet's manifold keeps its corners, so it stands on its four corners only
            // through the completed manifold (step.ManifoldCompletion); on Bullet's points alone it rocked
            Vector3 p = new Vector3(), p1 = new Vector3();
            float lowest = Float.MAX_VALUE;
            for (int i = 0; i < 108; i++) {
                w.stepOnce();
                if (i == 47) box.getPosition(p1);
                lowest = Math.min(lowest, box.getPosition(p).y);
            }
            Vector3 d = p.sub(p1);
            float late = d.x / 1f;
            System.out.printf("conveyor: vx %.4f at 0.2 s (mu g t = %.4f), %.5f mean over the second second (belt 2), "
                    + "largest vy %.4f, lowest centre %.5f m, sideways %.5f m%n", early, expected, late, lift, lowest, d.z);
            assertTrue(lift < 0.01f, "the belt lifted the box at " + lift + " m/s");
            // a carried box sticks to the belt, so nothing may sink it: its centre stays within the rest depth
            assertTrue(lowest > 0.5f - 0.002f, "the box sank into the belt: centre at " + lowest);
            assertEquals(expected, early, 0.01f * expected);
            assertEquals(2f, late, 5e-3f);
            assertEquals(0, d.z, 0.001f, "sideways over the second second");
        } finally {
            w.dispose();
        }
    }

    @Test
    void badSettingsAreRefusedByName() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 1f, 0);
            w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 0.5f, 0));
            w.stepOnce();
            w.setContactListener(new ContactListener() {
                @Override
                public void preSolve(Contact c, ContactSettings s) {
                    s.friction = -1;
                }
            });
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, w::stepOnce);
            assertTrue(e.getMessage().contains("settings.friction"), e.getMessage());
        } finally {
            w.dispose();
        }
    }

    @Test
    void preSolveAllocatesNothingPerStep() {
        NscWorld w = new NscWorld(Scenes.config(2));
        try {
            RigidBody belt = Scenes.ground(w, 1f, 0);
            for (int i = 0; i < 8; i++) w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(1).position(i - 4, 0.25f, 0));
            w.setContactListener(new Conveyor(belt, 1f));
            for (int i = 0; i < 60; i++) w.stepOnce();
            long bytes = Allocation.leastOf(5, () -> {
                for (int i = 0; i < 30; i++) w.stepOnce();
            });
            assertEquals(0, bytes, "bytes allocated over 30 steps with preSolve");
        } finally {
            w.dispose();
        }
    }
}
