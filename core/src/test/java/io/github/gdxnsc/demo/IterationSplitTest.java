package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.stats.StepStats;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The overlay's "iterations first + correction / budget": on the incline the sliding boxes make
 * the slip correction move its biases; since the split step the correction is the velocity solve's
 * second half (at most half of the velocity budget) and every solve of the step, the position
 * solve included, fits in maxIterations together: no more "80 / 60".
 */
class IterationSplitTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void eachSolveStaysWithinItsBudget() {
        NscConfig config = NscConfig.defaults();
        config.tolerance = 1e-12; // every solve spends its budget: the split is then exact
        SceneSession session = new SceneSession(config);
        try {
            session.load(SceneCatalogue.byName("incline"), SceneParams.defaults());
            int corrected = 0, budget = config.maxIterations;
            for (int i = 0; i < 120; i++) {
                session.stepOnce();
                StepStats s = session.stats();
                int first = SolverStatus.firstSolveIterations(s), second = SolverStatus.correctionIterations(s);
                assertEquals(s.iterations(), first + second);
                assertTrue(s.iterations() <= budget, "all solves " + s.iterations() + " of " + budget);
                if (s.slipCorrectionSolve) {
                    corrected++;
                    assertTrue(second >= 1 && second <= budget / 2, "correction " + second + " of " + budget / 2);
                } else {
                    assertEquals(0, second);
                }
            }
            assertTrue(corrected > 0, "the incline's sliding boxes should trigger the slip correction");
        } finally {
            session.dispose();
        }
    }
}
