package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.solver.AdmmSolver;
import io.github.gdxnsc.solver.DirectSolver;
import io.github.gdxnsc.solver.Solver;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.solver.Solvers;

/** One solve of a stored problem, the way the offline jobs run it (cold start, reference solvers). */
final class OfflineSolve {
    final double[] x;
    final SolverStats stats = new SolverStats();
    /** The CCP residual recomputed from the answer (not the solver's own report). */
    final double residual;

    private OfflineSolve(ConeProblem problem, SolverType type, SolverBudget budget) {
        int n = problem.rowCount();
        x = new double[n];
        solver(type).solve(problem, x, budget, stats);
        double[] nx = new double[n];
        problem.multiply(x, nx);
        residual = problem.cones().projectedGradientResidual(x, nx, problem.rhs(), problem.residualStep(), null);
    }

    static OfflineSolve run(ConeProblem problem, SolverType type, SolverBudget budget) {
        return new OfflineSolve(problem, type, budget);
    }

    /** The offline members: DIRECT and ADMM without the per-frame refusal (seconds are fine here). */
    static Solver solver(SolverType type) {
        switch (type) {
            case DIRECT: return DirectSolver.reference(null);
            case ADMM: return AdmmSolver.reference(null);
            default: return Solvers.create(type, null);
        }
    }
}
