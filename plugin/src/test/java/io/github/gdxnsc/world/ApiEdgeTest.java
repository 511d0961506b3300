package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.testutil.Allocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Joint loads in their own units, and the API's edges refused with a message that names the field. */
class ApiEdgeTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static final float G = 9.81f;

    /** A 1 kg box welded to the static world at an anchor {@code lever} m beside its centre (at z apart from the others). */
    private static FixedJoint beam(NscWorld w, float lever, float z) {
        RigidBody b = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(1).position(lever, 5, z));
        return w.createFixedJoint(b, null, new Vector3(0, 5, z));
    }

    @Test
    void forceAndTorqueAreMeasuredApartSoAThresholdMeansTheSameForAnyLever() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            FixedJoint shortLever = beam(w, 0.05f, 0), longLever = beam(w, 2f, 3);
            RigidBody hanging = w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(10).position(8, 4, 0));
            BallJoint ball = w.createBallJoint(hanging, null, new Vector3(8, 4.5f, 0));
            for (int s = 0; s < 120; s++) w.stepOnce();
            // statics: the weld carries the weight m g and its moment m g L about the anchor
            assertEquals(G, shortLever.getLastForce(), 0.01f * G);
            assertEquals(G, longLever.getLastForce(), 0.01f * G);
            assertEquals(G * 0.05f, shortLever.getLastTorque(), 0.01f * G * 0.05f);
            assertEquals(G * 2f, longLever.getLastTorque(), 0.01f * G * 2f);
            assertEquals(10 * G, ball.getLastForce(), 0.01f * 10 * G);
            assertEquals(0, ball.getLastTorque(), 0f, "a ball joint has no angular rows");
            shortLever.setBreakingTorque(10);
            longLever.setBreakingTorque(10);
            shortLever.setBreakingForce(50);
            longLever.setBreakingForce(50);
            ball.setBreakingForce(97);
            w.stepOnce();
            assertTrue(!shortLever.isBroken() && longLever.isBroken(), "only the 19.6 N m moment exceeds 10 N m");
            assertTrue(ball.isBroken(), "98.1 N exceeds 97 N");
            assertEquals(10 * G, ball.getLastForce(), 0.01f * 10 * G, "what broke it is still readable");
            assertEquals(10f, longLever.getBreakingTorque());
        } finally {
            w.dispose();
        }
    }

    private static void refused(Class<? extends Throwable> type, String fragment, Executable call) {
        Throwable t = assertThrows(type, call);
        assertTrue(t.getMessage() != null && t.getMessage().contains(fragment), "message names " + fragment + ": " + t.getMessage());
    }

    @Test
    void edgesAreRefusedWithAMessage() {
        NscWorld w = new NscWorld(Scenes.config(1));
        RigidBody a = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 0.5f, 0));
        Scenes.ground(w, 0.5f, 0);
        refused(IllegalArgumentException.class, "worldAxis", () -> w.createHingeJoint(a, null, new Vector3(), null));
        refused(IllegalArgumentException.class, "worldAxis", () -> w.createSliderJoint(a, null, new Vector3(), null));
        refused(IllegalArgumentException.class, "worldAxis", () -> w.createConeTwistJoint(a, null, new Vector3(), null));
        HingeJoint hinge = w.createHingeJoint(a, null, new Vector3(0, 1, 0), new Vector3(0, 0, 1));
        refused(IllegalArgumentException.class, "lower", () -> hinge.setLimits(-4, 1));
        refused(IllegalArgumentException.class, "upper", () -> hinge.setLimits(-1, 4));
        hinge.setLimits(-3, 3);
        w.destroyJoint(hinge);
        refused(IllegalStateException.class, "joint: destroyed", () -> hinge.enableMotor(1));
        refused(IllegalStateException.class, "joint: destroyed", () -> hinge.setLimits(-1, 1));
        refused(IllegalStateException.class, "joint: destroyed", hinge::getAngle);
        refused(IllegalStateException.class, "joint: destroyed", () -> hinge.getAnchorA(new Vector3()));
        refused(IllegalStateException.class, "joint: destroyed", () -> hinge.setBreakingForce(1));
        w.stepOnce();
        int n = w.getContactCount();
        assertTrue(n > 0);
        refused(IndexOutOfBoundsException.class, "contact -1", () -> w.getContactBodyA(-1));
        refused(IndexOutOfBoundsException.class, "contact " + n, () -> w.getContactBodyB(n));
        refused(IllegalArgumentException.class, "linearFactor", () -> a.setLinearFactor(new Vector3(1, 1e30f, 1)));
        refused(IllegalArgumentException.class, "angularFactor", () -> a.setAngularFactor(new Vector3(-1, 1, 1)));
        refused(IllegalArgumentException.class, "config", () -> new NscConfig().set(null));
        w.dispose();
        refused(IllegalStateException.class, "disposed", w::getBodyCount);
        refused(IllegalStateException.class, "disposed", w::getContactCount);
        refused(IllegalStateException.class, "disposed", () -> w.getContactBodyA(0));
        refused(IllegalStateException.class, "disposed", w::getAccumulator);
        refused(IllegalStateException.class, "disposed", w::getLastStats);
        refused(IllegalStateException.class, "disposed", w::isDirectContactReader);
    }

    @Test
    void theGameCanReadWhenAKinematicTargetIsReached() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody lift = w.createBody(new BodyDef().shape(w.shapes().box(1, 0.1f, 1)).type(BodyType.KINEMATIC));
            float dt = w.getConfig().timeStep;
            w.step(2.5f * dt);
            assertEquals(2 * dt, w.getTime(), 1e-9);
            lift.setKinematicTarget(new Vector3(0, 1, 0), new com.badlogic.gdx.math.Quaternion());
            assertTrue(lift.hasKinematicTarget());
            assertEquals(0, w.step(0.25f * dt), "no sub-step: the target is still ahead");
            assertTrue(lift.hasKinematicTarget());
            assertEquals(2, w.step(1.5f * dt));
            assertTrue(!lift.hasKinematicTarget(), "reached at the end of the call that took sub-steps");
            assertEquals(1, lift.getPosition(new Vector3()).y, 1e-6f);
            assertEquals(4 * dt, w.getTime(), 1e-6, "the time it was reached");
        } finally {
            w.dispose();
        }
    }

    @Test
    void massAndInertiaSettersAllocateNothing() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody b = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1));
            BodyDef def = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1);
            float[] mass = {1};
            Runnable work = () -> {
                for (int k = 0; k < 100; k++) {
                    mass[0] = mass[0] == 1 ? 2 : 1;
                    b.setMass(mass[0]);
                    def.localInertia(mass[0], 1, 1);
                }
            };
            assertEquals(0, Allocation.leastOf(5, work), "bytes allocated by 100 setMass and localInertia calls");
            assertEquals(mass[0], b.getMass());
        } finally {
            w.dispose();
        }
    }
}
