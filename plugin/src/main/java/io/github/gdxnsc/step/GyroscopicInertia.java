package io.github.gdxnsc.step;

/**
 * The inverse inertia a spinning body shows to impulses within one step: the implicit midpoint
 * step of the gyroscopic term, {@code I (w' - w) + h m x I m = L} with {@code m = (w + w') / 2},
 * answers an angular impulse L by {@code dw' = A^-1 L}, {@code A = I + h/2 (skew(m) I - skew(I m))}
 * (the step's Jacobian at its midpoint). A spinning body turns an impulse sideways: a gyroscope on a
 * ball joint answers its joint's impulse by precessing, where the plain {@code I^-1} would let the
 * joint undo the spin's sideways turn every step and the axis droop. A is not symmetric, so
 * neither is the matrix written; at rest it is {@code I^-1}.
 */
final class GyroscopicInertia {
    private GyroscopicInertia() {
    }

    /**
     * Writes {@code R A^-1 R^T} (world frame, row-major) into out[o..o+8] for the body-frame midpoint
     * spin m, the body's inverse principal inertia (ia, ib, ic, all positive) and the rotation R (r,
     * row-major, world = R body). Returns false, writing nothing, when A cannot be inverted.
     */
    static boolean worldInverse(double mx, double my, double mz, double ia, double ib, double ic, double h,
                                double r00, double r01, double r02, double r10, double r11, double r12, double r20, double r21, double r22,
                                double[] out, int o) {
        // B = I^-1 A = 1 + h/2 I^-1 (skew(m) I - skew(I m)); A^-1 = B^-1 I^-1 keeps a large I out of the sums
        double jx = 1 / ia, jy = 1 / ib, jz = 1 / ic;
        double hx = jx * mx, hy = jy * my, hz = jz * mz, s = 0.5 * h;
        double b00 = 1, b01 = s * ia * (-mz * jy + hz), b02 = s * ia * (my * jz - hy);
        double b10 = s * ib * (mz * jx - hz), b11 = 1, b12 = s * ib * (-mx * jz + hx);
        double b20 = s * ic * (-my * jx + hy), b21 = s * ic * (mx * jy - hx), b22 = 1;
        double c00 = b11 * b22 - b12 * b21, c01 = b02 * b21 - b01 * b22, c02 = b01 * b12 - b02 * b11;
        double c10 = b12 * b20 - b10 * b22, c11 = b00 * b22 - b02 * b20, c12 = b02 * b10 - b00 * b12;
        double c20 = b10 * b21 - b11 * b20, c21 = b01 * b20 - b00 * b21, c22 = b00 * b11 - b01 * b10;
        double det = b00 * c00 + b01 * c10 + b02 * c20;
        if (!(Math.abs(det) > 1e-12) || !Double.isFinite(det)) return false;
        double id = 1 / det;
        // body-frame A^-1 = B^-1 diag(ia, ib, ic)
        double a00 = id * c00 * ia, a01 = id * c01 * ib, a02 = id * c02 * ic;
        double a10 = id * c10 * ia, a11 = id * c11 * ib, a12 = id * c12 * ic;
        double a20 = id * c20 * ia, a21 = id * c21 * ib, a22 = id * c22 * ic;
        // R A^-1: row by row
        double t00 = r00 * a00 + r01 * a10 + r02 * a20, t01 = r00 * a01 + r01 * a11 + r02 * a21, t02 = r00 * a02 + r01 * a12 + r02 * a22;
        double t10 = r10 * a00 + r11 * a10 + r12 * a20, t11 = r10 * a01 + r11 * a11 + r12 * a21, t12 = r10 * a02 + r11 * a12 + r12 * a22;
        double t20 = r20 * a00 + r21 * a10 + r22 * a20, t21 = r20 * a01 + r21 * a11 + r22 * a21, t22 = r20 * a02 + r21 * a12 + r22 * a22;
        // (R A^-1) R^T
        out[o] = t00 * r00 + t01 * r01 + t02 * r02;
        out[o + 1] = t00 * r10 + t01 * r11 + t02 * r12;
        out[o + 2] = t00 * r20 + t01 * r21 + t02 * r22;
        out[o + 3] = t10 * r00 + t11 * r01 + t12 * r02;
        out[o + 4] = t10 * r10 + t11 * r11 + t12 * r12;
        out[o + 5] = t10 * r20 + t11 * r21 + t12 * r22;
        out[o + 6] = t20 * r00 + t21 * r01 + t22 * r02;
        out[o + 7] = t20 * r10 + t21 * r11 + t22 * r12;
        out[o + 8] = t20 * r20 + t21 * r21 + t22 * r22;
        return true;
    }
}
