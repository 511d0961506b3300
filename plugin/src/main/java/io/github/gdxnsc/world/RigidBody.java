package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;

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

    RigidBody(NscWorld world, int index) {
        this.world = world;
        this.index = index;
    }

    public NscWorld getWorld() { return world; }

    /** Dense index in the world, stable until a body is destroyed (then the last body takes the hole). Bullet's user index. */
    public int getIndex() { return index; }

    /** True once {@link NscWorld#destroyBody} removed it (or its world was disposed). */
    public boolean isDestroyed() { return index < 0; }

    public boolean isStatic() { return world.isStatic(live()); }

    public float getMass() { return world.mass(live()); }

    public btCollisionShape getShape() { return world.shape(live()); }

    public Vector3 getPosition(Vector3 out) {
        int i = live();
        double[] p = world.pos;
        return out.set((float) p[3 * i], (float) p[3 * i + 1], (float) p[3 * i + 2]);
    }

    public Quaternion getRotation(Quaternion out) {
        int i = live();
        double[] q = world.rot;
        return out.set((float) q[4 * i], (float) q[4 * i + 1], (float) q[4 * i + 2], (float) q[4 * i + 3]);
    }

    /** Rotation and translation, ready for {@code ModelInstance.transform}. */
    public Matrix4 getTransform(Matrix4 out) {
        int i = live();
        double[] p = world.pos, q = world.rot;
        return out.set((float) p[3 * i], (float) p[3 * i + 1], (float) p[3 * i + 2],
                (float) q[4 * i], (float) q[4 * i + 1], (float) q[4 * i + 2], (float) q[4 * i + 3]);
    }

    public Vector3 getLinearVelocity(Vector3 out) {
        int i = live();
        double[] v = world.vel;
        return out.set((float) v[6 * i], (float) v[6 * i + 1], (float) v[6 * i + 2]);
    }

    public Vector3 getAngularVelocity(Vector3 out) {
        int i = live();
        double[] v = world.vel;
        return out.set((float) v[6 * i + 3], (float) v[6 * i + 4], (float) v[6 * i + 5]);
    }

    /** Ignored for static bodies (they never move by velocity). */
    public void setLinearVelocity(Vector3 v) {
        Checks.finite("linearVelocity", v);
        int i = live();
        if (world.isStatic(i)) return;
        world.vel[6 * i] = v.x;
        world.vel[6 * i + 1] = v.y;
        world.vel[6 * i + 2] = v.z;
    }

    public void setAngularVelocity(Vector3 w) {
        Checks.finite("angularVelocity", w);
        int i = live();
        if (world.isStatic(i)) return;
        world.vel[6 * i + 3] = w.x;
        world.vel[6 * i + 4] = w.y;
        world.vel[6 * i + 5] = w.z;
    }

    /** Teleports the body (static bodies too); the rotation is normalised. */
    public void setTransform(Vector3 position, Quaternion rotation) {
        Checks.finite("position", position);
        Checks.finite("rotation", rotation);
        world.setTransform(live(), position, rotation);
    }

    /** Impulse (N s) at a world point: changes the velocities now. No effect on static bodies. */
    public void applyImpulse(Vector3 impulse, Vector3 worldPoint) {
        Checks.finite("impulse", impulse);
        Checks.finite("worldPoint", worldPoint);
        world.applyImpulse(live(), impulse, worldPoint);
    }

    /** Force (N) at the centre of mass for the next step only. */
    public void applyForce(Vector3 force) {
        Checks.finite("force", force);
        int i = live();
        world.force[3 * i] += force.x;
        world.force[3 * i + 1] += force.y;
        world.force[3 * i + 2] += force.z;
    }

    /** Torque (N m, world frame) for the next step only. */
    public void applyTorque(Vector3 torque) {
        Checks.finite("torque", torque);
        int i = live();
        world.torque[3 * i] += torque.x;
        world.torque[3 * i + 1] += torque.y;
        world.torque[3 * i + 2] += torque.z;
    }

    /** 1/2 m v.v + 1/2 w.I w (0 for static bodies). */
    public double getKineticEnergy() { return world.kineticEnergy(live()); }

    public Object getUserData() { return userData; }

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
