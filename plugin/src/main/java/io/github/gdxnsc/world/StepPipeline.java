package io.github.gdxnsc.world;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.ContactImpulseCache;
import io.github.gdxnsc.step.ContactRows;
import io.github.gdxnsc.step.ContactSeed;
import io.github.gdxnsc.step.ContinuousCollision;
import io.github.gdxnsc.step.Islands;
import io.github.gdxnsc.step.JointProjection;
import io.github.gdxnsc.step.KinematicMotion;
import io.github.gdxnsc.step.PositionIntegrator;
import io.github.gdxnsc.step.PositionPass;
import io.github.gdxnsc.step.RecoveryImpulseCache;
import io.github.gdxnsc.step.SlipCorrection;
import io.github.gdxnsc.step.SmoothStep;
import io.github.gdxnsc.step.SolverDriver;
import io.github.gdxnsc.step.VelocityIntegrator;

/**
 * The fixed step of an {@link NscWorld}: the world's state (bodies, contacts, the descriptor and
 * the solver's unknowns) and the stages of package {@code io.github.gdxnsc.step} that advance it,
 * in the order {@link #run} lists them (docs/ARCHITECTURE.md, "Stages of a step"). The world is
 * the public API around it; this class is its engine room.
 */
final class StepPipeline {
    /** Under smooth contact, bodies moving more than this (m) in a step are swept for the onset of their contacts. */
    private static final double SMC_SWEEP_DISTANCE = 0.01;

    private final NscWorld world;
    private final Joints joints;
    private final StepStats stats;
    private final ContactEvents events;
    private WorkerPool pool;
    /** The settings of the step in progress: a validated copy of the world's config. */
    final NscConfig active = new NscConfig();
    /** Time (s) accumulated by {@link #advance} but not yet stepped (snapshots and interpolation read it). */
    double accumulator;
    long stepIndex;

    final BulletCollision collision;
    final Bodies bodies = new Bodies();
    final ContactBuffer contacts = new ContactBuffer();
    final NscDescriptor descriptor;
    final SolverDriver solver;
    final Islands islands = new Islands();
    final KinematicMotion kinematics = new KinematicMotion(bodies);
    final ContactSeed contactSeed = new ContactSeed();
    private final VelocityIntegrator velocities = new VelocityIntegrator(bodies);
    private final ContinuousCollision continuous = new ContinuousCollision();
    private final SmoothStep smooth = new SmoothStep();
    private final SmoothStep.JointRowsSource smoothJoints = this::smoothJointRows;
    private final Runnable smoothSolve = this::smoothSolve;
    private final ContactRows contactRows = new ContactRows();
    private final ContactImpulseCache impulseCache = new ContactImpulseCache();
    private final RecoveryImpulseCache recoveryCache = new RecoveryImpulseCache();
    private final SlipCorrection slipCorrection = new SlipCorrection(bodies, contacts, contactRows);
    private final PositionPass positionPass = new PositionPass(bodies, contacts, contactRows);
    private final PositionIntegrator positions = new PositionIntegrator(bodies);
    private final JointProjection jointProjection = new JointProjection(bodies);
    /** The solver's unknowns: warm start in, impulses out. */
    private double[] x = new double[64];

    /** {@code config} was validated; the pipeline owns the worker pool and the Bullet bridge it makes from it. */
    StepPipeline(NscWorld world, NscConfig config, Joints joints, StepStats stats, ContactEvents events) {
        this.world = world;
        this.joints = joints;
        this.stats = stats;
        this.events = events;
        active.set(config);
        pool = new WorkerPool(active.threads);
        collision = new BulletCollision(active.directContactReader);
        descriptor = new NscDescriptor(pool);
        solver = new SolverDriver(pool);
    }

    /**
     * Fixed steps of {@code timeStep} from the accumulator, {@code delta} added, at most
     * {@code maxSubSteps} of them; time beyond that cap is dropped (a slow frame must not snowball).
     * Returns the number of steps taken.
     */
    int advance(NscConfig config, float delta) {
        applyConfig(config);
        accumulator += delta;
        double dt = active.timeStep;
        // count the sub-steps first, in the loop's own arithmetic: kinematic targets spread over all of them
        int total = 0;
        for (double a = accumulator; a >= dt && total < active.maxSubSteps; a -= dt) total++;
        for (int s = 0; s < total; s++) {
            run(total - s);
            accumulator -= dt;
        }
        if (accumulator >= dt) accumulator = accumulator % dt;
        return total;
    }

    /** Validates the live config and takes it for this step; rebuilds the pool when threads changed. */
    void applyConfig(NscConfig config) {
        config.validate();
        boolean threadsChanged = config.threads != pool.threads();
        active.set(config);
        if (threadsChanged) {
            pool.close();
            pool = new WorkerPool(active.threads);
            descriptor.setPool(pool);
            solver.setPool(pool);
        }
        if (!active.directContactReader) collision.forceJni();
        NscConfig c = active;
        solver.configure(c.solver, c.psorOmega, c.preconditioning, c.maxIterations, c.tolerance, c.timeBudgetMicros, c.positionIterations);
        contactRows.configure(c.timeStep, c.contactErp, c.contactSlop, c.recoveryDeadBand, c.maxRecoverySpeed, c.contactCompliance, c.restitutionThresholdSpeed);
        positionPass.configure(c.recoveryDeadBand, c.positionIterations, c.maxIterations);
    }

    /** The world is disposed: the worker threads stop. */
    void close() {
        pool.close();
    }

    /** One fixed step: the stages in order, each timed; {@code stepsLeft} counts this one (kinematic targets). */
    void run(int stepsLeft) {
        final NscConfig c = active;
        final double h = c.timeStep;
        long t0 = System.nanoTime();

        wakeOrKeepSleeping(c);
        bodies.savePreviousPoses();
        kinematics.begin(h, stepsLeft);
        descriptor.beginStep(bodies.count);
        velocities.run(pool, descriptor, h, c.gravity.x, c.gravity.y, c.gravity.z);
        long t1 = System.nanoTime();

        // transforms were pushed after the last integration (or by setTransform)
        collision.detect();
        long t2 = System.nanoTime();

        collision.read(contacts);
        recoveryCache.fill(contacts, bodies.id, contactSeed.armed());
        contactSeed.apply(contacts, bodies); // only after a snapshot rebuilt Bullet's cache
        // smooth contact must see a contact begin: every body moving over 1 cm a step is swept
        continuous.sweep(bodies, descriptor, h, collision, contacts, c.contactMethod == ContactMethod.SMC ? SMC_SWEEP_DISTANCE : -1);
        long t3 = System.nanoTime();

        int rows;
        boolean fallback = false;
        long t4, t5;
        if (c.contactMethod == ContactMethod.SMC) {
            t4 = System.nanoTime();
            rows = smoothStep(c, h);
            t5 = System.nanoTime();
            collision.writeImpulses(contacts); // the tangential springs, kept on the points
            recoveryCache.forget(); // no position solve here: nothing to carry to a later hard-contact step
        } else {
            rows = buildRows(h);
            t4 = System.nanoTime();
            PositionPass split = splitStep() ? positionPass : null;
            fallback = solver.solve(descriptor, x, rows, stats.solver, c.slipCorrection ? slipCorrection : null, split);
            if (split == null) positionPass.keepRecoveryImpulses(x, null); // none ran: nothing carries over
            recoveryCache.remember(contacts, bodies.id);
            t5 = System.nanoTime();
            // with nothing recovered, the position pass already applied x: its velocities are the bodies' new ones
            if (split != null && split.followsVelocitySolve()) System.arraycopy(split.positionVelocity(), 0, bodies.vel, 0, 6 * bodies.count);
            else descriptor.applyImpulses(x, bodies.vel);
            positions.run(pool, h, split != null ? split.positionVelocity() : null, descriptor.velocity());
            projectJoints(h);
            impulseCache.store(contacts, contactRows, x, collision);
        }
        kinematics.end(stepsLeft);
        joints.storeImpulses(x);
        // Bullet sees this step's poses now, so queries between steps hit where getPosition says
        for (int i = 0, n = bodies.count; i < n; i++) if (bodies.moves(i)) world.pushTransform(i);
        if (c.allowSleep) {
            islands.begin(bodies);
            islands.addContacts(bodies, contacts);
            joints.linkIslands(islands, bodies);
            islands.sleep(bodies, h, c.sleepLinearSpeed, c.sleepAngularSpeed, c.sleepTime, collision);
        }
        long t6 = System.nanoTime();

        recordStats(rows, fallback, t0, t1, t2, t3, t4, t5, t6);
        events.afterStep(contacts, bodies);
    }

    /** Stage 4: contact rows, joint rows, warm start, then prepare and r = J v* + b. Returns the row count. */
    private int buildRows(double h) {
        final NscConfig c = active;
        int maxRows = 3 * contacts.count() + joints.maxRows();
        if (x.length < maxRows) x = new double[Math.max(maxRows, 2 * x.length)];
        contactRows.build(descriptor, contacts, bodies, c.slipCorrection ? slipCorrection : null, splitStep() ? positionPass : null);
        impulseCache.warmStart(contacts, contactRows, x, c.warmStart);
        joints.addRows(descriptor, x, c.warmStart, h, c.jointErp);
        descriptor.prepare();
        descriptor.computeRhs();
        return descriptor.rowCount();
    }

    /** Stage 6, after the positions moved: the joints' position-level correction, Gauss-Seidel in joint order. */
    private void projectJoints(double h) {
        if (joints.list.size == 0) return;
        jointProjection.begin(h);
        joints.project(jointProjection, active.jointProjectionIterations);
    }

    /** The split step runs when the position solve has iterations and the budget leaves the velocity solve some. */
    private boolean splitStep() {
        return active.positionIterations > 0 && active.maxIterations > 1;
    }

    /** The smooth-contact dynamics (build, solve and integrate in substeps); returns the joints' rows of the last substep. */
    private int smoothStep(NscConfig c, double h) {
        smooth.setHertz(c.smcLaw == SmcLaw.HERTZ);
        if (x.length < joints.maxRows()) x = new double[Math.max(joints.maxRows(), 2 * x.length)];
        smooth.run(pool, bodies, contacts, descriptor, velocities, positions, h, c.gravity.x, c.gravity.y, c.gravity.z, c.smcMaxSubsteps, x,
                smoothJoints, smoothSolve);
        return descriptor.rowCount();
    }

    private int smoothJointRows(NscDescriptor d, double[] xs, double hs) {
        joints.addRows(d, xs, active.warmStart, hs, active.jointErp);
        return d.rowCount();
    }

    private void smoothSolve() {
        solver.solve(descriptor, x, descriptor.rowCount(), stats.solver, null, null);
    }

    /** Start of a step: sleepers touched by a moving body last step wake; with sleeping off, everyone wakes. */
    private void wakeOrKeepSleeping(NscConfig c) {
        if (islands.sleepingCount() == 0) return;
        if (c.allowSleep) islands.wakeTouched(bodies, contacts, collision);
        else islands.wakeAll(bodies, collision);
    }

    /** Removes body i from Bullet, the islands and the storage; the last body takes index i. Returns true when one moved. */
    boolean removeBody(int i) {
        collision.remove(i);
        int last = bodies.count - 1;
        if (i != last) islands.moved(last, i);
        return bodies.swapRemove(i) >= 0;
    }

    /** Wakes body i's island (a force, an impulse, a setter, a joint): the next step moves it. */
    void wake(int i) {
        islands.wake(bodies, i, collision);
    }

    private void recordStats(int rows, boolean fallback, long t0, long t1, long t2, long t3, long t4, long t5, long t6) {
        StepStats st = stats;
        st.bodies = bodies.count;
        st.contacts = contacts.count();
        st.joints = joints.list.size;
        st.rows = rows;
        st.threads = pool.threads();
        st.stepIndex = stepIndex++;
        st.solverFallback = fallback;
        st.solverRefusal = solver.refusal();
        st.slipCorrectionSolve = solver.slipCorrectionSolve();
        st.correctionIterations = solver.correctionIterations();
        boolean split = splitStep() && active.contactMethod != ContactMethod.SMC;
        st.positionIterations = split ? solver.positionStats().iterations : 0;
        st.positionResidual = split ? solver.positionStats().residual : Double.NaN;
        st.maxPenetration = contactRows.maxPenetration();
        st.skippedContacts = contactRows.skippedContacts();
        st.sleepingBodies = islands.sleepingCount();
        st.smcSubsteps = active.contactMethod == ContactMethod.SMC ? smooth.substeps() : 0;
        if (active.contactMethod == ContactMethod.SMC) st.maxPenetration = smooth.maxOverlap();
        st.directContactReader = collision.isDirect();
        st.forcesNanos = t1 - t0;
        st.collisionNanos = t2 - t1;
        st.extractNanos = t3 - t2;
        st.buildNanos = t4 - t3;
        st.solveNanos = t5 - t4;
        st.integrateNanos = t6 - t5;
        st.totalNanos = t6 - t0;
    }

}
