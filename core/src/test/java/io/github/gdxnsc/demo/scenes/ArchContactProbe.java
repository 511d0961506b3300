package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btPolyhedralConvexShape;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;

/**
 * A probe, run by hand, of the settled arch's contacts: per frame over the bench's measured window
 * (frames 1200-1800), the velocity solve's iterations and, for each pair of touching bodies, how
 * many points its manifold holds and how far its points, normals and depths moved since the last
 * frame. Usage: {@code ArchContactProbe [contactSlop] [contactSkin] [jumps to print]}; it prints
 * the first jumps (a point moved over 1 mm: Bullet's manifold swapped it for another) with the
 * pair's points before and after, then a summary per pair. {@code -Dat=F1,F2 -Dpair=A-B} prints
 * that pair's points at those frames (from frame 0); {@code -Dpolyhedral=true} gives every box and
 * hull Bullet's polyhedral features, so their pairs are clipped face against face.
 */
public final class ArchContactProbe {
    static final int WARMUP = 1200, MEASURED = 600;

    public static void main(String[] args) {
        Bullet.init();
        NscConfig config = NscConfig.defaults();
        config.threads = 2;
        config.allowSleep = false;
        if (args.length > 0) config.contactSlop = Float.parseFloat(args[0]);
        if (args.length > 1) config.contactSkin = Float.parseFloat(args[1]);
        int printJumps = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        NscWorld world = new NscWorld(config);
        WorldScene ws = ArchScene.standing().build(world, SceneParams.defaults());
        int n = world.getBodies().size;
        if (Boolean.getBoolean("polyhedral"))
            for (int i = 0; i < n; i++)
                if (world.getBodies().get(i).getShape() instanceof btPolyhedralConvexShape)
                    ((btPolyhedralConvexShape) world.getBodies().get(i).getShape()).initializePolyhedralFeatures();
        // per pair (a * n + b): last frame's points (up to 8), normals, distances
        int maxPts = 8;
        float[][] lastP = new float[n * n][3 * maxPts], lastN = new float[n * n][3 * maxPts], lastD = new float[n * n][maxPts];
        int[] lastCount = new int[n * n], jumps = new int[n * n];
        int[] countChanges = new int[n * n], maxCount = new int[n * n], minCount = new int[n * n];
        double[] maxTurn = new double[n * n], maxShift = new double[n * n], minD = new double[n * n], maxD = new double[n * n];
        java.util.Arrays.fill(minCount, Integer.MAX_VALUE);
        java.util.Arrays.fill(minD, Double.MAX_VALUE);
        java.util.Arrays.fill(maxD, -Double.MAX_VALUE);
        Vector3 p = new Vector3(), nn = new Vector3(), imp = new Vector3();
        long itSum = 0;
        int[] frameIt = new int[MEASURED];
        int[] cur = new int[n * n];
        float[][] curP = new float[n * n][3 * maxPts], curN = new float[n * n][3 * maxPts], curD = new float[n * n][maxPts];
        for (int f = 0; f < WARMUP + MEASURED; f++) {
            ws.stepOnce();
            java.util.Arrays.fill(cur, 0);
            int c = world.getContactCount();
            for (int i = 0; i < c; i++) {
                int a = world.getContactBodyA(i), b = world.getContactBodyB(i);
                int key = Math.min(a, b) * n + Math.max(a, b);
                int k = cur[key]++;
                if (k >= maxPts) continue;
                world.getContact(i, p, nn, imp);
                if (a > b) nn.scl(-1);
                curP[key][3 * k] = p.x; curP[key][3 * k + 1] = p.y; curP[key][3 * k + 2] = p.z;
                curN[key][3 * k] = nn.x; curN[key][3 * k + 1] = nn.y; curN[key][3 * k + 2] = nn.z;
                curD[key][k] = world.getContactDistance(i);
            }
            for (String at : System.getProperty("at", "").split(",")) {
                if (at.isEmpty() || Integer.parseInt(at) != f) continue;
                String[] pair = System.getProperty("pair", "1-3").split("-");
                int key = Integer.parseInt(pair[0]) * n + Integer.parseInt(pair[1]);
                System.out.println("frame " + f + " pair " + key / n + "-" + key % n + ": " + points(curP[key], curD[key], cur[key]));
            }
            if (f < WARMUP - 1) {
                for (int key = 0; key < n * n; key++) copy(key, cur, curP, curN, curD, lastCount, lastP, lastN, lastD);
                continue;
            }
            if (f >= WARMUP) {
                int it = world.getLastStats().velocitySolve.iterations;
                frameIt[f - WARMUP] = it;
                itSum += world.getLastStats().iterations();
                for (int key = 0; key < n * n; key++) {
                    if (cur[key] == 0 && lastCount[key] == 0) continue;
                    int m = Math.min(cur[key], maxPts);
                    if (cur[key] != lastCount[key]) countChanges[key]++;
                    maxCount[key] = Math.max(maxCount[key], cur[key]);
                    minCount[key] = Math.min(minCount[key], cur[key]);
                    for (int k = 0; k < m; k++) {
                        minD[key] = Math.min(minD[key], curD[key][k]);
                        maxD[key] = Math.max(maxD[key], curD[key][k]);
                        // the nearest of last frame's points: how far it moved, and its normal's turn
                        double best = Double.MAX_VALUE, turn = 0;
                        for (int j = 0; j < Math.min(lastCount[key], maxPts); j++) {
                            double dx = curP[key][3 * k] - lastP[key][3 * j], dy = curP[key][3 * k + 1] - lastP[key][3 * j + 1], dz = curP[key][3 * k + 2] - lastP[key][3 * j + 2];
                            double d = Math.sqrt(dx * dx + dy * dy + dz * dz);
                            if (d < best) {
                                best = d;
                                double dot = curN[key][3 * k] * lastN[key][3 * j] + curN[key][3 * k + 1] * lastN[key][3 * j + 1] + curN[key][3 * k + 2] * lastN[key][3 * j + 2];
                                turn = Math.acos(Math.min(1, dot));
                            }
                        }
                        if (best < Double.MAX_VALUE) {
                            if (best > 1e-3) jumps[key]++;
                            if (best > 1e-3 && printJumps-- > 0) System.out.println("frame " + f + " it " + frameIt[f - WARMUP] + " pair " + key / n + "-" + key % n
                                    + " point " + k + " moved " + String.format("%.1f mm", best * 1e3) + "\n  before " + points(lastP[key], lastD[key], lastCount[key])
                                    + "\n  now    " + points(curP[key], curD[key], cur[key]));
                            maxShift[key] = Math.max(maxShift[key], best);
                            maxTurn[key] = Math.max(maxTurn[key], turn);
                        }
                    }
                }
            }
            for (int key = 0; key < n * n; key++) copy(key, cur, curP, curN, curD, lastCount, lastP, lastN, lastD);
        }
        System.out.printf("slop %.5f skin %.7f: it a frame %.1f (both solves, the bench's it used, over frames %d-%d; frames whose velocity solve ran over 30: %d)%n", config.contactSlop,
                config.contactSkin, itSum / (double) MEASURED, WARMUP, WARMUP + MEASURED, count(frameIt, 30));
        System.out.println("pair  points(min-max)  count changes  frames a point jumped over 1 mm  max point shift (mm)  max normal turn (deg)  distance range (mm)");
        for (int key = 0; key < n * n; key++) {
            if (maxCount[key] == 0) continue;
            System.out.printf("%2d-%-2d  %d-%d  %4d  %4d  %8.4f  %8.4f  %.4f..%.4f%n", key / n, key % n, minCount[key], maxCount[key], countChanges[key], jumps[key],
                    maxShift[key] * 1e3, Math.toDegrees(maxTurn[key]), minD[key] * 1e3, maxD[key] * 1e3);
        }
        world.dispose();
    }

    private static void copy(int key, int[] cur, float[][] curP, float[][] curN, float[][] curD, int[] lastCount, float[][] lastP, float[][] lastN, float[][] lastD) {
        lastCount[key] = cur[key];
        System.arraycopy(curP[key], 0, lastP[key], 0, curP[key].length);
        System.arraycopy(curN[key], 0, lastN[key], 0, curN[key].length);
        System.arraycopy(curD[key], 0, lastD[key], 0, curD[key].length);
    }

    private static String points(float[] p, float[] d, int count) {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < Math.min(count, 8); k++) s.append(String.format("(%.4f %.4f %.4f d %.4f mm) ", p[3 * k], p[3 * k + 1], p[3 * k + 2], d[k] * 1e3));
        return s.toString();
    }

    private static int count(int[] values, int over) {
        int c = 0;
        for (int v : values) if (v > over) c++;
        return c;
    }
}
