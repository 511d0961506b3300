package io.github.gdxnsc.parallel;

/**
 * Where the step's parallel loops cut their work, and below what size they leave the pool alone:
 * every chunk size and serial threshold of the plugin, each named after the loop it cuts.
 *
 * <p>Chunk sizes come from the problem, never from the thread count ({@link WorkerPool}'s
 * determinism rule). A reduction adds one partial per chunk, so its chunk size fixes the order of
 * its floating-point additions: changing {@link #BLOCK_CHUNK} changes the solvers' results (and
 * GoldenTrajectoryTest's hash). The other chunk sizes cut loops without a reduction, whose
 * results do not depend on them; the serial thresholds change only where the work runs, never the
 * results. All are speed settings measured on few-core machines: re-measure before changing one.
 */
public final class PoolThresholds {

    /**
     * Blocks of K (a cone's three rows or a single row) per chunk of the solvers' block loops and of
     * ConeSet's projection and residual: enough work that claiming a chunk costs little beside it,
     * few enough blocks that a problem big enough for the pool still cuts into many chunks.
     */
    public static final int BLOCK_CHUNK = 512;

    /**
     * An APGD solve with fewer rows runs every pass on the caller's thread: below it two pool
     * barriers per iteration cost more than the work they share (docs/BENCHMARKS.md, "Solver-side levers").
     */
    public static final int APGD_SERIAL_ROWS = 6000;

    /**
     * The descriptor's once-a-step per-row passes (diagonal, right-hand side) run on the caller's
     * thread below this many rows: waking the parked workers costs more than the rows they would
     * take over (docs/BENCHMARKS.md, "The position solve warm-started; the step's fixed costs").
     */
    public static final int ROW_PASS_SERIAL_ROWS = 4096;

    /** Rows per chunk of the descriptor's per-row passes and of the product's generic-row pass: twice a contact chunk, a row being lighter than a contact. */
    public static final int DESCRIPTOR_ROW_CHUNK = 1024;

    /** Contacts per chunk of the product's point-form contact pass, a contact being three rows computed together. */
    public static final int PRODUCT_CONTACT_CHUNK = 512;

    /**
     * Bodies per chunk of the split product's gather, APGD's first pass of every iteration: small
     * enough that the pile's 2,273 bodies cut into 18 chunks, not 5, so two threads share the pass
     * evenly (5 chunks leave one thread 3 of them).
     */
    public static final int PRODUCT_BODY_CHUNK = 128;

    /**
     * The moved bodies' poses are written onto their Bullet objects on the caller's thread below
     * this many bodies, a pose being a few dozen stores; from it, in chunks of
     * {@link #INTEGRATOR_BODY_CHUNK} on the pool.
     */
    public static final int POSE_SERIAL_BODIES = 1024;

    /** Bodies per chunk of the descriptor's per-body passes (the product's gather, the adjacency, applying impulses), a body being a few of its rows' updates. */
    public static final int DESCRIPTOR_BODY_CHUNK = 512;

    /** Bodies per chunk of the force and position integration, half the descriptor's: a body's integration (inertia rotation, gyroscopic Newton steps) is heavier. */
    public static final int INTEGRATOR_BODY_CHUNK = 256;

    /** Contacts per chunk of the step's per-contact passes (the build's rows, the recovery impulses' look-up). */
    public static final int CONTACT_CHUNK = 256;

    /**
     * The build's contact passes run on the caller's thread below this many contacts: a contact's
     * rows take about 70 ns, so fewer than this are done before the parked workers would wake.
     */
    public static final int CONTACT_ROWS_SERIAL = 1024;

    /** The recovery impulses' look-up runs on the caller's thread below this many contacts, a look-up being a few times lighter than a contact's rows. */
    public static final int CONTACT_LOOKUP_SERIAL = 4096;

    /** Blocks (or contacts) per chunk of the product's layout passes in the descriptor's prepare. */
    public static final int BUILD_BLOCK_CHUNK = 512;

    /** Manifolds per chunk of the direct contact reader's passes (a manifold holds up to four points). */
    public static final int READ_MANIFOLD_CHUNK = 256;

    /** The direct contact reader's passes run on the caller's thread below this many manifolds (empty ones included). */
    public static final int READ_SERIAL_MANIFOLDS = 512;

    /** Rows per chunk of an explicit sparse N's product (problems read from files: a row is tens of non-zeros). */
    public static final int SPARSE_ROW_CHUNK = 256;

    /** Rows per chunk of an explicit dense N's product, a row being a dot product over all rows. */
    public static final int DENSE_ROW_CHUNK = 64;

    private PoolThresholds() {
    }

    /** Pairs per chunk of the narrow phase on the pool (a pair costs about a third of a microsecond). */
    public static final int NARROW_PHASE_PAIR_CHUNK = 128;

    /**
     * The narrow phase stays Bullet's own pass on the calling thread below this many pairs: a settled
     * pair costs Bullet 0.1-0.2 us, so a wall's 0.06 ms narrow phase took 0.13 ms on the pool.
     */
    public static final int NARROW_PHASE_SERIAL_PAIRS = 1024;
}
