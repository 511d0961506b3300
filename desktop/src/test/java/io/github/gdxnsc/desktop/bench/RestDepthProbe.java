package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * A probe, not a test: a settled scene (default tower) over the bench's measured window, with what its
 * contacts do there: how many points lie in the speculative gap (above the rest depth), in the band
 * between the rest depth and the slop, beyond the slop (pushed by the position solve), how many points
 * appear or vanish from frame to frame, and which bodies drift and how (translation, rotation). Run with
 * {@code java -cp desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes
 * io.github.gdxnsc.desktop.bench.RestDepthProbe scene warmup frames [field=value...]}.
 */
public final class RestDepthProbe {
    private RestDepthProbe() {
    }

    public static void main(String[] args) {
        BenchCommand.loadNatives();
        String scene = args.length > 0 ? args[0] : "tower";
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        int frames = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        NscConfig c = NscConfig.defaults();
        c.threads = 2;
        c.allowSleep = false; // as the bench runs it
        for (int i = 3; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            ConfigFields.byName(kv[0]).parse(c, kv[1]);
        }
        double slop = c.contactSlop, rest = c.contactSlop * c.contactRestShare;
        NscWorld w = new NscWorld(c);
        try {
            WorldScene s = SceneCatalogue.byName(scene).build(w, SceneParams.defaults());
            Array<RigidBody> bodies = w.getBodies();
            int n = bodies.size;
            for (int f = 0; f < warmup; f++) s.stepOnce();
            float[] start = new float[3 * n];
            Quaternion[] startRot = new Quaternion[n];
            Vector3 p = new Vector3();
            for (int i = 0; i < n; i++) {
                bodies.get(i).getPosition(p);
                start[3 * i] = p.x; start[3 * i + 1] = p.y; start[3 * i + 2] = p.z;
                startRot[i] = bodies.get(i).getRotation(new Quaternion());
            }
            int[] prevPairs = new int[0];
            double[] depth0 = null;
            double depthSpread = 0, depthChangeSq = 0, depthChangeMax = 0;
            long sumSep = 0, sumGap = 0, sumBand = 0, sumBeyond = 0, sumContacts = 0, changes = 0, posSolves = 0, itV = 0, itP = 0;
            double sumDepth = 0;
            for (int f = 0; f < frames; f++) {
                s.stepOnce();
                StepStats st = w.getLastStats();
                int nc = w.getContactCount();
                int sep = 0, gap = 0, band = 0, beyond = 0;
                int[] pairs = new int[nc];
                for (int k = 0; k < nc; k++) {
                    double d = w.getContactDistance(k);
                    if (d > 0) sep++;
                    else if (-d < rest) gap++;
                    else if (-d <= slop) band++;
                    else beyond++;
                    sumDepth += -d;
                    pairs[k] = w.getContactBodyA(k) * 4096 + w.getContactBodyB(k);
                }
                // contact k is the same point at both ends while the point set does not change (Bullet's manifold order)
                if (f == 0) {
                    depth0 = new double[nc];
                    for (int k = 0; k < nc; k++) depth0[k] = -w.getContactDistance(k);
                }
                if (f == frames - 1 && depth0.length == nc) {
                    double mean = 0;
                    for (int k = 0; k < nc; k++) mean += -w.getContactDistance(k) / nc;
                    for (int k = 0; k < nc; k++) {
                        double dk = -w.getContactDistance(k), ch = dk - depth0[k];
                        depthSpread += sq(dk - mean) / nc;
                        depthChangeSq += ch * ch / nc;
                        depthChangeMax = Math.max(depthChangeMax, Math.abs(ch));
                    }
                }
                java.util.Arrays.sort(pairs);
                if (f > 0 && !java.util.Arrays.equals(pairs, prevPairs)) changes++;
                prevPairs = pairs;
                sumSep += sep; sumGap += gap; sumBand += band; sumBeyond += beyond; sumContacts += nc;
                if (st.positionSolve.iterations > 0) posSolves++;
                itV += st.velocitySolve.iterations;
                itP += st.positionSolve.iterations;
            }
            System.out.printf("%s rest %.3g mm slop %.3g mm: per frame %.1f points: separated %.1f, above rest %.1f, band %.1f, beyond slop %.2f;"
                            + " mean depth %.4f mm; frames whose point set changed %d; position solves %d; iterations v %.1f p %.1f%n",
                    scene, rest * 1e3, slop * 1e3, sumContacts / (double) frames, sumSep / (double) frames, sumGap / (double) frames,
                    sumBand / (double) frames, sumBeyond / (double) frames, sumDepth / sumContacts * 1e3, changes, posSolves,
                    itV / (double) frames, itP / (double) frames);
            System.out.printf("  depth at the end: spread (sd) %.4f mm; change over the window: rms %.4f mm, max %.4f mm%n",
                    Math.sqrt(depthSpread) * 1e3, Math.sqrt(depthChangeSq) * 1e3, depthChangeMax * 1e3);
            // the bodies that drifted most
            double[] drift = new double[n];
            Integer[] order = new Integer[n];
            Quaternion q = new Quaternion();
            for (int i = 0; i < n; i++) {
                order[i] = i;
                if (bodies.get(i).getType() != BodyType.DYNAMIC) continue;
                bodies.get(i).getPosition(p);
                drift[i] = Math.sqrt(sq(p.x - start[3 * i]) + sq(p.y - start[3 * i + 1]) + sq(p.z - start[3 * i + 2]));
            }
            java.util.Arrays.sort(order, (a, b) -> Double.compare(drift[b], drift[a]));
            if (scene.equals("tower")) {
                Vector3 up = new Vector3();
                for (int layer = 0; layer < 18; layer += 3) {
                    double dx = 0, dy = 0, dz = 0, tilt = 0;
                    for (int i = 1 + 3 * layer; i < 4 + 3 * layer; i++) {
                        bodies.get(i).getPosition(p);
                        dx += (p.x - start[3 * i]) / 3; dy += (p.y - start[3 * i + 1]) / 3; dz += (p.z - start[3 * i + 2]) / 3;
                        bodies.get(i).getRotation(q);
                        up.set(0, 1, 0);
                        q.transform(up);
                        tilt += Math.sqrt(up.x * up.x + up.z * up.z) / 3;
                    }
                    System.out.printf("  layer %2d: mean move dx %.4f dy %.4f dz %.4f mm, mean tilt %.2e rad%n", layer, dx * 1e3, dy * 1e3, dz * 1e3, tilt);
                }
            }
            for (int j = 0; j < Math.min(3, n); j++) {
                int i = order[j];
                bodies.get(i).getPosition(p);
                bodies.get(i).getRotation(q);
                Quaternion d = new Quaternion(startRot[i]).conjugate().mulLeft(q);
                double angle = 2 * Math.asin(Math.min(1, Math.sqrt(d.x * d.x + d.y * d.y + d.z * d.z)));
                System.out.printf("  body %d at y %.3f: drift %.4f mm (dx %.4f dy %.4f dz %.4f), turned %.2e rad%n", i, p.y, drift[i] * 1e3,
                        (p.x - start[3 * i]) * 1e3, (p.y - start[3 * i + 1]) * 1e3, (p.z - start[3 * i + 2]) * 1e3, angle);
            }
        } finally {
            w.dispose();
        }
    }

    private static double sq(double x) {
        return x * x;
    }
}
