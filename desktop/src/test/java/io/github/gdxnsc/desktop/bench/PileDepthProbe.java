package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * A probe, not a test: a catalogue scene (default pile) at the world's defaults with the given
 * changes, and in the frames after a warm-up, every step whose deepest contact is deeper than a
 * floor: that contact's bodies and depth, whether their pair touched in the step before (a landing
 * if not), its depth one step earlier, the speed at which the velocity the bodies keep closes it
 * (m/s, along the normal, linear velocities only), and both solves' iterations and residuals. It
 * tells a contact that the velocity solve lets sink (closing speed times h each step) from one the
 * position solve does not push out (no closing speed, the depth stays). A contact of a pair that touched
 * is told apart by whether the pair had a point near it (within {@value #SAME_POINT} m) the step
 * before: if not, the pair turned onto a new point (a box rocking onto its other edge), which Bullet
 * reports only once it overlaps. Run with {@code java -cp
 * desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes io.github.gdxnsc.desktop.bench.PileDepthProbe
 * scene warmup frames floorMm threads [field=value...]}.
 */
public final class PileDepthProbe {
    /** Distance (m) within which a point of the pair the step before counts as the same point. */
    static final double SAME_POINT = 0.05;

    private PileDepthProbe() {
    }

    public static void main(String[] args) {
        DepthProbeRun run = DepthProbeRun.open(args);
        int warmup = run.warmup, frames = run.frames;
        float floor = run.floor;
        NscWorld w = run.world;
        try {
            WorldScene s = run.scene;
            Array<RigidBody> bodies = w.getBodies();
            Vector3 p = new Vector3(), n = new Vector3(), imp = new Vector3(), va = new Vector3(), vb = new Vector3();
            // last step's pairs and depths, by pair key, for "touched before" and "depth before"
            java.util.Map<Long, Float> before = new java.util.HashMap<>(), now = new java.util.HashMap<>();
            // last step's points per pair (x, y, z, ...), for "a point the pair had"
            java.util.Map<Long, float[]> pointsBefore = new java.util.HashMap<>(), pointsNow = new java.util.HashMap<>();
            float worst = 0;
            int deepSteps = 0, landings = 0, newPoints = 0;
            for (int f = 1; f <= warmup + frames; f++) {
                s.stepOnce();
                now.clear();
                pointsNow.clear();
                int deepest = -1;
                float depth = 0;
                for (int k = 0; k < w.getContactCount(); k++) {
                    float d = -w.getContactDistance(k);
                    long key = DepthProbeRun.pairKey(w.getContactBodyA(k), w.getContactBodyB(k));
                    now.merge(key, d, Math::max);
                    w.getContact(k, p, n, imp);
                    float[] old = pointsNow.get(key);
                    float[] pts = old == null ? new float[3] : java.util.Arrays.copyOf(old, old.length + 3);
                    pts[pts.length - 3] = p.x;
                    pts[pts.length - 2] = p.y;
                    pts[pts.length - 1] = p.z;
                    pointsNow.put(key, pts);
                    if (d > depth) {
                        depth = d;
                        deepest = k;
                    }
                }
                if (f > warmup && deepest >= 0 && depth > floor) {
                    int a = w.getContactBodyA(deepest), b = w.getContactBodyB(deepest);
                    Float prior = before.get(DepthProbeRun.pairKey(a, b));
                    w.getContact(deepest, p, n, imp);
                    boolean pointBefore = prior != null && near(pointsBefore.get(DepthProbeRun.pairKey(a, b)), p);
                    bodies.get(a).getLinearVelocity(va);
                    bodies.get(b).getLinearVelocity(vb);
                    // n points from B to A: the gap closes at -(vA - vB).n
                    double closing = -(n.x * (va.x - vb.x) + n.y * (va.y - vb.y) + n.z * (va.z - vb.z));
                    SolverStats vs = w.getLastStats().velocitySolve, ps = w.getLastStats().positionSolve;
                    System.out.printf("frame %d: depth %.2f mm, bodies %d-%d at y %.2f, %s, closing %.3f m/s after the step; velocity solve %d it %.1e, position solve %d it %.1e%n",
                            f, 1000 * depth, a, b, p.y, prior == null ? "new pair (landing)"
                                    : String.format("%.2f mm a step before, %s", 1000 * prior, pointBefore ? "a point it had" : "a new point of the pair"),
                            closing, vs.iterations, vs.residual, ps.iterations, ps.residual);
                    deepSteps++;
                    if (prior == null) landings++;
                    else if (!pointBefore) newPoints++;
                }
                if (f > warmup) worst = Math.max(worst, depth);
                java.util.Map<Long, Float> t = before;
                before = now;
                now = t;
                java.util.Map<Long, float[]> tp = pointsBefore;
                pointsBefore = pointsNow;
                pointsNow = tp;
            }
            System.out.printf("max depth %.2f mm over frames %d-%d; %d steps deeper than %.1f mm, %d of them new pairs, %d new points of pairs that touched%n",
                    1000 * worst, warmup + 1, warmup + frames, deepSteps, 1000 * floor, landings, newPoints);
        } finally {
            w.dispose();
        }
    }

    /** Whether one of the points (x, y, z, ...) lies within {@link #SAME_POINT} of p. */
    private static boolean near(float[] points, Vector3 p) {
        if (points == null) return false;
        for (int i = 0; i < points.length; i += 3)
            if (p.dst2(points[i], points[i + 1], points[i + 2]) < SAME_POINT * SAME_POINT) return true;
        return false;
    }
}
