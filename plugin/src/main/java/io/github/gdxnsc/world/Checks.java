package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/** Argument checks that name the field and the value, for the public API. */
final class Checks {
    private Checks() {
    }

    static void finite(String field, float v) {
        if (!Float.isFinite(v)) throw new IllegalArgumentException(field + " must be finite, was " + v);
    }

    static void finite(String field, Vector3 v) {
        if (v == null) throw new IllegalArgumentException(field + " must not be null");
        if (!Float.isFinite(v.x) || !Float.isFinite(v.y) || !Float.isFinite(v.z))
            throw new IllegalArgumentException(field + " must be finite, was " + v);
    }

    static void finite(String field, Quaternion q) {
        if (q == null) throw new IllegalArgumentException(field + " must not be null");
        if (!Float.isFinite(q.x) || !Float.isFinite(q.y) || !Float.isFinite(q.z) || !Float.isFinite(q.w))
            throw new IllegalArgumentException(field + " must be finite, was " + q);
        if (q.len2() < 1e-12f) throw new IllegalArgumentException(field + " must be a non-zero quaternion, was " + q);
    }

    static void nonNegative(String field, float v) {
        if (!(v >= 0) || Float.isInfinite(v)) throw new IllegalArgumentException(field + " must be finite and >= 0, was " + v);
    }

    static void positive(String field, float v) {
        if (!(v > 0) || Float.isInfinite(v)) throw new IllegalArgumentException(field + " must be finite and > 0, was " + v);
    }
}
