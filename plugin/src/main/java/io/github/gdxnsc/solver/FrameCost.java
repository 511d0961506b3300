package io.github.gdxnsc.solver;

import java.util.Locale;

/**
 * What a frame can pay, and the flop model the dense and factorising solvers use to refuse a
 * problem before starting work no frame could pay for (DIRECT's dense Cholesky per interior-point
 * iteration, ADMM's assembly and sparse factorisation). Neither cost is bounded by the iteration
 * budget's usual meaning nor interruptible by the time cap, so a 2,000-row tower under DIRECT
 * would otherwise stall a game for many seconds per step.
 *
 * <p>The model is deterministic (flops from rows and non-zeros at a fixed, conservative rate), so
 * whether a solver refuses never depends on the machine or its load: a refusal is reproducible in
 * a test and in a replay. The rate is below what DIRECT sustained on a shared 2-vCPU machine
 * (docs/BENCHMARKS.md, "The solver family side by side"), so a problem it accepts fits a frame there.
 */
final class FrameCost {
    /** A 60 Hz frame: the allowance when no time cap is set. */
    static final long FRAME_NANOS = 16_666_667L;
    /** Flops per nanosecond assumed (1 GFlop/s). */
    static final double FLOPS_PER_NANO = 1.0;

    private FrameCost() {
    }

    /** The time a solve may take: the budget's time cap when set, else one frame. */
    static long allowanceNanos(SolverBudget budget) {
        return budget.timeBudgetMicros() > 0 ? budget.timeBudgetMicros() * 1000L : FRAME_NANOS;
    }

    static long estimatedNanos(double flops) {
        return (long) Math.min(Long.MAX_VALUE / 2, flops / FLOPS_PER_NANO);
    }

    /** "26 s" / "340 ms" / "16.7 ms": an estimate for people. */
    static String duration(long nanos) {
        if (nanos >= 10_000_000_000L) return String.format(Locale.ROOT, "%.0f s", nanos / 1e9);
        if (nanos >= 1_000_000_000L) return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
        if (nanos >= 100_000_000L) return String.format(Locale.ROOT, "%.0f ms", nanos / 1e6);
        return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }

    /** The refusal message: which solver, the size, the estimate, and what it was compared with. */
    static String refusal(SolverType type, int rows, String work, long estimateNanos, SolverBudget budget) {
        String limit = budget.timeBudgetMicros() > 0
                ? "the " + duration(allowanceNanos(budget)) + " time cap"
                : "a " + duration(FRAME_NANOS) + " frame";
        return String.format(Locale.ROOT, "%s refused: %,d rows would take about %s (%s), more than %s",
                type, rows, duration(estimateNanos), work, limit);
    }
}
