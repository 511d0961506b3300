package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.RandomXS128;
import com.badlogic.gdx.math.Vector3;

/**
 * Boxes and spheres of random sizes dropped into a walled container: the large contact-rich
 * scene of the bench. The body count follows {@link SceneParams#targetContacts} (default
 * {@value #DEFAULT_CONTACTS}, sensible from 1,000 to 20,000); the container widens with it, so
 * the pile's height, and so its settling time, stays about the same.
 */
public final class PileScene extends Scene {
    static final int DEFAULT_CONTACTS = 10_000;
    /**
     * Resting contact points per body in a settled pile of this mix (boxes touch with up to four
     * points per neighbour, spheres with one): 4.8 measured with Bullet's own dynamics world after
     * 10 s (1,538 bodies, 7,400 contacts); at 4.6 the default pile held 10,374 after 10 s, so 4.4
     * leaves a margin.
     */
    static final float CONTACTS_PER_BODY = 4.4f;
    static final float BOX_FRACTION = 0.7f;
    static final float MIN_HALF = 0.2f, MAX_HALF = 0.35f;
    /** Spawn lattice: wide enough that bodies of any size and yaw start apart. */
    static final float SPACING_XZ = 1.05f, SPACING_Y = 0.8f;
    static final int LAYERS = 8;
    /**
     * Alternate layers of the spawn lattice sit a quarter cell to either side in x and z (half a
     * cell apart), so a body lands across the gap between the ones below. Without it every lattice
     * cell dropped its eight bodies onto one another as a column up to 4 m tall, and those columns
     * toppled one by one for seconds: bodies were still falling from 3.5 m in the bench's measured
     * frames (301-400), each landing about v h = 0.1 m deep, which set both engines' max penetration.
     */
    static final float STAGGER = SPACING_XZ / 4f;
    static final float WALL_HEIGHT = 4f, WALL_HALF_THICKNESS = 0.25f;

    public PileScene() {
        super("pile", "boxes and spheres poured into a container (10,000 contacts at rest)", Expectation.MOVES);
    }

    /** Dynamic bodies for the params. */
    static int bodyCount(SceneParams params) {
        return Math.max(LAYERS, Math.round(params.contactsOr(DEFAULT_CONTACTS) / CONTACTS_PER_BODY));
    }

    /** Columns of the spawn lattice per side. */
    static int columns(SceneParams params) {
        return (int) Math.ceil(Math.sqrt(bodyCount(params) / (double) LAYERS));
    }

    /** Half the inner width of the square container. */
    static float innerHalfWidth(SceneParams params) {
        return columns(params) * SPACING_XZ / 2f + STAGGER + 0.1f;
    }

    @Override
    public SceneAction build(SceneSink sink, SceneParams params) {
        BodySpec spec = new BodySpec();
        addGround(sink, spec);
        float inner = innerHalfWidth(params);
        float wallCentre = inner + WALL_HALF_THICKNESS;
        float wallLength = inner + 2 * WALL_HALF_THICKNESS;
        float wallY = WALL_HEIGHT / 2f;
        for (int side = 0; side < 4; side++) {
            float sign = side % 2 == 0 ? 1f : -1f;
            spec.reset().fixed().friction(0.5f);
            if (side < 2) spec.box(WALL_HALF_THICKNESS, WALL_HEIGHT / 2f, wallLength).at(sign * wallCentre, wallY, 0);
            else spec.box(wallLength, WALL_HEIGHT / 2f, WALL_HALF_THICKNESS).at(0, wallY, sign * wallCentre);
            sink.addBody(spec);
        }
        RandomXS128 random = new RandomXS128(params.seed);
        int count = bodyCount(params);
        int columns = columns(params);
        float x0 = -(columns - 1) * SPACING_XZ / 2f;
        for (int i = 0; i < count; i++) {
            int layer = i / (columns * columns);
            int cell = i % (columns * columns);
            float shift = layer % 2 == 0 ? -STAGGER : STAGGER;
            float jitterX = (random.nextFloat() - 0.5f) * 0.1f, jitterZ = (random.nextFloat() - 0.5f) * 0.1f;
            spec.reset().at(x0 + (cell % columns) * SPACING_XZ + shift + jitterX, MAX_HALF + 0.3f + layer * SPACING_Y,
                    x0 + (cell / columns) * SPACING_XZ + shift + jitterZ).friction(0.5f);
            float half = MathUtils.lerp(MIN_HALF, MAX_HALF, random.nextFloat());
            if (random.nextFloat() < BOX_FRACTION) {
                float halfY = MathUtils.lerp(MIN_HALF, MAX_HALF, random.nextFloat());
                float halfZ = MathUtils.lerp(MIN_HALF, MAX_HALF, random.nextFloat());
                spec.box(half, Math.min(halfY, SPACING_Y / 2f - 0.05f), halfZ).rotated(0, 1, 0, random.nextFloat() * 90f);
            } else {
                spec.sphere(half);
            }
            // 500 kg/m^3 (wood), so big and small bodies mix mass ratios up to about 1:5
            spec.mass(500f * volume(spec));
            sink.addBody(spec);
        }
        return SceneAction.NONE;
    }

    private static float volume(BodySpec spec) {
        if (spec.shape == ShapeKind.SPHERE) return 4f / 3f * MathUtils.PI * spec.radius * spec.radius * spec.radius;
        return 8f * spec.halfExtents.x * spec.halfExtents.y * spec.halfExtents.z;
    }

    @Override
    public void camera(SceneParams params, Vector3 outEye, Vector3 outTarget) {
        float inner = innerHalfWidth(params);
        outTarget.set(0, 0.5f, 0);
        outEye.set(inner * 0.9f, inner * 1.5f + 3f, inner * 1.9f + 2f);
    }
}
