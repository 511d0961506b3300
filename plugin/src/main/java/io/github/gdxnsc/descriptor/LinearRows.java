package io.github.gdxnsc.descriptor;

import java.util.Arrays;

/**
 * The rows of an {@link NscDescriptor} given in linear form ({@link NscDescriptor#setLinearRow}):
 * each one's direction and lever arms, kept beside the Jacobian they expand to because
 * {@link SchurProduct} recognises a contact by its three rows sharing one point and then works
 * from the point, not the Jacobian.
 */
final class LinearRows {

    /** Per row, 9 floats: direction d, lever arms rA, rB; read only where linearForm says they are current. */
    float[] lever = new float[0];
    boolean[] linearForm = new boolean[0];

    /** Room for n rows, the old rows kept. */
    void grow(int n) {
        lever = Arrays.copyOf(lever, 9 * n);
        linearForm = Arrays.copyOf(linearForm, n);
    }

    /**
     * Row {@code row} along d through the lever arms rA, rB: stores them and writes the row's 12
     * Jacobian entries into {@code jac}. The inputs are floats (the precision of a transform), so
     * every product here is exact in double.
     */
    void write(double[] jac, int row, float dx, float dy, float dz, float rax, float ray, float raz, float rbx, float rby, float rbz) {
        int l = 9 * row;
        float[] v = lever;
        v[l] = dx;
        v[l + 1] = dy;
        v[l + 2] = dz;
        v[l + 3] = rax;
        v[l + 4] = ray;
        v[l + 5] = raz;
        v[l + 6] = rbx;
        v[l + 7] = rby;
        v[l + 8] = rbz;
        double fx = dx, fy = dy, fz = dz;
        double ax = rax, ay = ray, az = raz, bx = rbx, by = rby, bz = rbz;
        int j = 12 * row;
        jac[j] = fx;
        jac[j + 1] = fy;
        jac[j + 2] = fz;
        jac[j + 3] = ay * fz - az * fy;
        jac[j + 4] = az * fx - ax * fz;
        jac[j + 5] = ax * fy - ay * fx;
        jac[j + 6] = -fx;
        jac[j + 7] = -fy;
        jac[j + 8] = -fz;
        jac[j + 9] = -(by * fz - bz * fy);
        jac[j + 10] = -(bz * fx - bx * fz);
        jac[j + 11] = -(bx * fy - by * fx);
        linearForm[row] = true;
    }

    /** True when rows i, i + 1, i + 2 are all in linear form through one point (the same lever arms): a contact in point form. */
    boolean isPointForm(int i) {
        if (!linearForm[i] || !linearForm[i + 1] || !linearForm[i + 2]) return false;
        for (int k = 3; k < 9; k++) {
            float v = lever[9 * i + k];
            if (lever[9 * (i + 1) + k] != v || lever[9 * (i + 2) + k] != v) return false;
        }
        return true;
    }
}
