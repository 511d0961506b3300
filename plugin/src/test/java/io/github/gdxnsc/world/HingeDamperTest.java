package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A damper alone on a hinge whose body hangs off the axis (a door): the spin decays as
 * {@code exp(-c t / I)} with I the inertia about the hinge (parallel axis), not about the body's
 * centre, which is all the damper's own row sees.
 */
class HingeDamperTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aDamperSlowsADoorAtTheRateOfItsInertiaAboutTheHinge() {
        NscConfig config = Scenes.config(1);
        config.gravity.setZero();
        NscWorld w = new NscWorld(config);
        try {
            // a 0.2 m cube of 1 kg whose centre is 1 m from a hinge about y: I = m s^2 / 6 + m L^2
            float m = 1, side = 0.2f, arm = 1, c = 0.5f, spin = 2;
            RigidBody door = w.createBody(new BodyDef().shape(w.shapes().box(side / 2, side / 2, side / 2)).mass(m).position(arm, 0, 0)
                    .linearVelocity(0, 0, -spin * arm).angularVelocity(0, spin, 0));
            HingeJoint hinge = w.createHingeJoint(door, null, new Vector3(0, 0, 0), Vector3.Y);
            hinge.setSpring(0, 0, c);
            double inertia = m * side * side / 6 + m * arm * arm, seconds = 1;
            int steps = (int) Math.round(seconds * 60);
            for (int i = 0; i < steps; i++) w.stepOnce();
            double expected = spin * Math.exp(-c * seconds / inertia), got = Math.abs(hinge.getAngularSpeed());
            System.out.printf("hinge damper c %.2f on a door 1 m off its axis: spin after %.1f s %.5f rad/s, exp(-c t / I) gives %.5f%n", c, seconds, got,
                    expected);
            assertEquals(expected, got, 0.02 * expected);
        } finally {
            w.dispose();
        }
    }
}
