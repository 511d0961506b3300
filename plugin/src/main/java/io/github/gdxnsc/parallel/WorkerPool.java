package io.github.gdxnsc.parallel;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * A fixed pool of daemon worker threads that runs chunked parallel loops.
 *
 * <p>Determinism rule: a loop over {@code n} items is cut into chunks of a size the caller
 * chooses from the problem alone, never from the thread count. Any thread may take any chunk,
 * but a chunk's work depends only on its index range, and a reduction stores one partial per
 * chunk which the caller's thread then adds in chunk order. So 1, 2 or 8 threads give
 * bitwise-identical results.
 *
 * <p>The calling thread works too: a pool of {@code threads} starts {@code threads - 1}
 * workers. Each loop ends when every worker has checked in. Workers spin briefly between loops (the solver issues loops a few microseconds
 * apart), then park so an idle pool costs no CPU. A worker's exception is rethrown to the caller
 * of {@link #forEachChunk}. Not reentrant: one loop at a time, from one thread.
 */
public final class WorkerPool implements AutoCloseable {

    /** The body of a parallel loop: handles items {@code [start, end)} of chunk {@code chunk}. */
    @FunctionalInterface
    public interface RangeTask {
        void run(int chunk, int start, int end);
    }

    /** The body of a parallel reduction: returns the partial sum of items {@code [start, end)}. */
    @FunctionalInterface
    public interface RangeSum {
        double sum(int start, int end);
    }

    private static final int SPIN_NANOS = Integer.getInteger("gdxnsc.pool.spinNanos", 50_000);
    /**
     * Busy-wait rounds (Thread.onSpinWait, a few microseconds in all) before a waiting thread
     * yields its core on every further round. Pure spinning is fastest on idle dedicated cores,
     * but where the pool's threads share cores (other processes, or a VM whose vCPUs deliver one
     * core's throughput, as on the bench machine) a spinning thread steals the time the thread
     * it waits for needs: pile, 2,500 contacts, 2 threads, 65 ms a step with pure spinning,
     * 12-21 ms yielding after 64 rounds (1 thread: 13-19 ms). Tunable for experiments with
     * -Dgdxnsc.pool.spinsBeforeYield and -Dgdxnsc.pool.spinNanos.
     */
    private static final int SPINS_BEFORE_YIELD = Integer.getInteger("gdxnsc.pool.spinsBeforeYield", 64);
    private static final AtomicInteger POOL_IDS = new AtomicInteger();

    private final int threads;
    private final String namePrefix;
    private final Thread[] workers;
    private final AtomicInteger nextChunk = new AtomicInteger();
    private final AtomicInteger finishedWorkers = new AtomicInteger();
    private volatile int generation;
    private volatile boolean closed;
    private volatile Throwable failure;

    // the loop being run; published by the volatile write of generation
    private RangeTask task;
    private int itemCount, chunkSize, chunkCount;

    // reduction scratch: one partial per chunk, grown only
    private double[] partials = new double[64];
    private RangeSum sumTask;
    private final RangeTask sumAdapter = (chunk, start, end) -> partials[chunk] = sumTask.sum(start, end);

    public WorkerPool(int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, was " + threads);
        this.threads = threads;
        this.workers = new Thread[threads - 1];
        this.namePrefix = "gdx-nsc-pool" + POOL_IDS.incrementAndGet() + "-worker-";
        for (int i = 0; i < workers.length; i++) {
            Thread t = new Thread(this::workerLoop, namePrefix + (i + 1));
            t.setDaemon(true);
            workers[i] = t;
            t.start();
        }
    }

    /** A pool sized to the machine: {@code Runtime.availableProcessors()} threads. */
    public static WorkerPool ofProcessors() {
        return new WorkerPool(Runtime.getRuntime().availableProcessors());
    }

    /** Prefix of this pool's worker thread names (each ends in its number). */
    public String threadNamePrefix() {
        return namePrefix;
    }

    public int threads() {
        return threads;
    }

    public boolean isClosed() {
        return closed;
    }

    /** Number of chunks {@link #forEachChunk} cuts {@code n} items into. */
    public static int chunkCount(int n, int chunkSize) {
        return (n + chunkSize - 1) / chunkSize;
    }

    /** Runs {@code task} over {@code [0, n)} in chunks of {@code chunkSize}; returns when all are done. */
    public void forEachChunk(int n, int chunkSize, RangeTask task) {
        if (closed) throw new IllegalStateException("worker pool is closed");
        if (chunkSize < 1) throw new IllegalArgumentException("chunkSize must be >= 1, was " + chunkSize);
        if (n <= 0) return;
        int chunks = chunkCount(n, chunkSize);
        if (workers.length == 0 || chunks == 1) {
            for (int c = 0; c < chunks; c++) {
                int start = c * chunkSize;
                task.run(c, start, Math.min(n, start + chunkSize));
            }
            return;
        }
        this.task = task;
        this.itemCount = n;
        this.chunkSize = chunkSize;
        this.chunkCount = chunks;
        this.failure = null;
        nextChunk.set(0);
        finishedWorkers.set(0);
        generation++; // volatile write publishes the fields above
        for (Thread w : workers) LockSupport.unpark(w);
        runChunks();
        // Every worker checks in before the next loop may rewrite the fields above: a late worker
        // must never read half of one loop's description and half of the next one's.
        int spins = 0;
        while (finishedWorkers.get() < workers.length) {
            if (++spins < SPINS_BEFORE_YIELD) Thread.onSpinWait();
            else Thread.yield();
        }
        this.task = null;
        Throwable f = failure;
        if (f != null) {
            if (f instanceof RuntimeException) throw (RuntimeException) f;
            if (f instanceof Error) throw (Error) f;
            throw new RuntimeException(f);
        }
    }

    /**
     * Sums {@code body} over {@code [0, n)}: one partial per chunk, then the partials added in
     * chunk order on the calling thread, so the result does not depend on the thread count.
     */
    public double sum(int n, int chunkSize, RangeSum body) {
        if (n <= 0) return 0.0;
        int chunks = chunkCount(n, chunkSize);
        if (partials.length < chunks) partials = new double[Math.max(chunks, partials.length * 2)];
        sumTask = body;
        forEachChunk(n, chunkSize, sumAdapter);
        sumTask = null;
        double s = 0.0;
        for (int c = 0; c < chunks; c++) s += partials[c];
        return s;
    }

    private void runChunks() {
        RangeTask t = task;
        int n = itemCount, size = chunkSize, chunks = chunkCount;
        int c;
        while ((c = nextChunk.getAndIncrement()) < chunks) {
            int start = c * size;
            try {
                t.run(c, start, Math.min(n, start + size));
            } catch (Throwable e) {
                failure = e;
            }
        }
    }

    private void workerLoop() {
        int seen = 0;
        while (true) {
            long spinUntil = System.nanoTime() + SPIN_NANOS;
            int spins = 0;
            while (generation == seen && !closed) {
                if (System.nanoTime() >= spinUntil) LockSupport.park(this);
                else if (++spins < SPINS_BEFORE_YIELD) Thread.onSpinWait();
                else Thread.yield();
            }
            if (closed) return;
            seen = generation;
            runChunks();
            finishedWorkers.incrementAndGet();
        }
    }

    /** Stops the workers. Idempotent. */
    @Override
    public void close() {
        if (closed) return;
        closed = true;
        for (Thread w : workers) LockSupport.unpark(w);
        for (Thread w : workers) {
            try {
                w.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
