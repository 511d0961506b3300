package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;

import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * A probe, not a test: a catalogue scene's (default pile) collision detection two ways on the same
 * state, after each measured step of the world: Bullet's own detection (its narrow phase on the calling
 * thread) and the detection with the narrow phase's convex pairs on a pool of {@code threads}, the two
 * in alternating order, medians in ms. Both run on transforms the step's own detection has already
 * seen, so both find the manifolds fresh. Run with {@code java -cp
 * desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes io.github.gdxnsc.desktop.bench.NarrowPhaseProbe
 * [scene [threads [warmup [frames]]]]}.
 */
public final class NarrowPhaseProbe {
    private NarrowPhaseProbe() {
    }

    public static void main(String[] args) throws ReflectiveOperationException {
        BenchCommand.loadNatives();
        String scene = args.length > 0 ? args[0] : "pile";
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        int frames = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        NscConfig c = ProbeSettings.of(threads, args, 4);
        NscWorld w = new NscWorld(c);
        try (WorkerPool pool = new WorkerPool(threads)) {
            WorldScene s = SceneCatalogue.byName(scene).build(w, SceneParams.defaults());
            // the world's Bullet bridge is package-private: a probe may reach it
            Method m = NscWorld.class.getDeclaredMethod("collision");
            m.setAccessible(true);
            BulletCollision collision = (BulletCollision) m.invoke(w);
            for (int f = 0; f < warmup; f++) s.stepOnce();
            double[] bullet = new double[frames], pooled = new double[frames];
            int onPool = 0;
            for (int f = 0; f < frames; f++) {
                s.stepOnce();
                for (int turn = 0; turn < 2; turn++) {
                    boolean poolTurn = (turn == 0) == (f % 2 == 0);
                    long t0 = System.nanoTime();
                    if (poolTurn) collision.detect(pool);
                    else collision.detect();
                    double ms = (System.nanoTime() - t0) * 1e-6;
                    if (poolTurn) {
                        pooled[f] = ms;
                        if (collision.narrowPhaseOnPool()) onPool++;
                    } else {
                        bullet[f] = ms;
                    }
                }
            }
            Arrays.sort(bullet);
            Arrays.sort(pooled);
            System.out.printf("%s, frames %d-%d, contacts %d: Bullet's detection %.3f ms, with the narrow phase on %d threads %.3f ms"
                    + " (on the pool in %d of %d frames)%n", scene, warmup, warmup + frames, w.getLastStats().contacts,
                    bullet[frames / 2], threads, pooled[frames / 2], onPool, frames);
            if (collision.narrowPhaseFailure() != null) System.out.println("  the pool cannot run it: " + collision.narrowPhaseFailure());
        } finally {
            w.dispose();
        }
    }
}
