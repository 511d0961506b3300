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

/**
 * Stage 5, solve: runs the configured member of the solver family on the step's problem with the
 * step's budget, and owns what happens around it:
 * <ul>
 * <li>refusal: a solver that does not take the problem (DIRECT above its dense limit, MINRES with
 * contacts or bounds) leaves the step to APGD, and {@link #refusal()} says why;</li>
 * <li>the split step (see {@link PositionPass}): the budget cut between the velocity solve and a
 * position solve started from its answer, their work added up;</li>
 * <li>the slip correction's fixed point inside the velocity solve's budget (two halves);</li>
 * <li>fallback: a non-finite answer triggers a cold-start solve; if that too is non-finite the
 * solver's contract leaves its best finite iterate (or zero), and any non-finite entry left is
 * zeroed.</li>
 * </ul>
 */
public final class SolverDriver {
    private WorkerPool pool;
    private final ApgdSolver apgd;
    private final PsorSolver psor;
    /** Reference solvers, made on first use and kept (solvers keep scratch arrays). */
    private final Solver[] family = new Solver[SolverType.values().length];
    private SolverType type = SolverType.APGD;
    private final SolverBudget budget = new SolverBudget();
    private final SolverBudget firstHalf = new SolverBudget(), secondHalf = new SolverBudget();
    private final SolverStats positionStats = new SolverStats();
    private final SolverBudget velocityBudget = new SolverBudget(), positionBudget = new SolverBudget();
    private int positionIterations;
    /** The position solve's impulses: x keeps the velocity solve's. */
    private double[] positionX = new double[64];
    private final SolverStats firstSolve = new SolverStats();
    private String refusal;
    private boolean slipCorrectionSolve;
    private int correctionIterations;
    private boolean injectNonFiniteRhs;

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

    public void restoreCarriedState(double state) {
        apgd.setLipschitzEstimate(state);
    }

    /**
     * This step's solver, its settings and budget; {@code positionIterations} of the budget go to
     * the position solve when the split step is on (at least one iteration stays with each solve).
     */
    public void configure(SolverType solver, double psorOmega, boolean preconditioning, int maxIterations, double tolerance, long timeBudgetMicros,
            int positionIterations) {
        type = solver;
        psor.setOmega(psorOmega);
        if (apgd.preconditioning() != preconditioning) apgd.setPreconditioning(preconditioning);
        budget.set(maxIterations, tolerance, timeBudgetMicros);
        int its = Math.max(1, Math.min(positionIterations, maxIterations - 1));
        this.positionIterations = its;
        velocityBudget.set(Math.max(1, maxIterations - its), tolerance, timeBudgetMicros);
        positionBudget.set(its, tolerance, timeBudgetMicros);
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
     * Solves the prepared problem for x (warm start in, impulses out) into {@code stats}:
     * the velocity solve, then in a split step ({@code split} non-null) the position solve, whose
     * work is added to {@code stats} (its residual: {@link #positionStats()}). With {@code slip}
     * (null when the correction is off) the velocity solve runs in two halves of its budget, and
     * between them the slips of the first half's answer replace the estimates the biases were
     * built on: one fixed-point step of the correction inside the one budget. Returns true when
     * the step fell back.
     */
    public boolean solve(NscDescriptor d, double[] x, int rows, SolverStats stats, SlipCorrection slip, PositionPass split) {
        Solver s = solverFor(type);
        if (injectNonFiniteRhs && rows > 0) {
            injectNonFiniteRhs = false;
            d.rhs()[0] = Double.NaN;
        }
        slipCorrectionSolve = false;
        correctionIterations = 0;
        SolverBudget velocity = split != null ? velocityBudget : budget;
        // two halves (and an APGD restart between them) only while something slides: a resting
        // scene's velocity solve keeps its momentum over the whole budget (tower drift 0.58 -> 0.002 mm)
        boolean halves = slip != null && velocity.maxIterations() > 1 && slip.anySliding();
        if (halves) {
            int first = (velocity.maxIterations() + 1) / 2;
            firstHalf.set(first, velocity.tolerance(), velocity.timeBudgetMicros());
            secondHalf.set(velocity.maxIterations() - first, velocity.tolerance(), velocity.timeBudgetMicros());
        }
        SolverBudget opening = halves ? firstHalf : velocity;
        s.solve(d, x, opening, stats);
        refusal = stats.failure;
        if (stats.failure != null) {
            s = apgd;
            s.solve(d, x, opening, stats);
        }
        if (!(stats.finite && allFinite(x, rows))) return fallBack(s, d, x, rows, stats, split);
        if (halves) {
            boolean moved = slip.correct(d, x);
            if (moved) d.computeRhs();
            if (moved || !stats.converged) {
                firstSolve.copyFrom(stats);
                s.solve(d, x, secondHalf, stats);
                if (moved) correctionIterations = stats.iterations;
                addFirst(stats);
                slipCorrectionSolve = moved;
                if (!(stats.finite && allFinite(x, rows))) return fallBack(s, d, x, rows, stats, split);
            }
        }
        if (split != null && !split.recoveryNeeded()) {
            // nothing to push out: the position solve would start at the velocity solve's answer
            // to the same problem (its slip refresh aside); the positions follow that answer
            positionStats.reset(type);
            split.positionsFrom(d, x, true);
            split.keepRecoveryImpulses(x, null);
        } else if (split != null) {
            split.toPositionSolve(d, x, slip);
            if (positionX.length < rows) positionX = new double[Math.max(rows, 2 * positionX.length)];
            split.startPositionSolve(x, positionX, rows);
            s.solve(d, positionX, positionBudget, positionStats);
            stats.iterations += positionStats.iterations;
            stats.schurProducts += positionStats.schurProducts;
            stats.backtracks += positionStats.backtracks;
            stats.nanos += positionStats.nanos;
            stats.productNanos += positionStats.productNanos;
            // a position solve gone wrong moves nothing: the velocity solve's answer moves the bodies
            boolean good = positionStats.finite && allFinite(positionX, rows);
            split.positionsFrom(d, good ? positionX : x, !good);
            split.keepRecoveryImpulses(x, good ? positionX : null);
        }
        return false;
    }

    /** One cold-started solve of the problem as it stands; in a split step the positions follow its answer too. */
    private boolean fallBack(Solver s, NscDescriptor d, double[] x, int rows, SolverStats stats, PositionPass split) {
        Arrays.fill(x, 0, rows, 0);
        correctionIterations = 0; // the stats are now the cold re-solve's alone
        s.solve(d, x, budget, stats);
        if (!allFinite(x, rows)) Arrays.fill(x, 0, rows, 0);
        if (split != null) {
            split.positionsFrom(d, x, true);
            split.keepRecoveryImpulses(x, null);
        }
        return true;
    }

    /** The last split step's position solve (its residual is that of the recovery problem). */
    public SolverStats positionStats() {
        return positionStats;
    }

    /** The second half's stats plus the first's work (kept in firstSolve); the start is the first's. */
    private void addFirst(SolverStats stats) {
        stats.initialResidual = firstSolve.initialResidual;
        stats.iterations += firstSolve.iterations;
        stats.schurProducts += firstSolve.schurProducts;
        stats.backtracks += firstSolve.backtracks;
        stats.nanos += firstSolve.nanos;
        stats.productNanos += firstSolve.productNanos;
    }

    /** Iterations of the budget the position solve gets in a split step. */
    public int positionIterations() {
        return positionIterations;
    }

    /** Why the configured solver refused the last step (APGD solved it instead), or null. */
    public String refusal() {
        return refusal;
    }

    /** Iterations of the velocity solve's second half when the slip correction moved its biases (else 0). */
    public int correctionIterations() {
        return correctionIterations;
    }

    /** True when the last step's slip correction moved the biases between the velocity solve's halves. */
    public boolean slipCorrectionSolve() {
        return slipCorrectionSolve;
    }

    private static boolean allFinite(double[] a, int n) {
        for (int i = 0; i < n; i++) if (!Double.isFinite(a[i])) return false;
        return true;
    }
}
