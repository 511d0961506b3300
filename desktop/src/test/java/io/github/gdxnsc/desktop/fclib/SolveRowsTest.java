package io.github.gdxnsc.desktop.fclib;

import static io.github.gdxnsc.desktop.fclib.SmallProblems.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.desktop.Main;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The offline jobs' rows: printed as each solve ends (a run killed midway keeps them), cut by
 * {@code --time-limit} without changing the iterations before the cut, and each saying why its
 * solve stopped.
 */
class SolveRowsTest {

    @TempDir
    Path dir;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    /** The JSON rows of a run: solver, iterations, ms and stop. */
    record Row(String solver, int iterations, double ms, String stop, String line) {
    }

    static final Pattern JSON = Pattern.compile("\"solver\": \"(\\w+)\", \"iterations\": (\\d+), \"ms\": ([0-9.]+),.*\"stop\": \"([a-z-]+)\"");

    static List<Row> rows(String out) {
        List<Row> rows = new ArrayList<>();
        for (String l : out.split("\n")) {
            Matcher m = JSON.matcher(l);
            if (m.find()) rows.add(new Row(m.group(1), Integer.parseInt(m.group(2)), Double.parseDouble(m.group(3)), m.group(4), l));
        }
        return rows;
    }

    static List<Row> solve(String... args) {
        SmallProblems.Run r = run(args);
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err().strip());
        return rows(r.out());
    }

    /**
     * The job as a separate process, read as a pipe (what {@code timeout} or {@code tee} sees):
     * the first solve's row arrives while the process still runs, and the second's a whole
     * time limit later, so a run killed in between keeps the first.
     */
    @Test
    void aRowIsPrintedAsItsSolveEnds() throws Exception {
        Path problem = SmallProblems.localProblem(dir.resolve("pressed.hdf5"), 20, 1);
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "fclib", problem.toString(), "--solver", "psor,apgd", "--tolerance", "0", "--maxIterations", "2000000000",
                "--time-limit", "3");
        Process p = new ProcessBuilder(command).redirectError(dir.resolve("stderr.txt").toFile()).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String first = lineWith(out, "| psor |");
            long firstAt = System.nanoTime();
            assertTrue(first != null, "no psor row before the process ended: " + Files.readString(dir.resolve("stderr.txt")));
            assertTrue(p.isAlive(), "the first row came only when the whole run was over");
            assertTrue(first.endsWith("| time |"), first);
            String second = lineWith(out, "| apgd |");
            double apart = (System.nanoTime() - firstAt) / 1e9;
            assertTrue(second != null && second.endsWith("| time |"), String.valueOf(second));
            assertTrue(apart >= 2.5, "the rows came " + apart + " s apart, not the second solve's 3 s: printed together at the end");
        } finally {
            p.destroy();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        }
    }

    private static String lineWith(BufferedReader in, String text) throws IOException {
        String line;
        do {
            line = in.readLine();
        } while (line != null && !line.contains(text));
        return line;
    }

    /**
     * A solve cut by the clock says "time", and its answer is bitwise the one an iteration budget
     * of the same count gives: the limit ends the solve between iterations and changes nothing
     * in them. A limit the solves never reach changes no answer of any solver.
     */
    @Test
    void theTimeLimitCutsBetweenIterationsAndChangesNothingElse() throws IOException {
        Path problem = SmallProblems.localProblem(dir.resolve("pressed.hdf5"), 20, 2);
        for (String solver : List.of("apgd", "psor", "bb", "admm")) {
            Path cut = dir.resolve("cut-" + solver), budget = dir.resolve("budget-" + solver);
            Row timed = solve("fclib", problem.toString(), "--solver", solver, "--tolerance", "0", "--maxIterations", "2000000000",
                    "--time-limit", "0.3", "--out", cut.toString(), "--json").get(0);
            assertEquals("time", timed.stop(), timed.line());
            assertTrue(timed.ms() >= 300 && timed.iterations() > 0 && timed.iterations() < 2_000_000_000, timed.line());
            Row counted = solve("fclib", problem.toString(), "--solver", solver, "--tolerance", "0", "--maxIterations", String.valueOf(timed.iterations()),
                    "--time-limit", "0", "--out", budget.toString(), "--json").get(0);
            assertEquals("budget", counted.stop(), counted.line());
            SolutionFile a = SolutionFile.read(SolutionFile.path(cut, "pressed.hdf5", solver));
            SolutionFile b = SolutionFile.read(SolutionFile.path(budget, "pressed.hdf5", solver));
            assertArrayEquals(b.r, a.r, solver + ": the answer cut by time differs from the same iterations by count");
        }
        Path none = dir.resolve("none"), far = dir.resolve("far");
        String all = "apgd,psor,bb,admm,direct,alm";
        solve("fclib", problem.toString(), "--solver", all, "--time-limit", "0", "--out", none.toString(), "--json");
        solve("fclib", problem.toString(), "--solver", all, "--time-limit", "86400", "--out", far.toString(), "--json");
        for (String solver : all.split(","))
            assertArrayEquals(Files.readAllBytes(SolutionFile.path(none, "pressed.hdf5", solver)), Files.readAllBytes(SolutionFile.path(far, "pressed.hdf5", solver)),
                    solver + ": a time limit never reached changed the answer");
    }

    /** Converged, budget, stalled, non-finite and refused, each where it happens; a stop before the budget is never called "budget". */
    @Test
    void eachRowSaysWhyItsSolveStopped() throws IOException {
        Path problem = SmallProblems.localProblem(dir.resolve("pressed.hdf5"), 10, 3);
        for (Row r : solve("fclib", problem.toString(), "--solver", "apgd,psor,bb,admm,direct,alm", "--json"))
            assertEquals("converged", r.stop(), r.line());
        for (Row r : solve("fclib", problem.toString(), "--solver", "apgd,psor,bb,admm,alm", "--maxIterations", "3", "--json")) {
            assertEquals("budget", r.stop(), r.line());
            assertEquals(3, r.iterations(), r.line());
        }
        // the interior point asked for a residual of 0 ends when its steps stop making progress, well inside its budget
        Row direct = solve("fclib", problem.toString(), "--solver", "direct", "--tolerance", "0", "--maxIterations", "500", "--json").get(0);
        assertEquals("stalled", direct.stop(), direct.line());
        assertTrue(direct.iterations() < 500, direct.line());
        // every value in range, but the answer (about 1e200) squares past the largest double: the solvers meet infinities
        int[] diag = {0, 1, 2};
        Path huge = SmallProblems.local(dir.resolve("huge-answer.hdf5"), 3, 3, 3, diag, diag, new double[] {1e-100, 1e-100, 1e-100},
                new double[] {-1e100, -0.5e100, 0}, new double[] {0.5});
        for (Row r : solve("fclib", huge.toString(), "--solver", "apgd,psor,bb,admm,direct,alm", "--json"))
            assertEquals("non-finite", r.stop(), r.line());
        // MINRES where it applies (joint rows only) and refused, saying why, where it does not
        Path chain = SmallProblems.hangingChain(dir.resolve("chain.nscp")), box = SmallProblems.boxOnGround(dir.resolve("box.nscp"));
        assertEquals("converged", solve("replay", chain.toString(), "--solver", "minres", "--json").get(0).stop());
        Row refused = solve("replay", box.toString(), "--solver", "minres", "--json").get(0);
        assertEquals("refused", refused.stop(), refused.line());
        assertTrue(refused.line().contains("bilateral-only"), refused.line());
        SmallProblems.Run fclib = run("fclib", problem.toString(), "--solver", "apgd,minres");
        assertEquals(2, fclib.status());
        assertTrue(fclib.err().strip().startsWith("error: --solver minres: MINRES solves joint-only") && fclib.out().isEmpty(), fclib.toString());
    }
}
