package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The run figures and the expectations judged on them, on hand-made runs. */
class SceneOutcomeTest {
    static final float H = 0.1f;

    /** Two bodies at (0, 1, 0) and (5, 1, 0); body 1 is moved by {@code y1} per step, body 0 stays, both at the given speeds. */
    static SceneOutcome run(long disturbance, float[] y1, float[] speed1) {
        SceneOutcome o = new SceneOutcome(new float[] {0, 1, 0, 5, 1, 0}, 2, disturbance, H);
        for (int s = 0; s < y1.length; s++) o.add(new float[] {0, 1, 0, 5, y1[s], 0}, new float[] {0, speed1[s]});
        return o;
    }

    @Test
    void displacementsSinkAndDisplacedBodies() {
        SceneOutcome o = run(-1, new float[] {0.9f, 0.4f, 1.02f}, new float[3]);
        assertEquals(3, o.steps());
        assertEquals(0.6f, o.maxDisplacement(), 1e-6f, "the deepest point counts, not the end");
        assertEquals(0f, o.minDisplacement(), 1e-6f, "body 0 never moved");
        assertEquals(0.02f, o.endDisplacement(), 1e-6f);
        assertEquals(0.6f, o.maxSink(), 1e-6f);
        assertEquals(0, o.displacedBodies(Expectation.DISPLACED_METRES), "2 cm is not displaced");
        assertEquals(1, o.displacedBodies(0.01f));
        assertTrue(Float.isNaN(o.restSeconds()), "no disturbance, no rest time");
        SceneOutcome up = run(-1, new float[] {1.5f}, new float[1]);
        assertEquals(0f, up.maxSink(), "rising is no sink");
    }

    /** Disturbed at step 2: moving fast from step 3 to step 5, at rest from 6 on: 3 steps of 0.1 s. */
    @Test
    void restTimeRunsFromTheHitToTheLastFastStep() {
        float[] speed = {1, 1, 0, 0.2f, 0.05f, 0.049f, 0, 0.01f, 0};
        SceneOutcome o = run(2, new float[speed.length], speed);
        // steps 0 and 1 are before the disturbance: their motion does not count; the hit is step 3
        assertEquals(2 * H, o.restSeconds(), 1e-6f, "steps 3 and 4 (0.05 is not below the rest speed)");
        SceneOutcome still = run(2, new float[4], new float[] {0, 0, 0, 0.01f});
        assertTrue(Float.isNaN(still.restSeconds()), "nothing moved after the disturbance: no hit");
        SceneOutcome moving = run(0, new float[3], new float[] {0, 1, 1});
        assertEquals(Float.POSITIVE_INFINITY, moving.restSeconds(), "still moving after the last step");
    }

    @Test
    void lostBodiesFailEveryStandingExpectation() {
        SceneOutcome o = run(0, new float[] {Float.NaN}, new float[] {Float.NaN});
        assertEquals(Float.POSITIVE_INFINITY, o.maxDisplacement());
        assertEquals(Float.POSITIVE_INFINITY, o.maxSink());
        assertEquals(1, o.displacedBodies(1f));
        assertFalse(Expectation.STAYS.isMet(o));
        assertFalse(Expectation.SETTLES_AGAIN.isMet(o));
        assertFalse(Expectation.RESTS_AGAIN.isMet(o), "still 'moving' at the last step");
    }

    @Test
    void eachExpectationJudgesItsOwnFigures() {
        SceneOutcome sunk = run(-1, new float[] {0.99f}, new float[1]); // 1 cm down
        assertTrue(Expectation.STAYS.isMet(sunk));
        assertFalse(Expectation.STAYS_WITHOUT_SINKING.isMet(sunk), "1 cm is over the 5 mm sink");
        assertTrue(Expectation.STAYS_WITHOUT_SINKING.isMet(run(-1, new float[] {0.996f}, new float[1])));
        SceneOutcome fell = run(-1, new float[] {0.3f}, new float[1]);
        assertTrue(Expectation.FALLS.isMet(fell) && Expectation.MOVES.isMet(fell) && Expectation.STICKS_AND_SLIDES.isMet(fell));
        assertFalse(Expectation.STAYS.isMet(fell));
        assertFalse(Expectation.FALLS.isMet(sunk));
        // disturbed at 0: back in place and still after 1 step of motion; then one that lands 0.3 m off
        SceneOutcome settled = run(0, new float[] {1.2f, 1, 1}, new float[] {1, 0, 0});
        assertTrue(Expectation.SETTLES_AGAIN.isMet(settled) && Expectation.RESTS_AGAIN.isMet(settled));
        SceneOutcome off = run(0, new float[] {1.2f, 1.3f, 1.3f}, new float[] {1, 0, 0});
        assertFalse(Expectation.SETTLES_AGAIN.isMet(off), "came to rest, but not standing where it was");
        assertTrue(Expectation.RESTS_AGAIN.isMet(off));
        float[] slow = new float[60];
        java.util.Arrays.fill(slow, 0, 55, 1f); // 5.5 s of motion at 0.1 s a step
        assertFalse(Expectation.RESTS_AGAIN.isMet(run(0, new float[60], slow)), "rested after 5.5 s, not within 5");
    }

    @Test
    void theDisplacementOnlyViewAndTheUndisturbedExpectation() {
        assertTrue(Expectation.STAYS_WITHOUT_SINKING.isMet(0, 0.2f));
        assertFalse(Expectation.SETTLES_AGAIN.isMet(0, 0.3f));
        assertTrue(Expectation.FALLS.isMet(0, 0.6f));
        assertThrows(UnsupportedOperationException.class, () -> Expectation.RESTS_AGAIN.isMet(0, 0));
        assertEquals(Expectation.STAYS, Expectation.RESTS_AGAIN.undisturbed());
        assertEquals(Expectation.STAYS, Expectation.SETTLES_AGAIN.undisturbed());
        assertEquals(Expectation.FALLS, Expectation.FALLS.undisturbed());
        assertEquals("stays-without-sinking", Expectation.STAYS_WITHOUT_SINKING.label());
    }
}
