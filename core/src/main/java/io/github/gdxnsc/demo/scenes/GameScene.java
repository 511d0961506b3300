package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * A small game level: stairs of 0.2 m steps up to a deck, a 20 degree ramp a character walks up
 * and a 50 degree one it cannot, a kinematic platform that rises 2 m and turns while it carries a
 * crate (and whoever stands on it) to a high deck, crates to push, a car, a rope bridge of
 * eight planks from the stairs' deck to a far deck, and two one-way platforms, one above and beside
 * the other, that the character jumps up through and a crate thrown from below rises through, and a
 * hill of heightfield terrain. In our world the build adds a {@link GameRig}: the character
 * controller, the raycast vehicle the demo's keys drive, the bridge's ropes, the one-way rule and
 * the terrain (a shape only our world's factory makes); in Bullet's world the same bodies
 * stand without them (the car's chassis rests on the ground, the planks fall between the decks,
 * the crate stops under the low platform).
 */
public final class GameScene extends Scene {
    /** Body handles in build order (the build checks them). */
    public static final int PLATFORM = 9, RIDER = 10, CHASSIS = 14;
    /** The rope bridge: its planks' handles from {@link #FIRST_PLANK}, west (-x) from the stairs' deck's edge at {@link #BRIDGE_EAST}. */
    public static final int FIRST_PLANK = 16, PLANKS = 8;
    /** The one-way platforms (low, high) and the crate thrown up through the low one. */
    public static final int ONE_WAY_LOW = 24, ONE_WAY_HIGH = 25, THROWN = 26;
    /** The one-way platforms' filter group (their own bit: the character's sweeps leave it out of their mask to pass through). */
    public static final short ONE_WAY_GROUP = 64;
    /** Where the one-way platforms are: the low one's centre (x, z) and top, the high one 1.2 m toward -z and 1 m higher. */
    static final float ONE_WAY_X = 7.5f, ONE_WAY_Z = 2.5f, ONE_WAY_TOP = 1f, THROW_SPEED = 6f;
    /** The terrain: a grid of {@link #TERRAIN_CELLS} + 1 heights a side, {@link #TERRAIN_CELL} m apart, centred at (x, z), a hill {@link #HILL} m high of width {@link #HILL_SIGMA} m. */
    static final int TERRAIN_CELLS = 32;
    static final float TERRAIN_CELL = 0.25f, TERRAIN_X = 11f, TERRAIN_Z = -10f, HILL = 1.5f, HILL_SIGMA = 1.6f;
    /** Plank length along the bridge, gap between planks (a rope's span), the ropes' slack over their gap (m), and each plank's mass (kg). */
    static final float PLANK = 0.4f, GAP = 0.1f, ROPE_SLACK = 0.005f, PLANK_KG = 10f;
    /** The bridge's east end (the stairs' deck's west edge), its line (z), and its planks' top when level (the decks' top). */
    static final float BRIDGE_EAST = -6.5f, BRIDGE_Z = -7f, BRIDGE_TOP = 1f, PLANK_HALF_THICKNESS = 0.025f, PLANK_HALF_WIDTH = 0.5f;
    /** The platform's loop: up {@link #LIFT} m, {@link #TRAVEL} m toward -z and a quarter turn, and back, every {@link #PERIOD} s. */
    static final float PERIOD = 10f, LIFT = 2f, TRAVEL = 4f, PLATFORM_X = 2f, PLATFORM_Z = -7.5f, PLATFORM_LOW = 0.15f;
    /** Where the character starts (feet). */
    static final Vector3 START = new Vector3(0, 0.02f, 4);

    private GameRig lastRig;

    public GameScene() {
        super("game", "a character on stairs, slopes and a moving platform, crates to push, a car to drive (arrows, J, K, F)", Expectation.MOVES);
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
        // the far deck, the bridge's west end (handle 15), and the planks between (16-23), level at the decks' top
        float west = gapEast(PLANKS) - GAP;
        sink.addBody(spec.reset().box(0.75f, 0.5f * BRIDGE_TOP, 1.5f).fixed().at(west - 0.75f, 0.5f * BRIDGE_TOP, BRIDGE_Z));
        for (int i = 0; i < PLANKS; i++) {
            int got = sink.addBody(spec.reset().box(0.5f * PLANK, PLANK_HALF_THICKNESS, PLANK_HALF_WIDTH).mass(PLANK_KG).friction(0.8f)
                    .at(gapEast(i) - GAP - 0.5f * PLANK, ropeHeight(), BRIDGE_Z));
            expect(FIRST_PLANK + i, got);
        }
        // the one-way platforms (thin slabs, filter group set by the rig) and a crate thrown up under the low one
        expect(ONE_WAY_LOW, sink.addBody(spec.reset().box(1f, 0.05f, 1f).fixed().at(ONE_WAY_X, ONE_WAY_TOP - 0.05f, ONE_WAY_Z).friction(0.8f)));
        expect(ONE_WAY_HIGH, sink.addBody(spec.reset().box(1f, 0.05f, 1f).fixed().at(ONE_WAY_X, ONE_WAY_TOP + 0.95f, ONE_WAY_Z - 1.2f).friction(0.8f)));
        expect(THROWN, sink.addBody(spec.reset().box(0.25f, 0.25f, 0.25f).mass(5f).friction(0.8f).at(ONE_WAY_X + 0.3f, 0.25f, ONE_WAY_Z + 0.3f).velocity(0, THROW_SPEED, 0)));
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

    /** The east end (x) of the bridge's gap i (0 at the stairs' deck, {@link #PLANKS} at the far deck); the gap spans {@link #GAP} toward -x. */
    static float gapEast(int i) {
        return BRIDGE_EAST - i * (PLANK + GAP);
    }

    /**
     * The terrain's height (m, above the ground) at (dx, dz) from its centre: a Gaussian hill,
     * lowered so that it meets the ground at the grid's edge midpoints (its steepest slope,
     * HILL / (HILL_SIGMA sqrt(e)), is 30 degrees: walkable).
     */
    static float hillHeight(float dx, float dz) {
        float half = 0.5f * TERRAIN_CELLS * TERRAIN_CELL, s2 = 2 * HILL_SIGMA * HILL_SIGMA;
        float edge = (float) Math.exp(-half * half / s2);
        return Math.max(0, HILL * ((float) Math.exp(-(dx * dx + dz * dz) / s2) - edge) / (1 - edge));
    }

    /** The terrain's heights, row (z) by row, column (x) along each: what the shape factory's heightfield takes. */
    static float[] terrainHeights() {
        int n = TERRAIN_CELLS + 1;
        float[] h = new float[n * n];
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) h[r * n + c] = hillHeight((c - 0.5f * TERRAIN_CELLS) * TERRAIN_CELL, (r - 0.5f * TERRAIN_CELLS) * TERRAIN_CELL);
        return h;
    }

    /** The ropes' height: the planks' centres when level. */
    static float ropeHeight() {
        return BRIDGE_TOP - PLANK_HALF_THICKNESS;
    }

    /** A static slab whose top face rises toward -z from (x, 0, 2) at {@code degrees}, {@code halfLength} m along its slope. */
    private static void ramp(SceneSink sink, BodySpec spec, float x, float degrees, float halfLength) {
        float t = degrees * MathUtils.degreesToRadians, half = 0.2f;
        float cy = halfLength * MathUtils.sin(t) - half * MathUtils.cos(t);
        float cz = 2f - halfLength * MathUtils.cos(t) - half * MathUtils.sin(t);
        sink.addBody(spec.reset().box(1.5f, half, halfLength).fixed().rotated(1, 0, 0, degrees).at(x, cy, cz).friction(0.8f));
    }

    /** From 0 (at rest) to 1 (at rest) and back over {@link #PERIOD} seconds: (1 - cos)/2, so it starts and stops smoothly and its rider stays put. */
    static float swing(double seconds) {
        return (float) (0.5 * (1 - Math.cos(MathUtils.PI2 * seconds / PERIOD)));
    }

    private static void expect(int handle, int got) {
        if (got != handle) throw new IllegalStateException("game: body " + got + " built where handle " + handle + " was expected");
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        outTarget.set(0f, 0.5f, -4f);
        outEye.set(0f, 14f, 18f); // the whole level, deep rather than wide, between the overlay's windows
    }
}
