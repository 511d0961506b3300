package io.github.gdxnsc.testutil;

import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * Measures steady-state allocation: the fewest bytes any of several rounds of the same work
 * allocated. A per-call allocation shows in every round; a one-off (the JIT deoptimising a method
 * and running it interpreted for a moment, a lazily built JDK helper) shows in one round only and
 * is not what "no allocation per frame" is about. Taking the least of a few rounds keeps the tests
 * exact (a single leaked Vector3 per call still fails all of them) and stops a busy CI machine, where
 * compilation lags, from turning a one-off into a red build.
 */
public final class Allocation {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private Allocation() {
    }

    /** Bytes allocated so far by the calling thread. */
    public static long currentThread() {
        return THREADS.getCurrentThreadAllocatedBytes();
    }

    /** Bytes allocated so far by the given threads (ids), dead ones counting zero. */
    public static long threads(long[] ids) {
        long s = 0;
        for (long v : THREADS.getThreadAllocatedBytes(ids)) s += Math.max(0, v);
        return s;
    }

    /** The least the calling thread allocated over {@code rounds} runs of {@code work}. */
    public static long leastOf(int rounds, Runnable work) {
        return leastOf(rounds, work, Allocation::currentThread);
    }

    /** The least growth of {@code counter} over {@code rounds} runs of {@code work}; stops at a round of zero. */
    public static long leastOf(int rounds, Runnable work, LongSupplier counter) {
        long least = Long.MAX_VALUE;
        for (int r = 0; r < rounds && least > 0; r++) {
            long before = counter.getAsLong();
            work.run();
            least = Math.min(least, counter.getAsLong() - before);
        }
        return least;
    }
}
