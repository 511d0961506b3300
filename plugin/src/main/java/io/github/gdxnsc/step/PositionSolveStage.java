package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.stats.Stage;

import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.CONTACT_LOOKUP_SERIAL;

/**
 * Position solve, the second half of the split step (Bullet's split impulse, Box2D v2's velocity
 * and position iterations, Box2D v3's relax in the other order). Reads the velocity solve's answer
 * x, each contact's recovery bias and whether any contact needs recovery (build), each contact's
 * last recovery impulse (extract). Writes the descriptor's normal biases and r (now the recovery
 * problem's), {@link StepContext#positionVelocity}, the stats' position solve, each contact's
 * recovery impulse (for the next step's start) and the recovery impulse cache.
 *
 * <p>It starts from the velocity solve's impulses plus what the last position solve added to each
 * contact's normal impulse, with the recovery biases; the positions advance with the velocities it
 * gives, which are then dropped. So an overlap is pushed out in position but its push-out speed
 * never enters the velocities: an inelastic ball stays on the wall it hit, a resting stack is not
 * kicked by its own overlap, and the velocity solve of a still scene starts from last step's answer
 * to the same problem. It does not run (the positions follow the velocity solve's answer) when the
 * split step is off, when no contact needs recovery, or when the velocity solve fell back.
 *
 * <p>Joint rows keep their bias in both solves: with the full position error as bias (jointErp 1)
 * they are a linearised SHAKE step, whose energy stays bounded. With the slip correction on, the
 * slips of the velocity solve become the estimates and move this solve's normal biases (and,
 * through the next build, the next velocity solve's), instead of a second velocity solve.
 */
final class PositionSolveStage implements StepStage {
    /**
     * The smallest recovery dead band (m) with which the position solve starts from the last one's
     * recovery impulses. The band ends each recovery (no contact pushed, nothing carried); with a
     * band of a few micrometres nearly every resting contact is pushed every step, the carry never
     * resets, and a tall stack falls (docs/BENCHMARKS.md, "The split step and recovery"). A float,
     * as the config's field: compared in float, the band 5e-6f is not below it.
     */
    static final float MIN_CARRY_BAND = 5e-6f;

    private final SolverDriver driver;
    private final SlipCorrection slip;
    private final ContactRows contactRows;
    private final RecoveryImpulseCache recoveryCache;
    private final SolverBudget budget = new SolverBudget();
    /** The position solve's impulses: x keeps the velocity solve's. */
    private double[] positionX = new double[64];
    /** Velocities of the position solve (6 per body); first the velocity solve's, for the slips. */
    private double[] velocity = new double[6 * 16];
    /** The step in hand and what {@link #keepRecoveryImpulses} keeps, for the per-contact loop bodies (allocated once). */
    private StepContext ctx;
    private boolean keepSolution;
    private final WorkerPool.RangeTask biasTask = (chunk, s, e) -> setRecoveryBiases(ctx, s, e);
    private final WorkerPool.RangeTask carryTask = (chunk, s, e) -> carry(ctx, s, e);
    private final WorkerPool.RangeTask keepTask = (chunk, s, e) -> keepRecoveryImpulses(ctx, s, e);

    PositionSolveStage(SolverDriver driver, SlipCorrection slip, ContactRows contactRows, RecoveryImpulseCache recoveryCache) {
        this.driver = driver;
        this.slip = slip;
        this.contactRows = contactRows;
        this.recoveryCache = recoveryCache;
    }

    @Override
    public Stage stage() {
        return Stage.POSITION_SOLVE;
    }

    /**
     * Whether the position solve starts from the last one's recovery impulses: with a dead band of
     * at least {@link #MIN_CARRY_BAND}, and while the velocity solve keeps at least four fifths of
     * the budget. The carry pushes harder than a fresh position solve, and a velocity solve cut
     * shorter no longer holds a 1:1000 stack against it (docs/BENCHMARKS.md, "The split step and
     * recovery"). Otherwise it starts from the velocity solve's answer.
     */
    static boolean carries(StepContext ctx) {
        return ctx.recoveryDeadBand >= MIN_CARRY_BAND && 5L * ctx.positionIterations <= ctx.maxIterations;
    }

    @Override
    public void run(StepContext ctx) {
        final SolverStats stats = ctx.stats.positionSolve;
        ctx.positionVelocity = null;
        if (!ctx.splitStep() || ctx.fellBack || !ctx.recoveryNeeded) {
            // nothing to push out (or nothing to trust): the positions follow the velocity solve's answer
            keepRecoveryImpulses(ctx, false);
        } else {
            final NscDescriptor d = ctx.descriptor;
            final int rows = ctx.rows;
            setRecoveryBiases(ctx);
            if (positionX.length < rows) positionX = new double[Math.max(rows, 2 * positionX.length)];
            start(ctx);
            budget.set(ctx.positionIterations, ctx.tolerance, ctx.timeBudgetMicros).islandStop(ctx.islandStop);
            driver.attempt(d, positionX, budget, stats);
            // a position solve gone wrong moves nothing: the velocity solve's answer moves the bodies
            if (stats.finite && driver.finite(positionX, rows)) {
                applyImpulses(ctx, positionX);
                ctx.positionVelocity = velocity;
                keepRecoveryImpulses(ctx, true);
            } else {
                keepRecoveryImpulses(ctx, false);
            }
        }
        recoveryCache.remember(ctx.contacts, ctx.bodies.id, ctx.pool);
    }

    /** Every solved contact's normal bias becomes its recovery bias (plus mu times the velocity solve's slip with the correction on); r follows. */
    private void setRecoveryBiases(StepContext ctx) {
        if (ctx.slipCorrection) {
            applyImpulses(ctx, ctx.x); // the velocity solve's velocities, for the slips
            slip.measure(velocity, ctx.pool);
        }
        forContacts(ctx, biasTask);
        ctx.descriptor.computeRhs();
    }

    /** {@link #setRecoveryBiases}' work on contacts [start, end). */
    private void setRecoveryBiases(StepContext ctx, int start, int end) {
        final ContactBuffer c = ctx.contacts;
        final NscDescriptor d = ctx.descriptor;
        final boolean slips = ctx.slipCorrection;
        for (int k = start; k < end; k++) {
            int row = contactRows.row(k);
            if (row < 0) continue;
            double b = ctx.recoveryBias[k];
            float mu = c.friction[k];
            if (slips && mu > 0) b += mu * slip.refresh(k, slip.measured(k));
            d.setBias(row, b);
        }
    }

    /**
     * {@code task} over the step's contacts: on the pool when they are many, since each contact
     * writes only its own rows and entries, else on the calling thread.
     */
    private void forContacts(StepContext ctx, WorkerPool.RangeTask task) {
        final int n = ctx.contacts.count();
        this.ctx = ctx;
        if (WorkerPool.shares(ctx.pool, n, CONTACT_LOOKUP_SERIAL)) ctx.pool.forEachChunk(n, CONTACT_CHUNK, task);
        else task.run(0, 0, n);
        this.ctx = null;
    }

    /**
     * The start: the velocity solve's impulses, plus (with the carry) on each contact's normal row
     * the impulse its last position solve added. A recovery the few iterations could not finish (a
     * light box under a heavy one) then goes on from where it stopped, step after step, as the
     * velocity solve's warm start does.
     */
    private void start(StepContext ctx) {
        System.arraycopy(ctx.x, 0, positionX, 0, ctx.rows);
        if (carries(ctx)) forContacts(ctx, carryTask);
    }

    /** {@link #start}'s carry on contacts [start, end). */
    private void carry(StepContext ctx, int start, int end) {
        final ContactBuffer c = ctx.contacts;
        final double[] out = positionX;
        // only a contact deeper than the slop goes on from its last push: one between its rest depth
        // and the slop is pushed slowly over many steps, and carried, its pushes pile up and topple a tower
        final double deep = -(ctx.contactSlop + ctx.recoveryDeadBand);
        final boolean all = ctx.restRecoverySpeed == 0 || ctx.contactRestShare >= 1;
        for (int k = start; k < end; k++) {
            int row = contactRows.row(k);
            if (row >= 0 && (all || c.distance[k] < deep)) out[row] += c.recoveryImpulse[k];
        }
    }

    /** Each solved contact keeps what the position solve added to its normal impulse; {@code positionSolution} false keeps nothing. */
    private void keepRecoveryImpulses(StepContext ctx, boolean positionSolution) {
        keepSolution = positionSolution;
        forContacts(ctx, keepTask);
    }

    /** {@link #keepRecoveryImpulses}' work on contacts [start, end). */
    private void keepRecoveryImpulses(StepContext ctx, int start, int end) {
        final ContactBuffer c = ctx.contacts;
        final double[] x = ctx.x, solution = keepSolution ? positionX : null;
        for (int k = start; k < end; k++) {
            int row = contactRows.row(k);
            if (row == ContactRows.ASLEEP) continue; // kept as read, for the wake-up
            c.recoveryImpulse[k] = row >= 0 && solution != null ? (float) (solution[row] - x[row]) : 0f;
        }
    }

    /** {@link #velocity} = the velocities of impulses {@code impulses}. */
    private void applyImpulses(StepContext ctx, double[] impulses) {
        if (velocity.length < ctx.bodies.vel.length) velocity = new double[ctx.bodies.vel.length];
        ctx.descriptor.applyImpulses(impulses, velocity);
    }
}
