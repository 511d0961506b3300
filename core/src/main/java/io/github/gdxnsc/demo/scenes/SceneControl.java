package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * What a scene's per-step {@link SceneAction} may do to a running scene, by handle. Every engine
 * that runs the catalogue implements it next to its {@link SceneSink}.
 */
public interface SceneControl extends SceneSink {
    /** Re-targets a hinge motor (the joint must have been made with a motor). */
    void setMotor(int joint, float speed, float maxTorque);

    /** An impulse (N s) at the body's centre of mass. */
    void applyImpulse(int body, float x, float y, float z);

    /**
     * Where a kinematic body must be at the end of the coming step: the engine gives it the
     * velocity that gets it there in that step, so what rests on it is carried.
     */
    void setKinematicTarget(int body, Vector3 position, Quaternion rotation);

    /**
     * Holds a dynamic body by a soft grip at its point {@code localPoint} (body frame), as the
     * demo's mouse grab holds what it picked: a spring-damper on each world axis pulls that point
     * toward the grip's target, which starts where the point is now; stiffness m (2 pi f)^2 from
     * the body's mass m and critical damping, so it follows at {@code frequencyHz} whatever it
     * weighs; the body turns freely about the point. Returns the grip's handle (dense, from 0).
     */
    int grip(int body, Vector3 localPoint, float frequencyHz);

    /** Moves a grip's target to where it started plus {@code offset} (world axes); the grip pulls from the next step. */
    void moveGrip(int grip, Vector3 offset);

    /** Lets go: the grip no longer acts from the next step. */
    void releaseGrip(int grip);
}
