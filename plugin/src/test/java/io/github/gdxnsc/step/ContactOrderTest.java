package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.parallel.WorkerPool;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The contacts' body order: the pairs' runs sorted by their lower dynamic body, ties in read
 * order, each manifold's points together and in order, every field of a contact moved with it;
 * a buffer already in order left as it is, and a small one in Bullet's order; the pool's copy the
 * caller's, bit for bit.
 */
class ContactOrderTest {
    /** Bodies 0 and 5 static (the ground, a wall), 7 kinematic, the rest dynamic. */
    private static Bodies bodies(int n) {
        Bodies b = new Bodies();
        for (int i = 0; i < n; i++) b.add(null, i == 0 || i == 5, 1, 1, 1, 1, 0, 0);
        b.isKinematic[7] = true;
        return b;
    }

    /** A read of {@code manifolds} manifolds of 1-4 points between random bodies; each contact's fields derive from its read index k. */
    private static ContactBuffer read(Random rnd, int manifolds, int bodies) {
        ContactBuffer c = new ContactBuffer();
        for (int m = 0; m < manifolds; m++) {
            int a = rnd.nextInt(bodies), b = rnd.nextInt(bodies - 1);
            if (b >= a) b++;
            if (rnd.nextInt(8) == 0) b = -1; // a static object no body stands for
            int points = 1 + rnd.nextInt(4);
            for (int p = 0; p < points; p++) {
                int k = c.add();
                c.bodyA[k] = a;
                c.bodyB[k] = b;
                c.manifold[k] = 0x1000L * (m + 1);
                c.pointAddress[k] = 0x1000L * (m + 1) + 192L * p;
                for (int i = 0; i < 3; i++) {
                    c.pointA[3 * k + i] = k + 0.1f * i;
                    c.pointB[3 * k + i] = -k - 0.1f * i;
                    c.normal[3 * k + i] = k * 3 + i;
                    c.impulse[3 * k + i] = k * 7 + i;
                }
                c.distance[k] = -k;
                c.friction[k] = k * 0.5f;
                c.restitution[k] = k * 0.25f;
                c.recoveryImpulse[k] = k * 2;
                c.age[k] = k + 1;
            }
        }
        return c;
    }

    /** The sort key of contact k: the lower index of its dynamic bodies (the body count when none is). */
    private static int key(ContactBuffer c, int k, Bodies bodies) {
        int a = c.bodyA[k], b = c.bodyB[k];
        int ka = a >= 0 && bodies.isDynamic(a) ? a : bodies.count, kb = b >= 0 && bodies.isDynamic(b) ? b : bodies.count;
        return Math.min(ka, kb);
    }

    /** The read index a contact came from, recovered from its fields; every field must agree on it. */
    private static int origin(ContactBuffer c, int k) {
        int at = (int) (-c.distance[k]);
        assertEquals(at * 3 + 2, c.normal[3 * k + 2], "normal moved with the contact");
        assertEquals(at * 7 + 1, c.impulse[3 * k + 1], "impulse moved with the contact");
        assertEquals(at + 0.2f, c.pointA[3 * k + 2], "point A moved with the contact");
        assertEquals(-at - 0.1f, c.pointB[3 * k + 1], "point B moved with the contact");
        assertEquals(at * 0.5f, c.friction[k], "friction moved with the contact");
        assertEquals(at * 0.25f, c.restitution[k], "restitution moved with the contact");
        assertEquals(at * 2f, c.recoveryImpulse[k], "recovery impulse moved with the contact");
        assertEquals(at + 1, c.age[k], "age moved with the contact");
        return at;
    }

    @Test
    void pairsAreSortedByTheirLowerDynamicBodyStablyWithEveryFieldAndManifoldKept() {
        Bodies bodies = bodies(40);
        Random rnd = new Random(3);
        ContactBuffer c = read(rnd, 2000, 40), before = read(new Random(3), 2000, 40);
        assertTrue(c.count() >= ContactOrder.MIN_CONTACTS);
        new ContactOrder().sort(c, bodies, null);

        assertEquals(before.count(), c.count(), "no contact lost or added");
        boolean[] seen = new boolean[c.count()];
        for (int k = 0; k < c.count(); k++) {
            int at = origin(c, k);
            assertTrue(!seen[at], "contact " + at + " appears twice");
            seen[at] = true;
            assertEquals(before.bodyA[at], c.bodyA[k]);
            assertEquals(before.bodyB[at], c.bodyB[k]);
            assertEquals(before.pointAddress[at], c.pointAddress[k]);
            assertEquals(before.manifold[at], c.manifold[k]);
            if (k > 0) {
                int prev = origin(c, k - 1);
                assertTrue(key(c, k - 1, bodies) <= key(c, k, bodies), "keys ascend at " + k);
                // equal keys keep the read's order; a manifold's points stay together and in order
                if (key(c, k - 1, bodies) == key(c, k, bodies)) assertTrue(prev < at, "ties in read order at " + k);
                if (c.manifold[k] == c.manifold[k - 1]) assertEquals(prev + 1, at, "a manifold's points stay consecutive");
            }
        }
        // a manifold's points are never split by another pair's
        List<Long> finished = new ArrayList<>();
        for (int k = 1; k < c.count(); k++) {
            if (c.manifold[k] != c.manifold[k - 1]) {
                assertTrue(!finished.contains(c.manifold[k]), "manifold " + Long.toHexString(c.manifold[k]) + " split");
                finished.add(c.manifold[k - 1]);
            }
        }
        // the static ground (0) and the kinematic body (7) never key a pair: a pair with one dynamic body sorts by it
        for (int k = 0; k < c.count(); k++) {
            int a = c.bodyA[k], b = c.bodyB[k];
            if ((a == 0 || a == 7) && b > 0 && bodies.isDynamic(b)) assertEquals(b, key(c, k, bodies));
        }
    }

    @Test
    void aBufferAlreadyInOrderStaysAsItIs() {
        Bodies bodies = bodies(40);
        ContactBuffer c = read(new Random(5), 2000, 40);
        ContactOrder order = new ContactOrder();
        order.sort(c, bodies, null);
        float[] arrays = c.distance;
        ContactBuffer once = read(new Random(5), 2000, 40);
        order.sort(once, bodies, null);
        order.sort(c, bodies, null);
        assertTrue(arrays == c.distance, "a sorted buffer is not copied again");
        for (int k = 0; k < c.count(); k++) assertEquals(once.distance[k], c.distance[k], "contact " + k);
    }

    @Test
    void fewerContactsKeepBulletsOrder() {
        Bodies bodies = bodies(40);
        ContactBuffer c = read(new Random(7), 500, 40), before = read(new Random(7), 500, 40);
        assertTrue(c.count() < ContactOrder.MIN_CONTACTS);
        new ContactOrder().sort(c, bodies, null);
        for (int k = 0; k < c.count(); k++) assertEquals(k, origin(c, k), "contact " + k + " stays where Bullet put it");
        assertEquals(before.count(), c.count());
    }

    @Test
    void thePoolsCopyIsTheCallersBitForBit() {
        Bodies bodies = bodies(600);
        ContactBuffer serial = read(new Random(9), 8000, 600), pooled = read(new Random(9), 8000, 600);
        assertTrue(pooled.count() >= 4 * PoolThresholds.CONTACT_CHUNK, "a loop of several chunks");
        new ContactOrder().sort(serial, bodies, null);
        try (WorkerPool pool = new WorkerPool(3)) {
            new ContactOrder().sort(pooled, bodies, pool);
        }
        for (int k = 0; k < serial.count(); k++) {
            assertEquals(origin(serial, k), origin(pooled, k), "contact " + k);
            assertEquals(serial.pointAddress[k], pooled.pointAddress[k], "contact " + k);
        }
    }
}
