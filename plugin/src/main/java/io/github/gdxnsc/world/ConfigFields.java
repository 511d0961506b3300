package io.github.gdxnsc.world;

import static io.github.gdxnsc.world.ConfigField.Group.COLLISION;
import static io.github.gdxnsc.world.ConfigField.Group.CONTACT;
import static io.github.gdxnsc.world.ConfigField.Group.JOINT;
import static io.github.gdxnsc.world.ConfigField.Group.SLEEP;
import static io.github.gdxnsc.world.ConfigField.Group.SMOOTH_CONTACT;
import static io.github.gdxnsc.world.ConfigField.Group.SOLVER;
import static io.github.gdxnsc.world.ConfigField.Group.WORLD;

import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.ConfigField.BooleanField;
import io.github.gdxnsc.world.ConfigField.DoubleField;
import io.github.gdxnsc.world.ConfigField.EnumField;
import io.github.gdxnsc.world.ConfigField.FloatField;
import io.github.gdxnsc.world.ConfigField.Group;
import io.github.gdxnsc.world.ConfigField.IntField;
import io.github.gdxnsc.world.ConfigField.LongField;
import io.github.gdxnsc.world.ConfigField.VectorField;
import java.util.Arrays;
import java.util.List;

/**
 * The table of {@link NscConfig}'s fields, in their declaration order: each one's name, its key
 * (its case in {@link ConfigAccess}'s switches of its type, which read and write it), unit, range,
 * help and default. A new config field is one line here, with the next key of its type, and a case
 * in ConfigAccess's switches of its type; the config's defaults,
 * {@link NscConfig#set}, {@link NscConfig#validate}, the bench's keys and the overlay's Defaults
 * button then know it (ConfigFieldsTest checks the table against the class).
 */
public final class ConfigFields {
    private ConfigFields() {
    }

    /** {@link NscConfig#gravity}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final VectorField GRAVITY = new VectorField(WORLD, "gravity", 0, "m/s^2",
            "Acceleration of every dynamic body (scaled per body by its gravity scale)", 0, -9.81f, 0);
    /** {@link NscConfig#timeStep}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField TIME_STEP = new FloatField(WORLD, "timeStep", 0, "s",
            "Fixed time step h", 1f / 60f, ConfigRange.positive());
    /** {@link NscConfig#maxSubSteps}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField MAX_SUB_STEPS = new IntField(WORLD, "maxSubSteps", 0, "",
            "Cap on fixed steps per step(delta) call, so a slow frame cannot snowball", 4, ConfigRange.atLeast(1));
    /** {@link NscConfig#subSteps}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField SUB_STEPS = new IntField(SOLVER, "subSteps", 12, "",
            "Passes of the whole step per fixed step, each over timeStep / subSteps with the iteration budget split evenly; 1 = off", 1,
            ConfigRange.between(1, 16));

    /** {@link NscConfig#solver}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final EnumField<SolverType> SOLVER_TYPE = new EnumField<>(SOLVER, "solver", 0,
            "The solver of the contact problem; one that refuses a step leaves it to APGD, saying why", SolverType.APGD);
    /** {@link NscConfig#maxIterations}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField MAX_ITERATIONS = new IntField(SOLVER, "maxIterations", 1, "",
            "Iteration budget per step, velocity and position solve together; a solve stops here or at the tolerance", 30,
            ConfigRange.atLeast(1));
    /** {@link NscConfig#tolerance}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final DoubleField TOLERANCE = new DoubleField(SOLVER, "tolerance", 0, "m/s",
            "RMS projected-gradient residual at which a solve stops early; 0 (with relativeTolerance 0) = always the full budget", 1e-6,
            ConfigRange.nonNegative());
    /** {@link NscConfig#timeBudgetMicros}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final LongField TIME_BUDGET_MICROS = new LongField(SOLVER, "timeBudgetMicros", 0, "us",
            "Wall-time cap per solve; 0 = none (deterministic); on, results depend on the machine's speed", 0,
            ConfigRange.atLeast(0));
    /** {@link NscConfig#warmStart}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField WARM_START = new BooleanField(SOLVER, "warmStart", 0,
            "Start each solve from last step's impulses: fewer iterations on resting stacks", true);
    /** {@link NscConfig#warmStartNewPoints}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField WARM_START_NEW_POINTS = new BooleanField(SOLVER, "warmStartNewPoints", 1,
            "A point new in a manifold that touched last step starts with impulses that carry the manifold's last load, not cold", false);
    /** {@link NscConfig#refuseInnerPoints}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField REFUSE_INNER_POINTS = new BooleanField(SOLVER, "refuseInnerPoints", 2,
            "With warmStartNewPoints: a point new in a full manifold inside its old points does not replace one; the replaced point is kept while it touches", false);
    /** {@link NscConfig#positionShare}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField POSITION_SHARE = new FloatField(SOLVER, "positionShare", 1, "",
            "Share of maxIterations given to the split step's position solve (rounded; each solve keeps at least one); "
                    + "0 = no split (the push in the velocities)", 1f / 6f,
            ConfigRange.interval(0, false, 0.5, false));
    /** {@link NscConfig#splitFromIterations}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField SPLIT_FROM_ITERATIONS = new IntField(SOLVER, "splitFromIterations", 7, "",
            "The smallest maxIterations at which the split step runs; below, one solve with the push in the velocities", 30,
            ConfigRange.atLeast(1));
    /** {@link NscConfig#iterationReserve}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField ITERATION_RESERVE = new IntField(SOLVER, "iterationReserve", 2, "",
            "Velocity-solve iterations banked from steps that converged early and lent to steps that do not; 0 = off", 7200,
            ConfigRange.atLeast(0));
    /** {@link NscConfig#reserveStepIterations}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField RESERVE_STEP_ITERATIONS = new IntField(SOLVER, "reserveStepIterations", 3, "",
            "The most iterations the reserve lends one step", 180,
            ConfigRange.atLeast(0));
    /** {@link NscConfig#reservePriceRows}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField RESERVE_PRICE_ROWS = new IntField(SOLVER, "reservePriceRows", 4, "",
            "Rows of the problem whose iterations iterationReserve counts: a problem of fewer rows borrows more iterations for the same work; 0 = iterations alone", 30000,
            ConfigRange.atLeast(0));
    /** {@link NscConfig#stagnationWindow}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField STAGNATION_WINDOW = new IntField(SOLVER, "stagnationWindow", 5, "",
            "A solve whose best residual fell less than stagnationFactor over this many iterations stops; 0 = off", 0,
            ConfigRange.atLeast(0));
    /** {@link NscConfig#stagnationFactor}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final DoubleField STAGNATION_FACTOR = new DoubleField(SOLVER, "stagnationFactor", 1, "",
            "How far the best residual must fall over stagnationWindow iterations for a solve to go on", 0.5,
            ConfigRange.interval(0, true, 1, false));
    /** {@link NscConfig#relativeTolerance}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final DoubleField RELATIVE_TOLERANCE = new DoubleField(SOLVER, "relativeTolerance", 2, "",
            "The velocity solve also stops once its residual is under this fraction of its start residual; 0 = off", 0,
            ConfigRange.interval(0, false, 1, true));
    /** {@link NscConfig#islandStop}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField ISLAND_STOP = new BooleanField(SOLVER, "islandStop", 15,
            "Each island stops its solve at the tolerance on its own residual; later iterations skip it", false);
    /** {@link NscConfig#stackSweeps}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField STACK_SWEEPS = new IntField(SOLVER, "stackSweeps", 6, "",
            "Shock-propagation sweeps that start each velocity solve: bottom up, each body moving with the load it carries, "
                    + "then a line search; 2 iterations of its budget each; 0 = off", 0, ConfigRange.atLeast(0));
    /** {@link NscConfig#preconditioning}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField PRECONDITIONING = new BooleanField(SOLVER, "preconditioning", 3,
            "APGD's block-diagonal preconditioning (one scalar per block)", true);
    /** {@link NscConfig#threads}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField THREADS = IntField.perProcessor(SOLVER, "threads", 9, "",
            "Worker threads, the calling thread included; a change restarts the pool at the next step",
            ConfigRange.between(1, 256));

    /** {@link NscConfig#maxRecoverySpeed}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField MAX_RECOVERY_SPEED = new FloatField(CONTACT, "maxRecoverySpeed", 2, "m/s",
            "Largest speed at which contact stabilisation pushes penetrating bodies apart", 0.6f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#contactSlop}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField CONTACT_SLOP = new FloatField(CONTACT, "contactSlop", 3, "m",
            "Penetration contacts settle at instead of zero, which keeps Bullet's contact points alive", 0.002f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#contactRestShare}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField CONTACT_REST_SHARE = new FloatField(CONTACT, "contactRestShare", 4, "",
            "Share of the slop resting contacts settle at; only a contact deeper than the slop is pushed out", 1f,
            ConfigRange.interval(0, true, 1, false));
    /** {@link NscConfig#contactSkin}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField CONTACT_SKIN = new FloatField(CONTACT, "contactSkin", 5, "m",
            "Collision skin of each shape made from now on (0 = none): about half the rest depth, so resting shapes keep their overlap in it and rest at their given sizes; a power of two keeps binary sizes exact",
            0x1p-10f, ConfigRange.nonNegative());
    /** {@link NscConfig#restRecoverySpeed}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField REST_RECOVERY_SPEED = new FloatField(CONTACT, "restRecoverySpeed", 6, "m/s",
            "Largest speed at which a contact between its rest depth and the slop is pushed back to its rest depth; 0 = left alone", 0f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#restAnchor}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField REST_ANCHOR = new FloatField(CONTACT, "restAnchor", 7, "m",
            "How far a contact resting inside the slop's band may drift from the depth it came to rest at before it is pulled back; 0 = not held",
            0f, ConfigRange.nonNegative());
    /** {@link NscConfig#recoveryDeadBand}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField RECOVERY_DEAD_BAND = new FloatField(CONTACT, "recoveryDeadBand", 8, "m",
            "Penetration beyond the slop left alone, so resting contacts are not nudged every step; 0 = push every overlap back",
            1e-4f, ConfigRange.nonNegative());
    /** {@link NscConfig#contactErp}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField CONTACT_ERP = new FloatField(CONTACT, "contactErp", 9, "",
            "Fraction of a penetration beyond the slop corrected per step", 1f,
            ConfigRange.interval(0, true, 1, false));
    /** {@link NscConfig#penetrationGuard}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField PENETRATION_GUARD = new FloatField(CONTACT, "penetrationGuard", 10, "m",
            "Penetration past which no contact may sink in a step: pushed back at the position level after the solves (no velocity change), "
                    + "at budgets below guardBelowIterations; 0 = off", 0.01f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#guardBelowIterations}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField GUARD_BELOW_ITERATIONS = new IntField(CONTACT, "guardBelowIterations", 8, "",
            "The smallest maxIterations at which the penetration guard is off; above the budget = guard at every budget", 20,
            ConfigRange.atLeast(1));
    /** {@link NscConfig#landingSweep}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField LANDING_SWEEP = new FloatField(CONTACT, "landingSweep", 11, "m",
            "A body moving farther than this in a step sweeps its shape along its path: each body it would meet becomes a "
                    + "speculative contact (a box landing flat on a box: the faces' patch), so a landing is held before it overlaps; two "
                    + "bodies that may close farther than this together get their closest points as speculative contacts; below "
                    + "guardBelowIterations a box whose turn moves a corner farther sweeps its turn too; 0 = off", 0.01f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#completeManifolds}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField COMPLETE_MANIFOLDS = new BooleanField(CONTACT, "completeManifolds", 6,
            "Where a box lies flat on a box and Bullet holds fewer than four points (it slides faster than its manifold keeps "
                    + "points), or flat on a mesh or heightfield, the face's missing corners become contacts, so the box does not rock; "
                    + "a cylinder or capsule lying on a box, mesh, heightfield or hull gets its contact line's ends, "
                    + "a standing cylinder or cone its rim, a hull resting or sliding on a box, mesh, heightfield, hull or cylinder's cap "
                    + "(or a box on a hull or a cap) its face's vertices and the corners where its face's edges cross the other's, "
                    + "all with the face's normal",
            true);
    /** {@link NscConfig#jointErp}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField JOINT_ERP = new FloatField(JOINT, "jointErp", 12, "",
            "Fraction of a joint's position error its rows correct per step (Baumgarte); below 1 a swinging joint loses energy", 1f,
            ConfigRange.interval(0, false, 1, false));
    /** {@link NscConfig#jointProjectionIterations}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField JOINT_PROJECTION_ITERATIONS = new IntField(JOINT, "jointProjectionIterations", 10, "",
            "Gauss-Seidel sweeps of the joints' position correction after the positions moved; 0 = off", 4,
            ConfigRange.atLeast(0));
    /** {@link NscConfig#contactCompliance}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField CONTACT_COMPLIANCE = new FloatField(CONTACT, "contactCompliance", 13, "1/kg",
            "Compliance (CFM) added to every contact row's diagonal; 0 = rigid", 0f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#restitutionThresholdSpeed}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField RESTITUTION_THRESHOLD_SPEED = new FloatField(CONTACT, "restitutionThresholdSpeed", 14, "m/s",
            "Relative normal speed at or above which restitution applies", 0.2f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#psorOmega}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField PSOR_OMEGA = new FloatField(SOLVER, "psorOmega", 15, "",
            "Over-relaxation of PSOR", 1f, ConfigRange.interval(0, true, 2, true));
    /** {@link NscConfig#directContactReader}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField DIRECT_CONTACT_READER = new BooleanField(COLLISION, "directContactReader", 4,
            "Read Bullet's contact points straight from native memory (verified, with automatic fallback); false forces JNI", true);
    /** {@link NscConfig#multipointContacts}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField MULTIPOINT_CONTACTS = new BooleanField(COLLISION, "multipointContacts", 5,
            "Bullet's multipoint convex-convex contacts: cylinders, capsules and spheres on boxes touch with a full manifold at once, not one point a step (a hull on a box always does); read when the world is made",
            false);
    /** {@link NscConfig#innerEdgeNormals}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField INNER_EDGE_NORMALS = new BooleanField(COLLISION, "innerEdgeNormals", 7,
            "Contacts on a triangle mesh's or heightfield's inner edges take the faces' normals (flat or concave edges), or one between them (convex), so a body crosses them as one surface",
            true);
    /** {@link NscConfig#poolNarrowPhase}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField POOL_NARROW_PHASE = new BooleanField(COLLISION, "poolNarrowPhase", 8,
            "Bullet's narrow phase on the worker pool for convex pairs (the same contact points, bit for bit); false keeps it on the step's thread",
            true);
    /** {@link NscConfig#manifoldReuseDistance}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField MANIFOLD_REUSE_DISTANCE = new FloatField(COLLISION, "manifoldReuseDistance", 19, "m",
            "A pair of boxes, hulls or a plane, or a sphere on a box or a plane, keeps its manifold, its points refreshed to the bodies' poses, until its smaller shape has moved this far "
                    + "against the larger since Bullet's detector last ran on it; 0 = the detector for every pair every step", 0.001f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#contactsInBodyOrder}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField CONTACTS_IN_BODY_ORDER = new BooleanField(SOLVER, "contactsInBodyOrder", 9,
            "From 4,096 contacts, each step's contacts laid out in their bodies' order before the rows are built, so the solver's passes read near memory and each thread what it wrote; false keeps Bullet's pair order",
            true);
    /** {@link NscConfig#slipCorrection}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField SLIP_CORRECTION = new BooleanField(CONTACT, "slipCorrection", 10,
            "Add mu |slip| to each contact's normal bias, so sliding follows Coulomb's law instead of lifting off", true);
    /** {@link NscConfig#slipCorrectionResumes}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField SLIP_CORRECTION_RESUMES = new BooleanField(CONTACT, "slipCorrectionResumes", 11,
            "The velocity solve's second half, after the slip correction, goes on with the first half's momentum and step size; false restarts it", true);
    /** {@link NscConfig#exactFreeRotation}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField EXACT_FREE_ROTATION = new BooleanField(CONTACT, "exactFreeRotation", 12,
            "Turn a body only its own spin turns by the gyroscopic midpoint: its angular momentum and energy kept exactly", false);
    /** {@link NscConfig#allowSleep}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField ALLOW_SLEEP = new BooleanField(SLEEP, "allowSleep", 14,
            "Islands slower than the sleep speeds for sleepTime fall asleep until touched or changed", true);
    /** {@link NscConfig#contactMethod}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final EnumField<ContactMethod> CONTACT_METHOD = new EnumField<>(SMOOTH_CONTACT, "contactMethod", 1,
            "Hard contact (nsc: one cone complementarity solve a step) or smooth contact (smc: spring-dampers in substeps)",
            ContactMethod.NSC);
    /** {@link NscConfig#smcLaw}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final EnumField<SmcLaw> SMC_LAW = new EnumField<>(SMOOTH_CONTACT, "smcLaw", 2,
            "SMC's normal force law from the overlap: Hertz (stiffening) or Hooke (linear)", SmcLaw.HERTZ);
    /** {@link NscConfig#smcMaxSubsteps}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final IntField SMC_MAX_SUBSTEPS = new IntField(SMOOTH_CONTACT, "smcMaxSubsteps", 11, "",
            "SMC substeps per step at most (the stiffest contact asks for its own count, capped here)", 64,
            ConfigRange.between(1, 4096));
    /** {@link NscConfig#smcImplicitDamper}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final BooleanField SMC_IMPLICIT_DAMPER = new BooleanField(SMOOTH_CONTACT, "smcImplicitDamper", 13,
            "SMC Hertz's damper implicit: e within 3 % as the default's, but a large pile keeps jittering", false);
    /** {@link NscConfig#sleepLinearSpeed}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField SLEEP_LINEAR_SPEED = new FloatField(SLEEP, "sleepLinearSpeed", 16, "m/s",
            "Linear speed under which a body counts as still for sleeping", 0.05f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#sleepAngularSpeed}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField SLEEP_ANGULAR_SPEED = new FloatField(SLEEP, "sleepAngularSpeed", 17, "rad/s",
            "Angular speed under which a body counts as still for sleeping", 0.05f,
            ConfigRange.nonNegative());
    /** {@link NscConfig#sleepTime}: its name, unit, range, help and default, for validation, the overlay and {@code --set}. */
    public static final FloatField SLEEP_TIME = new FloatField(SLEEP, "sleepTime", 18, "s",
            "How long a whole island must stay still before it falls asleep", 0.5f,
            ConfigRange.nonNegative());

    /** Every field, in NscConfig's declaration order; an array so the per-step loops allocate no iterator. */
    private static final ConfigField[] FIELDS = {
        GRAVITY, TIME_STEP, MAX_SUB_STEPS, SUB_STEPS, SOLVER_TYPE, MAX_ITERATIONS, TOLERANCE, TIME_BUDGET_MICROS, WARM_START, WARM_START_NEW_POINTS, REFUSE_INNER_POINTS,
        POSITION_SHARE, SPLIT_FROM_ITERATIONS, ITERATION_RESERVE, RESERVE_STEP_ITERATIONS, RESERVE_PRICE_ROWS, STAGNATION_WINDOW, STAGNATION_FACTOR, RELATIVE_TOLERANCE, ISLAND_STOP, STACK_SWEEPS, PRECONDITIONING, THREADS, MAX_RECOVERY_SPEED, CONTACT_SLOP, CONTACT_REST_SHARE, CONTACT_SKIN, REST_RECOVERY_SPEED, REST_ANCHOR, RECOVERY_DEAD_BAND, CONTACT_ERP, PENETRATION_GUARD, GUARD_BELOW_ITERATIONS, LANDING_SWEEP, COMPLETE_MANIFOLDS,
        JOINT_ERP, JOINT_PROJECTION_ITERATIONS, CONTACT_COMPLIANCE, RESTITUTION_THRESHOLD_SPEED, PSOR_OMEGA, DIRECT_CONTACT_READER,
        MULTIPOINT_CONTACTS, INNER_EDGE_NORMALS, POOL_NARROW_PHASE, MANIFOLD_REUSE_DISTANCE, CONTACTS_IN_BODY_ORDER, SLIP_CORRECTION, SLIP_CORRECTION_RESUMES, EXACT_FREE_ROTATION, ALLOW_SLEEP, CONTACT_METHOD, SMC_LAW, SMC_MAX_SUBSTEPS, SMC_IMPLICIT_DAMPER, SLEEP_LINEAR_SPEED, SLEEP_ANGULAR_SPEED,
        SLEEP_TIME};
    private static final List<ConfigField> ALL = List.of(FIELDS);

    /*
     * The fields again by type, for the copy and the check the world makes every step: a loop over
     * one final class calls its accessors directly and inlines their switch, where a loop over
     * FIELDS makes a virtual call per field. Booleans have nothing to check.
     */
    private static final VectorField[] VECTORS = ofType(VectorField.class, new VectorField[0]);
    private static final IntField[] INTS = ofType(IntField.class, new IntField[0]);
    private static final LongField[] LONGS = ofType(LongField.class, new LongField[0]);
    private static final FloatField[] FLOATS = ofType(FloatField.class, new FloatField[0]);
    private static final DoubleField[] DOUBLES = ofType(DoubleField.class, new DoubleField[0]);
    private static final BooleanField[] BOOLEANS = ofType(BooleanField.class, new BooleanField[0]);
    @SuppressWarnings("rawtypes")
    private static final EnumField[] ENUMS = ofType(EnumField.class, new EnumField[0]);

    /** The fields of {@code type}, in an array of {@code none}'s type. */
    private static <F extends ConfigField> F[] ofType(Class<F> type, F[] none) {
        int n = 0;
        for (ConfigField f : FIELDS) if (type.isInstance(f)) n++;
        F[] out = Arrays.copyOf(none, n);
        n = 0;
        for (ConfigField f : FIELDS) if (type.isInstance(f)) out[n++] = type.cast(f);
        return out;
    }

    /** Every field of {@link NscConfig}, in declaration order. */
    public static List<ConfigField> all() {
        return ALL;
    }

    /** The field called {@code name} (exact spelling), or null. */
    public static ConfigField byName(String name) {
        for (ConfigField f : FIELDS) if (f.name().equals(name)) return f;
        return null;
    }

    /** Every field of {@code c} not in one of {@code kept}'s groups back to its default. */
    public static void resetExcept(NscConfig c, Group... kept) {
        for (ConfigField f : FIELDS) {
            boolean keep = false;
            for (Group g : kept) keep |= f.group() == g;
            if (!keep) f.reset(c);
        }
    }

    static void resetAll(NscConfig c) {
        for (ConfigField f : FIELDS) f.reset(c);
    }

    static void copyAll(NscConfig from, NscConfig to) {
        for (VectorField f : VECTORS) f.copy(from, to);
        for (IntField f : INTS) f.copy(from, to);
        for (LongField f : LONGS) f.copy(from, to);
        for (FloatField f : FLOATS) f.copy(from, to);
        for (DoubleField f : DOUBLES) f.copy(from, to);
        for (BooleanField f : BOOLEANS) f.copy(from, to);
        for (EnumField<?> f : ENUMS) f.copy(from, to);
    }

    /** By type first; only when a value is outside does the loop in declaration order find the first bad field and throw. */
    static void checkAll(NscConfig c) {
        boolean inside = true;
        for (VectorField f : VECTORS) inside &= f.inside(c);
        for (IntField f : INTS) inside &= f.inside(c);
        for (LongField f : LONGS) inside &= f.inside(c);
        for (FloatField f : FLOATS) inside &= f.inside(c);
        for (DoubleField f : DOUBLES) inside &= f.inside(c);
        for (EnumField<?> f : ENUMS) inside &= f.inside(c);
        if (!inside) for (ConfigField f : FIELDS) f.check(c);
    }
}
