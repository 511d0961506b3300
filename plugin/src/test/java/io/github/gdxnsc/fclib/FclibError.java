package io.github.gdxnsc.fclib;

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
        double sum = 0, qn = 0;
        double[] y = new double[3];
        for (int c = 0; c < mu.length; c++) {
            int i = 3 * c;
            double ut = Math.sqrt(u[i + 1] * u[i + 1] + u[i + 2] * u[i + 2]);
            y[0] = r[i] - (u[i] + mu[c] * ut);
            y[1] = r[i + 1] - u[i + 1];
            y[2] = r[i + 2] - u[i + 2];
            ConeSet.projectCone(y, 0, mu[c]);
            for (int k = 0; k < 3; k++) {
                double d = r[i + k] - y[k];
                sum += d * d;
            }
        }
        for (double v : q) qn += v * v;
        return Math.sqrt(sum) / (1 + Math.sqrt(qn));
    }
}
