package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * Argument checks that name the field and the value, for the public API: the world's, and the
 * packages built on it (character, vehicle) share them, so one input gets one message everywhere.
 */
public final class Checks {
    private Checks() {
    }

    /** A live body of {@code world}. */
    static void body(NscWorld world, String field, RigidBody b) {
        if (b == null) throw new IllegalArgumentException(field + " must not be null");
        if (b.world != world) throw new IllegalArgumentException(field + ": body belongs to another world");
        if (b.index < 0) throw new IllegalArgumentException(field + ": body is destroyed");
    }

    /** A finite float. */
    public static void finite(String field, float v) {
        if (!Float.isFinite(v)) throw new IllegalArgumentException(field + " must be finite, was " + v);
    }

    /** A non-null vector of finite components. */
    public static void finite(String field, Vector3 v) {
        if (v == null) throw new IllegalArgumentException(field + " must not be null");
        if (!Float.isFinite(v.x) || !Float.isFinite(v.y) || !Float.isFinite(v.z))
            throw new IllegalArgumentException(field + " must be finite, was " + v);
    }

    /** A non-null, non-zero quaternion of finite components. */
    public static void finite(String field, Quaternion q) {
        if (q == null) throw new IllegalArgumentException(field + " must not be null");
        if (!Float.isFinite(q.x) || !Float.isFinite(q.y) || !Float.isFinite(q.z) || !Float.isFinite(q.w))
            throw new IllegalArgumentException(field + " must be finite, was " + q);
        if (q.len2() < 1e-12f) throw new IllegalArgumentException(field + " must be a non-zero quaternion, was " + q);
    }

    /** Masses the solver honours: beyond them N's entries span more than double precision can resolve against gravity. */
    static final float MIN_MASS = 1e-6f, MAX_MASS = 1e9f;
    /** Speeds a body may be given: the integrator's clamp ({@code step.PositionIntegrator}). */
    static final double MAX_SPEED = io.github.gdxnsc.step.PositionIntegrator.MAX_LINEAR_SPEED;

    /**
     * Positions the world resolves: a float (Bullet's transforms) steps by 2^-23 |x|, 7.8 mm at 2^16 m,
     * already more than the default contact slop (2 mm) beyond it.
     */
    static final float MAX_POSITION = 65536f;

    /** A finite position within [-MAX_POSITION, MAX_POSITION] on each axis. */
    static void position(String field, Vector3 p) {
        finite(field, p);
        if (Math.abs(p.x) > MAX_POSITION || Math.abs(p.y) > MAX_POSITION || Math.abs(p.z) > MAX_POSITION)
            throw new IllegalArgumentException(field + " must be within the world's float-precision range [-" + MAX_POSITION + ", "
                    + MAX_POSITION + "] m on each axis, was " + p);
    }

    /**
     * A finite force (or, with {@code h = 1}, an impulse) that changes the speed of a body of inverse
     * mass {@code invMass} by no more than MAX_SPEED over a step of h.
     */
    static void force(String field, Vector3 f, double invMass, double h, String unit) {
        finite(field, f);
        double dv = Math.sqrt((double) f.x * f.x + (double) f.y * f.y + (double) f.z * f.z) * invMass * h;
        if (dv > MAX_SPEED)
            throw new IllegalArgumentException(field + " must not change the body's speed by more than the supported " + MAX_SPEED
                    + " m/s at once (over a step of " + (float) h + " s for a force), was " + f + " " + unit + " (" + (float) dv + " m/s)");
    }

    /** A dynamic body's shape no smaller than the contact slop it rests in (its largest extent, m). */
    static void size(String field, float largestExtent, float contactSlop) {
        if (largestExtent < contactSlop)
            throw new IllegalArgumentException(field + ": a dynamic body must be at least the contact slop (" + contactSlop
                    + " m) across, was " + largestExtent + " m");
    }

    /**
     * Every contact settles at the contact slop's overlap, whatever the shapes' size, so a dynamic
     * body needs {@link #SLOPS_THICK} slops of thickness to keep above what it rests on.
     */
    static final int SLOPS_THICK = 5;

    /** A dynamic body's thinnest extent (m) against {@link #SLOPS_THICK} contact slops. */
    static void thickness(String field, float thinnest, float contactSlop) {
        if (tooThin(thinnest, contactSlop))
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "%s: a dynamic body must be at least %d contact slops thick"
                    + " (%.3g m at contactSlop %.3g m: contacts settle at the slop's overlap), its thinnest extent was %.3g m;"
                    + " make it thicker or set contactSlop to at most %.3g m", field, SLOPS_THICK, SLOPS_THICK * contactSlop, contactSlop,
                    thinnest, thinnest / SLOPS_THICK));
    }

    /** Thinner than {@link #SLOPS_THICK} slops, beyond float rounding of the shape's bounds. */
    static boolean tooThin(float thinnest, float contactSlop) {
        return thinnest < SLOPS_THICK * contactSlop * (1 - 1e-4f);
    }

    /** 0 (static) or within [MIN_MASS, MAX_MASS]. */
    static void mass(String field, float m) {
        nonNegative(field, m);
        if (m != 0 && (m < MIN_MASS || m > MAX_MASS))
            throw new IllegalArgumentException(field + " must be 0 (static) or in the supported range [" + MIN_MASS + ", " + MAX_MASS + "] kg, was " + m);
    }

    /** A finite vector no longer than {@code max} ({@code unit} names its unit in the message). */
    static void speed(String field, Vector3 v, double max, String unit) {
        finite(field, v);
        double l2 = (double) v.x * v.x + (double) v.y * v.y + (double) v.z * v.z;
        if (l2 > max * max)
            throw new IllegalArgumentException(field + " must not exceed the supported " + max + " " + unit + ", was " + v + " (length " + Math.sqrt(l2) + ")");
    }

    /** Limits of a joint axis: both finite, {@code lower <= upper}. */
    /** Each component in [0, 1] (a share of a velocity change). */
    static void unitRange(String field, Vector3 v) {
        finite(field, v);
        if (!(v.x >= 0 && v.x <= 1 && v.y >= 0 && v.y <= 1 && v.z >= 0 && v.z <= 1))
            throw new IllegalArgumentException(field + " must have each component in [0, 1], was " + v);
    }

    static void limits(float lower, float upper) {
        finite("lower", lower);
        finite("upper", upper);
        if (lower > upper) throw new IllegalArgumentException("lower must be <= upper, were " + lower + ", " + upper);
    }

    /** Finite and >= 0. */
    public static void nonNegative(String field, float v) {
        if (!(v >= 0) || Float.isInfinite(v)) throw new IllegalArgumentException(field + " must be finite and >= 0, was " + v);
    }

    /** Finite and > 0. */
    public static void positive(String field, float v) {
        if (!(v > 0) || Float.isInfinite(v)) throw new IllegalArgumentException(field + " must be finite and > 0, was " + v);
    }
}
