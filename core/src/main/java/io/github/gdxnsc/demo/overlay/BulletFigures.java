package io.github.gdxnsc.demo.overlay;

/** What the Figures window shows of Bullet's world while Bullet runs the scene alone: Bullet's own counts and time. */
public interface BulletFigures {
    boolean isLive();

    /** Steps since the scene loaded. */
    long steps();

    /** Wall time of the last step (ns). */
    long lastStepNanos();

    int bodyCount();

    /** Contact points in Bullet's manifolds now. */
    int contactPoints();

    /** Bullet's sequential-impulse iterations per step. */
    int iterations();
}
