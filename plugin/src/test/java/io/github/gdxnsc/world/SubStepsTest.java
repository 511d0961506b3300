package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link NscConfig#subSteps}: each fixed step runs the pipeline that many times over the step's
 * fraction, with the budget split evenly; what a step means to the user (its time, kinematic
 * targets, a motor's torque, the thread count's bits) stays the same.
 */
class SubStepsTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aFallingBodyTakesTheSubStepsOfSemiImplicitEuler() {
        for (int n : new int[]{1, 2, 4}) {
            NscConfig c = Scenes.config(1);
            c.subSteps = n;
            NscWorld w = new NscWorld(c);
            try {
                RigidBody b = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1).position(0, 100, 0).linearVelocity(0, 3, 0));
                w.stepOnce();
                // n passes of h / n: v_k = v0 - k g h / n, y = y0 + h v0 - g h^2 (n + 1) / (2 n)
                double h = c.timeStep, g = 9.81, v0 = 3;
                double y = 100 + h * v0 - g * h * h * (n + 1) / (2.0 * n);
                Vector3 p = b.getPosition(new Vector3()), v = b.getLinearVelocity(new Vector3());
                assertEquals(y, p.y, 2e-5, "subSteps " + n);
                assertEquals(v0 - g * h, v.y, 1e-5, "subSteps " + n);
                assertEquals(h, w.getTime(), 1e-9, "a step is still one time step");
            } finally {
                w.dispose();
            }
        }
    }

    @Test
    void theBudgetIsSplitEvenlyAndEachPassKeepsThePositionShare() {
        NscConfig c = NscConfig.defaults();
        assertEquals(1, c.subSteps);
        assertEquals(c.maxIterations, c.subStepIterations());
        assertEquals(c.positionSolveIterations(), c.subStepPositionIterations());
        c.subSteps = 3;
        assertEquals(10, c.subStepIterations());
        assertEquals(2, c.subStepPositionIterations()); // 1/6 of 10, rounded
        c.maxIterations = 20; // under splitFromIterations: no split step, in any pass
        assertEquals(0, c.subStepPositionIterations());
        c.maxIterations = 2;
        c.subSteps = 16;
        assertEquals(1, c.subStepIterations(), "at least one iteration a pass");
        c.subSteps = 17;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, c::validate);
        assertTrue(e.getMessage().contains("subSteps"), e.getMessage());
    }

    @Test
    void aKinematicTargetIsReachedAtTheEndOfTheStep() {
        NscConfig c = Scenes.config(1);
        c.subSteps = 4;
        NscWorld w = new NscWorld(c);
        try {
            RigidBody k = w.createBody(new BodyDef().shape(w.shapes().box(1, 0.1f, 1)).type(BodyType.KINEMATIC).position(0, 1, 0));
            k.setKinematicTarget(new Vector3(0.3f, 1.2f, 0), new Quaternion());
            w.stepOnce();
            Vector3 p = k.getPosition(new Vector3());
            assertEquals(0.3, p.x, 1e-6);
            assertEquals(1.2, p.y, 1e-6);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aSaturatedMotorReportsItsBoundAsTorque() {
        NscConfig c = Scenes.config(1);
        c.gravity.set(0, 0, 0);
        c.subSteps = 4;
        NscWorld w = new NscWorld(c);
        try {
            RigidBody wheel = w.createBody(new BodyDef().shape(w.shapes().cylinder(0.5f, 0.1f, 0.5f)).mass(1).localInertia(50, 50, 50));
            HingeJoint hinge = w.createHingeJoint(wheel, null, new Vector3(), new Vector3(0, 0, 1));
            hinge.enableMotor(10f, 2f);
            for (int s = 0; s < 30; s++) w.stepOnce();
            // the impulse of the last pass over the pass's time step, not the whole step's
            assertEquals(2f, hinge.getMotorTorque(), 2e-3);
        } finally {
            w.dispose();
        }
    }

    @Test
    void threadsAgreeBitwise() {
        long[] hashes = new long[2];
        int k = 0;
        for (int threads : new int[]{1, 3}) {
            NscConfig c = Scenes.config(threads);
            c.subSteps = 2;
            NscWorld w = Scenes.ballIntoPyramid(c);
            try {
                for (int s = 0; s < 60; s++) w.stepOnce();
                hashes[k++] = Scenes.positionHash(w);
            } finally {
                w.dispose();
            }
        }
        assertEquals(hashes[0], hashes[1]);
    }
}
