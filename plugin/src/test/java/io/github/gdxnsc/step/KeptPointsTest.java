package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.collision.ContactBuffer;
import org.junit.jupiter.api.Test;

/**
 * A full manifold's new point inside its old points is refused and the point it replaced shown
 * again, where the bodies now carry it and with its last impulses; a point outside, or an old point
 * that slid, is left to Bullet.
 */
class KeptPointsTest {
    private static final long MANIFOLD = 0x5000L;
    /** A box face's corners under body A (index 1, centred at the origin) on body B (index 0). */
    private static final double[][] CORNERS = {{-0.5, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-0.5, 0.5}};
    private static final double[] LOADS = {3, 2, 4, 5};

    private static ContactBuffer face(int age) {
        ContactBuffer c = new ContactBuffer();
        for (int i = 0; i < 4; i++) add(c, i, CORNERS[i][0], CORNERS[i][1], age, LOADS[i]);
        return c;
    }

    private static void add(ContactBuffer c, int slot, double x, double z, int age, double load) {
        int k = c.add(), k3 = 3 * k;
        c.manifold[k] = MANIFOLD;
        c.pointAddress[k] = MANIFOLD + 64 + 192L * slot;
        c.age[k] = age;
        c.bodyA[k] = 1;
        c.bodyB[k] = 0;
        c.pointA[k3] = c.pointB[k3] = (float) x;
        c.pointA[k3 + 1] = c.pointB[k3 + 1] = -0.5f;
        c.pointA[k3 + 2] = c.pointB[k3 + 2] = (float) z;
        c.normal[k3 + 1] = 1;
        c.friction[k] = 0.5f;
        c.impulse[k3] = (float) load;
    }

    /** Steps a resting face once, then hands the next read, in which slot 2's corner was replaced by a point at (x, z), to the loads. */
    private static ContactBuffer replaceCorner(ManifoldLoads loads, Bodies bodies, double x, double z) {
        ContactBuffer last = face(40);
        loads.fill(last, bodies, true);
        loads.remember(last, bodies.id, bodies.pos, true);
        ContactBuffer next = face(41);
        int k3 = 3 * 2;
        next.pointA[k3] = next.pointB[k3] = (float) x;
        next.pointA[k3 + 2] = next.pointB[k3 + 2] = (float) z;
        next.age[2] = 1;
        next.impulse[k3] = 0;
        loads.fill(next, bodies, true);
        return next;
    }

    @Test
    void aTieInsideTheFaceGivesItsSlotBackToTheCorner() {
        ManifoldLoads loads = new ManifoldLoads();
        ContactBuffer next = replaceCorner(loads, ManifoldLoadsTest.bodies(), 0, 0); // the face's centre
        assertEquals(1, loads.kept());
        assertEquals(0, loads.filled(), "no new point is left to warm-start");
        assertEquals(0.5f, next.pointA[6]);
        assertEquals(0.5f, next.pointB[8]);
        assertEquals(0f, next.distance[2]);
        assertEquals(4f, next.impulse[6], "the corner's own impulse");
        assertTrue(next.age[2] > ManifoldLoads.NEW_POINT_AGE);
    }

    @Test
    void aPointOutsideTheFaceIsBullets() {
        ManifoldLoads loads = new ManifoldLoads();
        ContactBuffer next = replaceCorner(loads, ManifoldLoadsTest.bodies(), 0.9, 0);
        assertEquals(0, loads.kept());
        assertEquals(1, loads.filled(), "the new point is warm-started instead");
        assertEquals(0.9f, next.pointA[6]);
    }

    @Test
    void aCornerThatSlidIsLetGo() {
        ManifoldLoads loads = new ManifoldLoads();
        Bodies bodies = ManifoldLoadsTest.bodies();
        ContactBuffer last = face(40);
        loads.fill(last, bodies, true);
        loads.remember(last, bodies.id, bodies.pos, true);
        bodies.setPose(1, 2 * KeptPoints.DRIFT, 0, 0, 0, 0, 0, 1); // A slid 2 mm along x over B
        ContactBuffer next = face(41);
        next.pointA[6] = next.pointB[6] = 0;
        next.pointA[8] = next.pointB[8] = 0;
        next.age[2] = 1;
        next.impulse[6] = 0;
        loads.fill(next, bodies, true);
        assertEquals(0, loads.kept());
        assertEquals(0f, next.pointA[6]);
    }
}
