package io.github.gdxnsc.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The block solve's dense Cholesky factorisation against the system it solves. */
class RopeBlockSolveTest {

    @Test
    void solvesASymmetricPositiveDefiniteSystem() {
        Random random = new Random(7);
        int m = 24;
        double[] b = new double[m * m], full = new double[m * m], rhs = new double[m];
        for (int i = 0; i < m * m; i++) b[i] = random.nextDouble() - 0.5;
        for (int i = 0; i < m; i++) {
            rhs[i] = random.nextDouble() - 0.5;
            for (int j = 0; j < m; j++) {
                double s = i == j ? 0.1 : 0; // B^T B + 0.1 I
                for (int k = 0; k < m; k++) s += b[k * m + i] * b[k * m + j];
                full[i * m + j] = s;
            }
        }
        double[] lower = full.clone(), y = rhs.clone();
        assertTrue(RopeBlockSolve.choleskySolve(lower, y, m));
        for (int i = 0; i < m; i++) {
            double s = 0;
            for (int j = 0; j < m; j++) s += full[i * m + j] * y[j];
            assertEquals(rhs[i], s, 1e-10, "row " + i);
        }
    }

    @Test
    void refusesASingularSystem() {
        // two equal rows: a rod listed twice
        double[] a = {2, 0, 2, 2}, y = {1, 1};
        assertFalse(RopeBlockSolve.choleskySolve(a, y, 2));
    }
}
