package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * A render-free, engine-free description of one rigid body, as a scene emits it to a
 * {@link SceneSink}. Mutable and reused by the scene builders: a sink that keeps a spec past
 * {@link SceneSink#addBody} must {@link #copy()} it.
 */
public final class BodySpec {
    public ShapeKind shape = ShapeKind.BOX;
    /** Box and cylinder half extents in metres. */
    public final Vector3 halfExtents = new Vector3(0.5f, 0.5f, 0.5f);
    /** Sphere and capsule radius in metres. */
    public float radius = 0.5f;
    /** Capsule: length of the cylindrical part in metres (total length is height + 2 radius). */
    public float height;
    /**
     * Hull: its vertices as x, y, z triples in the body's frame, whose origin is the centre of mass
     * (null for the other shapes). {@link #set} copies the array, so a kept spec owns its points.
     */
    public float[] hullPoints;
    /** Mesh: its vertices as x, y, z triples in the body's frame, and three vertex numbers per triangle (null for the other shapes). */
    public float[] meshVertices;
    public int[] meshIndices;
    /** Mass in kg; 0 makes the body static (unless {@link #kinematic}). */
    public float mass = 1f;
    /**
     * Kinematic: infinite mass, moved by the scene's action through
     * {@link SceneControl#setKinematicTarget}; pushes and carries dynamic bodies (lifts, platforms).
     * Its mass is 0.
     */
    public boolean kinematic;
    /** A sensor (trigger): overlapping bodies are reported (begin and end contact), never pushed. */
    public boolean sensor;
    /** Centre of mass in world coordinates. */
    public final Vector3 position = new Vector3();
    public final Quaternion rotation = new Quaternion();
    public final Vector3 linearVelocity = new Vector3();
    public final Vector3 angularVelocity = new Vector3();
    /** Coulomb coefficient; a contact uses the product of its two bodies' values (Bullet's rule, also ours). */
    public float friction = 0.5f;
    public float restitution;
    /**
     * Collision filter (Bullet's rule: two bodies collide when each one's group is in the other's
     * mask), used when {@link #filtered}; else the engines' defaults by body type.
     */
    public short filterGroup, filterMask;
    public boolean filtered;
    /** Continuous collision: the body is swept over each step, so a fast small body cannot pass through a thin one. */
    public boolean ccd;

    /** Back to a 1 kg unit cube at the origin, at rest, friction 0.5: builders call it before each body. */
    public BodySpec reset() {
        shape = ShapeKind.BOX;
        halfExtents.set(0.5f, 0.5f, 0.5f);
        radius = 0.5f;
        height = 0f;
        hullPoints = null;
        meshVertices = null;
        meshIndices = null;
        mass = 1f;
        position.setZero();
        rotation.idt();
        linearVelocity.setZero();
        angularVelocity.setZero();
        friction = 0.5f;
        restitution = 0f;
        ccd = false;
        filterGroup = filterMask = 0;
        filtered = false;
        kinematic = false;
        sensor = false;
        return this;
    }

    public BodySpec box(float halfX, float halfY, float halfZ) {
        shape = ShapeKind.BOX;
        halfExtents.set(halfX, halfY, halfZ);
        return this;
    }

    public BodySpec sphere(float radius) {
        shape = ShapeKind.SPHERE;
        this.radius = radius;
        return this;
    }

    public BodySpec capsule(float radius, float height) {
        shape = ShapeKind.CAPSULE;
        this.radius = radius;
        this.height = height;
        return this;
    }

    public BodySpec cylinder(float radius, float halfHeight) {
        shape = ShapeKind.CYLINDER;
        halfExtents.set(radius, halfHeight, radius);
        return this;
    }

    /** The convex hull of {@code points} (x, y, z triples in the body's frame, about the centre of mass); copied. */
    public BodySpec hull(float[] points) {
        if (points == null || points.length < 12 || points.length % 3 != 0)
            throw new IllegalArgumentException("hull points must be x, y, z triples, at least four; length was "
                    + (points == null ? "null" : Integer.toString(points.length)));
        shape = ShapeKind.HULL;
        hullPoints = points.clone();
        return this;
    }

    /** A static triangle mesh of {@code vertices} (x, y, z triples) and {@code indices} (three per triangle); copied; sets mass 0. */
    public BodySpec mesh(float[] vertices, int[] indices) {
        if (vertices == null || vertices.length < 9 || vertices.length % 3 != 0)
            throw new IllegalArgumentException("mesh vertices must be x, y, z triples, at least three; length was "
                    + (vertices == null ? "null" : Integer.toString(vertices.length)));
        if (indices == null || indices.length < 3 || indices.length % 3 != 0)
            throw new IllegalArgumentException("mesh indices must be three per triangle; length was "
                    + (indices == null ? "null" : Integer.toString(indices.length)));
        shape = ShapeKind.MESH;
        meshVertices = vertices.clone();
        meshIndices = indices.clone();
        mass = 0f;
        return this;
    }

    public BodySpec mass(float kg) {
        mass = kg;
        return this;
    }

    /** Shorthand for mass 0. */
    public BodySpec fixed() {
        mass = 0f;
        return this;
    }

    public BodySpec at(float x, float y, float z) {
        position.set(x, y, z);
        return this;
    }

    /** Rotation by {@code degrees} about an axis (need not be unit length). */
    public BodySpec rotated(float axisX, float axisY, float axisZ, float degrees) {
        rotation.setFromAxis(axisX, axisY, axisZ, degrees);
        return this;
    }

    public BodySpec rotation(Quaternion q) {
        rotation.set(q);
        return this;
    }

    public BodySpec velocity(float x, float y, float z) {
        linearVelocity.set(x, y, z);
        return this;
    }

    public BodySpec friction(float mu) {
        friction = mu;
        return this;
    }

    public BodySpec restitution(float e) {
        restitution = e;
        return this;
    }

    /** A collision filter of its own: group bits and the groups it collides with. */
    public BodySpec filter(int group, int mask) {
        filterGroup = (short) group;
        filterMask = (short) mask;
        filtered = true;
        return this;
    }

    public BodySpec ccd(boolean on) {
        ccd = on;
        return this;
    }

    /** A kinematic body: mass 0, moved by targets. */
    public BodySpec kinematic() {
        mass = 0f;
        kinematic = true;
        return this;
    }

    public BodySpec sensor(boolean on) {
        sensor = on;
        return this;
    }

    /** Neither dynamic nor kinematic: never moves. */
    public boolean isStatic() {
        return mass == 0f && !kinematic;
    }

    /** Moved by forces and contacts (not static, not kinematic). */
    public boolean isDynamic() {
        return mass > 0f && !kinematic;
    }

    /** Radius of a sphere around the centre that holds the whole shape (for spacing checks and cameras). */
    public float boundingRadius() {
        switch (shape) {
            case SPHERE: return radius;
            case CAPSULE: return radius + height / 2f;
            case HULL: return HullGeometry.radius(hullPoints);
            case MESH: return HullGeometry.radius(meshVertices);
            default: return halfExtents.len();
        }
    }

    public BodySpec set(BodySpec o) {
        shape = o.shape;
        halfExtents.set(o.halfExtents);
        radius = o.radius;
        height = o.height;
        hullPoints = o.hullPoints == null ? null : o.hullPoints.clone();
        meshVertices = o.meshVertices == null ? null : o.meshVertices.clone();
        meshIndices = o.meshIndices == null ? null : o.meshIndices.clone();
        mass = o.mass;
        position.set(o.position);
        rotation.set(o.rotation);
        linearVelocity.set(o.linearVelocity);
        angularVelocity.set(o.angularVelocity);
        friction = o.friction;
        restitution = o.restitution;
        ccd = o.ccd;
        filterGroup = o.filterGroup;
        filterMask = o.filterMask;
        filtered = o.filtered;
        kinematic = o.kinematic;
        sensor = o.sensor;
        return this;
    }

    public BodySpec copy() {
        return new BodySpec().set(this);
    }

    @Override
    public String toString() {
        String dims = shape == ShapeKind.SPHERE ? "r=" + radius
                : shape == ShapeKind.CAPSULE ? "r=" + radius + " h=" + height
                : shape == ShapeKind.HULL ? hullPoints.length / 3 + " points"
                : shape == ShapeKind.MESH ? meshIndices.length / 3 + " triangles" : "half=" + halfExtents;
        return shape + "(" + dims + ") m=" + mass + (kinematic ? " kinematic" : "") + (sensor ? " sensor" : "")
                + " at " + position + " mu=" + friction;
    }
}
