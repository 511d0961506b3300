package io.github.gdxnsc.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * APGD's cost per contact-iteration in two or more builds of the plugin, on one recorded problem
 * (a file from {@code NscWorld.writeLastProblem}), interleaved solve by solve in one JVM so that
 * a burst of load on a shared machine hits every build alike. Each build (a jar holding the
 * plugin's classes, e.g. the desktop jar) is loaded in its own class loader; its solver first
 * solves the problem cold (60 iterations) for a warm start and an L, then every round each build
 * solves from that start with that L: 60 iterations, tolerance 0, preconditioning on, one thread.
 * The figure is the solving thread's CPU time over contacts x iterations. Printed per build:
 * median, 10th percentile and minimum over the rounds, and a hash of the last answer, which
 * builds that keep the bits share. {@code JAR@F} also sets the build's package-private
 * {@code setGroupMinFraction(F)} where it has one. With {@code -Dthreads=T} (T > 1) each build
 * solves on its own pool of T threads and the wall time per contact-iteration is printed too (the
 * caller's CPU time then counts only its share of the chunks). Run:
 * {@code java [-Dthreads=T] -cp plugin/target/test-classes io.github.gdxnsc.bench.ApgdBuildComparison PROBLEM ROUNDS JAR[@F] JAR[@F]...}
 */
public final class ApgdBuildComparison {

    private static final int ITERATIONS = 60, WARM_UP_ROUNDS = 5;
    private static final int THREADS = Integer.getInteger("threads", 1);

    /** One build under test, driven by reflection through its own class loader. */
    private static final class Build {
        final String name;
        final Object problem, solver, budget, stats;
        final Method solve, setLipschitz;
        final double[] start;
        final double lipschitz;
        final int contacts;
        final List<Double> nanosPerContactIteration = new ArrayList<>(), wallPerContactIteration = new ArrayList<>();
        long answerHash;

        Build(String spec, Path file) throws ReflectiveOperationException, java.io.IOException {
            name = spec;
            String[] parts = spec.split("@");
            ClassLoader cl = new URLClassLoader(new URL[]{Path.of(parts[0]).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Class<?> problemType = cl.loadClass("io.github.gdxnsc.descriptor.ConeProblem");
            Class<?> solverType = cl.loadClass("io.github.gdxnsc.solver.ApgdSolver");
            Class<?> budgetType = cl.loadClass("io.github.gdxnsc.solver.SolverBudget");
            Class<?> statsType = cl.loadClass("io.github.gdxnsc.solver.SolverStats");
            problem = cl.loadClass("io.github.gdxnsc.descriptor.ProblemFile").getMethod("read", Path.class).invoke(null, file);
            Class<?> poolType = cl.loadClass("io.github.gdxnsc.parallel.WorkerPool");
            Object pool = THREADS > 1 ? poolType.getConstructor(int.class).newInstance(THREADS) : null;
            solver = solverType.getConstructor(poolType).newInstance(pool);
            if (pool != null) solverType.getMethod("setSerialRows", int.class).invoke(solver, 0);
            solverType.getMethod("setPreconditioning", boolean.class).invoke(solver, true);
            if (parts.length > 1) {
                Method group = solverType.getDeclaredMethod("setGroupMinFraction", double.class);
                group.setAccessible(true);
                group.invoke(solver, Double.parseDouble(parts[1]));
            }
            budget = budgetType.getConstructor(int.class, double.class, long.class).newInstance(ITERATIONS, 0.0, 0L);
            stats = statsType.getConstructor().newInstance();
            solve = solverType.getMethod("solve", problemType, double[].class, budgetType, statsType);
            setLipschitz = solverType.getMethod("setLipschitzEstimate", double.class);
            Object cones = problemType.getMethod("cones").invoke(problem);
            Method kind = cones.getClass().getMethod("blockKind", int.class);
            int blocks = (int) cones.getClass().getMethod("blockCount").invoke(cones), n = 0;
            for (int b = 0; b < blocks; b++) if ((byte) kind.invoke(cones, b) == 0) n++;
            contacts = n;
            start = new double[(int) problemType.getMethod("rowCount").invoke(problem)];
            solve.invoke(solver, problem, start, budget, stats);
            lipschitz = (double) solverType.getMethod("lipschitzEstimate").invoke(solver);
        }

        void round(ThreadMXBean cpu, boolean measured) throws ReflectiveOperationException {
            double[] x = start.clone();
            setLipschitz.invoke(solver, lipschitz);
            long c0 = cpu.getCurrentThreadCpuTime(), t0 = System.nanoTime();
            solve.invoke(solver, problem, x, budget, stats);
            long c1 = cpu.getCurrentThreadCpuTime(), t1 = System.nanoTime();
            if (measured) {
                nanosPerContactIteration.add((c1 - c0) / ((double) ITERATIONS * contacts));
                wallPerContactIteration.add((t1 - t0) / ((double) ITERATIONS * contacts));
            }
            long h = 17;
            for (double v : x) h = 31 * h + Double.doubleToRawLongBits(v);
            answerHash = h;
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) throw new IllegalArgumentException("usage: PROBLEM ROUNDS JAR[@F] JAR[@F]...");
        Path file = Path.of(args[0]);
        int rounds = Integer.parseInt(args[1]);
        List<Build> builds = new ArrayList<>();
        for (int k = 2; k < args.length; k++) builds.add(new Build(args[k], file));
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (int r = -WARM_UP_ROUNDS; r < rounds; r++)
            for (Build b : builds) b.round(cpu, r >= 0);
        for (Build b : builds) {
            double[] s = b.nanosPerContactIteration.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            double[] w = b.wallPerContactIteration.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.printf(Locale.ROOT, "%s %s: %d contacts, ns per contact-iteration: median %.1f, p10 %.1f, min %.1f%s; answer hash %016x%n",
                    file.getFileName(), b.name, b.contacts, s[s.length / 2], s[s.length / 10], s[0],
                    THREADS > 1 ? String.format(Locale.ROOT, " (caller CPU); wall at %d threads: median %.1f, p10 %.1f, min %.1f", THREADS, w[w.length / 2], w[w.length / 10], w[0]) : "",
                    b.answerHash);
        }
    }
}
