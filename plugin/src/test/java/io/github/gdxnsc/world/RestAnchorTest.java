package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Rest anchors (restAnchor): a contact resting between its rest depth and the slop plus the dead
 * band is held near the depth it came to rest at. Without them nothing pushes inside that band, and
 * a 1:100 column standing off the origin, whose contact points the float rounding makes slightly
 * lopsided, rocks sideways at the speed the solve's tolerance lets through until a corner reaches
 * an edge of the band.
 */
class RestAnchorTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** The contacts' depths (m, positive into the ground) of the world's contacts. */
    private static double[] depths(NscWorld w) {
        double[] d = new double[w.getContactCount()];
        for (int k = 0; k < d.length; k++) d[k] = -w.getContactDistance(k);
        return d;
    }

    /**
     * A resting cube moved 50 um deeper, inside the band: without anchors it stays there (nothing
     * pushes inside the band); held by its anchors it comes back to within the anchors' reach of the
     * depth it rested at.
     */
    @Test
    void aRestingContactMovedInsideTheBandComesBackToItsAnchor() {
        float sunk = 5e-5f;
        for (float reach : new float[] {0f, 1e-6f}) {
            NscConfig c = Scenes.config(1);
            c.restAnchor = reach;
            NscWorld w = new NscWorld(c);
            try {
                Scenes.ground(w, 0.6f, 0);
                RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f).position(0, 0.5f, 0));
                for (int s = 0; s < 120; s++) w.stepOnce();
                double[] rested = depths(w);
                Vector3 p = box.getPosition(new Vector3());
                box.setTransform(p.sub(0, sunk, 0), box.getRotation(new Quaternion()));
                for (int s = 0; s < 300; s++) w.stepOnce();
                double[] after = depths(w);
                assertEquals(4, after.length, "a cube on the ground rests on its four corners");
                System.out.printf("cube rested at %.5f mm, moved %.3f mm deeper, restAnchor %.0e m: %.5f to %.5f mm after 5 s%n", rested[0] * 1e3,
                        sunk * 1e3, reach, min(after) * 1e3, max(after) * 1e3);
                assertTrue(max(after) < c.contactSlop + c.recoveryDeadBand, "inside the band: nothing else pushes");
                for (int k = 0; k < 4; k++) {
                    if (reach == 0) assertEquals(rested[k] + sunk, after[k], 2e-6, "left where it was moved, corner " + k);
                    else assertEquals(rested[k], after[k], 2 * reach, "back at its anchor, corner " + k);
                }
            } finally {
                w.dispose();
            }
        }
    }

    /**
     * Five cubes of half size 0.501 m (four of 1 kg under one of 100 kg) at x = -1.5, or the same
     * with 0.5 m cubes and a 1 mm collision skin (the shapes Bullet collides are the same size): the
     * top cube's largest sideways excursion over 1800 steps. Without anchors the column rocks across
     * the band (0.1 mm and more at the top); held, it stays within hundredths of a millimetre.
     */
    @Test
    void aOneToHundredColumnOfInexactCubesDoesNotCreepSideways() {
        for (boolean skin : new boolean[] {false, true}) {
            double free = topExcursion(0f, skin), held = topExcursion(1e-6f, skin);
            System.out.printf("1:100 column, %s: top's largest sideways excursion over 1800 steps %.4f mm without anchors, %.4f mm with%n",
                    skin ? "0.5 m cubes, contactSkin 1 mm" : "0.501 m cubes", free * 1e3, held * 1e3);
            assertTrue(free > 1e-4, "without anchors the column rocks: " + free + " m");
            assertTrue(held < 8e-5, "held by its anchors the column stays: " + held + " m");
        }
    }

    /**
     * The extract stage adds continuous collision's swept contacts after the anchors were read for
     * Bullet's points: sixteen resting cubes (64 contacts, the anchors' first capacity) and a fast CCD
     * ball shot into the first, anchors on, step through the hit.
     */
    @Test
    void sweptContactsAddedAfterTheAnchorsAreReadAreSolved() {
        NscConfig c = Scenes.config(1);
        c.restAnchor = 1e-6f;
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            RigidBody first = null;
            for (int i = 0; i < 16; i++) {
                RigidBody b = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f).position(0, 0.5f, 2f * i));
                if (i == 0) first = b;
            }
            for (int s = 0; s < 60; s++) w.stepOnce();
            assertEquals(64, w.getContactCount(), "sixteen cubes on their four corners");
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.05f)).mass(0.1f).position(-3, 0.5f, 0));
            ball.setCcd(true);
            ball.setLinearVelocity(new Vector3(80, 0, 0));
            int most = 0;
            for (int s = 0; s < 10; s++) {
                w.stepOnce();
                most = Math.max(most, w.getContactCount());
            }
            Vector3 v = first.getLinearVelocity(new Vector3());
            System.out.printf("CCD ball into the first of sixteen resting cubes, anchors on: up to %d contacts a step, the cube left at %.3f m/s%n", most, v.x);
            assertTrue(most > 64, "the ball's swept contact came on top of the cubes' 64");
            assertTrue(v.x > 0.1, "the hit moved the cube: " + v.x + " m/s");
        } finally {
            w.dispose();
        }
    }

    /** The top cube's largest |x displacement| (m) over 1800 steps of the heavy-on-light column. */
    private static double topExcursion(float reach, boolean skin) {
        NscConfig c = Scenes.config(1);
        c.restAnchor = reach;
        float h = skin ? 0.5f : 0.501f;
        if (skin) c.contactSkin = 0.001f;
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(40, 0.5f, 40)).mass(0).friction(0.8f).position(0, -0.5f, 0));
            float[] kg = {1, 1, 1, 1, 100};
            RigidBody top = null;
            for (int i = 0; i < kg.length; i++)
                top = w.createBody(new BodyDef().shape(w.shapes().box(h, h, h)).mass(kg[i]).friction(0.6f).position(-1.5f, h * (2 * i + 1), 0));
            Vector3 p = new Vector3();
            double x0 = top.getPosition(p).x, worst = 0;
            for (int s = 0; s < 1800; s++) {
                w.stepOnce();
                worst = Math.max(worst, Math.abs(top.getPosition(p).x - x0));
            }
            return worst;
        } finally {
            w.dispose();
        }
    }

    private static double min(double[] a) {
        double m = Double.POSITIVE_INFINITY;
        for (double v : a) m = Math.min(m, v);
        return m;
    }

    private static double max(double[] a) {
        double m = Double.NEGATIVE_INFINITY;
        for (double v : a) m = Math.max(m, v);
        return m;
    }
}
