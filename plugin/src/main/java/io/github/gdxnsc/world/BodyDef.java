package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;

/**
 * What a body is made from; reusable (the world copies it). Public fields in the libGDX way, plus
 * chaining setters. Checked by {@link NscWorld#createBody}, which names the bad field.
 */
public final class BodyDef {
    /** Collision shape: from {@link NscWorld#shapes()} (world-owned) or the user's own (stays the user's). */
    public btCollisionShape shape;
    /** Mass in kg; 0 makes a static body. */
    public float mass = 1f;
    public final Vector3 position = new Vector3();
    public final Quaternion rotation = new Quaternion();
    public final Vector3 linearVelocity = new Vector3();
    public final Vector3 angularVelocity = new Vector3();
    /** Coulomb friction coefficient; a contact uses the product of its two bodies' values (Bullet's rule). */
    public float friction = 0.5f;
    /** Restitution in [0, 1]; a contact uses the product of its two bodies' values. */
    public float restitution;
    /** Principal moments of inertia in the body frame; null = from the shape (calculateLocalInertia). */
    public Vector3 localInertia;
    public float linearDamping;
    public float angularDamping;
    public Object userData;

    public BodyDef shape(btCollisionShape shape) { this.shape = shape; return this; }
    public BodyDef mass(float mass) { this.mass = mass; return this; }
    public BodyDef position(float x, float y, float z) { position.set(x, y, z); return this; }
    public BodyDef position(Vector3 p) { position.set(p); return this; }
    public BodyDef rotation(Quaternion q) { rotation.set(q); return this; }
    public BodyDef linearVelocity(float x, float y, float z) { linearVelocity.set(x, y, z); return this; }
    public BodyDef angularVelocity(float x, float y, float z) { angularVelocity.set(x, y, z); return this; }
    public BodyDef friction(float friction) { this.friction = friction; return this; }
    public BodyDef restitution(float restitution) { this.restitution = restitution; return this; }
    public BodyDef localInertia(float x, float y, float z) { localInertia = new Vector3(x, y, z); return this; }
    public BodyDef damping(float linear, float angular) { linearDamping = linear; angularDamping = angular; return this; }
    public BodyDef userData(Object data) { userData = data; return this; }
}
