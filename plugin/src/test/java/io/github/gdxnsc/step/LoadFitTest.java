package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The load fit against closed forms: the lever rule, a face's four corners, the cone of pushes. */
class LoadFitTest {
    private final LoadFit fit = new LoadFit();

    @Test
    void onePointCarriesTheForceAndNothingIfItWouldPull() {
        double[] out = new double[1];
        fit.normal(1, new double[] {0}, new double[] {0}, 12, 0, 0, 0, new double[] {0}, out);
        // W f / (W + 1) from a zero prior: the miss of a unit of load costs W times a unit of change
        assertEquals(12 * LoadFit.WEIGHT / (LoadFit.WEIGHT + 1), out[0], 1e-12);
        fit.normal(1, new double[] {0}, new double[] {0}, -5, 0, 0, 0, new double[] {3}, out);
        assertEquals(0, out[0], 0);
    }

    @Test
    void twoPointsShareByTheLeverRule() {
        // points at x = -0.2 and 0.6 on e1; force 10 along n, moment about e2 -x p summed: -2
        double[] x = {-0.2, 0.6}, y = {0, 0}, out = new double[2];
        fit.normal(2, x, y, 10, 0, -2, 0.4, new double[2], out);
        // p1 + p2 = 10, 0.2 p1 - 0.6 p2 = -2 -> p2 = (2 + 2) / 0.8 = 5, p1 = 5
        double p2 = (0.2 * 10 + 2) / 0.8, p1 = 10 - p2;
        assertEquals(p1, out[0], 1e-4);
        assertEquals(p2, out[1], 1e-4);
        // a moment beyond the far point: the near one would have to pull, so the far one carries all
        fit.normal(2, x, y, 10, 0, -8, 0.4, new double[2], out);
        assertEquals(0, out[0], 0);
        assertTrue(out[1] > 9 && out[1] < 13.4, "the far point carries the force and as much of the moment as it can: " + out[1]);
    }

    @Test
    void fourCornersCarryTheLoadNearestTheirPrior() {
        double[] x = {-0.5, 0.5, 0.5, -0.5}, y = {-0.3, -0.3, 0.3, 0.3}, out = new double[4];
        double[] prior = {4, 1, 2, 0};
        double force = 9, momentX = 0.4, momentY = -0.6;
        fit.normal(4, x, y, force, momentX, momentY, 0.58, prior, out);
        double f = 0, mx = 0, my = 0;
        for (int j = 0; j < 4; j++) {
            assertTrue(out[j] >= 0);
            f += out[j];
            mx += y[j] * out[j];
            my -= x[j] * out[j];
        }
        assertEquals(force, f, 1e-4);
        assertEquals(momentX, mx, 1e-4);
        assertEquals(momentY, my, 1e-4);
        // the four corners hold one free mode, (+1, -1, +1, -1): of the answers that carry the load the
        // fit keeps the one nearest the prior, so its change from the prior has no share of that mode
        double mode = 0;
        for (int j = 0; j < 4; j++) mode += (j % 2 == 0 ? 1 : -1) * (out[j] - prior[j]);
        assertEquals(0, mode, 1e-4);
    }

    @Test
    void frictionCarriesTheSlideForceAndTheTwist() {
        double[] x = {-0.5, 0.5, 0.5, -0.5}, y = {-0.3, -0.3, 0.3, 0.3};
        double[] u1 = {0.2, 0, 0, 0}, u2 = {0, 0, -0.1, 0};
        fit.friction(4, x, y, 1.5, -0.7, 0.25, 0.58, new double[] {1, 2, 0.5, 1}, u1, u2);
        double f1 = 0, f2 = 0, twist = 0;
        for (int j = 0; j < 4; j++) {
            f1 += u1[j];
            f2 += u2[j];
            twist += x[j] * u2[j] - y[j] * u1[j];
        }
        assertEquals(1.5, f1, 1e-5);
        assertEquals(-0.7, f2, 1e-5);
        assertEquals(0.25, twist, 1e-5);
    }

    @Test
    void aManifoldHoldsOneToFourPoints() {
        double[] v = new double[5];
        assertThrows(IllegalArgumentException.class, () -> fit.normal(5, v, v, 1, 0, 0, 1, v, v));
        assertThrows(IllegalArgumentException.class, () -> fit.friction(0, v, v, 1, 0, 0, 1, v, v, v));
    }
}
