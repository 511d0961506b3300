package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.collision.BulletCollision;
import io.github.gdxnsc.step.Bodies;

/**
 * Turns a checked {@link BodyDef} into a body: its Bullet object (filter group and mask by type
 * unless the def sets them), its slot in the body storage (type, mass properties, factors,
 * velocity, pose) and its handle with a stable id for contact events.
 */
final class BodyFactory {
    private BodyFactory() {
    }

    /** The default filter group of a body (see {@link BodyDef#filterGroup}). */
    static int defaultGroup(boolean isStatic, boolean kinematic, boolean sensor) {
        if (sensor) return BodyDef.SENSOR_GROUP;
        return isStatic ? BodyDef.STATIC_GROUP : kinematic ? BodyDef.KINEMATIC_GROUP : BodyDef.DYNAMIC_GROUP;
    }

    /**
     * The default filter mask of a body: static bodies skip static ones (Bullet's default), kinematic
     * bodies skip static and kinematic ones (neither side moves by the contact), and a static or
     * kinematic sensor skips static bodies only.
     */
    static int defaultMask(boolean isStatic, boolean kinematic, boolean sensor) {
        if (!isStatic && !kinematic) return -1;
        return kinematic && !sensor ? ~(BodyDef.STATIC_GROUP | BodyDef.KINEMATIC_GROUP) : ~BodyDef.STATIC_GROUP;
    }

    /** The new body's handle; the caller adds it to the world's list. {@code def} was validated. */
    static RigidBody create(NscWorld world, BodyDef def) {
        Bodies bodies = world.bodies();
        BulletCollision collision = world.collision();
        BodyType type = def.resolvedType();
        boolean isStatic = type == BodyType.STATIC, kinematic = type == BodyType.KINEMATIC;
        Vector3 inertia = def.inertia(world.scratch);
        Vector3 unit = def.localInertia == null ? world.shapes().unitInertia(def.shape) : null;
        if (unit != null) inertia.set(unit).scl(def.mass); // a compound's inertia about its centre of mass, not Bullet's bounding-box guess
        int i = bodies.count;
        bodies.ensureCapacity(i + 1);
        int group = def.filterSet ? def.filterGroup : defaultGroup(isStatic, kinematic, def.sensor);
        int mask = def.filterSet ? def.filterMask : defaultMask(isStatic, kinematic, def.sensor);
        float mass = type == BodyType.DYNAMIC ? def.mass : 0;
        bodies.add(def.shape, isStatic, mass, inertia.x, inertia.y, inertia.z, def.linearDamping, def.angularDamping);
        bodies.youngsModulus[i] = def.youngsModulus;
        bodies.poisson[i] = def.poissonRatio;
        float skin = world.shapes().skinOf(def.shape);
        bodies.skin[i] = skin;
        bodies.contactRadius[i] = isStatic ? 0 : world.extents.innerRadius(def.shape); // what the sweeps cast: inside the collided shape
        bodies.isKinematic[i] = kinematic;
        bodies.isSensor[i] = def.sensor;
        bodies.gravityScale[i] = def.gravityScale;
        bodies.rollingFriction[i] = def.rollingFriction;
        bodies.spinningFriction[i] = def.spinningFriction;
        bodies.thickness[i] = world.extents.smallest(def.shape, skin);
        world.extents.boxHalfExtents(def.shape, bodies.boxHalfExtents, 3 * i);
        bodies.setMassProperties(i, mass, inertia.x, inertia.y, inertia.z);
        if (!isStatic) bodies.setVelocity(i, def.linearVelocity.x, def.linearVelocity.y, def.linearVelocity.z,
                def.angularVelocity.x, def.angularVelocity.y, def.angularVelocity.z);
        if (def.ccd) world.setCcd(i, true);
        Quaternion q = def.rotation;
        bodies.setPose(i, def.position.x, def.position.y, def.position.z, q.x, q.y, q.z, q.w);
        collision.add(i, def.shape, isStatic, kinematic, def.sensor, def.friction, def.restitution, group, mask, bodies.pos, bodies.rot);
        world.queries.added(i);
        RigidBody b = new RigidBody(world, i, type, def);
        b.filterGroup = (short) group;
        b.filterMask = (short) mask;
        bodies.id[i] = world.events.register(b);
        return b;
    }
}
