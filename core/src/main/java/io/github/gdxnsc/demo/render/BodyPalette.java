package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.graphics.Color;

/**
 * Colours by body state: static bodies grey, dynamic bodies from blue (resting) to orange
 * (moving at {@link #FAST_SPEED} or more), shot balls red. Speed is the cue because it shows at a
 * glance whether a stack is really at rest or creeping.
 */
public final class BodyPalette {
    /** Below this (m/s) a body counts as resting. */
    public static final float REST_SPEED = 0.05f;
    /** At and above this (m/s) a body is fully "moving". */
    public static final float FAST_SPEED = 2f;
    /** Body 0 of every catalogue scene: the ground slab, dark so the grid shows. */
    public static final Color GROUND = new Color(0.20f, 0.22f, 0.25f, 1f);
    public static final Color STATIC = new Color(0.52f, 0.54f, 0.58f, 1f);
    public static final Color RESTING = new Color(0.27f, 0.52f, 0.86f, 1f);
    public static final Color MOVING = new Color(1.0f, 0.58f, 0.16f, 1f);
    public static final Color BALL = new Color(0.90f, 0.20f, 0.22f, 1f);

    private BodyPalette() {
    }

    /** Writes the colour of a dynamic body at {@code speed} into {@code out}. */
    public static Color dynamic(float speed, Color out) {
        float t = speed <= REST_SPEED ? 0f : Math.min(1f, (speed - REST_SPEED) / (FAST_SPEED - REST_SPEED));
        // square root: small motions (creep) already show a clear tint
        return out.set(RESTING).lerp(MOVING, (float) Math.sqrt(t));
    }
}
