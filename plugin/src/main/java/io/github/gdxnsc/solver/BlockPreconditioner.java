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
    /** D per block: the metric of |d|_D^2. Per block, not per row: the solver's passes stream a third of the bytes for cones. */
    double[] metric = new double[0];
    /** D^-1 per block: the step's scale. */
    double[] invD = new double[0];

    /** The problem {@link #compute} fills D for, for its pass. */
    private ConeProblem problem;
    private final BlockLoop.Body fill = this::fillRange;

    /** Fills D for problem p's blocks (N's diagonal is read only when on), in one pass of {@code loop} (bound to p). */
    void compute(ConeProblem p, BlockLoop loop) {
        ConeSet k = p.cones();
        int blocks = k.blockCount();
        if (metric.length < blocks) {
            int cap = Math.max(blocks, metric.length + (metric.length >> 1));
            metric = new double[cap];
            invD = new double[cap];
        }
        final double[] m = metric, w = invD;
        if (!on) {
            Arrays.fill(m, 0, blocks, 1.0);
            Arrays.fill(w, 0, blocks, 1.0);
            return;
        }
        problem = p;
        loop.run(fill, 0);
        problem = null;
    }

    private void fillRange(int b0, int b1, int r0, int r1, double[] sums, int slot) {
        final ConeProblem p = problem;
        final ConeSet k = p.cones();
        final double[] m = metric, w = invD;
        for (int b = b0; b < b1; b++) {
            int i = k.blockStart(b);
            double d = k.blockKind(b) == ConeSet.CONE ? Math.max(Math.max(p.diagonal(i), p.diagonal(i + 1)), p.diagonal(i + 2)) : p.diagonal(i);
            if (!(d > 0)) d = 1;
            m[b] = d;
            w[b] = 1 / d;
        }
    }

    /** out[i] = D^-1/2 for the rows of blocks [startBlock, endBlock) of k: the vector the cold start's secant multiplies. */
    void fillInverseSqrt(double[] out, ConeSet k, int startBlock, int endBlock) {
        for (int b = startBlock; b < endBlock; b++) {
            double s = on ? Math.sqrt(invD[b]) : 1.0;
            for (int i = k.blockStart(b), end = i + k.blockSize(b); i < end; i++) out[i] = s;
        }
    }

    /** RMS of D^-1/2 v over the rows of k: with v = N D^-1/2 1, the secant ||D^-1/2 N D^-1/2 1|| / ||1||. */
    double scaledRms(double[] v, ConeSet k) {
        double nn = 0;
        for (int b = 0, blocks = k.blockCount(); b < blocks; b++) {
            double scale = on ? Math.sqrt(invD[b]) : 1.0;
            for (int i = k.blockStart(b), end = i + k.blockSize(b); i < end; i++) {
                double s = v[i] * scale;
                nn += s * s;
            }
        }
        return Math.sqrt(nn / k.rowCount());
    }

    /** A floor for L: the largest diagonal entry of the (preconditioned) N is a lower bound of its norm. */
    double minLipschitz(ConeProblem p) {
        return on ? 1.0 : 1.0 / p.residualStep();
    }
}
