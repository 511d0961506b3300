package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.world.NscWorld;

/**
 * One entry of the scene catalogue: a name, what it shows, what a correct solver makes of it,
 * where a camera starts, and a builder that describes its bodies and joints to a {@link SceneSink}.
 * Render-free and engine-free, so the demo, the tests and the bench (our world and Bullet's
 * dynamics world) build exactly the same scene.
 */
public abstract class Scene {
    /** Ground: a static slab whose top face is the plane y = 0. */
    protected static final float GROUND_HALF_SIZE = 40f;
    protected static final float GROUND_FRICTION = 0.8f;

    private final String name;
    private final String summary;
    private final Expectation expectation;

    protected Scene(String name, String summary, Expectation expectation) {
        this.name = name;
        this.summary = summary;
        this.expectation = expectation;
    }

    /** Short lower-case id used on command lines and in file names. */
    public final String name() {
        return name;
    }

    /** One line for people: what the scene shows. */
    public final String summary() {
        return summary;
    }

    public final Expectation expectation() {
        return expectation;
    }

    /**
     * Describes the scene's bodies and joints to {@code sink}, deterministically for given params.
     *
     * @return what to do before each step ({@link SceneAction#NONE} for most scenes)
     */
    public abstract SceneAction build(SceneSink sink, SceneParams params);

    /** The knobs the demo shows for this scene (none by default); their defaults may follow {@code params}. */
    public java.util.List<SceneParameter> parameters(SceneParams params) {
        return java.util.Collections.emptyList();
    }

    /** Where a viewer's camera starts: eye and the point it looks at. */
    public abstract void camera(SceneParams params, Vector3 outEye, Vector3 outTarget);

    /**
     * Whether the demo runs the scene with sleeping on ({@code NscConfig.allowSleep}); the tests and
     * the bench keep their own config. False for the measuring scenes: sleep would hide what the solver does.
     */
    public boolean sleeping() {
        return false;
    }

    /**
     * The step from which the scene is left to itself after a disturbance it makes (a grip let
     * go, a ball fired), which {@link SceneOutcome} times the return to rest from; -1 for the
     * scenes without one. Fixed in simulated time, so it depends on the time step.
     */
    public long disturbanceStep(float timeStep) {
        return -1;
    }

    /** The rays and sweeps the scene shows live ({@link QueryProbes#NONE} for most scenes). */
    public QueryProbes probes() {
        return QueryProbes.NONE;
    }

    /** Builds the scene in our world: bodies and joints reachable by handle, plus the per-step action. */
    public final WorldScene build(NscWorld world, SceneParams params) {
        return WorldScene.load(this, world, params);
    }

    /** The static ground slab every scene stands on; returns its handle. */
    protected static int addGround(SceneSink sink, BodySpec spec) {
        spec.reset().box(GROUND_HALF_SIZE, 0.5f, GROUND_HALF_SIZE).fixed().at(0, -0.5f, 0).friction(GROUND_FRICTION);
        return sink.addBody(spec);
    }

    @Override
    public String toString() {
        return name;
    }
}
