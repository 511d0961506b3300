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
 * The overlay's "velocity it: first + correction / share" and "position it: n / share": on the
 * incline the sliding boxes make the slip correction move its biases; the correction is the
 * velocity solve's second half (at most half of its share), each solve stays within its share, and
 * the two shares make maxIterations.
 */
class IterationSplitTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void eachSolveStaysWithinItsBudget() {
        NscConfig config = NscConfig.defaults();
        config.allowSleep = false; // measures the solver
        config.tolerance = 1e-12; // every solve spends its budget: the split is then exact
        config.iterationReserve = 0; // no loans: each solve's share is its whole budget
        SceneSession session = new SceneSession(config);
        try {
            session.load(SceneCatalogue.byName("incline"), SceneParams.defaults());
            int corrected = 0, budget = config.maxIterations, velocityBudget = SolverStatus.velocityBudget(config);
            assertEquals(budget, velocityBudget + SolverStatus.positionBudget(config), "the two shares make the budget");
            for (int i = 0; i < 120; i++) {
                session.stepOnce();
                StepStats s = session.stats();
                int first = SolverStatus.firstSolveIterations(s), second = SolverStatus.correctionIterations(s);
                assertEquals(s.velocitySolve.iterations, first + second);
                assertEquals(s.iterations(), s.velocitySolve.iterations + s.positionSolve.iterations);
                assertTrue(s.velocitySolve.iterations <= velocityBudget, "velocity solve " + s.velocitySolve.iterations + " of " + velocityBudget);
                assertTrue(s.positionSolve.iterations <= SolverStatus.positionBudget(config), "position solve " + s.positionSolve.iterations);
                assertTrue(s.iterations() <= budget, "all solves " + s.iterations() + " of " + budget);
                if (s.slipCorrectionSolve) {
                    corrected++;
                    assertTrue(second >= 1 && second <= velocityBudget / 2, "correction " + second + " of " + velocityBudget / 2);
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
