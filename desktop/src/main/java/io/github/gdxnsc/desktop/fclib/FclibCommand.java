package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.SparseConeProblem;
import io.github.gdxnsc.solver.SolverType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code fclib FILE|FOLDER...}: solves FCLIB problems (HDF5, local or global form) with the listed
 * solvers, cold-started, and prints per problem and solver the iterations, the time, the CCP
 * residual, Siconos' FCLIB error (with the De Saxce term: on sliding contacts it stays above the
 * CCP residual, since our solvers solve the convex relaxation), the CCP objective and why the solve
 * stopped. A file that cannot be read gets a one-line error and the others still run; the exit
 * status is then 1.
 */
@Command(name = "fclib", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Solves FCLIB frictional-contact problems (HDF5; local and global form) with the listed solvers.")
public final class FclibCommand implements Callable<Integer> {

    static final List<String> EXTENSIONS = List.of(".hdf5", ".h5");

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "FCLIB .hdf5 files, or folders: every .hdf5/.h5 file directly inside, by name.")
    List<Path> files;

    @Option(names = "--solver", split = ",", paramLabel = "S", defaultValue = "apgd,psor,bb,admm,direct",
            description = "Solvers, comma-separated: apgd, psor, bb, admm, direct, alm (default ${DEFAULT-VALUE}). "
                    + "DIRECT and ADMM run as offline references here: no per-frame refusal. "
                    + "MINRES is not offered: it solves joint-only systems, and an FCLIB problem is all contacts.")
    List<String> solvers;

    @Mixin
    SolveOptions options;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        List<SolverType> types = solverTypes(solvers);
        return options.solveAll(spec, files, types, EXTENSIONS, file -> new Fclib(FclibProblem.read(file)));
    }

    /** The solver list, checked: a wrong name lists the valid ones, and MINRES says why it cannot apply. */
    static List<SolverType> solverTypes(List<String> names) {
        List<SolverType> out = new ArrayList<>();
        for (String s : names) {
            SolverType t = SolverType.parse(s);
            if (t == SolverType.MINRES)
                throw new IllegalArgumentException("--solver minres: MINRES solves joint-only (bilateral) systems and every FCLIB problem is a "
                        + "contact problem; use apgd, psor, bb, admm, direct or alm");
            out.add(t);
        }
        return out;
    }

    /** An FCLIB problem for the solve loop; the CCP is built once and shared by the solvers. */
    static final class Fclib implements OfflineProblem {
        final FclibProblem fp;
        final SparseConeProblem ccp;

        Fclib(FclibProblem fp) {
            this.fp = fp;
            this.ccp = fp.problem(null);
        }

        @Override
        public String name() {
            return fp.name;
        }

        @Override
        public String form() {
            return fp.form;
        }

        @Override
        public ConeProblem ccp() {
            return ccp;
        }

        @Override
        public double[] velocity(double[] x) {
            return fp.velocity(x);
        }

        @Override
        public double fclibError(double[] x, double[] u) {
            return FclibError.error(x, u, fp.q, fp.mu);
        }
    }
}
