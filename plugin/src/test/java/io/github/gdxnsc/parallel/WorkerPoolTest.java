package io.github.gdxnsc.parallel;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicIntegerArray;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkerPoolTest {

    @Test
    void everyItemRunsExactlyOnce() {
        try (WorkerPool pool = new WorkerPool(3)) {
            for (int round = 0; round < 200; round++) {
                int n = 1 + round * 37;
                AtomicIntegerArray seen = new AtomicIntegerArray(n);
                pool.forEachChunk(n, 16, (c, s, e) -> {
                    for (int i = s; i < e; i++) seen.incrementAndGet(i);
                });
                for (int i = 0; i < n; i++) assertEquals(1, seen.get(i));
            }
        }
    }

    @Test
    void sumsDoNotDependOnTheThreadCount() {
        double[] data = new double[100_003];
        java.util.Random rnd = new java.util.Random(1);
        for (int i = 0; i < data.length; i++) data[i] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(16) - 8);
        long[] bits = new long[4];
        for (int t = 1; t <= 4; t++) {
            try (WorkerPool pool = new WorkerPool(t)) {
                bits[t - 1] = Double.doubleToRawLongBits(pool.sum(data.length, 1000, (s, e) -> {
                    double acc = 0;
                    for (int i = s; i < e; i++) acc += data[i];
                    return acc;
                }));
            }
        }
        for (int t = 1; t < 4; t++) assertEquals(bits[0], bits[t]);
    }

    @Test
    void aWorkerExceptionReachesTheCallerAndThePoolStaysUsable() {
        try (WorkerPool pool = new WorkerPool(2)) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> pool.forEachChunk(100, 1, (c, s, en) -> {
                if (c == 57) throw new IllegalStateException("chunk 57");
            }));
            assertEquals("chunk 57", e.getMessage());
            double s = pool.sum(10, 1, (a, b) -> 1.0);
            assertEquals(10.0, s);
        }
    }

    @Test
    void closeStopsTheDaemonWorkers() {
        WorkerPool pool = new WorkerPool(3);
        String prefix = pool.threadNamePrefix();
        assertEquals(2, countAlive(prefix), "threads - 1 workers; the caller is the third");
        pool.close();
        pool.close(); // idempotent
        assertTrue(pool.isClosed());
        assertEquals(0, countAlive(prefix));
        assertThrows(IllegalStateException.class, () -> pool.forEachChunk(10, 1, (c, s, e) -> { }));
    }

    private static long countAlive(String prefix) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith(prefix) && t.isAlive() && t.isDaemon()).count();
    }
}
