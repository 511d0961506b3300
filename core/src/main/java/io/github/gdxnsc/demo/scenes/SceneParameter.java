package io.github.gdxnsc.demo.scenes;

import java.util.List;
import java.util.Locale;

/**
 * A knob a scene declares (pyramid size, mass ratio, friction): its name, unit, range, default and
 * meaning. The demo shows each in its Settings and rebuilds the scene when one changes; the value
 * lives in {@link SceneParams} under the name, and the scene reads it with
 * {@link SceneParams#valueOr}.
 */
public final class SceneParameter {
    public final String name, unit, help;
    public final float min, max, initial;
    /** Whole numbers only (a count of boxes). */
    public final boolean whole;

    public SceneParameter(String name, String unit, float min, float max, float initial, boolean whole, String help) {
        if (!(min <= initial && initial <= max)) throw new IllegalArgumentException(name + ": default " + initial + " is outside " + min + " to " + max);
        this.name = name;
        this.unit = unit;
        this.help = help;
        this.min = min;
        this.max = max;
        this.initial = initial;
        this.whole = whole;
    }

    /** The value the scene builds with: the params' own, else the default. */
    public float value(SceneParams params) {
        return params.valueOr(name, initial);
    }

    /** The range in words ("3 to 40", "0.05 to 1"). */
    public String range() {
        return format(min) + " to " + format(max);
    }

    public String format(float v) {
        return whole ? Integer.toString(Math.round(v)) : String.format(Locale.ROOT, "%.3g", v);
    }

    /**
     * Sets {@code name} in {@code params} to {@code value} after checking it against the scene's
     * declared parameters: an unknown name or a value out of range (or not whole where it must be)
     * is refused with an error naming the scene, the parameter and the value.
     */
    public static void set(Scene scene, SceneParams params, String name, float value) {
        List<SceneParameter> all = scene.parameters(params);
        for (SceneParameter p : all) {
            if (!p.name.equals(name)) continue;
            if (!(value >= p.min && value <= p.max) || p.whole && value != Math.rint(value))
                throw new IllegalArgumentException(scene.name() + ": " + name + " must be " + (p.whole ? "a whole number " : "") + p.range()
                        + ", was " + value);
            params.value(name, value);
            return;
        }
        StringBuilder names = new StringBuilder();
        for (SceneParameter p : all) names.append(names.length() > 0 ? ", " : "").append(p.name);
        throw new IllegalArgumentException(scene.name() + " has no parameter '" + name + "'" + (all.isEmpty() ? "" : " (it has: " + names + ")"));
    }
}
