package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;

/** The residual of an answer, computed from scratch (one product), for tests. */
public final class Residuals {
    private Residuals() {
    }

    public static double of(ConeProblem p, double[] x) {
        double[] nx = new double[p.rowCount()];
        p.multiply(x, nx);
        return p.cones().projectedGradientResidual(x, nx, p.rhs(), p.residualStep(), null);
    }
}
