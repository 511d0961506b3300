package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Continuous collision: a 0.05 m sphere fired at a 0.1 m wall stops at it at any speed. */
class ContinuousCollisionTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Where a sphere fired along +x at the wall (faces at x = 1.95 and 2.05) ends up after 1 s; ccd on or off, and the landing sweep's distance. */
    private static float finalX(float speed, boolean ccd, float landingSweep) {
        NscConfig c = Scenes.config(1);
        c.gravity.set(0, 0, 0);
        c.landingSweep = landingSweep;
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(0.05f, 2, 2)).mass(0).position(2, 0, 0));
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.05f)).mass(0.1f).position(0, 0, 0)
                    .linearVelocity(speed, 0, 0).ccd(ccd));
            for (int s = 0; s < 60; s++) w.stepOnce();
            return ball.getPosition(new Vector3()).x;
        } finally {
            w.dispose();
        }
    }

    @Test
    void fastSpheresStopAtAThinWall() {
        for (float speed : new float[] {5, 10.5f, 20, 50, 100, 200}) {
            float x = finalX(speed, true, 0);
            System.out.printf("ccd: %5.1f m/s -> x %.4f%n", speed, x);
            assertTrue(x < 1.95f + 0.01f, "at " + speed + " m/s the sphere stays on its side of the wall: x = " + x);
        }
    }

    @Test
    void withoutCcdTheFastSphereTunnels() {
        // the control: the same shot without ccd, and no landing sweep, passes through
        float x = finalX(100, false, 0);
        assertTrue(x > 2.05f, "without ccd a 100 m/s sphere passes the 0.1 m wall: x = " + x);
    }

    @Test
    void theDefaultLandingSweepStopsAFastSphereWithoutCcd() {
        // the landing sweep sweeps every body moving over its distance a step, so the shot stops without ccd
        float x = finalX(100, false, NscConfig.defaults().landingSweep);
        assertTrue(x < 1.95f + 0.01f, "a 100 m/s sphere without ccd stays on its side of the wall: x = " + x);
    }
}
