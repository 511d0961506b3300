package io.github.gdxnsc.stats;

import io.github.gdxnsc.parallel.WorkerPool;

/**
 * How busy each thread of the world's worker pool was in the last step, per {@link Stage}: the
 * nanoseconds it spent running the stage's parallel loops (thread 0 is the stepping thread, which
 * works too; threads 1 and up are the workers). Work a stage does outside the pool's loops is in
 * the stage's own time only ({@link StepStats#nanos}). Filled after every step, into arrays that
 * are reused; timing only, so it never changes what the step computes.
 */
public final class ThreadProfile {
    private long[] nanos = new long[0];
    private int threads, sharedLoops, wakeUps;

    /** Threads measured (the pool's size in the last step). */
    public int threads() {
        return threads;
    }

    /** Nanoseconds thread {@code thread} ran {@code stage}'s parallel loops in the last step. */
    public long busyNanos(int thread, Stage stage) {
        if (thread < 0 || thread >= threads) throw new IndexOutOfBoundsException("thread " + thread + " of " + threads);
        return nanos[stage.ordinal() * threads + thread];
    }

    /** Nanoseconds thread {@code thread} ran parallel loops in the last step, all stages together. */
    public long busyNanos(int thread) {
        long sum = 0;
        for (Stage s : Stage.all()) sum += busyNanos(thread, s);
        return sum;
    }

    /** Loops the last step shared out on the workers. */
    public int sharedLoops() {
        return sharedLoops;
    }

    /** Of {@link #sharedLoops}' workers, how many had parked and were woken: each waited out a wake-up's latency. */
    public int wakeUps() {
        return wakeUps;
    }

    /** Copies another profile (a stats copy). */
    public void set(ThreadProfile o) {
        threads = o.threads;
        sharedLoops = o.sharedLoops;
        wakeUps = o.wakeUps;
        if (nanos.length < o.nanos.length) nanos = new long[o.nanos.length];
        System.arraycopy(o.nanos, 0, nanos, 0, o.nanos.length);
    }

    /** Copies the pool's busy times (profiled by stage ordinal) at the end of a step. */
    public void copy(WorkerPool pool) {
        threads = pool.threads();
        sharedLoops = pool.sharedLoops();
        wakeUps = pool.wakeUps();
        int stages = Stage.all().length;
        if (nanos.length < stages * threads) nanos = new long[stages * threads];
        for (int s = 0; s < stages; s++)
            for (int t = 0; t < threads; t++) nanos[s * threads + t] = pool.busyNanos(s, t);
    }
}
