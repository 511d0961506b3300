package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.ProblemFile;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.SolverDriver;
import io.github.gdxnsc.step.SpringRows;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The physics world: bodies, joints, and the fixed step. Bullet does broad and narrow phase only;
 * each step turns its contact manifolds into rows of an {@link NscDescriptor} and solves them with
 * the configured solver. {@link #stepOnce} runs {@code io.github.gdxnsc.step.StepPipeline}: a list
 * of stages ({@link io.github.gdxnsc.stats.Stage}), each a class of that internal package
 * (docs/ARCHITECTURE.md, "Stages of a step"), every one timed into {@link #getLastStats()}. This class is the public API around it.
 *
 * <p>Threading contract: call the world (and its bodies, joints and shapes) from one thread, the
 * game loop. The worker pool is internal; its threads only run the per-body and per-row loops of
 * the step on Java arrays and never call gdx-bullet, so Bullet is only ever touched from the
 * calling thread. A worker's exception reaches the caller of {@link #step}. A second thread that
 * calls {@link #step}, {@link #stepOnce}, {@link #dispose} or a call that creates or destroys
 * bodies or joints while a step runs is refused with an {@link IllegalStateException}, as are
 * those calls from inside the step's own listeners.
 *
 * <p>Listeners: a listener that throws does not leave the world half-stepped. The step it was
 * told of is complete and counted (poses, stats, the accumulator), the step's other events are
 * still told, forces are cleared as after any step, and the first exception reaches the caller;
 * the sub-steps of {@link #step} not yet taken keep their time in the accumulator.
 *
 * <p>Shapes: a shape must outlive the bodies that use it. A step, query, snapshot or debug draw
 * that finds a body's shape disposed refuses with an {@link IllegalStateException} naming the
 * body (Bullet would otherwise abort the JVM); destroying that body makes the world usable again.
 *
 * <p>Bad input is refused with an {@link IllegalArgumentException} naming the field and leaves
 * the world as it was; use after {@link #dispose()} throws {@link IllegalStateException}.
 * Forces and torques ({@link RigidBody#applyForce}) act over every sub-step of the next
 * {@link #step} and are cleared after it, whether or not it took a step (Bullet's stepSimulation
 * rule); a lone {@link #stepOnce} clears them after itself. Determinism: with a fixed iteration budget (no time budget), the same calls give bitwise the same
 * trajectory for any thread count and from run to run. Requires Bullet's natives:
 * {@code Bullet.init()} is called if no world has called it yet.
 */
public final class NscWorld implements Disposable {

    private static boolean bulletReady;

    private final NscConfig config;
    private final NscShapes shapes;
    private final StepStats stats = new StepStats();
    private final Array<RigidBody> bodyHandles = new Array<>(false, 16, RigidBody.class);
    private final Joints joints = new Joints(this);
    private final SpringRows springRows = new SpringRows();
    private volatile boolean disposed;
    /** One thread at a time in step() or dispose(); nothing changes the world from the step's callbacks. */
    final StepGuard guard = new StepGuard();
    /** The shapes the bodies use: a disposed one is refused before Bullet reads it. */
    private final ShapeUses shapeUses = new ShapeUses();
    /** Scratch for the world's thread (mass properties at creation and setMass): no allocation per call. */
    final Vector3 scratch = new Vector3();
    /** Shape sizes for body creation's checks (allocation-free). */
    final ShapeExtents extents = new ShapeExtents();

    // ---- the step (FixedStep and its step.StepPipeline: it owns the worker pool and the Bullet bridge) and the parts of it the API reaches ----
    private final FixedStep pipeline;
    private final BulletCollision collision;
    private final Bodies bodies;
    private final ContactBuffer contacts;
    final ContactEvents events = new ContactEvents(bodyHandles);
    private final PairFilter pairFilter;
    final Queries queries;

    /** @throws IllegalArgumentException naming the first bad field of {@code config} */
    public NscWorld(NscConfig config) {
        if (config == null) throw new IllegalArgumentException("config must not be null");
        config.validate();
        ensureBullet();
        this.config = config;
        pipeline = new FixedStep(this, config, joints, stats, events);
        collision = pipeline.collision;
        collision.setMultipointContacts(config.multipointContacts); // before any body, so every pair gets it
        bodies = pipeline.bodies;
        contacts = pipeline.contacts;
        pairFilter = new PairFilter(collision, joints.list);
        joints.pairFilter = pairFilter;
        shapes = new NscShapes(this);
        queries = new Queries(this, collision, bodyHandles);
    }

    private static synchronized void ensureBullet() {
        if (!bulletReady) {
            Bullet.init();
            bulletReady = true;
        }
    }

    /** The live config: changes take effect at the next step. */
    public NscConfig getConfig() {
        return config;
    }

    /** Shapes the world makes, shares and disposes. */
    public NscShapes shapes() {
        checkNotDisposed();
        return shapes;
    }

    // =================================================================== bodies and joints

    /**
     * Makes room for {@code bodies} bodies in all (as libGDX's {@code Array.ensureCapacity}), so
     * creating that many grows no storage on the way: a game that knows its count saves the copies
     * and garbage of growing by doubling. Only a hint: the world grows as needed either way.
     *
     * @throws IllegalArgumentException when {@code bodies} is negative
     */
    public void ensureCapacity(int bodies) {
        checkMutable();
        if (bodies < 0) throw new IllegalArgumentException("bodies must be >= 0, was " + bodies);
        this.bodies.ensureCapacity(bodies);
        if (bodies > bodyHandles.size) bodyHandles.ensureCapacity(bodies - bodyHandles.size);
        collision.ensureCapacity(bodies);
        queries.ensureCapacity(bodies);
        events.ensureCapacity(bodies);
    }

    /**
     * Creates a body from {@code def} (copied; the def can be reused).
     *
     * @throws IllegalArgumentException naming the bad field (see {@link BodyDef#validate})
     */
    public RigidBody createBody(BodyDef def) {
        checkMutable();
        if (def == null) throw new IllegalArgumentException("def must not be null");
        def.validate();
        shapes.checkUsable(def.shape);
        if (def.resolvedType() == BodyType.DYNAMIC) {
            float skin = shapes.skinOf(def.shape);
            Checks.size("shape", extents.largest(def.shape, skin), config.contactSlop);
            if (!def.sensor) Checks.thickness("shape", extents.smallest(def.shape, skin), config.contactSlop);
        }
        RigidBody b = BodyFactory.create(this, def);
        bodyHandles.add(b);
        shapeUses.add(def.shape);
        return b;
    }

    /** Removes the body, its collision object, and every joint attached to it. The last body takes its index. */
    public void destroyBody(RigidBody body) {
        checkMutable();
        Checks.body(this, "body", body);
        wake(body.index); // what rested on it must fall
        joints.destroyAttachedTo(body);
        pairFilter.forgetBody(body);
        events.unregister(body, bodies.id[body.index]);
        int i = body.index;
        shapeUses.remove(bodies.shape[i]);
        queries.removed(i);
        if (pipeline.removeBody(i)) {
            RigidBody moved = bodyHandles.peek();
            moved.index = i;
            bodyHandles.set(i, moved);
        }
        bodyHandles.pop();
        body.index = -1;
    }

    /** Bodies a and b never collide (no contacts, no events) until {@link #unignorePair}; joints do this themselves. */
    public void ignorePair(RigidBody a, RigidBody b) { checkPair(a, b); pairFilter.ignore(a, b); }

    /** Undoes {@link #ignorePair}; a joint between the two still keeps them apart. */
    public void unignorePair(RigidBody a, RigidBody b) { checkPair(a, b); pairFilter.unignore(a, b); }

    private void checkPair(RigidBody a, RigidBody b) {
        checkMutable();
        Checks.body(this, "a", a);
        Checks.body(this, "b", b);
        if (a == b) throw new IllegalArgumentException("b must differ from a");
    }

    /** A ball joint at a world-space anchor; {@code b} may be null for the static world. */
    public BallJoint createBallJoint(RigidBody a, RigidBody b, Vector3 worldAnchor) { return joints.create(a, b, worldAnchor, BallJoint::new); }

    /** A hinge about a world-space axis through a world-space anchor; {@code b} may be null. */
    public HingeJoint createHingeJoint(RigidBody a, RigidBody b, Vector3 worldAnchor, Vector3 worldAxis) {
        return joints.create(a, b, worldAnchor, worldAxis, HingeJoint::new);
    }

    /** Welds a to b (or to the static world, b null) in their present poses, about a world-space anchor. */
    public FixedJoint createFixedJoint(RigidBody a, RigidBody b, Vector3 worldAnchor) { return joints.create(a, b, worldAnchor, FixedJoint::new); }

    /** A slides relative to b along a world-space axis through a world-space anchor, without turning; b may be null. */
    public SliderJoint createSliderJoint(RigidBody a, RigidBody b, Vector3 worldAnchor, Vector3 worldAxis) {
        return joints.create(a, b, worldAnchor, worldAxis, SliderJoint::new);
    }

    /** A ball joint at a world-space anchor whose swing away from, and twist about, a world-space axis are limited; b may be null. */
    public ConeTwistJoint createConeTwistJoint(RigidBody a, RigidBody b, Vector3 worldAnchor, Vector3 worldTwistAxis) {
        return joints.create(a, b, worldAnchor, worldTwistAxis, ConeTwistJoint::new);
    }

    /** Six configurable axes (B's frame) at a world-space anchor, all locked at first; b may be null. */
    public SixDofJoint createSixDofJoint(RigidBody a, RigidBody b, Vector3 worldAnchor) { return joints.create(a, b, worldAnchor, SixDofJoint::new); }

    /**
     * Keeps the distance between {@code worldAnchorA} (on a) and {@code worldAnchorB} (on b, or
     * in the world when b is null) at its present value (a rod); see {@link DistanceJoint#setLength}
     * for a rope and {@link DistanceJoint#setSpring} for a spring.
     */
    public DistanceJoint createDistanceJoint(RigidBody a, RigidBody b, Vector3 worldAnchorA, Vector3 worldAnchorB) {
        Checks.finite("worldAnchorB", worldAnchorB);
        return joints.create(a, b, worldAnchorA, () -> new DistanceJoint(this, a, b, worldAnchorA.x, worldAnchorA.y, worldAnchorA.z,
                worldAnchorB.x, worldAnchorB.y, worldAnchorB.z));
    }

    /**
     * A pulley: a rope from {@code fixedA} (a world point) to {@code worldAnchorA} on a, over to
     * {@code fixedB} and down to {@code worldAnchorB} on b, of the length it has now
     * ({@code lengthA + ratio * lengthB}); {@code ratio > 0} (1: a plain pulley).
     */
    public PulleyJoint createPulleyJoint(RigidBody a, RigidBody b, Vector3 worldAnchorA, Vector3 worldAnchorB, Vector3 fixedA, Vector3 fixedB,
            float ratio) {
        Checks.finite("worldAnchorB", worldAnchorB);
        Checks.finite("fixedA", fixedA);
        Checks.finite("fixedB", fixedB);
        Checks.positive("ratio", ratio);
        if (b == null) throw new IllegalArgumentException("b must not be null: a pulley joins two bodies");
        double[] points = {worldAnchorA == null ? 0 : worldAnchorA.x, worldAnchorA == null ? 0 : worldAnchorA.y, worldAnchorA == null ? 0 : worldAnchorA.z,
                worldAnchorB.x, worldAnchorB.y, worldAnchorB.z, fixedA.x, fixedA.y, fixedA.z, fixedB.x, fixedB.y, fixedB.z};
        return joints.create(a, b, worldAnchorA, () -> new PulleyJoint(this, a, b, points, ratio));
    }

    /** Told when a joint breaks; null for none. */
    public void setJointListener(JointListener listener) { checkNotDisposed(); joints.setListener(listener); }

    /** Destroys the joint (its bodies wake, and collide again unless ignored or still jointed). */
    public void destroyJoint(Joint joint) { joints.destroyChecked(joint); }

    /** The live list of bodies (do not modify). */
    public Array<RigidBody> getBodies() {
        checkNotDisposed();
        return bodyHandles;
    }

    /** The live list of joints (do not modify). */
    public Array<Joint> getJoints() {
        checkNotDisposed();
        return joints.list;
    }

    /** How many bodies the world has. */
    public int getBodyCount() {
        checkNotDisposed();
        return bodies.count;
    }

    // =================================================================== stepping

    /**
     * Advances by {@code delta} seconds in fixed steps of {@code timeStep} from an accumulator, at
     * most {@code maxSubSteps} of them; time beyond that cap is dropped (a slow frame must not
     * snowball). Returns the number of steps taken.
     */
    public int step(float delta) {
        guard.enter("step()");
        try {
            checkNotDisposed();
            Checks.nonNegative("delta", delta);
            checkShapes("step()");
            pipeline.applyConfig(config);
            try {
                return pipeline.advance(delta);
            } finally {
                bodies.clearForces();
            }
        } finally {
            guard.exit();
        }
    }

    /**
     * Simulated time (s): the sum of the fixed steps taken so far. A kinematic target set now
     * ({@link RigidBody#setKinematicTarget}) is reached at the end of the next {@link #step} that
     * takes a sub-step, so this reads the time it was reached right after that call.
     */
    public double getTime() {
        checkNotDisposed();
        return pipeline.time;
    }

    /** Time (s) accumulated but not yet stepped, in [0, timeStep): for render interpolation. */
    public float getAccumulator() {
        checkNotDisposed();
        return (float) pipeline.accumulator;
    }

    /** One fixed step of {@code config.timeStep}, then forces and torques are cleared. */
    public void stepOnce() {
        guard.enter("stepOnce()");
        try {
            checkNotDisposed();
            checkShapes("stepOnce()");
            pipeline.applyConfig(config);
            try {
                pipeline.runOne();
            } finally {
                bodies.clearForces();
            }
        } finally {
            guard.exit();
        }
    }

    /** Wakes body i's island (a force, an impulse, a setter, a joint): the next step moves it. */
    void wake(int i) { pipeline.wake(i); }

    /** What the last step did (sizes, solver figures, time per stage); the same object, updated every step. */
    public StepStats getLastStats() {
        checkNotDisposed();
        return stats;
    }

    // =================================================================== events and queries

    /** Receives contact events from every sub-step (see {@link ContactListener}); null for none. */
    public void setContactListener(ContactListener listener) {
        checkNotDisposed();
        events.listener = listener;
        pipeline.ctx.contactModifier = events.modifierFor(listener, bodies);
    }

    /** The listener set by {@link #setContactListener}; null for none. */
    public ContactListener getContactListener() {
        return events.listener;
    }

    /** Every filter group but {@link BodyDef#SENSOR_GROUP}: the mask of the queries that take none. */
    private static final short NOT_SENSORS = (short) ~BodyDef.SENSOR_GROUP;

    /**
     * Closest body hit by the segment from-to; honours body filters; sees the last step's poses.
     * Sees through sensors (their default group {@link BodyDef#SENSOR_GROUP} is left out of the mask).
     */
    public boolean rayCast(Vector3 from, Vector3 to, RayHit out) { return rayCast(from, to, NOT_SENSORS, out); }

    /** {@link #rayCast} hitting only bodies whose filter group is in {@code mask} ((short) -1: every body, sensors too). */
    public boolean rayCast(Vector3 from, Vector3 to, short mask, RayHit out) { return queries.rayCast(from, to, mask, out); }

    /** Every body hit but sensors, nearest first, into {@code out} as pooled RayHits valid until the next call; returns the count. */
    public int rayCastAll(Vector3 from, Vector3 to, Array<RayHit> out) { return rayCastAll(from, to, NOT_SENSORS, out); }

    /** {@link #rayCastAll(Vector3, Vector3, Array)} hitting only bodies whose filter group is in {@code mask}. */
    public int rayCastAll(Vector3 from, Vector3 to, short mask, Array<RayHit> out) { return queries.rayCastAll(from, to, mask, out); }

    /** First body but a sensor that a sphere meets moving from-to; {@code out.point} is where it touches. */
    public boolean sweepSphere(float radius, Vector3 from, Vector3 to, RayHit out) { return sweepSphere(radius, from, to, NOT_SENSORS, out); }

    /** {@link #sweepSphere(float, Vector3, Vector3, RayHit)} meeting only bodies whose filter group is in {@code mask}. */
    public boolean sweepSphere(float radius, Vector3 from, Vector3 to, short mask, RayHit out) { return queries.sweepSphere(radius, from, to, mask, out); }

    /** First body a convex shape meets moving between two transforms. */
    public boolean sweep(btConvexShape shape, Matrix4 from, Matrix4 to, short mask, RayHit out) { return queries.sweep(shape, from, to, mask, out); }

    /** Bodies touching a sphere, into {@code out} in index order; returns the count. Like every query it reads the shapes as given, without their collision skin. */
    public int overlapSphere(Vector3 centre, float radius, short mask, Array<RigidBody> out) { return queries.overlapSphere(centre, radius, mask, out); }

    /** Bodies touching a box of half extents {@code halfExtents} placed by {@code transform}. */
    public int overlapBox(Vector3 halfExtents, Matrix4 transform, short mask, Array<RigidBody> out) { return queries.overlapBox(halfExtents, transform, mask, out); }

    /** Saves the dynamic state into {@code reuse} (new when null); the world is left as it was, its future too (see {@link WorldSnapshot}). */
    public WorldSnapshot saveSnapshot(WorldSnapshot reuse) {
        checkMutable();
        checkShapes("saveSnapshot()");
        return WorldSnapshot.save(this, reuse != null ? reuse : new WorldSnapshot());
    }

    /**
     * Puts a snapshot of this world (or of one built the same way) back; restored here or in such a
     * world, it steps on bit for bit alike. Everything is checked first (bodies, shapes, joints): a
     * refused restore throws and writes nothing.
     */
    public void restoreSnapshot(WorldSnapshot snapshot) {
        checkMutable();
        if (snapshot == null) throw new IllegalArgumentException("snapshot must not be null");
        checkShapes("restoreSnapshot()");
        snapshot.restore(this);
    }

    // =================================================================== contacts of the last step

    /** Contacts of the last step, for debug drawing. */
    public int getContactCount() {
        checkNotDisposed();
        return contacts.count();
    }

    /**
     * Point on B's given surface (world), normal (B to A), and the three impulses (normal, t1, t2) of contact
     * {@code i}. Bullet's point lies on B grown by its collision skin; the point given here is that less the skin
     * along the normal.
     */
    public void getContact(int i, Vector3 outPoint, Vector3 outNormal, Vector3 outImpulse) {
        checkNotDisposed();
        if (i < 0 || i >= contacts.count()) throw new IndexOutOfBoundsException("contact " + i + " of " + contacts.count());
        int k = 3 * i;
        if (outPoint != null) {
            float skin = bodies.skin[contacts.bodyB[i]];
            outPoint.set(contacts.pointB[k] - contacts.normal[k] * skin, contacts.pointB[k + 1] - contacts.normal[k + 1] * skin,
                    contacts.pointB[k + 2] - contacts.normal[k + 2] * skin);
        }
        if (outNormal != null) outNormal.set(contacts.normal[k], contacts.normal[k + 1], contacts.normal[k + 2]);
        if (outImpulse != null) outImpulse.set(contacts.impulse[k], contacts.impulse[k + 1], contacts.impulse[k + 2]);
    }

    /**
     * Signed distance of contact {@code i} along its normal (m; negative = overlapping) between the
     * two bodies' given shapes, as the collision stage saw it before the step's solve: Bullet's
     * distance between the shapes it collides plus the two collision skins
     * ({@link NscShapes#skinOf}), so a resting contact reads about 0.
     */
    public float getContactDistance(int i) {
        checkNotDisposed();
        if (i < 0 || i >= contacts.count()) throw new IndexOutOfBoundsException("contact " + i + " of " + contacts.count());
        return contacts.distance[i] + bodies.skin[contacts.bodyA[i]] + bodies.skin[contacts.bodyB[i]];
    }

    /**
     * Body A of contact {@code i} (the normal points toward it), as a world body index
     * ({@link RigidBody#getIndex()}, {@code getBodies().get(index)}): valid until a body is destroyed.
     */
    public int getContactBodyA(int i) {
        checkContact(i);
        return contacts.bodyA[i];
    }

    /** Body B of contact {@code i}, as a world body index (see {@link #getContactBodyA}). */
    public int getContactBodyB(int i) {
        checkContact(i);
        return contacts.bodyB[i];
    }

    private void checkContact(int i) {
        checkNotDisposed();
        if (i < 0 || i >= contacts.count()) throw new IndexOutOfBoundsException("contact " + i + " of " + contacts.count());
    }

    /** Which reader the Bullet bridge uses now: true for the direct (native memory) reader. */
    public boolean isDirectContactReader() {
        checkNotDisposed();
        return collision.isDirect();
    }

    /**
     * Writes the last step's problem (bodies, rows, r, K: see {@link ProblemFile}) so it can be
     * replayed through any solver, e.g. to compare solvers on one frame of a game.
     */
    public void writeLastProblem(Path file) throws IOException {
        checkNotDisposed();
        ProblemFile.write(pipeline.descriptor, file);
    }

    // =================================================================== lifecycle

    /** True once {@link #dispose()} ran. */
    public boolean isDisposed() {
        return disposed;
    }

    /**
     * Disposes every native object (collision objects, the Bullet world, the shapes made by
     * {@link #shapes()}; never a user's own shape) and stops the worker pool. Idempotent.
     */
    @Override
    public void dispose() {
        if (disposed) return;
        guard.enter("dispose()");
        try {
            if (disposed) return;
            disposed = true;
            for (int i = 0; i < bodyHandles.size; i++) bodyHandles.get(i).index = -1;
            bodyHandles.clear();
            shapeUses.clear();
            joints.disposeAll();
            bodies.clear();
            queries.dispose();
            collision.dispose();
            shapes.dispose();
            pipeline.close();
        } finally {
            guard.exit();
        }
    }

    // =================================================================== for bodies, joints and tests (package)

    void checkNotDisposed() {
        if (disposed) throw new IllegalStateException("world is disposed");
    }

    /** Not disposed, and no step running (bodies and joints must not change inside a callback, nor from another thread). */
    void checkMutable() {
        checkNotDisposed();
        guard.checkNotStepping("changing the world's bodies or joints");
    }

    /** Before {@code call} makes Bullet read the bodies' shapes: refuses when one of them was disposed, naming the body. */
    void checkShapes(String call) {
        shapeUses.check(call, bodyHandles);
    }

    /** The body storage the handles read and write. */
    Bodies bodies() { return bodies; }

    /** The joints' spring rows (their scratch): build stage, world thread. */
    SpringRows springRows() { return springRows; }

    /** The Bullet bridge (tests and benchmarks of the package). */
    BulletCollision collision() { return collision; }

    /** The solver stage (tests inject faults through it). */
    SolverDriver solverDriver() { return pipeline.solverDriver(); }

    /** The step: snapshots, kinematic targets and contact queries reach its state. */
    FixedStep pipeline() { return pipeline; }

    /** Continuous collision for body i: the sweep radius is the shape's inner radius. */
    void setCcd(int i, boolean on) {
        bodies.ccd[i] = on;
        bodies.ccdRadius[i] = on ? extents.innerRadius(bodies.shape[i]) : 0;
    }

    double activeTimeStep() { return pipeline.active.timeStep; }

    /** The time step (s) of each pass of the pipeline: the fixed step over its sub-steps; a pass's impulses are over this. */
    double passTimeStep() { return pipeline.active.subStepTime(); }

    void setTransform(int i, Vector3 p, Quaternion q) {
        wake(i);
        bodies.setPose(i, p.x, p.y, p.z, q.x, q.y, q.z, q.w);
        pushTransform(i);
    }

    void pushTransform(int i) {
        queries.moved(i);
        double[] pos = bodies.pos, rot = bodies.rot;
        collision.setTransform(i, pos[3 * i], pos[3 * i + 1], pos[3 * i + 2], rot[4 * i], rot[4 * i + 1], rot[4 * i + 2], rot[4 * i + 3]);
    }
}
