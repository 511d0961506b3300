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
     * Hooke's substep table: the zeta it gives for e at omega hs returns e when the substeps are
     * stepped again at tabled and between-tabled lengths; at omega hs 0 it is the continuous one.
     */
    @Test
    void substepTableInvertsTheSteppedCollision() {
        for (double tau : new double[] {0.05, 0.2, 0.25, 0.3}) {
            for (double e = 0.1; e < 0.95; e += 0.1) {
                double zeta = SmcDamping.forRestitution(e, tau), back = SmcDamping.substepRestitution(zeta, tau);
                System.out.printf("hooke substeps omega hs %.2f: e %.2f <- zeta %.5f (continuous %.5f), e again %.5f%n", tau, e, zeta,
                        SmcDamping.forRestitution(false, e), back);
                assertEquals(e, back, 0.01 * e, "round trip at omega hs " + tau);
            }
        }
        assertEquals(SmcDamping.forRestitution(false, 0.3), SmcDamping.forRestitution(0.3, 0), 1e-12);
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
