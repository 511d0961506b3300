package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btBvhTriangleMeshShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShapeX;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShapeZ;
import com.badlogic.gdx.physics.bullet.collision.btScaledBvhTriangleMeshShape;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The collision skin of each shape a world makes (NscConfig.contactSkin, 2^-10 m by default): the shape
 * Bullet collides is the given one grown by its skin, so a resting contact's overlap lies in the
 * two skins and the given shapes touch (Box2D's polygon radius, PhysX's rest offset). Boxes and
 * cylinders grow their extents, spheres and capsules their radius, hulls and cones their margin
 * (Bullet rounds them by it), triangle meshes and heightfields their triangles' margin. A grown
 * shape's mass properties stay those of its given sizes, recorded in the factory's mass-properties
 * map. With a skin of 0 nothing is recorded and every shape is Bullet's own. Looked up by shape,
 * never iterated.
 */
final class ShapeSkins {
    private final Supplier<NscConfig> config;
    /** The factory's mass properties by shape, where a grown shape's given inertia goes. */
    private final Map<btCollisionShape, MassProperties> massProperties;
    private final Map<btCollisionShape, Float> skins = new IdentityHashMap<>();
    /** Shapes whose triangles Bullet's ray test reads bare, without their margin: meshes and heightfields. */
    private final Map<btCollisionShape, Boolean> bareToRays = new IdentityHashMap<>();

    ShapeSkins(Supplier<NscConfig> config, Map<btCollisionShape, MassProperties> massProperties) {
        this.config = config;
        this.massProperties = massProperties;
    }

    /** The config's skin (m) for a shape made now. */
    float current() {
        float skin = config.get().contactSkin;
        Checks.nonNegative("contactSkin", skin);
        return skin;
    }

    /** The skin (m) {@code shape} was grown by; 0 for a shape the world did not make. */
    float of(btCollisionShape shape) {
        Float s = skins.get(shape);
        return s == null ? 0 : s;
    }

    /** The skin a ray cast meets on {@code shape}: 0 for a mesh or heightfield, whose triangles rays hit bare. */
    float ofRays(btCollisionShape shape) {
        return bareToRays.containsKey(shape) ? 0 : of(shape);
    }

    /** Records that {@code shape} collides as its given geometry grown by {@code skin}. */
    void put(btCollisionShape shape, float skin) {
        if (skin > 0) skins.put(shape, skin);
    }

    /**
     * {@code collided}, the given shape grown by {@code skin}; with a skin its body's inertia is that
     * of {@code given}'s twin at the user's sizes (made, measured and disposed here).
     */
    btCollisionShape grown(btCollisionShape collided, float skin, Supplier<btCollisionShape> given) {
        if (skin > 0) {
            skins.put(collided, skin);
            massProperties.put(collided, inertiaOf(given.get()));
        }
        return collided;
    }

    /** A hull of the points rounded by {@code margin} plus {@code skin}, with the inertia of its given rounding. */
    btConvexHullShape hull(float[] points, float margin, float skin) {
        btConvexHullShape hull = MeshShapes.hull(points);
        MassProperties mp = growHull(hull, margin, skin);
        if (skin > 0) {
            skins.put(hull, skin);
            massProperties.put(hull, mp);
        }
        return hull;
    }

    /** A triangle mesh or heightfield whose triangles Bullet rounds by its margin: the skin, which rays do not see. */
    <T extends btCollisionShape> T triangles(T shape, float skin) {
        shape.setMargin(skin);
        bareToRays(shape, skin);
        return shape;
    }

    /** Records {@code shape}'s skin, which Bullet's ray test does not see (a heightfield's compound, whose field holds the skin). */
    void bareToRays(btCollisionShape shape, float skin) {
        put(shape, skin);
        bareToRays.put(shape, Boolean.TRUE);
    }

    /** A static mesh scaled by {@code scale}, with the original's skin (the scaled mesh's own margin rounds its triangles). */
    btCollisionShape scaledMesh(btBvhTriangleMeshShape mesh, Vector3 scale) {
        return triangles(new btScaledBvhTriangleMeshShape(mesh, scale), of(mesh));
    }

    /**
     * The skin a compound's children share: a contact knows its body, not its child, so a body has
     * one skin; children of different skins (made under different contactSkin, or a user's own
     * shape beside the world's) are refused, naming the child.
     */
    float common(btCollisionShape[] parts) {
        float skin = of(parts[0]);
        for (int i = 1; i < parts.length; i++)
            if (of(parts[i]) != skin)
                throw new IllegalArgumentException("children[" + i + "]: its collision skin " + of(parts[i]) + " m differs from children[0]'s "
                        + skin + " m (a body has one skin); make every child with the same contactSkin");
        return skin;
    }

    void clear() {
        skins.clear();
        bareToRays.clear();
    }

    /**
     * Bullet's inertia per kilogram of {@code given}, a twin of a grown shape at the user's sizes,
     * which is disposed here: the body's mass properties come from the sizes the user gave.
     */
    static MassProperties inertiaOf(btCollisionShape given) {
        MassProperties mp = new MassProperties();
        given.calculateLocalInertia(1, mp.unitInertia);
        given.dispose();
        return mp;
    }

    /**
     * A hull's inertia per kilogram at its given margin, then the margin grown by the skin (Bullet's
     * hull inertia is its bounding box's, margin included, so it is measured before the growth).
     */
    static MassProperties growHull(btConvexHullShape hull, float givenMargin, float skin) {
        hull.setMargin(givenMargin);
        MassProperties mp = new MassProperties();
        hull.calculateLocalInertia(1, mp.unitInertia);
        hull.setMargin(givenMargin + skin);
        return mp;
    }

    /**
     * A new shape of {@code grown}'s kind at the size the user gave, where its skin grew its extents
     * (a box, a cylinder: their own margin lies inside the extents, so no rounding holds the skin);
     * null for every other shape, whose skin is a thicker rounding (a radius, a margin). The caller
     * owns and disposes it.
     */
    static btConvexShape givenTwin(btConvexShape grown, float skin) {
        if (grown instanceof btBoxShape) return new btBoxShape(new Vector3(((btBoxShape) grown).getHalfExtentsWithMargin()).sub(skin));
        if (!(grown instanceof btCylinderShape)) return null;
        Vector3 given = new Vector3(((btCylinderShape) grown).getHalfExtentsWithMargin()).sub(skin);
        if (grown instanceof btCylinderShapeX) return new btCylinderShapeX(given);
        if (grown instanceof btCylinderShapeZ) return new btCylinderShapeZ(given);
        return new btCylinderShape(given);
    }

    /** Per-kilogram inertia scaled by {@code f} squared (a body scaled uniformly by f). */
    static MassProperties scaledInertia(MassProperties unit, float f) {
        MassProperties mp = new MassProperties();
        mp.unitInertia.set(new Vector3(unit.unitInertia).scl(f * f));
        return mp;
    }
}
