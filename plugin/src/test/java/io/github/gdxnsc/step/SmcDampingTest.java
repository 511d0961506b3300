package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The calibrated dampers: without clipping the linear spring-dashpot has the closed form
 * {@code e = exp(-zeta pi / sqrt(1 - zeta^2))}, which clipping must raise; the tables invert.
 */
class SmcDampingTest {

    @Test
    void tablesInvertTheirCollisions() {
        for (boolean hertz : new boolean[] {false, true}) {
            for (double e = 0.1; e < 0.95; e += 0.1) {
                double c = SmcDamping.forRestitution(hertz, e);
                double back = SmcDamping.restitution(hertz, c);
                double textbook = -Math.log(e) / Math.sqrt(Math.PI * Math.PI + Math.log(e) * Math.log(e));
                System.out.printf("%s: e %.2f <- damping %.5f (textbook zeta %.5f), e again %.5f%n", hertz ? "hertz" : "hooke", e, c, textbook, back);
                assertEquals(e, back, 1e-3 * e, "round trip");
            }
        }
    }

    /**
     * The substep tables: the damping each gives for e at a dimensionless substep length returns e
     * when the substeps are stepped again at tabled and between-tabled lengths; at 0 it is the
     * continuous collision's.
     */
    @Test
    void substepTablesInvertTheSteppedCollision() {
        for (boolean hertz : new boolean[] {false, true}) {
            for (double tau : new double[] {0.05, 0.2, 0.25, 0.3}) {
                for (double e = 0.1; e < 0.95; e += 0.1) {
                    double c = SmcDamping.forRestitution(hertz, e, tau), back = SmcDamping.substepRestitution(hertz, hertz ? c : 2 * c, tau);
                    System.out.printf("%s substeps %.2f: e %.2f <- damping %.5f (continuous %.5f), e again %.5f%n", hertz ? "hertz" : "hooke",
                            tau, e, c, SmcDamping.forRestitution(hertz, e), back);
                    assertEquals(e, back, 0.01 * e, "round trip at substep " + tau);
                }
            }
            assertEquals(SmcDamping.forRestitution(hertz, 0.3), SmcDamping.forRestitution(hertz, 0.3, 0), 1e-12);
        }
    }

    /**
     * A contact that touches within a substep gets the force of the part in touch: a Hooke contact
     * at overlap -a hs / 4 approaching at a gets 3/4 of the force at the mean overlap 3 a hs / 8;
     * one apart all substep long, none.
     */
    @Test
    void firstTouchGetsThePartOfTheSubstepInTouch() {
        double k = 100, c = 7, a = 2, hs = 0.01;
        assertEquals(0.75 * (k * 0.375 * a * hs + c * a), SmcDamping.substepForce(false, k, c, -0.25 * a * hs, a, hs), 1e-12);
        assertEquals(0, SmcDamping.substepForce(false, k, c, -1.01 * a * hs, a, hs), 0);
        assertEquals(0, SmcDamping.substepForce(true, k, c, -0.5 * a * hs, -a, hs), 0);
        assertEquals(k * 1e-3 + c * a, SmcDamping.substepForce(false, k, c, 1e-3, a, hs), 1e-12);
    }

    @Test
    void undampedIsElasticAndClippingRaisesTheLinearRestitution() {
        assertEquals(1, SmcDamping.restitution(false, 0), 1e-6);
        assertEquals(1, SmcDamping.restitution(true, 0), 1e-6);
        for (double zeta : new double[] {0.1, 0.3, 0.6}) {
            double unclipped = Math.exp(-zeta * Math.PI / Math.sqrt(1 - zeta * zeta));
            double clipped = SmcDamping.restitution(false, zeta);
            System.out.printf("hooke zeta %.2f: clipped e %.5f, unclipped closed form %.5f%n", zeta, clipped, unclipped);
            assertEquals(true, clipped > unclipped, "clipping removes the pull at the end");
        }
    }
}
