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
 * Read bandwidth through the worker pool, for holding the Schur product's bytes per call against:
 * an int array summed in 64 KiB chunks, 6 MiB (about one product's working set) and 512 MiB (main
 * memory), on 1 and 2 threads. GB/s = MiB * 1.048576 / (microseconds per op) * 1000.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
public class BandwidthBench {

    @Param({"6", "512"})
    public int mebibytes;

    @Param({"1", "2"})
    public int threads;

    private int[] data;
    private final long[] partials = new long[16384];
    private WorkerPool pool;
    private final WorkerPool.RangeTask sum = (chunk, start, end) -> {
        int[] d = data;
        int acc = 0;
        for (int i = start; i < end; i++) acc += d[i];
        partials[chunk] = acc;
    };

    @Setup(Level.Trial)
    public void setUp() {
        data = new int[mebibytes * 1024 * 1024 / 4];
        for (int i = 0; i < data.length; i++) data[i] = i & 1023;
        pool = new WorkerPool(threads);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        pool.close();
    }

    @Benchmark
    public long streamRead() {
        pool.forEachChunk(data.length, 16 * 1024, sum);
        return partials[0];
    }
}
