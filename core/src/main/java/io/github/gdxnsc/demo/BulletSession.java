package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.engines.BulletEngine;
import io.github.gdxnsc.demo.overlay.BulletFigures;
import io.github.gdxnsc.demo.render.BodySource;
import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParams;

/**
 * The scene's twin in Bullet's own dynamics world (sequential impulse, the bench's
 * {@link BulletEngine}) for the demo's engine switch and split view: built from the same scene
 * description, stepped and timed one fixed step at a time, shot at with the same balls, read by
 * the renderer through {@link BodySource}. A fresh engine per load; the last one is disposed first,
 * and the session counts both so a test can see that nothing is left alive.
 */
final class BulletSession implements BodySource, BulletFigures, Disposable {
    /** Bullet's own default for {@code btContactSolverInfo.numIterations}: what the bench compares at. */
    static final int DEFAULT_ITERATIONS = 10;

    private final BodySpec ballSpec = new BodySpec();
    private final int[] balls = new int[SceneSession.MAX_BALLS];
    private final Matrix4 m4 = new Matrix4();
    private BulletEngine engine;
    private int iterations = DEFAULT_ITERATIONS;
    private int sceneBodies;
    private int ballCount;
    private long ballsShot;
    private long steps;
    private long lastStepNanos;
    private int built, disposed;
    private String unavailableReason;

    /** Replaces the running twin by one of {@code scene}, stepped at {@code timeStep} under {@code gravity}. */
    void load(Scene scene, SceneParams params, float timeStep, Vector3 gravity) {
        unload();
        unavailableReason = null;
        ballCount = 0;
        ballsShot = 0;
        steps = 0;
        lastStepNanos = 0;
        try {
            engine = new BulletEngine(BulletEngine.Kind.SI, scene, params, timeStep, gravity, iterations);
            built++;
            sceneBodies = engine.bodyCount();
        } catch (RuntimeException | LinkageError e) {
            engine = null;
            sceneBodies = 0;
            fail("cannot build Bullet's world", e);
        }
    }

    /** Disposes the twin and every native object it holds (switching back to our engine alone, exit). */
    void unload() {
        if (engine == null) return;
        BulletEngine e = engine;
        engine = null;
        sceneBodies = 0;
        steps = 0;
        disposed++;
        try {
            e.dispose();
        } catch (RuntimeException ex) {
            if (Gdx.app != null) Gdx.app.error("gdx-nsc-demo", "Bullet dispose failed", ex);
        }
    }

    /** One fixed step, timed (the scene's action included, as in the bench). */
    void stepOnce() {
        if (engine == null) return;
        try {
            long t0 = System.nanoTime();
            engine.step();
            lastStepNanos = System.nanoTime() - t0;
            steps++;
        } catch (RuntimeException e) {
            fail("Bullet step failed", e);
            unload();
        }
    }

    /** The SI iteration count, from the next step on (and for every later load). */
    void setIterations(int iterations) {
        this.iterations = Math.max(1, iterations);
        if (engine != null) engine.setIterations(this.iterations);
    }

    @Override
    public int iterations() {
        return iterations;
    }

    /** The same ball as {@link SceneSession#shootBall}; its handle, or -1. Beyond the cap the oldest is recycled. */
    int shootBall(Vector3 from, Vector3 velocity) {
        if (engine == null) return -1;
        try {
            ballsShot++;
            if (ballCount < balls.length) {
                ballSpec.reset().sphere(SceneSession.BALL_RADIUS).mass(SceneSession.BALL_KG).friction(0.5f).restitution(0.2f).ccd(true);
                ballSpec.position.set(from);
                ballSpec.linearVelocity.set(velocity);
                balls[ballCount] = engine.addBody(ballSpec);
                return balls[ballCount++];
            }
            int handle = balls[(int) (ballsShot % balls.length)];
            engine.resetBody(handle, from, velocity);
            return handle;
        } catch (RuntimeException e) {
            fail("Bullet shooting failed", e);
            return -1;
        }
    }

    private void fail(String what, Throwable e) {
        unavailableReason = what + ": " + e;
        if (Gdx.app != null) Gdx.app.error("gdx-nsc-demo", unavailableReason, e);
    }

    @Override
    public boolean isLive() {
        return engine != null;
    }

    /** Null while Bullet runs (or was never asked to); otherwise why it does not. */
    String unavailableReason() {
        return unavailableReason;
    }

    /** Contact points in Bullet's world after its last step; 0 while it does not run. */
    @Override
    public int contactPoints() {
        return engine == null ? 0 : engine.contactPoints();
    }

    @Override
    public long steps() {
        return steps;
    }

    /** Wall time of the last step (ns). */
    @Override
    public long lastStepNanos() {
        return lastStepNanos;
    }

    /** Engines built and not yet disposed: 1 while the twin runs, else 0 (a leak shows as more). */
    int liveEngines() {
        return built - disposed;
    }

    int enginesBuilt() {
        return built;
    }

    // ---- BodySource ----

    @Override
    public int bodyCount() {
        return engine == null ? 0 : engine.bodyCount();
    }

    @Override
    public int sceneBodyCount() {
        return sceneBodies;
    }

    @Override
    public BodySpec spec(int handle) {
        return engine.spec(handle);
    }

    @Override
    public boolean isStatic(int handle) {
        return engine.spec(handle).isStatic();
    }

    @Override
    public boolean isBall(int handle) {
        return handle >= sceneBodies;
    }

    /** Never: the twin runs with deactivation off on every body, as in the bench. */
    @Override
    public boolean isAsleep(int handle) {
        return false;
    }

    @Override
    public Matrix4 transform(int handle, Matrix4 out) {
        return engine.transform(handle, out);
    }

    @Override
    public boolean jointBroken(int joint) {
        return engine != null && engine.jointBroken(joint);
    }

    @Override
    public Vector3 position(int handle, Vector3 out) {
        return engine.transform(handle, m4).getTranslation(out);
    }

    @Override
    public float speed(int handle) {
        return engine.linearSpeed(handle);
    }

    @Override
    public float pointSpeed(int handle) {
        return engine.linearSpeed(handle) + engine.angularSpeed(handle) * engine.spec(handle).boundingRadius();
    }

    @Override
    public void dispose() {
        unload();
    }
}
