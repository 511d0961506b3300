package io.github.gdxnsc.world;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.ContactSeed;
import io.github.gdxnsc.step.Islands;
import io.github.gdxnsc.step.KinematicMotion;
import io.github.gdxnsc.step.SolverDriver;
import io.github.gdxnsc.step.StepContext;
import io.github.gdxnsc.step.StepPipeline;

/**
 * The world's side of the step: the fixed-step accumulator, the validated copy of the config that
 * a step runs with (written into the pipeline's context), and the contact events after each step.
 * The stages themselves are package {@code io.github.gdxnsc.step}'s {@link StepPipeline}.
 */
final class FixedStep {
    private final StepPipeline pipeline;
    private final ContactEvents events;
    private final Joints joints;
    private final ListenerFailures failures = new ListenerFailures();
    /** The settings of the step in progress: a validated copy of the world's config. */
    final NscConfig active = new NscConfig();
    /** Time (s) accumulated by {@link #advance} but not yet stepped (snapshots and interpolation read it). */
    double accumulator;
    long stepIndex;
    /** Simulated time (s): the sum of the time steps taken. */
    double time;

    final StepContext ctx;
    final BulletCollision collision;
    final Bodies bodies;
    final ContactBuffer contacts;
    final NscDescriptor descriptor;
    final Islands islands;
    final KinematicMotion kinematics;
    final ContactSeed contactSeed;

    /** {@code config} was validated; the pipeline owns the worker pool and the Bullet bridge it makes from it. */
    FixedStep(NscWorld world, NscConfig config, Joints joints, StepStats stats, ContactEvents events) {
        this.events = events;
        this.joints = joints;
        active.set(config);
        pipeline = new StepPipeline(active.threads, active.directContactReader, joints, new PosePublisher(world), stats);
        ctx = pipeline.context();
        collision = ctx.collision;
        bodies = ctx.bodies;
        contacts = ctx.contacts;
        descriptor = ctx.descriptor;
        islands = ctx.islands;
        kinematics = ctx.kinematics;
        contactSeed = ctx.contactSeed;
    }

    SolverDriver solverDriver() {
        return pipeline.solverDriver();
    }

    /**
     * Fixed steps of {@code timeStep} from the accumulator, {@code delta} added, at most
     * {@code maxSubSteps} of them; time beyond that cap is dropped (a slow frame must not snowball).
     * Returns the number of steps taken.
     */
    int advance(float delta) {
        accumulator += delta;
        double dt = active.timeStep;
        // count the sub-steps first, in the loop's own arithmetic: kinematic targets spread over all of them
        int total = 0;
        for (double a = accumulator; a >= dt && total < active.maxSubSteps; a -= dt) total++;
        // a listener that throws ends the call after the step it was told of: that step is counted,
        // the sub-steps not taken keep their time in the accumulator
        for (int s = 0; s < total; s++) {
            runPasses(total - s);
            ctx.stats.stepIndex = stepIndex++;
            time += dt;
            accumulator -= dt;
            tellListeners();
        }
        if (accumulator >= dt) accumulator = accumulator % dt;
        return total;
    }

    /**
     * Smooth contact has no rolling or spinning friction (its contacts are spring-dampers, not the
     * bounded rows that carry them): a body that asks for either is refused, not silently ignored.
     */
    private void refuseRollingFriction() {
        for (int i = 0; i < bodies.count; i++) {
            if (bodies.rollingFriction[i] > 0 || bodies.spinningFriction[i] > 0)
                throw new IllegalStateException("contactMethod smc has no rolling or spinning friction: body " + bodies.id[i] + " has rollingFriction "
                        + bodies.rollingFriction[i] + ", spinningFriction " + bodies.spinningFriction[i] + "; set them to 0 or use contactMethod nsc");
        }
    }

    /** Validates the live config and takes it for this step; restarts the pool when threads changed. */
    void applyConfig(NscConfig config) {
        config.validate();
        if (config.contactMethod == ContactMethod.SMC) refuseRollingFriction();
        if (config.contactSlop != ctx.contactSlop) checkThickness(config.contactSlop);
        active.set(config);
        pipeline.setThreads(active.threads);
        if (!active.directContactReader) collision.forceJni();
        collision.setInnerEdgeNormals(active.innerEdgeNormals);
        collision.setPoolNarrowPhase(active.poolNarrowPhase);
        collision.setManifoldReuseDistance(active.manifoldReuseDistance);
        NscConfig c = active;
        StepContext s = ctx;
        s.timeStep = c.subStepTime();
        s.gravityX = c.gravity.x;
        s.gravityY = c.gravity.y;
        s.gravityZ = c.gravity.z;
        s.solver = c.solver;
        s.psorOmega = c.psorOmega;
        s.preconditioning = c.preconditioning;
        s.maxIterations = c.subStepIterations();
        s.tolerance = c.tolerance;
        s.timeBudgetMicros = c.timeBudgetMicros;
        s.positionIterations = c.subStepPositionIterations();
        s.iterationReserve = c.iterationReserve;
        s.reserveStepIterations = c.reserveStepIterations / c.subSteps;
        s.reservePriceRows = c.reservePriceRows;
        s.stagnationWindow = c.stagnationWindow;
        s.stagnationFactor = c.stagnationFactor;
        s.relativeTolerance = c.relativeTolerance;
        s.islandStop = c.islandStop;
        s.stackSweeps = c.stackSweeps;
        s.warmStart = c.warmStart;
        s.warmStartNewPoints = c.warmStartNewPoints;
        s.refuseInnerPoints = c.refuseInnerPoints;
        s.contactErp = c.contactErp;
        s.contactSlop = c.contactSlop;
        s.contactRestShare = c.contactRestShare;
        s.restRecoverySpeed = c.restRecoverySpeed;
        s.restAnchor = c.restAnchor;
        s.maxRecoverySpeed = c.maxRecoverySpeed;
        s.contactCompliance = c.contactCompliance;
        s.restitutionThresholdSpeed = c.restitutionThresholdSpeed;
        s.recoveryDeadBand = c.recoveryDeadBand;
        s.penetrationGuard = c.guardThreshold();
        s.landingSweep = c.landingSweep;
        s.completeManifolds = c.completeManifolds;
        s.jointErp = c.jointErp;
        s.jointProjectionIterations = c.jointProjectionIterations;
        s.slipCorrection = c.slipCorrection;
        s.slipCorrectionResumes = c.slipCorrectionResumes;
        s.contactsInBodyOrder = c.contactsInBodyOrder;
        s.exactFreeRotation = c.exactFreeRotation;
        s.smoothContact = c.contactMethod == ContactMethod.SMC;
        s.smcHertz = c.smcLaw == SmcLaw.HERTZ;
        s.smcMaxSubsteps = c.smcMaxSubsteps;
        s.smcImplicitDamper = c.smcImplicitDamper;
        s.allowSleep = c.allowSleep;
        s.sleepLinearSpeed = c.sleepLinearSpeed;
        s.sleepAngularSpeed = c.sleepAngularSpeed;
        s.sleepTime = c.sleepTime;
    }

    /** A changed contact slop against every dynamic body's thickness (the same rule createBody applies). */
    private void checkThickness(float slop) {
        Bodies b = ctx.bodies;
        for (int i = 0; i < b.count; i++)
            if (b.isDynamic(i) && !b.isSensor[i] && Checks.tooThin(b.thickness[i], slop))
                throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "contactSlop: %.3g m needs every dynamic body at least"
                        + " %.3g m thick (contacts settle at the slop's overlap), body %d is %.3g m; set contactSlop to at most %.3g m",
                        slop, Checks.SLOPS_THICK * slop, i, b.thickness[i], b.thickness[i] / Checks.SLOPS_THICK));
    }

    /** One fixed step as its {@code subSteps} passes of the pipeline; {@code stepsLeft} fixed steps remain, this one among them (kinematic targets). */
    private void runPasses(int stepsLeft) {
        final int n = active.subSteps;
        for (int k = 0; k < n; k++) pipeline.run(stepsLeft * n - k);
    }

    /** A lone fixed step (NscWorld.stepOnce): the accumulator is left as it is. */
    void runOne() {
        runPasses(1);
        ctx.stats.stepIndex = stepIndex++;
        time += active.timeStep;
        tellListeners();
    }

    /**
     * The step's events, after it is complete (poses pushed, stats recorded): broken joints, then
     * contacts. Every event is told even when a callback throws; the first throwable is rethrown after.
     */
    private void tellListeners() {
        joints.dispatchBroken(failures);
        events.afterStep(contacts, bodies, failures);
        failures.rethrow();
    }

    /** The world is disposed: the worker threads stop. */
    void close() {
        pipeline.close();
    }

    /** Removes body i from Bullet, the islands and the storage; the last body takes index i. Returns true when one moved. */
    boolean removeBody(int i) {
        return pipeline.removeBody(i);
    }

    /** Wakes body i's island (a force, an impulse, a setter, a joint): the next step moves it. */
    void wake(int i) {
        pipeline.wake(i);
    }
}
