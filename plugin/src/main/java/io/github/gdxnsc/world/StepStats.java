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
     * True when the friction slip correction re-solved this step (warm-started, with a third of
     * the iteration budget) because contacts started, stopped or changed sliding; the solver
     * figures then add up both solves.
     */
    public boolean slipCorrectionSolve;
    /** Why the configured solver refused this step (APGD then solved it), or null. */
    public String solverRefusal;
    /** True when contacts were read directly from native memory, false on the JNI path. */
    public boolean directContactReader;
    /** Deepest penetration (m, >= 0) among this step's contact points. */
    public float maxPenetration;

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
        solverRefusal = o.solverRefusal;
        directContactReader = o.directContactReader;
        maxPenetration = o.maxPenetration;
        forcesNanos = o.forcesNanos;
        collisionNanos = o.collisionNanos;
        extractNanos = o.extractNanos;
        buildNanos = o.buildNanos;
        solveNanos = o.solveNanos;
        integrateNanos = o.integrateNanos;
        totalNanos = o.totalNanos;
    }
}
