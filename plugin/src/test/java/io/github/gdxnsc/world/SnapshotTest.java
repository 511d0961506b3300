package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Snapshots: saving changes nothing; a restore, in memory or from bytes, steps on reproducibly; a refused one writes nothing. */
class SnapshotTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** The game scene with a hinge motor and a ball chain (joint impulses are state too), run 100 frames. */
    private static NscWorld gameWorld(long[] events) {
        NscWorld w = GameSceneDeterminismTest.build(2, events);
        RigidBody paddle = w.createBody(new BodyDef().shape(w.shapes().box(1f, 0.2f, 0.05f)).mass(3).position(-8, 0.6f, 3));
        w.createHingeJoint(paddle, null, new Vector3(-8, 0.6f, 3), new Vector3(0, 1, 0)).enableMotor(2f, 200f);
        RigidBody link = w.createBody(new BodyDef().shape(w.shapes().capsule(0.08f, 0.5f)).mass(1).position(3.25f, 6, -3));
        w.createBallJoint(link, null, new Vector3(3, 6, -3));
        for (int f = 0; f < 100; f++) {
            GameSceneDeterminismTest.drive(w, f);
            w.step(1 / 30f);
        }
        return w;
    }

    @Test
    void savingDoesNotChangeTheFuture() throws Exception {
        long[] eventsA = {17}, eventsB = {17};
        NscWorld saver = gameWorld(eventsA), never = gameWorld(eventsB);
        try {
            WorldSnapshot snap = null;
            for (int f = 0; f < 240; f++) {
                if (f % 10 == 0) { // an autosave every 10 frames, to bytes as a game would
                    snap = saver.saveSnapshot(snap);
                    snap.write(new ByteArrayOutputStream());
                }
                GameSceneDeterminismTest.drive(saver, 100 + f);
                saver.step(1 / 30f);
                GameSceneDeterminismTest.drive(never, 100 + f);
                never.step(1 / 30f);
                assertEquals(stateHash(never), stateHash(saver), "frame " + f + ": the world that saved left the one that never did");
            }
            assertEquals(eventsB[0], eventsA[0], "and heard the same contact events");
        } finally {
            saver.dispose();
            never.dispose();
        }
    }

    @Test
    void aRestoreIsReproducibleInThisWorldAndInAFreshOneFromBytes() throws Exception {
        long[] events = {17};
        NscWorld w = gameWorld(events);
        NscWorld fresh = null;
        try {
            WorldSnapshot snap = w.saveSnapshot(null);
            long[] kept = run(w, 100, events); // the saver's own continuation: Bullet's contact history kept
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            snap.write(bytes);
            w.restoreSnapshot(snap);
            long[] first = run(w, 100, events);
            w.restoreSnapshot(snap);
            w.saveSnapshot(snap); // a second restore through a reused snapshot object
            assertArrayEquals(first, run(w, 100, events), "restored twice, each of 100 frames hashes alike");
            long[] freshEvents = {17};
            fresh = GameSceneDeterminismTest.build(2, freshEvents);
            RigidBody paddle = fresh.createBody(new BodyDef().shape(fresh.shapes().box(1f, 0.2f, 0.05f)).mass(3).position(-8, 0.6f, 3));
            fresh.createHingeJoint(paddle, null, new Vector3(-8, 0.6f, 3), new Vector3(0, 1, 0)).enableMotor(2f, 200f);
            RigidBody link = fresh.createBody(new BodyDef().shape(fresh.shapes().capsule(0.08f, 0.5f)).mass(1).position(3.25f, 6, -3));
            fresh.createBallJoint(link, null, new Vector3(3, 6, -3));
            fresh.restoreSnapshot(WorldSnapshot.read(new ByteArrayInputStream(bytes.toByteArray())));
            assertArrayEquals(first, run(fresh, 100, freshEvents), "a fresh world built the same way, restored from bytes, steps on alike");
            int same = 0;
            while (same < kept.length && kept[same] == first[same]) same++;
            System.out.printf("snapshot: %d bytes for %d bodies; the restored world hashes like the saver's own continuation for %d of %d frames%n",
                    bytes.size(), snap.getBodyCount(), same, kept.length);
        } finally {
            w.dispose();
            if (fresh != null) fresh.dispose();
        }
    }

    /**
     * A smooth-contact Hertz impact in progress (e 0.1, 3.75 m/s, touched late in the first step)
     * carries the speed it struck at from step to step: the snapshot keeps it, so a restore in this
     * world and one from bytes in a fresh world both leave as the saver's own continuation did.
     */
    @Test
    void aHertzImpactInProgressIsPartOfTheSnapshot() throws Exception {
        NscWorld w = hertzBall(), fresh = hertzBall();
        try {
            RigidBody ball = w.getBodies().get(1);
            w.stepOnce();
            WorldSnapshot snap = w.saveSnapshot(null);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            snap.write(bytes);
            float[] kept = flight(w, ball);
            w.restoreSnapshot(snap);
            assertArrayEquals(kept, flight(w, ball), "restored in this world");
            fresh.restoreSnapshot(WorldSnapshot.read(new ByteArrayInputStream(bytes.toByteArray())));
            assertArrayEquals(kept, flight(fresh, fresh.getBodies().get(1)), "restored from bytes in a fresh world");
            System.out.printf("snapshot: hertz ball leaves at %.5f m/s (e 0.1 of 3.75)%n", kept[kept.length - 1]);
        } finally {
            w.dispose();
            fresh.dispose();
        }
    }

    /** A 1 kg ball 5 cm above the ground at 3.75 m/s, smooth contact (Hertz), no gravity, e 0.1. */
    private static NscWorld hertzBall() {
        NscConfig c = Scenes.config(1);
        c.contactMethod = ContactMethod.SMC;
        c.smcLaw = SmcLaw.HERTZ;
        c.gravity.set(0, 0, 0);
        NscWorld w = new NscWorld(c);
        w.createBody(new BodyDef().shape(w.shapes().box(5, 0.5f, 5)).mass(0).position(0, -0.5f, 0));
        w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).restitution(0.1f).position(0, 0.3f, 0).linearVelocity(0, -3.75f, 0));
        return w;
    }

    /** The ball's height and vertical speed after each of 5 steps. */
    private static float[] flight(NscWorld w, RigidBody ball) {
        float[] out = new float[10];
        Vector3 v = new Vector3();
        for (int s = 0; s < 5; s++) {
            w.stepOnce();
            out[2 * s] = ball.getPosition(v).y;
            out[2 * s + 1] = ball.getLinearVelocity(v).y;
        }
        return out;
    }

    @Test
    void aRefusedRestoreWritesNothing() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            BodyDef box = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1);
            RigidBody a = w.createBody(box.position(0, 0.5f, 0)), b = w.createBody(box.position(0, 3f, 0));
            Joint ball = w.createBallJoint(a, b, new Vector3(0, 1.75f, 0));
            for (int s = 0; s < 30; s++) w.stepOnce();
            WorldSnapshot snap = w.saveSnapshot(null);
            for (int s = 0; s < 30; s++) w.stepOnce();
            w.destroyJoint(ball);
            w.createHingeJoint(a, b, new Vector3(0, 1.75f, 0), new Vector3(1, 0, 0)); // more impulse slots than the ball joint
            long before = Scenes.positionHash(w);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.restoreSnapshot(snap));
            assertTrue(e.getMessage().startsWith("snapshot: joint 0 has"), e.getMessage());
            assertEquals(before, Scenes.positionHash(w), "the refused restore moved no body");
            w.stepOnce(); // still usable
        } finally {
            w.dispose();
        }
    }

    @Test
    void bytesAreCheckedAndAnotherShapeSetIsRefused() throws Exception {
        NscWorld a = new NscWorld(Scenes.config(1)), b = new NscWorld(Scenes.config(1));
        try {
            Scenes.pyramid(a, 2);
            Scenes.ground(b, 0.6f, 0);
            BodyDef small = new BodyDef().shape(b.shapes().box(0.4f, 0.5f, 0.5f)).mass(1).friction(0.6f);
            for (int i = 0; i < 3; i++) b.createBody(small.position(i, 0.5f, 0));
            a.stepOnce();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            a.saveSnapshot(null).write(out);
            byte[] bytes = out.toByteArray();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> b.restoreSnapshot(WorldSnapshot.read(new ByteArrayInputStream(bytes))));
            assertTrue(e.getMessage().startsWith("snapshot: body 1 has another shape than the one saved"), e.getMessage());
            assertEquals("snapshot: truncated", assertThrows(java.io.IOException.class,
                    () -> WorldSnapshot.read(new ByteArrayInputStream(Arrays.copyOf(bytes, bytes.length - 5)))).getMessage());
            byte[] flipped = bytes.clone();
            flipped[bytes.length / 2] ^= 1;
            assertEquals("snapshot: corrupted (checksum mismatch)", assertThrows(java.io.IOException.class,
                    () -> WorldSnapshot.read(new ByteArrayInputStream(flipped))).getMessage());
            byte[] other = bytes.clone();
            other[7] = 9; // the format version's low byte
            assertEquals("snapshot: format version 9, this version reads " + SnapshotFormat.VERSION, assertThrows(java.io.IOException.class,
                    () -> WorldSnapshot.read(new ByteArrayInputStream(other))).getMessage());
            assertTrue(assertThrows(java.io.IOException.class, () -> WorldSnapshot.read(new ByteArrayInputStream(new byte[64])))
                    .getMessage().startsWith("snapshot: not a gdx-nsc snapshot"));
        } finally {
            a.dispose();
            b.dispose();
        }
    }

    private static long stateHash(NscWorld w) {
        long h = Scenes.positionHash(w);
        for (int i = 0; i < w.bodies().count * 6; i++) h = 31 * h + Double.doubleToLongBits(w.bodies().vel[i]);
        return h;
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
            w.restoreSnapshot(snap);
            assertTrue(!w.getBodies().get(1).isAwake(), "restored asleep");
            long[] first = rollBall(w, ball);
            w.restoreSnapshot(snap);
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
            w.restoreSnapshot(snap);
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
