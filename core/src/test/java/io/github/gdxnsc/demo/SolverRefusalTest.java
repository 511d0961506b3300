package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.stats.StepStats;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * "No frame ever freezes": the demo's scenes under the dense and factorising solvers. A scene too
 * large for a frame is refused (decided by the solvers' flop model, not by a timing), APGD solves
 * it, the session says why in words, and the structure still stands; a small scene keeps the
 * solver the user picked.
 */
class SolverRefusalTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void directOnTheTowerIsRefusedAndApgdKeepsItStanding() {
        assertRefusedAndStanding("tower", SolverType.DIRECT);
    }

    @Test
    void admmOnThePyramidIsRefusedAndApgdKeepsItStanding() {
        assertRefusedAndStanding("pyramid", SolverType.ADMM);
    }

    @Test
    void directOnThePendulumsIsNotRefused() {
        NscConfig config = NscConfig.defaults();
        config.allowSleep = false; // measures the solver
        config.solver = SolverType.DIRECT;
        SceneSession session = new SceneSession(config);
        try {
            session.load(SceneCatalogue.byName("pendulum"), SceneParams.defaults());
            for (int i = 0; i < 10; i++) session.stepOnce();
            StepStats stats = session.stats();
            assertNull(stats.solverRefusal, stats.solverRefusal);
            assertEquals(SolverType.DIRECT, stats.velocitySolve.solver);
            assertNull(SolverStatus.describe(stats, SolverType.DIRECT).reason());
            assertEquals("DIRECT", SolverStatus.describe(stats, SolverType.DIRECT).solverUsed());
        } finally {
            session.dispose();
        }
    }

    private static void assertRefusedAndStanding(String sceneName, SolverType type) {
        NscConfig config = NscConfig.defaults();
        config.allowSleep = false; // measures the solver
        config.solver = type;
        SceneSession session = new SceneSession(config);
        try {
            session.load(SceneCatalogue.byName(sceneName), SceneParams.defaults());
            Vector3[] start = positions(session);
            for (int i = 0; i < 60; i++) {
                session.stepOnce();
                StepStats stats = session.stats();
                if (stats.rows == 0) continue; // nothing touches yet
                assertNotNull(stats.solverRefusal, sceneName + " step " + i + ": " + type + " should refuse " + stats.rows + " rows");
                assertTrue(stats.solverRefusal.startsWith(type + " refused: "), stats.solverRefusal);
                assertEquals(SolverType.APGD, stats.velocitySolve.solver, "the step fell back to APGD");
                SolverStatus status = SolverStatus.describe(stats, type);
                assertEquals("APGD", status.solverUsed());
                assertTrue(status.reason().contains(type + " refused"), status.reason());
            }
            assertNull(session.unavailableReason(), session.unavailableReason());
            Vector3[] end = positions(session);
            float worst = 0;
            for (int i = 0; i < end.length; i++) worst = Math.max(worst, end[i].dst(start[i]));
            assertTrue(worst < 0.05f, sceneName + " under the fallback moved a body " + worst + " m");
        } finally {
            session.dispose();
        }
    }

    private static Vector3[] positions(SceneSession session) {
        Vector3[] out = new Vector3[session.sceneBodyCount()];
        for (int i = 0; i < out.length; i++) out[i] = session.position(i, new Vector3());
        return out;
    }
}
