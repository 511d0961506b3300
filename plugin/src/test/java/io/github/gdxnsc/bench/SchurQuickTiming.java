package io.github.gdxnsc.bench;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.RandomDescriptors;
import io.github.gdxnsc.parallel.WorkerPool;

/** A quick, unscientific timing loop for development (JMH gives the reported figures). */
public final class SchurQuickTiming {
    public static void main(String[] args) {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        int scale = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        try (WorkerPool pool = new WorkerPool(threads)) {
            NscDescriptor d;
            String file = System.getProperty("problem");
            if (file != null) {
                try (java.io.InputStream in = java.nio.file.Files.newInputStream(java.nio.file.Path.of(file))) {
                    d = io.github.gdxnsc.descriptor.ProblemFile.read(in, new NscDescriptor(pool));
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            } else {
                d = RandomDescriptors.build(2024, new RandomDescriptors.Spec().bodies(5000 / scale).contacts(10_000 / scale)
                        .boxRows(0).freeRows(0).staticFraction(0.3), pool);
            }
            int n = d.rowCount();
            double[] x = new double[n], out = new double[n];
            for (int i = 0; i < n; i++) x[i] = (i % 17) * 0.1;
            for (int round = 0; round < 8; round++) {
                java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
                long c0 = mx.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                int reps = 2000 * scale;
                for (int r = 0; r < reps; r++) d.multiply(x, out);
                long t1 = System.nanoTime();
                long c1 = mx.getCurrentThreadCpuTime();
                double[] lam = new double[n];
                io.github.gdxnsc.solver.SolverStats st = new io.github.gdxnsc.solver.SolverStats();
                io.github.gdxnsc.solver.ApgdSolver apgd = new io.github.gdxnsc.solver.ApgdSolver(pool);
                long c2 = mx.getCurrentThreadCpuTime();
                for (int r = 0; r < 10; r++) {
                    java.util.Arrays.fill(lam, 0);
                    apgd.solve(d, lam, new io.github.gdxnsc.solver.SolverBudget(50, 0, 0), st);
                }
                long c3 = mx.getCurrentThreadCpuTime();
                System.out.printf("apgd %.1f us per iteration (cpu), %d products for %d iterations; last solve %.1f us/iteration wall, of which products %.1f%n",
                        (c3 - c2) / 1e3 / 500, st.schurProducts, st.iterations, st.nanos / 1e3 / st.iterations, st.productNanos / 1e3 / st.iterations);
                System.out.printf("threads=%d contacts=%d product %.1f us wall, %.1f us caller cpu (bytes %d)%n", threads, d.pointFormContacts(),
                        (t1 - t0) / 1e3 / reps, (c1 - c0) / 1e3 / reps, d.bytesPerProduct());
            }
        }
    }
}
