package io.github.gdxnsc.stats;

import io.github.gdxnsc.solver.SolverStats;

/**
 * What the last fixed step did: sizes, each solve's work, and nanoseconds per {@link Stage}. One
 * instance per world, overwritten each step ({@code NscWorld.getLastStats()}); copy it with
 * {@link #set} to keep it.
 */
public final class StepStats {
    /** Bodies in the world during the step, static ones included. */
    public int bodies;
    /** Contact points Bullet reported (and continuous collision added), touching or speculative. */
    public int contacts;
    /** Joints in the world during the step. */
    public int joints;
    /** Rows of the step's cone-complementarity problem: the contacts' normal and friction rows, rolling friction, joints and motors. */
    public int rows;
    /** Threads the step's pool ran with (the caller's included). */
    public int threads;
    /** Each pool thread's busy time per stage in this step. */
    public final ThreadProfile threadProfile = new ThreadProfile();
    /** How many fixed steps the world had taken before this one (0 for its first). */
    public long stepIndex;

    /**
     * The velocity solve: the velocities the bodies keep and the impulses that warm-start the next
     * step. Its halves (when the slip correction re-solves) are added up; its residual and history
     * are the last half's. Under smooth contact: the joints' solve of the last substep.
     */
    public final SolverStats velocitySolve = new SolverStats();
    /**
     * The position solve of the split step (the recovery biases; its velocities move the positions
     * and are dropped). Reset (0 iterations, NaN residual) on steps where none ran: the split step
     * is off, no contact needed recovery, or the velocity solve fell back.
     */
    public final SolverStats positionSolve = new SolverStats();
    /** True when the velocity solve met a non-finite value and the step fell back (cold start or best finite iterate). */
    public boolean solverFallback;
    /**
     * True when the friction slip correction moved the normal biases between the two halves of
     * the velocity solve because contacts started, stopped or changed sliding.
     */
    public boolean slipCorrectionSolve;
    /**
     * Of the velocity solve's iterations, those spent after the slip correction moved its biases
     * (its second half; 0 when they did not move).
     */
    public int correctionIterations;
    /** Why the configured solver refused this step (APGD then solved it), or null. */
    public String solverRefusal;
    /** True when contacts were read directly from native memory, false on the JNI path. */
    public boolean directContactReader;
    /** Deepest penetration (m, >= 0) among this step's contact points, between the bodies' given shapes (their collision skins taken off). */
    public float maxPenetration;
    /** Contacts dropped this step because Bullet gave them a zero or non-finite normal, point or distance. */
    public int skippedContacts;
    /** Pairs that kept last step's manifold instead of running Bullet's detector ({@code NscConfig.manifoldReuseDistance}). */
    public int keptManifolds;
    /** Bodies asleep after this step ({@code NscConfig.allowSleep}). */
    public int sleepingBodies;
    /** Substeps of the smooth-contact method this step (0 under NSC). */
    public int smcSubsteps;

    /** Nanoseconds per stage, indexed by {@link Stage#ordinal()}; 0 for a stage that did not run. */
    private final long[] stageNanos = new long[Stage.all().length];
    /** The whole step, events excluded. */
    public long totalNanos;

    /** Iterations of both solves: all of them together stay within the budget. */
    public int iterations() {
        return velocitySolve.iterations + positionSolve.iterations;
    }

    /** Schur products of both solves. */
    public int schurProducts() {
        return velocitySolve.schurProducts + positionSolve.schurProducts;
    }

    /** The velocity solve's final residual (m/s): the velocities the bodies keep. */
    public double residual() {
        return velocitySolve.residual;
    }

    /** Nanoseconds of the solvers themselves in both solves. */
    public long solverNanos() {
        return velocitySolve.nanos + positionSolve.nanos;
    }

    /** Nanoseconds the last step spent in {@code stage}. */
    public long nanos(Stage stage) {
        return stageNanos[stage.ordinal()];
    }

    /** Records {@code stage}'s time (the step's pipeline). */
    public void setNanos(Stage stage, long nanos) {
        stageNanos[stage.ordinal()] = nanos;
    }

    /** Zeroes every stage's time (start of a step). */
    public void clearNanos() {
        java.util.Arrays.fill(stageNanos, 0);
        totalNanos = 0;
    }

    /** Copies every figure of {@code o} into this one (to keep a step's figures past the next step). */
    public void set(StepStats o) {
        bodies = o.bodies;
        contacts = o.contacts;
        joints = o.joints;
        rows = o.rows;
        threads = o.threads;
        stepIndex = o.stepIndex;
        threadProfile.set(o.threadProfile);
        velocitySolve.copyFrom(o.velocitySolve);
        positionSolve.copyFrom(o.positionSolve);
        solverFallback = o.solverFallback;
        slipCorrectionSolve = o.slipCorrectionSolve;
        correctionIterations = o.correctionIterations;
        solverRefusal = o.solverRefusal;
        directContactReader = o.directContactReader;
        maxPenetration = o.maxPenetration;
        skippedContacts = o.skippedContacts;
        sleepingBodies = o.sleepingBodies;
        keptManifolds = o.keptManifolds;
        smcSubsteps = o.smcSubsteps;
        System.arraycopy(o.stageNanos, 0, stageNanos, 0, stageNanos.length);
        totalNanos = o.totalNanos;
    }
}
