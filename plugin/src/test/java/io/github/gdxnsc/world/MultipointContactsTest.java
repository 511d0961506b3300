package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * NscConfig.multipointContacts: a convex hull set down flat on another (Bullet's general
 * convex-convex detector) touches with one point on its first step without it, and with a
 * manifold of several points with it; box on box has its own detector and is not affected.
 */
class MultipointContactsTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** A 1 m cube as hull points, about its centre. */
    static final float[] CUBE = {-0.5f, -0.5f, -0.5f, 0.5f, -0.5f, -0.5f, 0.5f, 0.5f, -0.5f, -0.5f, 0.5f, -0.5f,
            -0.5f, -0.5f, 0.5f, 0.5f, -0.5f, 0.5f, 0.5f, 0.5f, 0.5f, -0.5f, 0.5f, 0.5f};

    /** Contact points after the first step of a cube resting 1 mm into a static cube below it. */
    static int firstStepContacts(boolean multipoint, boolean hulls) {
        NscConfig config = Scenes.config(1);
        config.multipointContacts = multipoint;
        NscWorld w = new NscWorld(config);
        try {
            BodyDef def = new BodyDef();
            def.shape = hulls ? w.shapes().convexHull(CUBE) : w.shapes().box(0.5f, 0.5f, 0.5f);
            if (hulls) def.shape.setMargin(0.01f); // Bullet rounds hulls outside the points; small, so the faces meet flat
            w.createBody(def.mass(0).position(0, 0.5f, 0));
            w.createBody(def.mass(1).position(0, 1.499f, 0));
            w.stepOnce();
            return w.getContactCount();
        } finally {
            w.dispose();
        }
    }

    @Test
    void aHullOnAHullTouchesWithAManifoldAtOnceOnlyWithMultipointContacts() {
        int without = firstStepContacts(false, true), with = firstStepContacts(true, true);
        assertEquals(1, without, "one point a step without perturbation");
        assertTrue(with >= 3, "a manifold at once with it: " + with + " points");
    }

    @Test
    void boxesKeepTheirOwnDetector() {
        assertEquals(4, firstStepContacts(false, false));
        assertEquals(4, firstStepContacts(true, false));
    }

    @Test
    void itIsOffByDefaultAndCopiedWithTheConfig() {
        assertEquals(false, NscConfig.defaults().multipointContacts);
        NscConfig c = NscConfig.defaults();
        c.multipointContacts = true;
        assertTrue(NscConfig.defaults().set(c).multipointContacts);
    }
}
