package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;

/** Scene builders shared by the world tests (render-free). */
final class Scenes {
    private Scenes() {
    }

    static void natives() {
        Bullet.init();
    }

    static NscConfig config(int threads) {
        NscConfig c = NscConfig.defaults();
        c.threads = threads;
        c.allowSleep = false; // the world tests measure the solver; the sleeping tests turn it on
        return c;
    }

    /** A static ground box whose top face is y = 0 (rotated by {@code angleDeg} about z through the origin). */
    static RigidBody ground(NscWorld w, float friction, float angleDeg) {
        BodyDef d = new BodyDef().shape(w.shapes().box(50, 0.5f, 50)).mass(0).friction(friction);
        Quaternion q = new Quaternion(Vector3.Z, angleDeg);
        Vector3 down = new Vector3(0, -0.5f, 0).mul(q);
        d.position(down).rotation(q);
        return w.createBody(d);
    }

    /** A pyramid of unit boxes, {@code layers} high, base along x, on a ground at y = 0. */
    static void pyramid(NscWorld w, int layers) {
        pyramid(w, layers, 0);
    }

    /** The same with {@code gap} (m) between the given boxes of a layer. */
    static void pyramid(NscWorld w, int layers, float gap) {
        ground(w, 0.6f, 0);
        BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f);
        for (int layer = 0; layer < layers; layer++) {
            int n = layers - layer;
            for (int i = 0; i < n; i++) {
                float x = (i - (n - 1) / 2f) * (1.0f + gap);
                d.position(x, 0.5f + layer * 1.0f, 0);
                w.createBody(d);
            }
        }
    }

    /**
     * A five-layer pyramid and a 3 kg ball beside it, settled for 240 steps, then the ball sent into the
     * pyramid at 12 m/s: a disturbance whose solves start far from converged and then settle again.
     */
    static NscWorld ballIntoPyramid(NscConfig cfg) {
        NscWorld w = new NscWorld(cfg);
        pyramid(w, 5);
        RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.3f)).mass(3).position(-4, 0.3f, 0));
        for (int s = 0; s < 240; s++) w.stepOnce();
        ball.setLinearVelocity(new Vector3(12, 0, 0));
        return w;
    }

    static long positionHash(NscWorld w) {
        long h = 1125899906842597L;
        for (int i = 0; i < w.bodies().count; i++) {
            for (int k = 0; k < 3; k++) h = 31 * h + Double.doubleToLongBits(w.bodies().pos[3 * i + k]);
            for (int k = 0; k < 4; k++) h = 31 * h + Double.doubleToLongBits(w.bodies().rot[4 * i + k]);
        }
        return h;
    }
}
