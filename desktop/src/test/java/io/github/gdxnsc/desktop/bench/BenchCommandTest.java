package io.github.gdxnsc.desktop.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
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

    static final String[] FIELDS = {"scene", "engine", "solver", "threads", "iterations", "warmStart", "bodies",
            "contactsMean", "stepMsMedian", "stepMsP95", "collisionMsMedian", "solveMsMedian", "iterationsMean",
            "schurProductsPerIteration", "solveNsPerContactIteration", "residualMedian", "maxPenetration",
            "restVelocityRms", "allocBytesPerStep"};

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
                "--threads", "1,2", "--warm-start", "on", "--iterations", "10", "--frames", "3", "--warmup", "2",
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
        assertNotEquals("null", apgd.get("schurProductsPerIteration"));
        assertNotEquals("null", apgd.get("residualMedian"));
        // the Markdown table: header, separator, one row per run
        long rows = lastOutput.lines().filter(l -> l.startsWith("| pyramid |")).count();
        assertEquals(5, rows);
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
        new CommandLine(cmd).parseArgs("--scene", "tower,pile", "--threads", "1,2", "--warm-start", "on,off",
                "--tolerance", "1e-4,0", "--contacts", "1000,20000", "--bullet-iterations", "10");
        assertEquals(List.of("tower", "pile"), cmd.scenes);
        assertEquals(List.of(1, 2), cmd.threads);
        assertEquals(List.of("on", "off"), cmd.warmStarts);
        assertEquals(List.of(1e-4, 0.0), cmd.tolerances);
        assertEquals(List.of(1000, 20000), cmd.contacts);
        assertEquals(List.of(10), cmd.bulletIterations);
        assertEquals(30, cmd.iterations.get(0));
        BenchCommand bad = new BenchCommand();
        bad.log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        CommandLine cli = new CommandLine(bad);
        cli.setErr(new java.io.PrintWriter(new java.io.StringWriter()));
        assertNotEquals(0, cli.execute("--engine", "havok", "--frames", "1", "--warmup", "0"));
        assertEquals(50.0, BenchCommand.percentile(new double[] {10, 50, 90}, 0.5));
        assertEquals(90.0, BenchCommand.percentile(new double[] {10, 50, 90, Double.NaN}, 0.95));
    }
}
