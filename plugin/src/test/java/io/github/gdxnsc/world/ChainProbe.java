package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * A chain's stretch: n capsule links (radius r, pitch p, 1 kg) on ball joints from a fixed point,
 * an end ball of mass M, released horizontally; prints the worst joint separation and the chain's
 * worst total stretch (the sum of its joints' separations) over the run, at the given projection
 * sweeps. Args: links radius pitch endKg seconds sweeps (default 12 0.03 0.8 5 10 default).
 */
public final class ChainProbe {
    private ChainProbe() {
    }

    public static void main(String[] a) {
        Scenes.natives();
        int n = a.length > 0 ? Integer.parseInt(a[0]) : 12;
        float r = a.length > 1 ? Float.parseFloat(a[1]) : 0.03f, pitch = a.length > 2 ? Float.parseFloat(a[2]) : 0.8f;
        float endKg = a.length > 3 ? Float.parseFloat(a[3]) : 5;
        float seconds = a.length > 4 ? Float.parseFloat(a[4]) : 10;
        NscConfig c = Scenes.config(1);
        if (a.length > 5) c.jointProjectionIterations = Integer.parseInt(a[5]);
        for (int k = 6; k < a.length; k++) ConfigFields.byName(a[k].split("=")[0]).parse(c, a[k].split("=")[1]); // more fields, key=value
        double[] worst = run(c, n, r, pitch, endKg, seconds);
        System.out.printf("links %d r %.3f pitch %.2f end %.1f kg sweeps %d: worst joint %.4f m, worst total %.4f m%n",
                n, r, pitch, endKg, c.jointProjectionIterations, worst[0], worst[1]);
    }

    /** The worst joint separation and the worst sum of separations (m). */
    static double[] run(NscConfig c, int n, float r, float pitch, float endKg, float seconds) {
        NscWorld w = new NscWorld(c);
        try {
            RigidBody prev = null;
            BallJoint[] joints = new BallJoint[n + (endKg > 0 ? 1 : 0)];
            float cylinder = Math.max(0.01f, pitch - 0.1f - 2 * r);
            for (int i = 0; i < n; i++) {
                RigidBody link = w.createBody(new BodyDef().shape(w.shapes().capsule(r, cylinder)).mass(1)
                        .position((i + 0.5f) * pitch, 10, 0).rotation(new Quaternion(Vector3.Z, -90)));
                joints[i] = w.createBallJoint(link, prev, new Vector3(i * pitch, 10, 0));
                prev = link;
            }
            if (endKg > 0) {
                float br = 0.35f;
                RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(br)).mass(endKg).position(n * pitch + 0.05f + br, 10, 0));
                joints[n] = w.createBallJoint(ball, prev, new Vector3(n * pitch, 10, 0));
            }
            double worst = 0, worstTotal = 0;
            int steps = Math.round(seconds * 60);
            for (int s = 0; s < steps; s++) {
                w.stepOnce();
                double total = 0;
                for (BallJoint j : joints) {
                    double e = j.getError();
                    worst = Math.max(worst, e);
                    total += e;
                }
                worstTotal = Math.max(worstTotal, total);
            }
            return new double[] {worst, worstTotal};
        } finally {
            w.dispose();
        }
    }
}
