package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.GdxRuntimeException;
import io.github.gdxnsc.demo.overlay.DebugOverlay;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes what the demo shows to files: the drawn frame as a PNG with its JSON {@link SceneReport}
 * (capture mode, key F12), and the step's contact problem as a ProblemFile (key F9).
 */
final class FrameWriter {
    /** The folder given on the command line, or null for each file kind's own default. */
    private final Path screenshotDir;
    private final SceneSession session;
    private final DebugOverlay overlay;
    private final Array<Rectangle> windowBounds = new Array<>();
    private final Rectangle view = new Rectangle();
    private final java.util.Map<String, Rectangle> layout = new java.util.LinkedHashMap<>();
    private int screenshots;

    FrameWriter(Path screenshotDir, SceneSession session, DebugOverlay overlay) {
        this.screenshotDir = screenshotDir;
        this.session = session;
        this.overlay = overlay;
    }

    /** Writes the frame as {@code dir/name.png} and its report as {@code dir/name.json}. */
    void writeFrame(Path dir, String name, int frames, SceneReport report) {
        int width = Gdx.graphics.getBackBufferWidth(), height = Gdx.graphics.getBackBufferHeight();
        Pixmap pixels = Pixmap.createFromFrameBuffer(0, 0, width, height); // rows bottom-up, flipped on write
        try {
            Files.createDirectories(dir);
            PixmapIO.writePNG(Gdx.files.absolute(dir.resolve(name + ".png").toAbsolutePath().toString()), pixels, -1, true);
            overlay.windowBounds(windowBounds);
            float toPixels = width / (float) Gdx.graphics.getWidth();
            scaleToPixels(windowBounds, toPixels);
            overlay.viewArea(view);
            view.set(view.x * toPixels, view.y * toPixels, view.width * toPixels, view.height * toPixels);
            overlay.layoutBounds(layout);
            for (Rectangle r : layout.values()) r.set(r.x * toPixels, r.y * toPixels, r.width * toPixels, r.height * toPixels);
            report.write(dir.resolve(name + ".json"), name + ".png", session, frames, overlay, windowBounds, view, layout, height);
            Gdx.app.log("gdx-nsc-demo", "wrote " + dir.resolve(name + ".png"));
        } catch (IOException | GdxRuntimeException e) {
            throw new IllegalStateException("cannot write the frame " + name + " to " + dir, e);
        } finally {
            pixels.dispose();
        }
    }

    /** Key F12: the frame and its report into the screenshot folder (default ./screenshots), numbered per run. */
    void screenshot(String sceneName, int frames, SceneReport report) {
        Path dir = screenshotDir != null ? screenshotDir : Path.of("screenshots");
        String name;
        do name = sceneName + "-" + (++screenshots); // never over a picture of an earlier run
        while (Files.exists(dir.resolve(name + ".png")));
        try {
            report.measureDisplacement(session);
            writeFrame(dir, name, frames, report);
            overlay.flash("Screenshot: " + dir.resolve(name + ".png"));
        } catch (IllegalStateException e) {
            overlay.flash("Screenshot failed: " + e.getMessage());
        }
    }

    /** Key F9: this step's contact problem as a ProblemFile, for the jar's replay job. */
    void writeProblem(String sceneName) {
        Path dir = screenshotDir != null ? screenshotDir : Path.of("problems");
        Path file = dir.resolve(sceneName + "-step" + session.stepIndex() + ".nscp");
        try {
            Files.createDirectories(dir);
            if (session.writeProblem(file)) overlay.flash("Wrote " + file + " (replay it: " + replayCommand(file) + ")");
            else overlay.flash("No problem to write: physics is off");
        } catch (IOException | RuntimeException e) {
            overlay.flash("Cannot write " + file + ": " + e.getMessage());
        }
    }

    /**
     * The command that replays {@code file}: the running jar's own path where the demo runs from a
     * jar, else the Maven build's jar named as the build writes it.
     */
    static String replayCommand(Path file) {
        return "java -jar " + runningJar() + " replay " + file;
    }

    private static String runningJar() {
        try {
            Path self = Path.of(FrameWriter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(self) && self.toString().endsWith(".jar")) {
                Path here = Path.of("").toAbsolutePath();
                return self.startsWith(here) ? here.relativize(self).toString() : self.toString();
            }
        } catch (java.net.URISyntaxException | SecurityException | IllegalArgumentException e) {
            // below: not a plain file
        }
        return "desktop/target/gdx-nsc-desktop.jar (mvn -B package -DskipTests builds it)";
    }

    /** Stage units to the back buffer's pixels (they differ on HiDPI screens). */
    private static void scaleToPixels(Array<Rectangle> rects, float scale) {
        for (Rectangle r : rects) r.set(r.x * scale, r.y * scale, r.width * scale, r.height * scale);
    }
}
