package io.github.gdxnsc.demo.engines;


/**
 * The bench's settled-quality measures over a sliding window of the last {@link #WINDOW} steps,
 * for the demo's live comparison: median step time, rest-velocity RMS ("jitter") and drift (the
 * largest displacement of any dynamic body over those steps: from the positions before the
 * window's first step to those after its last, as the bench measures its 120 frames). The
 * arithmetic is the bench's own: {@link SettledQuality#restVelocityRms()} over the window's
 * frames and {@link SettledQuality#drift}; this class only keeps the window, in rings allocated
 * when a scene is loaded, so recording a step and reading the figures allocate nothing.
 *
 * <p>Per step the caller fills {@link #snapshot()} with the dynamic bodies' positions (x, y, z
 * each, a fixed order) and then calls {@link #record}.
 */
public final class LiveQuality {
    /** Steps in the window: 2 s at the default 60 Hz, the bench's measured span. */
    public static final int WINDOW = 120;

    private final double[] stepNanos = new double[WINDOW];
    private final double[] sortedNanos = new double[WINDOW];
    private final double[] speedSquaredSums = new double[WINDOW];
    private final int[] speedCounts = new int[WINDOW];
    private final SettledQuality quality = new SettledQuality();
    /** One snapshot more than steps: the positions before the window's first step and after each of its steps. */
    private float[][] positions = new float[WINDOW + 1][0];
    private int bodies;
    /** Steps recorded in the window (up to WINDOW) and the ring slot the next one goes to. */
    private int count, next;
    /** Snapshots in the ring (up to WINDOW + 1) and the slot the next one goes to. */
    private int snapshots, nextSnapshot;

    /** Empties the window for a scene with {@code dynamicBodies} measured bodies. */
    public void reset(int dynamicBodies) {
        if (dynamicBodies < 0) throw new IllegalArgumentException("dynamicBodies < 0: " + dynamicBodies);
        bodies = dynamicBodies;
        if (positions[0].length < 3 * dynamicBodies) positions = new float[WINDOW + 1][3 * dynamicBodies];
        count = 0;
        next = 0;
        snapshots = 0;
        nextSnapshot = 0;
    }

    public int bodies() {
        return bodies;
    }

    /** Where this step's positions go (3 x {@link #bodies()} floats, valid until {@link #record}). */
    public float[] snapshot() {
        return positions[nextSnapshot];
    }

    /**
     * Closes the step whose positions are in {@link #snapshot()}: its time (ns) and the sum of
     * its dynamic bodies' squared linear speeds over {@code bodies} bodies.
     */
    public void record(double nanos, double speedSquaredSum, int bodies) {
        stepNanos[next] = nanos;
        speedSquaredSums[next] = speedSquaredSum;
        speedCounts[next] = bodies;
        next = (next + 1) % WINDOW;
        if (count < WINDOW) count++;
        nextSnapshot = (nextSnapshot + 1) % (WINDOW + 1);
        if (snapshots < WINDOW + 1) snapshots++;
    }

    /** Steps in the window now (up to {@link #WINDOW}). */
    public int steps() {
        return count;
    }

    /** Median step time over the window (ms); NaN when empty. */
    public double medianStepMillis() {
        if (count == 0) return Double.NaN;
        System.arraycopy(stepNanos, 0, sortedNanos, 0, count); // ring order does not matter for a median
        // sorted by hand: from JDK 22 on, Arrays.sort allocates its partitions' pivot indices (48 B a
        // call on 120 values, seen on Temurin 25), and this runs every frame; 120 values need no more
        insertionSort(sortedNanos, count);
        double m = (count & 1) == 1 ? sortedNanos[count / 2] : 0.5 * (sortedNanos[count / 2 - 1] + sortedNanos[count / 2]);
        return m * 1e-6;
    }

    /** Root mean square of the dynamic bodies' linear speeds over every step in the window (m/s). */
    public double restVelocityRms() {
        quality.reset();
        for (int i = 0; i < count; i++) quality.addSpeeds(speedSquaredSums[i], speedCounts[i]);
        return quality.restVelocityRms();
    }

    /**
     * Largest displacement (m) of any dynamic body over the window: from the positions before its
     * first step (once it is full; until then after the first step recorded) to those after its last.
     * NaN under two steps.
     */
    public double drift() {
        if (snapshots < 2) return Double.NaN;
        int slots = WINDOW + 1;
        int oldest = snapshots < slots ? 0 : nextSnapshot, newest = (nextSnapshot + slots - 1) % slots;
        return SettledQuality.drift(positions[oldest], positions[newest], bodies);
    }

    private static void insertionSort(double[] a, int n) {
        for (int i = 1; i < n; i++) {
            double v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }
}
