package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.Color;

/**
 * Colours by body state: static bodies grey, dynamic bodies from blue (resting) through green
 * and yellow to orange (moving at {@link #FAST_SPEED} or more), shot balls red. The speed is that
 * of the body's fastest point (linear speed plus angular speed times its bounding radius), so a
 * spinning paddle does not read "at rest". Kinematic bodies are a light steel, sensors a translucent
 * magenta, and a body inside a sensor gets magenta edges while it is inside (its fill still says its speed). Speed is the cue
 * because it shows at a glance whether a stack is really at rest or creeping. The ramp runs round
 * the hue circle rather than straight from blue to orange, whose midpoint is a grey that reads as
 * "static".
 */
public final class BodyPalette {
    /** Below this (m/s) a body counts as resting. */
    public static final float REST_SPEED = 0.05f;
    /** At and above this (m/s) a body is fully "moving". */
    public static final float FAST_SPEED = 2f;
    /** Body 0 of every catalogue scene: the ground slab, dark so the grid shows. */
    public static final Color GROUND = new Color(0.20f, 0.22f, 0.25f, 1f);
    public static final Color STATIC = new Color(0.52f, 0.54f, 0.58f, 1f);
    private static final float RESTING_HUE = 215f, MOVING_HUE = 28f;
    private static final float SATURATION = 0.72f, VALUE = 0.9f;
    public static final Color BALL = new Color(0.90f, 0.20f, 0.22f, 1f);
    /** A sleeping body (scenes with sleeping on): a muted violet, off the speed ramp. */
    public static final Color ASLEEP = new Color(0.45f, 0.36f, 0.62f, 1f);
    /** A kinematic body (lift, platform): a light steel, between the statics' grey and the resting blue. */
    public static final Color KINEMATIC = new Color(0.66f, 0.74f, 0.80f, 1f);
    /** A sensor zone: drawn translucent, in this colour and alpha, so what is inside shows through (magenta: off the speed ramp). */
    public static final Color SENSOR = new Color(0.95f, 0.30f, 0.85f, 0.25f);
    /** A body inside a sensor zone: its edges in the zone's magenta (its fill keeps its speed colour). */
    public static final Color IN_SENSOR = new Color(1f, 0.30f, 0.90f, 1f);

    private BodyPalette() {
    }

    /** Writes the colour of a dynamic body at {@code speed} into {@code out}. */
    public static Color dynamic(float speed, Color out) {
        float t = speed <= REST_SPEED ? 0f : Math.min(1f, (speed - REST_SPEED) / (FAST_SPEED - REST_SPEED));
        // square root: small motions (creep) already show a clear tint
        out.fromHsv(RESTING_HUE + (MOVING_HUE - RESTING_HUE) * (float) Math.sqrt(t), SATURATION, VALUE);
        out.a = 1f;
        return out;
    }
}
