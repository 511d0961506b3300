package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.WorkerPool;
import org.ejml.data.DMatrixRMaj;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The matrix-free product against an explicit D^T M^-1 D + E built by EJML from the same rows. */
class SchurProductTest {

    private static final WorkerPool POOL = new WorkerPool(2);

    @AfterAll
    static void close() {
        POOL.close();
    }

    @Test
    void matrixFreeProductEqualsDenseOnRandomSystems() {
        for (long seed = 1; seed <= 20; seed++) {
            RandomDescriptors.Spec spec = new RandomDescriptors.Spec().bodies(3 + (int) seed % 7)
                    .contacts(5 + (int) seed).boxRows(2).freeRows(3).staticFraction(0.3).cfmMin(seed % 2 == 0 ? 0 : 1e-3);
            NscDescriptor d = RandomDescriptors.build(seed, spec, seed % 3 == 0 ? null : POOL);
            DMatrixRMaj dense = d.assembleDense();
            int n = d.rowCount();
            Random rnd = new Random(seed * 31);
            double[] x = new double[n], out = new double[n];
            for (int i = 0; i < n; i++) x[i] = rnd.nextGaussian();
            d.multiply(x, out);
            double errMax = 0, refMax = 0;
            for (int i = 0; i < n; i++) {
                double ref = 0;
                for (int j = 0; j < n; j++) ref += dense.get(i, j) * x[j];
                errMax = Math.max(errMax, Math.abs(ref - out[i]));
                refMax = Math.max(refMax, Math.abs(ref));
            }
            assertTrue(errMax <= 1e-12 * refMax, "seed " + seed + ": relative error " + errMax / refMax);
            // diagonal and entries agree with the dense matrix too
            for (int i = 0; i < n; i++) {
                assertEquals(dense.get(i, i), d.diagonal(i), 1e-12 * Math.abs(dense.get(i, i)) + 1e-15);
                int j = (i * 7 + 3) % n;
                assertEquals(dense.get(i, j), d.entry(i, j), 1e-12 * (Math.abs(dense.get(i, j)) + dense.get(i, i)));
            }
        }
    }

    @Test
    void pointFormContactsAgreeWithTheSameRowsGivenAsRawJacobians() {
        RandomDescriptors.Spec spec = new RandomDescriptors.Spec().bodies(30).contacts(80).boxRows(5).freeRows(5);
        NscDescriptor point = RandomDescriptors.build(21, spec, POOL);
        NscDescriptor raw = RandomDescriptors.build(21, spec, POOL);
        assertEquals(80, point.pointFormContacts());
        double[] j12 = new double[12];
        for (int i = 0; i < raw.rowCount(); i++) {
            for (int k = 0; k < 12; k++) j12[k] = raw.jacobian(i, k);
            raw.setJacobian(i, j12, 0);
        }
        raw.prepare();
        assertEquals(0, raw.pointFormContacts());
        int n = point.rowCount();
        Random rnd = new Random(4);
        double[] x = new double[n], a = new double[n], b = new double[n];
        for (int i = 0; i < n; i++) x[i] = rnd.nextGaussian();
        point.multiply(x, a);
        raw.multiply(x, b);
        for (int i = 0; i < n; i++) assertEquals(b[i], a[i], 1e-12 * (1 + Math.abs(b[i])));
    }

    @Test
    void productIsSymmetric() {
        NscDescriptor d = RandomDescriptors.build(7, new RandomDescriptors.Spec().bodies(40).contacts(120).boxRows(10).freeRows(10), POOL);
        int n = d.rowCount();
        Random rnd = new Random(3);
        double[] x = new double[n], y = new double[n], nx = new double[n], ny = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextGaussian();
            y[i] = rnd.nextGaussian();
        }
        d.multiply(x, nx);
        d.multiply(y, ny);
        double xny = 0, ynx = 0, scale = 0;
        for (int i = 0; i < n; i++) {
            xny += x[i] * ny[i];
            ynx += y[i] * nx[i];
            scale += Math.abs(x[i] * ny[i]);
        }
        assertEquals(xny, ynx, 1e-12 * scale);
    }

    @Test
    void rhsIsJacobianTimesFreeVelocityPlusBias() {
        NscDescriptor d = RandomDescriptors.build(11, new RandomDescriptors.Spec().bodies(5).contacts(6), null);
        for (int i = 0; i < d.rowCount(); i++) {
            double s = d.bias(i);
            if (d.bodyA(i) >= 0) for (int k = 0; k < 6; k++) s += d.jacobian(i, k) * d.velocity()[6 * d.bodyA(i) + k];
            if (d.bodyB(i) >= 0) for (int k = 0; k < 6; k++) s += d.jacobian(i, 6 + k) * d.velocity()[6 * d.bodyB(i) + k];
            assertEquals(s, d.rhs()[i], 1e-12 * (1 + Math.abs(s)));
        }
    }

    @Test
    void appliedImpulsesChangeVelocityByInverseMassTimesDx() {
        // v = v* + M^-1 D x, so J v = J v* + N x - E x: check against the product
        NscDescriptor d = RandomDescriptors.build(5, new RandomDescriptors.Spec().bodies(6).contacts(8).cfmMin(0), null);
        int n = d.rowCount();
        double[] x = new double[n], nx = new double[n];
        Random rnd = new Random(9);
        for (int i = 0; i < n; i++) x[i] = rnd.nextGaussian();
        double[] v = new double[6 * d.bodyCount()];
        d.applyImpulses(x, v);
        d.multiply(x, nx);
        for (int i = 0; i < n; i++) {
            double jv = 0;
            if (d.bodyA(i) >= 0) for (int k = 0; k < 6; k++) jv += d.jacobian(i, k) * v[6 * d.bodyA(i) + k];
            if (d.bodyB(i) >= 0) for (int k = 0; k < 6; k++) jv += d.jacobian(i, 6 + k) * v[6 * d.bodyB(i) + k];
            double expected = d.rhs()[i] - d.bias(i) + nx[i];
            assertEquals(expected, jv, 1e-9 * (1 + Math.abs(expected)));
        }
    }

    @Test
    void refusesRowsJoiningABodyToItselfAndUnpreparedUse() {
        NscDescriptor d = new NscDescriptor(null);
        d.beginStep(2);
        assertThrows(IllegalArgumentException.class, () -> d.addFree(1, 1));
        assertThrows(IllegalArgumentException.class, () -> d.addFree(0, 2));
        d.addFree(0, -1);
        assertThrows(IllegalStateException.class, () -> d.multiply(new double[1], new double[1]));
    }
}
