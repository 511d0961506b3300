package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * NscConfig.multipointContacts: a cylinder set down flat on a box and a hull on a hull get their
 * manifolds at once either way (the perturbed detections of collision.HullPairDetection); box on
 * box has its own detector and is not affected; a sphere on a box gets its one point several times
 * over, nearly, with it.
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

    /**
     * A hull on a hull, and a cylinder, capsule or cone on a box or hull, are perturbed by the hull
     * pairs' own detection (collision.HullPairDetection), whatever the setting.
     */
    @Test
    void aCylinderOnABoxAndAHullOnAHullTouchWithAManifoldAtOnceEitherWay() {
        for (Kind kind : new Kind[] {Kind.CYLINDER, Kind.HULL}) {
            for (boolean multipoint : new boolean[] {false, true}) {
                int n = firstStepContacts(multipoint, kind);
                assertTrue(n >= 3, kind + ", multipoint " + multipoint + ": a manifold at once: " + n + " points");
            }
        }
    }

    /**
     * A cylinder lying on a box, sliding frictionless along its axis: its old points drift past
     * Bullet's breaking threshold and die every step, and on Bullet's one new point a step it sank
     * through the ground (its centre 0.25 m under its rest height within 10 s at 0.5 m/s).
     * Perturbed, it slides on the ground.
     */
    @Test
    void aCylinderLyingOnABoxSlidesAlongItsAxisWithoutSinking() {
        for (float speed : new float[] {0.5f, 2}) {
            NscWorld w = new NscWorld(Scenes.config(1));
            try {
                Scenes.ground(w, 0, 0);
                float r = 0.15f;
                RigidBody cylinder = w.createBody(new BodyDef().shape(w.shapes().cylinder(r, 0.5f, r)).mass(1).friction(0)
                        .position(0, r, -25).rotation(new com.badlogic.gdx.math.Quaternion(com.badlogic.gdx.math.Vector3.X, 90))
                        .linearVelocity(0, 0, speed));
                com.badlogic.gdx.math.Vector3 p = new com.badlogic.gdx.math.Vector3();
                double lowest = Double.POSITIVE_INFINITY;
                for (int step = 0; step < 600; step++) {
                    w.stepOnce();
                    lowest = Math.min(lowest, cylinder.getPosition(p).y);
                }
                System.out.printf("lying cylinder sliding at %.1f m/s: lowest centre %.5f m (radius %.2f), at z %.2f after 10 s%n", speed, lowest, r, p.z);
                assertTrue(lowest > r - 0.005, "sank to " + lowest + " at " + speed + " m/s");
                assertEquals(-25 + 10 * speed, p.z, 0.01 * 10 * speed, "frictionless, it keeps its speed");
            } finally {
                w.dispose();
            }
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
