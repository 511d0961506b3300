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
}
