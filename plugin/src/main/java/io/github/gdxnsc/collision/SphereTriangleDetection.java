package io.github.gdxnsc.collision;

import com.badlogic.gdx.physics.bullet.collision.BroadphaseNativeTypes;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btConvexConvexAlgorithm;
import com.badlogic.gdx.physics.bullet.collision.btGjkEpaPenetrationDepthSolver;
import com.badlogic.gdx.utils.Disposable;

/**
 * The detection of a sphere against the triangles of a mesh or heightfield. Bullet's own
 * sphere-triangle detector measures the sphere against the bare triangle, leaving out the
 * triangle's margin, which is where a mesh's collision skin lives: a sphere then rested one skin
 * deeper in a mesh than on a box (1.02 mm against 0.05 at the default skin). Its convex-convex
 * detector (GJK, margins included), which every other convex shape meets triangles with, counts
 * the margin.
 */
final class SphereTriangleDetection implements Disposable {
    private static final int SPHERE = BroadphaseNativeTypes.SPHERE_SHAPE_PROXYTYPE, TRIANGLE = BroadphaseNativeTypes.TRIANGLE_SHAPE_PROXYTYPE;

    private final btGjkEpaPenetrationDepthSolver depthSolver = new btGjkEpaPenetrationDepthSolver();
    private final btConvexConvexAlgorithm.CreateFunc gjk = new btConvexConvexAlgorithm.CreateFunc(depthSolver);

    /** Gives the dispatcher's sphere-triangle pairs this detection (a new dispatcher needs it again). */
    void register(btCollisionDispatcher dispatcher) {
        dispatcher.registerCollisionCreateFunc(SPHERE, TRIANGLE, gjk);
        dispatcher.registerCollisionCreateFunc(TRIANGLE, SPHERE, gjk);
    }

    @Override
    public void dispose() {
        gjk.dispose();
        depthSolver.dispose();
    }
}
