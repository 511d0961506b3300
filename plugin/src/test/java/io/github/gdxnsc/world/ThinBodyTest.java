package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Thin plates on the ground and on each other: each contact settles at the contact slop's overlap
 * (2 mm by default, absolute), so a plate keeps its thickness less the slop. The README states the
 * least thickness that works (5 contact slops, 10 mm at the default); this measures it and prints
 * thinner plates sinking into the ground and into each other.
 */
class ThinBodyTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Two plates of thickness t stacked on the ground for 3 s: {lower centre height, gap between centres} over t. */
    static double[] stack(float t) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef plate = new BodyDef().shape(w.shapes().box(0.2f, t / 2, 0.2f)).mass(0.5f).friction(0.6f);
            RigidBody lower = w.createBody(plate.position(0, t / 2, 0)), upper = w.createBody(plate.position(0, 1.5f * t, 0));
            for (int s = 0; s < 180; s++) w.stepOnce();
            double yl = lower.getPosition(new Vector3()).y, yu = upper.getPosition(new Vector3()).y;
            return new double[] {yl / t, (yu - yl) / t};
        } finally {
            w.dispose();
        }
    }

    @Test
    void platesKeepTheirThickness() {
        for (float t : new float[] {0.001f, 0.002f, 0.005f, 0.01f, 0.02f}) {
            double[] r = stack(t);
            System.out.printf("thin plates %.0f mm: lower centre at %.2f t, centres %.2f t apart (0.5 and 1 when kept)%n", t * 1000, r[0], r[1]);
            if (t >= 0.01f) {
                assertTrue(r[0] > 0.25, t + " m: the lower plate stays mostly above the ground, centre at " + r[0] + " t");
                assertTrue(r[1] > 0.75, t + " m: the plates stay apart, centres " + r[1] + " t apart");
            }
        }
    }
}
