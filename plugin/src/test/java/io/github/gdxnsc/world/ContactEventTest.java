package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.testutil.Allocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Contact events, filters and sensors against the contract: counts, order, impulses, no allocation. */
class ContactEventTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Counts events and sums the normal impulse of touching points per step. */
    static final class Recorder implements ContactListener {
        int begins, ends, speculativeBegins, points, speculativePoints;
        RigidBody lastA, lastB;
        double impulse;
        boolean tried;
        NscWorld world;

        @Override
        public void beginContact(RigidBody a, RigidBody b) {
            begins++;
            lastA = a;
            lastB = b;
            if (world != null && !tried) {
                tried = true;
                assertThrows(IllegalStateException.class, () -> world.destroyBody(a), "no changes inside a callback");
            }
        }

        @Override
        public void endContact(RigidBody a, RigidBody b) {
            ends++;
        }

        @Override
        public void postSolve(Contact c) {
            points++;
            if (c.speculative) speculativePoints++;
            // speculative: the grown shapes apart, so the given ones are apart by more than the two skins
            if (c.speculative) assertTrue(c.separation > 0, "speculative at " + c.separation);
            if (c.separation <= 0) assertFalse(c.speculative, "overlapping and speculative");
            impulse += c.normalImpulse;
        }
    }

    @Test
    void aBoxLandingAndLeavingBeginsAndEndsOnce() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody ground = Scenes.ground(w, 0.5f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 1.5f, 0));
            Recorder r = new Recorder();
            r.world = w;
            w.setContactListener(r);
            int landedAt = -1;
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                if (landedAt < 0 && r.begins > 0) landedAt = s;
            }
            assertEquals(1, r.begins, "one begin for the box-ground pair, however many points");
            assertEquals(0, r.ends);
            assertTrue(r.tried);
            // it fell 1 m: t = sqrt(2 / 9.81) = 0.45 s = 27 steps; the begin comes when it touches
            assertTrue(landedAt >= 25 && landedAt <= 29, "landed at step " + landedAt);
            assertTrue((r.lastA == box && r.lastB == ground) || (r.lastA == ground && r.lastB == box));
            // resting: the points carry its weight, m g h per step
            r.impulse = 0;
            w.stepOnce();
            assertEquals(9.81 / 60, r.impulse, 0.02 * 9.81 / 60, "normal impulses of one resting step");
            Array<Contact> mine = new Array<>();
            assertEquals(4, box.getContacts(mine), "a resting box has four points");
            for (Contact c : mine) assertSame(box, c.getOther(ground));
            // thrown up and away: one end
            box.setLinearVelocity(new Vector3(0, 6, 0));
            for (int s = 0; s < 30; s++) w.stepOnce();
            assertEquals(1, r.ends);
            assertEquals(1, r.begins);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aRestingBoxsPointsLieOnTheGivenFacesAtTheGivenOverlap() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody ground = Scenes.ground(w, 0.5f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 0.5f, 0));
            for (int s = 0; s < 60; s++) w.stepOnce();
            float skin = w.shapes().skinOf(box.getShape());
            assertTrue(skin > 0, "the default collision skin");
            float boxBottom = box.getPosition(new Vector3()).y - 0.5f;
            Array<Contact> mine = new Array<>();
            assertEquals(4, box.getContacts(mine));
            Vector3 p = new Vector3();
            for (int i = 0; i < mine.size; i++) {
                Contact c = mine.get(i);
                // B's given face: the ground's top (y = 0) or the box's bottom, whichever body B is
                float faceOfB = c.getBodyB() == ground ? 0 : boxBottom;
                assertEquals(faceOfB, c.point.y, 1e-5f, "the point on B's given face, not on its grown one");
                // the given shapes overlap by the box's sink below y = 0 (the rest depth less the two skins)
                assertEquals(boxBottom, c.separation, 1e-5f, "separation of the given shapes");
                assertFalse(c.speculative);
            }
            for (int k = 0; k < w.getContactCount(); k++) {
                w.getContact(k, p, null, null);
                float faceOfB = w.getContactBodyB(k) == ground.getIndex() ? 0 : boxBottom;
                assertEquals(faceOfB, p.y, 1e-5f, "getContact's point on B's given face");
                assertEquals(boxBottom, w.getContactDistance(k), 1e-5f);
            }
        } finally {
            w.dispose();
        }
    }

    @Test
    void aSensorReportsABodyPassingThroughAndExertsNoImpulse() {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.setZero();
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody zone = w.createBody(new BodyDef().shape(w.shapes().box(1, 1, 1)).mass(0).sensor(true).position(3, 0, 0));
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).linearVelocity(4, 0, 0));
            Recorder r = new Recorder();
            w.setContactListener(r);
            for (int s = 0; s < 120; s++) w.stepOnce();
            assertEquals(1, r.begins);
            assertEquals(1, r.ends);
            assertEquals(0, r.impulse, "a sensor's points are never solved");
            Vector3 v = ball.getLinearVelocity(new Vector3());
            assertEquals(4f, v.x, 0f, "the ball passed at its speed, bit for bit");
            assertEquals(8f, ball.getPosition(new Vector3()).x, 1e-4f);
            assertTrue(zone.isSensor());
        } finally {
            w.dispose();
        }
    }

    @Test
    void filteredAndIgnoredPairsNeverCollide() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1);
            // group 4 that masks out group 4: two such boxes fall through each other but land on the ground
            RigidBody a = w.createBody(d.position(0, 0.5f, 0).filter((short) 4, (short) ~4));
            RigidBody b = w.createBody(d.position(0, 3, 0));
            RigidBody c = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(3, 0.5f, 0));
            RigidBody e = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(3, 3, 0));
            w.ignorePair(c, e);
            for (int s = 0; s < 120; s++) w.stepOnce();
            Vector3 p = new Vector3();
            assertEquals(0.5f, b.getPosition(p).y, 0.01f, "b fell through a onto the ground");
            assertEquals(0.5f, e.getPosition(p).y, 0.01f, "e fell through c onto the ground");
            // the filter changed later: b is pushed out of a; unignored, e out of c
            b.setFilter((short) 1, (short) -1);
            a.setFilter((short) 1, (short) -1);
            w.unignorePair(c, e);
            for (int s = 0; s < 120; s++) w.stepOnce();
            assertTrue(Math.abs(b.getPosition(p).y - a.getPosition(new Vector3()).y) > 0.9f || Math.abs(p.x - a.getPosition(new Vector3()).x) > 0.9f,
                    "a and b separated once they collide");
            assertTrue(e.getPosition(p).dst(c.getPosition(new Vector3())) > 0.9f, "c and e separated once unignored");
        } finally {
            w.dispose();
        }
    }

    @Test
    void noAllocationPerStepWithAListenerSet() {
        NscConfig cfg = Scenes.config(2);
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 6);
            w.createBody(new BodyDef().shape(w.shapes().box(1, 1, 1)).mass(0).sensor(true).position(0, 1, 0));
            Recorder r = new Recorder();
            w.setContactListener(r);
            Array<Contact> out = new Array<>(64);
            for (int i = 0; i < 600; i++) { // warm-up, two sub-steps a call; the views grow once
                w.step(1 / 30f);
                w.getBodies().get(1).getContacts(out);
            }
            long bytes = Allocation.leastOf(5, () -> {
                for (int i = 0; i < 50; i++) {
                    w.step(1 / 30f);
                    w.getBodies().get(1).getContacts(out);
                }
            });
            assertEquals(0, bytes, "bytes allocated on the caller over 50 steps with a listener (least of 5 rounds)");
            assertTrue(r.points > 0 && r.begins > 0);
        } finally {
            w.dispose();
        }
    }

    @Test
    void speculativePointsNeverBegin() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            // a ball floating 5 mm above the ground (no gravity): Bullet keeps a point within its
            // breaking distance, a speculative one, which must not begin a contact
            w.getConfig().gravity.setZero();
            w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1).position(0, 0.505f, 0));
            Recorder r = new Recorder();
            w.setContactListener(r);
            for (int s = 0; s < 30; s++) w.stepOnce();
            assertTrue(r.points > 0 && r.speculativePoints == r.points, "all points speculative: " + r.points + " " + r.speculativePoints);
            assertEquals(0, r.begins);
            assertFalse(r.impulse > 0);
        } finally {
            w.dispose();
        }
    }
}
