package io.github.gdxnsc.collision;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import com.badlogic.gdx.physics.bullet.collision.btDiscreteCollisionDetectorInterface.ClosestPointInput;
import com.badlogic.gdx.physics.bullet.collision.btGjkEpaPenetrationDepthSolver;
import com.badlogic.gdx.physics.bullet.collision.btPointCollector;
import com.badlogic.gdx.physics.bullet.collision.btVoronoiSimplexSolver;
import com.badlogic.gdx.physics.bullet.linearmath.LinearMathJNI;
import com.badlogic.gdx.physics.bullet.linearmath.btTransform;
import com.badlogic.gdx.utils.Disposable;

/**
 * Bullet's GJK distance between two convex shapes at given poses ({@code btGjkPairDetector}, with
 * EPA for an overlap, margins counted as Bullet's own convex detectors count them): the closest
 * points of two shapes that do not touch, which Bullet's narrow phase never reports (its box-box
 * detector gives only overlaps, its persistent manifolds only points within a breaking threshold).
 *
 * <p>A detector is made and freed for each query: Bullet's detector reads its shapes' margins and
 * types when it is made, so one kept detector would measure every later pair with the first pair's
 * margins. Each query starts from the same separating axis, so its answer depends on the pair
 * alone, not on the queries before it. The calling thread only; nothing allocated on the Java heap
 * per query.
 */
final class ClosestPoints implements Disposable {
    private final btVoronoiSimplexSolver simplex = new btVoronoiSimplexSolver();
    private final btGjkEpaPenetrationDepthSolver depthSolver = new btGjkEpaPenetrationDepthSolver();
    private final btPointCollector result = new btPointCollector();
    private final ClosestPointInput input = new ClosestPointInput();
    private final btTransform poseA = new btTransform(), poseB = new btTransform();
    private final long simplexAddress = btVoronoiSimplexSolver.getCPtr(simplex),
            depthAddress = btGjkEpaPenetrationDepthSolver.getCPtr(depthSolver),
            resultAddress = btPointCollector.getCPtr(result), inputAddress = ClosestPointInput.getCPtr(input),
            poseAAddress = btTransform.getCPtr(poseA), poseBAddress = btTransform.getCPtr(poseB);
    /** The axes a native vector's components are read along (gdx-bullet's getters would allocate a wrapper). */
    private final Vector3 x = new Vector3(1, 0, 0), y = new Vector3(0, 1, 0), z = new Vector3(0, 0, 1);

    /**
     * The closest points of convex shapes a and b at the column-major poses {@code matrixA} and
     * {@code matrixB} (16 floats each), when they lie nearer than {@code maxDistance} (m): true, with
     * out[0] their distance (negative: overlapping), out[1..3] the point on b and out[4..6] the unit
     * normal from b toward a (the point on a lies out[0] along it). False when farther, or when GJK
     * gave no answer.
     */
    boolean between(btConvexShape a, float[] matrixA, btConvexShape b, float[] matrixB, float maxDistance, float[] out) {
        LinearMathJNI.btTransform_setFromOpenGLMatrix(poseAAddress, null, matrixA);
        LinearMathJNI.btTransform_setFromOpenGLMatrix(poseBAddress, null, matrixB);
        CollisionJNI.btDiscreteCollisionDetectorInterface_ClosestPointInput_transformA_set(inputAddress, null, poseAAddress, null);
        CollisionJNI.btDiscreteCollisionDetectorInterface_ClosestPointInput_transformB_set(inputAddress, null, poseBAddress, null);
        // GJK gives up once a separating plane shows the pair farther than this
        CollisionJNI.btDiscreteCollisionDetectorInterface_ClosestPointInput_maximumDistanceSquared_set(inputAddress, null,
                maxDistance * maxDistance);
        CollisionJNI.btPointCollector_hasResult_set(resultAddress, null, false);
        CollisionJNI.btPointCollector_distance_set(resultAddress, null, Float.MAX_VALUE);
        CollisionJNI.btVoronoiSimplexSolver_reset(simplexAddress, null);
        long detector = CollisionJNI.new_btGjkPairDetector__SWIG_0(btConvexShape.getCPtr(a), a, btConvexShape.getCPtr(b), b,
                simplexAddress, null, depthAddress, null);
        try {
            CollisionJNI.btGjkPairDetector_getClosestPoints__SWIG_0(detector, null, inputAddress, null, resultAddress, null, 0, null, false);
        } finally {
            CollisionJNI.delete_btGjkPairDetector(detector);
        }
        if (!CollisionJNI.btPointCollector_hasResult_get(resultAddress, null)) return false;
        float distance = CollisionJNI.btPointCollector_distance_get(resultAddress, null);
        if (!(distance < maxDistance)) return false;
        long point = CollisionJNI.btPointCollector_pointInWorld_get(resultAddress, null);
        long normal = CollisionJNI.btPointCollector_normalOnBInWorld_get(resultAddress, null);
        out[0] = distance;
        out[1] = LinearMathJNI.btVector3_dot(point, null, x);
        out[2] = LinearMathJNI.btVector3_dot(point, null, y);
        out[3] = LinearMathJNI.btVector3_dot(point, null, z);
        out[4] = LinearMathJNI.btVector3_dot(normal, null, x);
        out[5] = LinearMathJNI.btVector3_dot(normal, null, y);
        out[6] = LinearMathJNI.btVector3_dot(normal, null, z);
        return true;
    }

    @Override
    public void dispose() {
        poseA.dispose();
        poseB.dispose();
        input.dispose();
        result.dispose();
        depthSolver.dispose();
        simplex.dispose();
    }
}
