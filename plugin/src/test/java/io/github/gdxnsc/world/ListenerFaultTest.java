package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A listener that throws leaves the world as a quiet listener would: the same trajectory, steps,
 * accumulator, stats and events (the throwing one aside); joint callbacks are guarded like contact ones.
 */
class ListenerFaultTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Counts every event; throws on the first postSolve of each step when {@code throwing}. */
    private static final class Counting implements ContactListener, JointListener {
        final boolean throwing;
        int begins, ends, points, broken;
        boolean thrownThisStep;

        Counting(boolean throwing) {
            this.throwing = throwing;
        }

        @Override
        public void beginContact(RigidBody a, RigidBody b) {
            begins++;
        }

        @Override
        public void endContact(RigidBody a, RigidBody b) {
            ends++;
        }

        @Override
        public void postSolve(Contact c) {
            points++;
            if (throwing && !thrownThisStep) {
                thrownThisStep = true;
                throw new IllegalStateException("game bug in postSolve");
            }
        }

        @Override
        public void jointBroken(Joint joint) {
            broken++;
            if (throwing) throw new IllegalStateException("game bug in jointBroken");
        }
    }

    /** A falling, pushed pyramid and a hanging box whose joint breaks at the first step. */
    private static NscWorld scene(Counting listener) {
        NscWorld w = new NscWorld(Scenes.config(1));
        Scenes.pyramid(w, 3);
        RigidBody hanging = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).position(5, 3, 0));
        w.createBallJoint(hanging, null, new Vector3(5, 3.2f, 0)).setBreakingForce(3f);
        w.setContactListener(listener);
        w.setJointListener(listener);
        return w;
    }

    @Test
    void aThrowingListenerLeavesTheSameWorldAsAQuietOne() {
        Counting quiet = new Counting(false), loud = new Counting(true);
        NscWorld a = scene(quiet), b = scene(loud);
        try {
            Vector3 push = new Vector3(3, 0, 0);
            int thrown = 0;
            for (int call = 0; call < 20; call++) {
                loud.thrownThisStep = false;
                a.getBodies().get(3).applyForce(push);
                b.getBodies().get(3).applyForce(push);
                a.step(1 / 60f);
                try {
                    b.step(1 / 60f);
                } catch (IllegalStateException e) {
                    thrown++;
                    assertTrue(e.getMessage().startsWith("game bug"), e.getMessage());
                }
                assertEquals(a.getLastStats().stepIndex, b.getLastStats().stepIndex, "steps taken");
                assertEquals(a.getAccumulator(), b.getAccumulator(), "accumulator");
                assertEquals(Scenes.positionHash(a), Scenes.positionHash(b), "trajectory at call " + call);
                assertBulletSeesTheBodies(b);
            }
            assertTrue(thrown >= 19, "the listener threw at almost every call: " + thrown);
            assertEquals(20, a.getLastStats().stepIndex + 1);
            assertEquals(1, loud.broken);
            assertEquals(quiet.begins, loud.begins);
            assertEquals(quiet.ends, loud.ends);
            assertEquals(quiet.points, loud.points);
            assertEquals(a.getLastStats().contacts, b.getLastStats().contacts);
            assertEquals(a.getLastStats().totalNanos > 0, b.getLastStats().totalNanos > 0);
        } finally {
            a.dispose();
            b.dispose();
        }
    }

    /** Every body's Bullet object holds the body's pose: the step pushed its poses before the listeners ran. */
    private static void assertBulletSeesTheBodies(NscWorld w) {
        Matrix4 bullet = new Matrix4(), body = new Matrix4();
        Array<RigidBody> bodies = w.getBodies();
        for (int i = 0; i < bodies.size; i++) {
            bullet.set(w.collision().object(i).getWorldTransform());
            bodies.get(i).getTransform(body);
            for (int k = 0; k < 16; k++) assertEquals(body.val[k], bullet.val[k], 1e-6f, "body " + i + " in Bullet");
        }
    }

    @Test
    void insideJointBrokenTheWorldCannotBeChangedSteppedOrDisposed() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody hanging = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).position(0, 3, 0));
            RigidBody other = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).position(2, 0.2f, 0));
            w.createBallJoint(hanging, null, new Vector3(0, 3.2f, 0)).setBreakingForce(3f);
            Array<String> refusals = new Array<>();
            w.setJointListener(joint -> {
                refusals.add(assertThrows(IllegalStateException.class, () -> w.destroyBody(other)).getMessage());
                refusals.add(assertThrows(IllegalStateException.class, () -> w.destroyBody(joint.getBodyA())).getMessage());
                refusals.add(assertThrows(IllegalStateException.class, w::stepOnce).getMessage());
                refusals.add(assertThrows(IllegalStateException.class, () -> w.step(1 / 60f)).getMessage());
                refusals.add(assertThrows(IllegalStateException.class, w::dispose).getMessage());
                refusals.add(assertThrows(IllegalStateException.class,
                        () -> w.createBody(new BodyDef().shape(w.shapes().sphere(0.1f)).mass(1))).getMessage());
                // what a game may do in a callback still works
                joint.getBodyA().applyImpulse(new Vector3(0, 1, 0), joint.getBodyA().getPosition(new Vector3()));
            });
            w.stepOnce();
            assertEquals(6, refusals.size, "the joint broke and every call was refused");
            for (String m : refusals) assertTrue(m.contains("inside a contact or joint callback"), m);
            assertEquals(3, w.getBodyCount());
            for (int s = 0; s < 30; s++) w.stepOnce();
            assertTrue(hanging.getPosition(new Vector3()).y < 3, "the freed box falls");
        } finally {
            w.dispose();
        }
    }
}
