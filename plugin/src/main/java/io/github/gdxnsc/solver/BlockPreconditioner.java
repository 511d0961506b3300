package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;

import java.util.Arrays;

/**
 * APGD's block-diagonal preconditioner D: one scalar per block, {@code max N_ii} over its rows, so
 * the cone (which any positive scalar maps onto itself) is projected exactly, and a step moves a
 * light body's rows as far, in velocity, as a heavy one's. Off, D is the identity: every entry
 * is 1.0, and the arithmetic that multiplies by it gives the unpreconditioned values bit for bit.
 */
final class BlockPreconditioner {

    boolean on;
    /** D per row (the block's scalar on each of its rows): the metric of |d|_D^2. */
    double[] metric = new double[0];
    /** D^-1 per row: the step's scale. */
    double[] invD = new double[0];

    /** Fills D for problem p's n rows (N's diagonal is read only when on). */
    void compute(ConeProblem p, int n) {
        if (metric.length < n) {
            int cap = Math.max(n, metric.length + (metric.length >> 1));
            metric = new double[cap];
            invD = new double[cap];
        }
        final double[] m = metric, w = invD;
        if (!on) {
            Arrays.fill(m, 0, n, 1.0);
            Arrays.fill(w, 0, n, 1.0);
            return;
        }
        ConeSet k = p.cones();
        for (int b = 0, blocks = k.blockCount(); b < blocks; b++) {
            int i = k.blockStart(b);
            if (k.blockKind(b) == ConeSet.CONE) {
                double d = Math.max(Math.max(p.diagonal(i), p.diagonal(i + 1)), p.diagonal(i + 2));
                if (!(d > 0)) d = 1;
                double inv = 1 / d;
                m[i] = m[i + 1] = m[i + 2] = d;
                w[i] = w[i + 1] = w[i + 2] = inv;
            } else {
                double d = p.diagonal(i);
                if (!(d > 0)) d = 1;
                m[i] = d;
                w[i] = 1 / d;
            }
        }
    }

    /** out[i] = D^-1/2 for rows [start, end): the vector the cold start's secant multiplies. */
    void fillInverseSqrt(double[] out, int start, int end) {
        if (on) for (int i = start; i < end; i++) out[i] = Math.sqrt(invD[i]);
        else Arrays.fill(out, start, end, 1.0);
    }

    /** RMS of D^-1/2 v over n rows: with v = N D^-1/2 1, the secant ||D^-1/2 N D^-1/2 1|| / ||1||. */
    double scaledRms(double[] v, int n) {
        double nn = 0;
        for (int i = 0; i < n; i++) {
            double s = v[i] * (on ? Math.sqrt(invD[i]) : 1.0);
            nn += s * s;
        }
        return Math.sqrt(nn / n);
    }

    /** A floor for L: the largest diagonal entry of the (preconditioned) N is a lower bound of its norm. */
    double minLipschitz(ConeProblem p) {
        return on ? 1.0 : 1.0 / p.residualStep();
    }
}
