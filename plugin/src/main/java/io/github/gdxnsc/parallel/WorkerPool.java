package io.github.gdxnsc.parallel;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
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
 * <h2>Each thread its own run of chunks</h2>
 * A loop's chunks are cut into one contiguous segment per thread, and thread k (0 the caller)
 * takes the chunks of segment k first, front to back, then helps with the others' (from their
 * fronts). So in consecutive loops over the same items a thread works on the same items whenever
 * none is late, and what it wrote in one loop it reads from its own cache in the next. Where the
 * step lays its rows out in body order the body loops' segments and the contact loops' segments
 * cover the same bodies, so the gathers between them stay on one core too. (On a 16-core Xeon
 * the pile's velocity solve at 2 threads spent 1.4x one thread's time in its chunks while any
 * thread took any chunk, about 1.0x with both: docs/BENCHMARKS.md, threads.) Which thread runs a
 * chunk never changes its result.
 *
 * <h2>Publishing a loop without allocating</h2>
 * A loop's description (task, sizes) lives in one of two preallocated {@link Job} slots,
 * alternating by generation, and each segment's chunks are claimed through its own atomic word
 * holding the generation and the segment's next chunk index. A thread claims with a
 * compare-and-set that fails unless the word still carries the generation whose job it read; the
 * caller rewrites a slot only two generations later, after every chunk of the slot's previous
 * loop has been claimed and finished. So a worker that wakes late either claims a chunk of the
 * loop it read or nothing at all.
 *
 * <p>Workers spin briefly between loops (the solver issues loops microseconds apart), then park
 * so an idle pool costs no CPU. A worker's exception is rethrown to the caller of
 * {@link #forEachChunk}.
 *
 * <h2>Waiting for chunks others claimed</h2>
 * When the caller runs out of chunks, the rest are running on workers. Usually they end within
 * microseconds, so the caller spins; but a worker descheduled in the middle of a chunk (a busy
 * machine, more threads than cores) holds it for a time slice, and spinning through that slice
 * would also take the core the worker needs. So after {@link #SPIN_WAIT_NANOS} the caller yields,
 * and after {@link #YIELD_WAIT_NANOS} it parks; the worker that finishes the loop's last chunk
 * unparks it (caller: publish {@code waiter}, re-check the count, park; worker: count, then read
 * {@code waiter}: one of the two always sees the other).
 *
 * <h2>One loop at a time</h2>
 * A loop's state (job slot, claim word, done count) is the pool's, so a second loop started while
 * one runs would reset it under the first and hang both. {@link #forEachChunk} and {@link #sum}
 * therefore refuse, with an IllegalStateException, to start while a loop runs: nested from inside
 * a chunk (on the caller or a worker), or from another thread. The refused call changes nothing,
 * so the running loop (which then reports the chunk's exception) and the pool stay usable. Several
 * threads may use one pool in turn, never at once.
 */
public final class WorkerPool implements AutoCloseable {

    /** The body of a parallel loop: handles items {@code [start, end)} of chunk {@code chunk}. */
    @FunctionalInterface
    public interface RangeTask {
        /** Handles items {@code [start, end)}, which form chunk number {@code chunk}. */
        void run(int chunk, int start, int end);
    }

    /** The body of a parallel reduction: returns the partial sum of items {@code [start, end)}. */
    @FunctionalInterface
    public interface RangeSum {
        /** The partial sum over items {@code [start, end)}. */
        double sum(int start, int end);
    }

    /** One loop's description; written only by the caller, before the loop is published. */
    private static final class Job {
        RangeTask task;
        int itemCount;
        int chunkSize;
        int chunkCount;
        /** Segments the chunks are cut into: one per thread, fewer when the chunks are fewer. */
        int segments;
    }

    /** How long an idle worker spins for the next loop before parking. */
    private static final int SPIN_NANOS = 50_000;
    /** How long the caller spins for chunks running on workers before yielding its core. */
    static final long SPIN_WAIT_NANOS = 20_000;
    /** How long (from the start of its wait) the caller yields before parking. */
    static final long YIELD_WAIT_NANOS = 200_000;
    /** Longs between two segments' claim words: each on its own cache line, so claiming in one segment costs no other a miss. */
    private static final int CLAIM_STRIDE = 16;
    private static final AtomicInteger POOL_IDS = new AtomicInteger();

    private final int threads;
    private final String namePrefix;
    private final Thread[] workers;
    /** 1 while a worker is (about to be) parked: the caller unparks only those, sparing a syscall per loop. */
    private final AtomicIntegerArray parked;
    private final Job[] jobs = {new Job(), new Job()};
    /** Per segment (at s * CLAIM_STRIDE): the generation in the high 32 bits, the segment's next unclaimed chunk in the low 32. */
    private final AtomicLongArray claims;
    private final AtomicInteger doneChunks = new AtomicInteger();
    private volatile int generation;
    private volatile boolean closed;
    private volatile Throwable failure;
    /** The thread running a loop now, or null. */
    private final AtomicReference<Thread> owner = new AtomicReference<>();
    /** The caller while it is parked (or about to park) waiting for the last chunks; else null. */
    private volatile Thread waiter;

    /**
     * Busy time per profile slot (a stage of the step) and thread (0 the caller, k the k-th worker),
     * nanoseconds spent running chunks; empty until {@link #profile} sizes it. Each thread adds to its
     * own cells only, before it counts its chunk done, so the caller reads them after a loop.
     */
    private long[] busy = new long[0];
    /** Counts of the loop-running thread (one at a time), for the step's profile. */
    private int sharedLoops, wakeUps;
    private int slot, slots;

    // reduction scratch: one partial per chunk, grown only
    private double[] partials = new double[64];
    private RangeSum sumTask;
    private final RangeTask sumAdapter = (chunk, start, end) -> partials[chunk] = sumTask.sum(start, end);

    /** A pool of {@code threads} threads in all (>= 1): the caller and {@code threads - 1} daemon workers, started now. */
    public WorkerPool(int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be >= 1, was " + threads);
        this.threads = threads;
        this.workers = new Thread[threads - 1];
        this.parked = new AtomicIntegerArray(Math.max(1, threads - 1));
        this.claims = new AtomicLongArray(threads * CLAIM_STRIDE);
        this.namePrefix = "gdx-nsc-pool" + POOL_IDS.incrementAndGet() + "-worker-";
        for (int i = 0; i < workers.length; i++) {
            final int id = i;
            Thread t = new Thread(() -> workerLoop(id), namePrefix + (i + 1));
            t.setDaemon(true);
            workers[i] = t;
            t.start();
        }
    }

    /** Prefix of this pool's worker thread names (each ends in its number). */
    public String threadNamePrefix() {
        return namePrefix;
    }

    /** Threads that run a loop's chunks, the caller's included. */
    public int threads() {
        return threads;
    }

    /** Starts measuring each thread's busy time in {@code slots} slots (a step's stages), all zero. */
    public void profile(int slots) {
        if (slots < 1) throw new IllegalArgumentException("slots must be >= 1, was " + slots);
        if (busy.length != slots * threads) busy = new long[slots * threads];
        this.slots = slots;
        clearProfile();
    }

    /** The slot the next loops' busy time goes to (ignored until {@link #profile}). */
    public void profileSlot(int slot) {
        if (busy.length > 0 && (slot < 0 || slot >= slots)) throw new IllegalArgumentException("slot must be in [0, " + slots + "), was " + slot);
        this.slot = slot;
    }

    /** Zeroes the busy times and the loop counts (the start of a step). */
    public void clearProfile() {
        java.util.Arrays.fill(busy, 0);
        sharedLoops = wakeUps = 0;
    }

    /** Loops shared out on the workers (more than one chunk) since the last {@link #clearProfile}. */
    public int sharedLoops() {
        return sharedLoops;
    }

    /**
     * Workers that had parked and were woken for a loop since the last {@link #clearProfile}: each
     * wake-up's latency is time that worker's share of the loop waits (a worker parks after 50 us
     * without a loop).
     */
    public int wakeUps() {
        return wakeUps;
    }

    /** Nanoseconds thread {@code thread} (0 the caller, k the k-th worker) ran chunks in {@code slot} since the last clear. */
    public long busyNanos(int slot, int thread) {
        return busy.length == 0 ? 0 : busy[slot * threads + thread];
    }

    /** Whether {@link #close} stopped the workers (the pool then refuses loops). */
    public boolean isClosed() {
        return closed;
    }

    /**
     * Whether a loop over {@code items} is worth {@code pool}: there is one, it has workers, and
     * the items are at least {@code serialBelow} (below that, waking the workers costs more than
     * they take over). Results never depend on it: the loops cut their chunks the same either way.
     */
    public static boolean shares(WorkerPool pool, int items, int serialBelow) {
        return pool != null && pool.threads() > 1 && items >= serialBelow;
    }

    /** Number of chunks {@link #forEachChunk} cuts {@code n} items into. */
    public static int chunkCount(int n, int chunkSize) {
        return (n + chunkSize - 1) / chunkSize;
    }

    /**
     * Runs {@code task} over {@code [0, n)} in chunks of {@code chunkSize}; returns when all are done.
     *
     * @throws IllegalStateException when the pool is closed, or already running a loop (a call from
     *         inside a chunk, or from another thread during a loop)
     */
    public void forEachChunk(int n, int chunkSize, RangeTask task) {
        checkUsable(chunkSize);
        enter();
        try {
            runLoop(n, chunkSize, task);
        } finally {
            owner.set(null);
        }
    }

    /**
     * Sums {@code body} over {@code [0, n)}: one partial per chunk, then the partials added in
     * chunk order on the calling thread, so the result does not depend on the thread count.
     *
     * @throws IllegalStateException as {@link #forEachChunk}
     */
    public double sum(int n, int chunkSize, RangeSum body) {
        checkUsable(chunkSize);
        enter();
        try {
            if (n <= 0) return 0.0;
            int chunks = chunkCount(n, chunkSize);
            if (partials.length < chunks) partials = new double[Math.max(chunks, partials.length * 2)];
            sumTask = body;
            runLoop(n, chunkSize, sumAdapter);
            double s = 0.0;
            for (int c = 0; c < chunks; c++) s += partials[c];
            return s;
        } finally {
            sumTask = null;
            owner.set(null);
        }
    }

    private void checkUsable(int chunkSize) {
        if (closed) throw new IllegalStateException("worker pool is closed");
        if (chunkSize < 1) throw new IllegalArgumentException("chunkSize must be >= 1, was " + chunkSize);
    }

    /** Takes the pool for one loop, or refuses (before touching any loop state) while another runs. */
    private void enter() {
        Thread me = Thread.currentThread();
        if (owner.compareAndSet(null, me)) return;
        Thread running = owner.get();
        if (running == me || isWorker(me))
            throw new IllegalStateException("nested parallel loop: a chunk of " + namePrefix.replace("-worker-", "")
                    + " called forEachChunk or sum on the pool running it; the pool runs one loop at a time,"
                    + " so run the inner work sequentially inside the chunk");
        throw new IllegalStateException("parallel loop started from thread '" + me.getName() + "' while thread '"
                + (running == null ? "?" : running.getName()) + "' runs a loop on " + namePrefix.replace("-worker-", "")
                + "; a pool serves one thread at a time (give each thread its own pool)");
    }

    private boolean isWorker(Thread t) {
        for (Thread w : workers) if (w == t) return true;
        return false;
    }

    private void runLoop(int n, int chunkSize, RangeTask task) {
        if (n <= 0) return;
        int chunks = chunkCount(n, chunkSize);
        if (workers.length == 0 || chunks == 1) {
            long t0 = busy.length > 0 ? System.nanoTime() : 0;
            for (int c = 0; c < chunks; c++) {
                int start = c * chunkSize;
                task.run(c, start, Math.min(n, start + chunkSize));
            }
            if (busy.length > 0) busy[slot * threads] += System.nanoTime() - t0;
            return;
        }
        int g = generation + 1;
        Job job = jobs[g & 1];
        job.task = task;
        job.itemCount = n;
        job.chunkSize = chunkSize;
        job.chunkCount = chunks;
        int segments = Math.min(threads, chunks);
        job.segments = segments;
        failure = null;
        doneChunks.set(0);
        // every word is retagged, the unused ones as empty, so a worker still holding an older generation (and maybe a
        // job slot rewritten under it) finds no word it can claim from, whatever it read of the job
        for (int s = 0; s < threads; s++)
            claims.set(s * CLAIM_STRIDE, ((long) g << 32) | (s < segments ? segmentStart(s, chunks, segments) : Integer.MAX_VALUE));
        generation = g; // volatile write publishes the job and the claim words above
        sharedLoops++;
        for (int i = 0; i < workers.length; i++) {
            if (parked.get(i) != 0) {
                wakeUps++;
                LockSupport.unpark(workers[i]);
            }
        }
        runChunks(g, job, 0);
        awaitChunks(chunks);
        Throwable f = failure;
        if (f != null) {
            failure = null;
            if (f instanceof RuntimeException) throw (RuntimeException) f;
            if (f instanceof Error) throw (Error) f;
            throw new RuntimeException(f);
        }
    }

    /** The caller's wait for chunks still running on workers: spin, then yield, then park. */
    private void awaitChunks(int chunks) {
        if (doneChunks.get() >= chunks) return;
        long start = System.nanoTime();
        while (doneChunks.get() < chunks) {
            long waited = System.nanoTime() - start;
            if (waited < SPIN_WAIT_NANOS) {
                Thread.onSpinWait();
            } else if (waited < YIELD_WAIT_NANOS) {
                Thread.yield();
            } else {
                waiter = Thread.currentThread();
                if (doneChunks.get() < chunks) LockSupport.park(this);
                waiter = null;
            }
        }
    }

    /** First chunk of segment s when {@code chunks} are cut into {@code segments} (s = segments: the end). */
    private static int segmentStart(int s, int chunks, int segments) {
        return (int) ((long) s * chunks / segments);
    }

    /**
     * Claims and runs chunks of generation {@code g} (whose job the caller read as {@code job}) until
     * none is left: its own segment's first, then the others' in turn; {@code self} is the running
     * thread's index (0 the caller), its segment and its profile column. A worker that read a job
     * overwritten since claims nothing: every claim word then carries another generation.
     */
    private void runChunks(int g, Job job, int self) {
        int segments = job.segments;
        int home = self % segments;
        for (int k = 0; k < segments; k++) {
            int s = home + k < segments ? home + k : home + k - segments;
            runSegment(g, job, s, self);
        }
    }

    /** Claims and runs the chunks of segment s of generation g until the segment has none left. */
    private void runSegment(int g, Job job, int s, int self) {
        RangeTask t = job.task;
        int n = job.itemCount, size = job.chunkSize, chunks = job.chunkCount;
        int end = segmentStart(s + 1, chunks, job.segments), at = s * CLAIM_STRIDE;
        long[] profile = busy;
        int cell = profile.length > 0 ? slot * threads + self : -1;
        while (true) {
            long word = claims.get(at);
            int c = (int) word;
            if ((int) (word >>> 32) != g || c >= end) return;
            if (!claims.compareAndSet(at, word, word + 1)) continue;
            int start = c * size;
            long t0 = cell >= 0 ? System.nanoTime() : 0;
            try {
                t.run(c, start, Math.min(n, start + size));
            } catch (Throwable e) {
                failure = e;
            }
            if (cell >= 0) profile[cell] += System.nanoTime() - t0;
            if (doneChunks.incrementAndGet() == chunks) {
                Thread w = waiter;
                if (w != null) LockSupport.unpark(w);
            }
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
            runChunks(seen, jobs[seen & 1], id + 1);
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
