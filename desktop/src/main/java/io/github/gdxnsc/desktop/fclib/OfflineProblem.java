package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.descriptor.ConeProblem;

/** One stored problem as the offline jobs solve and report it, whatever file format it came from. */
interface OfflineProblem {

    /** The file's name, as the rows print it. */
    String name();

    /** "local", "global" (FCLIB) or "problem file". */
    String form();

    /** The problem our solvers take: {@code min 1/2 x.N x + r.x} over K. */
    ConeProblem ccp();

    /** {@code u = W x + q}, the relative velocity the impulse x gives, from the matrix as stored. */
    double[] velocity(double[] x);

    /** Siconos' FCLIB error of x, or NaN where it does not apply (joint or motor rows). */
    double fclibError(double[] x, double[] u);

    /** The CCP objective {@code 1/2 x.W x + q.x}, from the matrix as stored. */
    default double objective(double[] x, double[] u) {
        double[] q = ccp().rhs();
        double f = 0;
        for (int i = 0; i < x.length; i++) f += 0.5 * x[i] * (u[i] + q[i]);
        return f;
    }
}
