package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Step back: the ring puts the world back exactly where it was at each earlier frame (poses bit
 * for bit, the scene's step and clock too), holds no more than its bound, refuses a state that no
 * longer fits the world, and records without allocating once it is full.
 */
class StepHistoryTest {
    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void steppingBackReturnsToEachEarlierFrameExactly() {
        SceneSession session = new SceneSession(NscConfig.defaults());
        try {
            session.load(SceneCatalogue.byName("wall"), SceneParams.defaults());
            StepHistory history = new StepHistory();
            history.record(session);
            int frames = 20;
            float[][] poses = new float[frames + 1][];
            poses[0] = poses(session);
            for (int f = 1; f <= frames; f++) {
                session.stepOnce();
                history.record(session);
                poses[f] = poses(session);
            }
            assertEquals(frames + 1, history.size());
            for (int f = frames - 1; f >= 12; f--) {
                assertTrue(history.stepBack(session), history.lastRefusal());
                assertEquals(f, session.stepIndex(), "the scene's step goes back too");
                assertEquals(f / 60.0, session.simulatedSeconds(), 1e-6, "and its clock");
                assertTrue(java.util.Arrays.equals(poses[f], poses(session)), "frame " + f + ": the poses as they were");
            }
            // stepping on from there is the same motion: the wall stands as it did (the contact cache is rebuilt, so not bit for bit)
            for (int f = 13; f <= frames; f++) {
                session.stepOnce();
                history.record(session);
            }
            assertTrue(maxDistance(poses[frames], poses(session)) < 1e-4, "after stepping on: " + maxDistance(poses[frames], poses(session)) + " m");
        } finally {
            session.dispose();
        }
    }

    /**
     * The game scene: the character walks to the car and drives off in it; stepping back walks the
     * player back too (the character's feet, in the car or not) and the contact-event counters,
     * frame by frame, to before it got in.
     */
    @Test
    void steppingBackInTheGameSceneRestoresThePlayerAndTheEventCounters() {
        SceneSession session = new SceneSession(NscConfig.defaults());
        try {
            session.load(SceneCatalogue.byName("game"), SceneParams.defaults());
            io.github.gdxnsc.demo.scenes.GameRig rig = session.gameRig();
            assertTrue(rig != null, "the game scene has its player");
            StepHistory history = new StepHistory();
            history.record(session);
            int frames = 60, getIn = 41;
            float[][] feet = new float[frames + 1][];
            boolean[] driving = new boolean[frames + 1];
            long[][] events = new long[frames + 1][];
            for (int f = 1; f <= frames; f++) {
                rig.moveX = f < getIn ? -1 : 0; // left and toward the viewer, to the car's side
                rig.moveZ = f < getIn ? 1 : -1; // then, in the car, forward
                if (f == getIn) rig.toggleCar = true;
                session.stepOnce();
                history.record(session);
                feet[f] = new float[3];
                rig.saveState(state);
                System.arraycopy(state, 0, feet[f], 0, 3);
                driving[f] = rig.isDriving();
                SceneEvents e = session.events();
                events[f] = new long[] {e.begins(), e.ends(), e.beginsLastSecond(), e.endsLastSecond(), e.sensorEntries()};
            }
            assertTrue(driving[frames] && !driving[getIn - 1], "the character got into the car at frame " + getIn);
            assertTrue(events[frames][0] > 0, "contacts began in the scene (the thrown crate, the crates, the car): " + java.util.Arrays.toString(events[frames]));
            assertTrue(!java.util.Arrays.equals(events[getIn - 10], events[frames]), "the counters moved over the frames stepped back through");
            for (int f = frames - 1; f >= getIn - 10; f--) {
                assertTrue(history.stepBack(session), history.lastRefusal());
                assertEquals(f, session.stepIndex());
                assertEquals(driving[f], rig.isDriving(), "frame " + f + ": in the car or not, as then");
                rig.saveState(state);
                for (int k = 0; k < 3; k++) assertEquals(feet[f][k], state[k], 1e-5f, "frame " + f + ": the character's feet, axis " + k);
                SceneEvents e = session.events();
                assertTrue(java.util.Arrays.equals(events[f], new long[] {e.begins(), e.ends(), e.beginsLastSecond(), e.endsLastSecond(), e.sensorEntries()}),
                        "frame " + f + ": the event counters as then: " + java.util.Arrays.toString(events[f]) + " vs " + e.begins() + ", " + e.ends());
            }
        } finally {
            session.dispose();
        }
    }

    private final float[] state = new float[io.github.gdxnsc.demo.scenes.GameRig.STATE_FLOATS];

    @Test
    void aStateThatNoLongerFitsTheWorldIsRefusedAndTheRingEmptied() {
        SceneSession session = new SceneSession(NscConfig.defaults());
        try {
            session.load(SceneCatalogue.byName("pendulum"), SceneParams.defaults());
            StepHistory history = new StepHistory();
            history.record(session);
            session.stepOnce();
            history.record(session);
            session.shootBall(new Vector3(0, 5, 10), new Vector3(0, 0, -10)); // a body more than the kept states hold
            session.stepOnce();
            history.record(session);
            session.stepOnce();
            history.record(session);
            assertTrue(history.stepBack(session), "back to a frame with the ball: it fits");
            assertFalse(history.stepBack(session), "back past the shot: refused");
            assertTrue(history.lastRefusal().contains("bodies"), history.lastRefusal());
            assertEquals(0, history.size());
            assertEquals(session.sceneBodyCount() + 1, session.bodyCount(), "the world kept its ball");
        } finally {
            session.dispose();
        }
    }

    @Test
    void theRingKeepsAtMostItsBoundAndRecordsWithoutAllocatingOnceFull() {
        assertEquals(StepHistory.MAX_FRAMES, StepHistory.capacity(50, 100));
        int pile = StepHistory.capacity(2300, 10_000); // the pile at rest: the memory bound, not the frame count, limits it
        assertTrue(pile < StepHistory.MAX_FRAMES && (long) pile * (2300L * StepHistory.BYTES_PER_BODY + 10_000L * StepHistory.BYTES_PER_CONTACT)
                <= StepHistory.MEMORY_BUDGET_BYTES, "pile: " + pile + " frames");
        SceneSession session = new SceneSession(NscConfig.defaults());
        try {
            session.load(SceneCatalogue.byName("pyramid"), SceneParams.defaults());
            StepHistory history = new StepHistory();
            for (int f = 0; f < StepHistory.MAX_FRAMES + 10; f++) {
                session.stepOnce();
                history.record(session);
            }
            assertEquals(StepHistory.MAX_FRAMES, history.size());
            assertEquals(StepHistory.MAX_FRAMES, history.snapshotsHeld());
            com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long thread = Thread.currentThread().getId();
            for (int f = 0; f < 20; f++) history.record(session); // warm the path up
            long before = threads.getThreadAllocatedBytes(thread);
            for (int f = 0; f < 50; f++) history.record(session);
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            assertEquals(StepHistory.MAX_FRAMES, history.size());
            assertTrue(allocated < 50 * 64, "50 records of the pyramid's 210 bodies allocated " + allocated + " bytes");
        } finally {
            session.dispose();
        }
    }

    private static float[] poses(SceneSession session) {
        int n = session.bodyCount();
        float[] out = new float[3 * n];
        Vector3 p = new Vector3();
        for (int i = 0; i < n; i++) {
            session.position(i, p);
            out[3 * i] = p.x;
            out[3 * i + 1] = p.y;
            out[3 * i + 2] = p.z;
        }
        return out;
    }

    private static double maxDistance(float[] a, float[] b) {
        double max = 0;
        for (int i = 0; i < a.length; i += 3) max = Math.max(max, Math.sqrt(sq(a[i] - b[i]) + sq(a[i + 1] - b[i + 1]) + sq(a[i + 2] - b[i + 2])));
        return max;
    }

    private static double sq(double x) {
        return x * x;
    }
}
