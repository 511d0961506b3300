package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import java.util.Arrays;

/**
 * A probe, not a test: a catalogue scene (default pile) at the world's defaults, and the median time of each
 * stage of the step over the measured frames, to see which part of the step's fixed cost (everything but the
 * solves) is worth working on, and how much of each the stepping thread spends outside the worker pool's loops
 * (while the workers wait: what more threads cannot shorten), how the loops' work splits between the stepping
 * thread and the workers (their busy times added up against one thread's show what sharing costs: caches, wake-ups),
 * and how many of the pool's loops had to wake a parked
 * worker. Run with {@code java -cp
 * desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes io.github.gdxnsc.desktop.bench.StageTimesProbe
 * [scene [threads [warmup [frames [field=value...]]]]]}.
 */
public final class StageTimesProbe {
    private StageTimesProbe() {
    }

    public static void main(String[] args) {
        BenchCommand.loadNatives();
        String scene = args.length > 0 ? args[0] : "pile";
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        int frames = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        NscConfig c = ProbeSettings.of(threads, args, 4);
        Stage[] stages = Stage.all();
        double[][] ms = new double[stages.length + 1][frames], outside = new double[stages.length + 1][frames];
        double[][] callerBusy = new double[stages.length + 1][frames], workersBusy = new double[stages.length + 1][frames];
        double[] loops = new double[frames], wakeUps = new double[frames], kept = new double[frames];
        NscWorld w = new NscWorld(c);
        try {
            WorldScene s = SceneCatalogue.byName(scene).build(w, SceneParams.defaults());
            for (int f = 0; f < warmup; f++) s.stepOnce();
            for (int f = 0; f < frames; f++) {
                s.stepOnce();
                StepStats st = w.getLastStats();
                double pooled = 0;
                for (int i = 0; i < stages.length; i++) {
                    ms[i][f] = st.nanos(stages[i]) * 1e-6;
                    double busy = st.threadProfile.threads() > 0 ? st.threadProfile.busyNanos(0, stages[i]) * 1e-6 : 0;
                    outside[i][f] = Math.max(0, ms[i][f] - busy);
                    pooled += busy;
                    callerBusy[i][f] = busy;
                    for (int t = 1; t < st.threadProfile.threads(); t++)
                        workersBusy[i][f] += st.threadProfile.busyNanos(t, stages[i]) * 1e-6;
                    callerBusy[stages.length][f] += callerBusy[i][f];
                    workersBusy[stages.length][f] += workersBusy[i][f];
                }
                ms[stages.length][f] = st.totalNanos * 1e-6;
                outside[stages.length][f] = Math.max(0, ms[stages.length][f] - pooled);
                loops[f] = st.threadProfile.sharedLoops();
                wakeUps[f] = st.threadProfile.wakeUps();
                kept[f] = st.keptManifolds;
            }
            System.out.printf("%s, %d threads, frames %d-%d, contacts %d, medians in ms (outside the pool's loops;"
                    + " in its loops: the stepping thread's busy time | the workers' together):%n", scene, threads, warmup,
                    warmup + frames, w.getLastStats().contacts);
            for (int i = 0; i <= stages.length; i++) {
                System.out.printf("  %-15s %8.3f  (%.3f; %.3f | %.3f)%n", i < stages.length ? stages[i].label : "step (total)",
                        median(ms[i]), median(outside[i]), median(callerBusy[i]), median(workersBusy[i]));
            }
            System.out.printf("  loops shared out on the pool %.0f a step, workers woken from parking %.0f (medians)%n", median(loops),
                    median(wakeUps));
            System.out.printf("  pairs that kept their manifold instead of a detection %.0f a step (median)%n", median(kept));
        } finally {
            w.dispose();
        }
    }

    private static double median(double[] v) {
        double[] a = v.clone();
        Arrays.sort(a);
        return a[a.length / 2];
    }
}
