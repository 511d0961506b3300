package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The engine switch headless: the split view steps both engines in lockstep and measures both
 * sides; Bullet alone steps Bullet only; switching engines back and forth leaves at most one
 * Bullet world alive and none once back on ours; a step of Bullet's side, or of both in the split
 * view, with the live measures allocates nothing (our world on one thread: the calling thread's
 * bytes are all of it).
 */
class EngineComparisonTest {
    static final SceneParams PARAMS = SceneParams.defaults();

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private static NscConfig config() {
        NscConfig c = NscConfig.defaults();
        c.allowSleep = false; // measures the solver
        c.threads = 1;
        return c;
    }

    private static void load(SceneSession s, EngineComparison e, Scene scene) {
        s.load(scene, PARAMS);
        e.load(scene, PARAMS);
    }

    @Test
    void splitStepsBothInLockstepAndMeasuresBoth() {
        SceneSession session = new SceneSession(config());
        EngineComparison engines = new EngineComparison(session);
        try {
            Scene pyramid = SceneCatalogue.byName("pyramid");
            engines.setMode(EngineMode.SPLIT);
            load(session, engines, pyramid);
            BulletSession b = engines.bullet();
            assertTrue(b.isLive(), String.valueOf(b.unavailableReason()));
            assertEquals(session.bodyCount(), b.bodyCount(), "the same scene description on both sides");
            for (int i = 0; i < 30; i++) engines.stepOnce();
            assertEquals(30, session.stepIndex());
            assertEquals(30, b.steps(), "Bullet steps once after each of our steps");
            int steps = engines.update(0.1f, true); // 6 steps of 1/60 s, at most maxSubSteps (4), whatever a step costs
            assertEquals(4, steps);
            assertEquals(session.stepIndex(), b.steps(), "still in lockstep through update");
            assertEquals(30 + steps, engines.nscQuality().steps());
            assertEquals(30 + steps, engines.bulletQuality().steps());
            assertEquals(engines.nscQuality().bodies(), engines.bulletQuality().bodies());
            assertTrue(engines.bulletQuality().medianStepMillis() > 0);
            assertTrue(Double.isFinite(engines.nscQuality().drift()) && Double.isFinite(engines.bulletQuality().drift()));
            // a ball goes into both worlds, to the same handle
            int ours = engines.shootBall(new Vector3(0, 5, 10), new Vector3(0, 0, -10));
            assertEquals(session.bodyCount() - 1, ours);
            assertEquals(session.bodyCount(), b.bodyCount());
            assertTrue(b.isBall(ours));
            Matrix4 m = new Matrix4();
            assertEquals(5f, b.transform(ours, m).getTranslation(new Vector3()).y, 1e-5f);
        } finally {
            engines.dispose();
            session.dispose();
        }
        assertEquals(0, engines.bullet().liveEngines(), "disposed on exit");
    }

    @Test
    void bulletAloneStepsOnlyBulletAndSwitchingBackAndForthLeavesNothingAlive() {
        SceneSession session = new SceneSession(config());
        EngineComparison engines = new EngineComparison(session);
        try {
            Scene scene = SceneCatalogue.byName("chain");
            engines.setMode(EngineMode.BULLET_SI);
            load(session, engines, scene);
            for (int i = 0; i < 10; i++) engines.stepOnce();
            assertEquals(0, session.stepIndex(), "our world waits while Bullet runs alone");
            assertEquals(10, engines.bullet().steps());
            assertEquals(10, engines.bulletQuality().steps());
            EngineMode mode = engines.mode();
            for (int k = 0; k < 21; k++) { // F4 pressed 21 times: every mode seven times
                mode = mode.next();
                engines.setMode(mode);
                load(session, engines, k % 2 == 0 ? scene : SceneCatalogue.byName("pendulum"));
                engines.stepOnce();
                assertEquals(mode.runsBullet() ? 1 : 0, engines.bullet().liveEngines(), "after switching to " + mode);
            }
            assertEquals(EngineMode.BULLET_SI, mode);
            engines.setMode(EngineMode.NSC);
            load(session, engines, scene);
            assertEquals(0, engines.bullet().liveEngines(), "back on ours: Bullet's world disposed");
            assertEquals(15, engines.bullet().enginesBuilt(), "one Bullet world per load that runs it");
        } finally {
            engines.dispose();
            session.dispose();
        }
    }

    /**
     * The live caption's figures are the bench's: the pyramid in Bullet alone for 420 steps, the
     * window then holding steps 301-420, gives the drift and rest-velocity RMS that the bench's
     * arithmetic (SettledQuality) gives on the same engine stepped 300 + 120 times; and the drift the
     * bench reports for it (docs/BENCHMARKS.md: 44.4 mm over the 2 measured seconds).
     */
    @Test
    void theLiveWindowGivesTheBenchFiguresOnThePyramid() {
        Scene pyramid = SceneCatalogue.byName("pyramid");
        NscConfig c = config();
        io.github.gdxnsc.demo.engines.BulletEngine bench = new io.github.gdxnsc.demo.engines.BulletEngine(
                io.github.gdxnsc.demo.engines.BulletEngine.Kind.SI, pyramid, PARAMS, c.timeStep, c.gravity, 10);
        double benchDrift;
        io.github.gdxnsc.demo.engines.SettledQuality q = new io.github.gdxnsc.demo.engines.SettledQuality();
        try {
            for (int i = 0; i < 300; i++) bench.step();
            int n = bench.dynamicBodies();
            float[] start = new float[3 * n], end = new float[3 * n];
            bench.dynamicPositions(start);
            Vector3 p = new Vector3(), v = new Vector3();
            for (int i = 0; i < 120; i++) {
                bench.step();
                double sum = 0;
                for (int b = 0; b < bench.bodyCount(); b++) {
                    if (bench.spec(b).isStatic()) continue;
                    bench.bodyState(b, p, v);
                    sum += v.len2();
                }
                q.addSpeeds(sum, n);
            }
            bench.dynamicPositions(end);
            benchDrift = io.github.gdxnsc.demo.engines.SettledQuality.drift(start, end, n);
        } finally {
            bench.dispose();
        }
        SceneSession session = new SceneSession(c);
        EngineComparison engines = new EngineComparison(session);
        try {
            engines.setMode(EngineMode.BULLET_SI);
            load(session, engines, pyramid);
            for (int i = 0; i < 420; i++) engines.stepOnce();
            assertEquals(benchDrift, engines.bulletQuality().drift(), 1e-6, "drift, live and the bench's way");
            assertEquals(q.restVelocityRms(), engines.bulletQuality().restVelocityRms(), 1e-6, "rest velocity rms");
            assertEquals(0.0444, engines.bulletQuality().drift(), 0.001, "the bench's 44.4 mm");
        } finally {
            engines.dispose();
            session.dispose();
        }
    }

    @Test
    void bulletSideStepAndMeasuresAllocateNothing() {
        SceneSession session = new SceneSession(config());
        EngineComparison engines = new EngineComparison(session);
        try {
            engines.setMode(EngineMode.BULLET_SI);
            load(session, engines, SceneCatalogue.byName("pyramid"));
            Runnable work = () -> {
                for (int i = 0; i < 20; i++) engines.stepOnce();
                engines.bulletQuality().medianStepMillis();
                engines.bulletQuality().restVelocityRms();
                engines.bulletQuality().drift();
            };
            for (int i = 0; i < 10; i++) work.run(); // warm-up
            assertEquals(0, leastAllocatedOf(5, work), "bytes a round of 20 Bullet steps with their measures allocated (least of 5)");
            // the split view: our step, the hook, Bullet's step and both sides' measures
            engines.setMode(EngineMode.SPLIT);
            load(session, engines, SceneCatalogue.byName("pyramid"));
            Runnable split = () -> {
                for (int i = 0; i < 5; i++) engines.stepOnce();
                engines.nscQuality().drift();
                engines.bulletQuality().drift();
            };
            for (int i = 0; i < 20; i++) split.run(); // warm-up
            assertEquals(0, leastAllocatedOf(5, split), "bytes a round of 5 split steps (ours, Bullet's, both measures) allocated (least of 5)");
        } finally {
            engines.dispose();
            session.dispose();
        }
    }

    /** The fewest bytes the calling thread allocated over {@code rounds} runs (the plugin tests' Allocation.leastOf, which core cannot reach). */
    private static long leastAllocatedOf(int rounds, Runnable work) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long least = Long.MAX_VALUE;
        for (int r = 0; r < rounds && least > 0; r++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            work.run();
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before);
        }
        return least;
    }
}
