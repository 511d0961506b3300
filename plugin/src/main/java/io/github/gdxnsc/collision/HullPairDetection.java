package io.github.gdxnsc.collision;

import com.badlogic.gdx.physics.bullet.collision.BroadphaseNativeTypes;
import com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher;
import com.badlogic.gdx.physics.bullet.collision.btConvexConvexAlgorithm;
import com.badlogic.gdx.physics.bullet.collision.btGjkEpaPenetrationDepthSolver;
import com.badlogic.gdx.utils.Disposable;

/**
 * The detection of a convex hull's pairs with boxes and hulls, and of round shapes on them.
 * Bullet's convex-convex detector finds one point a step and keeps four in the pair's manifold,
 * replacing one by its area rule when a
 * fifth comes: a hull resting on a box then stands on whichever four points the rule kept, and when
 * it drops the point under the side the centre of mass leans to, the hull tips onto the next point
 * (a hull prism rocked; a rock rocked on an edge of its face for seconds). So a hull on a box gets
 * perturbed detections in every step, which find the face's corners each time. Between two hulls
 * that would keep moving the points of a face-to-face contact from step to step (an arch of hull
 * voussoirs crept 2 mm in 10 s instead of 0.05), so a hull pair is perturbed only while its
 * manifold has fewer than three points, Bullet's multipoint rule: it does not rock on one point
 * while the manifold fills. A cylinder, capsule or cone on a box or a hull is perturbed by the same
 * rule: Bullet's detector gives its round side one point a step, and a cylinder lying on a box and
 * sliding along its axis (its old points dropped as they drift) stood on one rim point a step and
 * sank through the ground, at 0.5 m/s as at 2. Spheres keep the configuration's detector.
 */
final class HullPairDetection implements Disposable {
    /** Perturbed detections a step: Bullet's multipoint count. */
    static final int PERTURBATIONS = 3;
    /** A hull on a box is perturbed while its manifold has fewer points than this: more than a manifold holds, so in every step. */
    static final int HULL_BOX_BELOW = 5;
    /** A hull pair is perturbed while its manifold has fewer points than this (Bullet's multipoint rule). */
    static final int HULL_HULL_BELOW = 3;
    private static final int HULL = BroadphaseNativeTypes.CONVEX_HULL_SHAPE_PROXYTYPE, BOX = BroadphaseNativeTypes.BOX_SHAPE_PROXYTYPE;

    private final btGjkEpaPenetrationDepthSolver depthSolver = new btGjkEpaPenetrationDepthSolver();
    /** A hull on a box; a hull on a hull, or a round shape on a box or hull (Bullet's multipoint rule). */
    private final btConvexConvexAlgorithm.CreateFunc onBox = create(HULL_BOX_BELOW), belowThree = create(HULL_HULL_BELOW);
    /** Shapes with a round side: one point a step from Bullet's detector, where they lie on it. */
    private static final int[] ROUND = {BroadphaseNativeTypes.CYLINDER_SHAPE_PROXYTYPE, BroadphaseNativeTypes.CAPSULE_SHAPE_PROXYTYPE,
            BroadphaseNativeTypes.CONE_SHAPE_PROXYTYPE};

    private btConvexConvexAlgorithm.CreateFunc create(int belowPoints) {
        btConvexConvexAlgorithm.CreateFunc f = new btConvexConvexAlgorithm.CreateFunc(depthSolver);
        f.setNumPerturbationIterations(PERTURBATIONS);
        f.setMinimumPointsPerturbationThreshold(belowPoints);
        return f;
    }

    /** Gives the dispatcher's hull-box and hull-hull pairs these detections (a new dispatcher needs it again). */
    void register(btCollisionDispatcher dispatcher) {
        dispatcher.registerCollisionCreateFunc(HULL, BOX, onBox);
        dispatcher.registerCollisionCreateFunc(BOX, HULL, onBox);
        dispatcher.registerCollisionCreateFunc(HULL, HULL, belowThree);
        for (int r : ROUND) {
            dispatcher.registerCollisionCreateFunc(r, BOX, belowThree);
            dispatcher.registerCollisionCreateFunc(BOX, r, belowThree);
            dispatcher.registerCollisionCreateFunc(r, HULL, belowThree);
            dispatcher.registerCollisionCreateFunc(HULL, r, belowThree);
        }
    }

    @Override
    public void dispose() {
        onBox.dispose();
        belowThree.dispose();
        depthSolver.dispose();
    }
}
