package io.github.gdxnsc.bench;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.RandomDescriptors;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.solver.ApgdSolver;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * The Schur product and APGD iterations on a synthetic step: 10,000 contacts (30,000 rows) over
 * 5,000 bodies, body pairs drawn at random (the worst case for the gathers), 30 % against the
 * static world. Run with the command in docs/BENCHMARKS.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms1g", "-Xmx1g"})
public class SchurBench {

    static final int APGD_ITERATIONS = 50;

    @Param({"1", "2"})
    public int threads;

    private WorkerPool pool;
    private NscDescriptor problem;
    private double[] x, out, lambda;
    private ApgdSolver apgd;
    private final SolverBudget budget = new SolverBudget(APGD_ITERATIONS, 0, 0);
    private final SolverStats stats = new SolverStats();

    @Setup(Level.Trial)
    public void setUp() {
        pool = new WorkerPool(threads);
        RandomDescriptors.Spec spec = new RandomDescriptors.Spec().bodies(5000).contacts(10_000).boxRows(0).freeRows(0).staticFraction(0.3);
        problem = RandomDescriptors.build(2024, spec, pool);
        int n = problem.rowCount();
        x = new double[n];
        out = new double[n];
        lambda = new double[n];
        Random rnd = new Random(5);
        for (int i = 0; i < n; i++) x[i] = rnd.nextDouble();
        apgd = new ApgdSolver(pool);
        System.out.printf("%n[setup] rows=%d bodies=%d bytes streamed per product=%d%n",
                n, problem.bodyCount(), problem.bytesPerProduct());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        System.out.printf("%n[apgd] last solve: %s%n", stats);
        pool.close();
    }

    @Benchmark
    public double schurProduct() {
        problem.multiply(x, out);
        return out[0];
    }

    /** A cold-start APGD solve of 50 iterations, reported per iteration (its Lipschitz estimate and backtracks amortised in). */
    @Benchmark
    @OperationsPerInvocation(APGD_ITERATIONS)
    public double apgdIteration() {
        java.util.Arrays.fill(lambda, 0.0);
        apgd.solve(problem, lambda, budget, stats);
        return lambda[0];
    }
}
