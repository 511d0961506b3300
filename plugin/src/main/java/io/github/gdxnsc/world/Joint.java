package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * A joint between two bodies, or a body and the static world ({@code getBodyB() == null}). Its
 * rows are rebuilt every step from the bodies' current poses, and its last impulses warm-start the
 * next solve. Destroying either body destroys the joint.
 */
public abstract class Joint {
    final NscWorld world;
    final RigidBody bodyA;
    final RigidBody bodyB;
    boolean destroyed;
    /** First descriptor row of the last step, and how many rows it added. */
    int firstRow, rows;
    /** Last step's impulses, row by row (warm start); sized for the joint's largest row count. */
    final double[] impulses;

    Joint(NscWorld world, RigidBody a, RigidBody b, int maxRows) {
        this.world = world;
        this.bodyA = a;
        this.bodyB = b;
        this.impulses = new double[maxRows];
    }

    public RigidBody getBodyA() { return bodyA; }

    /** May be null: the static world. */
    public RigidBody getBodyB() { return bodyB; }

    /** Constraint rows the joint added at the last step (for a hinge: 5, plus its motor and any active limit). */
    public abstract int rowCount();

    public boolean isDestroyed() { return destroyed; }

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

    /** Descriptor body index: -1 for the static world or a static body. */
    static int slot(RigidBody b) {
        return b == null || b.world.isStatic(b.index) ? -1 : b.index;
    }
}
