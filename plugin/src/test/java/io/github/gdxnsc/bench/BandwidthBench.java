package io.github.gdxnsc.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Read bandwidth of one thread streaming a float array: 6 MiB (about one Schur product's working
 * set, cache-resident) and 512 MiB (main memory). Bytes / time gives GB/s to compare the Schur
 * product's bytes-per-call with.
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

    private float[] data;

    @Setup
    public void setUp() {
        data = new float[mebibytes * 1024 * 1024 / 4];
        for (int i = 0; i < data.length; i++) data[i] = i & 1023;
    }

    /** Four independent sums so the loop is bound by loads, not by one add chain. */
    @Benchmark
    public float streamRead() {
        float a = 0, b = 0, c = 0, d = 0;
        float[] v = data;
        for (int i = 0; i + 3 < v.length; i += 4) {
            a += v[i];
            b += v[i + 1];
            c += v[i + 2];
            d += v[i + 3];
        }
        return a + b + c + d;
    }
}
