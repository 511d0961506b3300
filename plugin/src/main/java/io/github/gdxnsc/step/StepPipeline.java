package io.github.gdxnsc.step;

import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;

/**
 * One fixed step as a list of stages over one {@link StepContext}: the world writes the context's
 * settings and calls {@link #run}; each stage is timed into the stats under its {@link Stage}.
 *
 * <p>Hard contact (NSC): forces, collision, extract, build, velocity solve, position solve,
 * integrate, publish. Smooth contact (SMC): forces, collision, extract, smooth contact, publish.
 * The solve and integrate stages read only what build left in the context, so a sub-step loop can
 * repeat them over one build.
 */
public final class StepPipeline {
    private final StepContext ctx;
    private final SolverDriver driver;
    private final ContactRows contactRows = new ContactRows();
    private final StepStage[] hardContact, smoothContact;

    /** The pipeline owns the worker pool ({@link #setThreads}, {@link #close}) and, through the context, the Bullet bridge. */
    public StepPipeline(int threads, boolean directContactReader, StepJoints joints, TransformSink transforms, StepStats stats) {
        WorkerPool pool = new WorkerPool(threads);
        pool.profile(io.github.gdxnsc.stats.Stage.all().length);
        ctx = new StepContext(pool, directContactReader, joints, transforms, stats);
        driver = new SolverDriver(pool);
        Bodies bodies = ctx.bodies;
        VelocityIntegrator velocities = new VelocityIntegrator(bodies);
        PositionIntegrator positions = new PositionIntegrator(bodies, velocities);
        RecoveryImpulseCache recoveryCache = new RecoveryImpulseCache();
        ContactImpulseCache impulseCache = new ContactImpulseCache();
        SlipCorrection slip = new SlipCorrection(bodies, ctx.contacts, contactRows);
        StepStage forces = new ForcesStage(velocities), collision = new CollisionStage(), extract = new ExtractStage(recoveryCache, velocities);
        StepStage publish = new PublishStage();
        hardContact = new StepStage[] {forces, collision, extract, new BuildStage(contactRows, slip, impulseCache), new VelocitySolveStage(driver, slip),
                new PositionSolveStage(driver, slip, contactRows, recoveryCache),
                new IntegrateStage(positions, new PenetrationGuard(contactRows), new JointProjection(bodies), contactRows, impulseCache), publish};
        smoothContact = new StepStage[] {forces, collision, extract, new SmoothContactStage(velocities, positions, driver, recoveryCache, ctx.impacts), publish};
    }

    /** The step's context: the world writes its settings before each step and reads its state. */
    public StepContext context() {
        return ctx;
    }

    /** The solver driver (snapshots save what it carries between steps; tests inject faults). */
    public SolverDriver solverDriver() {
        return driver;
    }

    /** The pool's thread count. */
    public int threads() {
        return ctx.pool.threads();
    }

    /** Restarts the worker pool with {@code threads} threads when that differs from the current count. */
    public void setThreads(int threads) {
        if (threads == ctx.pool.threads()) return;
        ctx.pool.close();
        WorkerPool pool = new WorkerPool(threads);
        pool.profile(io.github.gdxnsc.stats.Stage.all().length);
        ctx.pool = pool;
        ctx.descriptor.setPool(pool);
        driver.setPool(pool);
    }

    /** The worker threads stop. */
    public void close() {
        ctx.pool.close();
    }

    /** One fixed step with the context's settings; {@code stepsLeft} counts this one among the world step's (kinematic targets). */
    public void run(int stepsLeft) {
        final StepContext c = ctx;
        final StepStats st = c.stats;
        c.stepsLeft = stepsLeft;
        c.fellBack = false;
        c.positionVelocity = null;
        driver.configure(c.solver, c.psorOmega, c.preconditioning, c.maxIterations, c.tolerance, c.timeBudgetMicros);
        driver.stagnation(c.stagnationWindow, c.stagnationFactor);
        driver.beginStep();
        st.clearNanos();
        st.velocitySolve.reset(c.solver);
        st.positionSolve.reset(c.solver);
        st.slipCorrectionSolve = false;
        st.correctionIterations = 0;
        st.smcSubsteps = 0;
        final StepStage[] stages = c.smoothContact ? smoothContact : hardContact;
        final long start = System.nanoTime();
        long t = start;
        c.pool.clearProfile();
        for (StepStage stage : stages) {
            final Stage s = stage.stage(); // once: over eight stage classes the call dispatches through the interface's table
            c.pool.profileSlot(s.ordinal());
            stage.run(c);
            long now = System.nanoTime();
            st.setNanos(s, now - t);
            t = now;
        }
        st.totalNanos = t - start;
        st.bodies = c.bodies.count;
        st.contacts = c.contacts.count();
        st.joints = c.joints.count();
        st.rows = c.rows;
        st.threads = c.pool.threads();
        st.threadProfile.copy(c.pool);
        st.solverFallback = c.fellBack;
        st.solverRefusal = driver.refusal();
        if (!c.smoothContact) {
            c.impacts.forget(); // collisions in progress are smooth contact's: a later smooth step starts without any
            st.maxPenetration = contactRows.maxPenetration();
            st.skippedContacts = contactRows.skippedContacts();
        } else {
            st.skippedContacts = 0;
        }
        st.sleepingBodies = c.islands.sleepingCount();
        st.keptManifolds = c.collision.keptManifolds();
        st.directContactReader = c.collision.isDirect();
    }

    /** Removes body i from Bullet, the islands and the storage; the last body takes index i. Returns true when one moved. */
    public boolean removeBody(int i) {
        ctx.collision.remove(i);
        int last = ctx.bodies.count - 1;
        if (i != last) ctx.islands.moved(last, i);
        return ctx.bodies.swapRemove(i) >= 0;
    }

    /**
     * Wakes body i's island (a force, an impulse, a setter, a joint): the next step moves it. For a
     * static or kinematic body, the sleepers it touched wake instead: they rest on what changed.
     */
    public void wake(int i) {
        if (ctx.bodies.isDynamic(i)) ctx.islands.wake(ctx.bodies, i, ctx.collision);
        else ctx.islands.wakeTouching(ctx.bodies, ctx.contacts, i, ctx.collision);
    }
}
