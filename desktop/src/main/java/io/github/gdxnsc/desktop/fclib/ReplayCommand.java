package io.github.gdxnsc.desktop.fclib;

import io.github.gdxnsc.descriptor.ConeProblem;
import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.ProblemFile;
import io.github.gdxnsc.solver.SolverType;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
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
 * {@code replay FILE|FOLDER...}: solves one step's problem as the demo (key F9) or
 * {@code NscWorld.writeLastProblem} wrote it ({@link ProblemFile}) with the listed solvers and
 * prints the same figures as {@code fclib}. The FCLIB error is given where every block is a
 * friction cone (no joint or motor rows). A damaged file gets a one-line error.
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Solves problem files written by the demo (F9) or NscWorld.writeLastProblem with the listed solvers.")
public final class ReplayCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Problem files (.nscp), or folders: every .nscp file directly inside, by name.")
    List<Path> files;

    @Option(names = "--solver", split = ",", paramLabel = "S", defaultValue = "apgd,psor,bb,admm,direct",
            description = "Solvers, comma-separated: apgd, psor, bb, admm, direct, alm, and minres for problems of joint rows only "
                    + "(on one with contacts or limits its row says 'refused' and why) (default ${DEFAULT-VALUE}). "
                    + "DIRECT and ADMM run as offline references here: no per-frame refusal.")
    List<String> solvers;

    @Mixin
    SolveOptions options;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        List<SolverType> types = new ArrayList<>();
        for (String s : solvers) types.add(SolverType.parse(s));
        return options.solveAll(spec, files, types, List.of(".nscp"), file -> new Replay(file.getFileName().toString(), read(file)));
    }

    /** Reads a problem file; a one-line IllegalArgumentException naming the file and the fault. */
    static NscDescriptor read(Path file) {
        String name = file.getFileName().toString();
        if (!Files.isRegularFile(file)) throw new IllegalArgumentException(file + ": no such file");
        NscDescriptor d;
        try {
            d = ProblemFile.read(file);
        } catch (EOFException e) {
            throw new IllegalArgumentException(name + ": ends early: " + declaredSize(file)
                    + " but the file stops before them (truncated, or a wrong row count)", e);
        } catch (IOException e) {
            throw new IllegalArgumentException(name + ": not a valid problem file: " + FclibProblem.oneLine(e), e);
        } catch (RuntimeException | OutOfMemoryError e) {
            // a corrupt count can make the reader index past its arrays or ask for huge ones
            throw new IllegalArgumentException(name + ": not a valid problem file (" + declaredSize(file) + "): "
                    + FclibProblem.oneLine(e), e);
        }
        long expected = expectedBytes(d), actual;
        try {
            actual = Files.size(file);
        } catch (IOException e) {
            throw new IllegalArgumentException(name + ": cannot read its size: " + FclibProblem.oneLine(e), e);
        }
        if (actual != expected)
            throw new IllegalArgumentException(name + ": " + (actual - expected) + " bytes left after the " + d.cones().blockCount()
                    + " constraint blocks (" + d.rowCount() + " rows) it declares: a wrong row count");
        return d;
    }

    /** The size {@link ProblemFile} writes for {@code d} (see its format), to catch a count that is too small. */
    static long expectedBytes(NscDescriptor d) {
        long bytes = 3 * Integer.BYTES + (long) d.bodyCount() * 16 * Double.BYTES + Integer.BYTES;
        ConeSet k = d.cones();
        for (int b = 0; b < k.blockCount(); b++) {
            bytes += 1 + 3 * Double.BYTES + 2 * Integer.BYTES;
            int row = k.blockStart(b);
            for (int i = row; i < row + k.blockSize(b); i++)
                bytes += 1 + (d.isLinearRow(i) ? 9 * Float.BYTES : 12 * Double.BYTES) + 3 * Double.BYTES;
        }
        return bytes;
    }

    /** "it declares B bodies and K blocks", read from the header alone (for the error message). */
    static String declaredSize(Path file) {
        try (InputStream is = Files.newInputStream(file); DataInputStream in = new DataInputStream(is)) {
            in.readInt();
            in.readInt();
            int bodies = in.readInt();
            if (bodies < 0 || bodies > 100_000_000) return "it declares " + bodies + " bodies";
            in.skipNBytes(bodies * 16L * Double.BYTES);
            return "it declares " + bodies + " bodies and " + in.readInt() + " constraint blocks";
        } catch (IOException e) {
            return "its header is incomplete";
        }
    }

    /** A problem file for the solve loop: the FCLIB error where every block is a friction cone. */
    static final class Replay implements OfflineProblem {
        final String name;
        final NscDescriptor problem;
        /** The friction coefficients, one per block, or null where some block is not a cone. */
        final double[] mu;

        Replay(String name, NscDescriptor problem) {
            this.name = name;
            this.problem = problem;
            ConeSet k = problem.cones();
            boolean conesOnly = true;
            for (int b = 0; b < k.blockCount(); b++) conesOnly &= k.blockKind(b) == ConeSet.CONE;
            mu = conesOnly ? new double[k.blockCount()] : null;
            if (conesOnly) for (int b = 0; b < k.blockCount(); b++) mu[b] = k.mu(b);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String form() {
            return "problem file";
        }

        @Override
        public ConeProblem ccp() {
            return problem;
        }

        @Override
        public double[] velocity(double[] x) {
            double[] u = new double[x.length];
            problem.multiply(x, u);
            double[] q = problem.rhs();
            for (int i = 0; i < u.length; i++) u[i] += q[i];
            return u;
        }

        @Override
        public double fclibError(double[] x, double[] u) {
            return mu == null ? Double.NaN : FclibError.error(x, u, problem.rhs(), mu);
        }
    }
}
