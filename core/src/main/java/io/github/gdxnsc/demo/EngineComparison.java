package io.github.gdxnsc.demo;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.engines.LiveQuality;
import io.github.gdxnsc.demo.render.BodySource;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.stats.StepStats;

/**
 * The engine switch: runs the scene in our world ({@link EngineMode#NSC}), in Bullet's own world
 * with its sequential impulse solver ({@link EngineMode#BULLET_SI}), or in both at once
 * ({@link EngineMode#SPLIT}), and keeps the bench's settled-quality measures of each side live over
 * a sliding window ({@link LiveQuality}).
 *
 * <p>In the split view Bullet steps in lockstep with our world: once after each of our steps (the
 * session's after-step hook), so both sides always show the same simulated time, however many
 * steps a frame takes or whether our world drops to one step a frame. Bullet alone keeps its own
 * fixed-step accumulator, like the session's. The measures cover the scene's own dynamic bodies,
 * not the shot balls, so each window's snapshots keep their size.
 */
final class EngineComparison implements Disposable {
    private final SceneSession session;
    private final BulletSession bullet = new BulletSession();
    private final LiveQuality nscQuality = new LiveQuality(), bulletQuality = new LiveQuality();
    private final Vector3 tmp = new Vector3();
    private EngineMode mode = EngineMode.NSC;
    private float accumulator;

    EngineComparison(SceneSession session) {
        this.session = session;
        session.setAfterStep(this::afterNscStep); // one hook for the session's life: no allocation per step
    }

    EngineMode mode() {
        return mode;
    }

    /** Switches engines; the caller reloads the scene so both sides start from its description. */
    void setMode(EngineMode mode) {
        this.mode = mode;
    }

    /** After the session loaded {@code scene}: builds Bullet's twin when the mode runs it (else disposes it) and empties the windows. */
    void load(Scene scene, SceneParams params) {
        accumulator = 0;
        NscConfig c = session.liveConfig();
        if (mode.runsBullet()) bullet.load(scene, params, c.timeStep, c.gravity);
        else bullet.unload();
        nscQuality.reset(dynamicSceneBodies(session));
        bulletQuality.reset(dynamicSceneBodies(bullet));
    }

    /** One fixed step of whatever the mode runs (the split view's Bullet step follows ours through the hook). */
    void stepOnce() {
        if (mode == EngineMode.BULLET_SI) stepBullet();
        else session.stepOnce();
    }

    /** Advances by {@code delta} seconds in fixed steps; returns the steps taken ({@code byClockAlone}: see {@link SceneSession#update(float, boolean)}). */
    int update(float delta, boolean byClockAlone) {
        if (mode != EngineMode.BULLET_SI) return session.update(delta, byClockAlone);
        if (!bullet.isLive()) return 0;
        NscConfig c = session.liveConfig();
        float h = c.timeStep;
        // as the session does: a step costlier than the time it simulates runs once a frame, in slow motion
        int maxSteps = !byClockAlone && bullet.lastStepNanos() > h * 1e9f ? 1 : c.maxSubSteps;
        accumulator = Math.min(accumulator + delta, h * maxSteps);
        int steps = 0;
        while (accumulator >= h && bullet.isLive()) {
            stepBullet();
            accumulator -= h;
            steps++;
        }
        return steps;
    }

    private void afterNscStep() {
        if (mode != EngineMode.SPLIT) return;
        StepStats st = session.stats();
        if (st != null) measure(nscQuality, session, st.totalNanos);
        stepBullet();
    }

    private void stepBullet() {
        bullet.stepOnce();
        if (bullet.isLive()) measure(bulletQuality, bullet, bullet.lastStepNanos());
    }

    /** One step into a window: the scene's dynamic bodies' positions and squared speeds, and the step's time. */
    private void measure(LiveQuality q, BodySource source, double stepNanos) {
        float[] p = q.snapshot();
        double speedSquared = 0;
        int k = 0, n = 0;
        for (int i = 0, count = Math.min(source.sceneBodyCount(), source.bodyCount()); i < count && n < q.bodies(); i++) {
            if (!source.spec(i).isDynamic()) continue; // kinematic bodies follow their schedule in both engines
            source.position(i, tmp);
            p[k++] = tmp.x;
            p[k++] = tmp.y;
            p[k++] = tmp.z;
            float v = source.speed(i);
            speedSquared += (double) v * v;
            n++;
        }
        q.record(stepNanos, speedSquared, n);
    }

    private static int dynamicSceneBodies(BodySource source) {
        int n = 0;
        for (int i = 0, count = Math.min(source.sceneBodyCount(), source.bodyCount()); i < count; i++) {
            if (source.spec(i).isDynamic()) n++;
        }
        return n;
    }

    /** Shoots the ball into every engine the mode runs; the handle in the one drawn on the left (ours unless Bullet runs alone). */
    int shootBall(Vector3 from, Vector3 velocity) {
        int ours = mode.runsNsc() ? session.shootBall(from, velocity) : -1;
        int theirs = mode.runsBullet() ? bullet.shootBall(from, velocity) : -1;
        return mode.runsNsc() ? ours : theirs;
    }

    BulletSession bullet() {
        return bullet;
    }

    LiveQuality nscQuality() {
        return nscQuality;
    }

    LiveQuality bulletQuality() {
        return bulletQuality;
    }

    @Override
    public void dispose() {
        session.setAfterStep(null);
        bullet.dispose();
    }
}
