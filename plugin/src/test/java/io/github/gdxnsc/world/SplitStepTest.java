package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The split step (velocity solve without penetration recovery, position solve for the positions
 * only) leaves no stabilisation energy in the velocities: an inelastic ball stays on what it hit.
 * Each case also runs with the split off (positionShare 0: one solve with the recovery bias
 * in the velocities), where the recovery speed (up to maxRecoverySpeed 0.6 m/s) comes back as a
 * bounce, so the tests can tell the two apart.
 */
class SplitStepTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * Rebound speed (m/s) of an e = 0 ball thrown at 5 m/s into a static wall, no gravity. It
     * starts 0.81 m short: after 9 steps it is 6 cm short (beyond Bullet's contact margin, no
     * contact), after 10 it is 2.3 cm deep, an overlap the stabilisation has to push out.
     */
    private static double wallRebound(float positionShare) {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, 0, 0);
        cfg.positionShare = positionShare;
        cfg.landingSweep = 0; // the overlap is the case: a landing sweep would hold the ball before it
        NscWorld w = new NscWorld(cfg);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 5, 5)).mass(0).position(0.5f, 0, 0));
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).restitution(0)
                    .position(-0.25f - 0.81f, 0, 0).linearVelocity(5, 0, 0));
            Vector3 v = new Vector3();
            double back = 0;
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                back = Math.max(back, -ball.getLinearVelocity(v).x);
            }
            return back;
        } finally {
            w.dispose();
        }
    }

    @Test
    void inelasticBallStaysOnTheWall() {
        double split = wallRebound(NscConfig.defaults().positionShare), single = wallRebound(0);
        System.out.printf("e = 0 ball at 5 m/s into a wall: rebound %.4f m/s split, %.4f m/s single solve%n", split, single);
        assertTrue(split < 0.01, "rebound with the split step " + split);
        assertTrue(single > 0.1, "the single solve keeps its recovery speed (the case the split fixes): " + single);
    }

    /**
     * Highest point (m) an e = 0 ball reaches, after it has landed (its fall first stopped), above
     * where it finally rests; dropped from 2 m onto the ground.
     */
    private static double riseAfterLanding(float positionShare) {
        NscConfig cfg = Scenes.config(1);
        cfg.positionShare = positionShare;
        cfg.landingSweep = 0; // the landing's overlap is the case: a landing sweep would hold the ball before it
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).restitution(0).position(0, 2.25f, 0));
            Vector3 p = new Vector3(), v = new Vector3();
            boolean landed = false;
            double high = Double.NEGATIVE_INFINITY;
            for (int s = 0; s < 240; s++) {
                w.stepOnce();
                landed |= ball.getLinearVelocity(v).y >= 0;
                if (landed) high = Math.max(high, ball.getPosition(p).y);
            }
            return high - ball.getPosition(p).y;
        } finally {
            w.dispose();
        }
    }

    @Test
    void droppedInelasticBallDoesNotRise() {
        double split = riseAfterLanding(NscConfig.defaults().positionShare), single = riseAfterLanding(0);
        System.out.printf("e = 0 ball dropped from 2 m: rises %.3f mm above its rest split, %.3f mm single solve%n", split * 1e3, single * 1e3);
        assertTrue(split < 0.1e-3, "rise with the split step " + split);
        assertTrue(single > 1e-3, "the single solve hops (the case the split fixes): " + single);
    }

    /**
     * A column of six 0.5 m cubes, 100 kg and 1 kg alternating, settles; then the deepest contact
     * (m) and the number of the last 60 steps that ran a position solve. Ten position iterations
     * cannot push a 1 kg box out from under 100 kg in one step (the solve is that ill-conditioned);
     * the position solve warm-started from its last answer finishes the recovery over several.
     */
    private static double[] settledAlternatingColumn() {
        NscConfig cfg = Scenes.config(1);
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            for (int i = 0; i < 6; i++) {
                w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(i % 2 == 0 ? 100 : 1).friction(0.6f)
                        .position(0, 0.5f + i, 0));
            }
            int positionSolves = 0;
            for (int s = 0; s < 360; s++) {
                w.stepOnce();
                if (s >= 300 && w.getLastStats().positionSolve.iterations > 0) positionSolves++;
            }
            double deepest = 0;
            for (int k = 0; k < w.getContactCount(); k++) deepest = Math.max(deepest, -w.getContactDistance(k));
            return new double[] {deepest, positionSolves};
        } finally {
            w.dispose();
        }
    }

    @Test
    void illConditionedRecoveryFinishesOverSeveralSteps() {
        double[] r = settledAlternatingColumn();
        NscConfig d = NscConfig.defaults();
        double limit = d.contactSlop + d.recoveryDeadBand;
        System.out.printf("1:100 alternating column: deepest contact %.4f mm (slop + band %.4f mm), position solves in the last 60 steps %d%n",
                r[0] * 1e3, limit * 1e3, (int) r[1]);
        assertTrue(r[0] <= limit + 1e-5, "deepest contact " + r[0] + " m, slop + band " + limit + " m");
        assertTrue(r[1] <= 6, "a recovered column keeps running position solves: " + (int) r[1] + " of 60 steps");
    }
}
