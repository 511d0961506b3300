package io.github.gdxnsc.desktop.fclib;

import static io.github.gdxnsc.desktop.fclib.SmallProblems.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.descriptor.ConeProblem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the offline jobs take and give: folders expanded, solutions written by {@code --out} and
 * read back, 2D files named as unsupported, bad values naming the file; and the command line's
 * mistyped job and out-of-range window and size options.
 */
class JobInputsTest {

    @TempDir
    Path dir;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private static void assertOneLineError(SmallProblems.Run r, String... mustContain) {
        assertTrue(r.status() != 0, "exit status 0 for a bad input: " + r);
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), "one line:\n" + err);
        assertTrue(err.startsWith("error: ") && !err.contains("Exception") && !err.contains("\tat "), err);
        for (String s : mustContain) assertTrue(err.contains(s), "'" + s + "' missing from: " + err);
    }

    private static List<String> problemsOf(String jsonLines) {
        List<String> names = new ArrayList<>();
        Matcher m = Pattern.compile("\\{\"problem\": \"([^\"]+)\"").matcher(jsonLines);
        while (m.find()) names.add(m.group(1));
        return names;
    }

    /**
     * A folder is every problem file directly inside it, by name; other files and subfolders are
     * left out. The folder links to the FCLIB files of local form (the global ones take a minute
     * to reduce on a loaded machine) and to their README, and holds a written problem.
     */
    @Test
    void aFolderIsEveryProblemFileInItSortedByName() throws IOException {
        Path shared = FclibSolverTest.folder();
        Path folder = Files.createDirectories(dir.resolve("fclib"));
        for (String name : List.of("local_problem_test.hdf5", "LMGC_100_PR_PerioBox-i00361-60-03000.hdf5", "README.md"))
            if (Files.exists(shared.resolve(name))) Files.createSymbolicLink(folder.resolve(name), shared.resolve(name).toAbsolutePath());
        SmallProblems.localProblem(folder.resolve("a-pressed.h5"), 4, 5);
        SmallProblems.localProblem(Files.createDirectories(folder.resolve("sub")).resolve("inner.hdf5"), 4, 6);
        List<String> expected = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder)) {
            s.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".hdf5") || n.endsWith(".h5")).sorted().forEach(expected::add);
        }
        assertTrue(expected.size() >= 2, expected.toString());
        SmallProblems.Run r = run("fclib", folder.toString(), "--solver", "apgd", "--maxIterations", "1", "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals(expected, problemsOf(r.out()));

        Path replays = Files.createDirectories(dir.resolve("problems"));
        SmallProblems.boxOnGround(replays.resolve("b-box.nscp"));
        SmallProblems.hangingChain(replays.resolve("a-chain.nscp"));
        Files.writeString(replays.resolve("notes.txt"), "not a problem");
        r = run("replay", replays.toString(), "--solver", "apgd", "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals(List.of("a-chain.nscp", "b-box.nscp"), problemsOf(r.out()));

        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertOneLineError(run("fclib", empty.toString()), empty.toString(), "no problem files");
        assertOneLineError(run("replay", dir.resolve("missing").toString()), "missing", "no such file");
    }

    /**
     * {@code --out}: each solution read back gives the velocity the job's problem gives and the
     * CCP residual the row printed, on FCLIB files (local and global form) and a problem file.
     */
    @Test
    void outWritesEachSolutionAndItReadsBackToThePrintedResidual() throws IOException {
        Path fclibFolder = FclibSolverTest.folder();
        Path local = SmallProblems.localProblem(dir.resolve("pressed.hdf5"), 8, 4);
        Path global = fclibFolder.resolve("Box_Stacks-i0122-82-5.hdf5");
        Path replay = SmallProblems.boxOnGround(dir.resolve("box.nscp"));
        Path out = dir.resolve("solutions");
        SmallProblems.Run r = run("fclib", local.toString(), global.toString(), "--solver", "apgd,psor", "--out", out.toString(), "--json");
        assertEquals(0, r.status(), r.err());
        SmallProblems.Run rr = run("replay", replay.toString(), "--solver", "apgd", "--out", out.toString(), "--json");
        assertEquals(0, rr.status(), rr.err());
        Pattern row = Pattern.compile("\"problem\": \"([^\"]+)\".*\"solver\": \"(\\w+)\".*\"ccpResidual\": ([^,]+),.*\"stop\": \"converged\"");
        int checked = 0;
        for (String line : (r.out() + rr.out()).split("\n")) {
            Matcher m = row.matcher(line);
            assertTrue(m.find(), "not a converged row: " + line);
            String name = m.group(1);
            Path problemFile = name.endsWith(".nscp") ? replay : name.equals(local.getFileName().toString()) ? local : global;
            OfflineProblem p = name.endsWith(".nscp") ? new ReplayCommand.Replay(name, ReplayCommand.read(problemFile))
                    : new FclibCommand.Fclib(FclibProblem.read(problemFile));
            SolutionFile s = SolutionFile.read(SolutionFile.path(out, name, m.group(2)));
            assertEquals(p.ccp().rowCount(), s.r.length, line);
            assertArrayEquals(p.velocity(s.r), s.u, line);
            ConeProblem ccp = p.ccp();
            double[] nx = new double[s.r.length];
            ccp.multiply(s.r, nx);
            double residual = ccp.cones().projectedGradientResidual(s.r, nx, ccp.rhs(), ccp.residualStep(), null);
            assertEquals(Double.parseDouble(m.group(3)), residual, 1e-9 * residual, line);
            assertTrue(residual <= 1e-8, line);
            checked++;
        }
        assertEquals(5, checked);
    }

    /** 2D FCLIB files are named as unsupported; bad W or mu values name the file and the dataset. */
    @Test
    void twoDimensionalFilesAndBadMatricesNameTheFile() {
        Path flat = SmallProblems.local(dir.resolve("flat.hdf5"), 2, 2, 2, new int[] {0, 1}, new int[] {0, 1}, new double[] {1, 1},
                new double[] {-1, 0}, new double[] {0.5});
        assertOneLineError(run("fclib", flat.toString()), "flat.hdf5", "2D problem", "only 3D");
        int[] diag = {0, 1, 2};
        Path nanW = SmallProblems.local(dir.resolve("nan-w.hdf5"), 3, 3, 3, diag, diag, new double[] {1, Double.NaN, 1}, new double[] {-1, 0, 0}, new double[] {0.5});
        assertOneLineError(run("fclib", nanW.toString()), "nan-w.hdf5 W x[1] is NaN");
        Path nanMu = SmallProblems.local(dir.resolve("nan-mu.hdf5"), 3, 3, 3, diag, diag, new double[] {1, 1, 1}, new double[] {-1, 0, 0}, new double[] {Double.NaN});
        assertOneLineError(run("fclib", nanMu.toString()), "nan-mu.hdf5 mu[0] is NaN");
        Path wrongW = SmallProblems.local(dir.resolve("wrong-w.hdf5"), 3, 6, 6, diag, diag, new double[] {1, 1, 1}, new double[] {-1, 0, 0}, new double[] {0.5});
        assertOneLineError(run("fclib", wrongW.toString()), "wrong-w.hdf5 W is declared 6x6");
    }

    /** A mistyped job lists the jobs; window and size options out of range name the option, its range and the value. */
    @Test
    void mistypedJobsAndOutOfRangeSizesAreOneLineErrors() {
        assertOneLineError(run("demoo"), "unknown job 'demoo'", "demo, bench, fclib, replay");
        assertOneLineError(run("fclibb", "x.hdf5"), "unknown job 'fclibb'");
        assertOneLineError(run("--width", "100", "--frames", "1"), "--width must be 640 to 7680, was 100");
        assertOneLineError(run("demo", "--height", "10000"), "--height must be 480 to 4320, was 10000");
        assertOneLineError(run("--contacts", "999999"), "--contacts must be 0 to 20000, was 999999");
        assertOneLineError(run("--contacts", "-1"), "--contacts must be 0 to 20000, was -1");
        assertOneLineError(run("--frames", "-5"), "--frames must be >= 0");
        assertOneLineError(run("fclib", "x.hdf5", "--time-limit", "-1"), "--time-limit must be 0 (none) or 0.001 to 86400 seconds, was -1.0");
        assertOneLineError(run("replay", "x.nscp", "--time-limit", "NaN"), "--time-limit");
        assertFalse(run("--width", "800", "--height", "600", "--scene", "no-such-scene").err().contains("--width"), "800x600 is in range");
    }
}
