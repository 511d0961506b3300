package io.github.gdxnsc.world;

import io.github.gdxnsc.solver.SolverStats;

/**
 * What the last fixed step did: sizes, the solver's work, and nanoseconds per stage. One instance
 * per world, overwritten each step ({@link NscWorld#getLastStats()}); copy it to keep it.
 */
public final class StepStats {
    public int bodies;
    public int contacts;
    public int joints;
    public int rows;
    public int threads;
    public long stepIndex;

    /** The solve: iterations, Schur products, residual, residual per iteration, finite flag. */
    public final SolverStats solver = new SolverStats();
    /** True when the first solve met a non-finite value and the step fell back (cold start or best finite iterate). */
    public boolean solverFallback;
    /**
     * True when the friction slip correction moved the normal biases between the two halves of
     * the velocity solve because contacts started, stopped or changed sliding.
     */
    public boolean slipCorrectionSolve;
    /**
     * Of {@link #iterations()}, those the velocity solve spent after the slip correction moved its
     * biases (its second half; 0 when they did not move). All solves of a step together stay
     * within maxIterations.
     */
    public int correctionIterations;
    /** Of {@link #iterations()}, those of the split step's position solve (0 when the split is off). */
    public int positionIterations;
    /** Residual (m/s) of the split step's position solve (NaN when the split is off); {@link #solver} reports the velocity solve's. */
    public double positionResidual = Double.NaN;
    /** Why the configured solver refused this step (APGD then solved it), or null. */
    public String solverRefusal;
    /** True when contacts were read directly from native memory, false on the JNI path. */
    public boolean directContactReader;
    /** Deepest penetration (m, >= 0) among this step's contact points. */
    public float maxPenetration;
    /** Contacts dropped this step because Bullet gave them a zero or non-finite normal, point or distance. */
    public int skippedContacts;
    /** Bodies asleep after this step ({@link NscConfig#allowSleep}). */
    public int sleepingBodies;
    /** Substeps of the smooth-contact method this step (0 under NSC). */
    public int smcSubsteps;

    public long forcesNanos;
    public long collisionNanos;
    public long extractNanos;
    public long buildNanos;
    public long solveNanos;
    public long integrateNanos;
    public long totalNanos;

    public int iterations() { return solver.iterations; }
    public int schurProducts() { return solver.schurProducts; }
    public double residual() { return solver.residual; }

    public void set(StepStats o) {
        bodies = o.bodies;
        contacts = o.contacts;
        joints = o.joints;
        rows = o.rows;
        threads = o.threads;
        stepIndex = o.stepIndex;
        solver.copyFrom(o.solver);
        solverFallback = o.solverFallback;
        slipCorrectionSolve = o.slipCorrectionSolve;
        correctionIterations = o.correctionIterations;
        positionIterations = o.positionIterations;
        positionResidual = o.positionResidual;
        solverRefusal = o.solverRefusal;
        directContactReader = o.directContactReader;
        maxPenetration = o.maxPenetration;
        skippedContacts = o.skippedContacts;
        sleepingBodies = o.sleepingBodies;
        smcSubsteps = o.smcSubsteps;
        forcesNanos = o.forcesNanos;
        collisionNanos = o.collisionNanos;
        extractNanos = o.extractNanos;
        buildNanos = o.buildNanos;
        solveNanos = o.solveNanos;
        integrateNanos = o.integrateNanos;
        totalNanos = o.totalNanos;
    }
}
