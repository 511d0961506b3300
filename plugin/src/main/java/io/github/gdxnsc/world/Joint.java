package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.Bodies;
import io.github.gdxnsc.step.JointProjection;

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
    private double breakingImpulse = Double.POSITIVE_INFINITY;
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

    public RigidBody getBodyA() { return bodyA; }

    /** May be null: the static world. */
    public RigidBody getBodyB() { return bodyB; }

    /** Constraint rows the joint added at the last step (for a hinge: 5, plus its motor and any active limit). */
    public int rowCount() { return rows; }

    public boolean isDestroyed() { return destroyed; }

    /** The anchor on A (world point, as A is now): for debug drawing. */
    public Vector3 getAnchorA(Vector3 out) { return worldAnchor(bodyA, localAnchor(true), out); }

    /** The anchor on B (or in the world for a world joint): where A's anchor is held. */
    public Vector3 getAnchorB(Vector3 out) { return worldAnchor(bodyB, localAnchor(false), out); }

    /** The anchor in A's frame ({@code onA}) or in B's (the world's when B is null). */
    abstract double[] localAnchor(boolean onA);

    private Vector3 worldAnchor(RigidBody b, double[] local, Vector3 out) {
        world.checkNotDisposed();
        double[] w = anchorScratch;
        Bodies bodies = world.bodies();
        int i = frame(b);
        bodies.toWorldDir(i, local, w);
        bodies.addCentre(i, w);
        return out.set((float) w[0], (float) w[1], (float) w[2]);
    }

    /** True when the joint was destroyed by exceeding its breaking impulse. */
    public boolean isBroken() { return broken; }

    /**
     * The joint breaks (the world destroys it and tells its {@link JointListener}) when the norm of
     * its row impulses at a step (N s; motor and limit rows included) exceeds this. Infinite by
     * default: unbreakable. Per step, so the threshold scales with the time step: a force F held
     * for a step of h gives F h.
     */
    public void setBreakingImpulse(float impulse) {
        Checks.positive("breakingImpulse", impulse);
        world.checkNotDisposed();
        breakingImpulse = impulse;
    }

    /** A setting changed: the bodies wake, so a sleeping door feels a new motor or limit at the next step. */
    final void changed() {
        if (destroyed) return;
        world.wake(bodyA.index);
        if (bodyB != null) world.wake(bodyB.index);
    }

    public float getBreakingImpulse() { return (float) breakingImpulse; }

    /** The norm of the last step's row impulses (N s). */
    double impulseNorm() {
        double s = 0;
        for (double v : impulses) s += v * v;
        return Math.sqrt(s);
    }

    /** After {@link #storeImpulses}: true when the last step's impulse exceeds the breaking impulse. */
    boolean exceedsBreakingImpulse() {
        return breakingImpulse != Double.POSITIVE_INFINITY && impulseNorm() > breakingImpulse;
    }

    /** The impulse (N s) of row {@code i} at the last step, in that row's direction. */
    public double getRowImpulse(int i) {
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
     * (ball and hinge joints: step.JointProjection). The other joints rely on their rows alone.
     */
    void project(JointProjection projection) {
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
}
