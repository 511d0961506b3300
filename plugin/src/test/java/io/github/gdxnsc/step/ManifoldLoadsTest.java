package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.collision.ContactBuffer;
import org.junit.jupiter.api.Test;

/**
 * A manifold's new point takes, with its kept points, the load the manifold carried: checked by
 * the wrench the points' impulses make before and after, worked out here from the points.
 */
class ManifoldLoadsTest {
    private static final int[] IDS = {11, 12, 13, 14};
    private static final long MANIFOLD = 0x7000L;
    /** Body A (index 1) sits at the origin above body B (index 0): the normal on B points up, +y. */
    private static final double[] CENTRES = {0, -1, 0, 0, 0, 0, 5, 5, 5, 6, 6, 6};
    private static final double MU = 0.5;

    /** The four bodies: stable ids IDS, centres CENTRES, not turned. */
    static Bodies bodies() {
        Bodies b = new Bodies();
        for (int i = 0; i < IDS.length; i++) {
            b.add(null, false, 1, 1, 1, 1, 0, 0);
            b.id[i] = IDS[i];
            b.setPose(i, CENTRES[3 * i], CENTRES[3 * i + 1], CENTRES[3 * i + 2], 0, 0, 0, 1);
        }
        return b;
    }

    private static int add(ContactBuffer c, long manifold, int a, int b, double x, double z, int age, double n, double t1, double t2) {
        int k = c.add(), k3 = 3 * k;
        c.manifold[k] = manifold;
        c.pointAddress[k] = manifold + 64 + 192L * k;
        c.age[k] = age;
        c.bodyA[k] = a;
        c.bodyB[k] = b;
        c.pointA[k3] = c.pointB[k3] = (float) x;
        c.pointA[k3 + 1] = -0.5f;
        c.pointB[k3 + 1] = -0.5f;
        c.pointA[k3 + 2] = c.pointB[k3 + 2] = (float) z;
        c.normal[k3 + 1] = 1;
        c.friction[k] = (float) MU;
        c.impulse[k3] = (float) n;
        c.impulse[k3 + 1] = (float) t1;
        c.impulse[k3 + 2] = (float) t2;
        return k;
    }

    /** The force on A of contacts [from, to) and its moment about A's centre (the origin): 6 values. */
    private static double[] wrench(ContactBuffer c, int from, int to) {
        double[] w = new double[6], t = new double[6];
        for (int k = from; k < to; k++) {
            int k3 = 3 * k;
            ContactBuffer.tangents(c.normal[k3], c.normal[k3 + 1], c.normal[k3 + 2], t, 0);
            double[] f = new double[3];
            for (int i = 0; i < 3; i++) f[i] = c.impulse[k3] * c.normal[k3 + i] + c.impulse[k3 + 1] * t[i] + c.impulse[k3 + 2] * t[3 + i];
            double x = c.pointA[k3], y = c.pointA[k3 + 1], z = c.pointA[k3 + 2];
            w[0] += f[0];
            w[1] += f[1];
            w[2] += f[2];
            w[3] += y * f[2] - z * f[1];
            w[4] += z * f[0] - x * f[2];
            w[5] += x * f[1] - y * f[0];
        }
        return w;
    }

    /**
     * A box's face on four corners, off-centre load, some friction; then Bullet's area rule swaps one
     * corner for the face's centre. The load's centre stays inside the new points' hull, so they can
     * carry it exactly.
     */
    @Test
    void aSwappedPointTakesTheLoadItsCornerCarried() {
        ManifoldLoads loads = new ManifoldLoads();
        ContactBuffer last = new ContactBuffer();
        add(last, MANIFOLD, 1, 0, -0.5, -0.5, 40, 3.0, 0.2, -0.1);
        add(last, MANIFOLD, 1, 0, 0.5, -0.5, 40, 2.0, 0.1, 0.0);
        add(last, MANIFOLD, 1, 0, 0.5, 0.5, 40, 1.5, 0.3, 0.1);
        add(last, MANIFOLD, 1, 0, -0.5, 0.5, 40, 5.0, 0.2, 0.2);
        double[] before = wrench(last, 0, 4);
        loads.remember(last, IDS, CENTRES, false);

        ContactBuffer next = new ContactBuffer();
        add(next, MANIFOLD, 1, 0, -0.5, -0.5, 41, 3.0, 0.2, -0.1);
        add(next, MANIFOLD, 1, 0, 0.5, -0.5, 41, 2.0, 0.1, 0.0);
        int swapped = add(next, MANIFOLD, 1, 0, 0.0, 0.0, 1, 0, 0, 0); // the face's centre, cold from Bullet
        add(next, MANIFOLD, 1, 0, -0.5, 0.5, 41, 5.0, 0.2, 0.2);
        double[] cold = wrench(next, 0, 4);
        assertTrue(Math.abs(cold[1] - before[1]) > 1, "a cold point loses its corner's 1.5 N s");
        loads.fill(next, bodies(), false);
        assertEquals(1, loads.filled());
        double[] after = wrench(next, 0, 4);
        for (int i = 0; i < 6; i++) assertEquals(before[i], after[i], 1e-4 * (1 + Math.abs(before[i])), "wrench component " + i);
        assertTrue(next.impulse[3 * swapped] > 0, "the new point pushes");
        for (int k = 0; k < 4; k++) {
            double n = next.impulse[3 * k], t = Math.hypot(next.impulse[3 * k + 1], next.impulse[3 * k + 2]);
            assertTrue(n >= 0 && t <= MU * n * (1 + 1e-6), "point " + k + " inside its cone: " + n + ", " + t);
        }
    }

    @Test
    void aMovingContactsNewPointIsLeftCold() {
        ManifoldLoads loads = new ManifoldLoads();
        ContactBuffer last = new ContactBuffer();
        add(last, MANIFOLD, 1, 0, -0.5, 0, 40, 3.0, 0, 0);
        add(last, MANIFOLD, 1, 0, 0.5, 0, 40, 2.0, 0, 0);
        loads.remember(last, IDS, CENTRES, false);
        ContactBuffer next = new ContactBuffer();
        add(next, MANIFOLD, 1, 0, -0.5, 0, 41, 3.0, 0, 0);
        int fresh = add(next, MANIFOLD, 1, 0, 0.3, 0, 1, 0, 0, 0);
        Bodies bodies = bodies();
        bodies.vel[6 + 2] = 2 * ManifoldLoads.REST_SPEED; // A slides along z over B
        loads.fill(next, bodies, false);
        assertEquals(0, loads.filled());
        assertEquals(0f, next.impulse[3 * fresh]);
        bodies.vel[6 + 2] = 0.5 * ManifoldLoads.REST_SPEED;
        loads.fill(next, bodies, false);
        assertEquals(1, loads.filled(), "a contact at rest is refitted");
    }

    @Test
    void manifoldsThatJustMetOrLostNoPointStayAsRead() {
        ManifoldLoads loads = new ManifoldLoads();
        ContactBuffer last = new ContactBuffer();
        add(last, MANIFOLD, 1, 0, 0, 0, 5, 3.0, 0, 0);
        add(last, MANIFOLD + 512, 3, 2, 5, 5, 5, 1.0, 0, 0);
        loads.remember(last, IDS, CENTRES, false);

        ContactBuffer next = new ContactBuffer();
        int kept = add(next, MANIFOLD, 1, 0, 0, 0, 6, 2.5, 0, 0); // no new point: read as it is
        int met = add(next, 0x9000L, 1, 0, 0.3, 0, 1, 0, 0, 0); // a manifold not seen last step
        int reused = add(next, MANIFOLD + 512, 2, 3, 5, 5, 1, 0, 0, 0); // its memory now serves another pair
        int swept = add(next, 0, 1, 0, 0, 0, 0, 0, 0, 0); // a contact of no manifold
        loads.fill(next, bodies(), false);
        assertEquals(0, loads.filled());
        assertEquals(2.5f, next.impulse[3 * kept]);
        assertEquals(0f, next.impulse[3 * met]);
        assertEquals(0f, next.impulse[3 * reused]);
        assertEquals(0f, next.impulse[3 * swept]);

        loads.forget(); // a snapshot rebuilt Bullet's cache
        ContactBuffer again = new ContactBuffer();
        int fresh = add(again, MANIFOLD, 1, 0, 0, 0, 1, 0, 0, 0);
        loads.fill(again, bodies(), false);
        assertEquals(0f, again.impulse[3 * fresh]);
    }
}
