package io.github.gdxnsc.parallel;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
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
 * workers, and the caller takes chunks like any of them. A loop ends when its chunks are done,
 * not when every worker has shown up: on a busy machine a descheduled worker must not hold the
 * caller for a time slice, and the caller then simply does its share.
 *
 * <h2>Publishing a loop without allocating</h2>
 * A loop's description (task, sizes) lives in one of two preallocated {@link Job} slots,
 * alternating by generation, and chunks are claimed through one atomic word holding the
 * generation and the next chunk index. A worker claims with a compare-and-set that fails unless
 * the word still carries the generation whose job it read; the caller rewrites a slot only two
 * generations later, after every chunk of the slot's previous loop has been claimed and finished.
 * So a worker that wakes late either claims a chunk of the loop it read or nothing at all.
 *
 * <p>Workers spin briefly between loops (the solver issues loops microseconds apart), then park
 * so an idle pool costs no CPU. A worker's exception is rethrown to the caller of
 * {@link #forEachChunk}. Not reentrant: one loop at a time, from one thread.
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

    /** One loop's description; written only by the caller, before the loop is published. */
    private static final class Job {
        RangeTask task;
        int itemCount;
        int chunkSize;
        int chunkCount;
    }

    private static final int SPIN_NANOS = 50_000;
    private static final AtomicInteger POOL_IDS = new AtomicInteger();

    private final int threads;
    private final String namePrefix;
    private final Thread[] workers;
    /** 1 while a worker is (about to be) parked: the caller unparks only those, sparing a syscall per loop. */
    private final AtomicIntegerArray parked;
    private final Job[] jobs = {new Job(), new Job()};
    /** Generation in the high 32 bits, next unclaimed chunk in the low 32. */
    private final AtomicLong claim = new AtomicLong();
    private final AtomicInteger doneChunks = new AtomicInteger();
    private volatile int generation;
    private volatile boolean closed;
    private volatile Throwable failure;

    // reduction scratch: one partial per chunk, grown only
    private double[] partials = new double[64];
    private RangeSum sumTask;
    private final RangeTask sumAdapter = (chunk, start, end) -> partials[chunk] = sumTask.sum(start, end);

    public WorkerPool(int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, was " + threads);
        this.threads = threads;
        this.workers = new Thread[threads - 1];
        this.parked = new AtomicIntegerArray(Math.max(1, threads - 1));
        this.namePrefix = "gdx-nsc-pool" + POOL_IDS.incrementAndGet() + "-worker-";
        for (int i = 0; i < workers.length; i++) {
            final int id = i;
            Thread t = new Thread(() -> workerLoop(id), namePrefix + (i + 1));
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
        int g = generation + 1;
        Job job = jobs[g & 1];
        job.task = task;
        job.itemCount = n;
        job.chunkSize = chunkSize;
        job.chunkCount = chunks;
        failure = null;
        doneChunks.set(0);
        claim.set((long) g << 32);
        generation = g; // volatile write publishes the job above
        for (int i = 0; i < workers.length; i++) if (parked.get(i) != 0) LockSupport.unpark(workers[i]);
        runChunks(g, job);
        while (doneChunks.get() < chunks) Thread.onSpinWait();
        Throwable f = failure;
        if (f != null) {
            failure = null;
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

    /** Claims and runs chunks of generation {@code g} (whose job the caller read as {@code job}) until none is left. */
    private void runChunks(int g, Job job) {
        RangeTask t = job.task;
        int n = job.itemCount, size = job.chunkSize, chunks = job.chunkCount;
        while (true) {
            long word = claim.get();
            int c = (int) word;
            if ((int) (word >>> 32) != g || c >= chunks) return;
            if (!claim.compareAndSet(word, word + 1)) continue;
            int start = c * size;
            try {
                t.run(c, start, Math.min(n, start + size));
            } catch (Throwable e) {
                failure = e;
            }
            doneChunks.incrementAndGet();
        }
    }

    private void workerLoop(int id) {
        int seen = 0;
        while (true) {
            long spinUntil = System.nanoTime() + SPIN_NANOS;
            while (generation == seen && !closed) {
                if (System.nanoTime() < spinUntil) {
                    Thread.onSpinWait();
                } else {
                    // flag first, then re-check: the caller publishes the generation, then reads the flag
                    parked.set(id, 1);
                    if (generation == seen && !closed) LockSupport.park(this);
                    parked.set(id, 0);
                }
            }
            if (closed) return;
            seen = generation;
            runChunks(seen, jobs[seen & 1]);
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
