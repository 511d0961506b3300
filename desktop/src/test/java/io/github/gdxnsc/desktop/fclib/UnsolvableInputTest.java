package io.github.gdxnsc.desktop.fclib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.desktop.Main;
import io.jhdf.HdfFile;
import io.jhdf.WritableHdfFile;
import io.jhdf.api.WritableGroup;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sizes and values no solve can use (a huge declared size, NaN, infinities, negative inverse
 * masses, values whose square overflows) give one error line naming the file, never a heap
 * exhaustion trace nor a "converged" answer.
 */
class UnsolvableInputTest {

    @TempDir
    Path dir;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private static String oneLineError(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int status = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        String e = err.toString().strip();
        assertTrue(status != 0, "exit status 0 for " + String.join(" ", args) + ": " + out);
        assertEquals(1, e.lines().count(), "one line:\n" + e);
        assertTrue(e.startsWith("error: ") && !e.contains("Exception") && !e.contains("\tat "), e);
        return e;
    }

    /** A local-form file of one contact: W declared wm x wn with the given triplets, q, mu. */
    private Path local(String name, int wm, int wn, int[] rows, int[] cols, double[] x, double[] q, double[] mu) {
        return SmallProblems.local(dir.resolve(name), 3, wm, wn, rows, cols, x, q, mu);
    }

    private Path contact(String name, double w, double q0, double mu) {
        return local(name, 3, 3, new int[] {0, 1, 2}, new int[] {0, 1, 2}, new double[] {w, w, w}, new double[] {q0, 0, 0}, new double[] {mu});
    }

    @Test
    void aWellFormedContactSolvesSoTheFilesBelowFailOnlyByTheirFaults() {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int status = Main.run(new PrintWriter(out), new PrintWriter(err), "fclib", contact("ok.hdf5", 1, -1, 0.5).toString(), "--solver", "apgd", "--json");
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("\"converged\": true"), out.toString());
    }

    @Test
    void fclibRefusesHugeSizesAndUnusableValuesNamingTheFile() {
        Path huge = local("huge-n.hdf5", 3, 1_000_000_000, new int[] {0}, new int[] {0}, new double[] {1}, new double[] {-1, 0, 0}, new double[] {0.5});
        assertTrue(oneLineError("fclib", huge.toString()).contains("huge-n.hdf5"));
        assertTrue(oneLineError("fclib", contact("inf-q.hdf5", 1, Double.POSITIVE_INFINITY, 0.5).toString()).contains("inf-q.hdf5"));
        assertTrue(oneLineError("fclib", contact("nan-q.hdf5", 1, Double.NaN, 0.5).toString()).contains("nan-q.hdf5"));
        assertTrue(oneLineError("fclib", contact("w-1e308.hdf5", 1e308, -1, 0.5).toString()).contains("w-1e308.hdf5"));
        assertTrue(oneLineError("fclib", contact("mu-neg.hdf5", 1, -1, -0.5).toString()).contains("mu-neg.hdf5"));
    }

    @Test
    void aGlobalFormTooLargeToReduceIsRefusedBeforeAnyMatrixIsMade() {
        int contacts = 40_000, rows = 3 * contacts, ndof = 6;
        Path file = dir.resolve("global-big.hdf5");
        try (WritableHdfFile hdf = HdfFile.write(file)) {
            WritableGroup g = hdf.putGroup("fclib_global");
            WritableGroup m = g.putGroup("M");
            m.putDataset("m", new int[] {ndof});
            m.putDataset("n", new int[] {ndof});
            m.putDataset("nz", new int[] {ndof});
            m.putDataset("p", new int[] {0, 1, 2, 3, 4, 5});
            m.putDataset("i", new int[] {0, 1, 2, 3, 4, 5});
            m.putDataset("x", new double[] {1, 1, 1, 1, 1, 1});
            WritableGroup h = g.putGroup("H");
            h.putDataset("m", new int[] {ndof});
            h.putDataset("n", new int[] {rows});
            h.putDataset("nz", new int[] {1});
            h.putDataset("p", new int[] {0});
            h.putDataset("i", new int[] {0});
            h.putDataset("x", new double[] {1});
            WritableGroup v = g.putGroup("vectors");
            v.putDataset("f", new double[ndof]);
            v.putDataset("w", new double[rows]);
            v.putDataset("mu", new double[contacts]);
        }
        String e = oneLineError("fclib", file.toString());
        assertTrue(e.contains("global-big.hdf5") && e.contains("-Xmx"), e);
    }

    @Test
    void replayRefusesNonFiniteAndNegativeBodyValuesNamingTheFile() throws IOException {
        Path file = SmallProblems.boxOnGround(dir.resolve("step.nscp"));
        byte[] bytes = Files.readAllBytes(file);
        int bodies = ByteBuffer.wrap(bytes, 8, 4).getInt();
        assertTrue(bodies >= 1);
        int body = 12 + (bodies - 1) * 16 * Double.BYTES; // the last body: the dynamic box
        double[] bad = {Double.NaN, Double.POSITIVE_INFINITY, -1};
        int[] offsets = {0, Double.BYTES, 10 * Double.BYTES}; // inverse mass, inverse inertia xx, velocity x
        String[] fields = {"inverse mass", "inverse inertia", "velocity"};
        for (int f = 0; f < offsets.length; f++)
            for (double value : bad) {
                if (f == 2 && value == -1) continue; // a negative velocity is a velocity
                byte[] patched = bytes.clone();
                ByteBuffer.wrap(patched, body + offsets[f], Double.BYTES).putDouble(value);
                Path p = dir.resolve("bad-" + f + "-" + value + ".nscp");
                Files.write(p, patched);
                String e = oneLineError("replay", p.toString());
                assertTrue(e.contains(p.getFileName().toString()) && e.contains(fields[f]), e);
                assertFalse(e.contains("converged"), e);
            }
    }
}
