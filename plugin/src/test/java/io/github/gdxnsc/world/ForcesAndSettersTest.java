package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Forces over sub-steps, force at a point, and the body setters, against analytic motion. */
class ForcesAndSettersTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aHoverForceBalancesGravityOverFourSubSteps() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(2).position(0, 10, 0));
            Vector3 hover = new Vector3(0, 2 * 9.81f, 0);
            for (int frame = 0; frame < 30; frame++) {
                b.applyForce(hover);
                assertEquals(4, w.step(4 / 60f), "four sub-steps a frame");
            }
            assertEquals(10f, b.getPosition(new Vector3()).y, 1e-4f, "hovered for 2 s");
            assertEquals(0f, b.getLinearVelocity(new Vector3()).y, 1e-5f);
            // cleared after the call: the next frame falls freely, v = g t over 4 steps
            w.step(4 / 60f);
            assertEquals(-9.81f * 4 / 60f, b.getLinearVelocity(new Vector3()).y, 1e-4f);
            // a lone stepOnce clears after itself too
            b.applyForce(hover);
            w.stepOnce();
            w.stepOnce();
            assertEquals(-9.81f * 5 / 60f, b.getLinearVelocity(new Vector3()).y, 1e-4f);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aForceAtAPointAddsItsTorque() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        try {
            // a unit cube of 6 kg: I = m (1 + 1) / 12 = 1 about every axis
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(6));
            b.applyForce(new Vector3(0, 6, 0), new Vector3(1, 0, 0)); // torque (1,0,0) x (0,6,0) = (0,0,6)
            w.stepOnce();
            Vector3 v = b.getLinearVelocity(new Vector3()), om = b.getAngularVelocity(new Vector3());
            assertEquals(1f / 60f, v.y, 1e-6f, "a = F / m");
            assertEquals(6f / 60f, om.z, 1e-5f, "alpha = tau / I");
        } finally {
            w.dispose();
        }
    }

    @Test
    void settersChangeTheMotion() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody floating = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1).position(0, 10, 0));
            floating.setGravityScale(0);
            RigidBody half = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1).position(5, 10, 0).gravityScale(0.5f));
            RigidBody damped = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1).position(10, 10, 0));
            damped.setGravityScale(0);
            damped.setDamping(0.5f, 0);
            damped.setLinearVelocity(new Vector3(1, 0, 0));
            for (int s = 0; s < 60; s++) w.stepOnce();
            assertEquals(10f, floating.getPosition(new Vector3()).y, 0f);
            assertEquals(-0.5f * 9.81f, half.getLinearVelocity(new Vector3()).y, 1e-4f);
            assertEquals(0.5f, damped.getLinearVelocity(new Vector3()).x, 1e-4f, "(1 - 0.5)^1 s");
            // heavier: the same impulse gives half the speed
            half.setMass(2);
            Vector3 before = half.getLinearVelocity(new Vector3());
            half.applyImpulse(new Vector3(2, 0, 0), half.getPosition(new Vector3()));
            assertEquals(before.x + 1f, half.getLinearVelocity(new Vector3()).x, 1e-6f);
            floating.setFriction(0.9f);
            floating.setRestitution(0.3f);
            assertEquals(0.9f, floating.getFriction());
            assertThrows(IllegalArgumentException.class, () -> floating.setRestitution(2));
            assertThrows(IllegalArgumentException.class, () -> floating.setMass(-1));
            assertThrows(IllegalArgumentException.class, () -> floating.setDamping(0, 1.5f));
        } finally {
            w.dispose();
        }
    }

    @Test
    void axisLocksHoldA25dBody() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            // a box locked to the z = 0 plane, turning only about z, hit off-centre by a ball along z and x
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 0.5f, 0));
            box.setLinearFactor(new Vector3(1, 1, 0));
            box.setAngularFactor(new Vector3(0, 0, 1));
            w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(3).position(-3, 0.8f, -3).linearVelocity(6, 0, 6));
            box.applyImpulse(new Vector3(0, 0, 5), new Vector3(0.3f, 0.8f, 0.2f));
            box.applyTorque(new Vector3(10, 10, 0));
            for (int s = 0; s < 180; s++) w.stepOnce();
            Vector3 p = box.getPosition(new Vector3()), om = box.getAngularVelocity(new Vector3());
            com.badlogic.gdx.math.Quaternion q = box.getRotation(new com.badlogic.gdx.math.Quaternion());
            assertEquals(0f, p.z, 0f, "z locked");
            assertEquals(0f, box.getLinearVelocity(new Vector3()).z, 0f);
            assertEquals(0f, om.x, 0f);
            assertEquals(0f, om.y, 0f);
            assertEquals(0f, q.x, 1e-6f, "turns about z only");
            assertEquals(0f, q.y, 1e-6f);
            assertTrue(p.x > 0.05f || Math.abs(q.z) > 1e-3f, "the ball's hit still moved it in its plane: " + p + " " + q);
        } finally {
            w.dispose();
        }
    }
}
