package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.demo.engines.BenchEngine;
import io.github.gdxnsc.demo.engines.BulletEngine;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;

/**
 * A probe, not a test: a catalogue scene (default pile) in our world at the bench's defaults and in Bullet's world with
 * its sequential impulse solver at 10 iterations, stepped in turn frame by frame in one JVM (which engine steps first
 * alternating), so a slow phase of a shared machine (its second vCPU busy elsewhere) hits both alike. Prints each
 * engine's median step and the median and quartiles of our step over Bullet SI's in the same frame: the bench's
 * side-by-side ratio without the runs' different loads. Run with {@code java -cp
 * desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes io.github.gdxnsc.desktop.bench.InterleavedEngineComparison
 * [scene [threads [warmup [frames [field=value...]]]]]}.
 */
public final class InterleavedEngineComparison {
    private InterleavedEngineComparison() {
    }

    public static void main(String[] args) {
        BenchCommand.loadNatives();
        String name = args.length > 0 ? args[0] : "pile";
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        int frames = args.length > 3 ? Integer.parseInt(args[3]) : 300;
        NscConfig config = ProbeSettings.of(threads, args, 4);
        Scene scene = SceneCatalogue.byName(name);
        SceneParams params = SceneParams.defaults();
        BenchEngine ours = new NscEngine(scene, params, config);
        BenchEngine bullet = new BulletEngine(BulletEngine.Kind.SI, scene, params, config.timeStep, config.gravity, 10);
        double[] oursMs = new double[frames], bulletMs = new double[frames], ratio = new double[frames];
        try {
            for (int f = 0; f < warmup; f++) {
                ours.step();
                bullet.step();
            }
            for (int f = 0; f < frames; f++) {
                boolean oursFirst = (f & 1) == 0;
                double a = timed(oursFirst ? ours : bullet), b = timed(oursFirst ? bullet : ours);
                oursMs[f] = oursFirst ? a : b;
                bulletMs[f] = oursFirst ? b : a;
                ratio[f] = oursMs[f] / bulletMs[f];
            }
        } finally {
            ours.dispose();
            bullet.dispose();
        }
        System.out.printf("%s, %d threads, frames %d-%d: ours %.2f ms, Bullet SI (10 it.) %.2f ms (medians); ours / Bullet SI frame by frame:"
                + " median %.3f, quartiles %.3f and %.3f%n", name, threads, warmup, warmup + frames, BenchCommand.percentile(oursMs, 0.5),
                BenchCommand.percentile(bulletMs, 0.5), BenchCommand.percentile(ratio, 0.5), BenchCommand.percentile(ratio, 0.25),
                BenchCommand.percentile(ratio, 0.75));
    }

    private static double timed(BenchEngine engine) {
        long t0 = System.nanoTime();
        engine.step();
        return (System.nanoTime() - t0) * 1e-6;
    }
}
