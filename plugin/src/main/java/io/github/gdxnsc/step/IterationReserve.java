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
 *
 * <p>Priced by rows ({@code priceRows} > 0), the bank holds work, row-iterations, and its capacity is
 * the capacity's iterations of a problem of {@code priceRows} rows: a problem of r rows banks and
 * borrows at r per iteration, so a small problem borrows more iterations than a large one for the
 * same work. Unpriced, an iteration costs one whatever the problem's size.
 */
public final class IterationReserve {
    /** Work banked (iterations, or row-iterations when priced); more than any capacity until the first step, so the bank starts full. */
    private int banked = Integer.MAX_VALUE;

    /**
     * The iterations the next velocity solve of {@code rows} rows may add to its share: the bank, at
     * most {@code perStep}. {@code capacity} 0 turns the reserve off (and empties the bank);
     * {@code priceRows} 0 counts plain iterations.
     */
    int loan(int capacity, int perStep, int priceRows, int rows) {
        int cap = capacity(capacity, priceRows);
        if (banked > cap) banked = cap;
        return (int) Math.min(banked / price(priceRows, rows), perStep);
    }

    /** After the velocity solve of {@code rows} rows: its share and the iterations it used settle the bank (saved, or drawn). */
    void settle(int share, int used, int capacity, int priceRows, int rows) {
        long next = banked + (long) (share - used) * price(priceRows, rows);
        banked = (int) Math.max(0, Math.min(capacity(capacity, priceRows), next));
    }

    /** The capacity in the bank's unit, below the start's mark so that a full bank reads as full. */
    private static int capacity(int capacity, int priceRows) {
        return (int) Math.min(Integer.MAX_VALUE - 1L, (long) capacity * Math.max(1, priceRows));
    }

    /** What one iteration of a problem of {@code rows} rows costs the bank. */
    private static long price(int priceRows, int rows) {
        return priceRows > 0 ? Math.max(1, rows) : 1;
    }

    /** Work banked now ({@link Integer#MAX_VALUE} before the first step: full): a world snapshot saves it. */
    public int banked() {
        return banked;
    }

    /** Puts a snapshot's bank back. */
    public void restore(int iterations) {
        banked = iterations;
    }
}
