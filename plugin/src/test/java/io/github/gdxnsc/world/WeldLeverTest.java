package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A small body welded far from its centre: the weld holds it still, and reports the statics' force
 * and torque about its anchor. Before the weld's point rows moved to the body's centre, a 0.05 m
 * box welded 2 m from its centre was thrown off (a force of 476,366 N after 60 steps).
 */
class WeldLeverTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aSmallBoxWeldedTwoMetresFromItsCentreHangsStill() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.025f, 0.025f, 0.025f)).mass(1).position(2, 5, 0));
            FixedJoint weld = w.createFixedJoint(box, null, new Vector3(0, 5, 0));
            double worstMove = 0;
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                worstMove = Math.max(worstMove, box.getPosition(new Vector3()).dst(2, 5, 0));
            }
            double g = 9.81;
            System.out.printf("welded box: moved %.2e m, angle %.2e rad, force %.4f N (m g %.4f), torque %.4f N m (2 m g %.4f)%n",
                    worstMove, weld.getAngularError(), weld.getLastForce(), g, weld.getLastTorque(), 2 * g);
            assertTrue(worstMove < 1e-3, "the box moved " + worstMove + " m");
            assertEquals(g, weld.getLastForce(), 0.01 * g, "the weld carries the box's weight");
            assertEquals(2 * g, weld.getLastTorque(), 0.01 * 2 * g, "and its moment about the anchor 2 m away");
        } finally {
            w.dispose();
        }
    }

    @Test
    void aSmallBoxWeldedFarFromABeamFallsWithItAsOneBody() {
        NscConfig c = Scenes.config(1);
        NscWorld w = new NscWorld(c);
        try {
            RigidBody beam = w.createBody(new BodyDef().shape(w.shapes().box(1, 0.1f, 0.1f)).mass(10).position(0, 10, 0)
                    .angularVelocity(0, 0, 1));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.025f, 0.025f, 0.025f)).mass(0.1f).position(3, 10, 0)
                    .angularVelocity(0, 0, 1).linearVelocity(0, 3, 0));
            FixedJoint weld = w.createFixedJoint(box, beam, new Vector3(1, 10, 0));
            double start = 3, worst = 0;
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                worst = Math.max(worst, Math.abs(box.getPosition(new Vector3()).dst(beam.getPosition(new Vector3())) - start));
                worst = Math.max(worst, weld.getAngularError());
            }
            System.out.printf("box welded 2 m off a spinning beam: distance off by %.2e m (or rad)%n", worst);
            assertTrue(worst < 1e-3, "the weld gave by " + worst);
        } finally {
            w.dispose();
        }
    }
}
