package io.github.gdxnsc.step;

import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;

/**
 * Velocity solve. Reads the prepared descriptor (velocity biases: no penetration recovery when the
 * split step runs), the warm start x. Writes x (the impulses the bodies' velocities come from and
 * the next step warm-starts with), the stats' velocity solve, whether it fell back.
 *
 * <p>Its budget is the step's, less the position solve's share when the split step runs, plus what
 * the {@link IterationReserve} lends it (then settled with the iterations it used). With the
 * slip correction on and some contact sliding, the budget is solved in two halves, and between
 * them the slips of the first half's answer replace the estimates the normal biases were built on
 * (one fixed-point step of the De Saxce correction inside the one budget; {@link SlipCorrection}).
 * The second half resumes the first ({@link io.github.gdxnsc.solver.SolverBudget#resumes(boolean)},
 * {@code NscConfig.slipCorrectionResumes}): only the right-hand side changed, so APGD goes on with
 * its iterate, momentum and step size instead of restarting from the first half's answer, which
 * left the pile's residual 1.8 times higher (docs/BENCHMARKS.md, "The slip correction's halves as
 * one solve").
 * A resting scene's solve keeps its momentum over the whole budget. With a relative tolerance
 * it also stops once its residual is under that fraction of its start residual (the first half's
 * start: the second half then only goes on while the whole solve has not fallen that far). With {@code stackSweeps} on,
 * the {@link StackSweep}'s shock-propagation sweeps start the solve, out of its iterations.
 */
final class VelocitySolveStage implements StepStage {
    private final SolverDriver driver;
    private final SlipCorrection slip;
    private final StackSweep sweep = new StackSweep();
    private final SolverBudget budget = new SolverBudget(), firstHalf = new SolverBudget(), secondHalf = new SolverBudget();
    private final SolverStats firstSolve = new SolverStats();

    VelocitySolveStage(SolverDriver driver, SlipCorrection slip) {
        this.driver = driver;
        this.slip = slip;
    }

    @Override
    public Stage stage() {
        return Stage.VELOCITY_SOLVE;
    }

    @Override
    public void run(StepContext ctx) {
        final StepStats st = ctx.stats;
        final SolverStats stats = st.velocitySolve;
        final int share = ctx.maxIterations - ctx.positionIterations; // what the position solve leaves
        int its = share + ctx.reserve.loan(ctx.iterationReserve, ctx.reserveStepIterations, ctx.reservePriceRows, ctx.rows);
        ctx.ropeBlock.solve(ctx.descriptor, ctx.x);
        // the stack sweeps come out of the same budget, leaving the solver at least one iteration
        final int swept = sweep.run(ctx.descriptor, ctx.x, ctx.bodies, ctx.gravityX, ctx.gravityY, ctx.gravityZ,
                ctx.stackSweeps, its - 1);
        its -= swept;
        budget.set(its, ctx.tolerance, ctx.timeBudgetMicros).relativeTolerance(ctx.relativeTolerance).islandStop(ctx.islandStop);
        boolean halves = ctx.slipCorrection && its > 1 && slip.anySliding();
        if (halves) {
            int first = (its + 1) / 2;
            firstHalf.set(first, ctx.tolerance, ctx.timeBudgetMicros).relativeTolerance(ctx.relativeTolerance).islandStop(ctx.islandStop);
            secondHalf.set(its - first, ctx.tolerance, ctx.timeBudgetMicros).resumes(ctx.slipCorrectionResumes).islandStop(ctx.islandStop);
        }
        solve(ctx, halves);
        stats.iterations += swept;
        ctx.reserve.settle(share, stats.iterations, ctx.iterationReserve, ctx.reservePriceRows, ctx.rows);
    }

    private void solve(StepContext ctx, boolean halves) {
        final StepStats st = ctx.stats;
        final SolverStats stats = st.velocitySolve;
        ctx.fellBack = driver.solve(ctx.descriptor, ctx.x, ctx.rows, halves ? firstHalf : budget, stats);
        if (ctx.fellBack || !halves) return;
        boolean moved = slip.correct(ctx.descriptor, ctx.x, ctx.pool);
        if (moved) ctx.descriptor.computeRhs();
        if (!moved && stats.converged) return;
        firstSolve.copyFrom(stats);
        // the relative stop counts from the start of the whole velocity solve, not from the second half's
        double start = firstSolve.initialResidual;
        if (ctx.relativeTolerance > 0 && Double.isFinite(start))
            secondHalf.set(secondHalf.maxIterations(), Math.max(ctx.tolerance, ctx.relativeTolerance * start), ctx.timeBudgetMicros);
        ctx.fellBack = driver.solve(ctx.descriptor, ctx.x, ctx.rows, secondHalf, stats);
        st.slipCorrectionSolve = moved;
        if (ctx.fellBack) return; // the stats are the cold re-solve's alone
        if (moved) st.correctionIterations = stats.iterations;
        stats.continues(firstSolve);
    }
}
