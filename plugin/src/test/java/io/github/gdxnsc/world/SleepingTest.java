package io.github.gdxnsc.world;

import io.github.gdxnsc.stats.StepStats;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Islands and sleeping: a settled stack sleeps and costs no solve; touch, API calls and config wake it. */
class SleepingTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscWorld sleepyWorld(int threads) {
        NscConfig c = Scenes.config(threads);
        c.allowSleep = true;
        return new NscWorld(c);
    }

    private static int dynamicCount(NscWorld w) {
        int n = 0;
        for (RigidBody b : w.getBodies()) if (!b.isStatic()) n++;
        return n;
    }

    @Test
    void settledPyramidSleepsAndABallWakesIt() {
        NscWorld w = sleepyWorld(2);
        try {
            Scenes.pyramid(w, 6);
            int n = dynamicCount(w);
            int stepsToSleep = -1;
            for (int s = 1; s <= 600 && stepsToSleep < 0; s++) {
                w.stepOnce();
                if (w.getLastStats().sleepingBodies == n) stepsToSleep = s;
            }
            assertTrue(stepsToSleep > 0, "the settled pyramid falls asleep within 10 s");
            long awakeNanos = w.getLastStats().totalNanos;
            w.stepOnce();
            StepStats st = w.getLastStats();
            assertEquals(0, st.rows, "a sleeping pyramid puts nothing into the solve");
            for (RigidBody b : w.getBodies()) assertTrue(b.isStatic() || !b.isAwake());
            System.out.printf("sleep: pyramid of %d asleep after %d steps; asleep step %.3f ms (its last awake step %.3f ms)%n",
                    n, stepsToSleep, st.totalNanos / 1e6, awakeNanos / 1e6);
            Vector3 before = w.getBodies().get(w.getBodies().size - 1).getPosition(new Vector3()); // the top box
            // a ball dropped on the top box wakes the island
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.3f)).mass(0.5f).position(before.x, before.y + 2, 0));
            boolean woke = false;
            for (int s = 0; s < 60; s++) {
                w.stepOnce();
                woke |= w.getLastStats().sleepingBodies == 0;
            }
            assertTrue(woke, "the ball's touch woke the pyramid");
            assertTrue(ball.getPosition(new Vector3()).y < before.y + 1.5f, "the ball landed on it rather than passing a frozen body");
            for (int s = 0; s < 600; s++) w.stepOnce();
            RigidBody top = w.getBodies().get(w.getBodies().size - 2);
            assertTrue(top.getPosition(new Vector3()).y > 4.9f, "the pyramid still stands");
            assertTrue(w.getLastStats().sleepingBodies > 0, "and sleeps again");
        } finally {
            w.dispose();
        }
    }

    @Test
    void apiCallsAndConfigWakeTheIsland() {
        NscWorld w = sleepyWorld(1);
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1);
            RigidBody lower = w.createBody(d.position(0, 0.5f, 0)), upper = w.createBody(d.position(0, 1.5f, 0));
            RigidBody apart = w.createBody(d.position(5, 0.5f, 0));
            for (int s = 0; s < 180; s++) w.stepOnce();
            assertFalse(lower.isAwake() || upper.isAwake() || apart.isAwake(), "all three asleep");
            lower.applyImpulse(new Vector3(0, 0, 0.1f), lower.getPosition(new Vector3()));
            assertTrue(lower.isAwake() && upper.isAwake(), "an impulse wakes the body and its island");
            assertFalse(apart.isAwake(), "another island sleeps on");
            for (int s = 0; s < 180; s++) w.stepOnce();
            assertFalse(lower.isAwake(), "asleep again");
            apart.setSleepingAllowed(false);
            assertTrue(apart.isAwake());
            w.getConfig().allowSleep = false;
            w.stepOnce();
            assertTrue(lower.isAwake() && upper.isAwake(), "sleeping off wakes everyone");
        } finally {
            w.dispose();
        }
    }

    /** A crate at rest (asleep, or kept awake) hit by a ball at 8 m/s: how far it moved 0.5 s later. */
    private static float crateMoveAfterHit(boolean crateMaySleep) {
        NscWorld w = sleepyWorld(1);
        try {
            Scenes.ground(w, 0.6f, 0);
            RigidBody crate = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f).position(0, 0.5f, 0));
            crate.setSleepingAllowed(crateMaySleep);
            for (int s = 0; s < 180; s++) w.stepOnce();
            assertEquals(!crateMaySleep, crate.isAwake(), "the crate sleeps only where allowed");
            float x0 = crate.getPosition(new Vector3()).x;
            w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(1).position(-1.5f, 0.5f, 0).linearVelocity(8, 0, 0));
            for (int s = 0; s < 30; s++) w.stepOnce();
            return crate.getPosition(new Vector3()).x - x0;
        } finally {
            w.dispose();
        }
    }

    @Test
    void aSleepingCrateTakesTheFirstImpactLikeAnAwakeOne() {
        float asleep = crateMoveAfterHit(true), awake = crateMoveAfterHit(false);
        System.out.printf("sleep: crate hit by a ball moved %.4f m asleep, %.4f m awake%n", asleep, awake);
        assertTrue(awake > 0.05f, "the hit moves an awake crate, moved " + awake);
        assertEquals(awake, asleep, 0.05f * awake, "a sleeping crate is awake for the step it is hit in");
    }

    @Test
    void jointSettersAndAMovedGroundWakeSleepers() {
        NscWorld w = sleepyWorld(1);
        try {
            RigidBody ground = Scenes.ground(w, 0.6f, 0);
            // hung 1 cm clear of the floor, so only the motor turns it
            RigidBody door = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 1, 0.05f)).mass(10).position(10.5f, 1.01f, 0)
                    .gravityScale(0));
            HingeJoint hinge = w.createHingeJoint(door, null, new Vector3(10, 1.01f, 0), new Vector3(0, 1, 0));
            RigidBody crate = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 0.5f, 0));
            for (int s = 0; s < 120; s++) w.stepOnce();
            assertFalse(door.isAwake() || crate.isAwake(), "door and crate asleep");
            hinge.enableMotor(1f, 100f);
            assertTrue(door.isAwake(), "a motor switched on wakes the door");
            assertFalse(crate.isAwake(), "and nothing else");
            for (int s = 0; s < 30; s++) w.stepOnce();
            assertEquals(0.5f, Math.abs(hinge.getAngle()), 0.05f, "the motor turned the door at 1 rad/s for 0.5 s");
            ground.setTransform(new Vector3(0, -1.5f, 0), new com.badlogic.gdx.math.Quaternion());
            assertTrue(crate.isAwake(), "moving the ground wakes what rests on it");
            for (int s = 0; s < 60; s++) w.stepOnce();
            assertTrue(crate.getPosition(new Vector3()).y < 0, "the crate fell onto the lowered ground");
        } finally {
            w.dispose();
        }
    }

    @Test
    void sleepingIsDeterministicAcrossThreadCounts() {
        long[] hashes = new long[2];
        for (int t = 1; t <= 2; t++) {
            NscWorld w = sleepyWorld(t);
            try {
                Scenes.pyramid(w, 5);
                for (int s = 0; s < 400; s++) {
                    w.stepOnce();
                    if (s == 250) w.getBodies().get(3).applyImpulse(new Vector3(0.5f, 0, 0), w.getBodies().get(3).getPosition(new Vector3()));
                }
                hashes[t - 1] = Scenes.positionHash(w);
            } finally {
                w.dispose();
            }
        }
        assertEquals(hashes[0], hashes[1]);
    }
}
