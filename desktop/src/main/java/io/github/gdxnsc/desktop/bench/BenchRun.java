package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.demo.engines.BenchEngine;
import io.github.gdxnsc.demo.engines.BulletEngine;
import io.github.gdxnsc.demo.engines.SettledQuality;
import io.github.gdxnsc.demo.scenes.Expectation;
import io.github.gdxnsc.demo.scenes.ImpactScene;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneOutcome;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;

/** One bench run of one engine on one scene: steps it, times it and fills a {@link BenchResult}. */
final class BenchRun {
    private final int warmup, frames;
    private final PrintStream log;

    BenchRun(int warmup, int frames, PrintStream log) {
        this.warmup = warmup;
        this.frames = frames;
        this.log = log;
    }

    /**
     * Warms up, then steps the measured frames, timing each step and counting its allocation on
     * this thread; everything else (contacts, positions, speeds) is read between the timed steps.
     * The scene's outcome ({@link SceneOutcome}: held, sink, rest) covers every step from the build;
     * the settled figures (drift, rest velocity, penetration) the measured frames. Disposes the engine.
     */
    void measure(BenchEngine engine, Scene scene, BenchResult r) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int n = frames;
        double[] step = new double[n], collision = new double[n], solve = new double[n];
        double contactSum = 0, iterSum = 0, positionIterSum = 0, schurSum = 0, solverNanosSum = 0, contactIterSum = 0, allocSum = 0;
        double[] residual = new double[n];
        int residualCount = 0, slipCorrectionSolves = 0, refused = 0;
        String refusal = null;
        SettledQuality quality = new SettledQuality();
        ImpactProbe impact = scene instanceof ImpactScene ? new ImpactProbe(ImpactScene.BALL_RADIUS) : null;
        Vector3 pos = new Vector3(), vel = new Vector3();
        BenchEngine.Frame f = new BenchEngine.Frame();
        try {
            r.bodies = engine.dynamicBodies();
            float[] built = new float[3 * r.bodies], start = new float[3 * r.bodies], now = new float[3 * r.bodies];
            float[] speeds = new float[r.bodies];
            engine.dynamicPositions(built);
            long disturbance = scene.disturbanceStep(r.timeStep);
            SceneOutcome outcome = new SceneOutcome(built, r.bodies, disturbance, r.timeStep);
            log.printf(Locale.ROOT, "bench: %s %s (%d dynamic bodies): %d warm-up + %d measured frames%n", r.scene, r.label(), r.bodies, warmup, frames);
            System.gc();
            for (int i = 0; i < warmup; i++) {
                engine.step();
                if (impact != null) probe(engine, impact, pos, vel);
                engine.dynamicPositions(now);
                engine.dynamicSpeeds(speeds);
                outcome.add(now, speeds);
            }
            engine.dynamicPositions(start);
            double excursion = 0, fromBuilt = 0;
            for (int i = 0; i < n; i++) {
                long a0 = mx.getCurrentThreadAllocatedBytes();
                long t0 = System.nanoTime();
                engine.step();
                long t1 = System.nanoTime();
                long a1 = mx.getCurrentThreadAllocatedBytes();
                engine.sample(f);
                if (impact != null) probe(engine, impact, pos, vel);
                engine.dynamicPositions(now);
                engine.dynamicSpeeds(speeds);
                outcome.add(now, speeds);
                excursion = Math.max(excursion, SettledQuality.drift(start, now, r.bodies));
                fromBuilt = Math.max(fromBuilt, SettledQuality.drift(built, now, r.bodies));
                step[i] = t1 - t0;
                allocSum += a1 - a0;
                collision[i] = f.collisionNanos;
                solve[i] = r.isNsc() ? f.solveNanos : BulletEngine.solveEstimate(step[i], f.collisionNanos);
                contactSum += f.contacts;
                if (!Double.isNaN(f.iterations)) {
                    iterSum += f.iterations;
                    if (!Double.isNaN(f.positionIterations)) positionIterSum += f.positionIterations;
                    if (!Double.isNaN(f.schurProducts)) schurSum += f.schurProducts;
                    if (!Double.isNaN(f.solverNanos)) {
                        solverNanosSum += f.solverNanos;
                        contactIterSum += (double) f.contacts * f.iterations;
                    }
                }
                if (!Double.isNaN(f.residual)) residual[residualCount++] = f.residual;
                if (f.contactPoints != null) quality.addContactDistances(f.contactPoints.distance, f.contactPoints.count());
                if (f.slipCorrectionSolve) slipCorrectionSolves++;
                if (f.refusal != null) {
                    refused++;
                    refusal = f.refusal;
                }
                quality.addSpeeds(f.speedSquaredSum, f.dynamicBodies);
            }
            r.contactsMean = contactSum / n;
            r.stepMsMedian = BenchCommand.percentile(step, 0.5) / 1e6;
            r.stepMsP95 = BenchCommand.percentile(step, 0.95) / 1e6;
            r.collisionMsMedian = BenchCommand.percentile(collision, 0.5) / 1e6;
            r.solveMsMedian = BenchCommand.percentile(solve, 0.5) / 1e6;
            r.iterationsMean = iterSum / n;
            if (r.isNsc()) {
                r.velocityIterationsMean = (iterSum - positionIterSum) / n;
                r.positionIterationsMean = positionIterSum / n;
                r.schurProductsPerIteration = iterSum > 0 ? schurSum / iterSum : Double.NaN;
                r.solveNsPerContactIteration = contactIterSum > 0 ? solverNanosSum / contactIterSum : Double.NaN;
                r.residualMedian = residualCount > 0 ? BenchCommand.percentile(Arrays.copyOf(residual, residualCount), 0.5) : Double.NaN;
                r.residualHistory = engine.residualHistory();
                r.slipCorrectionSolveFraction = (double) slipCorrectionSolves / n;
                r.refusedFraction = (double) refused / n;
                r.solverRefusal = refusal;
            }
            r.maxPenetration = quality.maxPenetration();
            r.meanPenetration = quality.meanPenetration();
            r.restVelocityRms = quality.restVelocityRms();
            r.drift = SettledQuality.drift(start, now, r.bodies);
            r.maxExcursion = excursion;
            r.displacementFromStart = fromBuilt;
            r.expectation = scene.expectation();
            r.held = scene.expectation().isMet(outcome);
            r.maxSink = outcome.maxSink();
            if (disturbance >= 0) {
                r.displacedBodies = outcome.displacedBodies(Expectation.DISPLACED_METRES);
                r.restSeconds = outcome.restSeconds();
            }
            if (impact != null) {
                r.reboundSpeed = impact.reboundSpeed();
                r.dropRise = impact.dropRise();
            }
            r.allocBytesPerStep = allocSum / n;
        } catch (RuntimeException e) {
            r.error = e.getClass().getSimpleName() + ": " + e.getMessage();
        } finally {
            engine.dispose();
        }
    }

    private static void probe(BenchEngine engine, ImpactProbe impact, Vector3 pos, Vector3 vel) {
        engine.bodyState(ImpactScene.THROWN_BALL, pos, vel);
        float vx = vel.x, y = pos.y;
        engine.bodyState(ImpactScene.DROPPED_BALL, pos, vel);
        impact.record(vx, y, pos.y);
    }
}
