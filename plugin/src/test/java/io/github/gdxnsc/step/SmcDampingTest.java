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
     * The substep tables (Hooke; Hertz with its damper explicit and implicit): the damping each gives
     * for e at a dimensionless substep length returns e when the substeps are stepped again at tabled
     * and between-tabled lengths; at 0 it is the continuous collision's.
     */
    @Test
    void substepTablesInvertTheSteppedCollision() {
        for (int law = 0; law < 3; law++) {
            boolean hertz = law > 0, implicit = law == 2;
            String name = hertz ? implicit ? "hertz implicit" : "hertz" : "hooke";
            for (double tau : new double[] {0.05, 0.2, 0.25, 0.3}) {
                for (double e = 0.1; e < 0.95; e += 0.1) {
                    double c = SmcDamping.forRestitution(hertz, implicit, e, tau);
                    double back = SmcDamping.substepRestitution(hertz, implicit, hertz ? c : 2 * c, tau);
                    System.out.printf("%s substeps %.2f: e %.2f <- damping %.5f (continuous %.5f), e again %.5f%n", name,
                            tau, e, c, SmcDamping.forRestitution(hertz, e), back);
                    assertEquals(e, back, 0.01 * e, name + " round trip at substep " + tau);
                }
            }
            assertEquals(SmcDamping.forRestitution(hertz, 0.3), SmcDamping.forRestitution(hertz, implicit, 0.3, 0), 1e-12);
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
        assertEquals(0.75 * (k * 0.375 * a * hs + c * a), SmcDamping.substepForce(false, false, k, c, -0.25 * a * hs, a, hs), 1e-12);
        assertEquals(0, SmcDamping.substepForce(false, false, k, c, -1.01 * a * hs, a, hs), 0);
        assertEquals(0, SmcDamping.substepForce(true, false, k, c, -0.5 * a * hs, -a, hs), 0);
        assertEquals(0, SmcDamping.substepForce(true, true, k, c, -0.5 * a * hs, -a, hs), 0);
        assertEquals(k * 1e-3 + c * a, SmcDamping.substepForce(false, false, k, c, 1e-3, a, hs), 1e-12);
    }

    /**
     * A Hertz collision whose substep length changes while it lasts (hs / T 0.19, then 0.12 from some
     * time after touch on, or the other way round), each part with its own length's damping for e
     * 0.1, still returns e 0.1 within 3 % with the damper implicit: its damping barely depends on the
     * substep length. Averaged over the touch's phase within a substep, as the tables are.
     */
    @Test
    void hertzRestitutionHoldsWhenTheSubstepLengthChangesWithinACollision() {
        double e = 0.1, longer = 0.19, shorter = 0.12;
        double cLong = SmcDamping.forRestitution(true, true, e, longer), cShort = SmcDamping.forRestitution(true, true, e, shorter);
        for (double after : new double[] {0.5, 1, 1.5, 2, 2.5}) {
            double down = mixedCollision(cLong, longer, cShort, shorter, after), up = mixedCollision(cShort, shorter, cLong, longer, after);
            System.out.printf("hertz e 0.1, substep %.2f then %.2f from %.1f: e %.4f; the other way %.4f%n", longer, shorter, after, down, up);
            assertEquals(e, down, 0.03 * e, "long then short, switched at " + after);
            assertEquals(e, up, 0.03 * e, "short then long, switched at " + after);
        }
    }

    /** The dimensionless Hertz collision stepped at tau1 with damping c1 until {@code after} past first touch, then at tau2 with c2; the mean e over 16 touch phases. */
    private static double mixedCollision(double c1, double tau1, double c2, double tau2, double after) {
        double sum = 0;
        for (int p = 0; p < 16; p++) {
            double x = -tau1 * (p + 0.5) / 16, v = 1, t = 0, e = 0;
            boolean touched = false;
            for (int s = 0; s < 100000; s++) {
                boolean second = touched && t >= after;
                double tau = second ? tau2 : tau1, f = SmcDamping.substepForce(true, true, 1, second ? c2 : c1, x, v, tau);
                if (touched && v < 0 && f == 0) {
                    e = -v;
                    break;
                }
                v -= tau * f;
                x += tau * v;
                if (x > 0) {
                    if (!touched) touched = true;
                    t += tau;
                } else if (touched) {
                    e = Math.max(0, -v);
                    break;
                }
            }
            sum += e;
        }
        return sum / 16;
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
