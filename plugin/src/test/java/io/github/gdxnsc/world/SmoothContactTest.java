package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Smooth contact: the force models against their closed forms, friction, joints, and a pile that holds. */
class SmoothContactTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static NscWorld smc(boolean hertz) {
        NscConfig c = Scenes.config(1);
        c.contactMethod = ContactMethod.SMC;
        c.smcLaw = hertz ? SmcLaw.HERTZ : SmcLaw.HOOKE;
        return new NscWorld(c);
    }

    /** E* of two bodies of the default material: 1 / (2 (1 - nu^2) / E). */
    private static double eStar() {
        BodyDef d = new BodyDef();
        return d.youngsModulus / (2 * (1 - d.poissonRatio * d.poissonRatio));
    }

    /** Resting overlap of a 1 m, 10 kg box on the ground (its four corner points share the weight). */
    private static double restingOverlap(boolean hertz) {
        NscWorld w = smc(hertz);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(5, 0.5f, 5)).mass(0).position(0, -0.5f, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(10).position(0, 0.5f, 0));
            for (int s = 0; s < 240; s++) w.stepOnce();
            assertTrue(w.getLastStats().smcSubsteps >= 1);
            return 0.5 - box.getPosition(new Vector3()).y;
        } finally {
            w.dispose();
        }
    }

    @Test
    void restingOverlapMatchesHookesLaw() {
        double k = eStar() * 0.5; // k = E* R*, R* = the box's inner radius on a flat ground
        double expected = 10 * 9.81 / (4 * k);
        double d = restingOverlap(false);
        System.out.printf("smc hooke: overlap %.4e m, m g / 4k %.4e m%n", d, expected);
        assertEquals(expected, d, 0.05 * expected);
    }

    @Test
    void restingOverlapMatchesHertzsLaw() {
        // 4 x 4/3 E* sqrt(R*) d^1.5 = m g
        double expected = Math.pow(10 * 9.81 / (4 * 4.0 / 3.0 * eStar() * Math.sqrt(0.5)), 2.0 / 3.0);
        double d = restingOverlap(true);
        System.out.printf("smc hertz: overlap %.4e m, closed form %.4e m%n", d, expected);
        assertEquals(expected, d, 0.05 * expected);
    }

    /** A linear spring-dashpot with the restitution's damper returns e v: the ball rises to e^2 h, less what the discrete flights lose. */
    @Test
    void ballBouncesToRestitutionSquaredTimesTheDropHeight() {
        NscWorld w = smc(false);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(5, 0.5f, 5)).mass(0).position(0, -0.5f, 0).restitution(1));
            float r = 0.25f, h = 1, e = 0.8f;
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(r)).mass(1).restitution(e).position(0, r + h, 0));
            Vector3 p = new Vector3(), v = new Vector3();
            boolean bounced = false;
            double peak = 0;
            for (int s = 0; s < 150; s++) {
                w.stepOnce();
                ball.getLinearVelocity(v);
                if (v.y > 0) bounced = true;
                if (bounced) peak = Math.max(peak, ball.getPosition(p).y - r);
            }
            // semi-implicit Euler's free flight keeps v^2 + 2 g y - g dt v (dt the step): it lands at
            // the root of v^2 + g dt v = 2 g h, not at sqrt(2 g h), and launched at u it tops out
            // u dt / 2 below u^2 / 2g
            double g = 9.81, dt = w.getConfig().timeStep;
            double landing = (-g * dt + Math.sqrt(g * g * dt * dt + 8 * g * h)) / 2, u = e * landing;
            double expected = u * u / (2 * g) - u * dt / 2;
            System.out.printf("smc bounce: peak %.4f m, e^2 h %.4f m, the discrete flights' %.4f m%n", peak, e * e * h, expected);
            assertEquals(expected, peak, 0.03 * expected);
        } finally {
            w.dispose();
        }
    }

    /**
     * A ball thrown at the ground (no gravity) leaves at e times its approach speed under either
     * law, the force clipped at zero, for e from 0.1 to 0.9 and impact speeds from 0.5 to 8 m/s:
     * the clipped linear spring-dashpot's e depends on its damping ratio alone, Hertz's with Tsuji's
     * damper on its beta alone, and both dampers are calibrated on the substeps that integrate them.
     */
    @Test
    void restitutionHoldsForHookeAndHertzAtEveryImpactSpeed() {
        double worst = 0;
        String where = "";
        for (boolean hertz : new boolean[] {false, true}) {
            for (float speed : new float[] {0.5f, 2f, 8f}) {
                for (float e : new float[] {0.1f, 0.3f, 0.5f, 0.7f, 0.9f}) {
                    double out = rebound(hertz, false, e, speed), err = Math.abs(out / e - 1);
                    System.out.printf("smc %s: %.1f m/s, e %.1f, rebound %.4f (%+.2f %%)%n", hertz ? "hertz" : "hooke", speed, e, out,
                            100 * (out / e - 1));
                    if (err > worst) {
                        worst = err;
                        where = (hertz ? "hertz" : "hooke") + " at " + speed + " m/s, e " + e;
                    }
                }
            }
        }
        assertTrue(worst < 0.03, "e within 3 %: off by " + 100 * worst + " % at " + where);
    }

    /**
     * Between the grid's speeds: e 0.1 to 0.9 at every 0.25 m/s from 0.5 to 8 m/s, where the substep
     * count, and with it the substep length the damper is calibrated for, changes from one impact
     * speed to the next and from step to step within a collision (Hertz's stiffness, and so the count,
     * follows the overlap). Every law holds 3 % throughout: Hertz's collisions keep the speed they
     * struck at from step to step, and with it their substep length and damper, so its explicit
     * damper (the default) holds e 0.1 too, its most damped and so most sensitive collision.
     */
    @Test
    void restitutionHoldsBetweenTheGridsSpeeds() {
        for (int law = 0; law < 3; law++) {
            boolean hertz = law > 0, implicit = law == 2;
            for (float e : new float[] {0.1f, 0.3f, 0.5f, 0.7f, 0.9f}) {
                double worst = 0, at = 0, tolerance = 0.03;
                for (int i = 2; i <= 32; i++) {
                    float speed = 0.25f * i;
                    double err = rebound(hertz, implicit, e, speed) / e - 1;
                    if (Math.abs(err) > Math.abs(worst)) {
                        worst = err;
                        at = speed;
                    }
                }
                String name = hertz ? implicit ? "hertz implicit" : "hertz" : "hooke";
                System.out.printf("smc %s scan: e %.1f, worst %+.2f %% at %.2f m/s%n", name, e, 100 * worst, at);
                assertTrue(Math.abs(worst) < tolerance, name + " e " + e + " within " + 100 * tolerance + " %: off by " + 100 * worst + " % at " + at + " m/s");
            }
        }
    }

    /**
     * A Hertz impact spans two or three steps; each sizes its substeps by the collision's deepest
     * overlap at the speed it struck at, kept from step to step, so every step in which the contact
     * pushes has the same substep count, and the damper calibrated for that length is the right one.
     */
    @Test
    void hertzImpactKeepsItsSubstepCountWhileItPushes() {
        for (float speed : new float[] {1.25f, 2.5f, 3.75f, 5f, 8f}) {
            NscConfig c = Scenes.config(1);
            c.contactMethod = ContactMethod.SMC;
            c.smcLaw = SmcLaw.HERTZ;
            c.gravity.set(0, 0, 0);
            NscWorld w = new NscWorld(c);
            try {
                w.createBody(new BodyDef().shape(w.shapes().box(5, 0.5f, 5)).mass(0).position(0, -0.5f, 0));
                RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).restitution(0.1f).position(0, 0.3f, 0)
                        .linearVelocity(0, -speed, 0));
                Vector3 v = new Vector3();
                StringBuilder counts = new StringBuilder();
                int first = 0, pushed = 0;
                for (int s = 0; s < 30; s++) {
                    float before = ball.getLinearVelocity(v).y;
                    w.stepOnce();
                    if (ball.getLinearVelocity(v).y == before) continue; // no force this step (no gravity)
                    int n = w.getLastStats().smcSubsteps;
                    counts.append(' ').append(n);
                    if (pushed++ == 0) first = n;
                    assertEquals(first, n, speed + " m/s: substeps of the steps it pushes:" + counts);
                }
                System.out.printf("smc hertz impact at %.2f m/s: substeps of the steps it pushes:%s%n", speed, counts);
                assertTrue(pushed >= 2, speed + " m/s: the collision spans steps, here " + pushed);
            } finally {
                w.dispose();
            }
        }
    }

    /**
     * Balls bouncing on the ground under Hertz, a collision in progress in most steps: once warmed up,
     * carrying collisions from step to step (their tables swapped, emptied by generation) allocates nothing.
     */
    @Test
    void hertzImpactsAllocateNothingOnceWarmedUp() {
        NscWorld w = smc(true);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(10, 0.5f, 10)).mass(0).position(0, -0.5f, 0));
            for (int i = 0; i < 12; i++)
                w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(1).restitution(0.9f).position(-5.5f + i, 0.5f + 0.1f * i, 0));
            for (int s = 0; s < 120; s++) w.stepOnce();
            long bytes = io.github.gdxnsc.testutil.Allocation.leastOf(5, () -> {
                for (int s = 0; s < 30; s++) w.stepOnce();
            });
            assertEquals(0, bytes, "bytes allocated over 30 steps of bouncing balls");
        } finally {
            w.dispose();
        }
    }

    /** Rebound speed over approach speed (Hertz's damper implicit or not) of a 1 kg ball of radius 0.25 m thrown at the ground at {@code speed}, no gravity. */
    private static double rebound(boolean hertz, boolean implicitDamper, float e, float speed) {
        NscConfig c = Scenes.config(1);
        c.contactMethod = ContactMethod.SMC;
        c.smcLaw = hertz ? SmcLaw.HERTZ : SmcLaw.HOOKE;
        c.smcImplicitDamper = implicitDamper;
        c.gravity.set(0, 0, 0);
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(5, 0.5f, 5)).mass(0).position(0, -0.5f, 0).restitution(1));
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).restitution(e).position(0, 0.3f, 0)
                    .linearVelocity(0, -speed, 0));
            Vector3 v = new Vector3();
            for (int s = 0; s < 60; s++) w.stepOnce();
            return ball.getLinearVelocity(v).y / speed;
        } finally {
            w.dispose();
        }
    }

    /**
     * A 0.4 m, 1 kg box landing flat on its four corners, no gravity, 0.5 to 8 m/s every 0.5 m/s: the
     * corners share its mass, so each damper gives the asked e to its quarter; and when a fast box
     * is first met by the swept contact on its centre line, the corners Bullet reports overlapping in
     * the next step take over that contact's spring energy, no more. It never leaves faster than e
     * asks (3 %), within 3 % of e 0.5 and 0.9 under Hertz (5 % under Hooke); e 0.1 within 15 %, low
     * where the collision begins on the swept contact, a single point damped for the whole mass, before
     * the corners take over.
     */
    @Test
    void boxLandingFlatKeepsRestitution() {
        StringBuilder missed = new StringBuilder();
        for (boolean hertz : new boolean[] {true, false}) for (float e : new float[] {0.1f, 0.5f, 0.9f}) {
            double[] err = new double[16];
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < 16; i++) {
                err[i] = boxRebound(hertz, e, 0.5f * (i + 1)) / e - 1;
                line.append(String.format(" %+.1f", 100 * err[i]));
            }
            String law = hertz ? "hertz" : "hooke";
            System.out.printf("smc %s box landing flat: e %.1f, e error (%%) at 0.5 to 8 m/s:%s%n", law, e, line);
            for (int i = 0; i < 16; i++) {
                float speed = 0.5f * (i + 1);
                double within = e < 0.5f ? 0.15 : hertz ? 0.03 : 0.05;
                if (err[i] > 0.03 || Math.abs(err[i]) > within)
                    missed.append(String.format("; %s e %.1f at %.1f m/s off by %+.2f %% (no gain, within %.0f %%)", law, e, speed, 100 * err[i], 100 * within));
            }
        }
        assertTrue(missed.length() == 0, "box landings" + missed);
    }

    /** Rebound over approach speed of a 0.4 m, 1 kg box thrown flat at the ground under Hertz or Hooke, no gravity. */
    private static double boxRebound(boolean hertz, float e, float speed) {
        NscConfig c = Scenes.config(1);
        c.contactMethod = ContactMethod.SMC;
        c.smcLaw = hertz ? SmcLaw.HERTZ : SmcLaw.HOOKE;
        c.gravity.set(0, 0, 0);
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(5, 0.5f, 5)).mass(0).position(0, -0.5f, 0).restitution(1));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).restitution(e).position(0, 0.25f, 0)
                    .linearVelocity(0, -speed, 0));
            Vector3 v = new Vector3();
            for (int s = 0; s < 60; s++) w.stepOnce();
            return box.getLinearVelocity(v).y / speed;
        } finally {
            w.dispose();
        }
    }

    /** On a 30 degree slope a mu 0.2 box slides at g (sin - mu cos); a mu 0.8 box sticks. */
    @Test
    void inclineSlidesAndSticksByCoulomb() {
        NscWorld w = smc(true);
        try {
            float angle = 30;
            Scenes.ground(w, 1f, angle);
            double a = Math.toRadians(angle);
            Vector3 down = new Vector3((float) -Math.cos(a), (float) -Math.sin(a), 0);
            Vector3 normal = new Vector3((float) -Math.sin(a), (float) Math.cos(a), 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).mass(1)
                    .rotation(new com.badlogic.gdx.math.Quaternion(Vector3.Z, angle));
            RigidBody slides = w.createBody(d.friction(0.2f).position(new Vector3(normal).scl(0.25f).add(0, 0, -1)));
            RigidBody sticks = w.createBody(d.friction(0.8f).position(new Vector3(normal).scl(0.25f).add(0, 0, 1)));
            for (int s = 0; s < 30; s++) w.stepOnce();
            Vector3 v = new Vector3(), p = new Vector3();
            double v0 = slides.getLinearVelocity(v).dot(down), s0 = sticks.getPosition(p).dot(down);
            for (int s = 0; s < 60; s++) w.stepOnce();
            double acc = (slides.getLinearVelocity(v).dot(down) - v0) / 1.0;
            double expected = 9.81 * (Math.sin(a) - 0.2 * Math.cos(a));
            double moved = sticks.getPosition(p).dot(down) - s0;
            System.out.printf("smc incline: a %.3f, g (sin - mu cos) %.3f; sticking box moved %.2e m%n", acc, expected, moved);
            assertEquals(expected, acc, 0.05 * expected);
            assertTrue(Math.abs(moved) < 0.005, "the mu 0.8 box sticks: moved " + moved);
        } finally {
            w.dispose();
        }
    }

    /** Joints keep their complementarity rows under SMC: a 1 m pendulum keeps its length. */
    @Test
    void jointsHoldUnderSmoothContact() {
        NscWorld w = smc(true);
        try {
            RigidBody bob = w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(1).position(1, 3, 0));
            BallJoint j = w.createBallJoint(bob, null, new Vector3(0, 3, 0));
            double worst = 0;
            for (int s = 0; s < 240; s++) {
                w.stepOnce();
                worst = Math.max(worst, j.getError());
            }
            assertTrue(bob.getPosition(new Vector3()).y < 2.5f, "it swings");
            // the joint rows are the NSC step's (Baumgarte, jointErp), solved each substep
            assertTrue(worst < 0.02, "and stays 1 m from its pivot: off by " + worst);
        } finally {
            w.dispose();
        }
    }

    /**
     * 160 boxes dropped in a 4 by 4 column pen ten layers high (the thousand-box pile's columns, a
     * sixth of its cost) come to rest under Hertz's default damper: from 3 s to 6 s no box moves
     * faster than 1 mm/s. With the damper implicit it keeps jiggling, and the overlaps each step's
     * collision re-measures jump from where the substeps left them, which feeds it.
     */
    @Test
    void hertzPileComesToRest() {
        NscWorld w = smc(true);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(10, 0.5f, 10)).mass(0).position(0, -0.5f, 0));
            BodyDef wall = new BodyDef().mass(0);
            wall.shape(w.shapes().box(0.25f, 4, 1));
            w.createBody(wall.position(-1.25f, 4, 0));
            w.createBody(wall.position(1.25f, 4, 0));
            wall.shape(w.shapes().box(1, 4, 0.25f));
            w.createBody(wall.position(0, 4, -1.25f));
            w.createBody(wall.position(0, 4, 1.25f));
            BodyDef box = new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1);
            for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 10; k++)
                w.createBody(box.position(-0.75f + 0.5f * i, 0.3f + 0.5f * k, -0.75f + 0.5f * j));
            Vector3 v = new Vector3();
            float restless = 0;
            for (int s = 1; s <= 360; s++) {
                w.stepOnce();
                if (s < 180 || s % 30 != 0) continue;
                float fastest = 0;
                for (RigidBody b : w.getBodies()) if (!b.isStatic()) fastest = Math.max(fastest, b.getLinearVelocity(v).len());
                System.out.printf("smc hertz pile at %.1f s: fastest %.2e m/s%n", s / 60.0, fastest);
                restless = Math.max(restless, fastest);
            }
            assertTrue(restless < 1e-3f, "the pile rests from 3 s on: fastest box " + restless + " m/s");
        } finally {
            w.dispose();
        }
    }

    /** A thousand boxes dropped into a pen settle without tunnelling through the floor or blowing up. */
    @Test
    void thousandBodyPileHolds() {
        NscWorld w = smc(true);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(10, 0.5f, 10)).mass(0).position(0, -0.5f, 0));
            BodyDef wall = new BodyDef().mass(0);
            wall.shape(w.shapes().box(0.25f, 4, 2.5f));
            w.createBody(wall.position(-2.75f, 4, 0));
            w.createBody(wall.position(2.75f, 4, 0));
            wall.shape(w.shapes().box(2.5f, 4, 0.25f));
            w.createBody(wall.position(0, 4, -2.75f));
            w.createBody(wall.position(0, 4, 2.75f));
            BodyDef box = new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1);
            for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) for (int k = 0; k < 10; k++)
                w.createBody(box.position(-2.25f + 0.5f * i, 0.3f + 0.5f * k, -2.25f + 0.5f * j));
            Vector3 p = new Vector3(), v = new Vector3();
            for (int s = 0; s < 180; s++) w.stepOnce();
            float lowest = Float.MAX_VALUE, fastest = 0;
            for (RigidBody b : w.getBodies()) {
                if (b.isStatic()) continue;
                lowest = Math.min(lowest, b.getPosition(p).y);
                fastest = Math.max(fastest, b.getLinearVelocity(v).len());
            }
            System.out.printf("smc pile: lowest centre %.3f m, fastest %.3f m/s, %d substeps, %d contacts%n", lowest, fastest,
                    w.getLastStats().smcSubsteps, w.getLastStats().contacts);
            assertTrue(lowest > 0.15f, "no box sank into or through the floor (centres stay above 0.15 m): " + lowest);
            assertTrue(fastest < 2f, "nothing blew up: fastest " + fastest + " m/s");
        } finally {
            w.dispose();
        }
    }
}
