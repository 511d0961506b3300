package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.physics.bullet.collision.btBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.solver.ApgdSolver;
import io.github.gdxnsc.solver.PsorSolver;
import io.github.gdxnsc.solver.Solver;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.solver.Solvers;
import java.util.Arrays;

/**
 * The physics world: bodies, joints, and the fixed step. Bullet does broad and narrow phase only;
 * each step turns its contact manifolds into rows of an {@link NscDescriptor} and solves them with
 * the configured solver (see docs/ARCHITECTURE.md, "Stages of a step"):
 * <ol>
 * <li>forces: v* = v + h (g + M^-1 f), damping, world inverse inertia R diag(1/I) R^T;</li>
 * <li>collision: body transforms pushed into Bullet, performDiscreteCollisionDetection;</li>
 * <li>extract: contact points into a flat {@link ContactBuffer} (direct or JNI reader);</li>
 * <li>build: a cone block per contact (normal + two btPlaneSpace1 tangents), joint rows,
 * prepare, r = J v* + b, warm start from last step's impulses;</li>
 * <li>solve: one fixed-budget solve; a non-finite answer falls back (cold start, else the best
 * finite iterate, else zero impulses);</li>
 * <li>integrate: v = v* + M^-1 D x (clamped), semi-implicit Euler for positions, exact quaternion
 * exponential then normalisation; impulses stored on the Bullet points for next step.</li>
 * </ol>
 * Every stage is timed into {@link #getLastStats()}.
 *
 * <p>Threading contract: call the world (and its bodies, joints and shapes) from one thread, the
 * game loop. The worker pool is internal; its threads only run the per-body and per-row loops of
 * the step on Java arrays and never call gdx-bullet, so Bullet is only ever touched from the
 * calling thread. A worker's exception reaches the caller of {@link #step}.
 *
 * <p>Bad input is refused with an {@link IllegalArgumentException} naming the field and leaves
 * the world as it was; use after {@link #dispose()} throws {@link IllegalStateException}.
 * Determinism: with a fixed iteration budget (no time budget), the same calls give bitwise the same
 * trajectory for any thread count and from run to run. Requires Bullet's natives:
 * {@code Bullet.init()} is called if no world has called it yet.
 */
public final class NscWorld implements Disposable {

    /** Bodies per chunk in the per-body loops: from the problem alone, never from the thread count. */
    private static final int BODY_CHUNK = 256;
    /** Speeds above these are clamped: no finite scene needs more, and it keeps transforms finite. */
    static final double MAX_LINEAR_SPEED = 1e4, MAX_ANGULAR_SPEED = 1e4;

    private static boolean bulletReady;

    private final NscConfig config;
    /** The settings of the step in progress: a validated copy of {@link #config}. */
    private final NscConfig active = new NscConfig();
    private final NscShapes shapes;
    private final BulletCollision collision;
    private final NscDescriptor descriptor;
    private WorkerPool pool;
    private final ApgdSolver apgd;
    private final PsorSolver psor;
    private final Solver[] family = new Solver[SolverType.values().length];
    private final SolverBudget budget = new SolverBudget();
    private final SolverBudget correctionBudget = new SolverBudget();
    private final SolverStats firstSolve = new SolverStats();
    private final StepStats stats = new StepStats();
    private final ContactBuffer contacts = new ContactBuffer();
    private final Array<RigidBody> bodies = new Array<>(false, 16, RigidBody.class);
    private final Array<Joint> joints = new Array<>(false, 8, Joint.class);
    private boolean disposed;
    private double accumulator;
    private long stepIndex;
    private boolean injectNonFiniteForTest;
    /** Slip (m/s) by which the correction's estimate may miss before the solve is repeated. */
    static final double SLIP_TOLERANCE = 1e-3;
    private boolean trialVelStale = true;

    // ---- body state, struct of arrays, dense by body index ----
    int count;
    double[] pos = new double[3 * 16];
    double[] rot = new double[4 * 16];
    double[] vel = new double[6 * 16];
    double[] force = new double[3 * 16];
    double[] torque = new double[3 * 16];
    private double[] invMassArr = new double[16];
    private double[] invLocalInertia = new double[3 * 16];
    private float[] massArr = new float[16];
    private float[] frictionArr = new float[16];
    private float[] restitutionArr = new float[16];
    private float[] linDamp = new float[16];
    private float[] angDamp = new float[16];
    private boolean[] staticArr = new boolean[16];
    private btCollisionShape[] shapeArr = new btCollisionShape[16];

    // ---- step workspace ----
    private double[] x = new double[64];
    private int[] contactRow = new int[64];
    /** Per contact, the slip (m/s) whose mu |slip| was added to the normal bias. */
    private double[] slipEstimate = new double[64];
    /** Velocities after the first solve, when the slip correction is checked. */
    private double[] trialVel = new double[6 * 16];
    private final double[] basis = new double[6], rel = new double[3];
    private final Vector3 tmpV = new Vector3();
    private double h;
    private double gx, gy, gz;
    private final WorkerPool.RangeTask forcesTask = (c, s, e) -> forcesRange(s, e);
    private final WorkerPool.RangeTask integrateTask = (c, s, e) -> integrateRange(s, e);

    /** @throws IllegalArgumentException naming the first bad field of {@code config} */
    public NscWorld(NscConfig config) {
        if (config == null) throw new IllegalArgumentException("config must not be null");
        config.validate();
        ensureBullet();
        this.config = config;
        active.set(config);
        pool = new WorkerPool(active.threads);
        descriptor = new NscDescriptor(pool);
        apgd = new ApgdSolver(pool);
        psor = new PsorSolver(pool);
        collision = new BulletCollision(active.directContactReader);
        shapes = new NscShapes(this);
    }

    private static synchronized void ensureBullet() {
        if (!bulletReady) {
            Bullet.init();
            bulletReady = true;
        }
    }

    /**
     * The configured member of the family, made on first use and kept (solvers keep scratch
     * arrays). APGD and PSOR are the world's own instances; the others are reference solvers:
     * BB and ADMM solve any step (ADMM allocates per factorisation), DIRECT refuses steps above
     * its dense limit and MINRES steps with contacts or bounds, and the step then falls back to
     * APGD (see {@link #solve}).
     */
    private Solver solverFor(SolverType t) {
        if (t == SolverType.APGD) return apgd;
        if (t == SolverType.PSOR) return psor;
        Solver s = family[t.ordinal()];
        if (s == null) family[t.ordinal()] = s = Solvers.create(t, pool);
        return s;
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

    // =================================================================== bodies

    /**
     * Creates a body from {@code def} (copied; the def can be reused).
     *
     * @throws IllegalArgumentException naming the bad field: null shape, NaN or infinite numbers,
     *         negative mass or friction, restitution outside [0, 1], damping outside [0, 1], a
     *         non-positive given inertia, or a triangle mesh on a dynamic body
     */
    public RigidBody createBody(BodyDef def) {
        checkNotDisposed();
        if (def == null) throw new IllegalArgumentException("def must not be null");
        if (def.shape == null) throw new IllegalArgumentException("shape must not be null");
        Checks.nonNegative("mass", def.mass);
        Checks.finite("position", def.position);
        Checks.finite("rotation", def.rotation);
        Checks.finite("linearVelocity", def.linearVelocity);
        Checks.finite("angularVelocity", def.angularVelocity);
        Checks.nonNegative("friction", def.friction);
        if (!(def.restitution >= 0 && def.restitution <= 1))
            throw new IllegalArgumentException("restitution must be in [0, 1], was " + def.restitution);
        if (!(def.linearDamping >= 0 && def.linearDamping <= 1))
            throw new IllegalArgumentException("linearDamping must be in [0, 1], was " + def.linearDamping);
        if (!(def.angularDamping >= 0 && def.angularDamping <= 1))
            throw new IllegalArgumentException("angularDamping must be in [0, 1], was " + def.angularDamping);
        boolean isStatic = def.mass == 0;
        if (!isStatic && def.shape instanceof btBvhTriangleMeshShape)
            throw new IllegalArgumentException("shape: a triangle mesh can only be static (mass 0)");
        double ix = 0, iy = 0, iz = 0;
        if (!isStatic) {
            if (def.localInertia != null) {
                Checks.positive("localInertia.x", def.localInertia.x);
                Checks.positive("localInertia.y", def.localInertia.y);
                Checks.positive("localInertia.z", def.localInertia.z);
                ix = def.localInertia.x;
                iy = def.localInertia.y;
                iz = def.localInertia.z;
            } else {
                def.shape.calculateLocalInertia(def.mass, tmpV);
                ix = tmpV.x;
                iy = tmpV.y;
                iz = tmpV.z;
                if (!(ix > 0 && iy > 0 && iz > 0) || !Double.isFinite(ix + iy + iz))
                    throw new IllegalArgumentException("shape gives no usable inertia (" + tmpV + "); set localInertia");
            }
        }
        int i = count;
        ensureBodyCapacity(i + 1);
        collision.add(i, def.shape, isStatic, def.friction, def.restitution);
        count++;
        Quaternion q = def.rotation;
        double ql = Math.sqrt((double) q.x * q.x + (double) q.y * q.y + (double) q.z * q.z + (double) q.w * q.w);
        pos[3 * i] = def.position.x;
        pos[3 * i + 1] = def.position.y;
        pos[3 * i + 2] = def.position.z;
        rot[4 * i] = q.x / ql;
        rot[4 * i + 1] = q.y / ql;
        rot[4 * i + 2] = q.z / ql;
        rot[4 * i + 3] = q.w / ql;
        if (isStatic) {
            Arrays.fill(vel, 6 * i, 6 * i + 6, 0);
        } else {
            vel[6 * i] = def.linearVelocity.x;
            vel[6 * i + 1] = def.linearVelocity.y;
            vel[6 * i + 2] = def.linearVelocity.z;
            vel[6 * i + 3] = def.angularVelocity.x;
            vel[6 * i + 4] = def.angularVelocity.y;
            vel[6 * i + 5] = def.angularVelocity.z;
        }
        Arrays.fill(force, 3 * i, 3 * i + 3, 0);
        Arrays.fill(torque, 3 * i, 3 * i + 3, 0);
        massArr[i] = def.mass;
        invMassArr[i] = isStatic ? 0 : 1.0 / def.mass;
        invLocalInertia[3 * i] = isStatic ? 0 : 1.0 / ix;
        invLocalInertia[3 * i + 1] = isStatic ? 0 : 1.0 / iy;
        invLocalInertia[3 * i + 2] = isStatic ? 0 : 1.0 / iz;
        frictionArr[i] = def.friction;
        restitutionArr[i] = def.restitution;
        linDamp[i] = def.linearDamping;
        angDamp[i] = def.angularDamping;
        staticArr[i] = isStatic;
        shapeArr[i] = def.shape;
        pushTransform(i);
        RigidBody b = new RigidBody(this, i);
        b.userData = def.userData;
        bodies.add(b);
        return b;
    }

    /** Removes the body, its collision object, and every joint attached to it. The last body takes its index. */
    public void destroyBody(RigidBody body) {
        checkNotDisposed();
        checkBody("body", body, false);
        for (int j = joints.size - 1; j >= 0; j--) {
            Joint jt = joints.get(j);
            if (jt.bodyA == body || jt.bodyB == body) destroyJoint(jt);
        }
        int i = body.index, last = count - 1;
        collision.remove(i);
        if (i != last) {
            System.arraycopy(pos, 3 * last, pos, 3 * i, 3);
            System.arraycopy(rot, 4 * last, rot, 4 * i, 4);
            System.arraycopy(vel, 6 * last, vel, 6 * i, 6);
            System.arraycopy(force, 3 * last, force, 3 * i, 3);
            System.arraycopy(torque, 3 * last, torque, 3 * i, 3);
            System.arraycopy(invLocalInertia, 3 * last, invLocalInertia, 3 * i, 3);
            invMassArr[i] = invMassArr[last];
            massArr[i] = massArr[last];
            frictionArr[i] = frictionArr[last];
            restitutionArr[i] = restitutionArr[last];
            linDamp[i] = linDamp[last];
            angDamp[i] = angDamp[last];
            staticArr[i] = staticArr[last];
            shapeArr[i] = shapeArr[last];
            RigidBody moved = bodies.get(last);
            moved.index = i;
            bodies.set(i, moved);
        }
        shapeArr[last] = null;
        bodies.pop();
        count--;
        body.index = -1;
    }

    /** A ball joint at a world-space anchor; {@code b} may be null for the static world. */
    public BallJoint createBallJoint(RigidBody a, RigidBody b, Vector3 worldAnchor) {
        checkJointArgs(a, b);
        Checks.finite("worldAnchor", worldAnchor);
        BallJoint j = new BallJoint(this, a, b, worldAnchor.x, worldAnchor.y, worldAnchor.z);
        addJoint(j);
        return j;
    }

    /** A hinge about a world-space axis through a world-space anchor; {@code b} may be null. */
    public HingeJoint createHingeJoint(RigidBody a, RigidBody b, Vector3 worldAnchor, Vector3 worldAxis) {
        checkJointArgs(a, b);
        Checks.finite("worldAnchor", worldAnchor);
        Checks.finite("worldAxis", worldAxis);
        if (worldAxis.len2() < 1e-12f) throw new IllegalArgumentException("worldAxis must be non-zero, was " + worldAxis);
        HingeJoint j = new HingeJoint(this, a, b, worldAnchor.x, worldAnchor.y, worldAnchor.z, worldAxis.x, worldAxis.y, worldAxis.z);
        addJoint(j);
        return j;
    }

    private void checkJointArgs(RigidBody a, RigidBody b) {
        checkNotDisposed();
        checkBody("a", a, false);
        if (b != null) checkBody("b", b, false);
        if (a == b) throw new IllegalArgumentException("b must differ from a");
        if (isStatic(a.index) && (b == null || isStatic(b.index)))
            throw new IllegalArgumentException("a: a joint needs at least one dynamic body");
    }

    /** Jointed bodies do not collide with each other (they usually overlap at the joint). */
    private void addJoint(Joint j) {
        joints.add(j);
        if (j.bodyB != null) collision.setIgnorePair(j.bodyA.index, j.bodyB.index, true);
    }

    public void destroyJoint(Joint joint) {
        checkNotDisposed();
        if (joint == null) throw new IllegalArgumentException("joint must not be null");
        if (joint.world != this) throw new IllegalArgumentException("joint: belongs to another world");
        if (joint.destroyed) throw new IllegalArgumentException("joint: already destroyed");
        joints.removeValue(joint, true);
        joint.destroyed = true;
        if (joint.bodyB != null) {
            boolean other = false;
            for (int k = 0; k < joints.size; k++) {
                Joint o = joints.get(k);
                if ((o.bodyA == joint.bodyA && o.bodyB == joint.bodyB) || (o.bodyA == joint.bodyB && o.bodyB == joint.bodyA)) other = true;
            }
            // collisions come back only when no joint links the pair any more
            if (!other) collision.setIgnorePair(joint.bodyA.index, joint.bodyB.index, false);
        }
    }

    /** The live list of bodies (do not modify). */
    public Array<RigidBody> getBodies() {
        checkNotDisposed();
        return bodies;
    }

    /** The live list of joints (do not modify). */
    public Array<Joint> getJoints() {
        checkNotDisposed();
        return joints;
    }

    public int getBodyCount() {
        return count;
    }

    // =================================================================== stepping

    /**
     * Advances by {@code delta} seconds in fixed steps of {@code timeStep} from an accumulator, at
     * most {@code maxSubSteps} of them; time beyond that cap is dropped (a slow frame must not
     * snowball). Returns the number of steps taken.
     */
    public int step(float delta) {
        checkNotDisposed();
        Checks.nonNegative("delta", delta);
        applyConfig();
        accumulator += delta;
        double dt = active.timeStep;
        int steps = 0;
        while (accumulator >= dt && steps < active.maxSubSteps) {
            stepOnce();
            accumulator -= dt;
            steps++;
        }
        if (accumulator >= dt) accumulator = accumulator % dt;
        return steps;
    }

    /** Time (s) accumulated but not yet stepped, in [0, timeStep): for render interpolation. */
    public float getAccumulator() {
        return (float) accumulator;
    }

    /** One fixed step of {@code config.timeStep}. */
    public void stepOnce() {
        checkNotDisposed();
        applyConfig();
        long t0 = System.nanoTime();
        StepStats st = stats;
        int n = count;
        h = active.timeStep;
        gx = active.gravity.x;
        gy = active.gravity.y;
        gz = active.gravity.z;

        // 1. forces: free velocities v* and world inverse inertia into the descriptor
        descriptor.beginStep(n);
        pool.forEachChunk(n, BODY_CHUNK, forcesTask);
        long t1 = System.nanoTime();

        // 2. collision: transforms into Bullet, broad and narrow phase
        for (int i = 0; i < n; i++) if (!staticArr[i]) pushTransform(i);
        collision.detect();
        long t2 = System.nanoTime();

        // 3. extract
        collision.read(contacts);
        long t3 = System.nanoTime();

        // 4. build rows, prepare, r, warm start
        int rows = buildRows();
        descriptor.prepare();
        descriptor.computeRhs();
        long t4 = System.nanoTime();

        // 5. solve
        boolean fallback = solve(rows);
        long t5 = System.nanoTime();

        // 6. integrate, store impulses
        descriptor.applyImpulses(x, vel);
        pool.forEachChunk(n, BODY_CHUNK, integrateTask);
        storeImpulses();
        long t6 = System.nanoTime();

        st.bodies = n;
        st.contacts = contacts.count();
        st.joints = joints.size;
        st.rows = rows;
        st.threads = pool.threads();
        st.stepIndex = stepIndex++;
        st.solverFallback = fallback;
        st.directContactReader = collision.isDirect();
        st.forcesNanos = t1 - t0;
        st.collisionNanos = t2 - t1;
        st.extractNanos = t3 - t2;
        st.buildNanos = t4 - t3;
        st.solveNanos = t5 - t4;
        st.integrateNanos = t6 - t5;
        st.totalNanos = t6 - t0;
    }

    /** Validates the live config and takes it for this step; rebuilds the pool when threads changed. */
    private void applyConfig() {
        config.validate();
        boolean threadsChanged = config.threads != pool.threads();
        active.set(config);
        if (threadsChanged) {
            pool.close();
            pool = new WorkerPool(active.threads);
            descriptor.setPool(pool);
            apgd.setPool(pool);
            psor.setPool(pool);
            Arrays.fill(family, null); // made again with the new pool when next used
        }
        if (!active.directContactReader) collision.forceJni();
        psor.setOmega(active.psorOmega);
        if (apgd.preconditioning() != active.preconditioning) apgd.setPreconditioning(active.preconditioning);
        budget.set(active.maxIterations, active.tolerance, active.timeBudgetMicros);
    }

    /** Stage 1 on a range of bodies (any thread): v* and the world inverse inertia R diag(1/I) R^T. */
    private void forcesRange(int start, int end) {
        final double[] im = descriptor.invMass(), ii = descriptor.invInertia(), v = descriptor.velocity();
        final double dt = h;
        for (int i = start; i < end; i++) {
            int p = 6 * i, k = 9 * i;
            if (staticArr[i]) {
                im[i] = 0;
                Arrays.fill(ii, k, k + 9, 0);
                Arrays.fill(v, p, p + 6, 0);
                continue;
            }
            double qx = rot[4 * i], qy = rot[4 * i + 1], qz = rot[4 * i + 2], qw = rot[4 * i + 3];
            double r00 = 1 - 2 * (qy * qy + qz * qz), r01 = 2 * (qx * qy - qw * qz), r02 = 2 * (qx * qz + qw * qy);
            double r10 = 2 * (qx * qy + qw * qz), r11 = 1 - 2 * (qx * qx + qz * qz), r12 = 2 * (qy * qz - qw * qx);
            double r20 = 2 * (qx * qz - qw * qy), r21 = 2 * (qy * qz + qw * qx), r22 = 1 - 2 * (qx * qx + qy * qy);
            double a = invLocalInertia[3 * i], b = invLocalInertia[3 * i + 1], c = invLocalInertia[3 * i + 2];
            // I^-1_world = R diag(a, b, c) R^T
            ii[k] = r00 * r00 * a + r01 * r01 * b + r02 * r02 * c;
            ii[k + 1] = r00 * r10 * a + r01 * r11 * b + r02 * r12 * c;
            ii[k + 2] = r00 * r20 * a + r01 * r21 * b + r02 * r22 * c;
            ii[k + 3] = ii[k + 1];
            ii[k + 4] = r10 * r10 * a + r11 * r11 * b + r12 * r12 * c;
            ii[k + 5] = r10 * r20 * a + r11 * r21 * b + r12 * r22 * c;
            ii[k + 6] = ii[k + 2];
            ii[k + 7] = ii[k + 5];
            ii[k + 8] = r20 * r20 * a + r21 * r21 * b + r22 * r22 * c;
            double m = invMassArr[i];
            im[i] = m;
            double tx = torque[3 * i], ty = torque[3 * i + 1], tz = torque[3 * i + 2];
            double lx = vel[p] + dt * (gx + m * force[3 * i]);
            double ly = vel[p + 1] + dt * (gy + m * force[3 * i + 1]);
            double lz = vel[p + 2] + dt * (gz + m * force[3 * i + 2]);
            double wx = vel[p + 3] + dt * (ii[k] * tx + ii[k + 1] * ty + ii[k + 2] * tz);
            double wy = vel[p + 4] + dt * (ii[k + 3] * tx + ii[k + 4] * ty + ii[k + 5] * tz);
            double wz = vel[p + 5] + dt * (ii[k + 6] * tx + ii[k + 7] * ty + ii[k + 8] * tz);
            // damping as Bullet does it: v *= (1 - d)^h, so its effect per second is independent of h
            if (linDamp[i] != 0) {
                double f = Math.pow(1 - linDamp[i], dt);
                lx *= f;
                ly *= f;
                lz *= f;
            }
            if (angDamp[i] != 0) {
                double f = Math.pow(1 - angDamp[i], dt);
                wx *= f;
                wy *= f;
                wz *= f;
            }
            v[p] = lx;
            v[p + 1] = ly;
            v[p + 2] = lz;
            v[p + 3] = wx;
            v[p + 4] = wy;
            v[p + 5] = wz;
        }
    }

    /** Stage 4: a cone block per contact, then the joints' rows; fills the warm start x. Returns the row count. */
    private int buildRows() {
        final NscDescriptor d = descriptor;
        final ContactBuffer c = contacts;
        final int nc = c.count();
        final double dt = h, maxRecovery = active.maxRecoverySpeed, cfm = active.contactCompliance, slop = active.contactSlop;
        final double erp = active.contactErp;
        final double restThreshold = active.restitutionThreshold;
        final boolean warm = active.warmStart, slipCorrection = active.frictionSlipCorrection;
        final double[] rel = this.rel;
        int maxRows = 3 * nc + 8 * joints.size;
        if (x.length < maxRows) x = new double[Math.max(maxRows, 2 * x.length)];
        if (contactRow.length < nc) {
            contactRow = new int[Math.max(nc, 2 * contactRow.length)];
            slipEstimate = new double[contactRow.length];
        }
        final double[] xs = x, tb = basis;
        float maxPen = 0;
        for (int k = 0; k < nc; k++) {
            int a = c.bodyA[k], b = c.bodyB[k];
            int sa = staticArr[a] ? -1 : a, sb = staticArr[b] ? -1 : b;
            if (sa < 0 && sb < 0) { // cannot happen with the static filter group, but never solve it
                contactRow[k] = -1;
                continue;
            }
            int k3 = 3 * k;
            double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
            double rax = c.pointA[k3] - pos[3 * a], ray = c.pointA[k3 + 1] - pos[3 * a + 1], raz = c.pointA[k3 + 2] - pos[3 * a + 2];
            double rbx = c.pointB[k3] - pos[3 * b], rby = c.pointB[k3 + 1] - pos[3 * b + 1], rbz = c.pointB[k3 + 2] - pos[3 * b + 2];
            int row = d.addCone(sa, sb, c.friction[k]);
            contactRow[k] = row;
            d.setLinearRow(row, nx, ny, nz, rax, ray, raz, rbx, rby, rbz);
            ContactBuffer.tangents(nx, ny, nz, tb, 0);
            d.setLinearRow(row + 1, tb[0], tb[1], tb[2], rax, ray, raz, rbx, rby, rbz);
            d.setLinearRow(row + 2, tb[3], tb[4], tb[5], rax, ray, raz, rbx, rby, rbz);
            double phi = c.distance[k];
            if (-phi > maxPen) maxPen = (float) -phi;
            // J v + b >= 0: a gap may close within the step, a penetration deeper than the slop is
            // pushed out gradually (below). The
            // slop keeps resting and sliding boxes slightly overlapped: Bullet's box-box detector
            // makes points only for overlapping boxes, and a sliding point drifts out of its
            // manifold every step, so without overlap a sliding box would lose all its points.
            // A gap is closed exactly (speculative contact); a penetration beyond the slop is
            // pushed out by the fraction contactErp per step, at most at maxRecovery: full
            // correction in one step turns every under-converged solve's overlap into a kick.
            double gap = phi + slop;
            double bias = gap >= 0 ? gap / dt : Math.max(erp * gap / dt, -maxRecovery);
            float e = c.restitution[k];
            float mu = c.friction[k];
            slipEstimate[k] = 0;
            if (e > 0 || (slipCorrection && mu > 0)) {
                relativeVelocity(vel, a, b, rax, ray, raz, rbx, rby, rbz, rel);
                double vn = rel[0] * nx + rel[1] * ny + rel[2] * nz;
                if (slipCorrection && mu > 0) {
                    // The cone complementarity problem's dual cone asks u_n >= mu |u_t|: a sliding
                    // contact would leave the surface at mu |u_t| each step (Anitescu-Tasora's
                    // relaxation), lose its points and slide with too much friction. Adding the
                    // expected mu |u_t| (last step's slip) to the normal bias cancels that lift: the
                    // De Saxce change of variable, with the slip lagged one step.
                    double tx = rel[0] - vn * nx, ty = rel[1] - vn * ny, tz = rel[2] - vn * nz;
                    double slip = Math.sqrt(tx * tx + ty * ty + tz * tz);
                    slipEstimate[k] = slip;
                    bias += mu * slip;
                }
                // approaching fast and touching within this step: leave at e times the approach speed
                if (e > 0 && vn < -restThreshold && phi + dt * vn < 0) bias = Math.min(bias, e * vn);
            }
            d.setBias(row, bias);
            if (cfm > 0) {
                d.setCompliance(row, cfm);
                d.setCompliance(row + 1, cfm);
                d.setCompliance(row + 2, cfm);
            }
            if (warm) {
                xs[row] = c.impulse[k3];
                xs[row + 1] = c.impulse[k3 + 1];
                xs[row + 2] = c.impulse[k3 + 2];
            } else {
                xs[row] = xs[row + 1] = xs[row + 2] = 0;
            }
        }
        stats.maxPenetration = maxPen;
        for (int j = 0; j < joints.size; j++) joints.get(j).addRows(d, xs, warm, dt, active.jointErp);
        return d.rowCount();
    }

    /** Pre-step velocity of A's contact point minus B's, into out[0..2]. */
    private static void relativeVelocity(double[] v, int a, int b, double rax, double ray, double raz, double rbx, double rby, double rbz, double[] out) {
        int p = 6 * a, q = 6 * b;
        double ax = v[p] + v[p + 4] * raz - v[p + 5] * ray;
        double ay = v[p + 1] + v[p + 5] * rax - v[p + 3] * raz;
        double az = v[p + 2] + v[p + 3] * ray - v[p + 4] * rax;
        double bx = v[q] + v[q + 4] * rbz - v[q + 5] * rby;
        double by = v[q + 1] + v[q + 5] * rbx - v[q + 3] * rbz;
        double bz = v[q + 2] + v[q + 3] * rby - v[q + 4] * rbx;
        out[0] = ax - bx;
        out[1] = ay - by;
        out[2] = az - bz;
    }

    /**
     * Stage 5. Returns true when the step fell back: a non-finite answer triggers a cold-start
     * solve; if that too is non-finite the solver's contract leaves its best finite iterate (or
     * zero), and any non-finite entry left is zeroed.
     */
    private boolean solve(int rows) {
        Solver s = solverFor(active.solver);
        if (injectNonFiniteForTest && rows > 0) {
            injectNonFiniteForTest = false;
            descriptor.rhs()[0] = Double.NaN;
        }
        s.solve(descriptor, x, budget, stats.solver);
        stats.slipCorrectionSolve = false;
        stats.solverRefusal = stats.solver.failure;
        if (stats.solver.failure != null) {
            // the configured solver does not take this problem (too large, or not its class):
            // APGD solves the step, and the stats say why
            s = apgd;
            s.solve(descriptor, x, budget, stats.solver);
        }
        if (stats.solver.finite && allFinite(x, rows)) {
            if (active.frictionSlipCorrection && correctSlipEstimates()) {
                // The correction moves a few biases by small amounts and starts from the first
                // answer, so a third of the budget suffices; the stats add up both solves.
                descriptor.computeRhs();
                firstSolve.copyFrom(stats.solver);
                correctionBudget.set(Math.max(1, budget.maxIterations() / 3), budget.tolerance(), budget.timeBudgetMicros());
                s.solve(descriptor, x, correctionBudget, stats.solver);
                stats.solver.iterations += firstSolve.iterations;
                stats.solver.schurProducts += firstSolve.schurProducts;
                stats.solver.backtracks += firstSolve.backtracks;
                stats.solver.nanos += firstSolve.nanos;
                stats.slipCorrectionSolve = true;
                if (stats.solver.finite && allFinite(x, rows)) return false;
            } else {
                return false;
            }
        }
        Arrays.fill(x, 0, rows, 0);
        s.solve(descriptor, x, budget, stats.solver);
        if (!allFinite(x, rows)) Arrays.fill(x, 0, rows, 0);
        return true;
    }

    /**
     * The slip correction's estimate is last step's slip; where a contact starts or stops sliding
     * this step it is wrong by up to the whole slip (a box braking to rest would sink and lose
     * half its normal impulse). So after the first solve the slips it gives are compared with the
     * estimates, and where they differ by more than {@link #SLIP_TOLERANCE} the normal biases take
     * the new slips and the caller solves again, warm-started from the first answer (one
     * fixed-point step of the De Saxce correction). Resting and steadily sliding contacts need
     * no second solve. Returns true when a bias changed.
     */
    private boolean correctSlipEstimates() {
        final ContactBuffer c = contacts;
        final int nc = c.count();
        boolean changed = false;
        trialVelStale = true;
        for (int k = 0; k < nc && !changed; k++) changed = contactRow[k] >= 0 && c.friction[k] > 0 && slipError(k, false) > SLIP_TOLERANCE;
        if (!changed) return false;
        for (int k = 0; k < nc; k++) if (contactRow[k] >= 0 && c.friction[k] > 0) slipError(k, true);
        return true;
    }

    /** |actual slip - estimate| of contact k under {@link #trialVel}; with {@code apply}, moves the bias to the actual slip. */
    private double slipError(int k, boolean apply) {
        final ContactBuffer c = contacts;
        if (trialVel.length < 6 * count) trialVel = new double[vel.length];
        if (k == 0 || trialVelStale) {
            descriptor.applyImpulses(x, trialVel);
            trialVelStale = false;
        }
        int a = c.bodyA[k], b = c.bodyB[k], k3 = 3 * k;
        double rax = c.pointA[k3] - pos[3 * a], ray = c.pointA[k3 + 1] - pos[3 * a + 1], raz = c.pointA[k3 + 2] - pos[3 * a + 2];
        double rbx = c.pointB[k3] - pos[3 * b], rby = c.pointB[k3 + 1] - pos[3 * b + 1], rbz = c.pointB[k3 + 2] - pos[3 * b + 2];
        relativeVelocity(trialVel, a, b, rax, ray, raz, rbx, rby, rbz, rel);
        double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        double vn = rel[0] * nx + rel[1] * ny + rel[2] * nz;
        double tx = rel[0] - vn * nx, ty = rel[1] - vn * ny, tz = rel[2] - vn * nz;
        double slip = Math.sqrt(tx * tx + ty * ty + tz * tz);
        double err = Math.abs(slip - slipEstimate[k]);
        if (apply) {
            int row = contactRow[k];
            descriptor.setBias(row, descriptor.bias(row) + c.friction[k] * (slip - slipEstimate[k]));
            slipEstimate[k] = slip;
        }
        return err;
    }

    private static boolean allFinite(double[] a, int n) {
        for (int i = 0; i < n; i++) if (!Double.isFinite(a[i])) return false;
        return true;
    }

    /** Stage 6 on a range of bodies (any thread): clamp velocities, then positions and orientations. */
    private void integrateRange(int start, int end) {
        final double dt = h;
        for (int i = start; i < end; i++) {
            int p = 6 * i;
            force[3 * i] = force[3 * i + 1] = force[3 * i + 2] = 0;
            torque[3 * i] = torque[3 * i + 1] = torque[3 * i + 2] = 0;
            if (staticArr[i]) {
                Arrays.fill(vel, p, p + 6, 0);
                continue;
            }
            clamp(p, MAX_LINEAR_SPEED);
            clamp(p + 3, MAX_ANGULAR_SPEED);
            pos[3 * i] += dt * vel[p];
            pos[3 * i + 1] += dt * vel[p + 1];
            pos[3 * i + 2] += dt * vel[p + 2];
            // q <- exp(w h / 2) q (world-frame w), exact for a constant w over the step, then normalised
            double wx = vel[p + 3], wy = vel[p + 4], wz = vel[p + 5];
            double w = Math.sqrt(wx * wx + wy * wy + wz * wz);
            if (w > 0) {
                double half = 0.5 * w * dt, s = Math.sin(half) / w, dc = Math.cos(half);
                double dx = wx * s, dy = wy * s, dz = wz * s;
                int q = 4 * i;
                double qx = rot[q], qy = rot[q + 1], qz = rot[q + 2], qw = rot[q + 3];
                double nx = dc * qx + dx * qw + dy * qz - dz * qy;
                double ny = dc * qy - dx * qz + dy * qw + dz * qx;
                double nz = dc * qz + dx * qy - dy * qx + dz * qw;
                double nw = dc * qw - dx * qx - dy * qy - dz * qz;
                double l = 1.0 / Math.sqrt(nx * nx + ny * ny + nz * nz + nw * nw);
                rot[q] = nx * l;
                rot[q + 1] = ny * l;
                rot[q + 2] = nz * l;
                rot[q + 3] = nw * l;
            }
        }
    }

    /** Zeroes a non-finite 3-vector, scales one longer than max down to max. */
    private void clamp(int o, double max) {
        double a = vel[o], b = vel[o + 1], c = vel[o + 2];
        double s = a * a + b * b + c * c;
        if (!Double.isFinite(s)) {
            vel[o] = vel[o + 1] = vel[o + 2] = 0;
        } else if (s > max * max) {
            double f = max / Math.sqrt(s);
            vel[o] = a * f;
            vel[o + 1] = b * f;
            vel[o + 2] = c * f;
        }
    }

    /** Stores this step's impulses on the Bullet points (warm start) and in the joints. */
    private void storeImpulses() {
        final ContactBuffer c = contacts;
        final int nc = c.count();
        for (int k = 0; k < nc; k++) {
            int row = contactRow[k], k3 = 3 * k;
            if (row < 0) {
                c.impulse[k3] = c.impulse[k3 + 1] = c.impulse[k3 + 2] = 0;
                continue;
            }
            c.impulse[k3] = (float) x[row];
            c.impulse[k3 + 1] = (float) x[row + 1];
            c.impulse[k3 + 2] = (float) x[row + 2];
        }
        collision.writeImpulses(c);
        for (int j = 0; j < joints.size; j++) {
            Joint jt = joints.get(j);
            if (jt instanceof BallJoint) ((BallJoint) jt).storeImpulses(x);
            else ((HingeJoint) jt).storeImpulses(x);
        }
    }

    public StepStats getLastStats() {
        return stats;
    }

    /** Contacts of the last step, for debug drawing. */
    public int getContactCount() {
        return contacts.count();
    }

    /** Point on B (world), normal (B to A), and the three impulses (normal, t1, t2) of contact {@code i}. */
    public void getContact(int i, Vector3 outPoint, Vector3 outNormal, Vector3 outImpulse) {
        checkNotDisposed();
        if (i < 0 || i >= contacts.count()) throw new IndexOutOfBoundsException("contact " + i + " of " + contacts.count());
        int k = 3 * i;
        if (outPoint != null) outPoint.set(contacts.pointB[k], contacts.pointB[k + 1], contacts.pointB[k + 2]);
        if (outNormal != null) outNormal.set(contacts.normal[k], contacts.normal[k + 1], contacts.normal[k + 2]);
        if (outImpulse != null) outImpulse.set(contacts.impulse[k], contacts.impulse[k + 1], contacts.impulse[k + 2]);
    }

    /** Bodies of contact {@code i}: A (the normal points toward it) and B, as world body indices. */
    public int getContactBodyA(int i) {
        return contacts.bodyA[i];
    }

    public int getContactBodyB(int i) {
        return contacts.bodyB[i];
    }

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
        disposed = true;
        for (int i = 0; i < bodies.size; i++) bodies.get(i).index = -1;
        for (int j = 0; j < joints.size; j++) joints.get(j).destroyed = true;
        bodies.clear();
        joints.clear();
        count = 0;
        Arrays.fill(shapeArr, null);
        collision.dispose();
        shapes.dispose();
        pool.close();
    }

    // =================================================================== helpers for bodies, joints, tests

    void checkNotDisposed() {
        if (disposed) throw new IllegalStateException("world is disposed");
    }

    private void checkBody(String field, RigidBody b, boolean nullable) {
        if (b == null) {
            if (nullable) return;
            throw new IllegalArgumentException(field + " must not be null");
        }
        if (b.world != this) throw new IllegalArgumentException(field + ": body belongs to another world");
        if (b.index < 0) throw new IllegalArgumentException(field + ": body is destroyed");
    }

    boolean isStatic(int i) {
        return staticArr[i];
    }

    float mass(int i) {
        return massArr[i];
    }

    btCollisionShape shape(int i) {
        return shapeArr[i];
    }

    double activeTimeStep() {
        return active.timeStep;
    }

    /** Which reader the bridge uses now (tests). */
    public boolean isDirectContactReader() {
        return collision.isDirect();
    }

    /**
     * Writes the last step's problem (bodies, rows, r, K: see {@link io.github.gdxnsc.descriptor.ProblemFile})
     * so it can be replayed through any solver, e.g. to compare solvers on one frame of a game.
     */
    public void writeLastProblem(java.nio.file.Path file) throws java.io.IOException {
        checkNotDisposed();
        io.github.gdxnsc.descriptor.ProblemFile.write(descriptor, file);
    }

    /** The Bullet bridge, for tests and benchmarks inside the plugin. Not for games. */
    public BulletCollision collisionForTest() {
        return collision;
    }

    /** Test hook: the next solve meets a NaN right-hand side. */
    void injectNonFiniteForTest() {
        injectNonFiniteForTest = true;
    }

    void setTransform(int i, Vector3 p, Quaternion q) {
        double l = Math.sqrt((double) q.x * q.x + (double) q.y * q.y + (double) q.z * q.z + (double) q.w * q.w);
        pos[3 * i] = p.x;
        pos[3 * i + 1] = p.y;
        pos[3 * i + 2] = p.z;
        rot[4 * i] = q.x / l;
        rot[4 * i + 1] = q.y / l;
        rot[4 * i + 2] = q.z / l;
        rot[4 * i + 3] = q.w / l;
        pushTransform(i);
    }

    private void pushTransform(int i) {
        collision.setTransform(i, pos[3 * i], pos[3 * i + 1], pos[3 * i + 2], rot[4 * i], rot[4 * i + 1], rot[4 * i + 2], rot[4 * i + 3]);
    }

    void applyImpulse(int i, Vector3 j, Vector3 point) {
        if (staticArr[i]) return;
        double m = invMassArr[i];
        int p = 6 * i;
        vel[p] += m * j.x;
        vel[p + 1] += m * j.y;
        vel[p + 2] += m * j.z;
        double rx = point.x - pos[3 * i], ry = point.y - pos[3 * i + 1], rz = point.z - pos[3 * i + 2];
        double tx = ry * j.z - rz * j.y, ty = rz * j.x - rx * j.z, tz = rx * j.y - ry * j.x;
        applyWorldInvInertia(i, tx, ty, tz, basis);
        vel[p + 3] += basis[0];
        vel[p + 4] += basis[1];
        vel[p + 5] += basis[2];
    }

    /** out[0..2] = I_world^-1 t for body i. */
    private void applyWorldInvInertia(int i, double tx, double ty, double tz, double[] out) {
        // R diag(invI) R^T t: rotate t into the body frame, scale, rotate back
        double qx = rot[4 * i], qy = rot[4 * i + 1], qz = rot[4 * i + 2], qw = rot[4 * i + 3];
        rotate(-qx, -qy, -qz, qw, tx, ty, tz, out);
        double lx = out[0] * invLocalInertia[3 * i], ly = out[1] * invLocalInertia[3 * i + 1], lz = out[2] * invLocalInertia[3 * i + 2];
        rotate(qx, qy, qz, qw, lx, ly, lz, out);
    }

    double kineticEnergy(int i) {
        if (staticArr[i]) return 0;
        int p = 6 * i;
        double lin = 0.5 * massArr[i] * (vel[p] * vel[p] + vel[p + 1] * vel[p + 1] + vel[p + 2] * vel[p + 2]);
        double[] o = new double[3];
        double qx = rot[4 * i], qy = rot[4 * i + 1], qz = rot[4 * i + 2], qw = rot[4 * i + 3];
        rotate(-qx, -qy, -qz, qw, vel[p + 3], vel[p + 4], vel[p + 5], o);
        double ang = 0;
        for (int k = 0; k < 3; k++) ang += o[k] * o[k] / invLocalInertia[3 * i + k];
        return lin + 0.5 * ang;
    }

    /** out = q v q^-1 for a unit quaternion q. */
    static void rotate(double qx, double qy, double qz, double qw, double vx, double vy, double vz, double[] out) {
        // t = 2 q.xyz x v; v' = v + w t + q.xyz x t
        double tx = 2 * (qy * vz - qz * vy), ty = 2 * (qz * vx - qx * vz), tz = 2 * (qx * vy - qy * vx);
        out[0] = vx + qw * tx + qy * tz - qz * ty;
        out[1] = vy + qw * ty + qz * tx - qx * tz;
        out[2] = vz + qw * tz + qx * ty - qy * tx;
    }

    /** World point to body b's frame (identity for the static world, b == null). */
    void toLocalPoint(RigidBody b, double x, double y, double z, double[] out) {
        if (b == null) {
            out[0] = x;
            out[1] = y;
            out[2] = z;
            return;
        }
        int i = b.index;
        rotate(-rot[4 * i], -rot[4 * i + 1], -rot[4 * i + 2], rot[4 * i + 3], x - pos[3 * i], y - pos[3 * i + 1], z - pos[3 * i + 2], out);
    }

    void toLocalDir(RigidBody b, double x, double y, double z, double[] out) {
        if (b == null) {
            out[0] = x;
            out[1] = y;
            out[2] = z;
            return;
        }
        int i = b.index;
        rotate(-rot[4 * i], -rot[4 * i + 1], -rot[4 * i + 2], rot[4 * i + 3], x, y, z, out);
    }

    /** Body-frame vector to world (rotation only); the local vector itself for the static world. */
    void toWorldDir(RigidBody b, double[] local, double[] out) {
        if (b == null) {
            out[0] = local[0];
            out[1] = local[1];
            out[2] = local[2];
            return;
        }
        int i = b.index;
        rotate(rot[4 * i], rot[4 * i + 1], rot[4 * i + 2], rot[4 * i + 3], local[0], local[1], local[2], out);
    }

    /** World offset of a body-frame point from the body's centre; for the static world, the point itself. */
    void toWorldOffset(RigidBody b, double[] local, double[] out) {
        toWorldDir(b, local, out);
    }

    /** out += body centre (nothing for the static world): turns an offset into a world point. */
    void addCentre(RigidBody b, double[] out) {
        if (b == null) return;
        int i = b.index;
        out[0] += pos[3 * i];
        out[1] += pos[3 * i + 1];
        out[2] += pos[3 * i + 2];
    }

    /** Angular velocity of b along world axis a (0 for the static world). */
    double spinAbout(RigidBody b, double[] a) {
        if (b == null) return 0;
        int p = 6 * b.index;
        return vel[p + 3] * a[0] + vel[p + 4] * a[1] + vel[p + 5] * a[2];
    }

    private void ensureBodyCapacity(int n) {
        if (n <= massArr.length) return;
        int c = Math.max(n, 2 * massArr.length);
        pos = Arrays.copyOf(pos, 3 * c);
        rot = Arrays.copyOf(rot, 4 * c);
        vel = Arrays.copyOf(vel, 6 * c);
        force = Arrays.copyOf(force, 3 * c);
        torque = Arrays.copyOf(torque, 3 * c);
        invMassArr = Arrays.copyOf(invMassArr, c);
        invLocalInertia = Arrays.copyOf(invLocalInertia, 3 * c);
        massArr = Arrays.copyOf(massArr, c);
        frictionArr = Arrays.copyOf(frictionArr, c);
        restitutionArr = Arrays.copyOf(restitutionArr, c);
        linDamp = Arrays.copyOf(linDamp, c);
        angDamp = Arrays.copyOf(angDamp, c);
        staticArr = Arrays.copyOf(staticArr, c);
        shapeArr = Arrays.copyOf(shapeArr, c);
    }
}
