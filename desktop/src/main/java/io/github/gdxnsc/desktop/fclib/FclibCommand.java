package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.descriptor.SparseConeProblem;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fclib FILE...}: solves FCLIB problems (HDF5, local or global form) with the listed
 * solvers, cold-started, and prints per problem and solver the iterations, the time, the CCP
 * residual, Siconos' FCLIB error (with the De Saxce term: on sliding contacts it stays above the
 * CCP residual, since our solvers solve the convex relaxation) and the CCP objective.
 * A file that cannot be read gets a one-line error and the others still run; the exit status is
 * then 1.
 */
@Command(name = "fclib", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Solves FCLIB frictional-contact problems (HDF5; local and global form) with the listed solvers.")
public final class FclibCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "FCLIB .hdf5 files.")
    List<Path> files;

    @Mixin
    SolveOptions options;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return options.solveAll(spec, files, (file, types, budget) -> solve(FclibProblem.read(file), types, budget));
    }

    /** Every listed solver on one problem. */
    static List<SolveRow> solve(FclibProblem fp, List<SolverType> types, SolverBudget budget) {
        SparseConeProblem problem = fp.problem(null);
        List<SolveRow> rows = new ArrayList<>();
        for (SolverType type : types) {
            OfflineSolve s = OfflineSolve.run(problem, type, budget);
            double error = s.stats.failure != null ? Double.NaN : FclibError.error(s.x, fp.velocity(s.x), fp.q, fp.mu);
            double objective = s.stats.failure != null ? Double.NaN : fp.objective(s.x);
            rows.add(new SolveRow(fp.name, fp.form, fp.rows(), type.cliName(), s.stats.iterations, s.stats.nanos / 1e6,
                    s.stats.failure != null ? Double.NaN : s.residual, error, objective, s.stats.converged, s.stats.failure));
        }
        return rows;
    }
}
