package io.github.gdxnsc.demo;

import com.badlogic.gdx.utils.StringBuilder;
import io.github.gdxnsc.demo.overlay.Fmt;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.ContactMethod;
import io.github.gdxnsc.world.NscConfig;

/**
 * Which solver actually solved the last step and, in words, why it is not the one picked (a
 * refusal, a fallback after a non-finite value) or why its answer may not be trusted (the time cap
 * stopped it above the tolerance). The overlay shows it at every refresh, so the reason stays on
 * screen for as long as it holds. Reused: {@link #update} allocates nothing.
 */
public final class SolverStatus {
    private final StringBuilder reason = new StringBuilder(160);
    private SolverType used;

    /** A fresh status for {@code stats} (tests). */
    public static SolverStatus describe(StepStats stats, SolverType configured) {
        return new SolverStatus().update(stats, configured, Double.NaN);
    }

    /**
     * @param tolerance the configured tolerance, to say when the time cap left the residual above
     *     it (NaN: do not judge)
     */
    public SolverStatus update(StepStats stats, SolverType configured, double tolerance) {
        reason.setLength(0);
        used = stats == null ? null : stats.velocitySolve.solver;
        if (stats == null) return this;
        if (stats.solverRefusal != null) {
            reason.append(stats.solverRefusal).append(". ").append(used == null ? "-" : used.name()).append(" solves instead.");
        } else if (stats.solverFallback) {
            reason.append("The solve met a non-finite value; the step was solved again from a cold start.");
        } else if (stats.velocitySolve.stoppedByTime && tolerance > 0 && !(stats.residual() <= tolerance)) {
            reason.append("The time budget stopped the solve at residual ");
            Fmt.sci(reason, stats.residual()).append(" after ").append(stats.iterations())
                    .append(" iterations, above the tolerance: stacks may creep or fall. Raise the time budget or turn it off.");
        } else if (used != null && used != configured) {
            reason.append(configured.name()).append(" was picked; ").append(used.name()).append(" solved this step.");
        }
        return this;
    }

    /** Iterations of the velocity solve before the slip correction moved its biases (all of them when it did not). */
    public static int firstSolveIterations(StepStats stats) {
        return stats.velocitySolve.iterations - stats.correctionIterations;
    }

    /** Iterations of the velocity solve after the slip correction moved its biases (0 when it did not). */
    public static int correctionIterations(StepStats stats) {
        return stats.correctionIterations;
    }

    /**
     * The position solve's share of the budget under {@code config}: 0 when the split step is off
     * (no position iterations, a budget of one, or smooth contact); at least one stays with each solve.
     */
    public static int positionBudget(NscConfig config) {
        return config.contactMethod == ContactMethod.SMC ? 0 : config.positionSolveIterations();
    }

    /** The velocity solve's share of the budget under {@code config} (under smooth contact, the joints' solve's). */
    public static int velocityBudget(NscConfig config) {
        return config.contactMethod == ContactMethod.SMC ? config.maxIterations : config.velocitySolveIterations();
    }

    /** The solver that produced the last step's impulses, as a name ("-" before the first step). */
    public String solverUsed() {
        return used == null ? "-" : used.name();
    }

    public SolverType used() {
        return used;
    }

    /** The reason as a reused builder; empty when the picked solver solved normally. */
    public StringBuilder reasonText() {
        return reason;
    }

    /** The reason, or null when there is none (allocates: for tests and reports). */
    public String reason() {
        return reason.length() == 0 ? null : reason.toString();
    }
}
