package io.github.gdxnsc.demo;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.Ray;
import io.github.gdxnsc.demo.scenes.BodySpec;

/**
 * Finds the nearest dynamic body a ray hits, and where, from the scene's shape descriptions
 * (exact ray tests against box, sphere, capsule and cylinder in the body's frame).
 *
 * <p>Why not the world's ray cast: this is the thin adapter the mouse grab uses until
 * {@code NscWorld.rayCast} is on main; {@link #pick} is the one method to switch over. It reads
 * only the session (specs and live poses), so it also works for any scene of the catalogue.
 */
public final class BodyPicker {
    private final Vector3 origin = new Vector3(), direction = new Vector3(), position = new Vector3();
    private final Quaternion inverse = new Quaternion();
    private final com.badlogic.gdx.math.Matrix4 pose = new com.badlogic.gdx.math.Matrix4();

    /**
     * The handle of the nearest non-static body {@code ray} hits (its direction need not be unit),
     * with the world hit point in {@code outHit}; -1 (and {@code outHit} untouched) when it hits none.
     */
    public int pick(SceneSession session, Ray ray, Vector3 outHit) {
        int best = -1;
        float bestT = Float.POSITIVE_INFINITY;
        for (int h = 0, n = session.bodyCount(); h < n; h++) {
            BodySpec spec = session.spec(h);
            if (spec.isStatic()) continue;
            session.transform(h, pose);
            pose.getTranslation(position);
            pose.getRotation(inverse, true).conjugate();
            origin.set(ray.origin).sub(position);
            inverse.transform(origin);
            direction.set(ray.direction);
            inverse.transform(direction);
            float t = hit(spec, origin, direction);
            if (t >= 0f && t < bestT) {
                bestT = t;
                best = h;
            }
        }
        if (best >= 0) outHit.set(ray.direction).scl(bestT).add(ray.origin);
        return best;
    }

    /** Ray parameter of the first hit on the shape (local frame, origin outside or inside), or -1. */
    static float hit(BodySpec spec, Vector3 o, Vector3 d) {
        switch (spec.shape) {
            case SPHERE: return sphere(o.x, o.y, o.z, d, spec.radius);
            case BOX: return box(o, d, spec.halfExtents.x, spec.halfExtents.y, spec.halfExtents.z);
            case CAPSULE: {
                float half = spec.height / 2f;
                float t = min(sphere(o.x, o.y - half, o.z, d, spec.radius), sphere(o.x, o.y + half, o.z, d, spec.radius));
                return min(t, cylinderSide(o, d, spec.radius, half));
            }
            case CYLINDER: {
                float r = spec.halfExtents.x, half = spec.halfExtents.y;
                return min(cylinderSide(o, d, r, half), min(cap(o, d, r, half), cap(o, d, r, -half)));
            }
            default: throw new IllegalStateException("no ray test for " + spec.shape);
        }
    }

    private static float min(float a, float b) {
        if (a < 0f) return b;
        if (b < 0f) return a;
        return Math.min(a, b);
    }

    /** Sphere of radius r at the origin, ray from (ox, oy, oz). */
    private static float sphere(float ox, float oy, float oz, Vector3 d, float r) {
        float a = d.len2();
        float b = ox * d.x + oy * d.y + oz * d.z;
        float c = ox * ox + oy * oy + oz * oz - r * r;
        float disc = b * b - a * c;
        if (disc < 0f || a == 0f) return -1f;
        float root = (float) Math.sqrt(disc);
        float t = (-b - root) / a;
        if (t >= 0f) return t;
        t = (-b + root) / a; // origin inside
        return t >= 0f ? 0f : -1f;
    }

    /** Slab test against the box [-h, h]. */
    private static float box(Vector3 o, Vector3 d, float hx, float hy, float hz) {
        float near = Float.NEGATIVE_INFINITY, far = Float.POSITIVE_INFINITY;
        float[] os = {o.x, o.y, o.z}, ds = {d.x, d.y, d.z}, hs = {hx, hy, hz};
        for (int k = 0; k < 3; k++) {
            if (ds[k] == 0f) {
                if (Math.abs(os[k]) > hs[k]) return -1f;
                continue;
            }
            float t1 = (-hs[k] - os[k]) / ds[k], t2 = (hs[k] - os[k]) / ds[k];
            near = Math.max(near, Math.min(t1, t2));
            far = Math.min(far, Math.max(t1, t2));
        }
        if (near > far || far < 0f) return -1f;
        return Math.max(near, 0f);
    }

    /** The side of a cylinder about local y, radius r, |y| <= half. */
    private static float cylinderSide(Vector3 o, Vector3 d, float r, float half) {
        float a = d.x * d.x + d.z * d.z;
        if (a == 0f) return -1f;
        float b = o.x * d.x + o.z * d.z;
        float c = o.x * o.x + o.z * o.z - r * r;
        float disc = b * b - a * c;
        if (disc < 0f) return -1f;
        float t = (-b - (float) Math.sqrt(disc)) / a;
        if (t < 0f) return c <= 0f && Math.abs(o.y) <= half ? 0f : -1f;
        return Math.abs(o.y + t * d.y) <= half ? t : -1f;
    }

    /** The disc of radius r in the plane y = at. */
    private static float cap(Vector3 o, Vector3 d, float r, float at) {
        if (d.y == 0f) return -1f;
        float t = (at - o.y) / d.y;
        if (t < 0f) return -1f;
        float x = o.x + t * d.x, z = o.z + t * d.z;
        return x * x + z * z <= r * r ? t : -1f;
    }
}
