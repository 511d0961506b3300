package io.github.gdxnsc.solver;

import io.github.gdxnsc.parallel.WorkerPool;

/** Creates the members of the solver family by {@link SolverType}. */
public final class Solvers {

    private Solvers() {
    }

    /**
     * A new solver of the given type. Solvers keep scratch arrays, so keep one per world (or per
     * thread) and reuse it.
     *
     * @param pool the worker pool the solver may use (may be null: everything on the caller's thread)
     */
    public static Solver create(SolverType type, WorkerPool pool) {
        switch (type) {
            case APGD: return new ApgdSolver(pool);
            case PSOR: return new PsorSolver(pool);
            case BB: return new BarzilaiBorweinSolver(pool);
            case DIRECT: return new DirectSolver(pool);
            case ADMM: return new AdmmSolver(pool);
            case MINRES: return new MinresSolver(pool);
            case ALM: return new AlmSolver(pool);
            default: throw new IllegalArgumentException("no solver for " + type);
        }
    }
}
