package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * A probe, not a test: how the deepest contacts of a scene (default pile) at a small budget arose.
 * For every step after the warm-up whose deepest contact is deeper than a floor it prints the pair,
 * what the pair had the step before (nothing: the landing sweep did not catch it; only open gaps: a
 * speculative contact the sweep added, with its smallest gap; touching: Bullet's points, with the
 * deepest), both bodies' linear and angular speeds before the step and the vertical speed, the
 * normal, and the pair's points now (how many, their depths: one deep point is a corner, two an edge,
 * three or four alike a face). Run with {@code java -cp
 * desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes io.github.gdxnsc.desktop.bench.LowBudgetDepthProbe
 * scene warmup frames floorMm threads [field=value...]}.
 */
public final class LowBudgetDepthProbe {
    private LowBudgetDepthProbe() {
    }

    public static void main(String[] args) {
        DepthProbeRun run = DepthProbeRun.open(args);
        int warmup = run.warmup, frames = run.frames;
        float floor = run.floor;
        NscWorld w = run.world;
        try {
            WorldScene s = run.scene;
            Array<RigidBody> bodies = w.getBodies();
            int nb = bodies.size;
            float[] lin = new float[3 * nb], ang = new float[3 * nb];
            Vector3 p = new Vector3(), n = new Vector3(), imp = new Vector3(), t = new Vector3();
            // the step before: per pair, the smallest distance (negative: touching)
            java.util.Map<Long, Float> before = new java.util.HashMap<>(), now = new java.util.HashMap<>();
            float worst = 0;
            int deep = 0, caught = 0, missed = 0, touched = 0;
            for (int f = 1; f <= warmup + frames; f++) {
                for (int i = 0; i < nb; i++) {
                    bodies.get(i).getLinearVelocity(t);
                    lin[3 * i] = t.x;
                    lin[3 * i + 1] = t.y;
                    lin[3 * i + 2] = t.z;
                    bodies.get(i).getAngularVelocity(t);
                    ang[3 * i] = t.x;
                    ang[3 * i + 1] = t.y;
                    ang[3 * i + 2] = t.z;
                }
                s.stepOnce();
                now.clear();
                int deepest = -1;
                float depth = 0;
                for (int k = 0; k < w.getContactCount(); k++) {
                    float d = w.getContactDistance(k);
                    now.merge(DepthProbeRun.pairKey(w.getContactBodyA(k), w.getContactBodyB(k)), d, Math::min);
                    if (-d > depth) {
                        depth = -d;
                        deepest = k;
                    }
                }
                if (f > warmup) worst = Math.max(worst, depth);
                if (f > warmup && deepest >= 0 && depth > floor) {
                    deep++;
                    int a = w.getContactBodyA(deepest), b = w.getContactBodyB(deepest);
                    Float prior = before.get(DepthProbeRun.pairKey(a, b));
                    String had;
                    if (prior == null) {
                        had = "nothing before";
                        missed++;
                    } else if (prior >= 0) {
                        had = String.format("a gap of %.2f mm before (swept)", 1000 * prior);
                        caught++;
                    } else {
                        had = String.format("touching %.2f mm deep before", -1000 * prior);
                        touched++;
                    }
                    w.getContact(deepest, p, n, imp);
                    StringBuilder pts = new StringBuilder();
                    for (int k = 0; k < w.getContactCount(); k++)
                        if (DepthProbeRun.pairKey(w.getContactBodyA(k), w.getContactBodyB(k)) == DepthProbeRun.pairKey(a, b))
                            pts.append(String.format(" %.1f", -1000 * w.getContactDistance(k)));
                    System.out.printf("frame %d: %.2f mm, bodies %d-%d (%s on %s) at y %.2f, n (%.2f %.2f %.2f), %s; A v %.2f (vy %.2f) w %.2f, B v %.2f (vy %.2f) w %.2f; points mm:%s%n",
                            f, 1000 * depth, a, b, shape(bodies.get(b)), shape(bodies.get(a)), p.y, n.x, n.y, n.z, had, len(lin, a), lin[3 * a + 1], len(ang, a),
                            len(lin, b), lin[3 * b + 1], len(ang, b), pts);
                }
                java.util.Map<Long, Float> tmp = before;
                before = now;
                now = tmp;
            }
            System.out.printf("max depth %.2f mm over frames %d-%d; %d steps deeper than %.1f mm: %d with nothing before, %d swept, %d touching%n",
                    1000 * worst, warmup + 1, warmup + frames, deep, 1000 * floor, missed, caught, touched);
        } finally {
            w.dispose();
        }
    }

    private static String shape(RigidBody r) {
        return r.getShape().getClass().getSimpleName().replace("bt", "").replace("Shape", "");
    }

    private static float len(float[] v, int i) {
        return (float) Math.sqrt(v[3 * i] * v[3 * i] + v[3 * i + 1] * v[3 * i + 1] + v[3 * i + 2] * v[3 * i + 2]);
    }
}
