package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeProblem;

/**
 * A solver of the cone-complementarity problem {@code min 1/2 x^T N x + r^T x, x in K}.
 *
 * <p>Contract shared by the family: {@code x} holds the start (the warm start, or zeros) on entry
 * and the answer on return: the best iterate found, never a non-finite one (when no finite iterate
 * exists the answer is zero and {@link SolverStats#finite} is false). The budget ends the solve
 * at the first of its limits. Statistics go to {@code outStats}, which is reused: a solver
 * allocates nothing per solve once its scratch arrays have grown to the problem's size.
 */
public interface Solver {

    /** The solver's name as the config, overlay and bench spell it. */
    SolverType type();

    /** Solves {@code problem} from the start in {@code x}, leaving the answer there, within {@code budget}, with its statistics in {@code outStats}. */
    void solve(ConeProblem problem, double[] x, SolverBudget budget, SolverStats outStats);
}
