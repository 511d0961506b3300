package io.github.gdxnsc.descriptor;

/**
 * What an {@link NscDescriptor} computes row by row from its rows' 12-entry Jacobians, where the
 * product's layout ({@link SchurProduct}) does not serve: N's diagonal and single entries, the
 * right-hand side, and the row products and updates of solvers that sweep (PSOR). For a sweep the
 * descriptor's {@code dv} is kept equal to {@code M^-1 D x} as single rows change, so a row's
 * {@code (N x)_i} costs one Jacobian row against two bodies instead of a whole product.
 */
final class JacobianRows {
    private final NscDescriptor descriptor;

    JacobianRows(NscDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    /**
     * N's diagonal for rows [start, end) into the descriptor's {@code diag}, from the Jacobians:
     * {@code cfm_i} plus, per non-static side, {@code J M^-1 J^T}. Filled in prepare, since the
     * solvers' diagonal scaling and the residual step need it and the product never forms it.
     */
    void fillDiagonal(int start, int end) {
        final double[] cfm = descriptor.cfm, diag = descriptor.diag;
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        for (int i = start; i < end; i++) {
            double d = cfm[i];
            int j = 12 * i;
            int a = bodyA[i], b = bodyB[i];
            if (a >= 0) d += halfDiag(a, j);
            if (b >= 0) d += halfDiag(b, j + 6);
            diag[i] = d;
        }
    }

    /** J_half M^-1 J_half^T for body b and the 6 Jacobian entries at jac[j]. */
    private double halfDiag(int b, int j) {
        return cross(b, j, j);
    }

    /** J_p M_b^-1 J_q^T for two 6-entry Jacobian halves at jac[p] and jac[q]. */
    private double cross(int b, int p, int q) {
        final double[] jac = descriptor.jac, invInertia = descriptor.invInertia;
        double m = descriptor.invMass[b];
        int ii = 9 * b;
        double lin = m * (jac[p] * jac[q] + jac[p + 1] * jac[q + 1] + jac[p + 2] * jac[q + 2]);
        double qx = jac[q + 3], qy = jac[q + 4], qz = jac[q + 5];
        double ex = invInertia[ii] * qx + invInertia[ii + 1] * qy + invInertia[ii + 2] * qz;
        double ey = invInertia[ii + 3] * qx + invInertia[ii + 4] * qy + invInertia[ii + 5] * qz;
        double ez = invInertia[ii + 6] * qx + invInertia[ii + 7] * qy + invInertia[ii + 8] * qz;
        return lin + jac[p + 3] * ex + jac[p + 4] * ey + jac[p + 5] * ez;
    }

    /** N_ik: cfm on the diagonal plus J_i M^-1 J_k^T over every body the two rows share. */
    double entry(int i, int k) {
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        double s = i == k ? descriptor.cfm[i] : 0;
        int ai = bodyA[i], bi = bodyB[i], ak = bodyA[k], bk = bodyB[k];
        int ji = 12 * i, jk = 12 * k;
        if (ai >= 0 && ai == ak) s += cross(ai, ji, jk);
        if (ai >= 0 && ai == bk) s += cross(ai, ji, jk + 6);
        if (bi >= 0 && bi == ak) s += cross(bi, ji + 6, jk);
        if (bi >= 0 && bi == bk) s += cross(bi, ji + 6, jk + 6);
        return s;
    }

    /** r_i = J_i v* + b_i for rows [start, end), into the descriptor's {@code rhs}. */
    void fillRhs(int start, int end) {
        final double[] v = descriptor.velocity, jac = descriptor.jac, bias = descriptor.bias, rhs = descriptor.rhs;
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        for (int i = start; i < end; i++) {
            int j = 12 * i;
            double s = bias[i];
            int a = bodyA[i], b = bodyB[i];
            if (a >= 0) {
                int p = 6 * a;
                s += jac[j] * v[p] + jac[j + 1] * v[p + 1] + jac[j + 2] * v[p + 2]
                        + jac[j + 3] * v[p + 3] + jac[j + 4] * v[p + 4] + jac[j + 5] * v[p + 5];
            }
            if (b >= 0) {
                int p = 6 * b;
                s += jac[j + 6] * v[p] + jac[j + 7] * v[p + 1] + jac[j + 8] * v[p + 2]
                        + jac[j + 9] * v[p + 3] + jac[j + 10] * v[p + 4] + jac[j + 11] * v[p + 5];
            }
            rhs[i] = s;
        }
    }

    /** (N x)_i from the current dv: J_A . dv_A + J_B . dv_B + cfm_i x_i, the static sentinel reading zero. */
    double rowProduct(int i, double[] x) {
        int k = 12 * i;
        int p = 6 * descriptor.slotA[i], q = 6 * descriptor.slotB[i];
        final double[] j = descriptor.jac, d = descriptor.dv;
        return j[k] * d[p] + j[k + 1] * d[p + 1] + j[k + 2] * d[p + 2]
                + j[k + 3] * d[p + 3] + j[k + 4] * d[p + 4] + j[k + 5] * d[p + 5]
                + j[k + 6] * d[q] + j[k + 7] * d[q + 1] + j[k + 8] * d[q + 2]
                + j[k + 9] * d[q + 3] + j[k + 10] * d[q + 4] + j[k + 11] * d[q + 5]
                + descriptor.cfm[i] * x[i];
    }

    /** x_i changed by delta: dv of both (non-static) bodies moves by M^-1 J_i^T delta. */
    void update(int i, double delta) {
        int a = descriptor.bodyA[i], b = descriptor.bodyB[i];
        int k = 12 * i;
        if (a >= 0) addEq(a, k, delta);
        if (b >= 0) addEq(b, k + 6, delta);
    }

    private void addEq(int body, int j, double delta) {
        final double[] dv = descriptor.dv, jac = descriptor.jac, invInertia = descriptor.invInertia;
        double m = descriptor.invMass[body] * delta;
        int p = 6 * body, ii = 9 * body;
        dv[p] += m * jac[j];
        dv[p + 1] += m * jac[j + 1];
        dv[p + 2] += m * jac[j + 2];
        double ax = jac[j + 3] * delta, ay = jac[j + 4] * delta, az = jac[j + 5] * delta;
        dv[p + 3] += invInertia[ii] * ax + invInertia[ii + 1] * ay + invInertia[ii + 2] * az;
        dv[p + 4] += invInertia[ii + 3] * ax + invInertia[ii + 4] * ay + invInertia[ii + 5] * az;
        dv[p + 5] += invInertia[ii + 6] * ax + invInertia[ii + 7] * ay + invInertia[ii + 8] * az;
    }
}
