package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.solver.ApgdSolver;
import io.github.gdxnsc.solver.PsorSolver;
import io.github.gdxnsc.solver.Solver;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.solver.Solvers;
import java.util.Arrays;

import static io.github.gdxnsc.parallel.PoolThresholds.DESCRIPTOR_ROW_CHUNK;
import static io.github.gdxnsc.parallel.PoolThresholds.ROW_PASS_SERIAL_ROWS;

/**
 * Runs the configured member of the solver family on a prepared problem with a given budget, for
 * the stages that solve (velocity solve, position solve, smooth contact's joint solve), and owns
 * what happens around one solve:
 * <ul>
 * <li>refusal: a solver that does not take the problem (DIRECT above its dense limit, MINRES with
 * contacts or bounds) leaves it to APGD, and {@link #refusal()} says why;</li>
 * <li>fallback ({@link #solve}): a non-finite answer triggers a cold-start solve with the whole
 * budget; if that too is non-finite the solver's contract leaves its best finite iterate (or
 * zero), and any non-finite entry left is zeroed.</li>
 * <li>the stop on stagnation: every budget a stage solves with gets this step's
 * ({@link SolverBudget#stagnation}); the fallback's cold start does not.</li>
 * </ul>
 */
public final class SolverDriver {
    private WorkerPool pool;
    /** The vector {@link #finite} checks, for its loop body (allocated once). */
    private double[] checked;
    private final WorkerPool.RangeSum countNonFinite = (s, e) -> nonFinite(checked, s, e);
    private final ApgdSolver apgd;
    private final PsorSolver psor;
    /** Reference solvers, made on first use and kept (solvers keep scratch arrays). */
    private final Solver[] family = new Solver[SolverType.values().length];
    private SolverType type = SolverType.APGD;
    /** The step's whole budget: a fallback's cold start gets all of it. */
    private final SolverBudget wholeBudget = new SolverBudget();
    private String refusal;
    private int stagnationWindow;
    private double stagnationFactor = 1;
    private boolean injectNonFiniteRhs;

    /** Solves on {@code pool}; every solver is made once here. */
    public SolverDriver(WorkerPool pool) {
        this.pool = pool;
        apgd = new ApgdSolver(pool);
        psor = new PsorSolver(pool);
    }

    /** A new pool (thread count changed): the world's own solvers move to it, the others are made again on next use. */
    public void setPool(WorkerPool p) {
        pool = p;
        apgd.setPool(p);
        psor.setPool(p);
        Arrays.fill(family, null);
    }

    /** What the world's APGD carries from one step to the next (its step size estimate): saved by snapshots. */
    public double carriedState() {
        return apgd.lipschitzEstimate();
    }

    /** Whether the carried step size was measured with preconditioning (part of a snapshot with it). */
    public boolean carriedPreconditioning() {
        return apgd.preconditioning();
    }

    /**
     * Puts a snapshot's carried step size back with the preconditioning it was measured under, so
     * the next step's {@link #configure} (which restarts the estimate when preconditioning changes)
     * keeps it when the config agrees.
     */
    public void restoreCarriedState(double state, boolean preconditioned) {
        if (apgd.preconditioning() != preconditioned) apgd.setPreconditioning(preconditioned);
        apgd.setLipschitzEstimate(state);
    }

    /** This step's solver, its settings and whole budget. */
    void configure(SolverType solver, double psorOmega, boolean preconditioning, int maxIterations, double tolerance, long timeBudgetMicros) {
        type = solver;
        psor.setOmega(psorOmega);
        if (apgd.preconditioning() != preconditioning) apgd.setPreconditioning(preconditioning);
        wholeBudget.set(maxIterations, tolerance, timeBudgetMicros);
    }

    /** This step's stop on stagnation (window 0: off), applied to every budget {@link #attempt} solves with. */
    void stagnation(int window, double factor) {
        stagnationWindow = window;
        stagnationFactor = factor;
    }

    /** Start of a step: no solve has refused yet. */
    void beginStep() {
        refusal = null;
    }

    /** The solver this step is configured with. */
    SolverType type() {
        return type;
    }

    /** Fault injection for tests: the next solve meets a NaN right-hand side. */
    public void injectNonFiniteRhs() {
        injectNonFiniteRhs = true;
    }

    private Solver solverFor(SolverType t) {
        if (t == SolverType.APGD) return apgd;
        if (t == SolverType.PSOR) return psor;
        Solver s = family[t.ordinal()];
        if (s == null) family[t.ordinal()] = s = Solvers.create(t, pool);
        return s;
    }

    /**
     * Solves the prepared problem for x (start in, answer out) within {@code budget} into
     * {@code stats}, with refusal and fallback. Returns true when it fell back (x is then the cold
     * start's answer, or its best finite iterate, or zero).
     */
    boolean solve(NscDescriptor d, double[] x, int rows, SolverBudget budget, SolverStats stats) {
        Solver s = attempt(d, x, budget, stats);
        if (stats.finite && finite(x, rows)) return false;
        Arrays.fill(x, 0, rows, 0);
        s.solve(d, x, wholeBudget, stats);
        if (!finite(x, rows)) Arrays.fill(x, 0, rows, 0);
        return true;
    }

    /**
     * One solve with refusal and no fallback: the caller checks the answer ({@link #finite}).
     * Returns the solver that solved (APGD after a refusal).
     */
    Solver attempt(NscDescriptor d, double[] x, SolverBudget budget, SolverStats stats) {
        Solver s = solverFor(type);
        budget.stagnation(stagnationWindow, stagnationFactor);
        if (injectNonFiniteRhs && d.rowCount() > 0) {
            injectNonFiniteRhs = false;
            d.rhs()[0] = Double.NaN;
        }
        s.solve(d, x, budget, stats);
        refusal = stats.failure;
        if (stats.failure != null) {
            s = apgd;
            s.solve(d, x, budget, stats);
        }
        return s;
    }

    /** Why the configured solver refused the last solve (APGD solved it instead), or null. */
    public String refusal() {
        return refusal;
    }

    /** Whether the first {@code n} entries of {@code a} are finite; on the driver's pool when they are many (every solve's answer is checked). */
    boolean finite(double[] a, int n) {
        if (!WorkerPool.shares(pool, n, ROW_PASS_SERIAL_ROWS)) return nonFinite(a, 0, n) == 0;
        checked = a;
        double bad = pool.sum(n, DESCRIPTOR_ROW_CHUNK, countNonFinite);
        checked = null;
        return bad == 0;
    }

    private static int nonFinite(double[] a, int start, int end) {
        int bad = 0;
        for (int i = start; i < end; i++) if (!Double.isFinite(a[i])) bad++;
        return bad;
    }
}
