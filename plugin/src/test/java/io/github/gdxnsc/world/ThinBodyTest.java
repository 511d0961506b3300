package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Thin plates on the ground and on each other: each contact settles at the contact slop's overlap
 * (2 mm by default, absolute), so a dynamic body must be 5 contact slops thick. A thinner one is
 * refused, and a contact slop raised past a body's thickness too; with the slop lowered as the
 * refusal says, plates of 1 to 5 mm keep their thickness as a 10 mm one does at the default.
 */
class ThinBodyTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Two plates of thickness t stacked on the ground for 3 s: {lower centre height, gap between centres} over t. */
    static double[] stack(float t, float slop) {
        NscConfig c = Scenes.config(1);
        c.contactSlop = slop;
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef plate = new BodyDef().shape(w.shapes().box(0.2f, t / 2, 0.2f)).mass(0.5f).friction(0.6f);
            RigidBody lower = w.createBody(plate.position(0, t / 2, 0)), upper = w.createBody(plate.position(0, 2 * t, 0));
            // the upper plate drops from half a thickness: placed exactly touching, the 2 mm pair swapped places at its first contact
            for (int s = 0; s < 180; s++) w.stepOnce();
            double yl = lower.getPosition(new Vector3()).y, yu = upper.getPosition(new Vector3()).y;
            return new double[] {yl / t, (yu - yl) / t};
        } finally {
            w.dispose();
        }
    }

    @Test
    void platesKeepTheirThicknessAtASlopOfAFifthOfIt() {
        float defaultSlop = NscConfig.defaults().contactSlop;
        for (float t : new float[] {0.001f, 0.002f, 0.005f, 0.01f, 0.02f}) {
            float slop = Math.min(defaultSlop, t / 5);
            double[] r = stack(t, slop);
            System.out.printf("thin plates %.0f mm, contactSlop %.1f mm: lower centre at %.2f t, centres %.2f t apart (0.5 and 1 when kept)%n",
                    t * 1000, slop * 1000, r[0], r[1]);
            assertTrue(r[0] > 0.25, t + " m: the lower plate stays mostly above the ground, centre at " + r[0] + " t");
            assertTrue(r[1] > 0.75, t + " m: the plates stay apart, centres " + r[1] + " t apart");
        }
    }

    @Test
    void aBodyThinnerThanFiveSlopsIsRefusedAndSoIsASlopRaisedPastOne() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            // before, a 2 mm plate was accepted and rested with its centre inside the ground
            String m = assertThrows(IllegalArgumentException.class,
                    () -> w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.001f, 0.2f)).mass(0.5f))).getMessage();
            assertTrue(m.startsWith("shape: a dynamic body must be at least 5 contact slops thick") && m.contains("at most 0.000400 m"), m);
            assertEquals(0, w.getBodies().size);
            w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.001f, 0.2f)).mass(0)); // static: not simulated, not checked
            RigidBody plate = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.005f, 0.2f)).mass(0.5f).position(0, 1, 0));
            w.stepOnce();
            Vector3 before = plate.getPosition(new Vector3());
            w.getConfig().contactSlop = 0.003f; // 15 mm needed, the plate is 10 mm
            m = assertThrows(IllegalArgumentException.class, w::stepOnce).getMessage();
            assertTrue(m.startsWith("contactSlop: 0.00300 m needs every dynamic body at least") && m.contains("at most 0.00200 m"), m);
            assertEquals(before, plate.getPosition(new Vector3()), "the refused step moved nothing");
            w.getConfig().contactSlop = 0.002f;
            w.stepOnce();
        } finally {
            w.dispose();
        }
    }

    /**
     * A thin coin (1 m across, 5 cm thick) spinning flat at 10 to 80 rad/s on the ground: the coin
     * turns 0.17 to 1.3 rad a step, so Bullet drops last step's points (their anchors moved along the
     * ground past its breaking threshold) and its cylinder-box detector finds one rim point a step;
     * the perturbed detections a cylinder on a box gets (collision.HullPairDetection, whatever
     * multipointContacts says) give the manifold its points in the step itself. The coin stays on
     * the ground and comes to rest at the contact slop's overlap.
     */
    @Test
    void aSpinningCoinStaysOnTheGround() {
        for (float spin : new float[] {10, 30, 50, 80}) for (boolean multipoint : new boolean[] {false, true}) {
            NscConfig c = Scenes.config(1);
            c.multipointContacts = multipoint;
            NscWorld w = new NscWorld(c);
            try {
                Scenes.ground(w, 0.6f, 0);
                float t = 0.05f;
                RigidBody coin = w.createBody(new BodyDef().shape(w.shapes().cylinder(Axis.Y, 1f, t)).mass(1).position(0, t / 2, 0)
                        .angularVelocity(0, spin, 0));
                Vector3 p = new Vector3();
                double lowest = Double.MAX_VALUE;
                for (int s = 0; s < 600; s++) {
                    w.stepOnce();
                    lowest = Math.min(lowest, coin.getPosition(p).y);
                }
                double rest = t / 2 - (c.contactSlop - 2 * c.contactSkin); // the rest depth less the coin's and the ground's skins
                System.out.printf("coin at %.0f rad/s (multipointContacts %s): lowest centre %.4f m, at 10 s %.4f m (rest %.4f m)%n", spin,
                        multipoint, lowest, p.y, rest);
                assertTrue(lowest > 0, "the coin's centre stays above the ground: " + lowest);
                assertEquals(rest, p.y, 5e-4, "at rest on the ground");
            } finally {
                w.dispose();
            }
        }
    }
}
