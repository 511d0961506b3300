package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.solver.SolverType;

/**
 * Settings of an {@link NscWorld}. The world reads them at the start of every step, so a change
 * (from a debug overlay, say) takes effect on the next step without a restart; a bad value is
 * refused then with an {@link IllegalArgumentException} naming the field, and the world keeps its
 * last good settings. Changing {@link #threads} restarts the worker pool at the next step.
 */
public final class NscConfig {

    public final Vector3 gravity = new Vector3(0, -9.81f, 0);
    /** Fixed time step h in seconds. */
    public float timeStep = 1f / 60f;
    /** Cap on fixed steps per {@link NscWorld#step(float)} call, so a slow frame cannot snowball. */
    public int maxSubSteps = 4;

    /**
     * The solver: APGD (default) and PSOR are the game solvers; BB, ADMM and DIRECT are reference
     * solvers (DIRECT only for small steps), MINRES only for joint-only steps. A solver that refuses
     * a step leaves it to APGD and says why in {@link StepStats#solverRefusal}.
     */
    public SolverType solver = SolverType.APGD;
    /** Iteration budget per step (velocity plus position solve): 60 holds the tall tower, 30 does not (docs/BENCHMARKS.md). */
    public int maxIterations = 60;
    /**
     * Residual at which the solver stops early: the RMS over the rows of the projected-gradient
     * residual (m/s, see ConeProblem), so it means the same for 10 rows and for 30,000; 0 = always
     * the full budget. 1e-6 by default, the loosest that holds the tall tower (at 2e-6 its slow mode,
     * the normal impulses shifting between the four points under each plank, grows and it falls):
     * the wall and the mass-ratio stack stop after 19-24 iterations, the tower after ~51, the
     * pyramid uses its budget (docs/BENCHMARKS.md, "Stopping a resting frame early").
     */
    public double tolerance = 1e-6;
    /** Wall-time cap per solve in microseconds; 0 = none (the deterministic default). */
    public long timeBudgetMicros;
    public boolean warmStart = true;
    /**
     * Iterations of {@link #maxIterations} given to the position solve of the split step
     * (docs/ARCHITECTURE.md): the velocity solve, without penetration recovery, gives the bodies'
     * velocities; a short position solve started from it adds the recovery and moves only the
     * positions, so stabilisation leaves no energy behind. 0 turns the split off (one solve with
     * the recovery in the velocities). Clamped to leave the velocity solve at least one iteration.
     */
    public int positionIterations = 10;
    /**
     * APGD's block-diagonal preconditioning (one scalar per block: the cone projection stays
     * exact). On by default since the split step: with the recovery bias out of the velocities it
     * holds the light-on-heavy stack (1e-4 kg on 1 kg: 43 mm sunk without, 2 mm with) and the
     * 1:100 column still, at no cost elsewhere (docs/BENCHMARKS.md, ablation).
     */
    public boolean preconditioning = true;
    /** Worker threads, the calling thread included. */
    public int threads = Runtime.getRuntime().availableProcessors();

    /** Largest speed (m/s) at which contact stabilisation pushes penetrating bodies apart (Chrono's recovery speed). */
    public float maxRecoverySpeed = 0.6f;
    /**
     * Penetration (m) contacts settle at instead of zero. A little overlap keeps Bullet's contact
     * points alive: its box-box detector makes points only for overlapping boxes.
     */
    public float contactSlop = 0.002f;
    /**
     * Penetration (m) beyond the slop that is left alone: a contact is pushed back to the slop only
     * once it is deeper than slop + this band. Without it a resting contact is nudged by a few
     * micrometres every step, which changes the next step's problem, so the warm-started solve
     * never converges early; with 0.1 mm a settled pyramid's step solves in about 4 iterations
     * instead of 60 (docs/BENCHMARKS.md, "A dead band on the recovery"). The band also ends each
     * recovery, which lets the position solve go on from where the last one left each contact (a
     * light box pushed out from under a heavy one over several steps); below 5e-6 m
     * (step.PositionPass.MIN_CARRY_BAND) that warm start is off. A band of 1e-6 m fails the tower
     * with or without it (docs/BENCHMARKS.md). 0 = push every overlap back to the
     * slop at every step.
     */
    public float recoveryDeadBand = 1e-4f;
    /**
     * Fraction of a penetration (beyond the slop) corrected per step, in (0, 1]. Below 1 the
     * push-out is spread over several steps, so an under-converged solve's overlap is not turned
     * into a kick that makes stacks bounce.
     */
    public float contactErp = 1f;
    /**
     * Fraction of a joint's position error its rows correct per step (Baumgarte). 1 (the default)
     * makes the rows a linearised SHAKE step, whose energy stays bounded; below 1 a swinging joint
     * loses energy every step (a pendulum at 0.2: 54 % in 60 s).
     */
    public float jointErp = 1f;
    /**
     * Gauss-Seidel sweeps of the joints' position-level correction after the positions moved
     * (step.JointProjection): it takes out the second-order stretch the velocity rows leave (a
     * whipping chain: centimetres) and hands the move to the velocities. 0 turns it off.
     */
    public int jointProjectionIterations = 4;
    /** Compliance (regularisation, CFM) added to every contact row's diagonal; 0 = rigid. */
    public float contactCompliance;
    /** Relative normal speed (m/s) above which restitution applies. */
    public float restitutionThreshold = 1f;
    /** Over-relaxation of PSOR. */
    public float psorOmega = 1f;
    /**
     * Read Bullet's contact points directly from native memory (offsets found and verified at
     * start-up, with automatic fallback). False forces the JNI reader.
     */
    public boolean directContactReader = true;
    /**
     * Bullet's multipoint convex-convex contacts (its collision configuration's
     * setConvexConvexMultipointIterations): a pair Bullet meets with its general convex-convex
     * detector (hulls, cylinders, capsules, spheres on boxes; box-box pairs have a detector of
     * their own) gets the points of its manifold from perturbed detections as soon as it touches,
     * instead of one point a step, so two hulls do not rock on a single point, a hinge, while the
     * manifold fills. A sphere's perturbed detections find its one point again, nearly: a resting
     * sphere then carries several contacts where one touches (docs/BENCHMARKS.md). Read once, when the world is
     * made: a later change has no effect on that world. Off by default.
     */
    public boolean multipointContacts;
    /**
     * Add mu |slip| (last step's tangential speed at the contact) to each contact's normal bias.
     * Without it the cone complementarity problem lifts sliding contacts off the surface at
     * mu |slip| per step, so fast sliding loses contact and gets too much friction (Anitescu-Tasora's
     * relaxation); with it sliding follows Coulomb's law a = g (sin - mu cos). On by default.
     */
    public boolean frictionSlipCorrection = true;
    /**
     * Islands (bodies linked by contacts and joints) whose bodies all stay slower than
     * {@link #sleepLinearSpeed} and {@link #sleepAngularSpeed} for {@link #sleepTime} seconds fall
     * asleep: held still and skipped by forces, collision and the solve until touched by a moving
     * body, pushed, or changed through the API. Off by default in this version, so that figures
     * and tests measure the solver, not the sleep; games turn it on.
     */
    public boolean allowSleep;
    /** Hard (NSC, the default) or smooth (SMC) contact; switchable between steps. */
    public ContactMethod contactMethod = ContactMethod.NSC;
    /** SMC's normal force: Hertz ({@code 4/3 E* sqrt(R* d) d}, the default) or Hooke ({@code E* R* d}). */
    public boolean smcHertz = true;
    /** SMC substeps per step at most (the stiffest contact asks for its own count, capped here). */
    public int smcMaxSubsteps = 64;
    /** m/s; see {@link #allowSleep}. */
    public float sleepLinearSpeed = 0.05f;
    /** rad/s; see {@link #allowSleep}. */
    public float sleepAngularSpeed = 0.05f;
    /** s; see {@link #allowSleep}. */
    public float sleepTime = 0.5f;

    public static NscConfig defaults() {
        return new NscConfig();
    }

    public NscConfig set(NscConfig o) {
        gravity.set(o.gravity);
        timeStep = o.timeStep;
        maxSubSteps = o.maxSubSteps;
        solver = o.solver;
        maxIterations = o.maxIterations;
        tolerance = o.tolerance;
        timeBudgetMicros = o.timeBudgetMicros;
        warmStart = o.warmStart;
        positionIterations = o.positionIterations;
        preconditioning = o.preconditioning;
        threads = o.threads;
        maxRecoverySpeed = o.maxRecoverySpeed;
        jointErp = o.jointErp;
        jointProjectionIterations = o.jointProjectionIterations;
        contactSlop = o.contactSlop;
        recoveryDeadBand = o.recoveryDeadBand;
        contactErp = o.contactErp;
        contactCompliance = o.contactCompliance;
        restitutionThreshold = o.restitutionThreshold;
        psorOmega = o.psorOmega;
        directContactReader = o.directContactReader;
        multipointContacts = o.multipointContacts;
        frictionSlipCorrection = o.frictionSlipCorrection;
        allowSleep = o.allowSleep;
        contactMethod = o.contactMethod;
        smcHertz = o.smcHertz;
        smcMaxSubsteps = o.smcMaxSubsteps;
        sleepLinearSpeed = o.sleepLinearSpeed;
        sleepAngularSpeed = o.sleepAngularSpeed;
        sleepTime = o.sleepTime;
        return this;
    }

    /** @throws IllegalArgumentException naming the first bad field */
    public void validate() {
        Checks.finite("gravity", gravity);
        Checks.positive("timeStep", timeStep);
        if (maxSubSteps < 1) throw new IllegalArgumentException("maxSubSteps must be >= 1, was " + maxSubSteps);
        if (solver == null) throw new IllegalArgumentException("solver must not be null");
        if (maxIterations < 1) throw new IllegalArgumentException("maxIterations must be >= 1, was " + maxIterations);
        if (!(tolerance >= 0) || Double.isInfinite(tolerance))
            throw new IllegalArgumentException("tolerance must be finite and >= 0, was " + tolerance);
        if (positionIterations < 0) throw new IllegalArgumentException("positionIterations must be >= 0, was " + positionIterations);
        if (timeBudgetMicros < 0) throw new IllegalArgumentException("timeBudgetMicros must be >= 0, was " + timeBudgetMicros);
        if (threads < 1 || threads > 256) throw new IllegalArgumentException("threads must be in [1, 256], was " + threads);
        Checks.nonNegative("maxRecoverySpeed", maxRecoverySpeed);
        Checks.nonNegative("contactSlop", contactSlop);
        Checks.nonNegative("recoveryDeadBand", recoveryDeadBand);
        if (!(contactErp > 0 && contactErp <= 1)) throw new IllegalArgumentException("contactErp must be in (0, 1], was " + contactErp);
        if (!(jointErp >= 0 && jointErp <= 1)) throw new IllegalArgumentException("jointErp must be in [0, 1], was " + jointErp);
        if (jointProjectionIterations < 0)
            throw new IllegalArgumentException("jointProjectionIterations must be >= 0, was " + jointProjectionIterations);
        Checks.nonNegative("contactCompliance", contactCompliance);
        Checks.nonNegative("restitutionThreshold", restitutionThreshold);
        if (!(psorOmega > 0 && psorOmega < 2)) throw new IllegalArgumentException("psorOmega must be in (0, 2), was " + psorOmega);
        Checks.nonNegative("sleepLinearSpeed", sleepLinearSpeed);
        Checks.nonNegative("sleepAngularSpeed", sleepAngularSpeed);
        Checks.nonNegative("sleepTime", sleepTime);
        if (contactMethod == null) throw new IllegalArgumentException("contactMethod must not be null");
        if (smcMaxSubsteps < 1 || smcMaxSubsteps > 4096) throw new IllegalArgumentException("smcMaxSubsteps must be in [1, 4096], was " + smcMaxSubsteps);
    }
}
