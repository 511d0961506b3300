package io.github.gdxnsc.desktop.fclib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.desktop.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input to the jar's jobs: one line on stderr saying what is wrong (and, for names, which
 * are valid), a non-zero exit status, never a stack trace.
 */
class MalformedInputTest {

    @TempDir
    Path dir;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int status = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    private static void assertOneLineError(Run r, String... mustContain) {
        assertTrue(r.status != 0, "exit status 0 for a bad input: " + r);
        String err = r.err.strip();
        assertFalse(err.isEmpty(), "no error printed");
        assertEquals(1, err.lines().count(), "one line, not a stack trace or a usage page:\n" + err);
        assertTrue(err.startsWith("error: "), err);
        assertFalse(err.contains("\tat ") || err.contains("Exception"), err);
        for (String s : mustContain) assertTrue(err.contains(s), "'" + s + "' missing from: " + err);
    }

    @Test
    void truncatedHdf5FileNamesTheFile() throws IOException {
        Path good = FclibSolverTest.folder().resolve("Box_Stacks-i0122-82-5.hdf5");
        byte[] bytes = Files.readAllBytes(good);
        Path cut = dir.resolve("cut.hdf5");
        Files.write(cut, Arrays.copyOf(bytes, bytes.length / 3));
        assertOneLineError(run("fclib", cut.toString(), "--solver", "apgd"), "cut.hdf5");
    }

    @Test
    void aFileThatIsNotHdf5AtAll() throws IOException {
        Path junk = dir.resolve("junk.hdf5");
        Files.writeString(junk, "not an HDF5 file\n".repeat(200));
        assertOneLineError(run("fclib", junk.toString()), "junk.hdf5");
        assertOneLineError(run("fclib", dir.resolve("missing.hdf5").toString()), "missing.hdf5", "no such file");
    }

    @Test
    void problemFileWithAWrongRowCount() throws IOException {
        Path file = SmallProblems.boxOnGround(dir.resolve("step.nscp"));
        // the file as written replays
        Run ok = run("replay", file.toString(), "--solver", "apgd,direct", "--json");
        assertEquals(0, ok.status, ok.err);
        assertEquals(2, ok.out.strip().lines().count(), ok.out);
        assertTrue(ok.out.contains("\"converged\": true"), ok.out);

        byte[] bytes = Files.readAllBytes(file);
        int bodies = ByteBuffer.wrap(bytes, 8, 4).getInt();
        int countAt = 12 + bodies * 16 * Double.BYTES;
        int blocks = ByteBuffer.wrap(bytes, countAt, 4).getInt();
        assertTrue(blocks > 1, "the box rests on contacts: " + blocks + " blocks");
        for (int wrong : new int[]{blocks + 1, blocks - 1}) {
            byte[] patched = bytes.clone();
            ByteBuffer.wrap(patched, countAt, 4).putInt(wrong);
            Path bad = dir.resolve("wrong-" + wrong + ".nscp");
            Files.write(bad, patched);
            assertOneLineError(run("replay", bad.toString()), bad.getFileName().toString(), "row count");
        }
        Path cut = dir.resolve("cut.nscp");
        Files.write(cut, Arrays.copyOf(bytes, 6));
        assertOneLineError(run("replay", cut.toString()), "cut.nscp");
    }

    @Test
    void mistypedNamesAndOptionsListTheValidOnes() {
        assertOneLineError(run("--scene", "pyramd", "--frames", "1"), "pyramd", "pyramid", "tower", "pile");
        assertOneLineError(run("--sceen", "pyramid"), "--sceen", "--scene");
        assertOneLineError(run("fclib", "x.hdf5", "--solver", "apgd,fast"), "fast", "apgd", "direct");
        assertOneLineError(run("replay", "x.nscp", "--tolerence", "1e-6"), "--tolerence", "--tolerance");
        assertOneLineError(run("--maxIterations", "0", "--frames", "1"), "maxIterations must be >= 1, was 0");
        assertOneLineError(run("--set", "contactErp=2", "--frames", "1"), "contactErp must be in (0, 1], was 2");
    }

    /** A config setting has one name, its NscConfig field's: an old option or key says the new one, in one line. */
    @Test
    void oldSpellingsOfConfigSettingsNameTheField() {
        assertOneLineError(run("--iterations", "0", "--frames", "1"), "--iterations is now --maxIterations");
        assertOneLineError(run("bench", "--warm-start", "off"), "--warm-start is now --warmStart");
        assertOneLineError(run("bench", "--slip-correction=off"), "--slip-correction is now --set slipCorrection=on|off");
        assertOneLineError(run("bench", "--time-step", "0.01"), "--time-step is now --timeStep");
        assertOneLineError(run("bench", "--contact", "smc"), "--contact is now --contactMethod");
        assertOneLineError(run("replay", "x.nscp", "--iterations", "5"), "--iterations is now --maxIterations");
        assertOneLineError(run("bench", "--set", "smcHertz=off"), "NscConfig key 'smcHertz' is now smcLaw=hertz|hooke");
        assertOneLineError(run("--set", "frictionSlipCorrection=off", "--frames", "1"), "is now slipCorrection");
    }
}
