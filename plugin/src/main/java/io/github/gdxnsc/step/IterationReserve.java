package io.github.gdxnsc.step;

/**
 * The iteration reserve: velocity-solve iterations that steps left unused, banked up to a
 * capacity and lent to a later step whose solve does not converge within its share of the budget.
 * A settled structure stops after a few iterations and fills the bank; when it is hit, its solves
 * draw on the bank until they converge again or the bank is empty. A scene that never settles (a
 * pile) spends its whole share every step, banks nothing, and so costs what it cost without the
 * reserve. Over any stretch of steps the velocity solves spend at most their shares plus the
 * capacity: the reserve moves work in time, it never adds to the average.
 *
 * <p>The bank starts full (a new world has spent nothing) and is carried from step to step, so
 * a world snapshot saves it. It counts iterations, never time: the same steps draw the same
 * loans whatever the thread count.
 */
public final class IterationReserve {
    /** Iterations banked; more than any capacity until the first step, so the bank starts full. */
    private int banked = Integer.MAX_VALUE;

    /**
     * The iterations the next velocity solve may add to its share: the bank, at most
     * {@code perStep}. {@code capacity} 0 turns the reserve off (and empties the bank).
     */
    int loan(int capacity, int perStep) {
        if (banked > capacity) banked = capacity;
        return Math.min(banked, perStep);
    }

    /** After the velocity solve: its share and the iterations it used settle the bank (saved, or drawn). */
    void settle(int share, int used, int capacity) {
        banked = Math.max(0, Math.min(capacity, banked + share - used));
    }

    /** Iterations banked now ({@link Integer#MAX_VALUE} before the first step: full): a world snapshot saves it. */
    public int banked() {
        return banked;
    }

    /** Puts a snapshot's bank back. */
    public void restore(int iterations) {
        banked = iterations;
    }
}
