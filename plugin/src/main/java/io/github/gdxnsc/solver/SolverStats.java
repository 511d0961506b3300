package io.github.gdxnsc.solver;

import java.util.Arrays;

/** What one solve did. Reused from solve to solve: the history array only grows. */
public final class SolverStats {

    /** The solver that produced the answer. */
    public SolverType solver;
    /** Iterations done (sweeps for PSOR; interior-point steps for the direct solver). */
    public int iterations;
    /** Full products N x computed, including those for the residual and for backtracking. */
    public int schurProducts;
    /** Backtracking steps (APGD) or rejected line-search steps (BB). */
    public int backtracks;
    /** Multiplier updates (ALM's outer loop; {@link #iterations} counts its inner steps); 0 for the others. */
    public int outerIterations;
    /** The penalty rho the solve ended with (ALM; NaN for the others). */
    public double finalPenalty = Double.NaN;
    /** Residual of the returned answer. */
    public double residual = Double.NaN;
    /** Smallest residual seen; equals {@link #residual} for solvers that return their best iterate. */
    public double bestResidual = Double.NaN;
    /** Residual of the start (the warm start or zero), before any iteration. */
    public double initialResidual = Double.NaN;
    /** Wall time of the solve (ns). */
    public long nanos;
    /**
     * Of {@link #nanos}, the time spent in Schur products (where the solver measures it; else 0).
     * APGD counts its whole products and the first (per-body) half of the others: their second
     * half is fused with the iteration's vector work and not timed apart.
     */
    public long productNanos;
    /** False when the solver met a non-finite value; the answer is then its best finite iterate. */
    public boolean finite = true;
    /** Whether the residual reached the tolerance. */
    public boolean converged;
    /** Whether the wall-time cap ended the solve (the one non-deterministic stop). */
    public boolean stoppedByTime;
    /** True when the stop on stagnation ({@link SolverBudget#stagnation}) ended the solve. */
    public boolean stagnated;
    /** Set by solvers that refuse a problem (too large, wrong class); the answer is then the start. */
    public String failure;

    private double[] history = new double[64];
    private int historyLength;

    /** Clears every figure for a new solve by {@code type}, keeping the history array. */
    public void reset(SolverType type) {
        solver = type;
        iterations = 0;
        schurProducts = 0;
        backtracks = 0;
        outerIterations = 0;
        finalPenalty = Double.NaN;
        residual = Double.NaN;
        bestResidual = Double.NaN;
        initialResidual = Double.NaN;
        nanos = 0;
        productNanos = 0;
        finite = true;
        converged = false;
        stoppedByTime = false;
        stagnated = false;
        failure = null;
        historyLength = 0;
    }

    /** Appends the residual after one iteration (the iterate's, not the best so far). */
    public void recordResidual(double r) {
        if (historyLength == history.length) history = Arrays.copyOf(history, history.length * 2);
        history[historyLength++] = r;
    }

    /** Residuals recorded (one per iteration). */
    public int historyLength() {
        return historyLength;
    }

    /** Residual after iteration {@code i} (0-based). */
    public double historyAt(int i) {
        if (i < 0 || i >= historyLength) throw new IndexOutOfBoundsException(i);
        return history[i];
    }

    /** Copies the history into {@code out} (grown if short); returns the number of entries. */
    public int copyHistory(double[] out) {
        int n = Math.min(out.length, historyLength);
        System.arraycopy(history, 0, out, 0, n);
        return n;
    }

    /** Copies every figure and the history of {@code o}. */
    public void copyFrom(SolverStats o) {
        solver = o.solver;
        iterations = o.iterations;
        schurProducts = o.schurProducts;
        backtracks = o.backtracks;
        outerIterations = o.outerIterations;
        finalPenalty = o.finalPenalty;
        residual = o.residual;
        bestResidual = o.bestResidual;
        initialResidual = o.initialResidual;
        nanos = o.nanos;
        productNanos = o.productNanos;
        finite = o.finite;
        converged = o.converged;
        stoppedByTime = o.stoppedByTime;
        stagnated = o.stagnated;
        failure = o.failure;
        if (history.length < o.historyLength) history = new double[o.history.length];
        System.arraycopy(o.history, 0, history, 0, o.historyLength);
        historyLength = o.historyLength;
    }

    /**
     * Adds {@code earlier}'s work (iterations, products, backtracks, time) to this one's and takes
     * its start: this solve continued where {@code earlier} stopped (the halves of one solve).
     */
    public void continues(SolverStats earlier) {
        initialResidual = earlier.initialResidual;
        iterations += earlier.iterations;
        schurProducts += earlier.schurProducts;
        backtracks += earlier.backtracks;
        nanos += earlier.nanos;
        productNanos += earlier.productNanos;
    }

    @Override
    public String toString() {
        return String.format("%s: %d it%s, %d products, residual %.3e (initial %.3e)%s%s, %.3f ms",
                solver, iterations, outerIterations > 0 ? " (" + outerIterations + " outer)" : "", schurProducts, residual, initialResidual,
                converged ? ", converged" : "", finite ? "" : ", NON-FINITE", nanos / 1e6)
                + (failure != null ? " [" + failure + "]" : "");
    }
}
