package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Pool;

/**
 * A query's hit: the body, the world point, the surface normal there (pointing out of the body,
 * toward where the ray or shape came from) and the fraction along the query (0 at its start, 1 at
 * its end). Filled by the world's queries; reusable.
 */
public final class RayHit implements Pool.Poolable {
    /** The body hit. */
    public RigidBody body;
    /** Where it was hit (world). */
    public final Vector3 point = new Vector3();
    /** The surface normal there (world, unit, toward the query's start). */
    public final Vector3 normal = new Vector3();
    /** How far along the query the hit is: 0 at its start, 1 at its end. */
    public float fraction;

    @Override
    public void reset() {
        body = null;
        point.setZero();
        normal.setZero();
        fraction = 0;
    }

    @Override
    public String toString() {
        return "RayHit[" + body + " at " + point + ", normal " + normal + ", fraction " + fraction + "]";
    }
}
