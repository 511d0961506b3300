package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;

/**
 * A probe, not a test: a catalogue scene (default pile) at the world's defaults, one thread, and for
 * every {@code every}-th frame from {@code from} on the velocity solve's iterations, its start residual
 * and the residual after each iteration of its last solve (the second half when the slip correction
 * halved it), to see where its budget stops buying residual. Run with {@code java -cp
 * desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes io.github.gdxnsc.desktop.bench.PileResidualProbe
 * [scene [frames [every [from [field=value...]]]]]}.
 */
public final class PileResidualProbe {
    private PileResidualProbe() {
    }

    public static void main(String[] args) {
        BenchCommand.loadNatives();
        String scene = args.length > 0 ? args[0] : "pile";
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 330;
        int every = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int from = args.length > 3 ? Integer.parseInt(args[3]) : 300;
        NscConfig c = NscConfig.defaults();
        c.threads = 1;
        c.allowSleep = false; // as the bench runs it
        for (int i = 4; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            ConfigFields.byName(kv[0]).parse(c, kv[1]);
        }
        NscWorld w = new NscWorld(c);
        try {
            WorldScene s = SceneCatalogue.byName(scene).build(w, SceneParams.defaults());
            for (int f = 1; f <= frames; f++) {
                s.stepOnce();
                if (f < from || f % every != 0) continue;
                StepStats st = w.getLastStats();
                SolverStats v = st.velocitySolve;
                StringBuilder b = new StringBuilder(String.format("frame %d it %d halves %s corr %d r0 %.3e:",
                        f, v.iterations, st.slipCorrectionSolve, st.correctionIterations, v.initialResidual));
                for (int i = 0; i < v.historyLength(); i++) b.append(String.format(" %.2e", v.historyAt(i)));
                System.out.println(b);
            }
        } finally {
            w.dispose();
        }
    }
}
