package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.testutil.Allocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The game features together (a one-way platform and a conveyor through preSolve, rolling and
 * spinning friction, a rope, a spring, a pulley, a hinge servo and spring, a slider spring, a cone-twist motor, a
 * compound on a heightfield): 1, 2 and 4 threads agree bit for bit, and a warmed-up step allocates nothing.
 */
class FeatureDeterminismTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    static NscWorld build(int threads) {
        NscWorld w = new NscWorld(Scenes.config(threads));
        NscShapes s = w.shapes();
        RigidBody belt = Scenes.ground(w, 0.8f, 0);
        RigidBody platform = w.createBody(new BodyDef().shape(s.box(2, 0.1f, 2)).mass(0).position(0, 3, 0));
        w.setContactListener(new ContactListener() {
            @Override
            public void preSolve(Contact c, ContactSettings settings) {
                if (c.getBodyB() == platform && c.normal.y < 0.5f || c.getBodyA() == platform && c.normal.y > -0.5f) settings.enabled = false;
                if (c.getBodyB() == belt) settings.surfaceVelocity.set(1, 0, 0);
                else if (c.getBodyA() == belt) settings.surfaceVelocity.set(-1, 0, 0);
            }
        });
        w.createBody(new BodyDef().shape(s.box(0.25f, 0.25f, 0.25f)).mass(1).position(0, 1, 0).linearVelocity(0, 8, 0));
        for (int i = 0; i < 6; i++)
            w.createBody(new BodyDef().shape(s.sphere(0.2f)).mass(1).position(-6 + i, 0.2f, 3).linearVelocity(2, 0, 0).angularVelocity(0, 5, -10)
                    .rollingFriction(0.01f).spinningFriction(0.005f));
        RigidBody bob = w.createBody(new BodyDef().shape(s.capsule(Axis.X, 0.2f, 1)).mass(1).position(5, 4, 0));
        w.createDistanceJoint(bob, null, new Vector3(5, 4, 0), new Vector3(4, 6, 0)).setLength(0, 2.5f);
        RigidBody bouncer = w.createBody(new BodyDef().shape(s.cone(Axis.Y, 0.5f, 0.5f)).mass(1).position(8, 4, 0));
        w.createDistanceJoint(bouncer, null, new Vector3(8, 4, 0), new Vector3(8, 6, 0)).setSpring(2, 0.1f);
        RigidBody left = w.createBody(new BodyDef().shape(s.sphere(0.2f)).mass(2).position(-9, 4, -4));
        RigidBody right = w.createBody(new BodyDef().shape(s.sphere(0.2f)).mass(1).position(-7, 4, -4));
        w.createPulleyJoint(left, right, new Vector3(-9, 4, -4), new Vector3(-7, 4, -4), new Vector3(-9, 7, -4), new Vector3(-7, 7, -4), 1);
        RigidBody arm = w.createBody(new BodyDef().shape(s.cylinder(Axis.Z, 0.3f, 1)).mass(1).position(0, 6, -5));
        HingeJoint hinge = w.createHingeJoint(arm, null, new Vector3(0, 6.5f, -5), Vector3.Z);
        hinge.setServo(1, 50, 2, 8);
        hinge.setSpring(0, 0, 0.5f);
        RigidBody limb = w.createBody(new BodyDef().shape(s.capsule(Axis.Y, 0.15f, 1)).mass(1).position(-4, 6, -5));
        ConeTwistJoint shoulder = w.createConeTwistJoint(limb, null, new Vector3(-4, 6.5f, -5), Vector3.Y);
        shoulder.setMotorTarget(new com.badlogic.gdx.math.Quaternion(Vector3.X, 30), 40, 2, 20);
        RigidBody slide = w.createBody(new BodyDef().shape(s.box(0.2f, 0.2f, 0.2f)).mass(1).position(4, 6, -5));
        w.createSliderJoint(slide, null, new Vector3(4, 6, -5), Vector3.Y).setSpring(0, 100, 1);
        float[] heights = new float[25];
        for (int i = 0; i < 25; i++) heights[i] = 0.1f * (i % 5) + 0.05f * (i / 5);
        w.createBody(new BodyDef().shape(s.heightfield(heights, 5, 5, 1)).mass(0).position(10, 0.01f, 8));
        btCollisionShape cube = s.box(0.3f, 0.3f, 0.3f);
        w.createBody(new BodyDef().shape(s.compound(Array.with(cube, cube), Array.with(new Matrix4(), new Matrix4().setToTranslation(0.6f, 0, 0)),
                new float[] {2, 1})).mass(3).position(10, 2, 8).angularVelocity(1, 2, 0));
        return w;
    }

    private static long run(int threads) {
        NscWorld w = build(threads);
        try {
            for (int i = 0; i < 240; i++) w.stepOnce();
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    @Test
    void oneTwoAndFourThreadsAgreeBitwise() {
        long one = run(1), two = run(2), four = run(4);
        assertEquals(one, two, "2 threads differ from 1");
        assertEquals(one, four, "4 threads differ from 1");
    }

    @Test
    void aWarmedUpStepAllocatesNothing() {
        NscWorld w = build(2);
        try {
            for (int i = 0; i < 120; i++) w.stepOnce();
            long bytes = Allocation.leastOf(5, () -> {
                for (int i = 0; i < 30; i++) w.stepOnce();
            });
            assertEquals(0, bytes, "bytes allocated over 30 steps with every feature on");
        } finally {
            w.dispose();
        }
    }
}
