package io.github.gdxnsc.descriptor;

import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.CommonOps_DDRM;

/**
 * An {@link NscDescriptor}'s N built densely with EJML from explicit D (6 per body x rows) and the
 * block-diagonal M^-1: {@code N = D^T M^-1 D + E}. It shares no code with the matrix-free
 * product, which makes it the reference that product is tested against, and it is what the
 * direct solvers factor.
 */
final class DenseAssembly {

    private DenseAssembly() {
    }

    /** Dense N of a prepared descriptor with at most {@link NscDescriptor#DENSE_LIMIT} rows. */
    static DMatrixRMaj assemble(NscDescriptor descriptor) {
        final int[] bodyA = descriptor.bodyA, bodyB = descriptor.bodyB;
        final double[] jac = descriptor.jac, cfm = descriptor.cfm;
        final double[] invMass = descriptor.invMass, invInertia = descriptor.invInertia;
        int m = descriptor.rowCount, nb = descriptor.bodyCount;
        if (m > NscDescriptor.DENSE_LIMIT)
            throw new IllegalStateException("problem too large for dense assembly: " + m + " rows > " + NscDescriptor.DENSE_LIMIT);
        DMatrixRMaj d = new DMatrixRMaj(6 * nb, m);
        for (int i = 0; i < m; i++) {
            if (bodyA[i] >= 0) for (int k = 0; k < 6; k++) d.add(6 * bodyA[i] + k, i, jac[12 * i + k]);
            if (bodyB[i] >= 0) for (int k = 0; k < 6; k++) d.add(6 * bodyB[i] + k, i, jac[12 * i + 6 + k]);
        }
        DMatrixRMaj minv = new DMatrixRMaj(6 * nb, 6 * nb);
        for (int b = 0; b < nb; b++) {
            for (int k = 0; k < 3; k++) minv.set(6 * b + k, 6 * b + k, invMass[b]);
            for (int r = 0; r < 3; r++)
                for (int c = 0; c < 3; c++) minv.set(6 * b + 3 + r, 6 * b + 3 + c, invInertia[9 * b + 3 * r + c]);
        }
        DMatrixRMaj md = new DMatrixRMaj(6 * nb, m);
        CommonOps_DDRM.mult(minv, d, md);
        DMatrixRMaj n = new DMatrixRMaj(m, m);
        CommonOps_DDRM.multTransA(d, md, n);
        for (int i = 0; i < m; i++) n.add(i, i, cfm[i]);
        return n;
    }
}
