package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;

/**
 * What a body is made from; reusable (the world copies it). Public fields in the libGDX way, plus
 * chaining setters. Checked by {@link NscWorld#createBody}, which names the bad field.
 */
public final class BodyDef {
    /** Collision shape: from {@link NscWorld#shapes()} (world-owned) or the user's own (stays the user's). */
    public btCollisionShape shape;
    /**
     * Mass in kg; 0 makes a static body when {@link #type} is not set. Ignored for static and
     * kinematic bodies. Supported: 1e-6 to 1e9 kg (outside it createBody refuses).
     */
    public float mass = 1f;
    /** STATIC, KINEMATIC or DYNAMIC; null (the default) means static for mass 0, else dynamic. */
    public BodyType type;
    /** A sensor (trigger): reports begin and end contact events but never pushes or is pushed. */
    public boolean sensor;
    /** Default filter group of dynamic bodies (Bullet's DefaultFilter). */
    public static final short DYNAMIC_GROUP = 1;
    /** Default filter group of static bodies (Bullet's StaticFilter). */
    public static final short STATIC_GROUP = 2;
    /** Default filter group of kinematic bodies (Bullet's KinematicFilter). */
    public static final short KINEMATIC_GROUP = 4;
    /**
     * Default filter group of sensors of every type (Bullet's SensorTrigger). {@link NscWorld#rayCast}
     * and the other queries without a mask leave it out, so they see through sensors; a query whose
     * mask has this bit hits them.
     */
    public static final short SENSOR_GROUP = 16;

    /**
     * Broadphase filter (Bullet's rule: two bodies may collide when each one's group is in the
     * other's mask); used only when {@link #filterSet}, else the defaults: dynamic bodies in
     * {@link #DYNAMIC_GROUP} with every bit in the mask; static ones in {@link #STATIC_GROUP},
     * masking it out (Bullet's default); kinematic ones in {@link #KINEMATIC_GROUP}, masking out
     * both (bodies that never move by contact need no contact with each other); sensors in
     * {@link #SENSOR_GROUP}, a dynamic sensor with every bit in its mask, a static or kinematic
     * sensor masking out only {@link #STATIC_GROUP}, so a static sensor sees dynamic and kinematic
     * bodies enter it. A body of your own group 4 (or 16) is therefore treated like a kinematic body (or a sensor) by the
     * default masks: pick other bits, or set both sides' filters.
     */
    public short filterGroup, filterMask;
    /** True when {@link #filterGroup} and {@link #filterMask} are used instead of the defaults ({@link #filter} sets it). */
    public boolean filterSet;
    /** Multiplies the world's gravity for this body (0: it floats). */
    public float gravityScale = 1f;
    /** Initial position of the centre of mass (m, world). */
    public final Vector3 position = new Vector3();
    /** Initial orientation. */
    public final Quaternion rotation = new Quaternion();
    /** Initial linear velocity (m/s, world); ignored for static bodies. */
    public final Vector3 linearVelocity = new Vector3();
    /** Initial angular velocity (rad/s, world); ignored for static bodies. */
    public final Vector3 angularVelocity = new Vector3();
    /** Coulomb friction coefficient; a contact uses the product of its two bodies' values (Bullet's rule). */
    public float friction = 0.5f;
    /** Restitution in [0, 1]; a contact uses the product of its two bodies' values. */
    public float restitution;
    /** Rolling and spinning friction (m, >= 0): see {@link RigidBody#setRollingFriction}, {@link RigidBody#setSpinningFriction}. */
    public float rollingFriction, spinningFriction;
    /** Principal moments of inertia in the body frame; null = from the shape (calculateLocalInertia). */
    public Vector3 localInertia;
    /** Linear damping in [0, 1]: the fraction of velocity lost per second (Bullet's). */
    public float linearDamping;
    /** Angular damping in [0, 1]: the fraction of angular velocity lost per second. */
    public float angularDamping;
    /**
     * Continuous collision: when the body would move more than its inner radius in a step, it is
     * swept along its path so it cannot pass through a thin wall (projectiles, fast small bodies).
     */
    public boolean ccd;
    /**
     * Smooth contact (SMC) material: Young's modulus in Pa and Poisson ratio. The defaults
     * (Chrono's, 2e5 Pa and 0.3) give game-sized bodies millimetre overlaps: a 10 kg, 1 m box rests
     * about 0.5 mm deep. Ignored by the NSC method.
     */
    public float youngsModulus = 2e5f, poissonRatio = 0.3f;
    /** The game's own object, handed back by {@link RigidBody#getUserData()}. */
    public Object userData;

    /** Sets {@link #shape}. */
    public BodyDef shape(btCollisionShape shape) { this.shape = shape; return this; }
    /** Sets {@link #mass} (kg; 0 makes a static body unless {@link #type} says otherwise). */
    public BodyDef mass(float mass) { this.mass = mass; return this; }
    /** Sets {@link #position}. */
    public BodyDef position(float x, float y, float z) { position.set(x, y, z); return this; }
    /** Sets {@link #position} from {@code p}. */
    public BodyDef position(Vector3 p) { position.set(p); return this; }
    /** Sets {@link #rotation}. */
    public BodyDef rotation(Quaternion q) { rotation.set(q); return this; }
    /** Sets {@link #linearVelocity}. */
    public BodyDef linearVelocity(float x, float y, float z) { linearVelocity.set(x, y, z); return this; }
    /** Sets {@link #angularVelocity}. */
    public BodyDef angularVelocity(float x, float y, float z) { angularVelocity.set(x, y, z); return this; }
    /** Sets {@link #friction}. */
    public BodyDef friction(float friction) { this.friction = friction; return this; }
    /** Sets {@link #restitution}. */
    public BodyDef restitution(float restitution) { this.restitution = restitution; return this; }
    /** Sets {@link #rollingFriction}. */
    public BodyDef rollingFriction(float rolling) { rollingFriction = rolling; return this; }
    /** Sets {@link #spinningFriction}. */
    public BodyDef spinningFriction(float spinning) { spinningFriction = spinning; return this; }
    /** Principal moments of inertia (kg m^2, body frame); a reused def keeps one vector, so this allocates only once. */
    public BodyDef localInertia(float x, float y, float z) {
        if (localInertia == null) localInertia = new Vector3();
        localInertia.set(x, y, z);
        return this;
    }
    /** Sets {@link #linearDamping} and {@link #angularDamping}. */
    public BodyDef damping(float linear, float angular) { linearDamping = linear; angularDamping = angular; return this; }
    /** Sets {@link #ccd}. */
    public BodyDef ccd(boolean on) { ccd = on; return this; }
    /** Sets {@link #youngsModulus} and {@link #poissonRatio} (smooth contact). */
    public BodyDef material(float youngsModulus, float poissonRatio) { this.youngsModulus = youngsModulus; this.poissonRatio = poissonRatio; return this; }
    /** Sets {@link #userData}. */
    public BodyDef userData(Object data) { userData = data; return this; }
    /** Sets {@link #type}. */
    public BodyDef type(BodyType type) { this.type = type; return this; }
    /** Sets {@link #sensor}. */
    public BodyDef sensor(boolean sensor) { this.sensor = sensor; return this; }
    /** Sets {@link #filterGroup} and {@link #filterMask}, used instead of the defaults. */
    public BodyDef filter(short group, short mask) { filterGroup = group; filterMask = mask; filterSet = true; return this; }
    /** Sets {@link #gravityScale}. */
    public BodyDef gravityScale(float scale) { gravityScale = scale; return this; }

    /** The type the body gets: {@link #type}, or static for mass 0 and dynamic otherwise. */
    BodyType resolvedType() {
        return type != null ? type : mass == 0 ? BodyType.STATIC : BodyType.DYNAMIC;
    }

    /**
     * @throws IllegalArgumentException naming the bad field: null shape, NaN or infinite numbers,
     *         negative mass or friction, restitution outside [0, 1], damping outside [0, 1], a
     *         non-positive given inertia, a triangle mesh on a dynamic body
     */
    void validate() {
        if (shape == null) throw new IllegalArgumentException("shape must not be null");
        Checks.mass("mass", mass);
        Checks.position("position", position);
        Checks.finite("rotation", rotation);
        Checks.speed("linearVelocity", linearVelocity, Checks.MAX_SPEED, "m/s");
        Checks.speed("angularVelocity", angularVelocity, io.github.gdxnsc.step.PositionIntegrator.MAX_ANGULAR_SPEED, "rad/s");
        Checks.nonNegative("friction", friction);
        Checks.nonNegative("rollingFriction", rollingFriction);
        Checks.nonNegative("spinningFriction", spinningFriction);
        if (!(restitution >= 0 && restitution <= 1))
            throw new IllegalArgumentException("restitution must be in [0, 1], was " + restitution);
        if (!(linearDamping >= 0 && linearDamping <= 1))
            throw new IllegalArgumentException("linearDamping must be in [0, 1], was " + linearDamping);
        if (!(angularDamping >= 0 && angularDamping <= 1))
            throw new IllegalArgumentException("angularDamping must be in [0, 1], was " + angularDamping);
        Checks.finite("gravityScale", gravityScale);
        if (type == BodyType.DYNAMIC && mass == 0)
            throw new IllegalArgumentException("mass must be > 0 for a DYNAMIC body, was 0");
        boolean dynamic = resolvedType() == BodyType.DYNAMIC;
        if (dynamic && localInertia != null) {
            Checks.positive("localInertia.x", localInertia.x);
            Checks.positive("localInertia.y", localInertia.y);
            Checks.positive("localInertia.z", localInertia.z);
        }
        Checks.positive("youngsModulus", youngsModulus);
        if (!(poissonRatio >= 0 && poissonRatio < 0.5))
            throw new IllegalArgumentException("poissonRatio must be in [0, 0.5), was " + poissonRatio);
        if (dynamic && shape instanceof btBvhTriangleMeshShape)
            throw new IllegalArgumentException("shape: a triangle mesh can only be static or kinematic");
    }

    /**
     * The principal moments of inertia into {@code out}: zero for a static body, else the given
     * ones or the shape's for this mass.
     *
     * @throws IllegalArgumentException when the shape gives no usable inertia
     */
    Vector3 inertia(Vector3 out) {
        if (resolvedType() != BodyType.DYNAMIC) return out.setZero();
        if (localInertia != null) return out.set(localInertia);
        shape.calculateLocalInertia(mass, out);
        if (!(out.x > 0 && out.y > 0 && out.z > 0) || !Float.isFinite(out.x + out.y + out.z))
            throw new IllegalArgumentException("shape gives no usable inertia (" + out + "); set localInertia");
        return out;
    }
}
