package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;

/**
 * Why a solve ended, as the offline jobs print it. Read from the solver's statistics: a solve that
 * neither converged, ran out of time, met a non-finite value nor spent its iteration budget ended
 * because the solver could make no more progress (an interior-point step too short, a fixed point
 * of the projected step, a factorisation lost to rounding).
 */
enum StopReason {
    CONVERGED("converged"),
    BUDGET("budget"),
    STALLED("stalled"),
    TIME("time"),
    NON_FINITE("non-finite"),
    REFUSED("refused");

    final String label;

    StopReason(String label) {
        this.label = label;
    }

    static StopReason of(SolverStats stats, SolverBudget budget) {
        if (stats.failure != null) return REFUSED;
        if (stats.converged) return CONVERGED;
        if (stats.stoppedByTime) return TIME;
        if (!stats.finite) return NON_FINITE;
        if (stats.iterations >= budget.maxIterations()) return BUDGET;
        return STALLED;
    }
}
