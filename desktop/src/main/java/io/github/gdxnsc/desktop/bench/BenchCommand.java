package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.utils.GdxNativesLoader;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.NscConfig;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench}: runs scenes of the catalogue headless (no window, no GL: only Bullet's natives)
 * in our world and in Bullet's own dynamics world, every combination of the list options, and
 * prints one JSON object per run, then a Markdown table of all runs (see docs/BENCHMARKS.md).
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs scenes headless in our world (nsc) and in Bullet's btDiscreteDynamicsWorld with its own solvers.",
                "Every option takes a comma-separated list; every combination runs (solver, threads, warm start and "
                        + "tolerance vary only for nsc). Warm-up frames are stepped but not measured."})
public final class BenchCommand implements Callable<Integer> {

    @Option(names = "--scene", split = ",", paramLabel = "NAME", defaultValue = "pile",
            description = "Scenes (default ${DEFAULT-VALUE}); known: pyramid, wall, tower, mass-ratio, incline, chain, pendulum, motor, pile.")
    List<String> scenes;

    @Option(names = "--engine", split = ",", paramLabel = "E", defaultValue = "nsc,bullet-si",
            description = "nsc, bullet-si, bullet-nncg, bullet-dantzig, bullet-pgs (default ${DEFAULT-VALUE}).")
    List<String> engines;

    @Option(names = "--solver", split = ",", paramLabel = "S", defaultValue = "apgd",
            description = "nsc solvers: apgd, psor, bb, admm, direct, minres; a step a solver refuses is solved by APGD and counted in refusedFraction (default ${DEFAULT-VALUE}).")
    List<String> solvers;

    @Option(names = "--iterations", split = ",", paramLabel = "K", defaultValue = "30",
            description = "Iteration budget (nsc maxIterations; Bullet numIterations) (default ${DEFAULT-VALUE}).")
    List<Integer> iterations;

    @Option(names = "--bullet-iterations", split = ",", paramLabel = "K",
            description = "Iterations for the bullet-* engines when they should differ from --iterations (e.g. nsc at 30, Bullet at 10).")
    List<Integer> bulletIterations;

    @Option(names = "--tolerance", split = ",", paramLabel = "E", defaultValue = "1e-6",
            description = "nsc residual tolerance; 0 = always the full budget (default ${DEFAULT-VALUE}).")
    List<Double> tolerances;

    @Option(names = "--threads", split = ",", paramLabel = "T", defaultValue = "2",
            description = "nsc worker threads, the stepping thread included (default ${DEFAULT-VALUE}).")
    List<Integer> threads;

    @Option(names = "--warm-start", split = ",", paramLabel = "on|off", defaultValue = "on",
            description = "nsc warm start from last step's impulses (default ${DEFAULT-VALUE}).")
    List<String> warmStarts;

    @Option(names = "--slip-correction", paramLabel = "on|off", defaultValue = "on",
            description = "nsc: the world's friction slip correction (NscConfig.frictionSlipCorrection; it may solve twice a step) (default ${DEFAULT-VALUE}).")
    String slipCorrection;

    @Option(names = "--contacts", split = ",", paramLabel = "N", defaultValue = "0",
            description = "Scene size as contacts at rest (pile: 1000 to 20000; 0 = the scene's default) (default ${DEFAULT-VALUE}).")
    List<Integer> contacts;

    @Option(names = "--frames", paramLabel = "F", defaultValue = "120", description = "Measured frames per run (default ${DEFAULT-VALUE}).")
    int frames;

    @Option(names = "--warmup", paramLabel = "W", defaultValue = "240",
            description = "Frames stepped before measuring: the scene settles and the JIT warms up (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--time-step", paramLabel = "H", defaultValue = "0.016666668", description = "Fixed step in seconds (default 1/60).")
    float timeStep;

    @Option(names = "--json", description = "Print one JSON object per run (before the table).")
    boolean json;

    @Option(names = "--plot", paramLabel = "DIR",
            description = "Write PNG plots into DIR: residual against iteration (nsc runs, last frame) per scene, "
                    + "and step time against contacts when a scene ran at several sizes.")
    Path plotDir;

    /** Where results go; the tests swap it. */
    PrintStream out = System.out;
    /** Progress lines. */
    PrintStream log = System.err;

    final List<BenchResult> results = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        if (frames < 1) throw new IllegalArgumentException("--frames must be >= 1, was " + frames);
        if (warmup < 0) throw new IllegalArgumentException("--warmup must be >= 0, was " + warmup);
        List<Scene> sceneList = new ArrayList<>();
        for (String s : scenes) sceneList.add(SceneCatalogue.byName(s));
        for (String e : engines) if (!e.equals("nsc") && BulletEngine.Kind.parse(e) == null)
            throw new IllegalArgumentException("unknown engine '" + e + "'; known: nsc, bullet-si, bullet-nncg, bullet-dantzig, bullet-pgs");
        List<SolverType> solverList = new ArrayList<>();
        for (String s : solvers) solverList.add(SolverType.parse(s));
        List<Boolean> warmList = new ArrayList<>();
        for (String w : warmStarts) warmList.add(parseOnOff(w));
        List<Integer> bulletIts = bulletIterations != null ? bulletIterations : iterations;

        loadNatives();
        for (Scene scene : sceneList) {
            for (int size : contacts) {
                SceneParams params = SceneParams.defaults().targetContacts(size);
                for (String engine : engines) {
                    if (engine.equals("nsc")) {
                        for (SolverType solver : solverList)
                            for (int t : threads)
                                for (int it : iterations)
                                    for (double tol : tolerances)
                                        for (boolean warm : warmList) runNsc(scene, params, solver, t, it, tol, warm);
                    } else {
                        for (int it : bulletIts) runBullet(scene, params, BulletEngine.Kind.parse(engine), it);
                    }
                }
            }
        }
        out.println();
        out.print(BenchResult.markdownTable(results));
        out.flush();
        if (plotDir != null) {
            List<Path> written = BenchPlots.write(plotDir, results);
            for (Path p : written) log.println("bench: wrote " + p);
        }
        return 0;
    }

    static void loadNatives() {
        GdxNativesLoader.load();
        Bullet.init();
    }

    static boolean parseOnOff(String s) {
        switch (s.trim().toLowerCase(Locale.ROOT)) {
            case "on": case "true": case "yes": return true;
            case "off": case "false": case "no": return false;
            default: throw new IllegalArgumentException("expected on or off, was '" + s + "'");
        }
    }

    private BenchResult newResult(Scene scene, SceneParams params, String engine) {
        BenchResult r = new BenchResult();
        r.scene = scene.name();
        r.targetContacts = params.targetContacts;
        r.engine = engine;
        r.frames = frames;
        r.warmup = warmup;
        return r;
    }

    private void runNsc(Scene scene, SceneParams params, SolverType solver, int t, int it, double tol, boolean warm) {
        BenchResult r = newResult(scene, params, "nsc");
        r.solver = solver.cliName();
        r.threads = t;
        r.iterations = it;
        r.tolerance = tol;
        r.warmStart = warm;
        NscConfig config = NscConfig.defaults();
        config.solver = solver;
        config.threads = t;
        config.maxIterations = it;
        config.tolerance = tol;
        config.warmStart = warm;
        config.timeStep = timeStep;
        config.frictionSlipCorrection = parseOnOff(slipCorrection);
        BenchEngine engine;
        try {
            engine = new NscEngine(scene, params, config);
        } catch (IllegalArgumentException e) {
            r.error = e.getMessage();
            report(r);
            return;
        }
        measure(engine, r);
    }

    private void runBullet(Scene scene, SceneParams params, BulletEngine.Kind kind, int it) {
        BenchResult r = newResult(scene, params, kind.cliName);
        r.threads = 1;
        r.iterations = it;
        r.tolerance = Double.NaN;
        r.warmStart = true;
        measure(new BulletEngine(kind, scene, params, timeStep, NscConfig.defaults().gravity, it), r);
    }

    /** Warms up, then steps the measured frames, timing each step and counting its allocation on this thread. */
    private void measure(BenchEngine engine, BenchResult r) {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int n = frames;
        double[] step = new double[n], collision = new double[n], solve = new double[n];
        double contactSum = 0, iterSum = 0, schurSum = 0, solverNanosSum = 0, contactIterSum = 0, speedSq = 0, allocSum = 0;
        double[] residual = new double[n];
        int residualCount = 0, speedCount = 0, reSolves = 0, refused = 0;
        String refusal = null;
        double maxPen = 0;
        BenchEngine.Frame f = new BenchEngine.Frame();
        try {
            r.bodies = engine.dynamicBodies();
            log.printf(Locale.ROOT, "bench: %s %s (%d dynamic bodies): %d warm-up + %d measured frames%n", r.scene, r.label(), r.bodies, warmup, frames);
            System.gc();
            for (int i = 0; i < warmup; i++) engine.step();
            for (int i = 0; i < n; i++) {
                long a0 = mx.getCurrentThreadAllocatedBytes();
                long t0 = System.nanoTime();
                engine.step();
                long t1 = System.nanoTime();
                long a1 = mx.getCurrentThreadAllocatedBytes();
                engine.sample(f);
                step[i] = t1 - t0;
                allocSum += a1 - a0;
                collision[i] = f.collisionNanos;
                solve[i] = r.isNsc() ? f.solveNanos : BulletEngine.solveEstimate(step[i], f.collisionNanos);
                contactSum += f.contacts;
                if (!Double.isNaN(f.iterations)) {
                    iterSum += f.iterations;
                    if (!Double.isNaN(f.schurProducts)) schurSum += f.schurProducts;
                    if (!Double.isNaN(f.solverNanos)) {
                        solverNanosSum += f.solverNanos;
                        contactIterSum += (double) f.contacts * f.iterations;
                    }
                }
                if (!Double.isNaN(f.residual)) residual[residualCount++] = f.residual;
                maxPen = Math.max(maxPen, f.maxPenetration);
                if (f.reSolved) reSolves++;
                if (f.refusal != null) {
                    refused++;
                    refusal = f.refusal;
                }
                speedSq += f.speedSquaredSum;
                speedCount += f.dynamicBodies;
            }
            r.contactsMean = contactSum / n;
            r.stepMsMedian = percentile(step, 0.5) / 1e6;
            r.stepMsP95 = percentile(step, 0.95) / 1e6;
            r.collisionMsMedian = percentile(collision, 0.5) / 1e6;
            r.solveMsMedian = percentile(solve, 0.5) / 1e6;
            r.iterationsMean = iterSum / n;
            if (r.isNsc()) {
                r.schurProductsPerIteration = iterSum > 0 ? schurSum / iterSum : Double.NaN;
                r.solveNsPerContactIteration = contactIterSum > 0 ? solverNanosSum / contactIterSum : Double.NaN;
                r.residualMedian = residualCount > 0 ? percentile(Arrays.copyOf(residual, residualCount), 0.5) : Double.NaN;
                r.residualHistory = engine.residualHistory();
                r.reSolveFraction = (double) reSolves / n;
                r.refusedFraction = (double) refused / n;
                r.solverRefusal = refusal;
            }
            r.maxPenetration = maxPen;
            r.restVelocityRms = speedCount > 0 ? Math.sqrt(speedSq / speedCount) : 0;
            r.allocBytesPerStep = allocSum / n;
        } catch (RuntimeException e) {
            r.error = e.getClass().getSimpleName() + ": " + e.getMessage();
        } finally {
            engine.dispose();
        }
        report(r);
    }

    private void report(BenchResult r) {
        results.add(r);
        if (json) {
            out.println(r.toJson());
            out.flush();
        }
        if (r.error != null) log.println("bench: " + r.label() + " failed: " + r.error);
    }

    /** Nearest-rank percentile of the finite values (NaN when there are none); sorts a copy. */
    static double percentile(double[] values, double p) {
        double[] v = Arrays.stream(values).filter(Double::isFinite).sorted().toArray();
        if (v.length == 0) return Double.NaN;
        int rank = (int) Math.ceil(p * v.length);
        return v[Math.max(0, Math.min(v.length - 1, rank - 1))];
    }
}
