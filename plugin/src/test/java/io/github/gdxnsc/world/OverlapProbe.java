package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.collision.BulletQueries;
import java.util.Random;

/**
 * Overlap query cost, the world's against Bullet's contact test on the same world, side by side in one
 * process: n bodies (spheres and boxes of 0.5 m) spread at 1 per 216 m^3, queries of radius 3 m (and a
 * 3 m box) at random points; then the cost of bringing every body's bounds up to date after all moved
 * (the world's tree against Bullet's updateAabbs). Prints microseconds per call, least of the rounds. Run:
 * {@code mvn -B -o -q -pl plugin test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.gdxnsc.world.OverlapProbe -Dexec.args="1000 10000"}.
 */
public final class OverlapProbe {
    private static final int CALLS = 20_000, ROUNDS = 5;

    private OverlapProbe() {
    }

    public static void main(String[] args) {
        Scenes.natives();
        for (String a : args.length > 0 ? args : new String[] {"1000"}) once(Integer.parseInt(a));
    }

    private static void once(int n) {
        NscWorld w = new NscWorld(Scenes.config(1));
        BulletQueries bullet = new BulletQueries(w.collision());
        try {
            Random rnd = new Random(1);
            float side = (float) Math.cbrt(216.0 * n);
            Quaternion q = new Quaternion();
            for (int k = 0; k < n; k++) {
                BodyDef d = new BodyDef().mass(1).position(point(rnd, side))
                        .rotation(q.set(new Vector3(rnd.nextFloat(), rnd.nextFloat(), rnd.nextFloat() + 0.1f).nor(), 360 * rnd.nextFloat()));
                w.createBody(d.shape(k % 2 == 0 ? w.shapes().sphere(0.5f) : w.shapes().box(0.5f, 0.5f, 0.5f)));
            }
            Vector3[] at = new Vector3[CALLS];
            Matrix4[] boxAt = new Matrix4[CALLS];
            for (int k = 0; k < CALLS; k++) {
                at[k] = point(rnd, side);
                boxAt[k] = new Matrix4().set(at[k], q.set(Vector3.Y, 360 * rnd.nextFloat()));
            }
            Vector3 half = new Vector3(3, 3, 3);
            Array<RigidBody> out = new Array<>();
            w.collision().updateBounds();
            long found = 0;
            for (int k = 0; k < CALLS; k++) found += w.overlapSphere(at[k], 3, (short) -1, out);
            double ours = Double.MAX_VALUE, theirs = Double.MAX_VALUE, oursBox = Double.MAX_VALUE, theirsBox = Double.MAX_VALUE;
            double oursSync = Double.MAX_VALUE, theirsSync = Double.MAX_VALUE;
            for (int r = 0; r < ROUNDS; r++) {
                long t0 = System.nanoTime();
                for (int k = 0; k < CALLS; k++) w.overlapSphere(at[k], 3, (short) -1, out);
                long t1 = System.nanoTime();
                for (int k = 0; k < CALLS; k++) bullet.overlapSphere(at[k], 3, -1, -1);
                long t2 = System.nanoTime();
                for (int k = 0; k < CALLS; k++) w.overlapBox(half, boxAt[k], (short) -1, out);
                long t3 = System.nanoTime();
                for (int k = 0; k < CALLS; k++) bullet.overlapBox(half, boxAt[k], -1, -1);
                long t4 = System.nanoTime();
                ours = Math.min(ours, (t1 - t0) / 1e3 / CALLS);
                theirs = Math.min(theirs, (t2 - t1) / 1e3 / CALLS);
                oursBox = Math.min(oursBox, (t3 - t2) / 1e3 / CALLS);
                theirsBox = Math.min(theirsBox, (t4 - t3) / 1e3 / CALLS);
                // every body moved: the tree's refresh (in the first query after) against Bullet's updateAabbs
                int syncs = 50;
                long s0 = System.nanoTime();
                for (int k = 0; k < syncs; k++) {
                    w.queries.posesMoved();
                    w.overlapSphere(at[k], 3, (short) -1, out);
                }
                long s1 = System.nanoTime();
                for (int k = 0; k < syncs; k++) {
                    w.collision().updateBounds();
                    bullet.overlapSphere(at[k], 3, -1, -1);
                }
                long s2 = System.nanoTime();
                oursSync = Math.min(oursSync, (s1 - s0) / 1e3 / syncs);
                theirsSync = Math.min(theirsSync, (s2 - s1) / 1e3 / syncs);
            }
            System.out.printf("bodies %d, %.1f found per sphere: sphere ours %.2f us, Bullet %.2f us (ratio %.2f); box ours %.2f us,"
                    + " Bullet %.2f us (ratio %.2f); all moved then one sphere: ours %.1f us, Bullet %.1f us (ratio %.2f)%n",
                    n, (double) found / CALLS, ours, theirs, ours / theirs, oursBox, theirsBox, oursBox / theirsBox,
                    oursSync, theirsSync, oursSync / theirsSync);
        } finally {
            bullet.dispose();
            w.dispose();
        }
    }

    private static Vector3 point(Random rnd, float side) {
        return new Vector3((rnd.nextFloat() - 0.5f) * side, (rnd.nextFloat() - 0.5f) * side, (rnd.nextFloat() - 0.5f) * side);
    }
}
