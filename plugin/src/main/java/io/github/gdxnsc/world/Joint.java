package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.JointProjection;
import io.github.gdxnsc.step.PointConstraintTree;

/**
 * A joint between two bodies, or a body and the static world ({@code getBodyB() == null}). Its
 * rows are rebuilt every step from the bodies' current poses, and its last impulses warm-start the
 * next solve. Destroying either body destroys the joint.
 */
public abstract class Joint {
    final NscWorld world;
    final RigidBody bodyA;
    final RigidBody bodyB;
    boolean destroyed, broken;
    /** This step: both bodies asleep (or static), so no rows and the impulses kept. */
    boolean asleep;
    private double breakingForce = Double.POSITIVE_INFINITY, breakingTorque = Double.POSITIVE_INFINITY;
    /** The last step's force (N) and torque (N m): the norms of its linear and of its angular row impulses over the step. */
    private double lastForce, lastTorque;
    /** First descriptor row of the last step, and how many rows it added. */
    int firstRow, rows;
    private final double[] anchorScratch = new double[3];
    /** World lever arms of the anchors (offsets from A's and B's centres) at this step's build: the projection pushes through them. */
    final double[] lever0A = new double[3], lever0B = new double[3];
    /** Last step's impulses, row by row (warm start); sized for the joint's largest row count. */
    final double[] impulses;

    Joint(NscWorld world, RigidBody a, RigidBody b, int maxRows, int initialRows) {
        this.world = world;
        this.bodyA = a;
        this.bodyB = b;
        this.impulses = new double[maxRows];
        this.rows = initialRows;
    }

    /** The first body (answered after the joint is destroyed too, e.g. in {@link JointListener#jointBroken}). */
    public RigidBody getBodyA() { return bodyA; }

    /** The second body; may be null: the static world. */
    public RigidBody getBodyB() { return bodyB; }

    /** Constraint rows the joint added at the last step (for a hinge: 5, plus its motor and any active limit). */
    public int rowCount() { checkLive(); return rows; }

    /** True once destroyed: by {@link NscWorld#destroyJoint}, with a body, by breaking, or with the world. */
    public boolean isDestroyed() { return destroyed; }

    /** Refuses use of a destroyed joint (or one of a disposed world): its settings and geometry mean nothing any more. */
    final void checkLive() {
        world.checkNotDisposed();
        if (destroyed) throw new IllegalStateException("joint: destroyed" + (broken ? " (it broke)" : "") + "; create a new joint");
    }

    /** The anchor on A (world point, as A is now): for debug drawing. */
    public Vector3 getAnchorA(Vector3 out) { return worldAnchor(bodyA, localAnchor(true), out); }

    /** The anchor on B (or in the world for a world joint): where A's anchor is held. */
    public Vector3 getAnchorB(Vector3 out) { return worldAnchor(bodyB, localAnchor(false), out); }

    /** The anchor in A's frame ({@code onA}) or in B's (the world's when B is null). */
    abstract double[] localAnchor(boolean onA);

    private Vector3 worldAnchor(RigidBody b, double[] local, Vector3 out) {
        checkLive();
        double[] w = anchorScratch;
        Bodies bodies = world.bodies();
        int i = frame(b);
        bodies.toWorldDir(i, local, w);
        bodies.addCentre(i, w);
        return out.set((float) w[0], (float) w[1], (float) w[2]);
    }

    /** True when the joint was destroyed by exceeding its breaking force or torque. */
    public boolean isBroken() { return broken; }

    /**
     * The joint breaks (the world destroys it and tells its {@link JointListener}) when the force
     * it transmits at a step ({@link #getLastForce}, N) exceeds this. Infinite by default.
     */
    public void setBreakingForce(float newtons) {
        Checks.positive("breakingForce", newtons);
        checkLive();
        breakingForce = newtons;
    }

    /** A setting changed: the bodies wake, so a sleeping door feels a new motor or limit at the next step. */
    final void changed() {
        if (destroyed) return;
        world.wake(bodyA.index);
        if (bodyB != null) world.wake(bodyB.index);
    }

    /** The breaking force (N); infinite when unbreakable by force. */
    public float getBreakingForce() { return (float) breakingForce; }

    /**
     * The joint breaks when the torque it transmits at a step ({@link #getLastTorque}, N m) exceeds
     * this. Infinite by default. Separate from the force, so a threshold means the same whatever
     * the lever arm of the load.
     */
    public void setBreakingTorque(float newtonMetres) {
        Checks.positive("breakingTorque", newtonMetres);
        checkLive();
        breakingTorque = newtonMetres;
    }

    /** The breaking torque (N m); infinite when unbreakable by torque. */
    public float getBreakingTorque() { return (float) breakingTorque; }

    /**
     * The force (N) the joint transmitted at the last step: the norm of its linear rows' impulses
     * (point, slide and linear limit or motor rows) over the step. Answered after it broke too.
     */
    public float getLastForce() { return (float) lastForce; }

    /** The torque (N m) the joint transmitted at the last step: the norm of its angular rows' impulses over the step. */
    public float getLastTorque() { return (float) lastTorque; }

    /** Whether impulse slot {@code slot} is an angular row (N m s) rather than a linear one (N s). Slots 3 and up by default. */
    boolean angularSlot(int slot) {
        return slot >= 3;
    }

    /** After {@link #storeImpulses}: the last step's force and torque from its impulses over the step {@code h}. */
    void measure(double h) {
        double f = 0, t = 0;
        for (int s = 0; s < impulses.length; s++) {
            double v = impulses[s];
            if (angularSlot(s)) t += v * v;
            else f += v * v;
        }
        setLoad(Math.sqrt(f) / h, Math.sqrt(t) / h);
    }

    /** The last step's force (N) and torque (N m), for {@link #measure} and a joint that measures its own. */
    final void setLoad(double force, double torque) {
        lastForce = force;
        lastTorque = torque;
    }

    /** After {@link #measure}: true when the last step's force or torque exceeds its breaking value. */
    boolean exceedsBreakingLoad() {
        return lastForce > breakingForce || lastTorque > breakingTorque;
    }

    /** The impulse (N s) of row {@code i} at the last step, in that row's direction. */
    public double getRowImpulse(int i) {
        checkLive();
        if (i < 0 || i >= rows) throw new IndexOutOfBoundsException("row " + i + " of " + rows);
        return impulses[i];
    }

    /**
     * Appends this step's rows to {@code d} with bias and warm start ({@code x}); {@code h} is the
     * time step. Called on the world's thread during the build stage. Returns the rows added.
     */
    abstract int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp);

    /**
     * After the positions moved: one Gauss-Seidel pass of the joint's position-level correction
     * (ball, hinge, cone-twist and distance joints: step.JointProjection). The other joints rely on their rows alone.
     */
    void project(JointProjection projection) {
    }

    /** A joint whose anchors must meet lists them for the exact solve before the sweeps. */
    void addPoint(PointConstraintTree tree) {
    }

    /** After the solve: keeps this step's impulses for the next step's warm start. */
    abstract void storeImpulses(double[] x);

    /** Descriptor body index: -1 for the static world, a static body or a sleeping one. */
    static int slot(RigidBody b) {
        return b == null || !b.world.bodies().moves(b.index) ? -1 : b.index;
    }

    /** Index for the bodies' frame helpers: the static world for null. */
    static int frame(RigidBody b) {
        return b == null ? Bodies.STATIC_WORLD : b.index;
    }

    /** A body-frame anchor of b: its lever arm (world offset from b's centre) and its world point. */
    void anchor(RigidBody b, double[] local, double[] lever, double[] point) {
        Bodies bodies = world.bodies();
        int i = frame(b);
        bodies.toWorldDir(i, local, lever);
        point[0] = lever[0];
        point[1] = lever[1];
        point[2] = lever[2];
        bodies.addCentre(i, point);
    }

    /**
     * |from - to|, and into {@code dir} the unit vector from {@code to} toward {@code from}; {@code dir}
     * is kept as it was when the two points are within {@code minLength} (no direction to take).
     */
    static double span(double[] from, double[] to, double[] dir, double minLength) {
        double dx = from[0] - to[0], dy = from[1] - to[1], dz = from[2] - to[2];
        double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (len > minLength) {
            dir[0] = dx / len;
            dir[1] = dy / len;
            dir[2] = dz / len;
        }
        return len;
    }
}
