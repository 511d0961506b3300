package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A body resting on a static ground: the total normal impulse per step is m g h (momentum balance:
 * at rest the contact impulse cancels gravity's impulse exactly), and it does not drift.
 */
class RestingContactTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static void rest(String name, BodyDef def, float restY) {
        NscConfig cfg = Scenes.config(1);
        cfg.maxIterations = 100;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.5f, 0);
            def.position(0.3f, restY, -0.2f);
            RigidBody b = w.createBody(def);
            float m = def.mass;
            double h = cfg.timeStep, g = 9.81f;
            for (int i = 0; i < 120; i++) w.stepOnce(); // settle
            Vector3 p0 = b.getPosition(new Vector3());
            Vector3 p = new Vector3(), imp = new Vector3();
            double sum = 0;
            int steps = 600; // 10 s at 60 Hz
            for (int s = 0; s < steps; s++) {
                w.stepOnce();
                double total = 0;
                for (int k = 0; k < w.getContactCount(); k++) {
                    w.getContact(k, null, null, imp);
                    total += imp.x;
                }
                sum += total;
            }
            double mean = sum / steps, expected = m * g * h;
            System.out.printf("%s: mean normal impulse %.9f, m g h %.9f, rel %.2e, contacts %d, drift %.3e m%n", name, mean, expected,
                    Math.abs(mean - expected) / expected, w.getContactCount(), b.getPosition(p).dst(p0));
            assertEquals(expected, mean, 1e-4 * expected, name + ": total normal impulse per step");
            assertTrue(b.getPosition(p).dst(p0) < 1e-3, name + ": rest drift over 10 s " + p.dst(p0));
        } finally {
            w.dispose();
        }
    }

    @Test
    void sphereRestsWithNormalImpulseMgh() {
        restWithShape("sphere", new BodyDef().mass(2.5f).friction(0.5f), 0.5f, true);
    }

    @Test
    void boxRestsWithNormalImpulseMgh() {
        restWithShape("box", new BodyDef().mass(3f).friction(0.5f), 0.5f, false);
    }

    private static void restWithShape(String name, BodyDef d, float y, boolean sphere) {
        com.badlogic.gdx.physics.bullet.collision.btCollisionShape s = sphere
                ? new com.badlogic.gdx.physics.bullet.collision.btSphereShape(0.5f)
                : new com.badlogic.gdx.physics.bullet.collision.btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        try {
            rest(name, d.shape(s), y);
        } finally {
            s.dispose(); // a user's shape stays the user's: the world did not dispose it
        }
    }
}
