package io.github.gdxnsc.parallel;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkerPoolTest {

    /**
     * The profile: two chunks that can only finish together (each waits for the other) run on
     * both threads, so each thread's busy time lands in the slot set, none in the other slot, and
     * no thread is busy longer than the loop took.
     */
    @Test
    void eachThreadsBusyTimeGoesToTheSlotSet() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            try (WorkerPool pool = new WorkerPool(2)) {
                pool.profile(3);
                pool.profileSlot(2);
                CountDownLatch both = new CountDownLatch(2);
                long start = System.nanoTime();
                pool.forEachChunk(2, 1, (c, s, e) -> {
                    both.countDown();
                    try {
                        both.await();
                        Thread.sleep(5);
                    } catch (InterruptedException ex) {
                        throw new IllegalStateException(ex);
                    }
                });
                long wall = System.nanoTime() - start;
                for (int t = 0; t < 2; t++) {
                    assertTrue(pool.busyNanos(2, t) >= 5_000_000, "thread " + t + " slept 5 ms in its chunk: " + pool.busyNanos(2, t));
                    assertTrue(pool.busyNanos(2, t) <= wall, "thread " + t + " busy no longer than the loop");
                    assertEquals(0, pool.busyNanos(0, t) + pool.busyNanos(1, t), "nothing in the other slots");
                }
                pool.clearProfile();
                assertEquals(0, pool.busyNanos(2, 0) + pool.busyNanos(2, 1));
                assertThrows(IllegalArgumentException.class, () -> pool.profileSlot(3));
            }
        });
    }

    /**
     * The loop counts: a loop of one chunk stays on the caller and is not shared; after 200 ms
     * without a loop every worker has parked, so the next shared loop wakes each one; a clear
     * zeroes both counts.
     */
    @Test
    void sharedLoopsAndWakeUpsAreCounted() throws InterruptedException {
        try (WorkerPool pool = new WorkerPool(3)) {
            pool.profile(1);
            pool.forEachChunk(10, 16, (c, s, e) -> { });
            assertEquals(0, pool.sharedLoops(), "one chunk: run by the caller alone");
            Thread.sleep(200);
            pool.forEachChunk(64, 4, (c, s, e) -> { });
            assertEquals(1, pool.sharedLoops());
            assertEquals(2, pool.wakeUps(), "both idle workers had parked");
            for (int k = 0; k < 50; k++) pool.forEachChunk(64, 4, (c, s, e) -> { });
            assertEquals(51, pool.sharedLoops());
            assertTrue(pool.wakeUps() <= 2 * 51, "at most one wake-up a worker a loop: " + pool.wakeUps());
            pool.clearProfile();
            assertEquals(0, pool.sharedLoops());
            assertEquals(0, pool.wakeUps());
        }
    }

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

    /** Every item of a loop ran exactly once (the pool still works). */
    private static void assertLoopRunsEachItemOnce(WorkerPool pool, int n) {
        AtomicIntegerArray seen = new AtomicIntegerArray(n);
        pool.forEachChunk(n, 3, (c, s, e) -> {
            for (int i = s; i < e; i++) seen.incrementAndGet(i);
        });
        for (int i = 0; i < n; i++) assertEquals(1, seen.get(i), "item " + i);
    }

    /**
     * A loop started from inside a chunk (on the caller or on a worker) is refused with a clear
     * message, whatever the thread count; the outer loop reports it and the pool stays usable.
     * Before the guard, the nested loop reset the outer loop's counters and both hung.
     */
    @Test
    void nestedLoopsAreRefusedAndThePoolStaysUsable() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            for (int t = 1; t <= 3; t++) {
                try (WorkerPool pool = new WorkerPool(t)) {
                    for (int nestAt = 0; nestAt < 40; nestAt += 13) {
                        final int at = nestAt;
                        IllegalStateException e = assertThrows(IllegalStateException.class, () -> pool.forEachChunk(40, 1, (c, s, en) -> {
                            if (c == at) pool.forEachChunk(10, 1, (c2, s2, e2) -> { });
                        }));
                        assertTrue(e.getMessage().startsWith("nested parallel loop"), e.getMessage());
                        e = assertThrows(IllegalStateException.class, () -> pool.sum(40, 1, (s, en) -> {
                            if (s == at) return pool.sum(10, 1, (s2, e2) -> 1.0);
                            return 1.0;
                        }));
                        assertTrue(e.getMessage().startsWith("nested parallel loop"), e.getMessage());
                        assertLoopRunsEachItemOnce(pool, 100);
                        assertEquals(40.0, pool.sum(40, 1, (s, en) -> 1.0));
                    }
                }
            }
        });
    }

    /** A second thread may not start a loop while one runs; it may once the loop is over. */
    @Test
    void aLoopFromAnotherThreadIsRefusedWhileOneRuns() throws Exception {
        try (WorkerPool pool = new WorkerPool(2)) {
            CountDownLatch running = new CountDownLatch(1), tried = new CountDownLatch(1);
            AtomicReference<Throwable> refused = new AtomicReference<>();
            Thread other = new Thread(() -> {
                try {
                    running.await();
                    pool.forEachChunk(10, 1, (c, s, e) -> { });
                } catch (Throwable e) {
                    refused.set(e);
                } finally {
                    tried.countDown();
                }
            }, "second-caller");
            other.start();
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> pool.forEachChunk(4, 1, (c, s, e) -> {
                if (c == 0) {
                    running.countDown();
                    try {
                        assertTrue(tried.await(20, TimeUnit.SECONDS), "the second thread's call returned");
                    } catch (InterruptedException ex) {
                        throw new IllegalStateException(ex);
                    }
                }
            }));
            other.join(10_000);
            assertTrue(refused.get() instanceof IllegalStateException, "refused: " + refused.get());
            assertTrue(refused.get().getMessage().contains("'second-caller'")
                    && refused.get().getMessage().contains("one thread at a time"), refused.get().getMessage());
            assertLoopRunsEachItemOnce(pool, 50);
            // in turn, any thread may use the pool
            Thread later = new Thread(() -> assertLoopRunsEachItemOnce(pool, 50));
            AtomicReference<Throwable> laterFailure = new AtomicReference<>();
            later.setUncaughtExceptionHandler((th, e) -> laterFailure.set(e));
            later.start();
            later.join(10_000);
            assertEquals(null, laterFailure.get());
        }
    }

    /**
     * Each thread takes its own segment's chunks first: every thread's first chunk waits until all
     * have started one (so none can have taken another's), and each turns out to be the front of
     * the thread's own segment, every round; every chunk still runs once.
     */
    @Test
    void eachThreadStartsAtTheFrontOfItsOwnSegment() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            int threads = 3, chunks = 12;
            try (WorkerPool pool = new WorkerPool(threads)) {
                Thread caller = Thread.currentThread();
                for (int round = 0; round < 5; round++) {
                    CountDownLatch allStarted = new CountDownLatch(threads);
                    AtomicIntegerArray seen = new AtomicIntegerArray(chunks);
                    java.util.Map<Thread, Integer> first = new java.util.concurrent.ConcurrentHashMap<>();
                    pool.forEachChunk(chunks, 1, (c, s, e) -> {
                        if (first.putIfAbsent(Thread.currentThread(), c) == null) {
                            allStarted.countDown();
                            try {
                                assertTrue(allStarted.await(10, TimeUnit.SECONDS), "not every thread ran a chunk");
                            } catch (InterruptedException ex) {
                                throw new IllegalStateException(ex);
                            }
                        }
                        seen.incrementAndGet(c);
                    });
                    for (int i = 0; i < chunks; i++) assertEquals(1, seen.get(i), "chunk " + i);
                    assertEquals(threads, first.size());
                    for (java.util.Map.Entry<Thread, Integer> t : first.entrySet()) {
                        String name = t.getKey().getName();
                        int k = t.getKey() == caller ? 0 : Integer.parseInt(name.substring(pool.threadNamePrefix().length()));
                        assertEquals(k * chunks / threads, t.getValue(), name + "'s first chunk, round " + round);
                    }
                }
            }
        });
    }

    /**
     * Loops of different sizes back to back (so of different segment counts, the job slots rewritten while workers
     * may still be leaving an older loop): every chunk of every loop runs exactly once. A stress check: the window in
     * which a late worker could claim from a word left over from an older loop is too short to hit on purpose, which
     * is why every claim word is retagged each loop.
     */
    @Test
    void loopsOfChangingSizesBackToBackRunEachChunkOnce() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            int[] sizes = {64, 2, 17, 3, 1, 40, 5, 4, 9};
            try (WorkerPool pool = new WorkerPool(4)) {
                AtomicIntegerArray runs = new AtomicIntegerArray(64);
                for (int loop = 0; loop < 20_000; loop++) {
                    int n = sizes[loop % sizes.length];
                    for (int i = 0; i < n; i++) runs.set(i, 0);
                    pool.forEachChunk(n, 1, (c, s, e) -> runs.incrementAndGet(c));
                    for (int i = 0; i < n; i++) assertEquals(1, runs.get(i), "loop " + loop + " of " + n + " chunks, chunk " + i);
                }
            }
        });
    }

    /** A chunk much slower than the others (a descheduled worker, a page fault) does not lose the loop. */
    @Test
    void aLoopWithASlowChunkCompletes() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            try (WorkerPool pool = new WorkerPool(3)) {
                for (int round = 0; round < 3; round++) {
                    final int slow = 17 * round;
                    AtomicIntegerArray seen = new AtomicIntegerArray(64);
                    pool.forEachChunk(64, 1, (c, s, e) -> {
                        if (c == slow) sleep(150);
                        seen.incrementAndGet(c);
                    });
                    for (int i = 0; i < 64; i++) assertEquals(1, seen.get(i));
                    assertEquals(64.0, pool.sum(64, 1, (s, e) -> s == slow ? sleep(150) + 1.0 : 1.0));
                }
            }
        });
    }

    /**
     * While a worker holds the last chunk for long, the caller parks (state WAITING) instead of
     * spinning on a core the worker may need, and the worker's finish wakes it. The caller's and
     * the worker's chunks each wait for the other to have started, so each thread holds one.
     */
    @Test
    void theCallerParksWhileAWorkerHoldsTheLastChunk() {
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            try (WorkerPool pool = new WorkerPool(2)) {
                for (int round = 0; round < 3; round++) {
                    Thread caller = Thread.currentThread();
                    CountDownLatch workerStarted = new CountDownLatch(1), callerChunkDone = new CountDownLatch(1);
                    AtomicReference<Thread.State> seen = new AtomicReference<>();
                    pool.forEachChunk(2, 1, (c, s, e) -> {
                        try {
                            if (Thread.currentThread() == caller) {
                                workerStarted.await();
                                callerChunkDone.countDown();
                                return;
                            }
                            workerStarted.countDown();
                            callerChunkDone.await();
                            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                            Thread.State st;
                            while ((st = caller.getState()) != Thread.State.WAITING && System.nanoTime() < until) Thread.sleep(1);
                            seen.set(st);
                        } catch (InterruptedException ex) {
                            throw new IllegalStateException(ex);
                        }
                    });
                    assertEquals(Thread.State.WAITING, seen.get(), "the caller parked while the worker held the last chunk");
                }
            }
        });
    }

    private static int sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        return 0;
    }

    private static long countAlive(String prefix) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith(prefix) && t.isAlive() && t.isDaemon()).count();
    }
}
