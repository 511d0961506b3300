package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;

/**
 * A body of an {@link NscWorld}: a handle onto the world's flat arrays (API SKELETON: the world
 * issue implements it). Getters fill a caller's object and return it (libGDX style, no allocation).
 */
public final class RigidBody {
    final NscWorld world;
    int index;

    RigidBody(NscWorld world, int index) {
        this.world = world;
        this.index = index;
    }

    public NscWorld getWorld() { return world; }
    /** Dense index in the world, stable until a body is destroyed. Bullet's user value. */
    public int getIndex() { return index; }
    public boolean isStatic() { throw todo(); }
    public float getMass() { throw todo(); }
    public btCollisionShape getShape() { throw todo(); }
    public Vector3 getPosition(Vector3 out) { throw todo(); }
    public Quaternion getRotation(Quaternion out) { throw todo(); }
    /** Rotation and translation, ready for {@code ModelInstance.transform}. */
    public Matrix4 getTransform(Matrix4 out) { throw todo(); }
    public Vector3 getLinearVelocity(Vector3 out) { throw todo(); }
    public Vector3 getAngularVelocity(Vector3 out) { throw todo(); }
    public void setLinearVelocity(Vector3 v) { throw todo(); }
    public void setAngularVelocity(Vector3 w) { throw todo(); }
    public void setTransform(Vector3 position, Quaternion rotation) { throw todo(); }
    /** Impulse (N s) at a world point: changes the velocities now. */
    public void applyImpulse(Vector3 impulse, Vector3 worldPoint) { throw todo(); }
    /** Force (N) at the centre of mass for the next step only. */
    public void applyForce(Vector3 force) { throw todo(); }
    public void applyTorque(Vector3 torque) { throw todo(); }
    public double getKineticEnergy() { throw todo(); }
    public Object getUserData() { throw todo(); }
    public void setUserData(Object data) { throw todo(); }

    private static UnsupportedOperationException todo() {
        return new UnsupportedOperationException("RigidBody: world issue not implemented yet");
    }
}
