package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverType;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** The options the offline solving jobs ({@code fclib}, {@code replay}) share, and the loop over their files. */
final class SolveOptions {

    /** One file solved by every listed solver; a file that cannot be read throws a one-line IllegalArgumentException. */
    interface FileSolve {
        List<SolveRow> solve(Path file, List<SolverType> types, SolverBudget budget);
    }

    @Option(names = "--solver", split = ",", paramLabel = "S", defaultValue = "apgd,psor,bb,admm,direct",
            description = "Solvers, comma-separated: apgd, psor, bb, admm, direct, minres, alm (default ${DEFAULT-VALUE}). "
                    + "DIRECT and ADMM run as offline references here: no per-frame refusal.")
    List<String> solvers;

    @Option(names = "--tolerance", paramLabel = "E", defaultValue = "1e-8",
            description = "CCP residual at which a solve stops (default ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--maxIterations", paramLabel = "K", defaultValue = "10000",
            description = "Iteration budget per solve, as NscConfig.maxIterations (interior-point steps for direct) (default ${DEFAULT-VALUE}).")
    int maxIterations;

    @Option(names = "--json", description = "One JSON object per problem and solver instead of a Markdown table.")
    boolean json;

    /** The solver list, checked: a wrong name is a one-line error listing the valid ones. */
    List<SolverType> solverTypes() {
        List<SolverType> out = new ArrayList<>();
        for (String s : solvers) out.add(SolverType.parse(s));
        return out;
    }

    void validate() {
        if (!(tolerance >= 0) || Double.isInfinite(tolerance))
            throw new IllegalArgumentException("--tolerance must be finite and >= 0, was " + tolerance);
        if (maxIterations < 1) throw new IllegalArgumentException("--maxIterations must be >= 1, was " + maxIterations);
    }

    /**
     * The command's body: every file through {@code solve}, its rows printed (a Markdown table, or
     * JSON lines); a file that fails gets a one-line error and the others still run. Returns the
     * exit status: 0, or 1 when a file failed.
     */
    int solveAll(CommandSpec spec, List<Path> files, FileSolve solve) {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        validate();
        List<SolverType> types = solverTypes();
        SolverBudget budget = new SolverBudget(maxIterations, tolerance, 0);
        if (!json) out.println(SolveRow.tableHeader());
        int failed = 0;
        for (Path file : files) {
            List<SolveRow> rows;
            try {
                rows = solve.solve(file, types, budget);
            } catch (IllegalArgumentException e) {
                err.println("error: " + e.getMessage());
                failed++;
                continue;
            } catch (OutOfMemoryError e) {
                // the checks bound what a file may declare; this is the last guard, still one line
                err.println("error: " + file.getFileName() + ": too large for this JVM's heap (" + Runtime.getRuntime().maxMemory() / (1 << 20)
                        + " MiB): run with a larger -Xmx");
                failed++;
                continue;
            }
            for (SolveRow row : rows) out.println(json ? row.json() : row.tableLine());
            out.flush();
        }
        err.flush();
        return failed == 0 ? 0 : 1;
    }
}
