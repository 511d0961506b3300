package io.github.gdxnsc.world;

import io.github.gdxnsc.stats.StepStats;
import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.solver.SolverType;

/**
 * Settings of an {@link NscWorld}. The world reads them at the start of every step, so a change
 * (from a debug overlay, say) takes effect on the next step without a restart; a bad value is
 * refused then with an {@link IllegalArgumentException} naming the field, and the world keeps its
 * last good settings. Changing {@link #threads} restarts the worker pool at the next step.
 *
 * <p>Each field's default, unit, range and one-line meaning are in {@link ConfigFields}, the one
 * description of these settings: the constructor, {@link #set}, {@link #validate}, the bench's
 * {@code --set} keys and the demo overlay all come from it. The comments here say why a default
 * is what it is.
 */
public final class NscConfig {

    /** m/s^2. */
    public final Vector3 gravity = new Vector3();
    /** Fixed time step h in seconds. */
    public float timeStep;
    /** Cap on fixed steps per {@link NscWorld#step(float)} call, so a slow frame cannot snowball. */
    public int maxSubSteps;
    /**
     * Sub-steps of each fixed step: the whole step (detection, solves, integration) runs this many
     * times over {@code timeStep / subSteps}, with the iteration budget split evenly among them (at
     * least one each; each keeps the split step's position share when the whole budget would split)
     * and the reserve's loan a step likewise: for the same solver work, smaller steps. Contact
     * events and listeners see the whole step; the step's stats are its last sub-step's. 1 = off.
     */
    public int subSteps;

    /** The time step (s) each pass of the pipeline takes: {@link #timeStep} over {@link #subSteps}. */
    public double subStepTime() {
        return subSteps <= 1 ? timeStep : (double) timeStep / subSteps;
    }

    /** Iterations each sub-step may spend: {@link #maxIterations} split evenly, at least one. */
    public int subStepIterations() {
        return subSteps <= 1 ? maxIterations : Math.max(1, maxIterations / subSteps);
    }

    /** The position solve's iterations in each sub-step (0: no split step), from the whole step's split and the sub-step's budget. */
    public int subStepPositionIterations() {
        return positionSolveIterations() == 0 ? 0 : positionShareOf(subStepIterations());
    }

    /**
     * The solver: APGD (default) and PSOR are the game solvers; BB, ADMM and DIRECT are reference
     * solvers (DIRECT only for small steps), MINRES only for joint-only steps. A solver that refuses
     * a step leaves it to APGD and says why in {@link StepStats#solverRefusal}.
     */
    public SolverType solver;
    /** Iteration budget per step, velocity and position solve together (docs/BENCHMARKS.md, "The defaults and why"). */
    public int maxIterations;
    /**
     * Residual at which the solver stops early: the RMS over the rows of the projected-gradient
     * residual (m/s, see ConeProblem), so it means the same for 10 rows and for 30,000; 0 = always
     * the full budget. 1e-6 by default, the loosest that holds the tall tower: looser, its slow mode
     * (the normal impulses shifting between the four points under each plank) grows and it falls
     * (docs/BENCHMARKS.md, "Stopping a resting frame early").
     */
    public double tolerance;
    /** Wall-time cap per solve in microseconds; 0 = none (the deterministic default). */
    public long timeBudgetMicros;
    /** Start each solve from the last step's impulses (fewer iterations on resting stacks); on by default. */
    public boolean warmStart;
    /**
     * A point Bullet adds to a manifold that touched last step (in place of another) starts with
     * impulses that, with its manifold's other points, carry the manifold's last load; off, it starts
     * cold. Off by default: with it (and {@link #refuseInnerPoints}) the skinned hull arch settles in 4-8
     * iterations a frame instead of up to 121, but the pile's deepest contact at 120-240 iterations came
     * out deeper on two trajectories of three (docs/BENCHMARKS.md, "The skinned arch's restless
     * trajectories: new points warm-started").
     */
    public boolean warmStartNewPoints;
    /**
     * With {@link #warmStartNewPoints}: a point Bullet adds to a full manifold inside the points it
     * held (between faces at rest, a tie of its detector) is refused, and the point it replaced is
     * kept, carried on the two bodies while it touches and does not slide. Off by default.
     */
    public boolean refuseInnerPoints;
    /**
     * Share of {@link #maxIterations} given to the position solve of the split step
     * (docs/ARCHITECTURE.md): the velocity solve, without penetration recovery, gives the bodies'
     * velocities; a short position solve started from it adds the recovery and moves only the
     * positions, so stabilisation leaves no energy behind. A share, not a count: a lower budget
     * must not starve the velocity solve (docs/BENCHMARKS.md, "The split step's share of the
     * budget"). The count is {@code round(positionShare * maxIterations)}, at least one, and the
     * velocity solve keeps at least one; 0 turns the split off (one solve with the recovery in the
     * velocities).
     */
    public float positionShare;
    /**
     * The smallest {@link #maxIterations} at which the split step runs; a smaller budget is one solve
     * with the recovery in the velocities. A budget too small to converge cannot afford to cut its
     * velocity solve short: at 10, 20 and 30 iterations the pile sank less into itself without the
     * split (docs/BENCHMARKS.md, "The pile's budgets: the split below a budget, stack sweeps, landing
     * sweeps"). The default 30 keeps the split at the default budget of 30 (25 velocity and 5 position
     * iterations), where the pile stays under Bullet SI's rest velocity and depth either way and the
     * split keeps an e = 0 ball's rebound at 0.006 m/s (0.038 without it: docs/BENCHMARKS.md, "The
     * default budget of 30").
     */
    public int splitFromIterations;

    /** Iterations of the budget the position solve gets under these settings (0: the split is off). */
    public int positionSolveIterations() {
        return maxIterations < splitFromIterations ? 0 : positionShareOf(maxIterations);
    }

    /** {@link #positionShare} of {@code budget} iterations, rounded: at least one, leaving the velocity solve one; 0 when off. */
    private int positionShareOf(int budget) {
        if (!(positionShare > 0) || budget <= 1) return 0;
        return Math.max(1, Math.min(Math.round(positionShare * budget), budget - 1));
    }

    /** Iterations of the budget the velocity solve gets under these settings. */
    public int velocitySolveIterations() {
        return maxIterations - positionSolveIterations();
    }
    /**
     * Capacity of the iteration reserve: a velocity solve that converges before its share banks what
     * it left, and one that does not borrows from the bank, at most {@link #reserveStepIterations}
     * a step. A settled stack that is hit then gets the iterations it needs to settle again, while a
     * scene that never settles banks nothing and costs what it did (docs/BENCHMARKS.md, "Out of rest").
     * On by default: a stack placed or hit then converges and comes to rest, where the share alone
     * leaves it creeping; the capacity is large enough that the outcome does not hang on the
     * per-step loan.
     */
    public int iterationReserve;
    /** The most iterations the reserve lends one step. */
    public int reserveStepIterations;
    /**
     * The reserve priced by rows: with a count here, {@link #iterationReserve} is the capacity of a
     * velocity problem of this many rows, and the bank holds work (rows times iterations), so a
     * problem of fewer rows banks and borrows more iterations for the same work: a small structure
     * that is hit gets the iterations it needs to settle, and a large one no more time than before.
     * 0 = every iteration costs the same whatever the problem's size. The default, 30,000, is about
     * the pile's velocity problem: the pile's loans cost what they did, and the shot wall (~2,400
     * rows) borrows enough to come to rest again, where the plain count leaves it rocking
     * (docs/BENCHMARKS.md, "The shot wall").
     */
    public int reservePriceRows;
    /**
     * The stop on stagnation: a solve (velocity or position) whose best residual has not fallen below
     * {@link #stagnationFactor} times what it was this many iterations earlier stops there instead of
     * spending the rest of its budget, and a velocity solve banks what it left in the reserve. A
     * scene that never converges (a pile) then pays for the iterations that still buy something.
     * Counted in iterations: deterministic. 0 = off.
     */
    public int stagnationWindow;
    /** How far the best residual must fall over {@link #stagnationWindow} iterations for a solve to go on. */
    public double stagnationFactor;
    /**
     * The velocity solve's relative stop: it also stops once its residual is under this fraction of
     * its start residual (the first half's start when the slip correction halves it), and banks what
     * it left in the reserve. A solve whose residual falls fast (a heap in motion) has then bought
     * most of what its budget would; a slowly converging one (a settling stack) keeps its budget.
     * Counted on residuals the solve computes anyway: deterministic. 0 = off.
     */
    public double relativeTolerance;
    /**
     * A budget per island: each island (bodies joined through contacts and joints) stops its solve
     * once its own residual is within {@link #tolerance}, and the iterations that follow skip it, so
     * a level's settled structures stop costing iterations while a disturbed one spends the budget;
     * the solve ends when every island has stopped or the budget is spent. A scene of one island
     * solves bit for bit as without it. Counted on residuals the solve computes anyway:
     * deterministic.
     */
    public boolean islandStop;
    /**
     * Shock-propagation sweeps that start each velocity solve, two iterations of its budget each: a
     * block Gauss-Seidel sweep over the contacts from the bottom up in which each upper body moves
     * with the load it carries, then a line search on the problem's objective. One sweep puts a
     * column's whole weight on its faces, where APGD needs an iteration per layer. Serial and
     * ordered by height, so the same at any thread count. 0 = off, the default: in the bench they
     * unsettle resting stacks and a 1:100 stack falls (docs/BENCHMARKS.md, "Out of rest").
     */
    public int stackSweeps;
    /**
     * APGD's block-diagonal preconditioning (one scalar per block: the cone projection stays
     * exact). On by default: with the recovery bias out of the velocities it is what holds the
     * light-on-heavy stack and the 1:100 stack still, at no cost elsewhere (docs/BENCHMARKS.md,
     * "Preconditioning").
     */
    public boolean preconditioning;
    /** Worker threads, the calling thread included. */
    public int threads;

    /** Largest speed (m/s) at which contact stabilisation pushes penetrating bodies apart (Chrono's recovery speed). */
    public float maxRecoverySpeed;
    /**
     * Penetration (m) contacts settle at instead of zero (times {@link #contactRestShare}), and beyond
     * which the position solve pushes them out. A little overlap keeps Bullet's contact points alive:
     * its box-box detector makes points only for overlapping boxes.
     */
    public float contactSlop;
    /**
     * Share of the contact slop, in (0, 1], that a contact settles at: the velocity solve lets a
     * closing contact in to this depth, while the position solve pushes only a contact deeper than
     * the slop (plus the dead band). Between the two nothing pushes, so a resting contact is not
     * re-pushed every step, and a stack sinks only by this share of the slop per contact.
     */
    public float contactRestShare;
    /**
     * Collision skin (m), 2^-10 (just under 1 mm) by default: each shape the world makes collides as
     * its given geometry grown by this much (Box2D's polygon radius, PhysX's rest offset), so a pair's
     * two skins hold most of the overlap a resting contact keeps (the rest depth, {@link #contactSlop}
     * times {@link #contactRestShare}, 2 mm) and resting bodies stand at the heights their sizes give:
     * a column of ten boxes 0.5 mm low, not 20. A power of two, so that sizes and positions that are
     * binary fractions stay exact when grown: 0.001 rounds a 0.5 m box's corners off the origin unevenly,
     * and a 1:100 stack standing there rocks sideways at the speed the solve's tolerance lets through
     * (docs/BENCHMARKS.md, "A collision skin"). 0 collides the given shapes. Read when a shape is made
     * (a shape keeps its skin); a user's own btCollisionShape has none. Mass, inertia, the smooth
     * contact's overlap, the reported penetrations, ray casts, sweeps and overlap queries use the given
     * geometry.
     */
    public float contactSkin = 0x1p-10f;
    /**
     * Largest speed (m/s) at which the position solve pushes a contact deeper than its rest depth
     * (plus the dead band) but within the slop back to its rest depth; 0 leaves such a contact where
     * it is. Without it the bodies of a stack settle at depths spread over the band, tilted, and a
     * solve stopped at the tolerance lets a tilted stack creep; a slow push levels them without
     * turning the band's overlap into a kick.
     */
    public float restRecoverySpeed;
    /**
     * How far (m) a contact resting between its rest depth and the slop plus the dead band may drift
     * from the depth it came to rest at before the velocity solve pulls it back; 0 leaves such a
     * contact held at no depth. Inside that band nothing else pushes, so what the velocity errors
     * under the solve's tolerance add up to (a stack tilting or sinking at a steady speed, fed by the
     * float rounding of its contact points) is carried on step after step: a 1:100 column rocks
     * sideways across the band. Held to its anchors (1e-6) it stays within hundredths of a millimetre;
     * off by default, since the held tower and pyramid take more iterations a frame
     * (docs/BENCHMARKS.md, "What the 1:100 stacks' sideways creep is").
     */
    public float restAnchor;
    /**
     * Penetration (m) beyond the slop that is left alone: a contact is pushed back to the slop only
     * once it is deeper than slop + this band. Without it a resting contact is nudged by a few
     * micrometres every step, which changes the next step's problem, so the warm-started solve
     * never converges early (docs/BENCHMARKS.md, "A dead band on the recovery"). The band also
     * ends each recovery, which lets the position solve go on from where the last one left each
     * contact (a light box pushed out from under a heavy one over several steps); below a few
     * micrometres that warm start is off (the position solve stage's MIN_CARRY_BAND), and a tall
     * tower falls with or without it. 0 = push every overlap back to the slop at every step.
     */
    public float recoveryDeadBand;
    /**
     * Fraction of a penetration (beyond the slop) corrected per step, in (0, 1]. Below 1 the
     * push-out is spread over several steps, so an under-converged solve's overlap is not turned
     * into a kick that makes stacks bounce.
     */
    public float contactErp;
    /**
     * Penetration (m) past which no contact may sink in a step: after the solves, the penetration
     * guard (step.PenetrationGuard) pushes a contact the step's motion would leave deeper than this,
     * or than its depth now when that is deeper, back to it, translating the pair apart mass-weighted,
     * at the position level only (no velocity change). It stops a heap sinking into itself where the
     * budget is too small to hold it; landings coming out and resting contacts (at the slop, far
     * below it) are left alone (docs/BENCHMARKS.md, "The pile's penetration at every budget"). 0 = off.
     * It acts only at budgets below {@link #guardBelowIterations}.
     */
    public float penetrationGuard;
    /**
     * The budget ({@link #maxIterations}) from which the penetration guard is off: below it a solve
     * too short to hold a heap lets it sink, and the guard holds it; from it on the solves (with the
     * landing sweeps) hold it themselves: at 20 the pile's maximum was as low without the guard and its
     * rest velocity lower (docs/BENCHMARKS.md, "The guard holds the heap at small budgets"). A value
     * above the budget guards at every budget.
     */
    public int guardBelowIterations;

    /** The penetration guard's threshold (m) under these settings: 0 when it is off at this budget. */
    public float guardThreshold() {
        return maxIterations < guardBelowIterations ? penetrationGuard : 0;
    }
    /**
     * Distance (m) a body must move in a step for its landing sweep: such a body sweeps its shape
     * along its path, and each body it would meet becomes a speculative contact whose gap the solve
     * lets close only down to the rest depth (a box landing flat on a box: the faces' patch, up to
     * four points). Bullet's box-box detector reports a pair only
     * once the boxes overlap, so without the sweep a box landing at v is up to v h deep before any
     * row holds it (docs/BENCHMARKS.md, "Landing sweeps"). Below {@link #guardBelowIterations} a box
     * whose turn moves a corner farther than this sweeps its path and turn together, and a body met
     * gets one speculative point at the corner that lands; there, too, every body a sweep meets that the
     * lander closes on at all becomes a speculative contact, so the penetration guard holds the pair
     * when the step turns the lander into it (docs/BENCHMARKS.md, "Pairs met, kept for the guard").
     * Each sweep moves one body through the world as it stands, so two bodies moving at once can each
     * sweep past the other: a pair without a contact that may close farther than this in the step gets
     * its closest points (two boxes: their faces' patch) as speculative contacts too
     * (docs/BENCHMARKS.md, "Two bodies moving at once: closing pairs"). 0 = off.
     */
    public float landingSweep = 0.01f;
    /**
     * Complete a box pair's flat manifold: where two boxes' faces lie flat on each other and Bullet
     * holds fewer than four points, the corners of the faces' overlap it misses become contacts
     * with their own gaps, for pairs that slide faster than Bullet's manifold keeps its points (it
     * drops one the bodies carry 2 % of the smaller box's half diagonal apart in a step: 1 m/s for a
     * unit cube, 0.2 m/s for a 0.2 m one). Without this such a box stands on the two or three corners
     * that dip in and rocks as it slides. A box on a static triangle mesh or heightfield gets its
     * face's corners on a flat patch whether it rests or slides: Bullet's points there lie where each
     * triangle's detector put them, seldom at the corners. A cylinder or capsule lying on a box's face,
     * a flat patch of a mesh or heightfield, or a hull's face, gets its contact line's two ends where no
     * point lies on the line, a cylinder standing on its face four points of its rim, and a convex hull resting or
     * sliding on a face over a box, a surface, another hull or a cylinder's cap (or a box on a hull or a cap) each
     * body's face vertices over the other's face and the corners where the two faces' edges cross, warm-started
     * from the last step's (docs/BENCHMARKS.md, "A sliding box's manifold"). On by default.
     */
    public boolean completeManifolds;
    /**
     * Fraction of a joint's position error its rows correct per step (Baumgarte). 1 (the default)
     * makes the rows a linearised SHAKE step, whose energy stays bounded; below 1 a swinging joint
     * loses energy every step (a pendulum at 0.2: 54 % in 60 s).
     */
    public float jointErp;
    /**
     * Gauss-Seidel sweeps of the joints' position-level correction after the positions moved
     * (step.JointProjection): it takes out the second-order stretch the velocity rows leave (a
     * whipping chain: centimetres) and hands the move to the velocities. 0 turns it off.
     */
    public int jointProjectionIterations;
    /** Compliance (regularisation, CFM) added to every contact row's diagonal; 0 = rigid. */
    public float contactCompliance;
    /**
     * Relative normal speed (m/s) at or above which restitution applies. The default 0.2 is above
     * one step of gravity (g h = 0.16 m/s at 1/60 s): a bouncy stack settles as an inelastic one.
     */
    public float restitutionThresholdSpeed;
    /** Over-relaxation of PSOR. */
    public float psorOmega;
    /**
     * Read Bullet's contact points directly from native memory (offsets found and verified at
     * start-up, with automatic fallback). False forces the JNI reader.
     */
    public boolean directContactReader;
    /**
     * Bullet's multipoint convex-convex contacts (its collision configuration's
     * setConvexConvexMultipointIterations): a pair Bullet meets with its general convex-convex
     * detector (hulls, cylinders, capsules, spheres on boxes; box-box pairs have a detector of
     * their own) gets the points of its manifold from perturbed detections as soon as it touches,
     * instead of one point a step, so two hulls do not rock on a single point, a hinge, while the
     * manifold fills. A sphere's perturbed detections find its one point again, nearly: a resting
     * sphere then carries several contacts where one touches (docs/BENCHMARKS.md). A hull on a box
     * has perturbed detections in every step, and two hulls, or a cylinder, capsule or cone on a box
     * or hull, while they touch at fewer than three points, whatever this says (the collision
     * package's HullPairDetection: a cylinder lying on a box and sliding along its axis at 0.5 m/s
     * sank through the ground on its one rim point a step). Read once, when the world is made: a
     * later change has no effect on that world. Off by default.
     */
    public boolean multipointContacts;
    /**
     * Keep contacts on a triangle mesh's or heightfield's inner edges to the faces: Bullet collides
     * each triangle alone, so a body crossing from one onto the next gets a point from the next
     * one's edge with a tilted normal, which brakes it like a step. With this on, such a point's
     * normal is the face's where the two faces are flat or concave, and lies between the faces'
     * where the edge is convex; the mesh's border and real steps stay. On by default.
     */
    public boolean innerEdgeNormals;
    /**
     * Share Bullet's narrow phase out on the worker pool: its convex pairs (boxes, spheres, capsules,
     * cylinders, cones, hulls, the static plane) run on the pool's threads, compounds, meshes and
     * heightfields on the step's thread. The contact points are the same, bit for bit, as Bullet's
     * own pass gives; with one thread, few pairs (under 1,024) or false, the pass stays on the step's
     * thread (Bullet's own pass, or this one where {@link #manifoldReuseDistance} keeps manifolds). On
     * by default. A game that also enables gdx-bullet's own {@code ContactListener} (Bullet's global
     * contact callbacks) gets those callbacks from the pool's threads for the plugin's pairs: turn
     * this off there, or keep that listener thread-safe.
     */
    public boolean poolNarrowPhase;
    /**
     * A pair of boxes, hulls or a static plane, or a sphere on a box or a plane, keeps its Bullet
     * manifold from one step to the next, its points carried by the two bodies and their distances
     * measured again (Bullet's refresh; a sphere's point put back under its centre), until the
     * smaller shape of the pair has moved this far (m) against the larger one since Bullet's
     * detector last ran on the pair: a point of it, at most its bounding radius r from its origin,
     * moves at most |dt| + |dR| r (a sphere's centre alone: it is the same shape however it turns).
     * So a kept manifold misses at most this much motion: a new point
     * at most this deep. Only a manifold one run of the detector would give whole is kept (none,
     * four points, box on box, a sphere's one point). In a heap most pairs hardly move from step to
     * step, and their detectors are most of the collision stage; a kept manifold also starts the
     * solve from the same points. Needs the direct contact reader's layout; the same at any thread
     * count. 0 = Bullet's detector for every pair every step (docs/BENCHMARKS.md, "Kept manifolds").
     */
    public float manifoldReuseDistance;
    /**
     * Lay each step's contacts out in the order of their bodies (step.ContactOrder: the pairs sorted
     * by their lower dynamic body index) before the rows are built, when they are 4,096 or more, so the
     * solver's passes over bodies and over contacts read what lies near in memory, and each thread of
     * the pool what it wrote itself. The same physics; the rows' order changes the rounding of the
     * solvers' sums. Fewer contacts keep Bullet's order either way (their arrays fit one core's cache).
     * On by default (docs/BENCHMARKS.md, "Contacts in body order").
     */
    public boolean contactsInBodyOrder;
    /**
     * The slip correction: add mu |slip| (last step's tangential speed at the contact) to each
     * contact's normal bias ({@link StepStats#slipCorrectionSolve} says when it moved the biases).
     * Without it the cone complementarity problem lifts sliding contacts off the surface at
     * mu |slip| per step, so fast sliding loses contact and gets too much friction (Anitescu-Tasora's
     * relaxation); with it sliding follows Coulomb's law a = g (sin - mu cos). On by default.
     */
    public boolean slipCorrection;
    /**
     * With the slip correction and something sliding, the velocity solve's second half resumes the
     * first: only the biases changed between them, so APGD goes on with its iterate, momentum and step
     * size (SolverBudget.resumes). False restarts it from the first half's answer, as a new solve,
     * which loses the acceleration half way (docs/BENCHMARKS.md, "The slip correction's halves as one
     * solve"). On by default.
     */
    public boolean slipCorrectionResumes;
    /**
     * Turn a body that nothing but its own spin turns this step (no torque, angular damping, locked
     * axis or row impulse) by the gyroscopic step's midpoint (its Cayley rotation), which keeps its
     * world angular momentum and energy exactly (a tumbling box's momentum direction: 1.9 deg of
     * swing at 1/60 s without it, 1e-5 deg with it). Off by default: bodies in flight then keep the
     * spin they would otherwise lose to the splitting, and the bench pile settled less (rest velocity
     * 0.028-0.042 against 0.028-0.030 m/s over three trajectories; docs/BENCHMARKS.md).
     */
    public boolean exactFreeRotation;
    /**
     * Islands (bodies linked by contacts and joints) whose bodies all stay slower than
     * {@link #sleepLinearSpeed} and {@link #sleepAngularSpeed} for {@link #sleepTime} seconds fall
     * asleep: held still and skipped by forces, collision and the solve until touched by a moving
     * body, pushed, or changed through the API; a sleeper hit by a moving body is awake in the
     * step of the hit. On by default, as in Bullet, Box2D and Jolt: a game's settled piles cost
     * nothing. The bench and the tests that measure the solver turn it off, so their figures are
     * the solver's, not the sleep's.
     */
    public boolean allowSleep;
    /** Hard (NSC, the default) or smooth (SMC) contact; switchable between steps. */
    public ContactMethod contactMethod;
    /** SMC's normal force law: Hertz ({@code 4/3 E* sqrt(R* d) d}, the default) or Hooke ({@code E* R* d}). */
    public SmcLaw smcLaw;
    /** SMC substeps per step at most (the stiffest contact asks for its own count, capped here). */
    public int smcMaxSubsteps;
    /**
     * SMC Hertz: the damper implicit, on the approach speed the substep's other forces leave (e holds
     * within 3 % at every impact speed, as the explicit default's does), at the cost of a large pile
     * that no longer comes fully to rest. Off by default.
     */
    public boolean smcImplicitDamper;
    /** m/s; see {@link #allowSleep}. */
    public float sleepLinearSpeed;
    /** rad/s; see {@link #allowSleep}. */
    public float sleepAngularSpeed;
    /** s; see {@link #allowSleep}. */
    public float sleepTime;

    /** A config at the defaults ({@link ConfigFields} holds each field's). */
    public NscConfig() {
        ConfigFields.resetAll(this);
    }

    /** A config with every field at its default (see {@link ConfigFields}). */
    public static NscConfig defaults() {
        return new NscConfig();
    }

    /** Copies every field of {@code o} into this one (the world does it every step: no allocation). */
    public NscConfig set(NscConfig o) {
        if (o == null) throw new IllegalArgumentException("config to copy must not be null");
        ConfigFields.copyAll(o, this);
        return this;
    }

    /** @throws IllegalArgumentException naming the first bad field (in declaration order), its value and its range */
    public void validate() {
        ConfigFields.checkAll(this);
    }
}
