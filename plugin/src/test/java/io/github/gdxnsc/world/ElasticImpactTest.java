package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Elastic impacts between equal frictionless spheres (e = 1), no gravity: momentum and kinetic
 * energy conserved fix the answer. Two balls meeting head-on exchange their velocities; a Newton's
 * cradle of touching balls passes the first ball's speed to the last one, the rest stay (the
 * sequential model, which a row of touching steel balls follows).
 */
class ElasticImpactTest {
    private static final float R = 0.1f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void billiardBallsExchangeVelocities() {
        double[] v = run(2, 0.5f, 1f, 60);
        System.out.printf("billiards: after %.4f %.4f m/s%n", v[0], v[1]);
        assertEquals(0, v[0], 0.01, "the striking ball stops");
        assertEquals(1, v[1], 0.01, "the struck ball leaves at the striker's speed");
    }

    @Test
    void billiardsAtTheThresholdSpeedItself() {
        NscConfig cfg = NscConfig.defaults();
        double[] v = run(2, 0.05f, cfg.restitutionThresholdSpeed, 60);
        System.out.printf("billiards at the threshold %.3f m/s: after %.4f %.4f (of the approach speed)%n", cfg.restitutionThresholdSpeed, v[0], v[1]);
        assertEquals(1, v[1], 0.01, "elastic at the threshold speed (velocities over the approach speed)");
    }

    @Test
    void newtonsCradlePassesTheBlowToTheLastBall() {
        double[] v = run(5, 0, 1f, 60);
        double p = 0, e = 0;
        for (double x : v) {
            p += x;
            e += x * x;
        }
        System.out.printf("cradle: %.4f %.4f %.4f %.4f %.4f m/s, momentum %.4f, energy %.4f (of 1)%n", v[0], v[1], v[2], v[3], v[4], p, e);
        assertEquals(1, p, 0.01, "momentum kept within 1 %");
        assertEquals(1, e, 0.01, "kinetic energy kept within 1 %");
        assertTrue(v[4] >= 0.95, "the last ball leaves at >= 0.95 m/s: " + v[4]);
        for (int i = 0; i < 4; i++) assertTrue(Math.abs(v[i]) <= 0.05, "ball " + i + " stays (<= 0.05 m/s): " + v[i]);
    }

    @Test
    void aBoxLandingFlatLeavesFlatAtNewtonsRestitution() {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, 0, 0);
        NscWorld w = new NscWorld(cfg);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(50, 0.5f, 50)).mass(0).position(0, -0.5f, 0).friction(0.5f).restitution(1));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.25f, 0.3f)).mass(1).friction(0.5f).restitution(0.5f)
                    .position(0, 0.3f, 0).linearVelocity(0, -2, 0));
            for (int s = 0; s < 30; s++) w.stepOnce();
            Vector3 v = box.getLinearVelocity(new Vector3()), spin = box.getAngularVelocity(new Vector3());
            System.out.printf("flat box: rebound %.4f m/s (e v = 1), spin %.2e rad/s%n", v.y, spin.len());
            assertEquals(1, v.y, 0.01, "rebound at e times the approach speed");
            assertTrue(spin.len() < 1e-3, "the four corners leave together, no spin: " + spin.len());
        } finally {
            w.dispose();
        }
    }

    /**
     * n balls of radius R on the x axis, each {@code gap} m apart between surfaces (0: touching),
     * the first moving at {@code speed} towards the rest; their x velocities after {@code steps}.
     */
    private static double[] run(int n, float gap, float speed, int steps) {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, 0, 0);
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody[] balls = new RigidBody[n];
            for (int i = 0; i < n; i++) {
                float x = i == 0 ? 0 : 2 * R + gap + (i - 1) * 2 * R;
                balls[i] = w.createBody(new BodyDef().shape(w.shapes().sphere(R)).mass(1).friction(0).restitution(1)
                        .position(x, 1, 0).linearVelocity(i == 0 ? speed : 0, 0, 0));
            }
            for (int s = 0; s < steps; s++) w.stepOnce();
            double[] v = new double[n];
            Vector3 t = new Vector3();
            for (int i = 0; i < n; i++) v[i] = balls[i].getLinearVelocity(t).x / speed;
            return v;
        } finally {
            w.dispose();
        }
    }
}
