package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Spring-damper rows of the joints (one per world: it keeps the scratch of the mass sum). A spring
 * moves the motion its joint's rigid rows leave free, so the mass its exact step is fitted to
 * ({@link ExactSpring}) is the row's effective mass with those rows held: {@code 1 / (n_ss - n_sc
 * N_cc^-1 n_cs)} over the hard rows (bilateral, not soft) the same two bodies got just before it.
 * A hinge spring on a door hung off its axis then sees the door's inertia about the hinge, not
 * about its centre, and a free row (a six-DOF spring at the centre) its own mass as before.
 */
public final class SpringRows {
    /** The most rigid rows one joint holds a body pair with (a fixed joint's six). */
    private static final int MAX_HARD = 6;
    private final int[] hard = new int[MAX_HARD];
    private final double[] kcc = new double[MAX_HARD * MAX_HARD], kcs = new double[MAX_HARD], ksc = new double[MAX_HARD];

    /**
     * A spring-damper as a soft FREE row: stiffness k (N/m or N m/rad), damping c (N s/m or
     * N m s/rad) about a rest position, C the displacement from it, {@code vel} the bodies' velocities
     * at the start of the step (by slot). Its compliance and bias make the step of the spring on the
     * row's coupled effective mass exact: an undamped spring keeps its amplitude and period at any
     * h, and a steady load deflects it by load / k. Returns the row.
     */
    public int add(NscDescriptor d, int slotA, int slotB, double[] dir, double[] ra, double[] rb, double displacement, double k, double c, double h,
                   double[] vel) {
        int row = d.addFree(slotA, slotB);
        if (ra == null) d.setAngularRow(row, dir[0], dir[1], dir[2]);
        else d.setLinearRow(row, dir[0], dir[1], dir[2], ra[0], ra[1], ra[2], rb[0], rb[1], rb[2]);
        // a damper alone stays the backward-Euler row: it needs no mass
        if (k <= 0 || !ExactSpring.apply(d, row, k, c, 1 / coupledInverseMass(d, row), h, displacement, rowVelocity(d, row, vel))) { // nothing the row can move: the backward-Euler soft row, harmless
            double soft = c + h * k;
            d.setCompliance(row, 1 / (h * soft));
            d.setBias(row, k * displacement / soft);
        }
        return row;
    }

    /**
     * The row's inverse effective mass with the hard rows just before it on the same body pair
     * held (their Schur complement); the row's own {@code J M^-1 J^T} when there are none, or when
     * they are degenerate.
     */
    double coupledInverseMass(NscDescriptor d, int row) {
        double own = cross(d, row, row);
        int a = d.bodyA(row), b = d.bodyB(row), n = 0;
        ConeSet cones = d.cones();
        for (int r = row - 1; r >= 0 && n < MAX_HARD && d.bodyA(r) == a && d.bodyB(r) == b; r--) {
            if (d.compliance(r) == 0 && cones.lower(r) == Double.NEGATIVE_INFINITY && cones.upper(r) == Double.POSITIVE_INFINITY) hard[n++] = r;
        }
        if (n == 0) return own;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) kcc[i * n + j] = cross(d, hard[i], hard[j]);
            kcs[i] = cross(d, hard[i], row);
            ksc[i] = cross(d, row, hard[i]);
        }
        // kcs <- N_cc^-1 n_cs by Gaussian elimination with partial pivoting
        for (int col = 0; col < n; col++) {
            int p = col;
            for (int i = col + 1; i < n; i++) if (Math.abs(kcc[i * n + col]) > Math.abs(kcc[p * n + col])) p = i;
            double pivot = kcc[p * n + col];
            if (!(Math.abs(pivot) > 1e-12 * Math.abs(kcc[0])) || !Double.isFinite(pivot)) return own; // dependent rows: keep the row's own mass
            if (p != col) {
                for (int j = 0; j < n; j++) {
                    double t = kcc[col * n + j];
                    kcc[col * n + j] = kcc[p * n + j];
                    kcc[p * n + j] = t;
                }
                double t = kcs[col];
                kcs[col] = kcs[p];
                kcs[p] = t;
            }
            for (int i = col + 1; i < n; i++) {
                double f = kcc[i * n + col] / pivot;
                if (f == 0) continue;
                for (int j = col; j < n; j++) kcc[i * n + j] -= f * kcc[col * n + j];
                kcs[i] -= f * kcs[col];
            }
        }
        for (int i = n - 1; i >= 0; i--) {
            double s = kcs[i];
            for (int j = i + 1; j < n; j++) s -= kcc[i * n + j] * kcs[j];
            kcs[i] = s / kcc[i * n + i];
        }
        double held = own;
        for (int i = 0; i < n; i++) held -= ksc[i] * kcs[i];
        // rounding can leave a sliver of a row the hard rows hold entirely: then nothing moves it
        return held > 1e-9 * own ? held : 0;
    }

    /** {@code J_i M^-1 J_k^T}: row k's impulse seen by row i, over the bodies the two share (the step's inverse inertias). */
    static double cross(NscDescriptor d, int i, int k) {
        double sum = 0;
        double[] im = d.invMass(), ii = d.invInertia();
        for (int si = 0; si < 2; si++) {
            int body = si == 0 ? d.bodyA(i) : d.bodyB(i);
            if (body < 0) continue;
            for (int sk = 0; sk < 2; sk++) {
                if ((sk == 0 ? d.bodyA(k) : d.bodyB(k)) != body) continue;
                int p = 6 * si, q = 6 * sk, w = 9 * body;
                double ax = d.jacobian(k, q + 3), ay = d.jacobian(k, q + 4), az = d.jacobian(k, q + 5);
                sum += im[body] * (d.jacobian(i, p) * d.jacobian(k, q) + d.jacobian(i, p + 1) * d.jacobian(k, q + 1) + d.jacobian(i, p + 2) * d.jacobian(k, q + 2));
                sum += d.jacobian(i, p + 3) * (ii[w] * ax + ii[w + 1] * ay + ii[w + 2] * az)
                        + d.jacobian(i, p + 4) * (ii[w + 3] * ax + ii[w + 4] * ay + ii[w + 5] * az)
                        + d.jacobian(i, p + 5) * (ii[w + 6] * ax + ii[w + 7] * ay + ii[w + 8] * az);
            }
        }
        return sum;
    }

    /** {@code J v}: the row's velocity for body velocities v (6 per slot). */
    static double rowVelocity(NscDescriptor d, int row, double[] v) {
        double sum = 0;
        for (int side = 0; side < 2; side++) {
            int body = side == 0 ? d.bodyA(row) : d.bodyB(row);
            if (body < 0) continue;
            for (int k = 0; k < 6; k++) sum += d.jacobian(row, 6 * side + k) * v[6 * body + k];
        }
        return sum;
    }
}
