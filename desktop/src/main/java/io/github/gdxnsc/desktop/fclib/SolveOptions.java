package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.solver.SolverType;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The options the offline solving jobs ({@code fclib}, {@code replay}) share. */
final class SolveOptions {

    @Option(names = "--solver", split = ",", paramLabel = "S", defaultValue = "apgd,psor,bb,admm,direct",
            description = "Solvers, comma-separated: apgd, psor, bb, admm, direct, minres, alm (default ${DEFAULT-VALUE}). "
                    + "DIRECT and ADMM run as offline references here: no per-frame refusal.")
    List<String> solvers;

    @Option(names = "--tolerance", paramLabel = "E", defaultValue = "1e-8",
            description = "CCP residual at which a solve stops (default ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--iterations", paramLabel = "K", defaultValue = "10000",
            description = "Iteration budget per solve (interior-point steps for direct) (default ${DEFAULT-VALUE}).")
    int iterations;

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
        if (iterations < 1) throw new IllegalArgumentException("--iterations must be >= 1, was " + iterations);
    }
}
