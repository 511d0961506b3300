package io.github.gdxnsc.desktop.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import io.github.gdxnsc.demo.engines.BenchEngine;
import io.github.gdxnsc.demo.engines.SettledQuality;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The bench command: options, combinations, JSON lines with every field, both engines on a small scene. */
class BenchCommandTest {

    static final String[] FIELDS = {"scene", "engine", "solver", "threads", "maxIterations", "warmStart", "bodies",
            "contactsMean", "stepMsMedian", "stepMsP95", "collisionMsMedian", "solveMsMedian", "iterationsMean", "velocityIterationsMean", "positionIterationsMean",
            "schurProductsPerIteration", "solveNsPerContactIteration", "residualMedian", "maxPenetration",
            "meanPenetration", "restVelocityRms", "drift", "maxExcursion", "displacementFromStart", "allocBytesPerStep",
            "variant", "overrides", "paretoKnob", "paretoValue", "timeStep", "reboundSpeed", "dropRise", "held", "expectation", "maxSink",
            "displacedBodies", "restSeconds", "slipCorrectionSolveFraction", "refusedFraction"};

    private static final Pattern PAIR = Pattern.compile("\"([A-Za-z0-9]+)\":(null|true|false|\"[^\"]*\"|-?[0-9][0-9.eE+-]*)(,|\\})");

    /** A flat JSON object of strings, numbers, booleans and nulls, checked strictly enough for our lines. */
    static Map<String, String> parseFlatJson(String line) {
        assertTrue(line.startsWith("{") && line.endsWith("}"), "not an object: " + line);
        Map<String, String> m = new LinkedHashMap<>();
        Matcher matcher = PAIR.matcher(line);
        int pos = 1;
        while (pos < line.length()) {
            assertTrue(matcher.find(pos) && matcher.start() == pos, "bad JSON at " + pos + ": " + line);
            m.put(matcher.group(1), matcher.group(2));
            pos = matcher.end();
        }
        return m;
    }

    /** Like {@link #parseFlatJson} but allows escaped quotes inside strings. */
    static Map<String, String> parseFlatJsonRaw(String line) {
        Map<String, String> m = new LinkedHashMap<>();
        Matcher matcher = Pattern.compile("\"([A-Za-z0-9]+)\":(null|true|false|\"(?:[^\"\\\\]|\\\\.)*\"|-?[0-9][0-9.eE+-]*)(,|\\})").matcher(line);
        int pos = 1;
        while (pos < line.length()) {
            assertTrue(matcher.find(pos) && matcher.start() == pos, "bad JSON at " + pos + ": " + line);
            m.put(matcher.group(1), matcher.group(2));
            pos = matcher.end();
        }
        return m;
    }

    private static BenchCommand run(String... args) {
        BenchCommand cmd = new BenchCommand();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        cmd.out = new PrintStream(out, true, StandardCharsets.UTF_8);
        cmd.log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        int code = new CommandLine(cmd).execute(args);
        assertEquals(0, code, "exit code");
        lastOutput = out.toString(StandardCharsets.UTF_8);
        return cmd;
    }

    private static String lastOutput;

    @Test
    void runsEveryCombinationAndPrintsJsonLinesAndTable(@TempDir Path plots) throws Exception {
        BenchCommand cmd = run("--scene", "pyramid", "--engine", "nsc,bullet-si", "--solver", "apgd,psor",
                "--threads", "1,2", "--warmStart", "on", "--maxIterations", "10", "--frames", "3", "--warmup", "2",
                "--json", "--plot", plots.toString());
        // nsc: 2 solvers x 2 thread counts; bullet-si once
        assertEquals(5, cmd.results.size());
        List<Map<String, String>> objects = new ArrayList<>();
        for (String line : lastOutput.split("\n")) if (line.startsWith("{")) objects.add(parseFlatJson(line.trim()));
        assertEquals(5, objects.size());
        for (Map<String, String> o : objects) {
            for (String f : FIELDS) assertTrue(o.containsKey(f), "field " + f + " missing in " + o);
            assertEquals("\"pyramid\"", o.get("scene"));
            assertTrue(Double.parseDouble(o.get("stepMsMedian")) > 0, "step time");
            assertTrue(Double.parseDouble(o.get("contactsMean")) > 0, "contacts");
            assertTrue(Integer.parseInt(o.get("bodies")) > 0, "bodies");
            assertNotEquals("null", o.get("maxPenetration"));
            assertNotEquals("null", o.get("meanPenetration"));
            assertNotEquals("null", o.get("drift"));
            assertNotEquals("null", o.get("restVelocityRms"));
            assertNotEquals("null", o.get("allocBytesPerStep"));
            assertTrue(!o.containsKey("error"), "error in " + o);
        }
        long nsc = objects.stream().filter(o -> o.get("engine").equals("\"nsc\"")).count();
        assertEquals(4, nsc);
        Map<String, String> bullet = objects.stream().filter(o -> o.get("engine").equals("\"bullet-si\"")).findFirst().orElseThrow();
        assertEquals("null", bullet.get("solver"));
        Map<String, String> apgd = objects.get(0);
        assertEquals("\"apgd\"", apgd.get("solver"));
        assertEquals("1", apgd.get("threads"));
        assertEquals("true", apgd.get("warmStart"));
        assertEquals("10", apgd.get("maxIterations"), "config values under their NscConfig field names");
        assertEquals("\"solver=apgd,threads=1,maxIterations=10,warmStart=on\"", apgd.get("overrides"));
        assertEquals("10", bullet.get("maxIterations"), "Bullet's own default budget: --maxIterations is nsc's field");
        assertNotEquals("null", apgd.get("schurProductsPerIteration"));
        assertNotEquals("null", apgd.get("residualMedian"));
        // the Markdown table: header, separator, one row per run
        long rows = lastOutput.lines().filter(l -> l.startsWith("| pyramid |")).count();
        // five runs in the full table and in the verdict table, then each of the four nsc runs beside Bullet SI
        assertEquals(5 + 5 + 4, rows);
        assertEquals(4, lastOutput.lines().filter(l -> l.startsWith("| pyramid |") && l.contains("| bullet-si 10 it |")).count());
        assertTrue(lastOutput.contains("| scene | contacts | engine |"));
        assertTrue(Files.exists(plots.resolve("residual-pyramid.png")));
    }

    @Test
    void bulletNncgAndTheWholeSolverFamilyRun() {
        BenchCommand cmd = run("--scene", "chain", "--engine", "bullet-nncg,nsc", "--solver", "bb",
                "--frames", "2", "--warmup", "1", "--json");
        assertEquals(2, cmd.results.size());
        BenchResult nncg = cmd.results.get(0);
        assertEquals("bullet-nncg", nncg.engine);
        assertTrue(nncg.error == null && nncg.stepMsMedian > 0);
        BenchResult bb = cmd.results.get(1);
        assertEquals("bb", bb.solver);
        assertTrue(bb.error == null && bb.stepMsMedian > 0, "BB runs in the world: " + bb.error);
        Map<String, String> json = parseFlatJson(bb.toJson());
        assertTrue(json.containsKey("refusedFraction") && json.containsKey("solverRefusal"));
        BenchResult unknown = new BenchResult();
        unknown.scene = "chain";
        unknown.engine = "nsc";
        unknown.error = "a \"quoted\" reason";
        assertEquals("\"a \\\"quoted\\\" reason\"", parseFlatJsonRaw(unknown.toJson()).get("error"));
    }

    @Test
    void parsesListsAndRejectsBadValues() {
        BenchCommand cmd = new BenchCommand();
        new CommandLine(cmd).parseArgs("--scene", "tower,pile", "--threads", "1,2", "--warmStart", "on,off",
                "--tolerance", "1e-4,0", "--contacts", "1000,20000", "--bullet-iterations", "10");
        assertEquals(List.of("tower", "pile"), cmd.scenes);
        assertEquals(List.of(1, 2), cmd.threads);
        assertEquals(List.of("on", "off"), cmd.warmStarts);
        assertEquals(List.of(1e-4, 0.0), cmd.tolerances);
        assertEquals(List.of(1000, 20000), cmd.contacts);
        assertEquals(List.of(10), cmd.bulletIterations);
        assertEquals(null, cmd.maxIterations, "no budget unless one is asked for: the world's default");
        BenchCommand bad = new BenchCommand();
        bad.log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        CommandLine cli = new CommandLine(bad);
        cli.setErr(new java.io.PrintWriter(new java.io.StringWriter()));
        assertNotEquals(0, cli.execute("--engine", "havok", "--frames", "1", "--warmup", "0"));
        assertEquals(50.0, BenchCommand.percentile(new double[] {10, 50, 90}, 0.5));
        assertEquals(90.0, BenchCommand.percentile(new double[] {10, 50, 90, Double.NaN}, 0.95));
    }

    @Test
    void withoutOptionsBothEnginesRunAtTheirOwnDefaults() {
        BenchCommand cmd = run("--scene", "mass-ratio", "--frames", "2", "--warmup", "1");
        assertEquals(2, cmd.results.size());
        BenchResult nsc = cmd.results.get(0), bullet = cmd.results.get(1);
        io.github.gdxnsc.world.NscConfig defaults = io.github.gdxnsc.world.NscConfig.defaults();
        assertEquals(defaults.maxIterations, nsc.maxIterations);
        assertEquals(defaults.tolerance, nsc.tolerance);
        assertEquals(defaults.threads, nsc.threads);
        assertEquals(defaults.warmStart, nsc.warmStart);
        assertEquals(defaults.solver.cliName(), nsc.solver);
        assertEquals("", nsc.overrides);
        assertEquals(BenchCommand.DEFAULT_VARIANT, nsc.variant);
        assertEquals(10, bullet.maxIterations, "btContactSolverInfo's own default");
        // the side-by-side table: one row, nsc against Bullet's default budget
        assertTrue(lastOutput.contains("| mass-ratio | defaults | bullet-si 10 it | "), lastOutput);
        // two frames in, nothing has had time to fall 25 cm: a standing scene holds
        assertEquals(Boolean.TRUE, nsc.held);
        assertTrue(nsc.displacementFromStart < 0.05 && bullet.displacementFromStart < 0.05);
        // --maxIterations is nsc's field: Bullet keeps its own budget unless --bullet-iterations names one
        cmd = run("--scene", "mass-ratio", "--maxIterations", "7", "--frames", "1", "--warmup", "0");
        assertEquals(7, cmd.results.get(0).maxIterations);
        assertEquals(10, cmd.results.get(1).maxIterations);
        cmd = run("--scene", "mass-ratio", "--maxIterations", "7", "--bullet-iterations", "5", "--frames", "1", "--warmup", "0");
        assertEquals(5, cmd.results.get(1).maxIterations);
    }

    @Test
    void setAndAblationRunNamedVariantsSideBySide() {
        BenchCommand cmd = run("--scene", "mass-ratio", "--engine", "nsc", "--threads", "1", "--set", "contactErp=0.5",
                "--ablation", "erp02:contactErp=0.2", "--ablation", "cold:warmStart=off,maxIterations=12", "--frames", "2", "--warmup", "1");
        assertEquals(3, cmd.results.size());
        BenchResult base = cmd.results.get(0), erp = cmd.results.get(1), cold = cmd.results.get(2);
        assertEquals("default", base.variant);
        assertEquals("threads=1,contactErp=0.5", base.overrides);
        assertEquals("erp02", erp.variant);
        assertEquals("threads=1,contactErp=0.2", erp.overrides, "the variant's value wins over --set's");
        assertEquals("cold", cold.variant);
        assertTrue(!cold.warmStart && cold.maxIterations == 12, cold.overrides);
        assertTrue(lastOutput.contains("| scene | engine | setting |"), "the quality table follows an ablation");
        assertTrue(lastOutput.contains("erp02: threads=1,contactErp=0.2"));
    }

    @Test
    void badSettingsFailBeforeAnythingRuns() {
        for (String[] args : new String[][] {
                {"--set", "contactErq=0.2"}, {"--set", "contactErp=7"}, {"--ablation", "noname"},
                {"--ablation", "a:warmStart=off", "--ablation", "a:warmStart=on"}, {"--pareto", "--pareto-knob", "contactErp"},
                {"--pareto", "--pareto-knob", "bogus", "--pareto-values", "1"}}) {
            BenchCommand bad = new BenchCommand();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            bad.out = new PrintStream(out, true, StandardCharsets.UTF_8);
            java.io.StringWriter err = new java.io.StringWriter();
            CommandLine cli = new CommandLine(bad);
            cli.setErr(new java.io.PrintWriter(err));
            List<String> all = new ArrayList<>(List.of("--scene", "mass-ratio", "--frames", "1", "--warmup", "0"));
            all.addAll(List.of(args));
            assertNotEquals(0, cli.execute(all.toArray(new String[0])), String.join(" ", args));
            assertTrue(bad.results.isEmpty(), "nothing ran for " + String.join(" ", args));
            assertTrue(err.toString().contains("IllegalArgumentException"), err.toString());
        }
    }

    /** A scene's own parameter on the command line builds both engines' worlds with it: a pyramid of base 4 is 10 boxes. */
    @Test
    void aSceneParameterOnTheCommandLineBuildsTheSceneWithIt() {
        BenchCommand cmd = run("--scene", "pyramid,mass-ratio", "--param", "pyramid.base=4,mass-ratio.ratio=1000", "--engine", "nsc,bullet-si",
                "--threads", "1", "--frames", "2", "--warmup", "0", "--json");
        assertEquals(4, cmd.results.size());
        for (BenchResult r : cmd.results) {
            assertTrue(r.error == null, r.error);
            if (r.scene.equals("pyramid")) {
                assertEquals(4 * 5 / 2, r.bodies, r.engine + ": base 4, 10 boxes (the default base 20 has 210)");
                assertEquals("base 4, friction 0.600", r.sceneParams, r.engine);
            } else {
                assertTrue(r.sceneParams.startsWith("ratio 1.00e+03"), r.sceneParams);
            }
        }
        assertTrue(lastOutput.contains("\"sceneParams\":\"base 4, friction 0.600\""), lastOutput);
    }

    /** A bad --param fails before anything runs, naming what is wrong. */
    @Test
    void aBadSceneParameterFailsBeforeAnythingRunsAndSaysWhy() {
        String[][] cases = {{"pyramid.base=2", "must be a whole number 3 to 60, was 2.0"}, {"pyramid.size=12", "has no parameter 'size' (it has: base, friction)"},
            {"pyramid.base=x", "'x' is not a number"}, {"wall.base=4", "the scene 'wall' is not among --scene pyramid"}, {"base=4", "is not SCENE.NAME=VALUE"}};
        for (String[] c : cases) {
            BenchCommand bad = new BenchCommand();
            bad.out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
            java.io.StringWriter err = new java.io.StringWriter();
            CommandLine cli = new CommandLine(bad);
            cli.setErr(new java.io.PrintWriter(err));
            assertNotEquals(0, cli.execute("--scene", "pyramid", "--param", c[0], "--frames", "1", "--warmup", "0"), c[0]);
            assertTrue(bad.results.isEmpty(), "nothing ran for " + c[0]);
            assertTrue(err.toString().contains(c[1]), c[0] + ": " + err);
        }
    }

    @Test
    void paretoStepsTheLadderForEachEngineAndPlotsOnePngPerScene(@TempDir Path plots) throws Exception {
        BenchCommand cmd = run("--scene", "mass-ratio,light-on-heavy", "--engine", "nsc,bullet-si", "--threads", "1", "--pareto",
                "--pareto-values", "5,20", "--pareto-bullet-values", "2,10", "--frames", "3", "--warmup", "2", "--json",
                "--plot", plots.toString());
        assertEquals(8, cmd.results.size());
        // each nsc budget is set beside Bullet's default budget when the ladder has it: 10 here
        assertEquals(4, lastOutput.lines().filter(l -> l.contains("| bullet-si 10 it |")).count());
        List<String> seen = new ArrayList<>();
        for (BenchResult r : cmd.results) {
            assertTrue(r.error == null, r.error);
            seen.add(r.scene + " " + r.engine + " " + r.paretoKnob + "=" + r.paretoValue + " it " + r.maxIterations);
        }
        assertEquals(List.of("mass-ratio nsc maxIterations=5 it 5", "mass-ratio nsc maxIterations=20 it 20",
                "mass-ratio bullet-si numIterations=2 it 2", "mass-ratio bullet-si numIterations=10 it 10",
                "light-on-heavy nsc maxIterations=5 it 5", "light-on-heavy nsc maxIterations=20 it 20",
                "light-on-heavy bullet-si numIterations=2 it 2", "light-on-heavy bullet-si numIterations=10 it 10"), seen);
        assertEquals(2, ParetoPlots.curves(cmd.results, "mass-ratio").size(), "one curve per engine");
        assertTrue(Files.size(plots.resolve("pareto-mass-ratio.png")) > 10_000);
        assertTrue(Files.size(plots.resolve("pareto-light-on-heavy.png")) > 10_000);
        // another knob: the ladder's values land in the config, the iteration budget stays the world's
        cmd = run("--scene", "mass-ratio", "--engine", "nsc", "--threads", "1", "--pareto", "--pareto-knob", "contactErp",
                "--pareto-values", "0.2,1", "--frames", "1", "--warmup", "0");
        assertEquals(List.of("threads=1,contactErp=0.2", "threads=1,contactErp=1"),
                List.of(cmd.results.get(0).overrides, cmd.results.get(1).overrides));
        assertEquals(io.github.gdxnsc.world.NscConfig.defaults().maxIterations, cmd.results.get(0).maxIterations);
    }

    @Test
    void impactSceneReportsReboundAndRiseForBothEngines() {
        BenchCommand cmd = run("--scene", "impact", "--threads", "1", "--frames", "30", "--warmup", "90");
        assertEquals(2, cmd.results.size());
        for (BenchResult r : cmd.results) {
            assertTrue(r.error == null, r.error);
            // both balls have hit by frame 40; e = 0, so nothing comes back faster than the 5 m/s it went in with
            assertTrue(r.reboundSpeed >= 0 && r.reboundSpeed < 5, r.engine + " rebound " + r.reboundSpeed);
            assertTrue(r.dropRise >= 0 && r.dropRise < 0.5, r.engine + " rise " + r.dropRise);
            assertEquals(Boolean.TRUE, r.held, "the impact scene is about motion: its balls moved");
        }
        assertTrue(lastOutput.contains("| engine | setting | rebound speed (m/s) |"));
        BenchCommand early = run("--scene", "impact", "--engine", "nsc", "--threads", "1", "--frames", "5", "--warmup", "0");
        assertTrue(Double.isNaN(early.results.get(0).dropRise), "the dropped ball has not landed after 5 frames");
    }

    /**
     * tower-pull through its lift and 2 s past the drop, in our world: the scene's verdict over the
     * whole run (warm-up included), its sink from the start, no plank left displaced, and the time
     * the tower took to be still again after the plank was let go; a scene without a disturbance
     * has no count and no rest time.
     */
    @Test
    void disturbedScenesReportTheirVerdictSinkDisplacedBodiesAndRestTime() {
        long release = new io.github.gdxnsc.demo.scenes.TowerPullScene().disturbanceStep(1 / 60f);
        BenchCommand cmd = run("--scene", "tower-pull,column", "--engine", "nsc", "--threads", "1", "--warmup", Long.toString(release),
                "--frames", "120", "--json");
        BenchResult pull = cmd.results.get(0), column = cmd.results.get(1);
        assertEquals(io.github.gdxnsc.demo.scenes.Expectation.SETTLES_AGAIN, pull.expectation);
        assertEquals(Boolean.TRUE, pull.held, "the tower stood and was still within 5 s of the drop");
        assertEquals(0, pull.displacedBodies, "the plank dropped back into its slot");
        assertTrue(pull.restSeconds > 0 && pull.restSeconds < 2, "at rest again within the 2 s measured: " + pull.restSeconds);
        // the planks settle onto their contacts: 18 layers, each sinking by the rest overlap (the contact slop less the
        // two collision skins) and more while the tower settles
        io.github.gdxnsc.world.NscConfig d = io.github.gdxnsc.world.NscConfig.defaults();
        assertTrue(pull.maxSink > 18 * (d.contactSlop - 2 * d.contactSkin), "sink " + pull.maxSink);
        assertEquals(null, column.displacedBodies);
        assertTrue(Double.isNaN(column.restSeconds));
        Map<String, String> json = parseFlatJson(pull.toJson());
        assertEquals("\"settles-again\"", json.get("expectation"));
        assertEquals("0", json.get("displacedBodies"));
        assertEquals("null", parseFlatJson(column.toJson()).get("restSeconds"));
        assertTrue(lastOutput.contains("| scene | engine | setting | expected | held |"), "the verdict table");
        assertTrue(lastOutput.contains("| tower-pull | nsc | threads=1 | settles-again | yes |"), lastOutput);
    }

    @Test
    void ourPenetrationFiguresComeFromTheContactsTheStepSolved() {
        BenchCommand.loadNatives();
        io.github.gdxnsc.world.NscConfig config = io.github.gdxnsc.world.NscConfig.defaults();
        config.threads = 1;
        NscEngine engine = new NscEngine(io.github.gdxnsc.demo.scenes.SceneCatalogue.byName("pyramid"),
                io.github.gdxnsc.demo.scenes.SceneParams.defaults(), config);
        try {
            BenchEngine.Frame f = new BenchEngine.Frame();
            for (int i = 0; i < 20; i++) {
                engine.step();
                engine.sample(f);
                SettledQuality q = new SettledQuality();
                q.addContactDistances(f.contactPoints.distance, f.contactPoints.count());
                // the world's own figure, computed while it built the rows, from its own reading of the manifolds
                assertEquals(engine.lastStats().maxPenetration, q.maxPenetration(), 1e-7, "step " + i);
                assertEquals(engine.lastStats().contacts, f.contactPoints.count(), "step " + i);
            }
            assertTrue(engine.lastStats().maxPenetration > 0, "a resting pyramid overlaps by the slop");
        } finally {
            engine.dispose();
        }
    }

    @Test
    void repeatedRoundsReportTheMedianTimeAndTheSameQuality() {
        BenchCommand cmd = run("--scene", "mass-ratio", "--threads", "1", "--repeat", "3", "--frames", "3", "--warmup", "20", "--json");
        assertEquals(2, cmd.results.size(), "one result per combination, not per round");
        assertEquals(2, lastOutput.lines().filter(l -> l.startsWith("{")).count(), "the merged lines only");
        BenchCommand once = run("--scene", "mass-ratio", "--threads", "1", "--frames", "3", "--warmup", "20");
        for (int i = 0; i < 2; i++) {
            BenchResult r = cmd.results.get(i);
            assertEquals(3, r.rounds);
            assertEquals(3, r.stepMsRounds.length);
            double[] sorted = r.stepMsRounds.clone();
            java.util.Arrays.sort(sorted);
            assertEquals(sorted[1], r.stepMsMedian, 1e-12);
            // deterministic engines: a fresh run in the same JVM gives the same quality, bit for bit
            assertEquals(once.results.get(i).drift, r.drift, 0.0, r.engine);
            assertEquals(once.results.get(i).restVelocityRms, r.restVelocityRms, 0.0, r.engine);
            assertEquals(once.results.get(i).maxPenetration, r.maxPenetration, 0.0, r.engine);
        }
    }

    @Test
    void medianOfRoundsTakesEachTimeFigureSeparately() {
        List<List<BenchResult>> rounds = new ArrayList<>();
        double[][] figures = {{3, 30, 1, 2}, {1, 10, 3, 0.5}, {2, 20, 2, 1}};
        for (double[] f : figures) {
            BenchResult r = new BenchResult();
            r.stepMsMedian = f[0];
            r.stepMsP95 = f[1];
            r.collisionMsMedian = f[2];
            r.solveMsMedian = f[3];
            rounds.add(List.of(r));
        }
        BenchResult m = BenchResult.medianOfRounds(rounds).get(0);
        assertEquals(2, m.stepMsMedian);
        assertEquals(20, m.stepMsP95);
        assertEquals(2, m.collisionMsMedian);
        assertEquals(1, m.solveMsMedian);
        assertEquals(3, m.rounds);
    }

    @Test
    void paretoCurvesAreOnePerEngineAndVariantInLadderOrder() {
        List<BenchResult> results = new ArrayList<>();
        String[][] runs = {{"nsc", "default", "120"}, {"nsc", "default", "5"}, {"nsc", "relax", "60"}, {"nsc", "relax", "10"},
                {"bullet-si", null, "40"}, {"bullet-si", null, "2"}, {"nsc", "bool", "on"}, {"nsc", "bool", "off"}};
        for (String[] run : runs) {
            BenchResult r = new BenchResult();
            r.scene = "wall";
            r.engine = run[0];
            r.solver = "apgd";
            r.threads = 2;
            r.variant = run[1];
            r.paretoValue = run[2];
            results.add(r);
        }
        BenchResult other = new BenchResult();
        other.scene = "tower";
        other.engine = "nsc";
        other.paretoValue = "5";
        results.add(other);
        java.util.Map<String, List<BenchResult>> curves = ParetoPlots.curves(results, "wall");
        assertEquals(List.of("nsc apgd 2T", "nsc apgd 2T [relax]", "bullet-si", "nsc apgd 2T [bool]"), new ArrayList<>(curves.keySet()));
        List<String> order = new ArrayList<>();
        for (List<BenchResult> c : curves.values()) for (BenchResult r : c) order.add(r.paretoValue);
        assertEquals(List.of("5", "120", "10", "60", "2", "40", "off", "on"), order);
    }
}
