package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Laying the contacts out in body order changes the order of the solver's sums, not the physics. A
 * field of 400 columns of three boxes, light on heavy on light (1, 10, 1 kg), over the 4,096 contacts
 * from which step.ContactOrder sorts them, each column dropped from its own height: it settles where it
 * settles in Bullet's order (every box within a tenth of the contact slop) and comes to rest in both;
 * knocked sideways, its trajectory in body order is the same bit for bit at one, two and four threads.
 */
class ContactsInBodyOrderTest {
    private static final int SIDE = 20, HEIGHT = 3;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** The field after {@code steps} steps: per box its position and speed (4 values). */
    private static double[] run(boolean inBodyOrder, int threads, boolean knock, int steps) {
        NscConfig c = Scenes.config(threads);
        c.contactsInBodyOrder = inBodyOrder;
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.25f, 0.25f, 0.25f)).friction(0.6f);
            // each column dropped from its own height (0-0.39 m), so the ground's pairs begin in an order
            // the bodies' indices do not follow and Bullet's contacts need the sort
            for (int i = 0; i < SIDE; i++) {
                for (int j = 0; j < SIDE; j++) {
                    float drop = 0.01f * ((i * SIDE + j) * 37 % 40);
                    for (int k = 0; k < HEIGHT; k++) {
                        d.mass(k == 1 ? 10 : 1).position(i * 0.6f, drop + 0.25f + 0.5f * k, j * 0.6f);
                        RigidBody b = w.createBody(d);
                        // a knock: each column's top pushed sideways, by its place, so the field moves unevenly
                        if (knock && k == HEIGHT - 1) b.setLinearVelocity(new Vector3(0.3f * ((i * 7 + j * 3) % 5 - 2), 0, 0.2f * (j % 3 - 1)));
                    }
                }
            }
            for (int s = 0; s < steps; s++) w.stepOnce();
            assertTrue(w.getContactCount() >= 4096, "the field's contacts (" + w.getContactCount() + ") are enough to be sorted");
            int n = w.getBodies().size;
            double[] out = new double[4 * n];
            Vector3 p = new Vector3(), v = new Vector3();
            for (int i = 0; i < n; i++) {
                RigidBody b = w.getBodies().get(i);
                b.getPosition(p);
                b.getLinearVelocity(v);
                out[4 * i] = p.x;
                out[4 * i + 1] = p.y;
                out[4 * i + 2] = p.z;
                out[4 * i + 3] = v.len();
            }
            return out;
        } finally {
            w.dispose();
        }
    }

    @Test
    void aSettledFieldRestsWhereItRestsInBulletsOrder() {
        double[] ordered = run(true, 2, false, 120), bullets = run(false, 2, false, 120);
        double worst = 0, fastest = 0;
        for (int i = 0; i < ordered.length / 4; i++) {
            for (int k = 0; k < 3; k++) worst = Math.max(worst, Math.abs(ordered[4 * i + k] - bullets[4 * i + k]));
            fastest = Math.max(fastest, Math.max(ordered[4 * i + 3], bullets[4 * i + 3]));
        }
        // the rounding moves where in the slop's 2 mm band a box comes to rest: 0.09 mm at most here
        assertTrue(worst < 2e-4, "a box rests " + worst + " m from where Bullet's order puts it");
        assertTrue(fastest < 1e-3, "a box still moves at " + fastest + " m/s");
    }

    @Test
    void theKnockedFieldIsTheSameAtAnyThreadCount() {
        double[] one = run(true, 1, true, 60), two = run(true, 2, true, 60), four = run(true, 4, true, 60);
        for (int k = 0; k < one.length; k++) {
            assertEquals(Double.doubleToLongBits(one[k]), Double.doubleToLongBits(two[k]), "1 against 2 threads, value " + k);
            assertEquals(Double.doubleToLongBits(one[k]), Double.doubleToLongBits(four[k]), "1 against 4 threads, value " + k);
        }
    }
}
