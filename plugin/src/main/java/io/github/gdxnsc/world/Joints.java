package io.github.gdxnsc.world;

import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.Islands;
import io.github.gdxnsc.step.JointProjection;

/**
 * The world's joints: their list, the collision filter between jointed bodies, their part of the
 * build stage (rows and warm start) and of the integrate stage (impulses kept, breaking).
 */
final class Joints {
    final Array<Joint> list = new Array<>(false, 8, Joint.class);
    /** Keeps jointed pairs from colliding (and lets them collide again, unless the user ignores them). */
    PairFilter pairFilter;
    private JointListener listener;
    /** The most rows all joints can add in one step (each joint's slot count). */
    private int maxRows;


    void setListener(JointListener l) {
        listener = l;
    }

    int maxRows() {
        return maxRows;
    }

    /** Jointed bodies do not collide with each other (they usually overlap at the joint). */
    <J extends Joint> J add(J j) {
        list.add(j);
        maxRows += j.impulses.length;
        if (j.bodyB != null) pairFilter.jointAdded(j.bodyA, j.bodyB);
        return j;
    }

    void destroy(Joint joint) {
        list.removeValue(joint, true);
        maxRows -= joint.impulses.length;
        joint.destroyed = true;
        // collisions come back only when no joint links the pair any more and the user does not ignore it
        if (joint.bodyB != null) pairFilter.jointRemoved(joint.bodyA, joint.bodyB);
    }

    /** Destroys every joint attached to the body. */
    void destroyAttachedTo(RigidBody body) {
        for (int j = list.size - 1; j >= 0; j--) {
            Joint jt = list.get(j);
            if (jt.bodyA == body || jt.bodyB == body) destroy(jt);
        }
    }

    /** Build stage: every joint's rows, warm-started from its last impulses; a joint of sleeping bodies adds none. */
    void addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        for (int j = 0; j < list.size; j++) {
            Joint jt = list.get(j);
            jt.asleep = Joint.slot(jt.bodyA) < 0 && Joint.slot(jt.bodyB) < 0;
            if (!jt.asleep) jt.addRows(d, x, warm, h, erp);
        }
    }

    /** Links the islands of every joint's bodies. */
    void linkIslands(Islands islands, Bodies bodies) {
        for (int j = 0; j < list.size; j++) {
            Joint jt = list.get(j);
            islands.union(bodies, jt.bodyA.index, jt.bodyB == null ? -1 : jt.bodyB.index);
        }
    }

    /**
     * Integrate stage: every joint keeps this step's impulses; those past their breaking impulse
     * are destroyed and reported.
     */
    void storeImpulses(double[] x) {
        for (int j = 0; j < list.size; j++) if (!list.get(j).asleep) list.get(j).storeImpulses(x);
        for (int j = list.size - 1; j >= 0; j--) {
            Joint jt = list.get(j);
            if (!jt.exceedsBreakingImpulse()) continue;
            jt.broken = true;
            destroy(jt);
            if (listener != null) listener.jointBroken(jt, (float) jt.impulseNorm());
        }
    }

    /** Integrate stage, after the positions moved: the joints' position-level correction, Gauss-Seidel in joint order. */
    void project(JointProjection projection, int sweeps) {
        for (int sweep = 0; sweep < sweeps; sweep++)
            for (int j = 0; j < list.size; j++) list.get(j).project(projection);
    }

    /** The world is disposed: every joint is destroyed (no collision filter to restore). */
    void disposeAll() {
        for (int j = 0; j < list.size; j++) list.get(j).destroyed = true;
        list.clear();
        maxRows = 0;
    }
}
