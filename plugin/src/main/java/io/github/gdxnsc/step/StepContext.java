package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.stats.StepStats;

/**
 * Everything one fixed step reads and writes, made once per world and reused: the settings of the
 * step (a copy of the world's config, written by the world before each step), the state the stages
 * share (bodies, contacts, the descriptor, the solver's unknowns), what each stage hands to the
 * next, and the stats the step fills. Stages take the context and nothing else; a stage's class
 * doc says which fields it reads and writes.
 */
public final class StepContext {
    // ---- settings: the world's config for this step (see NscConfig for units and meaning) ----
    /** The fixed step h (s). */
    public double timeStep;
    /** Gravity (m/s^2), scaled per body by its gravity scale. */
    public double gravityX, gravityY, gravityZ;
    /** The solver of this step's problem (APGD takes over where it refuses). */
    public SolverType solver = SolverType.APGD;
    /** PSOR's relaxation factor. */
    public double psorOmega;
    /** Whether APGD scales rows by their block diagonal. */
    public boolean preconditioning;
    /** The iteration budget of the step, velocity and position solve together. */
    public int maxIterations;
    /** The residual (m/s) at which a solve stops early. */
    public double tolerance;
    /** A wall-clock cap on a solve (0: off, the deterministic default). */
    public long timeBudgetMicros;
    /**
     * The position solve's iterations of the budget, as NscConfig.positionSolveIterations() counts
     * them: 0 (no split step), or between 1 and maxIterations - 1, so each solve keeps one.
     */
    public int positionIterations;
    /** The iteration reserve's capacity, the most it lends one step (0: off; {@link IterationReserve}) and the rows it is priced at (0: not). */
    public int iterationReserve, reserveStepIterations, reservePriceRows;
    /** The stop on stagnation of the velocity and position solves (window 0: off; SolverBudget#stagnation). */
    public int stagnationWindow;
    /** How far the best residual must fall over the window for a solve to go on. */
    public double stagnationFactor = 1;
    /** The velocity solve's relative stop: the fraction of its start residual at which it stops (0: off; SolverBudget#relativeTolerance). */
    public double relativeTolerance;
    /** Whether each island stops its solves at the tolerance on its own ({@code NscConfig.islandStop}; SolverBudget#islandStop). */
    public boolean islandStop;
    /** Shock-propagation sweeps that start each velocity solve (0: none; {@link StackSweep}). */
    public int stackSweeps;
    /** Whether the solves start from last step's impulses. */
    public boolean warmStart;
    /** Whether a manifold's new points start with the load it carried last step ({@link ManifoldLoads}). */
    public boolean warmStartNewPoints;
    /** Whether a new point inside a full manifold's points is refused and the point it replaced kept ({@link KeptPoints}). */
    public boolean refuseInnerPoints;
    /** Contact settings: penetration recovery share, allowed overlap (m), recovery speed cap (m/s), compliance (1/kg), restitution threshold (m/s). */
    public double contactErp, contactSlop, maxRecoverySpeed, contactCompliance, restitutionThresholdSpeed;
    /** The share of the slop a resting contact settles at (the velocity solve's target depth). */
    public double contactRestShare = 1;
    /** The largest speed (m/s) at which a contact between its rest depth and the slop is pushed back to the rest depth (0: never). */
    public double restRecoverySpeed;
    /** How far (m) a contact resting inside the band may drift from the depth it came to rest at before it is pulled back (0: not held; {@link RestAnchors}). */
    public double restAnchor;
    /** A float, as the config's field: compared against {@link PositionSolveStage#MIN_CARRY_BAND} in float. */
    public float recoveryDeadBand;
    /** Penetration (m) past which the penetration guard pushes contacts out after the solves (0: off; {@link PenetrationGuard}). */
    public double penetrationGuard;
    /** Distance (m) a body must move in a step for its landing sweep to run (0: off; {@link ContinuousCollision#sweepLandings}). */
    public double landingSweep;
    /** Whether flat box-box manifolds get the corners Bullet misses ({@link ManifoldCompletion}). */
    public boolean completeManifolds;
    /** The share of a joint's position error its rows correct per step. */
    public double jointErp;
    /** Gauss-Seidel sweeps of the joints' projection (0: no projection). */
    public int jointProjectionIterations;
    /** Whether sliding contacts get the slip correction's lift. */
    public boolean slipCorrection;
    /** Whether the velocity solve's second half resumes the first ({@code NscConfig.slipCorrectionResumes}). */
    public boolean slipCorrectionResumes;
    /** Whether the contacts are sorted into body order after the read ({@code NscConfig.contactsInBodyOrder}). */
    public boolean contactsInBodyOrder;
    /** {@code NscConfig.exactFreeRotation}. */
    public boolean exactFreeRotation;
    /** Smooth contact (SMC) instead of the hard-contact step. */
    public boolean smoothContact;
    /** SMC's law: Hertz (true) or Hooke. */
    public boolean smcHertz;
    /** The most substeps SMC takes in one step. */
    public int smcMaxSubsteps;
    /** {@code NscConfig.smcImplicitDamper}. */
    public boolean smcImplicitDamper;
    /** Whether resting islands fall asleep. */
    public boolean allowSleep;
    /** Sleep thresholds: speeds (m/s, rad/s) below which a body counts as resting, and for how long (s). */
    public double sleepLinearSpeed, sleepAngularSpeed, sleepTime;

    // ---- the world's state ----
    /** The world's bodies. */
    public final Bodies bodies = new Bodies();
    /** This step's contacts, read from Bullet. */
    public final ContactBuffer contacts = new ContactBuffer();
    /** Bullet's collision world: detection and the bodies' collision objects. */
    public final BulletCollision collision;
    /** This step's rows: the problem the solves see. */
    public final NscDescriptor descriptor;
    /** What this step did, for the game and the overlay. */
    public final StepStats stats;
    /** The contact and joint islands, for sleeping. */
    public final Islands islands = new Islands();
    /** Kinematic targets turned into velocities. */
    public final KinematicMotion kinematics = new KinematicMotion(bodies);
    /** Warm-start impulses a restored snapshot hands the next step. */
    public final ContactSeed contactSeed = new ContactSeed();
    /** Smooth contact's Hertz collisions in progress, carried from step to step. */
    public final ImpactMemory impacts = new ImpactMemory();
    /** The depths resting contacts came to rest at, carried from step to step. */
    public final RestAnchors restAnchors = new RestAnchors();
    /** Each manifold's load, carried from step to step for its new points. */
    public final ManifoldLoads manifoldLoads = new ManifoldLoads();
    /** Iterations converged solves left, lent to ones that do not converge. */
    public final IterationReserve reserve = new IterationReserve();
    /** The hard distance joints' rows, which they list at build, solved together before the velocity solve. */
    public final RopeBlockSolve ropeBlock = new RopeBlockSolve();
    WorkerPool pool;
    /** The joints, seen through what the step asks of them. */
    final StepJoints joints;
    /** Where a moved body's pose goes at the end of the step (Bullet's object, the queries). */
    final TransformSink transforms;
    /** Called per contact before its rows are built (disable, friction, restitution, surface velocity); null when none. */
    public ContactModifier contactModifier;

    // ---- handed from stage to stage ----
    /** Fixed steps left in this world step, this one included (kinematic targets spread over them). */
    int stepsLeft = 1;
    /** Rows of this step's problem (build). */
    int rows;
    /** The velocity solve's impulses: warm start in, answer out (grown by build). */
    double[] x = new double[64];
    /** Per contact, its normal bias with penetration recovery (build; the position solve's biases). */
    double[] recoveryBias = new double[64];
    /** Whether some contact's recovery bias differs from its velocity-solve bias (build). */
    boolean recoveryNeeded;
    /** Whether the velocity solve fell back to a cold start (then no position solve runs). */
    boolean fellBack;
    /**
     * The velocities (6 per body) the positions move with, when a position solve ran and succeeded
     * (position solve); null when the positions follow the velocity solve's answer.
     */
    double[] positionVelocity;

    StepContext(WorkerPool pool, boolean directContactReader, StepJoints joints, TransformSink transforms, StepStats stats) {
        this.pool = pool;
        this.joints = joints;
        this.transforms = transforms;
        this.stats = stats;
        collision = new BulletCollision(directContactReader);
        descriptor = new NscDescriptor(pool);
    }

    /** The split step runs when the position solve has iterations and the budget leaves the velocity solve some. */
    boolean splitStep() {
        return positionIterations > 0;
    }

    /** Grows the solver's unknowns to hold {@code rows} (their contents are lost: build fills them). */
    void ensureRows(int rowCapacity) {
        if (x.length < rowCapacity) x = new double[Math.max(rowCapacity, 2 * x.length)];
    }

    /** Grows the per-contact recovery biases. */
    void ensureContacts(int contactCount) {
        if (recoveryBias.length < contactCount) recoveryBias = new double[Math.max(contactCount, 2 * recoveryBias.length)];
    }
}
