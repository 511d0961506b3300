package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The cone-twist motor: a unit cube on a cone-twist joint at its centre turned to a target, with and without a steady load. */
class ConeTwistMotorTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** The cube's rotation angle about x after 3 s of the motor toward 0.8 rad about x, a load of {@code load} N m about x on it. */
    private static double angleAboutX(float load) {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        try {
            RigidBody cube = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 5, 0));
            ConeTwistJoint joint = w.createConeTwistJoint(cube, null, new Vector3(0, 5, 0), Vector3.Y);
            joint.setLimits(2.5f, 2.5f);
            // about x the cube's inertia is 1/6: critical damping 2 sqrt(k I)
            joint.setMotorTarget(new Quaternion(Vector3.X, (float) Math.toDegrees(0.8)), 20, (float) (2 * Math.sqrt(20 / 6.0)), 100);
            Vector3 torque = new Vector3(load, 0, 0);
            for (int i = 0; i < 180; i++) {
                cube.applyTorque(torque);
                w.stepOnce();
            }
            Quaternion q = cube.getRotation(new Quaternion());
            return 2 * Math.atan2(q.x, q.w);
        } finally {
            w.dispose();
        }
    }

    @Test
    void motorReachesItsTargetAndHoldsShortOfItByLoadOverStiffness() {
        double free = angleAboutX(0), loaded = angleAboutX(2);
        System.out.printf("cone-twist motor to 0.8 rad about x: %.5f rad; under 2 N m: %.5f rad (0.8 + 2 / 20 = 0.9)%n", free, loaded);
        assertEquals(0.8, free, 1e-4);
        assertEquals(0.9, loaded, 1e-3);
    }
}
