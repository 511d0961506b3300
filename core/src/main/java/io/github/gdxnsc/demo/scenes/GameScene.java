package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * A small game level: stairs of 0.2 m steps up to a deck, a 20 degree ramp a character walks up
 * and a 50 degree one it cannot, a kinematic platform that rises 2 m and turns while it carries a
 * crate (and whoever stands on it) to a high deck, crates to push, and a car. In our world the
 * build adds a {@link GameRig}: the character controller and the raycast vehicle the demo's keys
 * drive; in Bullet's world the same bodies stand without them (the car's chassis rests on the ground).
 */
public final class GameScene extends Scene {
    /** Body handles in build order (the build checks them). */
    public static final int PLATFORM = 9, RIDER = 10, CHASSIS = 14;
    /** The platform's loop: up {@link #LIFT} m, {@link #TRAVEL} m toward -z and a quarter turn, and back, every {@link #PERIOD} s. */
    static final float PERIOD = 10f, LIFT = 2f, TRAVEL = 4f, PLATFORM_X = 2f, PLATFORM_Z = -7.5f, PLATFORM_LOW = 0.15f;
    /** Where the character starts (feet). */
    static final Vector3 START = new Vector3(0, 0.02f, 4);

    private GameRig lastRig;

    public GameScene() {
        super("game", "a character on stairs, slopes and a moving platform, crates to push, a car to drive (arrows, J, K, E)", Expectation.MOVES);
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        // stairs: five 0.2 m steps, 0.5 m deep, rising toward -z, then a deck at 1 m (handles 1-6)
        for (int k = 0; k < 5; k++) sink.addBody(spec.reset().box(1.5f, 0.1f * (k + 1), 0.25f).fixed().at(-5f, 0.1f * (k + 1), -3.25f - 0.5f * k));
        sink.addBody(spec.reset().box(1.5f, 0.5f, 1.5f).fixed().at(-5f, 0.5f, -7f));
        ramp(sink, spec, 0f, 20f, 3f);   // 7
        ramp(sink, spec, 4f, 50f, 2f);   // 8
        expect(PLATFORM, sink.addBody(spec.reset().box(1.2f, 0.1f, 1.2f).kinematic().at(PLATFORM_X, PLATFORM_LOW, PLATFORM_Z).friction(0.8f)));
        expect(RIDER, sink.addBody(spec.reset().box(0.25f, 0.25f, 0.25f).mass(5f).friction(0.8f).at(PLATFORM_X + 0.8f, PLATFORM_LOW + 0.1f + 0.25f, PLATFORM_Z + 0.8f)));
        // the high deck the platform reaches (its top level with the platform's at the top)
        sink.addBody(spec.reset().box(1.5f, 0.5f * (PLATFORM_LOW + LIFT + 0.1f), 1.5f).fixed().at(PLATFORM_X, 0.5f * (PLATFORM_LOW + LIFT + 0.1f), PLATFORM_Z - TRAVEL - 2.7f));
        // crates to push: two on the ground, one on them
        sink.addBody(spec.reset().box(0.4f, 0.4f, 0.4f).mass(30f).friction(0.5f).at(3f, 0.4f, 4f));
        sink.addBody(spec.reset().box(0.4f, 0.4f, 0.4f).mass(30f).friction(0.5f).at(3.85f, 0.4f, 4f));
        expect(CHASSIS, sink.addBody(spec.reset().box(0.9f, 0.3f, 2f).mass(GameRig.CAR_KG).friction(0.5f).at(-2.5f, 1.05f, 8f)));
        if (sink instanceof WorldScene) lastRig = new GameRig((WorldScene) sink, START);
        GameRig rig = lastRig;
        boolean ours = sink instanceof WorldScene;
        Vector3 target = new Vector3();
        Quaternion turn = new Quaternion();
        return (control, step, timeStep) -> {
            float s = swing((step + 1) * timeStep); // where it must be at the end of this step
            control.setKinematicTarget(PLATFORM, target.set(PLATFORM_X, PLATFORM_LOW + LIFT * s, PLATFORM_Z - TRAVEL * s), turn.set(Vector3.Y, 90 * s));
            if (ours) rig.beforeStep(timeStep);
        };
    }

    /** The rig built with our world's scene {@code scene}; null for another world (or none yet). */
    public GameRig rig(WorldScene scene) {
        return lastRig != null && scene != null && lastRig.world() == scene.world() ? lastRig : null;
    }

    /** A static slab whose top face rises toward -z from (x, 0, 2) at {@code degrees}, {@code halfLength} m along its slope. */
    private static void ramp(SceneSink sink, BodySpec spec, float x, float degrees, float halfLength) {
        float t = degrees * MathUtils.degreesToRadians, half = 0.2f;
        float cy = halfLength * MathUtils.sin(t) - half * MathUtils.cos(t);
        float cz = 2f - halfLength * MathUtils.cos(t) - half * MathUtils.sin(t);
        sink.addBody(spec.reset().box(1.5f, half, halfLength).fixed().rotated(1, 0, 0, degrees).at(x, cy, cz).friction(0.8f));
    }

    /** From 0 (at rest) to 1 (at rest) and back over {@link #PERIOD} seconds, with a pause at each end. */
    static float swing(double seconds) {
        double c = Math.cos(MathUtils.PI2 * seconds / PERIOD);
        return (float) MathUtils.clamp(0.5 - 0.6 * c, 0, 1);
    }

    private static void expect(int handle, int got) {
        if (got != handle) throw new IllegalStateException("game: body " + got + " built where handle " + handle + " was expected");
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(-0.5f, 0.5f, -4f);
        outEye.set(-0.5f, 12f, 15f); // the whole level, deep rather than wide, between the overlay's windows
    }
}
