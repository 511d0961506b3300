package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.stats.StepStats;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Coulomb friction: sticking and sliding on a slope, and stick-slip under a changing push. */
class FrictionTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * A unit box on a slope of angle theta, combined mu = 0.4 (ground friction 1, box 0.4). Along the
     * slope: m a = m g sin - mu m g cos while sliding, and it stays when tan(theta) < mu.
     * Returns {position along the slope at t1, velocity at t1, velocity at t2} with t2 - t1 = window.
     */
    private static double[] slope(float thetaDeg, int settle, int window) {
        NscConfig cfg = Scenes.config(1);
        cfg.maxIterations = 100;
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody box = boxOnSlope(w, thetaDeg);
            Vector3 down = downSlope(thetaDeg);
            Vector3 p = new Vector3(), v = new Vector3();
            for (int i = 0; i < settle; i++) w.stepOnce();
            double s1 = box.getPosition(p).dot(down), v1 = box.getLinearVelocity(v).dot(down);
            for (int i = 0; i < window; i++) w.stepOnce();
            double s2 = box.getPosition(p).dot(down), v2 = box.getLinearVelocity(v).dot(down);
            return new double[] {s1, v1, s2, v2};
        } finally {
            w.dispose();
        }
    }

    /** A unit box (1 kg, friction 0.4) resting on a slope of {@code thetaDeg} (ground friction 1). */
    private static RigidBody boxOnSlope(NscWorld w, float thetaDeg) {
        Scenes.ground(w, 1f, thetaDeg);
        Quaternion q = new Quaternion(Vector3.Z, thetaDeg);
        return w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.4f)
                .position(new Vector3(0, 0.5f, 0).mul(q)).rotation(q));
    }

    /** The down-slope direction: the slope's -x axis rotated (the ground rises along +x for theta > 0). */
    private static Vector3 downSlope(float thetaDeg) {
        return new Vector3(-1, 0, 0).mul(new Quaternion(Vector3.Z, thetaDeg));
    }

    @Test
    void boxOnGentleSlopeSticks() {
        float theta = 20f; // tan 20 deg = 0.364 < 0.4
        double[] r = slope(theta, 30, 300); // 5 s after settling
        double drift = Math.abs(r[2] - r[0]);
        System.out.printf("slope %.0f deg: drift over 5 s %.3e m%n", theta, drift);
        assertTrue(drift < 1e-3, "drift " + drift);
    }

    @Test
    void boxOnSteepSlopeSlidesAtGSinMinusMuCos() {
        float theta = 30f; // tan 30 deg = 0.577 > 0.4
        // 25 steps: at about step 42 (0.35 m down the slope) Bullet's manifold drops points (4 -> 3 -> 2)
        // and the box rocks on an edge, here and on main before the apgd branch alike; a window
        // across that measures the rocking, not Coulomb sliding (it swung 1.47-1.56 with the tolerance)
        int window = 25;
        double[] r = slope(theta, 15, window);
        double t = window / 60.0;
        double a = (r[3] - r[1]) / t;
        double th = Math.toRadians(theta);
        double g = 9.81f, expected = g * (Math.sin(th) - 0.4 * Math.cos(th));
        System.out.printf("slope %.0f deg: a = %.5f, g (sin - mu cos) = %.5f, rel %.2e%n", theta, a, expected, Math.abs(a - expected) / expected);
        assertEquals(expected, a, 0.01 * expected);
    }

    /**
     * The velocity solve's halves around the slip correction, resumed (the default) or restarted
     * ({@code slipCorrectionResumes}): a box sliding down a 30 degree slope brakes at g (sin - mu cos)
     * either way, and with a budget too small to converge (12 iterations, no reserve) a resumed sliding
     * step pays one Schur product fewer: the second half's start is the first half's answer and its
     * product.
     */
    @Test
    void slidingBoxKeepsCoulombWhetherTheSecondHalfResumesOrRestarts() {
        double th = Math.toRadians(30), g = 9.81f, expected = g * (Math.sin(th) - 0.4 * Math.cos(th));
        for (boolean resumes : new boolean[] {true, false}) {
            NscConfig cfg = Scenes.config(1);
            cfg.tolerance = 0;
            cfg.maxIterations = 12;
            cfg.iterationReserve = 0;
            cfg.slipCorrectionResumes = resumes;
            NscWorld w = new NscWorld(cfg);
            try {
                RigidBody box = boxOnSlope(w, 30f);
                Vector3 down = downSlope(30f), v = new Vector3();
                for (int i = 0; i < 15; i++) w.stepOnce();
                double v1 = box.getLinearVelocity(v).dot(down);
                int sliding = 0;
                for (int i = 0; i < 25; i++) {
                    w.stepOnce();
                    StepStats st = w.getLastStats();
                    if (!st.slipCorrectionSolve) continue;
                    sliding++;
                    // one start product for the first half, and one more when the second starts afresh
                    int starts = st.velocitySolve.schurProducts - st.velocitySolve.iterations - st.velocitySolve.backtracks;
                    assertEquals(resumes ? 1 : 2, starts, "resumes=" + resumes + ": " + st.velocitySolve);
                }
                assertTrue(sliding > 0, "the box slides, so the slip correction moves its biases");
                double a = (box.getLinearVelocity(v).dot(down) - v1) / (25 / 60.0);
                assertEquals(expected, a, 0.01 * expected, "resumes=" + resumes);
            } finally {
                w.dispose();
            }
        }
    }

    /**
     * The textbook block on a rough floor, in 3D: a box with mu m g = 10 N pushed along x. Push 10 N: at the
     * friction limit, it stays (stick). Push 20 N: slides, a = (20 - 10) / m. Then the load is
     * reversed to -10 N: friction (-10 N while sliding forward) and the push together decelerate it
     * at (10 + 10) / m until it stops; held at -10 N (= mu m g) it does not accelerate, and at
     * -9 N it sticks (drift < 1 mm in 1 s).
     * (A push of +10 N while sliding would leave zero net force: it would coast, not stop.)
     */
    @Test
    void stickSlipUnderLoadReversal() {
        NscConfig cfg = Scenes.config(1);
        cfg.maxIterations = 100;
        // at exactly the friction limit a creep is neutral, and its growth is set by the solve's
        // accuracy: hold it to well under the 1e-4 m/s the checks below resolve
        cfg.tolerance = 1e-7;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 1f, 0);
            float mu = 0.5f, g = 9.81f;
            float m = 10f / (mu * g);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(m).friction(mu).position(0, 0.5f, 0));
            Vector3 p = new Vector3(), v = new Vector3(), f = new Vector3();
            for (int i = 0; i < 30; i++) w.stepOnce();
            double x0 = box.getPosition(p).x;
            // phase 1: 10 N for 1 s: stick
            for (int i = 0; i < 60; i++) {
                box.applyForce(f.set(10, 0, 0));
                w.stepOnce();
            }
            double x1 = box.getPosition(p).x;
            System.out.printf("stick-slip: phase 1 (10 N) moved %.3e m%n", x1 - x0);
            assertTrue(Math.abs(x1 - x0) < 1e-3, "sticks at the friction limit, moved " + (x1 - x0));
            // phase 2: 20 N for 1 s: slides at (20 - 10) / m
            double vStart = box.getLinearVelocity(v).x;
            int n2 = 60;
            for (int i = 0; i < n2; i++) {
                box.applyForce(f.set(20, 0, 0));
                w.stepOnce();
            }
            double a2 = (box.getLinearVelocity(v).x - vStart) / (n2 / 60.0);
            System.out.printf("stick-slip: phase 2 (20 N) a = %.5f, expected %.5f%n", a2, 10 / m);
            assertEquals(10 / m, a2, 0.01 * 10 / m);
            // phase 3: -10 N: decelerates at 20 / m while sliding, then sticks
            double v3 = box.getLinearVelocity(v).x;
            int steps = 0;
            while (box.getLinearVelocity(v).x > 0.5 * v3) {
                box.applyForce(f.set(-10, 0, 0));
                w.stepOnce();
                steps++;
            }
            double a3 = (box.getLinearVelocity(v).x - v3) / (steps / 60.0);
            System.out.printf("stick-slip: phase 3 (-10 N) a = %.5f, expected %.5f%n", a3, -20 / m);
            assertEquals(-20 / m, a3, 0.02 * 20 / m);
            // held at -10 N = mu m g after stopping: no acceleration backwards (the limit holds it;
            // at exactly the limit a leftover creep of the stopping step is neutral, not growing)
            for (int i = 0; i < 30; i++) {
                box.applyForce(f.set(-10, 0, 0));
                w.stepOnce();
            }
            double vHeld = box.getLinearVelocity(v).x;
            for (int i = 0; i < 60; i++) {
                box.applyForce(f.set(-10, 0, 0));
                w.stepOnce();
            }
            double vHeld2 = box.getLinearVelocity(v).x;
            System.out.printf("stick-slip: held at -10 N after stopping: v %.3e then %.3e m/s%n", vHeld, vHeld2);
            assertTrue(Math.abs(vHeld) < 0.01 && Math.abs(vHeld2) <= Math.abs(vHeld) + 1e-4, "stopped and not accelerating: " + vHeld + ", " + vHeld2);
            // and under a reversed load below the limit (-9 N) it sticks: no drift
            for (int i = 0; i < 6; i++) {
                box.applyForce(f.set(-9, 0, 0));
                w.stepOnce();
            }
            double xs = box.getPosition(p).x;
            for (int i = 0; i < 60; i++) {
                box.applyForce(f.set(-9, 0, 0));
                w.stepOnce();
            }
            double moved = box.getPosition(p).x - xs;
            System.out.printf("stick-slip: -9 N after stopping: moved %.3e m in 1 s%n", moved);
            assertTrue(Math.abs(moved) < 1e-3, "sticks again, moved " + moved);
        } finally {
            w.dispose();
        }
    }
}
