package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Restitution on a sliding contact: a sphere that hits the ground obliquely, sliding through the
 * impact, leaves with e times its approach speed (Newton's law of restitution) whatever friction
 * does to its tangential motion. The slip correction's lift mu |u_t| must survive the restitution
 * bias, or the cone relaxation adds mu |u_t| to the rebound.
 */
class RestitutionFrictionTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void slidingImpactReboundsAtNewtonsRestitution() {
        float e = 0.5f, vIn = 3f;
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, 0, 0);
        cfg.maxIterations = 200;
        NscWorld w = new NscWorld(cfg);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(50, 0.5f, 50)).mass(0).position(0, -0.5f, 0).friction(1f).restitution(1f));
            // mu = 0.2 x 1: the impulse 0.2 m (1 + e) vIn cannot stop a 4 m/s slide, so it slides through
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1).friction(0.2f).restitution(e)
                    .position(0, 0.255f, 0).linearVelocity(4, -vIn, 0));
            Vector3 v = new Vector3();
            float up = 0;
            for (int s = 0; s < 20; s++) {
                w.stepOnce();
                up = Math.max(up, ball.getLinearVelocity(v).y);
            }
            System.out.printf("sliding impact: rebound %.4f m/s, e vIn %.4f, slide after %.3f m/s%n", up, e * vIn, ball.getLinearVelocity(v).x);
            // before the fix: 2.22 m/s (48 % high). Left: -4.5 %, the slip correction's single
            // fixed-point step (the second solve still sees a slip estimate off by ~0.3 m/s)
            assertEquals(e * vIn, up, 0.06 * e * vIn, "rebound speed");
        } finally {
            w.dispose();
        }
    }
}
