package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Shock propagation (after Guendelman, Bridson and Fedkiw) as sweeps that start a velocity solve.
 * APGD updates every contact from the same product, so the weight of a stack reaches its bottom one
 * layer per iteration. A sweep visits the contacts from the bottom up; at a contact that supports
 * the body above it (normal within 60 degrees of up), that body moves as its load, the mass it
 * carries (its own plus its shares of the loads it supports, shared by last step's normal
 * impulses), so the contact takes the whole weight above it at once, and the contacts further up
 * pull the lower body back. A manifold's points are solved together for that (cycles over them).
 * In a column this is exact: one sweep gives every face the weight above it.
 *
 * <p>Where a body's error is its own (one box moving, not the stack), the loads would hand it to
 * the whole stack: so the sweep's change is only a direction, and a line search on the problem's
 * objective keeps the part of it that lowers the objective. Start and sweep lie in the cones, so
 * every point between them does; the objective never rises.
 *
 * <p>A block's height is the mean height along gravity of its moving bodies' centres; blocks are
 * ordered by (height, block index), and the sweep is serial, so the answer is the same whatever the
 * thread count. A cone block is solved exactly where its unconstrained minimiser lies in the cone (a
 * sticking contact), otherwise by a few projected-gradient steps on its 3x3 block, whose fixed point
 * is the cone problem's; a bounded or free row is solved exactly. A sweep and its line search cost
 * about two Schur products, so each counts as two iterations of the budget.
 */
final class StackSweep {
    /** Projected-gradient steps on a cone block whose unconstrained minimiser leaves the cone (sliding, separating). */
    static final int BLOCK_STEPS = 8;
    /** A sweep and its line search read and write about as much as two Schur products: two iterations of the budget. */
    static final int ITERATIONS_PER_SWEEP = 2;
    /** Cycles over a manifold's points in an up sweep, so its points share the load before the sweep moves on. */
    static final int PAIR_CYCLES = 16;
    /** A contact supports its upper body when its normal is within 60 degrees of up. */
    static final double SUPPORT_COS = 0.5;
    /** The most points of one manifold solved together as loaded (Bullet keeps at most four). */
    static final int MAX_PAIR_BLOCKS = 8;

    /** Per block: (sortable height << 32) | block index, sorted ascending (bottom first). */
    private long[] order = new long[64];
    /** Per cone block, N's 3x3 diagonal block: a00, a01, a02, a11, a12, a22. */
    private double[] blockN = new double[6 * 64];
    private final double[] y = new double[3], z = new double[3];
    /** Per body: its load (kg), its upper contacts' warm-start normal impulses, and their count. */
    private double[] load = new double[64], support = new double[64];
    private int[] supports = new int[64];
    /** Per block: 1 when it is a support with A above, -1 with B above, 0 when it is no support. */
    private byte[] upper = new byte[64];
    /** One manifold's rows in an up sweep: velocities, impulses, impulses at the start, N' among them. */
    private final double[] pairW = new double[3 * MAX_PAIR_BLOCKS], pairX = new double[3 * MAX_PAIR_BLOCKS],
            pairX0 = new double[3 * MAX_PAIR_BLOCKS], pairN = new double[9 * MAX_PAIR_BLOCKS * MAX_PAIR_BLOCKS];
    private final double[] local = new double[6];
    /** The up sweep's start, its change and a product, for the line search. */
    private double[] start = new double[64], step = new double[64], product = new double[64];
    private double lastStep;
    /** The up direction (against gravity), unit or zero. */
    private double ux, uy, uz;

    /**
     * Runs {@code sweeps} sweeps (down first) on {@code d}'s problem from {@code x} (in, out), with
     * gravity {@code (gx, gy, gz)} ordering the blocks by the heights of {@code bodies}' centres.
     * Returns the sweeps run: 0 when there was nothing to sweep.
     */
    int run(NscDescriptor d, double[] x, Bodies bodies, double gx, double gy, double gz, int sweeps, int budget) {
        final int blocks = d.cones().blockCount();
        if (sweeps <= 0 || budget < ITERATIONS_PER_SWEEP || blocks == 0) return 0;
        int rowCount = d.rowCount();
        if (start.length < rowCount) {
            int n = Math.max(rowCount, 2 * start.length);
            start = new double[n];
            step = new double[n];
            product = new double[n];
        }
        prepare(d, bodies, gx, gy, gz, blocks);
        loads(d, x, blocks);
        final int rows = d.rowCount();
        int used = 0;
        for (int s = 0; s < sweeps && used + ITERATIONS_PER_SWEEP <= budget; s++) {
            d.sweepBegin(x);
            System.arraycopy(x, 0, start, 0, rows);
            for (int k = 0, end; k < blocks; k = end) {
                end = pairEnd(d, k, blocks);
                if (upper[(int) order[k]] != 0 && end - k <= MAX_PAIR_BLOCKS) solveLoadedPair(d, x, k, end);
                else for (int q = k; q < end; q++) solveBlock(d, x, (int) order[q]);
            }
            lineSearch(d, x, rows);
            used += ITERATIONS_PER_SWEEP;
        }
        return used;
    }

    /** The blocks' order by height and each cone block's 3x3 of N. */
    private void prepare(NscDescriptor d, Bodies bodies, double gx, double gy, double gz, int blocks) {
        if (order.length < blocks) order = new long[Math.max(blocks, 2 * order.length)];
        if (blockN.length < 6 * blocks) blockN = new double[Math.max(6 * blocks, 2 * blockN.length)];
        double g = Math.sqrt(gx * gx + gy * gy + gz * gz);
        // up is against gravity; without gravity every height is 0, the blocks keep their order and none supports
        ux = g > 0 ? -gx / g : 0;
        uy = g > 0 ? -gy / g : 0;
        uz = g > 0 ? -gz / g : 0;
        final double[] pos = bodies.pos;
        final ConeSet cones = d.cones();
        for (int b = 0; b < blocks; b++) {
            int i = cones.blockStart(b);
            int a = d.bodyA(i), c = d.bodyB(i);
            double h = 0;
            int n = 0;
            if (a >= 0) {
                h += ux * pos[3 * a] + uy * pos[3 * a + 1] + uz * pos[3 * a + 2];
                n++;
            }
            if (c >= 0) {
                h += ux * pos[3 * c] + uy * pos[3 * c + 1] + uz * pos[3 * c + 2];
                n++;
            }
            float key = n > 0 && Double.isFinite(h) ? (float) (h / n) : 0f;
            order[b] = ((long) sortable(key) << 32) | b;
            if (cones.blockKind(b) == ConeSet.CONE) {
                int j = 6 * b;
                blockN[j] = d.entry(i, i);
                blockN[j + 1] = d.entry(i, i + 1);
                blockN[j + 2] = d.entry(i, i + 2);
                blockN[j + 3] = d.entry(i + 1, i + 1);
                blockN[j + 4] = d.entry(i + 1, i + 2);
                blockN[j + 5] = d.entry(i + 2, i + 2);
            }
        }
        ContactPairs.heapSort(order, blocks); // allocation-free, where Arrays.sort may allocate a merge buffer
    }

    /**
     * Into {@link #y}: the minimiser over the cone of {@code 1/2 (y - x) A (y - x) + w (y - x)}, A
     * the symmetric 3x3 at {@code a[j..j+5]}: exact where the unconstrained minimiser lies in the
     * cone, else {@link #BLOCK_STEPS} projected-gradient steps from x. False when it is not finite.
     */
    private boolean localCone(double[] a, int j, double x0, double x1, double x2, double w0, double w1, double w2, double mu) {
        double a00 = a[j], a01 = a[j + 1], a02 = a[j + 2], a11 = a[j + 3], a12 = a[j + 4], a22 = a[j + 5];
        // the unconstrained minimiser x - A^-1 w (Cramer on the symmetric 3x3), kept when it lies in the cone
        double c00 = a11 * a22 - a12 * a12, c01 = a02 * a12 - a01 * a22, c02 = a01 * a12 - a02 * a11;
        double det = a00 * c00 + a01 * c01 + a02 * c02;
        boolean solved = false;
        if (det > 1e-12 * a00 * a11 * a22 && Double.isFinite(det)) {
            double c11 = a00 * a22 - a02 * a02, c12 = a01 * a02 - a00 * a12, c22 = a00 * a11 - a01 * a01;
            y[0] = x0 - (c00 * w0 + c01 * w1 + c02 * w2) / det;
            y[1] = x1 - (c01 * w0 + c11 * w1 + c12 * w2) / det;
            y[2] = x2 - (c02 * w0 + c12 * w1 + c22 * w2) / det;
            solved = y[0] >= 0 && y[1] * y[1] + y[2] * y[2] <= mu * mu * y[0] * y[0];
        }
        if (!solved) {
            // projected gradient on the block alone, from the current impulse: the block's own bound as step
            double bound = Math.max(a00 + Math.abs(a01) + Math.abs(a02),
                    Math.max(a11 + Math.abs(a01) + Math.abs(a12), a22 + Math.abs(a02) + Math.abs(a12)));
            if (!(bound > 0) || !Double.isFinite(bound)) return false;
            double t = 1 / bound;
            z[0] = x0;
            z[1] = x1;
            z[2] = x2;
            for (int s = 0; s < BLOCK_STEPS; s++) {
                double e0 = z[0] - x0, e1 = z[1] - x1, e2 = z[2] - x2;
                double g0 = w0 + a00 * e0 + a01 * e1 + a02 * e2;
                double g1 = w1 + a01 * e0 + a11 * e1 + a12 * e2;
                double g2 = w2 + a02 * e0 + a12 * e1 + a22 * e2;
                z[0] -= t * g0;
                z[1] -= t * g1;
                z[2] -= t * g2;
                ConeSet.projectCone(z, 0, mu);
            }
            y[0] = z[0];
            y[1] = z[1];
            y[2] = z[2];
        }
        return Double.isFinite(y[0]) && Double.isFinite(y[1]) && Double.isFinite(y[2]);
    }

    /**
     * An up sweep's solve of one manifold's support points (sorted positions [k, end)), with the
     * upper body moving as its load: their velocities are read once, then {@link #PAIR_CYCLES} cycles
     * of block solves update them through N's blocks with the upper body's mobility scaled by its
     * mass over its load (the bodies it carries respond as one), and the impulses' changes go onto the
     * bodies at the end. The lower body then moves as the bodies above will pull it back: the next
     * contacts up settle that, as in a column where each face ends carrying all it holds.
     */
    private void solveLoadedPair(NscDescriptor d, double[] x, int k, int end) {
        final ConeSet cones = d.cones();
        final double[] r = d.rhs();
        int m = end - k;
        int first = cones.blockStart((int) order[k]);
        boolean aUp = upper[(int) order[k]] > 0;
        int u = aUp ? d.bodyA(first) : d.bodyB(first);
        int side = aUp ? 0 : 6;
        double scale = d.invMass()[u] > 0 && load[u] > 0 ? 1 / (d.invMass()[u] * load[u]) : 1;
        for (int p = 0; p < m; p++) {
            int i = cones.blockStart((int) order[k + p]);
            for (int c = 0; c < 3; c++) {
                pairW[3 * p + c] = d.rowProduct(i + c, x) + r[i + c];
                pairX[3 * p + c] = x[i + c];
                pairX0[3 * p + c] = x[i + c];
            }
        }
        // N' between every two rows of the run: full minus the upper body's half plus its scaled half
        int n = 3 * m;
        for (int p = 0; p < n; p++) {
            int ip = cones.blockStart((int) order[k + p / 3]) + p % 3;
            for (int q = p; q < n; q++) {
                int iq = cones.blockStart((int) order[k + q / 3]) + q % 3;
                double own = half(d, u, ip, iq, side);
                double v = d.entry(ip, iq) - own + scale * own;
                pairN[p * n + q] = v;
                pairN[q * n + p] = v;
            }
        }
        for (int cycle = 0; cycle < PAIR_CYCLES; cycle++) {
            for (int p = 0; p < m; p++) {
                int o = 3 * p;
                local[0] = pairN[o * n + o];
                local[1] = pairN[o * n + o + 1];
                local[2] = pairN[o * n + o + 2];
                local[3] = pairN[(o + 1) * n + o + 1];
                local[4] = pairN[(o + 1) * n + o + 2];
                local[5] = pairN[(o + 2) * n + o + 2];
                if (!localCone(local, 0, pairX[o], pairX[o + 1], pairX[o + 2], pairW[o], pairW[o + 1], pairW[o + 2],
                        cones.mu((int) order[k + p]))) continue;
                for (int c = 0; c < 3; c++) {
                    double delta = y[c] - pairX[o + c];
                    if (delta == 0) continue;
                    pairX[o + c] = y[c];
                    for (int q = 0; q < n; q++) pairW[q] += pairN[q * n + o + c] * delta;
                }
            }
        }
        for (int p = 0; p < m; p++) {
            int i = cones.blockStart((int) order[k + p]);
            for (int c = 0; c < 3; c++) {
                x[i + c] = pairX[3 * p + c];
                d.sweepUpdate(i + c, pairX[3 * p + c] - pairX0[3 * p + c]);
            }
        }
    }

    /** J_p M_u^-1 J_q^T over body u's half of rows p and q (at Jacobian offset {@code side}). */
    private static double half(NscDescriptor d, int u, int p, int q, int side) {
        final double[] invInertia = d.invInertia();
        double lin = d.invMass()[u] * (d.jacobian(p, side) * d.jacobian(q, side) + d.jacobian(p, side + 1) * d.jacobian(q, side + 1)
                + d.jacobian(p, side + 2) * d.jacobian(q, side + 2));
        double qx = d.jacobian(q, side + 3), qy = d.jacobian(q, side + 4), qz = d.jacobian(q, side + 5);
        int ii = 9 * u;
        double ex = invInertia[ii] * qx + invInertia[ii + 1] * qy + invInertia[ii + 2] * qz;
        double ey = invInertia[ii + 3] * qx + invInertia[ii + 4] * qy + invInertia[ii + 5] * qz;
        double ez = invInertia[ii + 6] * qx + invInertia[ii + 7] * qy + invInertia[ii + 8] * qz;
        return lin + d.jacobian(p, side + 3) * ex + d.jacobian(p, side + 4) * ey + d.jacobian(p, side + 5) * ez;
    }

    /**
     * The up sweep's change, taken as a direction from where it started: x becomes start + a (x -
     * start) with a in [0, 1] minimising the problem's objective along it. Both ends lie in the cones,
     * so every point between does, and the objective never rises: a sweep whose loads do not match
     * the bodies' motion (one body's own error, which the loads would hand to the whole stack) is
     * scaled down instead of driving the stack.
     */
    private void lineSearch(NscDescriptor d, double[] x, int rows) {
        final double[] r = d.rhs();
        for (int i = 0; i < rows; i++) step[i] = x[i] - start[i];
        d.multiply(start, product);
        double slope = 0;
        for (int i = 0; i < rows; i++) slope += step[i] * (product[i] + r[i]);
        d.multiply(step, product);
        double curvature = 0;
        for (int i = 0; i < rows; i++) curvature += step[i] * product[i];
        double a = curvature > 0 && slope < 0 ? Math.min(1, -slope / curvature) : 0;
        if (!Double.isFinite(a)) a = 0;
        for (int i = 0; i < rows; i++) x[i] = start[i] + a * step[i];
        lastStep = a;
    }

    /** The fraction of the last up sweep's change that its line search kept (tests). */
    double lastStep() {
        return lastStep;
    }

    /** A float's bits as an int that orders as the float does (negative floats reversed). */
    static int sortable(float f) {
        int bits = Float.floatToIntBits(f);
        return bits ^ ((bits >> 31) & 0x7fffffff);
    }

    /** The end of the run of blocks from sorted position {@code k} that join the same two bodies and are all cones or all not (a manifold's points). */
    private int pairEnd(NscDescriptor d, int k, int blocks) {
        final ConeSet cones = d.cones();
        int i = cones.blockStart((int) order[k]);
        int a = d.bodyA(i), b = d.bodyB(i);
        boolean cone = cones.blockKind((int) order[k]) == ConeSet.CONE;
        int e = k + 1;
        while (e < blocks) {
            int j = cones.blockStart((int) order[e]);
            if (d.bodyA(j) != a || d.bodyB(j) != b || (cones.blockKind((int) order[e]) == ConeSet.CONE) != cone) break;
            e++;
        }
        return e;
    }

    /**
     * Each moving body's load, the mass it carries with it in an up sweep: its own plus, over each
     * contact it supports (normal within 60 degrees of up), the load of the body above times that
     * contact's share of the upper body's support (its warm-start normal impulse over the upper body's
     * total; equal shares where there is none). Filled from the top down, so each upper load is final
     * when it is shared. Per support block, whether A is the upper body (1), B (-1) or neither (0).
     */
    private void loads(NscDescriptor d, double[] x, int blocks) {
        final ConeSet cones = d.cones();
        final double[] invMass = d.invMass();
        int bodies = d.bodyCount();
        if (load.length < bodies) {
            load = new double[Math.max(bodies, 2 * load.length)];
            support = new double[load.length];
            supports = new int[load.length];
        }
        if (upper.length < blocks) upper = new byte[Math.max(blocks, 2 * upper.length)];
        for (int b = 0; b < bodies; b++) {
            load[b] = invMass[b] > 0 ? 1 / invMass[b] : 0;
            support[b] = 0;
            supports[b] = 0;
        }
        for (int b = 0; b < blocks; b++) {
            upper[b] = 0;
            if (cones.blockKind(b) != ConeSet.CONE) continue;
            int i = cones.blockStart(b);
            // the normal row's A part is n, which points from B to A
            double nUp = ux * d.jacobian(i, 0) + uy * d.jacobian(i, 1) + uz * d.jacobian(i, 2);
            int u = nUp > SUPPORT_COS ? d.bodyA(i) : nUp < -SUPPORT_COS ? d.bodyB(i) : -1;
            if (u < 0) continue;
            upper[b] = (byte) (nUp > 0 ? 1 : -1);
            support[u] += Math.max(0, x[i]);
            supports[u]++;
        }
        for (int k = blocks - 1; k >= 0; k--) {
            int b = (int) order[k];
            if (upper[b] == 0) continue;
            int i = cones.blockStart(b);
            int u = upper[b] > 0 ? d.bodyA(i) : d.bodyB(i), l = upper[b] > 0 ? d.bodyB(i) : d.bodyA(i);
            if (l < 0 || invMass[l] == 0) continue; // the static world or a kinematic body takes it
            double share = support[u] > 0 ? Math.max(0, x[i]) / support[u] : 1.0 / supports[u];
            load[l] += load[u] * share;
        }
    }

    private void solveBlock(NscDescriptor d, double[] x, int b) {
        final ConeSet cones = d.cones();
        final double[] r = d.rhs();
        int i = cones.blockStart(b);
        if (cones.blockKind(b) != ConeSet.CONE) {
            double a = d.diagonal(i);
            if (!(a > 0)) return; // a row no moving body can change
            double old = x[i];
            double v = old - (d.rowProduct(i, x) + r[i]) / a;
            v = Math.max(cones.lower(i), Math.min(cones.upper(i), v));
            x[i] = v;
            d.sweepUpdate(i, v - old);
            return;
        }
        double w0 = d.rowProduct(i, x) + r[i], w1 = d.rowProduct(i + 1, x) + r[i + 1], w2 = d.rowProduct(i + 2, x) + r[i + 2];
        int j = 6 * b;
        if (!localCone(blockN, j, x[i], x[i + 1], x[i + 2], w0, w1, w2, cones.mu(b))) return;
        double x0 = x[i], x1 = x[i + 1], x2 = x[i + 2];
        x[i] = y[0];
        x[i + 1] = y[1];
        x[i + 2] = y[2];
        d.sweepUpdate(i, y[0] - x0);
        d.sweepUpdate(i + 1, y[1] - x1);
        d.sweepUpdate(i + 2, y[2] - x2);
    }
}
