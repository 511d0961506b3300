package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Rolling and spinning friction against closed forms. A torque c m g against the roll of a ball
 * (radius R, I = 2/5 m R^2) rolling without slip dissipates c m g v / R, so it decelerates at
 * a = c g / (1.4 R) and stops after v0^2 / 2a; against its spin about the vertical it decays at
 * c m g / I.
 */
class RollingFrictionTest {
    private static final float R = 0.2f, G = 9.81f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** A ball of radius R on the floor, settled, then given {@code v} and {@code w}. */
    private static RigidBody ball(NscWorld w, float rolling, float spinning) {
        Scenes.ground(w, 1f, 0);
        RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(R)).mass(1).friction(1).position(0, R, 0)
                .rollingFriction(rolling).spinningFriction(spinning));
        for (int i = 0; i < 10; i++) w.stepOnce();
        return ball;
    }

    /** Distance rolled by a ball thrown at v0 (rolling without slip) in {@code steps} steps, and its final speed. */
    private static float[] roll(float rolling, float v0, int steps) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody ball = ball(w, rolling, 0);
            ball.setLinearVelocity(new Vector3(v0, 0, 0));
            ball.setAngularVelocity(new Vector3(0, 0, -v0 / R));
            Vector3 p = new Vector3();
            float x0 = ball.getPosition(p).x;
            for (int i = 0; i < steps; i++) w.stepOnce();
            return new float[] {ball.getPosition(p).x - x0, ball.getLinearVelocity(p).len()};
        } finally {
            w.dispose();
        }
    }

    @Test
    void ballStopsWithinTheDistanceTheRollingCoefficientPredicts() {
        float c = 0.01f, v0 = 2f;
        double a = c * G / (1.4 * R), expected = v0 * v0 / (2 * a); // 5.71 m in 5.7 s
        float[] r = roll(c, v0, 480);
        float[] free = roll(0, v0, 120);
        System.out.printf("rolling friction %.3f m: rolled %.4f m (v0^2 / 2a = %.4f), end speed %.2e; without: %.4f m/s after 2 s%n",
                c, r[0], expected, r[1], free[1]);
        assertEquals(expected, r[0], 0.01 * expected);
        assertEquals(0, r[1], 1e-3f);
        assertEquals(v0, free[1], 0.01f * v0, "no rolling friction: it rolls on");
    }

    @Test
    void spinDecaysAtTheRateTheSpinningCoefficientPredicts() {
        float c = 0.005f, w0 = 10f;
        double inertia = 0.4 * R * R, rate = c * G / inertia; // 3.07 rad/s^2
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody ball = ball(w, 0, c);
            ball.setAngularVelocity(new Vector3(0, w0, 0));
            Vector3 v = new Vector3();
            for (int i = 0; i < 60; i++) w.stepOnce();
            float after1 = ball.getAngularVelocity(v).y;
            for (int i = 0; i < 180; i++) w.stepOnce();
            float after4 = ball.getAngularVelocity(v).y;
            System.out.printf("spinning friction %.3f m: spin %.4f rad/s after 1 s (w0 - rate t = %.4f), %.2e after 4 s%n", c, after1, w0 - rate, after4);
            assertEquals(w0 - rate, after1, 0.02 * rate);
            assertEquals(0, after4, 1e-3f);
        } finally {
            w.dispose();
        }
    }

    @Test
    void negativeCoefficientsAreRefusedByName() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> w.createBody(new BodyDef().shape(w.shapes().sphere(R)).mass(1).rollingFriction(-1)));
            assertEquals("rollingFriction must be finite and >= 0, was -1.0", e.getMessage());
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().sphere(R)).mass(1));
            e = assertThrows(IllegalArgumentException.class, () -> b.setSpinningFriction(Float.NaN));
            assertEquals("spinningFriction must be finite and >= 0, was NaN", e.getMessage());
        } finally {
            w.dispose();
        }
    }
}
