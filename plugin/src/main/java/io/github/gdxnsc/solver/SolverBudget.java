package io.github.gdxnsc.solver;

/**
 * How much work a solve may do: whichever of its limits comes first ends it. The wall-time cap
 * makes the iteration count machine-dependent, so it is off by default and determinism holds
 * only without it; {@link SolverStats#stoppedByTime} says when it ended a solve.
 */
public final class SolverBudget {

    private int maxIterations = 30;
    private double tolerance = 1e-6;
    private long timeBudgetMicros;
    private int stagnationWindow;
    private double stagnationFactor = 1;
    private double relativeTolerance;
    private boolean resumes;
    private boolean islandStop;

    /** The default budget: 30 iterations, tolerance 1e-6, no time cap. */
    public SolverBudget() {
    }

    /** A budget checked as {@link #set} checks it. */
    public SolverBudget(int maxIterations, double tolerance, long timeBudgetMicros) {
        set(maxIterations, tolerance, timeBudgetMicros);
    }

    /** Sets all three, refusing negative or non-finite values by name; returns this. */
    public SolverBudget set(int maxIterations, double tolerance, long timeBudgetMicros) {
        if (maxIterations < 0) throw new IllegalArgumentException("maxIterations must be >= 0, was " + maxIterations);
        if (!(tolerance >= 0) || Double.isInfinite(tolerance))
            throw new IllegalArgumentException("tolerance must be finite and >= 0, was " + tolerance);
        if (timeBudgetMicros < 0) throw new IllegalArgumentException("timeBudgetMicros must be >= 0 (0 = none), was " + timeBudgetMicros);
        this.maxIterations = maxIterations;
        this.tolerance = tolerance;
        this.timeBudgetMicros = timeBudgetMicros;
        return this;
    }

    /** Iterations at most. */
    public int maxIterations() {
        return maxIterations;
    }

    /** Residual (see {@code ConeProblem}) at which a solve stops early. */
    public double tolerance() {
        return tolerance;
    }

    /** Wall-time cap in microseconds; 0 means none. */
    public long timeBudgetMicros() {
        return timeBudgetMicros;
    }

    /**
     * The stop on stagnation (APGD; the other solvers ignore it): a solve whose best residual has
     * not fallen below {@code factor} times what it was {@code window} iterations earlier stops
     * there. Counted in iterations, so deterministic. {@code window} 0 turns it off.
     */
    public SolverBudget stagnation(int window, double factor) {
        if (window < 0) throw new IllegalArgumentException("stagnationWindow must be >= 0 (0 = off), was " + window);
        if (!(factor > 0 && factor <= 1)) throw new IllegalArgumentException("stagnationFactor must be in (0, 1], was " + factor);
        stagnationWindow = window;
        stagnationFactor = factor;
        return this;
    }

    /** Iterations over which the best residual must fall by {@link #stagnationFactor}; 0 = no stop on stagnation. */
    public int stagnationWindow() {
        return stagnationWindow;
    }

    /** The factor the best residual must fall by over {@link #stagnationWindow} iterations for the solve to go on. */
    public double stagnationFactor() {
        return stagnationFactor;
    }

    /**
     * The relative stop (APGD; the other solvers ignore it): a solve also stops once its residual is
     * under {@code fraction} times its start residual, as an iterative linear solver's relative
     * tolerance does. A solve whose residual falls fast has then bought most of what its budget
     * would; a slow one keeps its budget. 0 turns it off.
     */
    public SolverBudget relativeTolerance(double fraction) {
        if (!(fraction >= 0 && fraction < 1))
            throw new IllegalArgumentException("relativeTolerance must be in [0, 1) (0 = off), was " + fraction);
        relativeTolerance = fraction;
        return this;
    }

    /** The fraction of its start residual at which a solve stops; 0 = no relative stop. */
    public double relativeTolerance() {
        return relativeTolerance;
    }

    /**
     * Whether a solve may go on from where the solver's last solve of the same problem left off
     * (APGD; the other solvers ignore it): its iterate, momentum and step size, with only the
     * right-hand side changed since (the slip correction's new biases between the velocity solve's
     * halves). It resumes only when the last solve spent its whole budget on that problem and the
     * warm start is that solve's answer, bit for bit; otherwise it starts as usual. Off by default.
     */
    public SolverBudget resumes(boolean on) {
        resumes = on;
        return this;
    }

    /** Whether a solve may resume the last one ({@link #resumes(boolean)}). */
    public boolean resumes() {
        return resumes;
    }

    /**
     * A budget per island (APGD; the other solvers ignore it): each island of the problem (blocks
     * joined through moving bodies) stops when its own residual is within the tolerance, and the
     * iterations that follow skip it, so the budget goes where the residual is. The solve ends
     * when every island has stopped, or the budget is spent. A problem of one island solves as
     * without it, bit for bit. Off by default.
     */
    public SolverBudget islandStop(boolean on) {
        islandStop = on;
        return this;
    }

    /** Whether each island stops at the tolerance on its own ({@link #islandStop(boolean)}). */
    public boolean islandStop() {
        return islandStop;
    }

    /** The deadline in {@link System#nanoTime()} terms for a solve starting at {@code startNanos}. */
    public long deadlineNanos(long startNanos) {
        return timeBudgetMicros == 0 ? Long.MAX_VALUE : startNanos + timeBudgetMicros * 1000L;
    }

    /**
     * Whether a solve's {@code deadline} ({@link #deadlineNanos}) has passed. Without a time budget
     * it never does, and the clock is not read: a solver asks every iteration, and a read of the
     * clock (about 20 ns) is a tenth of a two-body problem's iteration.
     */
    public static boolean past(long deadline) {
        return deadline != Long.MAX_VALUE && System.nanoTime() > deadline;
    }
}
