package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.Islands;
import io.github.gdxnsc.step.JointProjection;
import io.github.gdxnsc.step.StepJoints;

/**
 * The world's joints: the factories behind {@link NscWorld}'s {@code createXJoint} methods
 * (arguments checked, bodies woken), their list, the collision filter between jointed bodies, their
 * part of the build stage (rows and warm start) and of the integrate stage (impulses kept, breaking).
 */
final class Joints implements StepJoints {
    private final NscWorld world;
    final Array<Joint> list = new Array<>(false, 8, Joint.class);
    /** Keeps jointed pairs from colliding (and lets them collide again, unless the user ignores them). */
    PairFilter pairFilter;
    private JointListener listener;
    /** Joints broken at the step just taken, told to the listener after the step (poses pushed, stats recorded). */
    private final Array<Joint> broken = new Array<>(false, 4, Joint.class);
    /** The most rows all joints can add in one step (each joint's slot count). */
    private int maxRows;

    Joints(NscWorld world) {
        this.world = world;
    }

    /** A joint's constructor from its bodies and a world-space anchor. */
    interface AtPoint<J extends Joint> {
        J make(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz);
    }

    /** A joint's constructor from its bodies, a world-space anchor and a world-space axis. */
    interface AlongAxis<J extends Joint> {
        J make(NscWorld world, RigidBody a, RigidBody b, double px, double py, double pz, double ax, double ay, double az);
    }

    /** The one path of every {@code createXJoint}: arguments checked first (a refused call changes nothing), bodies woken, joint added. */
    <J extends Joint> J create(RigidBody a, RigidBody b, Vector3 anchor, AtPoint<J> joint) {
        checkArgs(a, b, anchor, null, false);
        return add(joint.make(world, a, b, anchor.x, anchor.y, anchor.z));
    }

    <J extends Joint> J create(RigidBody a, RigidBody b, Vector3 anchor, Vector3 axis, AlongAxis<J> joint) {
        checkArgs(a, b, anchor, axis, true);
        return add(joint.make(world, a, b, anchor.x, anchor.y, anchor.z, axis.x, axis.y, axis.z));
    }

    /** A joint made by {@code joint} after its bodies and {@code anchor} passed the checks (other points: the caller's, before). */
    <J extends Joint> J create(RigidBody a, RigidBody b, Vector3 anchor, java.util.function.Supplier<J> joint) {
        checkArgs(a, b, anchor, null, false);
        return add(joint.get());
    }

    /** {@code b} may be null (the static world); {@code axis} null for a joint without one. */
    private void checkArgs(RigidBody a, RigidBody b, Vector3 anchor, Vector3 axis, boolean needsAxis) {
        world.checkMutable();
        Checks.body(world, "a", a);
        if (b != null) Checks.body(world, "b", b);
        if (a == b) throw new IllegalArgumentException("b must differ from a");
        Bodies bodies = world.bodies();
        if (!bodies.isDynamic(a.index) && (b == null || !bodies.isDynamic(b.index)))
            throw new IllegalArgumentException("a: a joint needs at least one dynamic body");
        Checks.finite("worldAnchor", anchor);
        if (axis != null || needsAxis) {
            Checks.finite("worldAxis", axis);
            if (axis.len2() < 1e-12f) throw new IllegalArgumentException("worldAxis must be non-zero, was " + axis);
        }
        world.wake(a.index);
        if (b != null) world.wake(b.index);
    }

    /** NscWorld.destroyJoint: the joint must be this world's and alive; its bodies wake. */
    void destroyChecked(Joint joint) {
        world.checkMutable();
        if (joint == null) throw new IllegalArgumentException("joint must not be null");
        if (joint.world != world) throw new IllegalArgumentException("joint: belongs to another world");
        if (joint.destroyed) throw new IllegalArgumentException("joint: already destroyed");
        world.wake(joint.bodyA.index);
        if (joint.bodyB != null) world.wake(joint.bodyB.index);
        destroy(joint);
    }

    void setListener(JointListener l) {
        listener = l;
    }

    @Override
    public int count() {
        return list.size;
    }

    @Override
    public int maxRows() {
        return maxRows;
    }

    /** Jointed bodies do not collide with each other (they usually overlap at the joint). */
    private <J extends Joint> J add(J j) {
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
    @Override
    public void addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        for (int j = 0; j < list.size; j++) {
            Joint jt = list.get(j);
            jt.asleep = Joint.slot(jt.bodyA) < 0 && Joint.slot(jt.bodyB) < 0;
            if (!jt.asleep) jt.addRows(d, x, warm, h, erp);
        }
    }

    /** Links the islands of every joint's bodies. */
    @Override
    public void linkIslands(Islands islands, Bodies bodies) {
        for (int j = 0; j < list.size; j++) {
            Joint jt = list.get(j);
            islands.union(bodies, jt.bodyA.index, jt.bodyB == null ? -1 : jt.bodyB.index);
        }
    }

    /**
     * Integrate stage: every joint keeps this step's impulses; those past their breaking impulse
     * are destroyed and reported.
     */
    @Override
    public void storeImpulses(double[] x) {
        double h = world.passTimeStep();
        for (int j = 0; j < list.size; j++) {
            Joint jt = list.get(j);
            if (jt.asleep) continue;
            jt.storeImpulses(x);
            jt.measure(h);
        }
        for (int j = list.size - 1; j >= 0; j--) {
            Joint jt = list.get(j);
            if (!jt.exceedsBreakingLoad()) continue;
            jt.broken = true;
            destroy(jt);
            broken.add(jt);
        }
    }

    /** After the step: tells the listener of the joints that broke in it; a throwing callback is recorded and the rest still told. */
    void dispatchBroken(ListenerFailures failures) {
        JointListener l = listener;
        for (int k = 0; k < broken.size; k++) {
            Joint jt = broken.get(k);
            if (l == null) continue;
            try {
                l.jointBroken(jt);
            } catch (RuntimeException | Error e) {
                failures.add(e);
            }
        }
        broken.clear();
    }

    /** Newton steps of the anchors' exact solve at most, each taking out most of what the last one's linearisation left. */
    private static final int POINT_NEWTON_STEPS = 8;
    /** The exact solve stops once no anchor pair is this far apart (m): a hundredth of a millimetre. */
    private static final double POINT_TOLERANCE = 1e-5;

    /**
     * Integrate stage, after the positions moved: the joints' position-level correction, the anchors
     * solved exactly on tree-shaped pieces, then Gauss-Seidel in joint order.
     */
    @Override
    public void project(JointProjection projection, int sweeps) {
        if (sweeps > 0) {
            // the anchors first, exactly where joints make a tree (a chain): sweeps alone pass a correction one link each
            for (int j = 0; j < list.size; j++) list.get(j).addPoint(projection.points);
            projection.points.solve(POINT_NEWTON_STEPS, POINT_TOLERANCE);
        }
        for (int sweep = 0; sweep < sweeps; sweep++)
            for (int j = 0; j < list.size; j++) list.get(j).project(projection);
    }

    /** The world is disposed: every joint is destroyed (no collision filter to restore). */
    void disposeAll() {
        broken.clear();
        for (int j = 0; j < list.size; j++) list.get(j).destroyed = true;
        list.clear();
        maxRows = 0;
    }
}
