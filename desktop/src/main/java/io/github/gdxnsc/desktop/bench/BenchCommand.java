package io.github.gdxnsc.desktop.bench;

import com.badlogic.gdx.physics.bullet.Bullet;
import com.badlogic.gdx.utils.GdxNativesLoader;
import io.github.gdxnsc.demo.engines.BenchEngine;
import io.github.gdxnsc.demo.engines.BulletEngine;
import io.github.gdxnsc.demo.engines.SettledQuality;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import io.github.gdxnsc.world.ContactMethod;
import picocli.CommandLine.Option;

/**
 * {@code bench}: runs scenes of the catalogue headless (no window, no GL: only Bullet's natives)
 * in our world and in Bullet's own dynamics world, every combination of the list options, and
 * prints one JSON object per run, then a Markdown table of all runs (see docs/BENCHMARKS.md).
 * Besides time it measures settled quality the same way for every engine (drift, rest velocity,
 * penetration: {@link SettledQuality}); {@code --pareto} steps a budget ladder and
 * {@code --ablation} runs named config variants side by side, for the quality-per-millisecond work.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs scenes headless in our world (nsc) and in Bullet's btDiscreteDynamicsWorld with its own solvers.",
                "Every list option takes a comma-separated list; every combination runs (the nsc settings vary only nsc). "
                        + "An nsc setting is named by its NscConfig field: the list options --solver, --threads, --maxIterations, "
                        + "--tolerance, --warmStart, --contactMethod and --timeStep are those fields, and --set sets any field. "
                        + "An nsc setting nothing names is the world's default (NscConfig.defaults()); Bullet's are its own. "
                        + "Warm-up frames are stepped but not measured."})
public final class BenchCommand implements Callable<Integer> {

    /** The name of the variant without ablation overrides. */
    static final String DEFAULT_VARIANT = "default";
    /** The ladders the issue asks for when --pareto names none. */
    static final List<String> DEFAULT_ITERATION_LADDER = List.of("5", "10", "20", "30", "60", "120", "240");
    static final List<Integer> DEFAULT_BULLET_LADDER = List.of(2, 4, 10, 20, 40);

    @Option(names = "--scene", split = ",", paramLabel = "NAME", defaultValue = "pile",
            description = "Scenes of the catalogue (default ${DEFAULT-VALUE}); see the README or a bad name's error for the list.")
    List<String> scenes;

    @Option(names = "--engine", split = ",", paramLabel = "E", defaultValue = "nsc,bullet-si",
            description = "nsc, bullet-si, bullet-nncg, bullet-dantzig, bullet-pgs (default ${DEFAULT-VALUE}).")
    List<String> engines;

    @Option(names = "--solver", split = ",", paramLabel = "S",
            description = "nsc solvers: apgd, psor, bb, admm, direct, minres, alm; a step a solver refuses is solved by APGD and counted in refusedFraction (default: the world's).")
    List<String> solvers;

    @Option(names = "--maxIterations", split = ",", paramLabel = "K",
            description = "nsc iteration budget per step (default: the world's).")
    List<Integer> maxIterations;

    @Option(names = "--bullet-iterations", split = ",", paramLabel = "K",
            description = "Iterations for the bullet-* engines (btContactSolverInfo.numIterations; default: Bullet's own, 10).")
    List<Integer> bulletIterations;

    @Option(names = "--tolerance", split = ",", paramLabel = "E",
            description = "nsc residual tolerance; 0 = always the full budget when relativeTolerance is 0 too (default: the world's).")
    List<Double> tolerances;

    @Option(names = "--threads", split = ",", paramLabel = "T",
            description = "nsc worker threads, the stepping thread included (default: the world's, one per core).")
    List<Integer> threads;

    @Option(names = "--warmStart", split = ",", paramLabel = "on|off",
            description = "nsc warm start from last step's impulses (default: the world's).")
    List<String> warmStarts;

    @Option(names = "--set", paramLabel = "KEY=V[,KEY=V]",
            description = "nsc: NscConfig fields for every run, by name (e.g. contactErp=0.2,slipCorrection=off,gravity=(0,-1.62,0)); "
                    + "an unknown key is an error listing the known ones.")
    String set;

    @Option(names = "--ablation", paramLabel = "NAME:KEY=V[,KEY=V]",
            description = "nsc: a named variant of the config (repeatable); each runs beside the '" + DEFAULT_VARIANT
                    + "' variant (no overrides), e.g. --ablation erp02:contactErp=0.2 --ablation cold:warmStart=off.")
    List<String> ablations;

    @Option(names = "--contactMethod", split = ",", paramLabel = "nsc|smc",
            description = "nsc: contact methods to run, each as a variant named after it (default: nsc only), e.g. --contactMethod nsc,smc.")
    List<String> contactMethods;

    @Option(names = "--pareto", description = "Run every scene over a ladder of budgets (--pareto-knob / --pareto-values for nsc, "
            + "--pareto-bullet-values for Bullet) and plot step time against drift, rest velocity and penetration (with --plot).")
    boolean pareto;

    @Option(names = "--pareto-knob", paramLabel = "KEY", defaultValue = "maxIterations",
            description = "The NscConfig field the nsc ladder steps (any --set key) (default ${DEFAULT-VALUE}).")
    String paretoKnob;

    @Option(names = "--pareto-values", split = ",", paramLabel = "V",
            description = "The nsc ladder's values (default for maxIterations: 5,10,20,30,60,120,240; required for another knob).")
    List<String> paretoValues;

    @Option(names = "--pareto-bullet-values", split = ",", paramLabel = "K",
            description = "The Bullet engines' ladder of numIterations (default 2,4,10,20,40).")
    List<Integer> paretoBulletValues;

    @Option(names = "--contacts", split = ",", paramLabel = "N", defaultValue = "0",
            description = "Scene size as contacts at rest (pile: 1000 to 20000; 0 = the scene's default) (default ${DEFAULT-VALUE}).")
    List<Integer> contacts;

    @Option(names = "--param", split = ",", paramLabel = "SCENE.NAME=V",
            description = "A scene's own parameter, as the demo's Scene section sets it (e.g. pyramid.base=12,mass-ratio.ratio=1000); "
                    + "checked against the scene's range, an unknown one is an error listing the scene's parameters.")
    List<String> sceneParams;

    @Option(names = "--frames", paramLabel = "F", defaultValue = "120", description = "Measured frames per run (default ${DEFAULT-VALUE}).")
    int frames;

    @Option(names = "--warmup", paramLabel = "W", defaultValue = "240",
            description = "Frames stepped before measuring: the scene settles and the JIT warms up (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--repeat", paramLabel = "R", defaultValue = "1",
            description = "Run every combination R times, round after round (each a fresh world), and report the median of the "
                    + "rounds' time figures: on a shared machine a burst of load then hits one round, not one configuration. "
                    + "The quality figures are the first round's (both engines are deterministic) (default ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--timeStep", paramLabel = "H", description = "Fixed step in seconds, both engines (default: the world's, 1/60).")
    Float timeStep;

    @Option(names = "--json", description = "Print one JSON object per run (before the table).")
    boolean json;

    @Option(names = "--plot", paramLabel = "DIR",
            description = "Write PNG plots into DIR: residual against iteration (nsc runs, last frame) per scene, "
                    + "step time against contacts when a scene ran at several sizes, and with --pareto pareto-<scene>.png.")
    Path plotDir;

    /** Where results go; the tests swap it. */
    PrintStream out = System.out;
    /** Progress lines. */
    PrintStream log = System.err;

    final List<BenchResult> results = new ArrayList<>();

    /** One nsc configuration to run: its variant, the overrides on top of the world's defaults, and its Pareto step. */
    static final class NscRun {
        final String variant;
        final ConfigOverrides overrides;
        final String paretoValue;

        NscRun(String variant, ConfigOverrides overrides, String paretoValue) {
            this.variant = variant;
            this.overrides = overrides;
            this.paretoValue = paretoValue;
        }
    }

    @Override
    public Integer call() throws Exception {
        if (frames < 1) throw new IllegalArgumentException("--frames must be >= 1, was " + frames);
        if (warmup < 0) throw new IllegalArgumentException("--warmup must be >= 0, was " + warmup);
        if (repeat < 1) throw new IllegalArgumentException("--repeat must be >= 1, was " + repeat);
        List<Scene> sceneList = new ArrayList<>();
        for (String s : scenes) sceneList.add(SceneCatalogue.byName(s));
        for (String e : engines) if (!e.equals("nsc") && BulletEngine.Kind.parse(e) == null)
            throw new IllegalArgumentException("unknown engine '" + e + "'; known: nsc, bullet-si, bullet-nncg, bullet-dantzig, bullet-pgs");
        List<NscRun> nscRuns = nscRuns();
        List<Integer> bulletIts = bulletLadder();
        float h = timeStep != null ? timeStep : NscConfig.defaults().timeStep;
        for (Scene scene : sceneList) for (int size : contacts) sceneParams(scene, size); // every --param checked before any run

        loadNatives();
        List<List<BenchResult>> rounds = new ArrayList<>();
        for (int round = 0; round < repeat; round++) {
            results.clear();
            if (repeat > 1) log.printf(Locale.ROOT, "bench: round %d of %d%n", round + 1, repeat);
            for (Scene scene : sceneList) {
                for (int size : contacts) {
                    SceneParams params = sceneParams(scene, size);
                    for (String engine : engines) {
                        if (engine.equals("nsc")) {
                            for (NscRun run : nscRuns) runNsc(scene, params, run, h);
                        } else {
                            for (int it : bulletIts) runBullet(scene, params, BulletEngine.Kind.parse(engine), it, h);
                        }
                    }
                }
            }
            rounds.add(new ArrayList<>(results));
        }
        if (repeat > 1) {
            results.clear();
            results.addAll(BenchResult.medianOfRounds(rounds));
            if (json) for (BenchResult r : results) out.println(r.toJson());
        }
        out.println();
        out.print(BenchResult.markdownTable(results));
        if (pareto || (ablations != null && !ablations.isEmpty())) {
            out.println();
            out.print(BenchResult.qualityTable(results));
        }
        out.println();
        out.print(BenchResult.verdictTable(results));
        String versus = BenchResult.versusTable(results);
        if (!versus.isEmpty()) {
            out.println();
            out.print(versus);
        }
        String impact = BenchResult.impactTable(results);
        if (!impact.isEmpty()) {
            out.println();
            out.print(impact);
        }
        out.flush();
        if (plotDir != null) {
            List<Path> written = new ArrayList<>(BenchPlots.write(plotDir, results));
            if (pareto) written.addAll(ParetoPlots.write(plotDir, results, ConfigOverrides.checkedKey(paretoKnob)));
            for (Path p : written) log.println("bench: wrote " + p);
        }
        return 0;
    }

    /**
     * Every nsc configuration the options ask for, each checked against a fresh config before
     * anything runs: the list options' combinations, then --set, then each
     * ablation variant (the default one first), then the Pareto knob's value (later settings win).
     *
     * @throws IllegalArgumentException naming the option, key or value that is wrong
     */
    List<NscRun> nscRuns() {
        List<ConfigOverrides> combos = new ArrayList<>(List.of(ConfigOverrides.none()));
        combos = cross(combos, "solver", solvers);
        combos = cross(combos, "threads", threads);
        combos = cross(combos, "maxIterations", maxIterations);
        combos = cross(combos, "tolerance", tolerances);
        combos = cross(combos, "warmStart", warmStarts);
        ConfigOverrides global = ConfigOverrides.parse(set);

        Map<String, ConfigOverrides> variants = new LinkedHashMap<>();
        variants.put(DEFAULT_VARIANT, ConfigOverrides.none());
        if (contactMethods != null && !contactMethods.isEmpty()) {
            boolean nsc = false;
            for (String m : contactMethods) {
                ContactMethod method = ContactMethod.parse(m.trim());
                if (method == ContactMethod.NSC) nsc = true;
                else variants.put(method.name().toLowerCase(Locale.ROOT), ConfigOverrides.parse("contactMethod=" + method.name()));
            }
            if (!nsc) variants.remove(DEFAULT_VARIANT);
        }
        if (ablations != null) {
            for (String a : ablations) {
                int colon = a.indexOf(':');
                if (colon <= 0) throw new IllegalArgumentException("--ablation expects NAME:KEY=V[,KEY=V], was '" + a + "'");
                String name = a.substring(0, colon).trim();
                if (variants.containsKey(name)) throw new IllegalArgumentException("--ablation: variant '" + name + "' given twice");
                variants.put(name, ConfigOverrides.parse(a.substring(colon + 1)));
            }
        }
        List<String> ladder = Collections.singletonList(null);
        String knob = null;
        if (pareto) {
            knob = ConfigOverrides.checkedKey(paretoKnob);
            if (paretoValues != null) ladder = paretoValues;
            else if (knob.equals("maxIterations")) ladder = DEFAULT_ITERATION_LADDER;
            else throw new IllegalArgumentException("--pareto-knob " + knob + " needs --pareto-values");
        }
        List<NscRun> runs = new ArrayList<>();
        for (ConfigOverrides combo : combos) {
            for (Map.Entry<String, ConfigOverrides> v : variants.entrySet()) {
                for (String value : ladder) {
                    ConfigOverrides o = combo.then(global).then(v.getValue());
                    if (knob != null) o = o.with(knob, value);
                    try {
                        o.applyTo(NscConfig.defaults());
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("nsc settings '" + o + "' (variant " + v.getKey() + "): " + e.getMessage(), e);
                    }
                    runs.add(new NscRun(v.getKey(), o, value));
                }
            }
        }
        return runs;
    }

    /** Bullet's iteration counts: the Pareto ladder, or --bullet-iterations, or 0 (Bullet's default). */
    List<Integer> bulletLadder() {
        if (pareto) return paretoBulletValues != null ? paretoBulletValues : DEFAULT_BULLET_LADDER;
        if (bulletIterations != null) return bulletIterations;
        return List.of(0);
    }

    /** Each of {@code base} with each of {@code values} for {@code key}; {@code base} itself when no value is given. */
    private static List<ConfigOverrides> cross(List<ConfigOverrides> base, String key, List<?> values) {
        if (values == null || values.isEmpty()) return base;
        List<ConfigOverrides> out = new ArrayList<>();
        for (ConfigOverrides b : base) for (Object v : values) out.add(b.with(key, String.valueOf(v)));
        return out;
    }

    static void loadNatives() {
        GdxNativesLoader.load();
        Bullet.init();
    }

    /**
     * The scene's params at {@code size} contacts with the --param values that name it, each checked
     * against the scene's declared range; a --param naming no scene of --scene is an error too.
     */
    SceneParams sceneParams(Scene scene, int size) {
        SceneParams params = SceneParams.defaults().targetContacts(size);
        if (sceneParams == null) return params;
        for (String p : sceneParams) {
            int eq = p.indexOf('='), dot = p.indexOf('.');
            if (eq < 0 || dot < 0 || dot > eq) throw new IllegalArgumentException("--param '" + p + "' is not SCENE.NAME=VALUE (e.g. pyramid.base=12)");
            String sceneName = p.substring(0, dot), name = p.substring(dot + 1, eq), text = p.substring(eq + 1);
            if (!scenes.contains(sceneName))
                throw new IllegalArgumentException("--param '" + p + "': the scene '" + sceneName + "' is not among --scene " + String.join(",", scenes));
            if (!sceneName.equals(scene.name())) continue;
            float value;
            try {
                value = Float.parseFloat(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--param '" + p + "': '" + text + "' is not a number");
            }
            try {
                io.github.gdxnsc.demo.scenes.SceneParameter.set(scene, params, name, value);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--param '" + p + "': " + e.getMessage());
            }
        }
        return params;
    }

    private BenchResult newResult(Scene scene, SceneParams params, String engine, float h) {
        BenchResult r = new BenchResult();
        r.scene = scene.name();
        r.sceneParams = describe(scene, params);
        r.targetContacts = params.targetContacts;
        r.engine = engine;
        r.frames = frames;
        r.warmup = warmup;
        r.timeStep = h;
        return r;
    }

    /** The scene's parameters at their values ("base 12, friction 0.600"), or "none". */
    static String describe(Scene scene, SceneParams params) {
        StringBuilder b = new StringBuilder();
        for (io.github.gdxnsc.demo.scenes.SceneParameter p : scene.parameters(params))
            b.append(b.length() > 0 ? ", " : "").append(p.name).append(' ').append(p.format(p.value(params)));
        return b.length() > 0 ? b.toString() : "none";
    }

    private void runNsc(Scene scene, SceneParams params, NscRun run, float h) {
        BenchResult r = newResult(scene, params, "nsc", h);
        NscConfig config = NscConfig.defaults();
        config.allowSleep = false; // the bench measures the solver (--set allowSleep=on still turns it on)
        config.timeStep = h;
        run.overrides.applyTo(config);
        r.solver = config.solver.cliName();
        r.threads = config.threads;
        r.maxIterations = config.maxIterations;
        r.tolerance = config.tolerance;
        r.warmStart = config.warmStart;
        r.variant = run.variant;
        r.overrides = run.overrides.toString();
        if (run.paretoValue != null) {
            r.paretoKnob = ConfigOverrides.checkedKey(paretoKnob);
            r.paretoValue = run.paretoValue;
        }
        BenchEngine engine;
        try {
            engine = new NscEngine(scene, params, config);
        } catch (IllegalArgumentException e) {
            r.error = e.getMessage();
            report(r);
            return;
        }
        measure(engine, scene, r);
    }

    private void runBullet(Scene scene, SceneParams params, BulletEngine.Kind kind, int it, float h) {
        BenchResult r = newResult(scene, params, kind.cliName, h);
        r.threads = 1;
        r.tolerance = Double.NaN;
        r.warmStart = true;
        BulletEngine engine;
        try {
            engine = new BulletEngine(kind, scene, params, h, NscConfig.defaults().gravity, it);
        } catch (IllegalArgumentException e) { // a scene Bullet cannot build (springs): a row saying why, the other runs go on
            r.error = e.getMessage();
            report(r);
            return;
        }
        r.maxIterations = engine.iterations();
        if (pareto) {
            r.paretoKnob = "numIterations";
            r.paretoValue = Integer.toString(r.maxIterations);
        }
        measure(engine, scene, r);
    }

    /** Runs the engine through {@link BenchRun} (it disposes the engine) and reports the figures. */
    private void measure(BenchEngine engine, Scene scene, BenchResult r) {
        new BenchRun(warmup, frames, log).measure(engine, scene, r);
        report(r);
    }

    private void report(BenchResult r) {
        results.add(r);
        if (json && repeat == 1) {
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
