package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.descriptor.ConeSet;

/**
 * Siconos' error measure for a local FCLIB problem:
 * {@code || r - P_K(r - (u + mu |u_T| e_N)) || / (1 + ||q||)} with {@code u = W r + q}, K the
 * product of Coulomb cones. Unlike the CCP residual it includes the De Saxce correction
 * {@code mu |u_T|}, so on sliding contacts it measures the true Coulomb law, which the convex
 * relaxation solved by our solvers does not satisfy exactly.
 */
public final class FclibError {

    private FclibError() {
    }

    /** @param u W r + q (the relative velocity); every array has 3 entries per contact */
    public static double error(double[] r, double[] u, double[] q, double[] mu) {
        double sum = 0;
        double[] y = new double[3];
        for (int c = 0; c < mu.length; c++) sum += contactErrorSquared(r, u, mu, c, y);
        return Math.sqrt(sum) / (1 + norm(q));
    }

    /** The same measure over the contacts {@code include} marks only (same normalisation). */
    public static double error(double[] r, double[] u, double[] q, double[] mu, boolean[] include) {
        double sum = 0;
        double[] y = new double[3];
        for (int c = 0; c < mu.length; c++) if (include[c]) sum += contactErrorSquared(r, u, mu, c, y);
        return Math.sqrt(sum) / (1 + norm(q));
    }

    /** Contact c's share: {@code || r_c - P_K(r_c - (u_c + mu |u_T| e_N)) ||^2}; y is 3 doubles of scratch. */
    static double contactErrorSquared(double[] r, double[] u, double[] mu, int c, double[] y) {
        int i = 3 * c;
        double ut = Math.sqrt(u[i + 1] * u[i + 1] + u[i + 2] * u[i + 2]);
        y[0] = r[i] - (u[i] + mu[c] * ut);
        y[1] = r[i + 1] - u[i + 1];
        y[2] = r[i + 2] - u[i + 2];
        ConeSet.projectCone(y, 0, mu[c]);
        double sum = 0;
        for (int k = 0; k < 3; k++) {
            double d = r[i + k] - y[k];
            sum += d * d;
        }
        return sum;
    }

    private static double norm(double[] v) {
        double s = 0;
        for (double x : v) s += x * x;
        return Math.sqrt(s);
    }
}
