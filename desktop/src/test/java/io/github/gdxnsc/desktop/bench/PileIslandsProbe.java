package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * A probe, not a test: a catalogue scene (default pile) at the world's defaults, and every 60 frames
 * its islands (dynamic bodies linked by this step's contacts, as the sleeping's union-find links
 * them) and the velocity solve's residuals, to see whether budgets per island could help it and how
 * its residual falls. Run with {@code java -cp desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes
 * io.github.gdxnsc.desktop.bench.PileIslandsProbe [scene [frames [threads [field=value...]]]]}.
 */
public final class PileIslandsProbe {
    private PileIslandsProbe() {
    }

    public static void main(String[] args) {
        BenchCommand.loadNatives();
        String scene = args.length > 0 ? args[0] : "pile";
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 420;
        NscConfig c = ProbeSettings.of(args.length > 2 ? Integer.parseInt(args[2]) : 2, args, 3);
        NscWorld w = new NscWorld(c);
        try {
            WorldScene s = SceneCatalogue.byName(scene).build(w, SceneParams.defaults());
            Array<RigidBody> bodies = w.getBodies();
            int n = bodies.size;
            int[] parent = new int[n], size = new int[n];
            for (int f = 1; f <= frames; f++) {
                s.stepOnce();
                if (f % 60 != 0) continue;
                for (int i = 0; i < n; i++) parent[i] = i;
                for (int k = 0; k < w.getContactCount(); k++) {
                    int a = w.getContactBodyA(k), b = w.getContactBodyB(k);
                    if (a < 0 || b < 0 || bodies.get(a).getType() != BodyType.DYNAMIC || bodies.get(b).getType() != BodyType.DYNAMIC) continue;
                    int ra = root(parent, a), rb = root(parent, b);
                    if (ra != rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
                }
                java.util.Arrays.fill(size, 0);
                int dynamic = 0, islands = 0, largest = 0;
                for (int i = 0; i < n; i++) {
                    if (bodies.get(i).getType() != BodyType.DYNAMIC) continue;
                    dynamic++;
                    size[root(parent, i)]++;
                }
                for (int i = 0; i < n; i++) {
                    if (size[i] == 0) continue;
                    islands++;
                    largest = Math.max(largest, size[i]);
                }
                SolverStats v = w.getLastStats().velocitySolve;
                System.out.printf("frame %d: %d contacts, %d islands, the largest %d of %d dynamic bodies; velocity solve %d it, residual %.2e -> %.2e%n",
                        f, w.getContactCount(), islands, largest, dynamic, v.iterations, v.initialResidual, v.residual);
            }
        } finally {
            w.dispose();
        }
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) i = parent[i];
        return i;
    }
}
