package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Every bad input is refused with an IllegalArgumentException naming the field; the world then steps normally. */
class BadInputTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static void refused(NscWorld w, RigidBody probe, String field, Executable e) {
        IllegalArgumentException ex = assertThrows(IllegalArgumentException.class, e, field);
        assertTrue(ex.getMessage().contains(field), "message names " + field + ": " + ex.getMessage());
        w.stepOnce(); // still usable
        Vector3 p = probe.getPosition(new Vector3());
        assertTrue(Float.isFinite(p.x + p.y + p.z));
    }

    @Test
    void badInputIsRefusedAndTheWorldStaysUsable() {
        NscWorld w = new NscWorld(Scenes.config(1));
        NscWorld other = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).position(0, 0.5f, 0));
            RigidBody foreign = other.createBody(new BodyDef().shape(other.shapes().sphere(0.5f)));
            BodyDef ok = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).position(3, 0.5f, 0);
            refused(w, box, "shape", () -> w.createBody(new BodyDef()));
            refused(w, box, "mass", () -> w.createBody(new BodyDef().shape(ok.shape).mass(-1)));
            refused(w, box, "mass", () -> w.createBody(new BodyDef().shape(ok.shape).mass(Float.NaN)));
            refused(w, box, "position", () -> w.createBody(new BodyDef().shape(ok.shape).position(Float.NaN, 0, 0)));
            refused(w, box, "position", () -> w.createBody(new BodyDef().shape(ok.shape).position(Float.POSITIVE_INFINITY, 0, 0)));
            refused(w, box, "rotation", () -> w.createBody(new BodyDef().shape(ok.shape).rotation(new Quaternion(0, 0, 0, 0))));
            refused(w, box, "linearVelocity", () -> w.createBody(new BodyDef().shape(ok.shape).linearVelocity(0, Float.NaN, 0)));
            refused(w, box, "angularVelocity", () -> w.createBody(new BodyDef().shape(ok.shape).angularVelocity(0, 0, Float.NEGATIVE_INFINITY)));
            refused(w, box, "friction", () -> w.createBody(new BodyDef().shape(ok.shape).friction(-0.1f)));
            refused(w, box, "restitution", () -> w.createBody(new BodyDef().shape(ok.shape).restitution(1.5f)));
            refused(w, box, "restitution", () -> w.createBody(new BodyDef().shape(ok.shape).restitution(-0.1f)));
            refused(w, box, "localInertia", () -> w.createBody(new BodyDef().shape(ok.shape).localInertia(-1, 1, 1)));
            refused(w, box, "force", () -> box.applyForce(new Vector3(Float.NaN, 0, 0)));
            refused(w, box, "impulse", () -> box.applyImpulse(new Vector3(0, Float.NaN, 0), new Vector3()));
            refused(w, box, "linearVelocity", () -> box.setLinearVelocity(new Vector3(Float.NaN, 0, 0)));
            refused(w, box, "position", () -> box.setTransform(new Vector3(Float.NaN, 0, 0), new Quaternion()));
            refused(w, box, "another world", () -> w.createBallJoint(box, foreign, new Vector3()));
            refused(w, box, "another world", () -> w.destroyBody(foreign));
            refused(w, box, "worldAnchor", () -> w.createBallJoint(box, null, new Vector3(Float.NaN, 0, 0)));
            refused(w, box, "worldAxis", () -> w.createHingeJoint(box, null, new Vector3(), new Vector3()));
            refused(w, box, "maxTorque", () -> w.createHingeJoint(box, null, new Vector3(), new Vector3(0, 0, 1)).enableMotor(1, -1));
            refused(w, box, "delta", () -> w.step(Float.NaN));
            RigidBody doomed = w.createBody(ok);
            w.destroyBody(doomed);
            refused(w, box, "destroyed", () -> w.destroyBody(doomed));
            refused(w, box, "destroyed", () -> doomed.getPosition(new Vector3()));
            refused(w, box, "destroyed", () -> w.createBallJoint(doomed, box, new Vector3()));
            // a bad config value is refused at the next step, and the world steps once it is fixed
            w.getConfig().timeStep = Float.NaN;
            assertThrows(IllegalArgumentException.class, w::stepOnce, "timeStep");
            w.getConfig().timeStep = 1f / 60f;
            w.stepOnce();
            // a non-finite solve falls back, the stats say so, and no transform becomes NaN
            w.solverDriver().injectNonFiniteRhs();
            w.stepOnce();
            assertTrue(w.getLastStats().solverFallback, "solverFallback");
            Vector3 p = box.getPosition(new Vector3());
            assertTrue(Float.isFinite(p.x + p.y + p.z));
            w.stepOnce();
            assertFalse(w.getLastStats().solverFallback);
            // a velocity beyond what the step supports is refused, and so is an impulse that gives one
            assertThrows(IllegalArgumentException.class, () -> box.setLinearVelocity(new Vector3(1e30f, 0, 0)));
            assertThrows(IllegalArgumentException.class, () -> box.applyImpulse(new Vector3(1e30f, 0, 0), box.getPosition(new Vector3())));
            w.stepOnce();
            Vector3 clamped = box.getLinearVelocity(new Vector3());
            assertTrue(clamped.len() <= io.github.gdxnsc.step.PositionIntegrator.MAX_LINEAR_SPEED * 1.0001, "clamped speed " + clamped);
        } finally {
            w.dispose();
            other.dispose();
        }
        assertThrows(IllegalStateException.class, w::stepOnce);
        assertThrows(IllegalStateException.class, () -> w.createBody(new BodyDef()));
    }

    @Test
    void forcedVerificationFailureFallsBackToJni() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.pyramid(w, 3);
            w.collision().failNextVerification();
            w.stepOnce();
            assertFalse(w.getLastStats().directContactReader, "fell back to the JNI reader");
            w.stepOnce();
            assertTrue(w.getContactCount() > 0);
        } finally {
            w.dispose();
        }
        NscConfig cfg = Scenes.config(1);
        cfg.directContactReader = false;
        NscWorld j = new NscWorld(cfg);
        try {
            Scenes.pyramid(j, 2);
            j.stepOnce();
            assertFalse(j.getLastStats().directContactReader, "config forces JNI");
        } finally {
            j.dispose();
        }
    }
}
