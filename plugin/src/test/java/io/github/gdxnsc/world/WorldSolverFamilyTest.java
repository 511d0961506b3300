package io.github.gdxnsc.world;

import io.github.gdxnsc.stats.StepStats;
import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.solver.SolverType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every member of the solver family can drive the world (the overlay and the bench offer them
 * all): a box resting on the ground carries its weight, m g h per step, and stays put. A solver
 * that refuses contact problems (MINRES) makes the step fall back to APGD, and the stats say so.
 */
class WorldSolverFamilyTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @ParameterizedTest
    @EnumSource(SolverType.class)
    void everySolverHoldsARestingBox(SolverType type) {
        NscConfig cfg = Scenes.config(2);
        cfg.solver = type;
        cfg.maxIterations = 200;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            float m = 2f;
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(m).position(0, 0.5f, 0));
            for (int i = 0; i < 60; i++) w.stepOnce();
            Vector3 start = box.getPosition(new Vector3());
            double normal = 0;
            int steps = 120;
            Vector3 p = new Vector3(), n = new Vector3(), imp = new Vector3();
            for (int i = 0; i < steps; i++) {
                w.stepOnce();
                for (int c = 0; c < w.getContactCount(); c++) {
                    w.getContact(c, p, n, imp);
                    normal += imp.x;
                }
            }
            StepStats st = w.getLastStats();
            double h = cfg.timeStep, expected = m * 9.81 * h;
            assertEquals(expected, normal / steps, 1e-3 * expected, type + ": mean normal impulse per step");
            assertTrue(box.getPosition(new Vector3()).dst(start) < 1e-3f, type + ": the box stays");
            if (type == SolverType.MINRES) {
                assertNotNull(st.solverRefusal, "MINRES refuses cones");
                assertEquals(SolverType.APGD, st.velocitySolve.solver, "and APGD solves the step");
            } else {
                assertNull(st.solverRefusal, type + " solves contact steps itself: " + st.solverRefusal);
                assertEquals(type, st.velocitySolve.solver);
            }
        } finally {
            w.dispose();
        }
    }
}
