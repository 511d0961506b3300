package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.render.BodySource;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.RecordingSink;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RigidBody;
import io.github.gdxnsc.stats.StepStats;

/**
 * One scene running in one {@link NscWorld}: loads (a fresh world per load, so nothing leaks
 * from the last scene), steps with the scene's action, shoots balls, and tells the renderer
 * where each body is. The {@link NscConfig} outlives the worlds: the overlay edits it and every
 * new world starts from it.
 *
 * <p>When the world cannot be made or stepped (a build without a working world, or a failure in
 * a step), the session keeps showing the scene's bodies where they were and says why in
 * {@link #unavailableReason()}, so the demo still starts.
 */
public final class SceneSession implements Disposable, BodySource {
    /** Shot balls beyond this recycle the oldest, so a long session does not grow without bound. */
    static final int MAX_BALLS = 24;
    static final float BALL_RADIUS = 0.25f, BALL_KG = 3f;

    private final NscConfig config;
    private final BodySpec ballSpec = new BodySpec();
    private final Vector3 tmp = new Vector3();
    private final int[] balls = new int[MAX_BALLS];
    private final SceneEvents events = new SceneEvents();
    private NscWorld world;
    private WorldScene loaded;
    /** The scene's bodies as built: what is drawn when there is no world. */
    private RecordingSink preview;
    private Scene scene;
    private String unavailableReason;
    private float accumulator;
    /** Simulated seconds since the load: the sum of the fixed steps taken, whatever their length. */
    private double simulatedSeconds;
    private int ballCount;
    private long ballsShot;
    /** Runs after every step that succeeded (the split view steps Bullet in lockstep with it); may be null. */
    private Runnable afterStep;

    public SceneSession(NscConfig config) {
        this.config = config;
    }

    /** Replaces the running scene (and its world) by {@code scene}. */
    public void load(Scene scene, SceneParams params) {
        disposeWorld();
        this.scene = scene;
        preview = RecordingSink.record(scene, params);
        accumulator = 0f;
        simulatedSeconds = 0;
        ballCount = 0;
        ballsShot = 0;
        unavailableReason = null;
        events.reset();
        try {
            NscConfig worldConfig = NscConfig.defaults().set(config);
            if (scene.sleeping()) worldConfig.allowSleep = true;
            world = new NscWorld(worldConfig);
            loaded = scene.build(world, params);
            world.setContactListener(events);
        } catch (RuntimeException | LinkageError e) {
            fail("cannot build the world", e);
        }
    }

    /** Advances by {@code delta} seconds in fixed steps (at most the config's maxSubSteps); returns steps taken. */
    public int update(float delta) {
        return update(delta, false);
    }

    /**
     * As {@link #update(float)}; {@code byClockAlone}: the steps taken depend on {@code delta} and the
     * config alone, never on how long the last step took (scripted runs, which must repeat exactly).
     */
    public int update(float delta, boolean byClockAlone) {
        if (!isLive()) return 0;
        float h = liveConfig().timeStep;
        // When one step costs more than the time it simulates (the big pile on a small machine),
        // catching up would only make frames slower still: run one step per frame, in slow motion.
        StepStats last = world.getLastStats();
        int maxSteps = !byClockAlone && last != null && last.totalNanos > h * 1e9f ? 1 : liveConfig().maxSubSteps;
        accumulator = Math.min(accumulator + delta, h * maxSteps);
        int steps = 0;
        while (accumulator >= h && isLive()) {
            stepOnce();
            accumulator -= h;
            steps++;
        }
        return steps;
    }

    /** One fixed step (the scene's action first). */
    public void stepOnce() {
        if (!isLive()) return;
        try {
            loaded.stepOnce();
            simulatedSeconds += liveConfig().timeStep;
            events.stepped();
        } catch (RuntimeException e) {
            fail("step failed", e);
            return;
        }
        if (afterStep != null) afterStep.run();
    }

    /**
     * Puts the world back to {@code snapshot}, taken at the scene's step {@code sceneStep} and
     * {@code seconds} simulated; a snapshot that does not fit the world (other bodies or joints) is
     * refused with an {@link IllegalArgumentException} and nothing changes.
     */
    void restore(io.github.gdxnsc.world.WorldSnapshot snapshot, long sceneStep, double seconds) {
        if (!isLive()) throw new IllegalArgumentException("no live world to restore into");
        world.restoreSnapshot(snapshot);
        loaded.rewindTo(sceneStep);
        simulatedSeconds = seconds;
        accumulator = 0f;
    }

    /** Sets what runs after each successful step (null: nothing). */
    public void setAfterStep(Runnable afterStep) {
        this.afterStep = afterStep;
    }

    /** Shoots a ball from {@code from} with velocity {@code velocity}; returns its body handle, or -1. */
    public int shootBall(Vector3 from, Vector3 velocity) {
        if (!isLive()) return -1;
        try {
            ballsShot++;
            if (ballCount < MAX_BALLS) {
                ballSpec.reset().sphere(BALL_RADIUS).mass(BALL_KG).friction(0.5f).restitution(0.2f).ccd(true);
                ballSpec.position.set(from);
                ballSpec.linearVelocity.set(velocity);
                balls[ballCount] = loaded.addBody(ballSpec);
                return balls[ballCount++];
            }
            int handle = balls[(int) (ballsShot % MAX_BALLS)];
            RigidBody ball = loaded.body(handle);
            ball.setTransform(from, ballSpec.rotation.idt());
            ball.setLinearVelocity(velocity);
            ball.setAngularVelocity(tmp.setZero());
            return handle;
        } catch (RuntimeException e) {
            fail("shooting failed", e);
            return -1;
        }
    }

    private void fail(String what, Throwable e) {
        unavailableReason = what + ": " + e;
        if (Gdx.app != null) Gdx.app.error("gdx-nsc-demo", unavailableReason, e);
        disposeWorld();
    }

    public boolean isLive() {
        return loaded != null;
    }

    /** Null while the world runs; otherwise why the scene is frozen. */
    public String unavailableReason() {
        return unavailableReason;
    }

    /** The config the overlay edits: the live world's (changes apply at its next step), else the template. */
    public NscConfig liveConfig() {
        return world != null ? world.getConfig() : config;
    }

    /** Copies the live config back into the template, so the next scene starts with the same settings. */
    public void keepSettings() {
        if (world == null || world.getConfig() == config) return;
        boolean sleep = config.allowSleep; // a scene's own sleeping does not carry over to the next
        config.set(world.getConfig());
        if (scene != null && scene.sleeping()) config.allowSleep = sleep;
    }

    public Scene scene() {
        return scene;
    }

    /** Null when not live. */
    public WorldScene worldScene() {
        return loaded;
    }

    /** The game scene's player in the live world, or null when another scene (or none) runs. */
    public io.github.gdxnsc.demo.scenes.GameRig gameRig() {
        if (loaded == null || !(loaded.scene() instanceof io.github.gdxnsc.demo.scenes.GameScene)) return null;
        return ((io.github.gdxnsc.demo.scenes.GameScene) loaded.scene()).rig(loaded);
    }

    /** Null when not live. */
    public NscWorld world() {
        return loaded != null ? world : null;
    }

    /** Null when not live. */
    public StepStats stats() {
        return isLive() ? world.getLastStats() : null;
    }

    public long stepIndex() {
        return isLive() ? loaded.stepIndex() : 0;
    }

    /** Simulated seconds since the load (the fixed steps' sum). */
    public double simulatedSeconds() {
        return simulatedSeconds;
    }

    public long ballsShot() {
        return ballsShot;
    }

    public boolean isBall(int handle) {
        return handle >= sceneBodyCount();
    }

    public int sceneBodyCount() {
        return isLive() ? loaded.sceneBodyCount() : preview.bodies().size();
    }

    public int bodyCount() {
        return isLive() ? loaded.bodyCount() : preview == null ? 0 : preview.bodies().size();
    }

    public BodySpec spec(int handle) {
        return isLive() ? loaded.spec(handle) : preview.bodies().get(handle);
    }

    public boolean isStatic(int handle) {
        return spec(handle).isStatic();
    }

    /** Moved by forces and contacts: neither static nor kinematic (what can be grabbed, what sleeps). */
    public boolean isDynamic(int handle) {
        return spec(handle).isDynamic();
    }

    public boolean isKinematic(int handle) {
        return spec(handle).kinematic;
    }

    public boolean isSensor(int handle) {
        return spec(handle).sensor;
    }

    /** Whether the body is inside a sensor now (false when frozen). */
    @Override
    public boolean isInsideSensor(int handle) {
        return isLive() && events.isInsideSensor(handle);
    }

    @Override
    public boolean jointBroken(int joint) {
        return isLive() && joint < loaded.jointCount() && loaded.joint(joint).isBroken();
    }

    /** Contact and sensor event counts of the running scene. */
    public SceneEvents events() {
        return events;
    }

    /** Dynamic bodies asleep now (0 when frozen). */
    public int sleepingBodies() {
        int n = 0;
        for (int i = 0, count = bodyCount(); i < count; i++) if (isAsleep(i)) n++;
        return n;
    }

    public Matrix4 transform(int handle, Matrix4 out) {
        if (isLive()) return loaded.body(handle).getTransform(out);
        BodySpec s = preview.bodies().get(handle);
        return out.set(s.position, s.rotation);
    }

    public Vector3 position(int handle, Vector3 out) {
        if (isLive()) return loaded.body(handle).getPosition(out);
        return out.set(preview.bodies().get(handle).position);
    }

    /** Whether the body is asleep (false when frozen or static). */
    public boolean isAsleep(int handle) {
        return isLive() && spec(handle).isDynamic() && !loaded.body(handle).isAwake();
    }

    /** Speed in m/s (0 when frozen). */
    public float speed(int handle) {
        if (!isLive()) return 0f;
        return loaded.body(handle).getLinearVelocity(tmp).len();
    }

    /**
     * An upper bound on the speed of the body's fastest point, m/s: linear speed plus angular
     * speed times the body's bounding radius (0 when frozen). What the colours show.
     */
    public float pointSpeed(int handle) {
        if (!isLive()) return 0f;
        RigidBody body = loaded.body(handle);
        float linear = body.getLinearVelocity(tmp).len();
        return linear + body.getAngularVelocity(tmp).len() * spec(handle).boundingRadius();
    }

    /** The scene's joints as built (world anchors at build time; body handles). Same list until the next load. */
    public java.util.List<io.github.gdxnsc.demo.scenes.JointSpec> joints() {
        return preview == null ? java.util.Collections.emptyList() : preview.joints();
    }

    /** The scene body's spec as built (its start pose), whether or not the world is live. */
    public BodySpec buildSpec(int handle) {
        return preview.bodies().get(handle);
    }

    /** Writes the last step's problem (see {@code ProblemFile}); false when there is no live world. */
    public boolean writeProblem(java.nio.file.Path file) throws java.io.IOException {
        if (!isLive()) return false;
        world.writeLastProblem(file);
        return true;
    }

    private void disposeWorld() {
        if (world != null) {
            keepSettings();
            try {
                world.dispose();
            } catch (RuntimeException e) {
                if (Gdx.app != null) Gdx.app.error("gdx-nsc-demo", "world dispose failed", e);
            }
        }
        world = null;
        loaded = null;
    }

    @Override
    public void dispose() {
        disposeWorld();
    }
}
