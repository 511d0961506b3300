package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.parallel.WorkerPool;
import io.github.gdxnsc.testutil.RandomProblems;
import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.*;

/** DenseConeProblem and SparseConeProblem: products, Gauss-Seidel access, assembly. */
class ExplicitConeProblemTest {

    @Test
    void denseAndSparseAgreeOnEverything() {
        try (WorkerPool pool = new WorkerPool(2)) {
            DenseConeProblem d = RandomProblems.mixed(4, 200, pool);
            SparseConeProblem s = SparseConeProblem.fromDense(d.matrix(), d.rhs(), d.cones(), pool);
            SparseConeProblem viaCsc = SparseConeProblem.fromCsc(d.assembleSparse(), d.rhs(), d.cones(), null);
            int n = d.rowCount();
            Random rnd = new Random(9);
            double[] x = rnd.doubles(n, -1, 1).toArray();
            double[] a = new double[n], b = new double[n], c = new double[n], ref = new double[n];
            d.multiply(x, a);
            s.multiply(x, b);
            viaCsc.multiply(x, c);
            DMatrixRMaj nd = d.assembleDense();
            for (int i = 0; i < n; i++) {
                double v = 0;
                for (int j = 0; j < n; j++) v += nd.get(i, j) * x[j];
                ref[i] = v;
            }
            assertArrayEquals(ref, a, 1e-12);
            assertArrayEquals(ref, b, 1e-12);
            assertArrayEquals(ref, c, 1e-12);
            assertEquals(d.residualStep(), s.residualStep(), 0.0);
            for (int i = 0; i < n; i += 7) {
                assertEquals(d.diagonal(i), s.diagonal(i), 0.0);
                assertEquals(d.entry(i, (i * 3) % n), s.entry(i, (i * 3) % n), 0.0);
            }
            DMatrixRMaj sd = s.assembleDense();
            for (int k = 0; k < n * n; k++) assertEquals(nd.data[k], sd.data[k], 0.0);
        }
    }

    @Test
    void gaussSeidelAccessTracksUpdates() {
        DenseConeProblem d = RandomProblems.mixed(8, 60, null);
        SparseConeProblem s = SparseConeProblem.fromDense(d.matrix(), d.rhs(), d.cones(), null);
        for (ConeProblem p : new ConeProblem[]{d, s}) {
            int n = p.rowCount();
            Random rnd = new Random(2);
            double[] x = rnd.doubles(n, -1, 1).toArray();
            p.sweepBegin(x);
            for (int k = 0; k < 3 * n; k++) {
                int row = rnd.nextInt(n);
                double delta = rnd.nextDouble() - 0.5;
                x[row] += delta;
                p.sweepUpdate(row, delta);
            }
            double[] exact = new double[n];
            p.multiply(x, exact);
            for (int i = 0; i < n; i++) assertEquals(exact[i], p.rowProduct(i, x), 1e-12, p.getClass().getSimpleName() + " row " + i);
        }
    }

    @Test
    void defaultSparseAssemblyProbesTheOperator() {
        DenseConeProblem d = RandomProblems.mixed(3, 40, null);
        // a problem that only offers the interface's default assembleSparse
        ConeProblem wrapped = (ConeProblem) java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[]{ConeProblem.class}, (proxy, m, args) -> {
                    if (m.isDefault()) return java.lang.reflect.InvocationHandler.invokeDefault(proxy, m, args);
                    return m.invoke(d, args);
                });
        DMatrixSparseCSC sp = wrapped.assembleSparse();
        DMatrixRMaj nd = d.matrix();
        for (int i = 0; i < d.rowCount(); i++)
            for (int j = 0; j < d.rowCount(); j++) assertEquals(nd.get(i, j), sp.get(i, j), 1e-15);
    }

    @Test
    void sparseRefusesLargeDenseAssemblyWithAClearMessage() {
        int n = SparseConeProblem.DENSE_LIMIT + 1;
        ConeSet k = new ConeSet();
        for (int i = 0; i < n; i++) k.addFree();
        int[] ptr = new int[n + 1], col = new int[n];
        double[] val = new double[n];
        for (int i = 0; i < n; i++) {
            ptr[i + 1] = i + 1;
            col[i] = i;
            val[i] = 2;
        }
        SparseConeProblem p = new SparseConeProblem(n, ptr, col, val, new double[n], k, null);
        IllegalStateException e = assertThrows(IllegalStateException.class, p::assembleDense);
        assertTrue(e.getMessage().contains("dense assembly limit"), e.getMessage());
        assertEquals(0.5, p.residualStep(), 0.0);
    }
}
