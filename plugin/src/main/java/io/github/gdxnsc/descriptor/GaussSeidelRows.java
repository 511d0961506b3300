package io.github.gdxnsc.descriptor;

/**
 * Row-by-row access to an {@link NscDescriptor}'s N for solvers that sweep (PSOR): the descriptor's
 * {@code dv} is kept equal to {@code M^-1 D x} as single rows change, so a row's {@code (N x)_i}
 * costs one Jacobian row against two bodies instead of a whole product. Works on the generic
 * 12-entry Jacobians, whatever form the product gave a row.
 */
final class GaussSeidelRows {
    private final NscDescriptor descriptor;
    private final SchurProduct product;

    GaussSeidelRows(NscDescriptor descriptor, SchurProduct product) {
        this.descriptor = descriptor;
        this.product = product;
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

    /** N_ik: cfm on the diagonal plus J_i M^-1 J_k^T over every body the two rows share. */
    double entry(int i, int k) {
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        double s = i == k ? descriptor.cfm[i] : 0;
        int ai = bodyA[i], bi = bodyB[i], ak = bodyA[k], bk = bodyB[k];
        int ji = 12 * i, jk = 12 * k;
        if (ai >= 0 && ai == ak) s += product.cross(ai, ji, jk);
        if (ai >= 0 && ai == bk) s += product.cross(ai, ji, jk + 6);
        if (bi >= 0 && bi == ak) s += product.cross(bi, ji + 6, jk);
        if (bi >= 0 && bi == bk) s += product.cross(bi, ji + 6, jk + 6);
        return s;
    }
}
