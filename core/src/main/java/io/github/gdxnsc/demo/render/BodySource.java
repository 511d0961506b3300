package io.github.gdxnsc.demo.render;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.demo.scenes.BodySpec;

/**
 * Bodies as the renderer and the live measures read them, whichever engine moves them: our world
 * (the demo's scene session) or Bullet's (its live twin). Handles are the order the scene added
 * its bodies, shot balls after them.
 */
public interface BodySource {
    int bodyCount();

    /** Bodies the scene itself added (handles below this); shot balls come after. */
    int sceneBodyCount();

    BodySpec spec(int handle);

    boolean isStatic(int handle);

    boolean isBall(int handle);

    boolean isAsleep(int handle);

    /** Whether the body is inside a sensor now (an engine that reports no sensor events: never). */
    default boolean isInsideSensor(int handle) {
        return false;
    }

    /** Whether the scene's joint {@code joint} (its order among the scene's joints) has broken: it is no longer drawn. */
    default boolean jointBroken(int joint) {
        return false;
    }

    Matrix4 transform(int handle, Matrix4 out);

    Vector3 position(int handle, Vector3 out);

    /** Linear speed (m/s). */
    float speed(int handle);

    /** Upper bound on the speed of the body's fastest point (m/s): what the colours show. */
    float pointSpeed(int handle);
}
