package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;

/**
 * A probe, not a test: the shot wall as the bench runs it (sleeping off). After the hit (step 300),
 * every {@code every} steps: the judged bodies still moving (0.05 m/s or faster), the islands they lie
 * in (size/moving), the solves' iterations and residuals, the judged bodies' kinetic energy; with
 * {@code every} under 10, a line {@code e STEP KE KE+PE POSITION_ITERATIONS lift J} for every other step
 * (lift: the potential energy the position solve's moves have added so far beyond the kept velocities' moves);
 * with {@code detail=N}, every N steps each moving body's velocities, tilt and contacts (to see how it
 * moves: sliding, rocking, rolling, jittering); {@code switch=STEP:field=value} changes a setting at
 * that step. Ends with the last step in which a judged body moved. Run with {@code java -cp
 * desktop/target/gdx-nsc-desktop.jar:desktop/target/test-classes io.github.gdxnsc.desktop.bench.WallShotProbe
 * [steps [every [threads [field=value | detail=N | switch=STEP:field=value ...]]]]}.
 */
public final class WallShotProbe {
    private WallShotProbe() {
    }

    public static void main(String[] args) {
        BenchCommand.loadNatives();
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 1800;
        int every = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        NscConfig c = NscConfig.defaults();
        c.threads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        c.allowSleep = false;
        int detail = -1, switchStep = -1;
        String switchTo = null;
        for (int i = 3; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            if (kv[0].equals("detail")) detail = Integer.parseInt(kv[1]);
            else if (kv[0].equals("switch")) { // switch=STEP:field=value, a change of setting at that step
                switchStep = Integer.parseInt(kv[1].substring(0, kv[1].indexOf(':')));
                switchTo = kv[1].substring(kv[1].indexOf(':') + 1);
            } else ConfigFields.byName(kv[0]).parse(c, kv[1]);
        }
        NscWorld w = new NscWorld(c);
        Vector3 p = new Vector3(), v = new Vector3(), om = new Vector3(), pt = new Vector3(), nrm = new Vector3(), imp = new Vector3();
        Quaternion q = new Quaternion();
        try {
            WorldScene s = SceneCatalogue.byName("wall-shot").build(w, SceneParams.defaults());
            Array<RigidBody> bodies = w.getBodies();
            int[] parent = new int[256], size = new int[256], movers = new int[256];
            long itSum = 0;
            int lastMoving = -1;
            double lift = 0;
            double[] prevY = new double[512];
            for (int f = 1; f <= steps; f++) {
                if (f == switchStep) {
                    String[] kv = switchTo.split("=", 2);
                    ConfigFields.byName(kv[0]).parse(w.getConfig(), kv[1]);
                }
                for (int i = 0; i < bodies.size - 1; i++) prevY[i] = bodies.get(i).getPosition(p).y;
                s.stepOnce();
                for (int i = 0; i < bodies.size - 1; i++) {
                    RigidBody b = bodies.get(i);
                    if (b.getType() != BodyType.DYNAMIC) continue;
                    // what the position solve's move added to the potential energy beyond the kept velocities' move
                    lift += b.getMass() * 9.81 * (b.getPosition(p).y - prevY[i] - b.getLinearVelocity(v).y * c.timeStep);
                }
                double ke = 0, pe = 0;
                for (int i = 0; i < bodies.size - 1; i++) {
                    RigidBody b = bodies.get(i);
                    if (b.getType() != BodyType.DYNAMIC) continue;
                    ke += b.getKineticEnergy();
                    pe += b.getMass() * 9.81 * b.getPosition(p).y;
                }
                for (int i = 0; i < bodies.size - 1; i++) {
                    if (f > 300 && bodies.get(i).getType() == BodyType.DYNAMIC && bodies.get(i).getLinearVelocity(v).len() >= 0.05f) lastMoving = f;
                }
                if (f % every != 0 && f >= 300 && every < 10) {
                    // energy of the judged bodies every step (kinetic, and kinetic plus potential)
                    System.out.printf("e %d %.5e %.6e %d lift %.4e%n", f, ke, ke + pe, w.getLastStats().positionSolve.iterations, lift);
                }
                SolverStats vs = w.getLastStats().velocitySolve, ps = w.getLastStats().positionSolve;
                itSum += vs.iterations + ps.iterations;
                if (f < 300 || f % every != 0) continue;
                int n = bodies.size;
                for (int i = 0; i < n; i++) parent[i] = i;
                for (int k = 0; k < w.getContactCount(); k++) {
                    int a = w.getContactBodyA(k), b = w.getContactBodyB(k);
                    if (a < 0 || b < 0 || bodies.get(a).getType() != BodyType.DYNAMIC || bodies.get(b).getType() != BodyType.DYNAMIC) continue;
                    int ra = root(parent, a), rb = root(parent, b);
                    if (ra != rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
                }
                java.util.Arrays.fill(size, 0);
                java.util.Arrays.fill(movers, 0);
                int islands = 0, moving = 0;
                float fastest = 0;
                for (int i = 0; i < n; i++) {
                    RigidBody b = bodies.get(i);
                    if (b.getType() != BodyType.DYNAMIC) continue;
                    int r = root(parent, i);
                    size[r]++;
                    float sp = b.getLinearVelocity(v).len();
                    if (sp >= 0.05f && i < n - 1) { // the ball (last) is not judged
                        moving++;
                        movers[r]++;
                    }
                    if (i < n - 1) fastest = Math.max(fastest, sp);
                }
                StringBuilder isl = new StringBuilder();
                for (int i = 0; i < n; i++) {
                    if (size[i] == 0) continue;
                    islands++;
                    if (movers[i] > 0) isl.append(' ').append(size[i]).append('/').append(movers[i]);
                }
                System.out.printf("t %.2f: %d moving (max %.3f m/s), %d islands (size/moving:%s); vel %d it %.1e -> %.1e %s, pos %d it %.1e; mean it/step %.1f, KE %.2e J%n",
                        (f - 300) / 60f, moving, fastest, islands, isl, vs.iterations, vs.initialResidual, vs.residual,
                        vs.converged ? "conv" : "", ps.iterations, ps.residual, itSum / (double) f, ke);
                if (detail > 0 && f % detail == 0) {
                    for (int i = 0; i < n - 1; i++) {
                        RigidBody b = bodies.get(i);
                        if (b.getType() != BodyType.DYNAMIC) continue;
                        float sp = b.getLinearVelocity(v).len();
                        if (sp < 0.05f) continue;
                        b.getPosition(p);
                        b.getAngularVelocity(om);
                        b.getRotation(q);
                        Vector3 up = new Vector3(0, 1, 0);
                        q.transform(up);
                        System.out.printf("   body %d island %d: p (%.3f %.3f %.3f) v (%.3f %.3f %.3f) w (%.3f %.3f %.3f) up (%.2f %.2f %.2f) contacts:",
                                i, root(parent, i), p.x, p.y, p.z, v.x, v.y, v.z, om.x, om.y, om.z, up.x, up.y, up.z);
                        for (int k = 0; k < w.getContactCount(); k++) {
                            int a = w.getContactBodyA(k), bb = w.getContactBodyB(k);
                            if (a != i && bb != i) continue;
                            w.getContact(k, pt, nrm, imp);
                            int other = a == i ? bb : a;
                            System.out.printf(" [%d d %.4f n %.2f,%.2f,%.2f in %.4f]", other, w.getContactDistance(k), nrm.x, nrm.y, nrm.z, imp.x);
                        }
                        System.out.println();
                    }
                }
            }
            System.out.printf("last moving step %d: %s%n", lastMoving, lastMoving == steps ? "not at rest" : "at rest " + (lastMoving - 300) / 60f + " s after the shot");
        } finally {
            w.dispose();
        }
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) i = parent[i];
        return i;
    }
}
