package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * NscConfig.multipointContacts: a cylinder set down flat on a box (Bullet's general convex-convex
 * detector) touches with one point on its first step without it, and with a manifold of several
 * points with it; box on box has its own detector and is not affected; a hull on a hull gets its
 * manifold at once either way (the hull pairs' own detection); a sphere on a box gets its one point
 * several times over, nearly.
 */
class MultipointContactsTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** A 1 m cube as hull points, about its centre. */
    static final float[] CUBE = {-0.5f, -0.5f, -0.5f, 0.5f, -0.5f, -0.5f, 0.5f, 0.5f, -0.5f, -0.5f, 0.5f, -0.5f,
            -0.5f, -0.5f, 0.5f, 0.5f, -0.5f, 0.5f, 0.5f, 0.5f, 0.5f, -0.5f, 0.5f, 0.5f};

    private enum Kind { BOX, HULL, CYLINDER }

    /** Contact points after the first step of a unit cube (a cylinder: 1 m across, 1 m high) resting 1 mm into a static one of the same kind below it (a box under the cylinder). */
    static int firstStepContacts(boolean multipoint, Kind kind) {
        NscConfig config = Scenes.config(1);
        config.multipointContacts = multipoint;
        NscWorld w = new NscWorld(config);
        try {
            BodyDef def = new BodyDef();
            def.shape = kind == Kind.HULL ? w.shapes().convexHull(CUBE) : w.shapes().box(0.5f, 0.5f, 0.5f);
            if (kind == Kind.HULL) def.shape.setMargin(0.01f); // Bullet rounds hulls outside the points; small, so the faces meet flat
            w.createBody(def.mass(0).position(0, 0.5f, 0));
            if (kind == Kind.CYLINDER) def.shape = w.shapes().cylinder(0.5f, 0.5f, 0.5f);
            w.createBody(def.mass(1).position(0, 1.499f, 0));
            w.stepOnce();
            return w.getContactCount();
        } finally {
            w.dispose();
        }
    }

    @Test
    void aCylinderOnABoxTouchesWithAManifoldAtOnceOnlyWithMultipointContacts() {
        int without = firstStepContacts(false, Kind.CYLINDER), with = firstStepContacts(true, Kind.CYLINDER);
        assertEquals(1, without, "one point a step without perturbation");
        assertTrue(with >= 3, "a manifold at once with it: " + with + " points");
    }

    @Test
    void aHullOnAHullTouchesWithAManifoldAtOnceEitherWay() {
        for (boolean multipoint : new boolean[] {false, true}) {
            int n = firstStepContacts(multipoint, Kind.HULL);
            assertTrue(n >= 3, "multipoint " + multipoint + ": a manifold at once: " + n + " points");
        }
    }

    /** A sphere meets the ground's box through the same detector; its perturbed detections find its one point again, nearly. */
    @Test
    void aRestingSphereGetsCoincidentPointsWithMultipointContacts() {
        for (boolean multipoint : new boolean[] {false, true}) {
            NscConfig config = Scenes.config(1);
            config.multipointContacts = multipoint;
            NscWorld w = new NscWorld(config);
            try {
                Scenes.ground(w, 0.5f, 0);
                BodyDef def = new BodyDef();
                def.shape = w.shapes().sphere(0.3f);
                w.createBody(def.mass(1).position(0, 0.299f, 0));
                for (int i = 0; i < 30; i++) w.stepOnce();
                int n = w.getContactCount();
                if (!multipoint) assertEquals(1, n);
                else assertTrue(n > 1, "several points where one touches: " + n);
                // a sphere touches at one point: the others are that point found again, its depth to a fraction of a millimetre
                for (int k = 1; k < n; k++) assertEquals(w.getContactDistance(0), w.getContactDistance(k), 5e-4f, "point " + k);
            } finally {
                w.dispose();
            }
        }
    }

    @Test
    void boxesKeepTheirOwnDetector() {
        assertEquals(4, firstStepContacts(false, Kind.BOX));
        assertEquals(4, firstStepContacts(true, Kind.BOX));
    }

    @Test
    void itIsOffByDefaultAndCopiedWithTheConfig() {
        assertEquals(false, NscConfig.defaults().multipointContacts);
        NscConfig c = NscConfig.defaults();
        c.multipointContacts = true;
        assertTrue(NscConfig.defaults().set(c).multipointContacts);
    }
}
