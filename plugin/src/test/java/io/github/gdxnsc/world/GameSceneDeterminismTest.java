package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Determinism with the game features on: a kinematic lift, a sensor, filters, an ignored pair,
 * axis locks, forces over sub-steps and a contact listener whose event stream is hashed with the
 * trajectory; 1, 2 and 4 threads must agree bit for bit.
 */
class GameSceneDeterminismTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void oneTwoAndFourThreadsAgreeBitwise() {
        long one = run(1), two = run(2), four = run(4);
        assertEquals(one, two, "2 threads differ from 1");
        assertEquals(one, four, "4 threads differ from 1");
    }

    /** The scene of {@link #run}: used by the snapshot test too. */
    static NscWorld build(int threads, long[] eventHash) {
        NscWorld w = new NscWorld(Scenes.config(threads));
        Scenes.pyramid(w, 5);
        RigidBody lift = w.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(w.shapes().box(1, 0.1f, 1)).position(6, 0.1f, 0));
        w.createBody(new BodyDef().shape(w.shapes().box(0.4f, 0.4f, 0.4f)).mass(1).position(6, 0.6f, 0));
        w.createBody(new BodyDef().shape(w.shapes().box(1.5f, 1.5f, 1.5f)).mass(0).sensor(true).position(0, 1.5f, 0));
        RigidBody ghost = w.createBody(new BodyDef().shape(w.shapes().sphere(0.3f)).mass(1).position(0, 8, 0).filter((short) 16, (short) ~1));
        RigidBody flat = w.createBody(new BodyDef().shape(w.shapes().capsule(0.2f, 0.6f)).mass(1).position(-4, 3, 0).angularVelocity(1, 2, 3));
        flat.setLinearFactor(new Vector3(1, 1, 0));
        flat.setAngularFactor(new Vector3(0, 0, 1));
        RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(2).position(-6, 1, 0).linearVelocity(8, 2, 0));
        w.ignorePair(ball, w.getBodies().get(1));
        lift.setUserData(ghost);
        w.setContactListener(new ContactListener() {
            @Override
            public void beginContact(RigidBody a, RigidBody b) {
                eventHash[0] = 31 * eventHash[0] + 1000L * a.getIndex() + b.getIndex();
            }

            @Override
            public void endContact(RigidBody a, RigidBody b) {
                eventHash[0] = 37 * eventHash[0] + 1000L * a.getIndex() + b.getIndex();
            }

            @Override
            public void postSolve(Contact c) {
                eventHash[0] = 41 * eventHash[0] + Float.floatToIntBits(c.normalImpulse) + Float.floatToIntBits(c.frictionImpulse.x);
            }
        });
        return w;
    }

    /** Frame {@code f}'s inputs: the lift's target and a hover force on the ball. */
    static void drive(NscWorld w, int f) {
        RigidBody lift = w.getBodies().get(16);
        lift.setKinematicTarget(new Vector3(6, 0.1f + 0.02f * Math.min(f, 60), 0), new Quaternion(Vector3.Y, f));
        w.getBodies().get(21).applyForce(new Vector3(0, 2 * 9.81f * 0.5f, 1), new Vector3(-6, 1.1f, 0.1f));
    }

    static long run(int threads) {
        long[] events = {17};
        NscWorld w = build(threads, events);
        try {
            long h = 1;
            for (int f = 0; f < 150; f++) {
                drive(w, f);
                w.step(1 / 30f);
                h = 31 * h + Scenes.positionHash(w);
            }
            return h * 31 + events[0];
        } finally {
            w.dispose();
        }
    }
}
