package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The collision skin of each shape a world makes: the shape Bullet collides is the given one grown
 * by its skin, so a resting contact's overlap lies in the two skins and the given shapes touch
 * (Box2D's polygon radius, PhysX's rest offset). Boxes and cylinders grow their extents, spheres and
 * capsules their radius, hulls and cones their margin (Bullet rounds them by it), triangle meshes
 * and heightfields their triangles' margin. A shape's mass properties stay those of its given sizes.
 * Looked up by shape, never iterated.
 */
final class ShapeSkins {
    private final Map<btCollisionShape, Float> skins = new IdentityHashMap<>();
    /** Shapes whose triangles Bullet's ray test reads bare, without their margin: meshes and heightfields. */
    private final Map<btCollisionShape, Boolean> bareToRays = new IdentityHashMap<>();

    /** The skin (m) {@code shape} was grown by; 0 for a shape the world did not make. */
    float of(btCollisionShape shape) {
        Float s = skins.get(shape);
        return s == null ? 0 : s;
    }

    /** Records that {@code shape} collides as its given geometry grown by {@code skin}. */
    void put(btCollisionShape shape, float skin) {
        if (skin > 0) skins.put(shape, skin);
    }

    /** Records that Bullet's ray test hits {@code shape}'s triangles bare, not grown by its skin (its sweeps do see the skin). */
    void putBareToRays(btCollisionShape shape) {
        bareToRays.put(shape, Boolean.TRUE);
    }

    /** The skin a ray cast meets on {@code shape}: 0 for a mesh or heightfield, whose triangles rays hit bare. */
    float ofRays(btCollisionShape shape) {
        return bareToRays.containsKey(shape) ? 0 : of(shape);
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

    /** Per-kilogram inertia scaled by {@code f} squared (a body scaled uniformly by f). */
    static MassProperties scaledInertia(MassProperties unit, float f) {
        MassProperties mp = new MassProperties();
        mp.unitInertia.set(new Vector3(unit.unitInertia).scl(f * f));
        return mp;
    }
}
