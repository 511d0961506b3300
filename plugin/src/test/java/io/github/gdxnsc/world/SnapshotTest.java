package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Snapshots: a restored world continues bit for bit like the world did after the save. */
class SnapshotTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aRestoredWorldContinuesBitwiseLikeTheOriginal() {
        long[] events = {17};
        NscWorld w = GameSceneDeterminismTest.build(2, events);
        // a hinge motor and a ball chain: joint impulses are state too
        RigidBody paddle = w.createBody(new BodyDef().shape(w.shapes().box(1f, 0.2f, 0.05f)).mass(3).position(-8, 0.6f, 3));
        w.createHingeJoint(paddle, null, new Vector3(-8, 0.6f, 3), new Vector3(0, 1, 0)).enableMotor(2f, 200f);
        RigidBody link = w.createBody(new BodyDef().shape(w.shapes().capsule(0.08f, 0.5f)).mass(1).position(3.25f, 6, -3));
        w.createBallJoint(link, null, new Vector3(3, 6, -3));
        try {
            for (int f = 0; f < 100; f++) {
                GameSceneDeterminismTest.drive(w, f);
                w.step(1 / 30f);
            }
            WorldSnapshot snap = w.saveSnapshot(null);
            long[] first = run(w, 100, events);
            w.restoreSnapshot(snap);
            long[] second = run(w, 100, events);
            assertArrayEquals(first, second, "after restore, each of 100 frames hashes as after the save");
            // and a second restore through a reused snapshot object
            w.restoreSnapshot(snap);
            w.saveSnapshot(snap);
            assertArrayEquals(first, run(w, 100, events));
        } finally {
            w.dispose();
        }
    }

    @Test
    void sleepingIslandsArePartOfTheSnapshot() {
        NscConfig cfg = Scenes.config(2);
        cfg.allowSleep = true;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 4);
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.3f)).mass(3).position(-8, 0.3f, 0));
            ball.setSleepingAllowed(false);
            for (int s = 0; s < 240; s++) w.stepOnce();
            assertTrue(w.getLastStats().sleepingBodies > 0, "the pyramid fell asleep");
            WorldSnapshot snap = w.saveSnapshot(null);
            long[] first = rollBall(w, ball);
            w.restoreSnapshot(snap);
            assertTrue(!w.getBodies().get(1).isAwake(), "restored asleep");
            assertArrayEquals(first, rollBall(w, ball), "the ball wakes the pyramid alike after the restore");
        } finally {
            w.dispose();
        }
    }

    private static long[] rollBall(NscWorld w, RigidBody ball) {
        ball.setLinearVelocity(new Vector3(6, 0, 0));
        long[] out = new long[120];
        for (int s = 0; s < out.length; s++) {
            w.stepOnce();
            out[s] = Scenes.positionHash(w) * 31 + w.getLastStats().sleepingBodies;
        }
        return out;
    }

    @Test
    void warmStartImpulsesSurviveTheSave() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.pyramid(w, 6);
            for (int s = 0; s < 200; s++) w.stepOnce();
            w.stepOnce();
            double settled = w.getLastStats().velocitySolve.initialResidual;
            WorldSnapshot snap = w.saveSnapshot(null);
            w.stepOnce();
            double afterSave = w.getLastStats().velocitySolve.initialResidual;
            w.restoreSnapshot(snap);
            w.getConfig().warmStart = false;
            w.stepOnce();
            double cold = w.getLastStats().velocitySolve.initialResidual;
            System.out.printf("snapshot warm start: initial residual settled %.3e, first step after save %.3e, cold %.3e%n", settled, afterSave, cold);
            assertTrue(afterSave < 0.1 * cold, "the carried impulses start the solve near its answer: " + afterSave + " vs cold " + cold);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aSnapshotOfAnotherWorldIsRefused() {
        NscWorld a = new NscWorld(Scenes.config(1)), b = new NscWorld(Scenes.config(1));
        try {
            Scenes.pyramid(a, 3);
            Scenes.ground(b, 0.5f, 0);
            WorldSnapshot s = a.saveSnapshot(null);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.restoreSnapshot(s));
            assertEquals("snapshot: saved 7 bodies, the world has 1", e.getMessage());
            b.stepOnce(); // still usable
        } finally {
            a.dispose();
            b.dispose();
        }
    }

    /** Per frame: positions, rotations, velocities and the event stream so far. */
    private static long[] run(NscWorld w, int frames, long[] events) {
        long[] out = new long[frames];
        long e0 = events[0];
        events[0] = 17;
        for (int f = 0; f < frames; f++) {
            GameSceneDeterminismTest.drive(w, 100 + f);
            w.step(1 / 30f);
            long h = Scenes.positionHash(w);
            for (int i = 0; i < w.bodies().count * 6; i++) h = 31 * h + Double.doubleToLongBits(w.bodies().vel[i]);
            out[f] = h * 31 + events[0];
        }
        events[0] = e0;
        return out;
    }
}
