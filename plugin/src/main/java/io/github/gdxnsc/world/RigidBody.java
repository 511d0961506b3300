package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.step.Bodies;

/**
 * A body of an {@link NscWorld}: a handle onto the world's flat arrays (positions, quaternions and
 * velocities in double). Getters fill a caller's object and return it (libGDX style, no
 * allocation). Setters check their input and throw {@link IllegalArgumentException} naming the
 * argument; a destroyed body, or one of a disposed world, throws on any state access.
 *
 * <p>Threading: the world's thread only, and not during {@link NscWorld#step}.
 */
public final class RigidBody {
    final NscWorld world;
    /** Dense index in the world's arrays; -1 once destroyed. */
    int index;
    Object userData;
    final BodyType type;
    final boolean sensor;
    float friction, restitution;
    short filterGroup, filterMask;

    RigidBody(NscWorld world, int index, BodyType type, BodyDef def) {
        this.world = world;
        this.index = index;
        this.type = type;
        this.sensor = def.sensor;
        this.friction = def.friction;
        this.restitution = def.restitution;
        this.userData = def.userData;
    }

    /** The world this body belongs to. */
    public NscWorld getWorld() { return world; }

    /** Dense index in the world, stable until a body is destroyed (then the last body takes the hole). Bullet's user index. */
    public int getIndex() { return index; }

    /** True once {@link NscWorld#destroyBody} removed it (or its world was disposed). */
    public boolean isDestroyed() { return index < 0; }

    /** True for a static body (it never moves by the step). */
    public boolean isStatic() { return world.bodies().isStatic[live()]; }

    /** STATIC, KINEMATIC or DYNAMIC, as created. */
    public BodyType getType() { live(); return type; }

    /** True for a kinematic body (moved by its velocity or target, never by contacts). */
    public boolean isKinematic() { live(); return type == BodyType.KINEMATIC; }

    /** True for a sensor: it reports contact events but never pushes or is pushed. */
    public boolean isSensor() { live(); return sensor; }

    /** Mass (kg); 0 for static and kinematic bodies. */
    public float getMass() { return world.bodies().mass[live()]; }

    /** The body's collision shape (it must outlive the body). */
    public btCollisionShape getShape() { return world.bodies().shape[live()]; }

    /** Principal moments of inertia (kg m^2, body frame); infinite for static and kinematic bodies. */
    public Vector3 getLocalInertia(Vector3 out) {
        double[] inv = world.bodies().invLocalInertia;
        int k = 3 * live();
        return out.set((float) (1 / inv[k]), (float) (1 / inv[k + 1]), (float) (1 / inv[k + 2]));
    }

    /** Centre of mass position (m, world) at the last step, into {@code out}. */
    public Vector3 getPosition(Vector3 out) {
        int i = live();
        double[] p = world.bodies().pos;
        return out.set((float) p[3 * i], (float) p[3 * i + 1], (float) p[3 * i + 2]);
    }

    /** Orientation at the last step, into {@code out}. */
    public Quaternion getRotation(Quaternion out) {
        int i = live();
        double[] q = world.bodies().rot;
        return out.set((float) q[4 * i], (float) q[4 * i + 1], (float) q[4 * i + 2], (float) q[4 * i + 3]);
    }

    /** Rotation and translation, ready for {@code ModelInstance.transform}. */
    public Matrix4 getTransform(Matrix4 out) {
        int i = live();
        double[] p = world.bodies().pos, q = world.bodies().rot;
        return out.set((float) p[3 * i], (float) p[3 * i + 1], (float) p[3 * i + 2],
                (float) q[4 * i], (float) q[4 * i + 1], (float) q[4 * i + 2], (float) q[4 * i + 3]);
    }

    /** Linear velocity (m/s, world) into {@code out}. */
    public Vector3 getLinearVelocity(Vector3 out) {
        int i = live();
        double[] v = world.bodies().vel;
        return out.set((float) v[6 * i], (float) v[6 * i + 1], (float) v[6 * i + 2]);
    }

    /** Angular velocity (rad/s, world) into {@code out}. */
    public Vector3 getAngularVelocity(Vector3 out) {
        int i = live();
        double[] v = world.bodies().vel;
        return out.set((float) v[6 * i + 3], (float) v[6 * i + 4], (float) v[6 * i + 5]);
    }

    /** Ignored for static bodies (they never move by velocity); a kinematic body keeps it until changed. */
    public void setLinearVelocity(Vector3 v) {
        Checks.speed("linearVelocity", v, Checks.MAX_SPEED, "m/s");
        int i = live();
        if (world.bodies().isStatic[i]) return;
        world.wake(i);
        world.bodies().vel[6 * i] = v.x;
        world.bodies().vel[6 * i + 1] = v.y;
        world.bodies().vel[6 * i + 2] = v.z;
    }

    /** New angular velocity (rad/s, world); ignored for static bodies. */
    public void setAngularVelocity(Vector3 w) {
        Checks.speed("angularVelocity", w, io.github.gdxnsc.step.PositionIntegrator.MAX_ANGULAR_SPEED, "rad/s");
        int i = live();
        if (world.bodies().isStatic[i]) return;
        world.wake(i);
        world.bodies().vel[6 * i + 3] = w.x;
        world.bodies().vel[6 * i + 4] = w.y;
        world.bodies().vel[6 * i + 5] = w.z;
    }

    /** Teleports the body (static bodies too); the rotation is normalised. */
    public void setTransform(Vector3 position, Quaternion rotation) {
        Checks.position("position", position);
        Checks.finite("rotation", rotation);
        world.setTransform(live(), position, rotation);
    }

    /** Impulse (N s) at a world point: changes the velocities now. No effect on static bodies. */
    public void applyImpulse(Vector3 impulse, Vector3 worldPoint) {
        Checks.force("impulse", impulse, world.bodies().invMass[live()], 1, "N s");
        Checks.finite("worldPoint", worldPoint);
        world.wake(live());
        world.bodies().applyImpulse(live(), impulse.x, impulse.y, impulse.z, worldPoint.x, worldPoint.y, worldPoint.z);
    }

    /** Force (N) at the centre of mass over every sub-step of the next world step (then cleared). */
    public void applyForce(Vector3 force) {
        Checks.force("force", force, world.bodies().invMass[live()], world.getConfig().timeStep, "N");
        int i = live();
        world.wake(i);
        world.bodies().force[3 * i] += force.x;
        world.bodies().force[3 * i + 1] += force.y;
        world.bodies().force[3 * i + 2] += force.z;
    }

    /** Torque (N m, world frame) over every sub-step of the next world step (then cleared). */
    public void applyTorque(Vector3 torque) {
        Checks.finite("torque", torque);
        int i = live();
        world.wake(i);
        world.bodies().torque[3 * i] += torque.x;
        world.bodies().torque[3 * i + 1] += torque.y;
        world.bodies().torque[3 * i + 2] += torque.z;
    }

    /** Force (N) at a world point: the force at the centre plus the torque (p - c) x f, for the next world step. */
    public void applyForce(Vector3 force, Vector3 worldPoint) {
        Checks.force("force", force, world.bodies().invMass[live()], world.getConfig().timeStep, "N");
        Checks.finite("worldPoint", worldPoint);
        int i = live();
        Bodies b = world.bodies();
        double rx = worldPoint.x - b.pos[3 * i], ry = worldPoint.y - b.pos[3 * i + 1], rz = worldPoint.z - b.pos[3 * i + 2];
        b.force[3 * i] += force.x;
        b.force[3 * i + 1] += force.y;
        b.force[3 * i + 2] += force.z;
        b.torque[3 * i] += ry * force.z - rz * force.y;
        b.torque[3 * i + 1] += rz * force.x - rx * force.z;
        b.torque[3 * i + 2] += rx * force.y - ry * force.x;
        world.wake(i);
    }

    /**
     * Moves a kinematic body to this pose by the end of the next world step: it gets the constant
     * velocity that gets it there over that step's sub-steps, so what it touches is pushed and
     * carried; then it stops unless given another target. The time it gets there is
     * {@link NscWorld#getTime()} after that step; {@link #hasKinematicTarget()} is true until then.
     *
     * @throws IllegalArgumentException for a body that is not kinematic
     */
    public void setKinematicTarget(Vector3 position, Quaternion rotation) {
        Checks.position("position", position);
        Checks.finite("rotation", rotation);
        int i = live();
        if (type != BodyType.KINEMATIC) throw new IllegalArgumentException("body: setKinematicTarget needs a KINEMATIC body, was " + type);
        world.pipeline().kinematics.setTarget(i, position.x, position.y, position.z, rotation.x, rotation.y, rotation.z, rotation.w);
    }

    /** True from {@link #setKinematicTarget} until the step that reaches the target ends. */
    public boolean hasKinematicTarget() { return world.bodies().hasTarget[live()]; }

    /** New mass for a dynamic body; the inertia follows from the shape (as at creation without localInertia). */
    public void setMass(float mass) {
        Checks.positive("mass", mass);
        Checks.mass("mass", mass);
        int i = dynamicBody("setMass");
        ShapeUses.check("setMass()", this, world.bodies().shape[i]);
        Vector3 inertia = world.scratch;
        world.bodies().shape[i].calculateLocalInertia(mass, inertia);
        setMassProperties(mass, inertia);
    }

    /** New mass and principal moments of inertia (body frame) for a dynamic body. */
    public void setMassProperties(float mass, Vector3 localInertia) {
        Checks.positive("mass", mass);
        Checks.mass("mass", mass);
        Checks.finite("localInertia", localInertia);
        Checks.positive("localInertia.x", localInertia.x);
        Checks.positive("localInertia.y", localInertia.y);
        Checks.positive("localInertia.z", localInertia.z);
        world.bodies().setMassProperties(dynamicBody("setMassProperties"), mass, localInertia.x, localInertia.y, localInertia.z);
        world.wake(index);
    }

    /** Coulomb friction coefficient (see {@link #setFriction}). */
    public float getFriction() { live(); return friction; }

    /** Restitution in [0, 1] (see {@link #setRestitution}). */
    public float getRestitution() { live(); return restitution; }

    /** Coulomb friction coefficient (a contact uses the product of its two bodies' values); from the next step. */
    public void setFriction(float friction) {
        Checks.nonNegative("friction", friction);
        this.friction = friction;
        world.collision().setMaterial(live(), friction, restitution);
        world.wake(index);
    }

    /** Restitution in [0, 1] (a contact uses the product of its two bodies' values); from the next step. */
    public void setRestitution(float restitution) {
        if (!(restitution >= 0 && restitution <= 1)) throw new IllegalArgumentException("restitution must be in [0, 1], was " + restitution);
        this.restitution = restitution;
        world.collision().setMaterial(live(), friction, restitution);
        world.wake(index);
    }

    /**
     * Rolling friction (m, >= 0, Bullet's setRollingFriction): the rolling body meets a torque of
     * this times the normal force against its roll (a ball of radius R on a flat floor slows at
     * {@code g c / (1.4 R)}). A touching pair uses the larger of its two bodies' values. Hard contact only: a step under
     * smooth contact (contactMethod smc) refuses a body with rolling or spinning friction.
     */
    public void setRollingFriction(float rollingFriction) {
        Checks.nonNegative("rollingFriction", rollingFriction);
        int i = live();
        world.bodies().rollingFriction[i] = rollingFriction;
        world.wake(i);
    }

    /** Rolling friction coefficient (see {@link #setRollingFriction}). */
    public float getRollingFriction() { return world.bodies().rollingFriction[live()]; }

    /**
     * Spinning (torsional) friction (m, >= 0, Bullet's setSpinningFriction): a torque of this
     * times the normal force against the spin about the contact normal. A contact uses the larger
     * of its two bodies' values (per touching pair). Hard contact only.
     */
    public void setSpinningFriction(float spinningFriction) {
        Checks.nonNegative("spinningFriction", spinningFriction);
        int i = live();
        world.bodies().spinningFriction[i] = spinningFriction;
        world.wake(i);
    }

    /** Spinning friction coefficient (see {@link #setSpinningFriction}). */
    public float getSpinningFriction() { return world.bodies().spinningFriction[live()]; }

    /** Linear and angular damping in [0, 1] (Bullet's: the fraction of velocity lost per second). */
    public void setDamping(float linear, float angular) {
        if (!(linear >= 0 && linear <= 1)) throw new IllegalArgumentException("linearDamping must be in [0, 1], was " + linear);
        if (!(angular >= 0 && angular <= 1)) throw new IllegalArgumentException("angularDamping must be in [0, 1], was " + angular);
        int i = live();
        world.bodies().linearDamping[i] = linear;
        world.bodies().angularDamping[i] = angular;
        world.wake(i);
    }

    /** Multiplier of the world's gravity for this body. */
    public float getGravityScale() { return world.bodies().gravityScale[live()]; }

    /** Multiplies the world's gravity for this body (0: it floats). */
    public void setGravityScale(float scale) {
        Checks.finite("gravityScale", scale);
        world.bodies().gravityScale[live()] = scale;
        world.wake(index);
    }

    /**
     * Per world axis, the share of velocity change from forces, gravity, impulses and contacts the
     * body takes, each in [0, 1] (1: free, 0: locked; Bullet's linear factor). {@code (1, 1, 0)} keeps a body in
     * its z plane, for 2.5D games. The solve still sees the body's full mass on a locked axis; the
     * lock is applied to its result.
     */
    public void setLinearFactor(Vector3 factor) {
        Checks.unitRange("linearFactor", factor);
        int i = live();
        float[] a = world.bodies().angularFactor;
        world.bodies().setFactors(i, factor.x, factor.y, factor.z, a[3 * i], a[3 * i + 1], a[3 * i + 2]);
        world.wake(i);
    }

    /**
     * Per world axis, the share of angular velocity change the body takes, each in [0, 1] (Bullet's angular factor:
     * it scales the world inverse inertia on both sides). {@code (0, 0, 1)} lets a body turn only
     * about z, for 2.5D games.
     */
    public void setAngularFactor(Vector3 factor) {
        Checks.unitRange("angularFactor", factor);
        int i = live();
        float[] l = world.bodies().linearFactor;
        world.bodies().setFactors(i, l[3 * i], l[3 * i + 1], l[3 * i + 2], factor.x, factor.y, factor.z);
        world.wake(i);
    }

    /** Broadphase filter group (see {@link BodyDef#filterGroup}). */
    public short getFilterGroup() { live(); return filterGroup; }

    /** Broadphase filter mask (see {@link BodyDef#filterGroup}). */
    public short getFilterMask() { live(); return filterMask; }

    /**
     * New broadphase filter (see {@link BodyDef#filterGroup}); pairs it rejects stop colliding
     * from the next step.
     */
    public void setFilter(short group, short mask) {
        int i = live();
        ShapeUses.check("setFilter()", this, world.bodies().shape[i]);
        filterGroup = group;
        filterMask = mask;
        world.collision().setFilter(i, group, mask);
        world.wake(i);
    }

    /**
     * The pose for rendering between steps: last step's start pose blended toward its end pose by
     * {@code accumulator / timeStep}, so motion looks smooth when frames and steps do not line up.
     * Lags the simulation by up to one step, as any interpolation does.
     */
    public Matrix4 getInterpolatedTransform(Matrix4 out) {
        int i = live();
        Bodies b = world.bodies();
        double alpha = Math.min(1.0, world.pipeline().accumulator / world.activeTimeStep());
        double[] p = b.pos, q = b.rot, pp = b.prevPos, pq = b.prevRot;
        double x = pp[3 * i] + alpha * (p[3 * i] - pp[3 * i]);
        double y = pp[3 * i + 1] + alpha * (p[3 * i + 1] - pp[3 * i + 1]);
        double z = pp[3 * i + 2] + alpha * (p[3 * i + 2] - pp[3 * i + 2]);
        // nlerp along the short way: close enough to slerp for one step's turn
        double d = pq[4 * i] * q[4 * i] + pq[4 * i + 1] * q[4 * i + 1] + pq[4 * i + 2] * q[4 * i + 2] + pq[4 * i + 3] * q[4 * i + 3];
        double s = d < 0 ? -alpha : alpha;
        double qx = (1 - alpha) * pq[4 * i] + s * q[4 * i], qy = (1 - alpha) * pq[4 * i + 1] + s * q[4 * i + 1];
        double qz = (1 - alpha) * pq[4 * i + 2] + s * q[4 * i + 2], qw = (1 - alpha) * pq[4 * i + 3] + s * q[4 * i + 3];
        double l = 1.0 / Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        return out.set((float) x, (float) y, (float) z, (float) (qx * l), (float) (qy * l), (float) (qz * l), (float) (qw * l));
    }

    /** This body's contacts of the last step into {@code out} (cleared first): reused views, valid until the next step. */
    public int getContacts(Array<Contact> out) {
        if (out == null) throw new IllegalArgumentException("out must not be null");
        live();
        return world.events.contactsOf(this, out, world.pipeline().contacts, world.bodies());
    }

    private int dynamicBody(String what) {
        int i = live();
        if (type != BodyType.DYNAMIC) throw new IllegalArgumentException("body: " + what + " needs a DYNAMIC body, was " + type);
        return i;
    }

    /** 1/2 m v.v + 1/2 w.I w (0 for static bodies). */
    public double getKineticEnergy() { return world.bodies().kineticEnergy(live()); }

    /** Continuous collision on or off (see {@link BodyDef#ccd}). */
    public void setCcd(boolean on) {
        int i = live();
        ShapeUses.check("setCcd()", this, world.bodies().shape[i]);
        world.setCcd(i, on);
    }

    /** True when continuous collision is on for this body. */
    public boolean isCcd() { return world.bodies().ccd[live()]; }

    /** False while the body sleeps with its island ({@link NscConfig#allowSleep}); static bodies are always "awake". */
    public boolean isAwake() { return world.bodies().awake[live()]; }

    /** Wakes the body and its island now. */
    public void wakeUp() { world.wake(live()); }

    /** With false the body never falls asleep, and neither does any island it belongs to. Default true. */
    public void setSleepingAllowed(boolean allowed) {
        int i = live();
        world.bodies().sleepingAllowed[i] = allowed;
        if (!allowed) world.wake(i);
    }

    /** False when the body (and any island it is in) never sleeps. */
    public boolean isSleepingAllowed() { return world.bodies().sleepingAllowed[live()]; }

    /** The game's own object for this body (from {@link BodyDef#userData}), or null. */
    public Object getUserData() { return userData; }

    /** Attaches the game's own object to this body. */
    public void setUserData(Object data) { userData = data; }

    private int live() {
        world.checkNotDisposed();
        if (index < 0) throw new IllegalArgumentException("body: destroyed");
        return index;
    }

    @Override
    public String toString() {
        return "RigidBody[" + index + "]";
    }
}
