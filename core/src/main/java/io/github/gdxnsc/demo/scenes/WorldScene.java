package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.world.BodyDef;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.ConeTwistJoint;
import io.github.gdxnsc.world.DistanceJoint;
import io.github.gdxnsc.world.HingeJoint;
import io.github.gdxnsc.world.Joint;
import io.github.gdxnsc.world.NscShapes;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import io.github.gdxnsc.world.SixDofJoint;
import io.github.gdxnsc.world.SliderJoint;

/**
 * A scene loaded into an {@link NscWorld}: the sink that turns specs into world bodies and
 * joints, the control its action drives, and the lookup from handles to {@link RigidBody}s.
 * Bodies added later (balls shot by the player) get handles after the scene's own.
 */
public final class WorldScene implements SceneControl {
    private final NscWorld world;
    private final Array<RigidBody> bodies = new Array<>();
    private final Array<BodySpec> specs = new Array<>();
    private final Array<Joint> joints = new Array<>();
    private final Array<Grip> grips = new Array<>();
    private final BodyDef def = new BodyDef();
    private final Vector3 tmpImpulse = new Vector3();
    private final Vector3 tmpPoint = new Vector3();
    private final com.badlogic.gdx.math.Matrix4 tmpPose = new com.badlogic.gdx.math.Matrix4();
    private Scene scene;
    private SceneAction action = SceneAction.NONE;
    private int sceneBodyCount;
    private long stepIndex;

    public WorldScene(NscWorld world) {
        this.world = world;
    }

    static WorldScene load(Scene scene, NscWorld world, SceneParams params) {
        WorldScene loaded = new WorldScene(world);
        loaded.scene = scene;
        SceneAction action = scene.build(loaded, params);
        loaded.action = action != null ? action : SceneAction.NONE;
        loaded.sceneBodyCount = loaded.bodies.size;
        return loaded;
    }

    @Override
    public int addBody(BodySpec spec) {
        def.shape = shapeOf(world.shapes(), spec);
        def.mass = spec.mass;
        def.position.set(spec.position);
        def.rotation.set(spec.rotation);
        def.linearVelocity.set(spec.linearVelocity);
        def.angularVelocity.set(spec.angularVelocity);
        def.friction = spec.friction;
        def.restitution = spec.restitution;
        def.ccd = spec.ccd;
        def.type = spec.kinematic ? BodyType.KINEMATIC : null;
        def.sensor = spec.sensor;
        def.filterGroup = spec.filterGroup;
        def.filterMask = spec.filterMask;
        def.filterSet = spec.filtered;
        def.userData = bodies.size; // the handle: what event listeners and ray hits map back to
        bodies.add(world.createBody(def));
        specs.add(spec.copy());
        return bodies.size - 1;
    }

    @Override
    public int addJoint(JointSpec spec) {
        RigidBody a = body(spec.bodyA);
        RigidBody b = spec.bodyB == WORLD ? null : body(spec.bodyB);
        Joint joint;
        if (spec.kind == JointKind.BALL) {
            joint = world.createBallJoint(a, b, spec.anchor);
        } else if (spec.kind == JointKind.CONE_TWIST) {
            ConeTwistJoint cone = world.createConeTwistJoint(a, b, spec.anchor, spec.axis);
            cone.setLimits(spec.swingSpan, spec.twistSpan);
            joint = cone;
        } else if (spec.kind == JointKind.HINGE) {
            HingeJoint hinge = world.createHingeJoint(a, b, spec.anchor, spec.axis);
            if (spec.motor) hinge.enableMotor(spec.motorSpeed, spec.motorMaxTorque);
            if (spec.spring) hinge.setSpring(0f, spec.stiffness, spec.damping);
            joint = hinge;
        } else if (spec.kind == JointKind.SLIDER) {
            SliderJoint slider = world.createSliderJoint(a, b, spec.anchor, spec.axis);
            slider.setLimits(spec.lower, spec.upper);
            joint = slider;
        } else if (spec.kind == JointKind.FIXED) {
            joint = world.createFixedJoint(a, b, spec.anchor);
        } else if (spec.kind == JointKind.DISTANCE_SPRING) {
            DistanceJoint spring = world.createDistanceJoint(a, b, spec.anchor, spec.anchorB);
            spring.setSpring(spec.frequency, spec.dampingRatio);
            joint = spring;
        } else {
            SixDofJoint spring = world.createSixDofJoint(a, b, spec.anchor); // every axis locked at creation
            spring.setFree(1);
            spring.enableSpring(1, spec.stiffness, spec.damping, 0f);
            joint = spring;
        }
        if (spec.breakingForce < Float.POSITIVE_INFINITY) joint.setBreakingForce(spec.breakingForce);
        joints.add(joint);
        return joints.size - 1;
    }

    @Override
    public void setMotor(int joint, float speed, float maxTorque) {
        ((HingeJoint) joints.get(joint)).enableMotor(speed, maxTorque);
    }

    @Override
    public void applyImpulse(int body, float x, float y, float z) {
        RigidBody b = body(body);
        b.applyImpulse(tmpImpulse.set(x, y, z), b.getPosition(tmpPoint));
    }

    @Override
    public void setKinematicTarget(int body, Vector3 position, Quaternion rotation) {
        body(body).setKinematicTarget(position, rotation);
    }

    /** A grip: a six-DOF joint to the world, every axis free, springs on the linear ones (the demo's mouse grab). */
    private static final class Grip {
        final SixDofJoint joint;
        final float stiffness, damping;

        Grip(SixDofJoint joint, float stiffness, float damping) {
            this.joint = joint;
            this.stiffness = stiffness;
            this.damping = damping;
        }
    }

    @Override
    public int grip(int body, Vector3 localPoint, float frequencyHz) {
        RigidBody b = body(body);
        float omega = com.badlogic.gdx.math.MathUtils.PI2 * frequencyHz, mass = b.getMass();
        SixDofJoint joint = world.createSixDofJoint(b, null, tmpPoint.set(localPoint).mul(b.getTransform(tmpPose)));
        for (int axis = 0; axis < 6; axis++) joint.setFree(axis);
        dampSwing(joint, b, localPoint);
        grips.add(new Grip(joint, mass * omega * omega, 2f * mass * omega));
        moveGrip(grips.size - 1, tmpPoint.setZero());
        return grips.size - 1;
    }

    /**
     * Dampers on a grip's three angular axes, critical for the body's swing as a pendulum about the
     * held point (mass m at distance r below it, moment of inertia I about it: c = 2 sqrt(I m g r)).
     * The linear springs step exactly and damp only the held point's motion, so without these a body
     * held off its centre swings about the hand for ever.
     */
    public static void dampSwing(SixDofJoint joint, RigidBody body, Vector3 localPoint) {
        float m = body.getMass(), r = localPoint.len();
        Vector3 inertia = body.getLocalInertia(new Vector3());
        float pivotInertia = Math.max(inertia.x, Math.max(inertia.y, inertia.z)) + m * r * r;
        float damping = 2f * (float) Math.sqrt(pivotInertia * m * 9.81f * Math.max(r, 0.01f));
        for (int axis = 3; axis < 6; axis++) joint.enableSpring(axis, 0, damping, 0);
    }

    /** The springs' rest positions are the offset along the world axes (B is the world, its anchor the grip's start). */
    @Override
    public void moveGrip(int grip, Vector3 offset) {
        Grip g = grips.get(grip);
        g.joint.enableSpring(0, g.stiffness, g.damping, offset.x);
        g.joint.enableSpring(1, g.stiffness, g.damping, offset.y);
        g.joint.enableSpring(2, g.stiffness, g.damping, offset.z);
    }

    @Override
    public void releaseGrip(int grip) {
        SixDofJoint joint = grips.get(grip).joint;
        if (!joint.isDestroyed()) world.destroyJoint(joint);
    }

    /** The handle of a body this scene made (from its user data), or -1 for another. */
    public static int handleOf(RigidBody body) {
        Object data = body == null ? null : body.getUserData();
        return data instanceof Integer ? (Integer) data : -1;
    }

    /** Runs the scene's per-step action, then one fixed step of the world. */
    public void stepOnce() {
        action.beforeStep(this, stepIndex++, world.getConfig().timeStep);
        world.stepOnce();
    }

    /** Fixed steps taken since the build. */
    public long stepIndex() {
        return stepIndex;
    }

    /** After the world was put back to an earlier state: the scene's action resumes from step {@code stepIndex}. */
    public void rewindTo(long stepIndex) {
        if (stepIndex < 0) throw new IllegalArgumentException("stepIndex must be >= 0, was " + stepIndex);
        this.stepIndex = stepIndex;
    }

    public static btCollisionShape shapeOf(NscShapes shapes, BodySpec spec) {
        switch (spec.shape) {
            case BOX: return shapes.box(spec.halfExtents.x, spec.halfExtents.y, spec.halfExtents.z);
            case SPHERE: return shapes.sphere(spec.radius);
            case CAPSULE: return shapes.capsule(spec.radius, spec.height);
            case CYLINDER: return shapes.cylinder(spec.halfExtents.x, spec.halfExtents.y, spec.halfExtents.z);
            case HULL: return shapes.convexHull(HullGeometry.collisionPoints(spec.hullPoints), HullGeometry.MARGIN);
            case MESH: return shapes.staticMesh(spec.meshVertices, spec.meshIndices);
            default: throw new IllegalArgumentException("unknown shape kind " + spec.shape);
        }
    }

    public Scene scene() {
        return scene;
    }

    public NscWorld world() {
        return world;
    }

    public RigidBody body(int handle) {
        if (handle < 0 || handle >= bodies.size) throw new IllegalArgumentException("no body with handle " + handle);
        return bodies.get(handle);
    }

    /** The spec a body was made from (its shape and size, for drawing). */
    public BodySpec spec(int handle) {
        return specs.get(handle);
    }

    public int bodyCount() {
        return bodies.size;
    }

    /** Bodies the scene itself built; handles at or past this were added later. */
    public int sceneBodyCount() {
        return sceneBodyCount;
    }

    public Joint joint(int handle) {
        return joints.get(handle);
    }

    public int jointCount() {
        return joints.size;
    }
}
