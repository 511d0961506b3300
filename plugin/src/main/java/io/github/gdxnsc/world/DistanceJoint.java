package io.github.gdxnsc.world;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.step.JointProjection;
import io.github.gdxnsc.step.JointRows;

/**
 * Keeps the distance between an anchor on A and one on B (or in the world) within
 * [minLength, maxLength]: a rod when they are equal (the default: the distance at creation), a
 * rope for [0, L], and with {@link #setSpring} a spring: a soft rod toward its length, or soft
 * ends for a range (a bungee rope). The anchors turn freely (a ball joint at each end).
 *
 * <p>Rows, along the line between the anchors: a rod is one FREE row; a range, one-sided limit
 * rows ([0, inf), speculative: they only stop what would cross the limit this step); a spring, one
 * soft row (step.SpringRows) with stiffness and damping from the frequency, the damping
 * ratio and the effective mass along the line. After the positions moved, a hard rod or rope is
 * projected back to its length (step.JointProjection.projectDistance). A hard joint's rows, with
 * the other rows of the bodies they act on, are solved together before the velocity solve
 * (step.RopeBlockSolve): a rope bridge is a chain the solver alone does not close in its budget.
 */
public final class DistanceJoint extends SlottedJoint {
    private static final int LOCK = 0, UPPER = 1, SPRING = 2, ACROSS = 3;
    /** Below this distance (m) the line between the anchors has no direction: the last one is kept. */
    private static final double MIN_DIRECTION = 1e-6;

    private double minLength, maxLength;
    private boolean spring;
    private double frequency, dampingRatio;
    /** The default factor of {@link #setSwingDamping}: a rope bridge at rest in seconds. */
    public static final float DEFAULT_SWING_DAMPING = 2;
    private double swingDamping = DEFAULT_SWING_DAMPING;
    private final double[] dir = {0, 1, 0}, across1 = new double[3], across2 = new double[3];

    DistanceJoint(NscWorld world, RigidBody a, RigidBody b, double ax, double ay, double az, double bx, double by, double bz) {
        super(world, a, b, 5, 1, ax, ay, az);
        world.bodies().toLocalPoint(frame(b), bx, by, bz, localB);
        double dx = ax - bx, dy = ay - by, dz = az - bz;
        minLength = maxLength = Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /**
     * The allowed distance between the anchors (m): {@code 0 <= minLength <= maxLength},
     * maxLength > 0. Equal: a rod; {@code (0, L)}: a rope of length L.
     */
    public void setLength(float minLength, float maxLength) {
        Checks.nonNegative("minLength", minLength);
        Checks.positive("maxLength", maxLength);
        if (minLength > maxLength) throw new IllegalArgumentException("minLength must be <= maxLength, were " + minLength + ", " + maxLength);
        checkLive();
        this.minLength = minLength;
        this.maxLength = maxLength;
    }

    /** The shortest distance (m) the joint allows between its anchors. */
    public float getMinLength() { return (float) minLength; }

    /** The longest distance (m) the joint allows between its anchors. */
    public float getMaxLength() { return (float) maxLength; }

    /**
     * Makes the joint a spring: oscillating at {@code frequencyHz} (> 0) about its length (a rod)
     * or beyond its ends (a range), with {@code dampingRatio} (>= 0; 1 is critical) of the
     * damping that stops it without overshoot. Both for the effective mass along the line.
     */
    public void setSpring(float frequencyHz, float dampingRatio) {
        Checks.positive("frequencyHz", frequencyHz);
        Checks.nonNegative("dampingRatio", dampingRatio);
        checkLive();
        spring = true;
        frequency = frequencyHz;
        this.dampingRatio = dampingRatio;
    }

    /** Back to hard limits. */
    public void clearSpring() {
        checkLive();
        spring = false;
    }

    /** Whether {@link #setSpring} made the joint a spring (until {@link #clearSpring}). */
    public boolean hasSpring() { return spring; }

    /**
     * Damps the anchors' motion across the line between them (default {@link #DEFAULT_SWING_DAMPING};
     * 0 turns it off; >= 0), where the step cannot follow it. A taut rope's tension T pulls its ends
     * back toward the line with a stiffness T / L (its geometric stiffness); a short rope under a
     * large tension makes that swing as fast as the step (a rope bridge's planks flip their pitch
     * back and forth each step, and nothing damps it). The damping is that stiffness taken over
     * the step, {@code c = factor h T / L} (1: as a backward-Euler step would), scaled by
     * {@code min(1, (w h)^2)^2}, where w is the rope's swing frequency alone: full where the swing
     * is as fast as the step, negligible for a slow one (a 1 m pendulum's swing loses about 2e-6 of
     * its speed a second).
     */
    public void setSwingDamping(float factor) {
        Checks.nonNegative("factor", factor);
        checkLive();
        swingDamping = factor;
    }

    /** The factor of {@link #setSwingDamping} (0: off). */
    public float getSwingDamping() { return (float) swingDamping; }

    /** The distance between the anchors now (m). */
    public float getDistance() {
        checkLive();
        anchors();
        return (float) distance();
    }

    /** |wa - wb|, and {@link #dir} its direction (kept when the anchors meet). */
    private double distance() {
        return span(wa, wb, dir, MIN_DIRECTION);
    }

    @Override
    int addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp) {
        int sa = slot(bodyA), sb = slot(bodyB);
        clearSlots();
        anchors();
        System.arraycopy(ra, 0, lever0A, 0, 3);
        System.arraycopy(rb, 0, lever0B, 0, 3);
        double len = distance();
        int n = 0;
        if (spring) {
            double target = len > maxLength ? maxLength : len < minLength ? minLength : len;
            if (minLength == maxLength || target != len) {
                double omega = 2 * Math.PI * frequency, mass = effectiveMass(d, sa, sb);
                double k = mass * omega * omega, c = 2 * mass * dampingRatio * omega;
                n += begin(SPRING, world.springRows().add(d, sa, sb, dir, ra, rb, len - target, k, c, h, world.bodies().vel), x, warm);
            }
        } else if (minLength == maxLength) {
            n += begin(LOCK, JointRows.linearLock(d, sa, sb, dir, ra, rb, len - maxLength, h, erp), x, warm);
        } else {
            if (minLength > 0) n += begin(LOCK, JointRows.limit(d, sa, sb, dir, 1, ra, rb, len - minLength, h, erp), x, warm);
            n += begin(UPPER, JointRows.limit(d, sa, sb, dir, -1, ra, rb, maxLength - len, h, erp), x, warm);
        }
        // the last step's tension impulse (either end), for the damping across the line
        double tension = Math.abs(impulses[LOCK]) + Math.abs(impulses[UPPER]);
        if (!spring && swingDamping > 0 && tension > 0 && len > MIN_DIRECTION) {
            double c = swingDamping * tension / len; // h T / L with T = impulse / h
            acrossDirections();
            double c1 = c * slowSwingShare(tension / len * h * inverseMass(d, sa, sb, across1));
            double c2 = c * slowSwingShare(tension / len * h * inverseMass(d, sa, sb, across2));
            n += begin(ACROSS, world.springRows().add(d, sa, sb, across1, ra, rb, 0, 0, c1, h, world.bodies().vel), x, warm);
            n += begin(ACROSS + 1, world.springRows().add(d, sa, sb, across2, ra, rb, 0, 0, c2, h, world.bodies().vel), x, warm);
        }
        if (!spring) for (int s = LOCK; s <= ACROSS + 1; s++) if (slotRow[s] >= 0) world.pipeline().ctx.ropeBlock.add(slotRow[s]);
        return finish(n);
    }

    /**
     * Hard ends only: a spring's rows are soft by design. The projection takes out what the rows'
     * first-order view leaves (a short rope link turning fast, a rod under a falling load).
     */
    @Override
    void project(JointProjection projection) {
        if (spring) return;
        projection.projectDistance(frame(bodyA), frame(bodyB), localA, localB, lever0A, lever0B, dir, minLength, maxLength);
    }

    /** The share of the damping kept for a swing whose (w h)^2 is {@code q}: full at one step a radian, fading as q^2 below. */
    private static double slowSwingShare(double q) {
        double s = Math.min(1, q);
        return s * s;
    }

    /** Two unit directions across {@link #dir}, perpendicular to it and to each other. */
    private void acrossDirections() {
        double ax = Math.abs(dir[0]), ay = Math.abs(dir[1]), az = Math.abs(dir[2]);
        // start from the world axis least along the line
        double ux = ax <= ay && ax <= az ? 1 : 0, uy = ux == 0 && ay <= az ? 1 : 0, uz = ux == 0 && uy == 0 ? 1 : 0;
        double cx = dir[1] * uz - dir[2] * uy, cy = dir[2] * ux - dir[0] * uz, cz = dir[0] * uy - dir[1] * ux;
        double l = Math.sqrt(cx * cx + cy * cy + cz * cz);
        across1[0] = cx / l;
        across1[1] = cy / l;
        across1[2] = cz / l;
        across2[0] = dir[1] * across1[2] - dir[2] * across1[1];
        across2[1] = dir[2] * across1[0] - dir[0] * across1[2];
        across2[2] = dir[0] * across1[1] - dir[1] * across1[0];
    }

    /** 1 / (J M^-1 J^T) of the row along {@link #dir} through the anchors (the descriptor's world inverse inertia). */
    private double effectiveMass(NscDescriptor d, int sa, int sb) {
        double k = inverseMass(d, sa, sb, dir);
        return k > 0 ? 1 / k : 0;
    }

    /** J M^-1 J^T of a row along the unit {@code u} through the anchors. */
    private double inverseMass(NscDescriptor d, int sa, int sb, double[] u) {
        double k = 0;
        if (sa >= 0) k += inverseMass(d, sa, ra, u);
        if (sb >= 0) k += inverseMass(d, sb, rb, u);
        return k;
    }

    private static double inverseMass(NscDescriptor d, int i, double[] r, double[] dir) {
        double cx = r[1] * dir[2] - r[2] * dir[1], cy = r[2] * dir[0] - r[0] * dir[2], cz = r[0] * dir[1] - r[1] * dir[0];
        double[] ii = d.invInertia();
        int q = 9 * i;
        double ix = ii[q] * cx + ii[q + 1] * cy + ii[q + 2] * cz;
        double iy = ii[q + 3] * cx + ii[q + 4] * cy + ii[q + 5] * cz;
        double iz = ii[q + 6] * cx + ii[q + 7] * cy + ii[q + 8] * cz;
        return d.invMass()[i] + cx * ix + cy * iy + cz * iz;
    }
}
