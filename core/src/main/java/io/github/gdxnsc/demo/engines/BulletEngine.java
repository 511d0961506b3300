package io.github.gdxnsc.demo.engines;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.Collision;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btCollisionObject;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase;
import com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration;
import com.badlogic.gdx.physics.bullet.dynamics.btConstraintSolver;
import com.badlogic.gdx.physics.bullet.dynamics.btDantzigSolver;
import com.badlogic.gdx.physics.bullet.dynamics.btDiscreteDynamicsWorld;
import com.badlogic.gdx.physics.bullet.dynamics.btConeTwistConstraint;
import com.badlogic.gdx.physics.bullet.dynamics.btGeneric6DofSpring2Constraint;
import com.badlogic.gdx.physics.bullet.dynamics.btHingeConstraint;
import com.badlogic.gdx.physics.bullet.dynamics.btMLCPSolver;
import com.badlogic.gdx.physics.bullet.dynamics.btMLCPSolverInterface;
import com.badlogic.gdx.physics.bullet.dynamics.btNNCGConstraintSolver;
import com.badlogic.gdx.physics.bullet.dynamics.btPoint2PointConstraint;
import com.badlogic.gdx.physics.bullet.dynamics.btRigidBody;
import com.badlogic.gdx.physics.bullet.dynamics.btSequentialImpulseConstraintSolver;
import com.badlogic.gdx.physics.bullet.dynamics.btSolveProjectedGaussSeidel;
import com.badlogic.gdx.physics.bullet.dynamics.btTypedConstraint;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.collision.JniContactReader;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.JointKind;
import io.github.gdxnsc.demo.scenes.JointSpec;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneAction;
import io.github.gdxnsc.demo.scenes.SceneControl;
import io.github.gdxnsc.demo.scenes.SceneParams;

/**
 * The reference engine: the same scene in Bullet's own {@code btDiscreteDynamicsWorld} with one
 * of its constraint solvers, the same time step, gravity and iteration count
 * ({@code btContactSolverInfo.numIterations}; Bullet's own default, 10, when none is asked for), and deactivation disabled on every dynamic body
 * so both engines work on awake scenes. Bullet's other settings stay at their defaults (ERP 0.2,
 * split impulse, warm starting 0.85). Ball joints become {@code btPoint2PointConstraint}s, hinges
 * {@code btHingeConstraint}s (with the angular motor, max impulse = max torque x h); jointed pairs
 * do not collide, as in our world; a scene's grip is Bullet's spring joint ({@link #grip}), a hull
 * Bullet's convex hull ({@link BulletShapes}). Every native object is disposed in {@link #dispose()}.
 *
 * <p>Bullet times its step as a whole; the bench's collision figure for Bullet is a second,
 * untimed-in-the-step {@code performDiscreteCollisionDetection()} on the same transforms right
 * after each step (the next step's detection sees exactly these transforms, so the work is the
 * same), and solveMs is the step minus that: islands, solve and integration.
 */
public final class BulletEngine implements BenchEngine, SceneControl {

    public enum Kind {
        SI("bullet-si"), NNCG("bullet-nncg"), DANTZIG("bullet-dantzig"), PGS("bullet-pgs");

        public final String cliName;

        Kind(String cliName) {
            this.cliName = cliName;
        }

        public static Kind parse(String engine) {
            for (Kind k : values()) if (k.cliName.equalsIgnoreCase(engine)) return k;
            return null;
        }
    }

    private final btDefaultCollisionConfiguration collisionConfig = new btDefaultCollisionConfiguration();
    private final btCollisionDispatcher dispatcher = new btCollisionDispatcher(collisionConfig);
    private final btDbvtBroadphase broadphase = new btDbvtBroadphase();
    private final btConstraintSolver solver;
    private final btMLCPSolverInterface mlcpInner;
    private final btDiscreteDynamicsWorld world;
    private final BulletShapes shapes = new BulletShapes();
    private final Array<btRigidBody> bodies = new Array<>(false, 64, btRigidBody.class);
    private final Array<btTypedConstraint> constraints = new Array<>(false, 8, btTypedConstraint.class);
    /** The scene's grips (null once let go). */
    private final Array<btGeneric6DofSpring2Constraint> grips = new Array<>(false, 2, btGeneric6DofSpring2Constraint.class);
    private final Array<BodySpec> specs = new Array<>();
    private final float timeStep;
    private final SceneAction action;
    private final JniContactReader reader = new JniContactReader();
    private final ContactBuffer contacts = new ContactBuffer();
    private final long dispatcherAddress;
    private final Matrix4 m4 = new Matrix4();
    private final Vector3 v1 = new Vector3(), v2 = new Vector3(), v3 = new Vector3(), v4 = new Vector3();
    private final Quaternion q = new Quaternion();
    private int iterations;
    private long stepIndex;
    private int dynamicBodies;
    /** Bodies the scene's build made, and the dynamic ones among them: what the bench measures. */
    private int sceneBodies, sceneDynamicBodies;
    private boolean disposed;

    public BulletEngine(Kind kind, Scene scene, SceneParams params, float timeStep, Vector3 gravity, int iterations) {
        this.timeStep = timeStep;
        switch (kind) {
            case SI:
                solver = new btSequentialImpulseConstraintSolver();
                mlcpInner = null;
                break;
            case NNCG:
                solver = new btNNCGConstraintSolver();
                mlcpInner = null;
                break;
            case DANTZIG:
                mlcpInner = new btDantzigSolver();
                solver = new btMLCPSolver(mlcpInner);
                break;
            default:
                mlcpInner = new btSolveProjectedGaussSeidel();
                solver = new btMLCPSolver(mlcpInner);
                break;
        }
        world = new btDiscreteDynamicsWorld(dispatcher, broadphase, solver, collisionConfig);
        world.setGravity(gravity);
        if (iterations > 0) world.getSolverInfo().setNumIterations(iterations);
        this.iterations = world.getSolverInfo().getNumIterations();
        dispatcherAddress = btCollisionDispatcher.getCPtr(dispatcher);
        SceneAction a;
        try {
            a = scene.build(this, params);
        } catch (RuntimeException e) {
            dispose();
            throw e;
        }
        action = a != null ? a : SceneAction.NONE;
        sceneBodies = bodies.size;
        sceneDynamicBodies = dynamicBodies;
    }

    // ------------------------------------------------------------------ SceneSink / SceneControl

    @Override
    public int addBody(BodySpec spec) {
        btCollisionShape shape = shapes.of(spec);
        boolean dynamic = spec.isDynamic();
        v1.setZero();
        if (dynamic) shape.calculateLocalInertia(spec.mass, v1);
        btRigidBody.btRigidBodyConstructionInfo info = new btRigidBody.btRigidBodyConstructionInfo(dynamic ? spec.mass : 0f, null, shape, v1);
        btRigidBody body = new btRigidBody(info);
        info.dispose();
        body.setWorldTransform(m4.set(spec.position, spec.rotation));
        if (spec.kinematic) {
            // moved by setWorldTransform before each step; Bullet takes its velocity from the last
            // pose (the interpolation transform), which must start where the body does
            body.setInterpolationWorldTransform(m4);
            body.setCollisionFlags(body.getCollisionFlags() | btCollisionObject.CollisionFlags.CF_KINEMATIC_OBJECT);
            body.setActivationState(Collision.DISABLE_DEACTIVATION);
        }
        if (spec.sensor) body.setCollisionFlags(body.getCollisionFlags() | btCollisionObject.CollisionFlags.CF_NO_CONTACT_RESPONSE);
        body.setFriction(spec.friction);
        body.setRestitution(spec.restitution);
        if (spec.ccd) { // Bullet's swept sphere: from a motion of half the smallest extent per step
            float r = spec.shape == io.github.gdxnsc.demo.scenes.ShapeKind.SPHERE || spec.shape == io.github.gdxnsc.demo.scenes.ShapeKind.CAPSULE
                    ? spec.radius : Math.min(spec.halfExtents.x, Math.min(spec.halfExtents.y, spec.halfExtents.z));
            body.setCcdMotionThreshold(r);
            body.setCcdSweptSphereRadius(0.9f * r);
        }
        body.setUserIndex(bodies.size);
        if (dynamic) {
            body.setLinearVelocity(spec.linearVelocity);
            body.setAngularVelocity(spec.angularVelocity);
            body.setActivationState(Collision.DISABLE_DEACTIVATION);
            dynamicBodies++;
        }
        if (spec.filtered) world.addRigidBody(body, spec.filterGroup, spec.filterMask);
        else world.addRigidBody(body);
        bodies.add(body);
        specs.add(spec.copy());
        return bodies.size - 1;
    }

    @Override
    public int addJoint(JointSpec spec) {
        if (spec.kind == JointKind.DISTANCE_SPRING || spec.spring) // refused, not built as something else: the bench would compare unlike scenes
            throw new IllegalArgumentException("Bullet has no " + (spec.spring ? "hinge spring" : "distance spring") + ": this scene runs in nsc only");
        btRigidBody a = bodies.get(spec.bodyA);
        btRigidBody b = spec.bodyB == WORLD ? null : bodies.get(spec.bodyB);
        Vector3 pivotA = toLocalPoint(spec.bodyA, spec.anchor, v1);
        btTypedConstraint c;
        if (spec.kind == JointKind.BALL) {
            c = b == null ? new btPoint2PointConstraint(a, pivotA)
                    : new btPoint2PointConstraint(a, b, pivotA, toLocalPoint(spec.bodyB, spec.anchor, v2));
        } else if (spec.kind == JointKind.CONE_TWIST) {
            // Bullet twists about each frame's x axis: A's frame at the pivot with x along the twist axis,
            // B's the same world frame seen from B, so the joint starts untwisted
            Matrix4 frameA = new Matrix4().set(pivotA, new Quaternion().setFromCross(Vector3.X, toLocalDir(spec.bodyA, spec.axis, v3)));
            Matrix4 frameB = b == null ? null
                    : new Matrix4(b.getWorldTransform()).inv().mul(a.getWorldTransform()).mul(frameA);
            btConeTwistConstraint cone = b == null ? new btConeTwistConstraint(a, frameA) : new btConeTwistConstraint(a, b, frameA, frameB);
            cone.setLimit(spec.swingSpan, spec.swingSpan, spec.twistSpan);
            c = cone;
        } else if (spec.kind != JointKind.HINGE) {
            c = BulletJoints.create(spec, a, b);
        } else {
            Vector3 axisA = toLocalDir(spec.bodyA, spec.axis, v3);
            btHingeConstraint h = b == null ? new btHingeConstraint(a, pivotA, axisA, false)
                    : new btHingeConstraint(a, b, pivotA, toLocalPoint(spec.bodyB, spec.anchor, v2), axisA, toLocalDir(spec.bodyB, spec.axis, v4), false);
            if (spec.motor) h.enableAngularMotor(true, spec.motorSpeed, spec.motorMaxTorque * timeStep);
            c = h;
        }
        if (spec.breakingForce < Float.POSITIVE_INFINITY) c.setBreakingImpulseThreshold(spec.breakingForce * timeStep);
        world.addConstraint(c, true);
        constraints.add(c);
        return constraints.size - 1;
    }

    /** Whether Bullet broke the scene's joint {@code joint} (past its breaking impulse it disables the constraint). */
    public boolean jointBroken(int joint) {
        return joint < constraints.size && !constraints.get(joint).isEnabled();
    }

    @Override
    public void setMotor(int joint, float speed, float maxTorque) {
        ((btHingeConstraint) constraints.get(joint)).enableAngularMotor(true, speed, maxTorque * timeStep);
    }

    @Override
    public void applyImpulse(int body, float x, float y, float z) {
        bodies.get(body).applyCentralImpulse(v1.set(x, y, z));
    }

    /** Bullet computes the kinematic body's velocity for the step from this pose (CF_KINEMATIC_OBJECT). */
    @Override
    public void setKinematicTarget(int body, Vector3 position, Quaternion rotation) {
        bodies.get(body).setWorldTransform(m4.set(position, rotation));
    }

    /**
     * Bullet's spring joint to a fixed frame at the grip point, world-aligned, every axis free,
     * springs on the three linear axes whose equilibrium is the target's offset from the point.
     * Bullet's springs are bounded motor rows whose impulse, (k error - c velocity) h, is taken from
     * the state at the start of the step, where ours is implicit; Bullet would soften a spring
     * faster than a quarter of the step rate (5 Hz is 31 rad/s, over 15 at 60 Hz), so the stiffness
     * is set unlimited, and it trims the damping to m / h (critical is 2 m omega = 1.05 m / h at 60 Hz).
     */
    @Override
    public int grip(int body, Vector3 localPoint, float frequencyHz) {
        btRigidBody b = bodies.get(body);
        float omega = com.badlogic.gdx.math.MathUtils.PI2 * frequencyHz, mass = 1f / b.getInvMass();
        // B's frame: at the point, turned so that the fixed frame Bullet makes from it is world-aligned
        Matrix4 pose = new Matrix4(b.getWorldTransform());
        Matrix4 frameInB = new Matrix4(pose).inv().mul(new Matrix4().setToTranslation(new Vector3(localPoint).mul(pose)));
        btGeneric6DofSpring2Constraint spring = new btGeneric6DofSpring2Constraint(b, frameInB);
        spring.setLinearLowerLimit(v1.set(1, 1, 1)); // lower above upper: free
        spring.setLinearUpperLimit(v1.set(-1, -1, -1));
        spring.setAngularLowerLimit(v1.set(1, 1, 1));
        spring.setAngularUpperLimit(v1.set(-1, -1, -1));
        for (int axis = 0; axis < 3; axis++) {
            spring.enableSpring(axis, true);
            spring.setStiffness(axis, mass * omega * omega, false);
            spring.setDamping(axis, 2f * mass * omega, true);
            spring.setEquilibriumPoint(axis, 0f);
        }
        world.addConstraint(spring, true);
        grips.add(spring);
        return grips.size - 1;
    }

    /** The equilibrium is the offset of B's frame from the fixed one, along the world axes. */
    @Override
    public void moveGrip(int grip, Vector3 offset) {
        btGeneric6DofSpring2Constraint spring = grips.get(grip);
        spring.setEquilibriumPoint(0, offset.x);
        spring.setEquilibriumPoint(1, offset.y);
        spring.setEquilibriumPoint(2, offset.z);
    }

    @Override
    public void releaseGrip(int grip) {
        btGeneric6DofSpring2Constraint spring = grips.get(grip);
        if (spring == null) return;
        world.removeConstraint(spring);
        spring.dispose();
        grips.set(grip, null);
    }

    private Vector3 toLocalPoint(int handle, Vector3 world, Vector3 out) {
        BodySpec s = specs.get(handle);
        return q.set(s.rotation).conjugate().transform(out.set(world).sub(s.position));
    }

    private Vector3 toLocalDir(int handle, Vector3 world, Vector3 out) {
        BodySpec s = specs.get(handle);
        return q.set(s.rotation).conjugate().transform(out.set(world));
    }

    // ------------------------------------------------------------------ BenchEngine

    /** Dynamic bodies the scene's build made (not those its action or the demo added later). */
    @Override
    public int dynamicBodies() {
        return sceneDynamicBodies;
    }

    /** The solver's iteration count: the one asked for, or Bullet's own default when 0 was. */
    public int iterations() {
        return iterations;
    }

    @Override
    public void step() {
        action.beforeStep(this, stepIndex++, timeStep);
        world.stepSimulation(timeStep, 1, timeStep);
    }

    @Override
    public void sample(Frame out) {
        out.clear();
        long t0 = System.nanoTime();
        world.performDiscreteCollisionDetection();
        long t1 = System.nanoTime();
        out.collisionNanos = t1 - t0;
        reader.read(dispatcherAddress, contacts);
        int n = contacts.count();
        out.contacts = n;
        float minDistance = 0;
        for (int k = 0; k < n; k++) minDistance = Math.min(minDistance, contacts.distance[k]);
        out.maxPenetration = -minDistance;
        out.contactPoints = contacts;
        out.iterations = iterations;
        for (int i = 0; i < sceneBodies; i++) {
            btRigidBody b = bodies.get(i);
            if (b.isStaticObject()) continue;
            out.speedSquaredSum += b.getLinearVelocity().len2();
            out.dynamicBodies++;
        }
    }

    @Override
    public void dynamicPositions(float[] out) {
        int k = 0;
        for (int i = 0; i < sceneBodies; i++) {
            btRigidBody b = bodies.get(i);
            if (b.isStaticObject()) continue;
            Vector3 p = b.getCenterOfMassPosition();
            out[k++] = p.x;
            out[k++] = p.y;
            out[k++] = p.z;
        }
    }

    @Override
    public void dynamicSpeeds(float[] out) {
        int k = 0;
        for (int i = 0; i < sceneBodies; i++) {
            btRigidBody b = bodies.get(i);
            if (!b.isStaticObject()) out[k++] = b.getLinearVelocity().len();
        }
    }

    @Override
    public void bodyState(int handle, Vector3 outPosition, Vector3 outVelocity) {
        btRigidBody b = bodies.get(handle);
        outPosition.set(b.getCenterOfMassPosition());
        outVelocity.set(b.getLinearVelocity());
    }

    // ------------------------------------------------------------------ the demo's live view

    /**
     * Sets the SI iteration count ({@code btContactSolverInfo.numIterations}) from the next step on,
     * as the demo's overlay does while the scene runs; at least 1.
     */
    public void setIterations(int iterations) {
        if (iterations < 1) throw new IllegalArgumentException("iterations must be >= 1, was " + iterations);
        world.getSolverInfo().setNumIterations(iterations);
        this.iterations = iterations;
    }

    /** Bodies in the world by handle: the scene's, then those added since (shot balls). */
    /** Contact points in Bullet's manifolds after its last step (a JNI call per manifold: for the overlay, not per step). */
    public int contactPoints() {
        int points = 0;
        for (int m = dispatcher.getNumManifolds() - 1; m >= 0; m--) points += dispatcher.getManifoldByIndexInternal(m).getNumContacts();
        return points;
    }

    public int bodyCount() {
        return bodies.size;
    }

    /** The body's description as it was added (its start pose, shape, mass). */
    public BodySpec spec(int handle) {
        return specs.get(handle);
    }

    /** The body's pose now, written into {@code out}. */
    public Matrix4 transform(int handle, Matrix4 out) {
        bodies.get(handle).getWorldTransform(out);
        return out;
    }

    /** Linear speed (m/s) of the body's centre of mass. */
    public float linearSpeed(int handle) {
        return bodies.get(handle).getLinearVelocity().len();
    }

    /** Angular speed (rad/s). */
    public float angularSpeed(int handle) {
        return bodies.get(handle).getAngularVelocity().len();
    }

    /**
     * Puts a dynamic body at {@code position} (unrotated) with linear velocity {@code velocity} and
     * no spin, as if just added: the demo recycles its oldest shot ball this way.
     */
    public void resetBody(int handle, Vector3 position, Vector3 velocity) {
        btRigidBody b = bodies.get(handle);
        m4.setToTranslation(position);
        b.setWorldTransform(m4);
        b.setInterpolationWorldTransform(m4); // the swept (CCD) test starts from here, not from the old pose
        b.setLinearVelocity(velocity);
        b.setInterpolationLinearVelocity(velocity);
        b.setAngularVelocity(v1.setZero());
        b.setInterpolationAngularVelocity(v1);
        b.clearForces();
        b.activate();
    }

    /** Step time minus the collision probe: what Bullet spends after collision (islands, solve, integrate). */
    public static double solveEstimate(double stepNanos, double collisionNanos) {
        return Math.max(0, stepNanos - collisionNanos);
    }

    @Override
    public double[] residualHistory() {
        return new double[0];
    }

    @Override
    public void dispose() {
        if (disposed) return;
        disposed = true;
        if (world != null) {
            for (int i = grips.size - 1; i >= 0; i--) releaseGrip(i);
            for (int i = constraints.size - 1; i >= 0; i--) {
                world.removeConstraint(constraints.get(i));
                constraints.get(i).dispose();
            }
            for (int i = bodies.size - 1; i >= 0; i--) {
                world.removeRigidBody(bodies.get(i));
                bodies.get(i).dispose();
            }
            world.dispose();
        } else {
            for (int i = 0; i < bodies.size; i++) bodies.get(i).dispose();
        }
        constraints.clear();
        bodies.clear();
        grips.clear();
        shapes.dispose();
        solver.dispose();
        if (mlcpInner != null) mlcpInner.dispose();
        broadphase.dispose();
        dispatcher.dispose();
        collisionConfig.dispose();
    }
}
