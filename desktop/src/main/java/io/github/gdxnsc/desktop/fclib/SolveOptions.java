package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverType;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The options the offline solving jobs ({@code fclib}, {@code replay}) share, and the loop over
 * their files: each row is printed (and flushed) as its solve ends, so a long run shows its
 * progress and a run cut short keeps the rows already solved.
 */
final class SolveOptions {

    /** Reads one file; a file that cannot be read throws a one-line IllegalArgumentException naming it. */
    interface Reader {
        OfflineProblem read(Path file);
    }

    /** The longest --time-limit accepted: a day. */
    static final double MAX_TIME_LIMIT = 86_400;

    @Option(names = "--tolerance", paramLabel = "E", defaultValue = "1e-8",
            description = "CCP residual at which a solve stops (default ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--maxIterations", paramLabel = "K", defaultValue = "10000",
            description = "Iteration budget per solve, as NscConfig.maxIterations (interior-point steps for direct) (default ${DEFAULT-VALUE}).")
    int maxIterations;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "10",
            description = "Seconds per solve, checked between iterations (one iteration may overrun it); 0 = none (default ${DEFAULT-VALUE}). "
                    + "A solve it cuts says 'time'; the iterations before the cut are the same as without it.")
    double timeLimit;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write each solution to DIR/<file>.<solver>.txt: a '#' header, then one line per row with the impulse r and u = W r + q.")
    Path out;

    @Option(names = "--json", description = "One JSON object per problem and solver instead of a Markdown table.")
    boolean json;

    void validate() {
        if (!(tolerance >= 0) || Double.isInfinite(tolerance))
            throw new IllegalArgumentException("--tolerance must be finite and >= 0, was " + tolerance);
        if (maxIterations < 1) throw new IllegalArgumentException("--maxIterations must be >= 1, was " + maxIterations);
        if (!(timeLimit == 0 || (timeLimit >= 1e-3 && timeLimit <= MAX_TIME_LIMIT)))
            throw new IllegalArgumentException("--time-limit must be 0 (none) or 0.001 to " + (long) MAX_TIME_LIMIT + " seconds, was " + timeLimit);
        if (out != null && Files.exists(out) && !Files.isDirectory(out))
            throw new IllegalArgumentException("--out " + out + " is a file, not a folder");
    }

    SolverBudget budget() {
        return new SolverBudget(maxIterations, tolerance, Math.round(timeLimit * 1e6));
    }

    /**
     * The command's body: every file (a folder: every file in it with one of {@code extensions})
     * read and solved by each solver in turn, each row printed as its solve ends (a Markdown
     * table, or JSON lines). A file that fails gets a one-line error and the others still run.
     * Returns the exit status: 0, or 1 when a file failed.
     */
    int solveAll(CommandSpec spec, List<Path> arguments, List<SolverType> types, List<String> extensions, Reader reader) {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        validate();
        SolverBudget budget = budget();
        if (this.out != null) {
            try {
                Files.createDirectories(this.out);
            } catch (IOException e) {
                throw new IllegalArgumentException("--out " + this.out + ": cannot create the folder (" + FclibProblem.oneLine(e) + ")", e);
            }
        }
        if (!json) out.println(SolveRow.tableHeader());
        out.flush();
        int failed = 0;
        Set<Path> written = new HashSet<>();
        for (Path argument : arguments) {
            List<Path> files;
            try {
                files = Files.isDirectory(argument) ? ProblemFiles.inFolder(argument, extensions) : List.of(argument);
            } catch (IllegalArgumentException e) {
                err.println("error: " + e.getMessage());
                err.flush();
                failed++;
                continue;
            }
            for (Path file : files) {
                try {
                    solveFile(reader.read(file), types, budget, out, written);
                } catch (IllegalArgumentException e) {
                    err.println("error: " + e.getMessage());
                    failed++;
                } catch (OutOfMemoryError e) {
                    // the checks bound what a file may declare; this is the last guard, still one line
                    err.println("error: " + file.getFileName() + ": too large for this JVM's heap (" + Runtime.getRuntime().maxMemory() / (1 << 20)
                            + " MiB): run with a larger -Xmx");
                    failed++;
                }
                err.flush();
            }
        }
        return failed == 0 ? 0 : 1;
    }

    /** Each solver on one problem, each row printed and its solution written as soon as it is done. */
    private void solveFile(OfflineProblem p, List<SolverType> types, SolverBudget budget, PrintWriter out, Set<Path> written) {
        for (SolverType type : types) {
            OfflineSolve s = OfflineSolve.run(p.ccp(), type, budget);
            boolean ok = s.stats.failure == null;
            double[] u = ok ? p.velocity(s.x) : null;
            SolveRow row = new SolveRow(p.name(), p.form(), s.x.length, type.cliName(), s.stats.iterations, s.stats.nanos / 1e6,
                    ok ? s.residual : Double.NaN, ok ? p.fclibError(s.x, u) : Double.NaN, ok ? p.objective(s.x, u) : Double.NaN,
                    StopReason.of(s.stats, budget), s.stats.failure);
            out.println(json ? row.json() : row.tableLine());
            out.flush();
            if (this.out != null && ok) write(row, s.x, u, written);
        }
    }

    private void write(SolveRow row, double[] x, double[] u, Set<Path> written) {
        Path file = SolutionFile.path(this.out, row.problem(), row.solver());
        if (!written.add(file))
            throw new IllegalArgumentException(row.problem() + ": --out already holds this run's solution of another file of that name (" + file + ")");
        try {
            SolutionFile.write(file, row, x, u);
        } catch (IOException e) {
            throw new IllegalArgumentException("--out " + file + ": cannot write (" + FclibProblem.oneLine(e) + ")", e);
        }
    }
}
