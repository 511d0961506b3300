package io.github.gdxnsc.descriptor;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The exact second-order-cone projection: lands in K, idempotent, Moreau decomposition. */
class ConeProjectionTest {

    private static final double[] MUS = {0, 0.3, 1, 2};

    @Test
    void landsInTheConeAndIsIdempotent() {
        Random rnd = new Random(1);
        for (double mu : MUS) {
            for (int k = 0; k < 10_000; k++) {
                double[] p = sample(rnd);
                ConeSet.projectCone(p, 0, mu);
                double s = Math.hypot(p[1], p[2]);
                assertTrue(p[0] >= 0, "normal >= 0");
                assertTrue(s <= mu * p[0] * (1 + 1e-12) + 1e-300, "inside the cone, mu " + mu);
                double[] q = p.clone();
                ConeSet.projectCone(q, 0, mu);
                assertArrayEquals(p, q, 1e-12 * (1 + Math.abs(p[0])));
            }
        }
    }

    @Test
    void moreauDecompositionWithOrthogonalParts() {
        // x = P_K(x) + P_K°(x) and P_K(x) . P_K°(x) = 0, where K° = -K* is the polar cone: the
        // dual of {|t| <= mu n} is {|t| <= n / mu}; the polar part is then x - P_K(x) projected to -K*
        Random rnd = new Random(2);
        for (double mu : MUS) {
            for (int k = 0; k < 10_000; k++) {
                double[] x = sample(rnd);
                double[] p = x.clone();
                ConeSet.projectCone(p, 0, mu);
                double[] polar = {x[0] - p[0], x[1] - p[1], x[2] - p[2]};
                double scale = 1 + Math.abs(x[0]) + Math.hypot(x[1], x[2]);
                assertEquals(0, p[0] * polar[0] + p[1] * polar[1] + p[2] * polar[2], 1e-10 * scale * scale, "orthogonal");
                // polar part lies in the polar cone: -polar in the dual cone {mu |t| <= n}
                double pn = -polar[0], pt = Math.hypot(polar[1], polar[2]);
                assertTrue(mu * pt <= pn + 1e-10 * scale, "polar part in K°, mu " + mu);
                // and it is the projection onto the polar cone: projecting -x onto K* gives -polar
                double[] dualProjected = projectOntoDual(new double[]{-x[0], -x[1], -x[2]}, mu);
                assertArrayEquals(new double[]{pn, -polar[1], -polar[2]}, dualProjected, 1e-9 * scale);
            }
        }
    }

    @Test
    void negativeNormalsNeverPassUnprojected() {
        // Chrono's core test |t|^2 < mu^2 n^2 lets (n < 0, small t) through for mu > 1
        for (double mu : MUS) {
            double[] x = {-1, 0.1, 0.05};
            ConeSet.projectCone(x, 0, mu);
            assertTrue(x[0] >= 0);
            assertTrue(Math.hypot(x[1], x[2]) <= mu * x[0] + 1e-15);
        }
        double[] x = {-1, 0.5, 0};
        ConeSet.projectCone(x, 0, 2);
        // not in the polar cone (2 * 0.5 > 1): onto the surface, n = (-1 + 2 * 0.5) / 5 = 0
        assertEquals(0, x[0], 1e-15);
        double[] y = {-1, 3, 0};
        ConeSet.projectCone(y, 0, 2);
        assertEquals((-1 + 2 * 3) / 5.0, y[0], 1e-15);
        assertEquals(2 * y[0], y[1], 1e-15);
    }

    @Test
    void boxAndFreeBlocks() {
        ConeSet set = new ConeSet();
        set.addBox(-1e6, 1e6);
        set.addFree();
        set.addBox(0, Double.POSITIVE_INFINITY);
        double[] x = {2e6, -7, -3};
        set.project(x, null);
        assertArrayEquals(new double[]{1e6, -7, 0}, x);
    }

    /** The dual of {|t| <= mu n} is {|t| <= n / mu}: a cone with coefficient 1/mu (mu = 0: the half-space n >= 0). */
    private static double[] projectOntoDual(double[] v, double mu) {
        if (mu == 0) return new double[]{Math.max(0, v[0]), v[1], v[2]};
        double[] p = v.clone();
        ConeSet.projectCone(p, 0, 1 / mu);
        return p;
    }

    private static double[] sample(Random rnd) {
        double scale = Math.pow(10, rnd.nextInt(7) - 3);
        return new double[]{scale * rnd.nextGaussian(), scale * rnd.nextGaussian(), scale * rnd.nextGaussian()};
    }
}
