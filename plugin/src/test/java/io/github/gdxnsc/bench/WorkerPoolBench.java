package io.github.gdxnsc.bench;

import io.github.gdxnsc.parallel.WorkerPool;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The pool's own cost on the small loops a solver iteration is made of: 1,024 doubles in 4 chunks
 * of 256 (about 100 ns of work a chunk), as a plain loop and as a reduction. With 1 thread the
 * loop runs inline, so the 2-thread figure minus the 1-thread one is the hand-off and wait.
 * {@code mvn -B -pl plugin -Pjmh test-compile exec:exec -Djmh.args="WorkerPoolBench"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms256m", "-Xmx256m"})
public class WorkerPoolBench {

    static final int ITEMS = 1024, CHUNK = 256;

    @Param({"1", "2"})
    public int threads;

    private WorkerPool pool;
    private final double[] a = new double[ITEMS], b = new double[ITEMS];
    private final WorkerPool.RangeTask axpy = (chunk, start, end) -> {
        for (int i = start; i < end; i++) b[i] = 0.5 * b[i] + a[i];
    };
    private final WorkerPool.RangeSum dot = (start, end) -> {
        double s = 0;
        for (int i = start; i < end; i++) s += a[i] * b[i];
        return s;
    };

    @Setup(Level.Trial)
    public void setUp() {
        pool = new WorkerPool(threads);
        for (int i = 0; i < ITEMS; i++) a[i] = Math.sin(i);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        pool.close();
    }

    @Benchmark
    public double loop() {
        pool.forEachChunk(ITEMS, CHUNK, axpy);
        return b[7];
    }

    @Benchmark
    public double sum() {
        return pool.sum(ITEMS, CHUNK, dot);
    }
}
