package io.github.gdxnsc.desktop;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.Files;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import io.github.gdxnsc.demo.DemoApp;
import io.github.gdxnsc.demo.DemoOptions;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.desktop.bench.ConfigOverrides;
import io.github.gdxnsc.solver.SolverType;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code demo}: the windowed demo game (Lwjgl3), interactive or capturing screenshots. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Opens the demo window. With --frames, runs each scene that many frames, "
                + "saves a PNG and a JSON report per scene into --screenshot, and exits.")
final class DemoCommand implements Callable<Integer> {

    @Option(names = "--scene", paramLabel = "NAME",
            description = "Scene to show: ${COMPLETION-CANDIDATES}. With --frames, only this one (default: all).",
            completionCandidates = SceneNames.class)
    String scene;

    @Option(names = "--frames", paramLabel = "N", description = "Capture mode: frames (one fixed step each) per scene.")
    int frames;

    @Option(names = "--screenshot", paramLabel = "DIR",
            description = "Folder for <scene>.png and <scene>.json in capture mode, and for F12 screenshots and F9 problem files "
                    + "(default: screenshots, problems).")
    Path screenshotDir;

    /** Window sizes accepted: from what the overlay's panels and a readable view need up to 8K. */
    static final int MIN_WIDTH = 640, MAX_WIDTH = 7680, MIN_HEIGHT = 480, MAX_HEIGHT = 4320;
    /** The scalable scenes' largest contact target: the pile's range in the bench; beyond it a scene takes minutes to build. */
    static final int MAX_CONTACTS = 20_000;

    @Option(names = "--width", defaultValue = "1280", description = "Window width, 640 to 7680 (default ${DEFAULT-VALUE}).")
    int width;

    @Option(names = "--height", defaultValue = "720", description = "Window height, 480 to 4320 (default ${DEFAULT-VALUE}).")
    int height;

    @Option(names = "--solver", paramLabel = "NAME", description = "Starting solver (NscConfig.solver): apgd, psor, ... (default apgd).")
    String solver;

    @Option(names = "--maxIterations", paramLabel = "K", description = "Starting iteration budget (NscConfig.maxIterations).")
    Integer maxIterations;

    @Option(names = "--threads", paramLabel = "T", description = "Starting worker threads (NscConfig.threads).")
    Integer threads;

    @Option(names = "--set", paramLabel = "KEY=V[,KEY=V]",
            description = "Starting NscConfig fields by name, e.g. contactErp=0.5,allowSleep=on (after --solver, --maxIterations and --threads); "
                    + "an unknown key is an error listing the known ones.")
    String set;

    @Option(names = "--contacts", paramLabel = "C", description = "Contact target of the scalable scenes (pile, pyramid): 0 (the scene's default) to 20000.")
    int contacts;

    @Option(names = "--engine", paramLabel = "E",
            description = "Starting engine: nsc (ours), bullet-si (Bullet's own world, sequential impulse) or split (both side by side); F4 switches.")
    String engine;

    @Option(names = "--bullet-iterations", paramLabel = "K", description = "Bullet's SI iterations for the Bullet side (default 10, Bullet's own).")
    Integer bulletIterations;

    @Option(names = "--no-overlay", description = "Start with the overlay hidden (F1 shows it).")
    boolean noOverlay;

    @Option(names = "--script", paramLabel = "KEYS",
            description = "Press keys at given frames, e.g. \"40 F3, 60 F12, 90 ESCAPE\" (one fixed step per frame; "
                    + "F12 screenshots go to --screenshot). For tests and recordings.")
    String script;

    /** The window and size options, each refused with its name, its range and the value given. */
    void validateSizes() {
        checkRange("--width", width, MIN_WIDTH, MAX_WIDTH);
        checkRange("--height", height, MIN_HEIGHT, MAX_HEIGHT);
        checkRange("--contacts", contacts, 0, MAX_CONTACTS);
        if (frames < 0) throw new IllegalArgumentException("--frames must be >= 0 (0: interactive), was " + frames);
    }

    static void checkRange(String option, int value, int min, int max) {
        if (value < min || value > max) throw new IllegalArgumentException(option + " must be " + min + " to " + max + ", was " + value);
    }

    @Override
    public Integer call() {
        validateSizes();
        DemoOptions options = new DemoOptions();
        if (scene != null) options.scene = SceneCatalogue.byName(scene).name(); // fail early, listing the names
        options.framesPerScene = frames;
        if (frames > 0) options.screenshotDir = screenshotDir != null ? screenshotDir : Path.of("screenshots");
        else options.screenshotDir = screenshotDir;
        if (script != null) {
            io.github.gdxnsc.demo.ScriptedKeys.parse(script); // fail early, with the reason
            options.script = script;
        }
        if (solver != null) options.config.solver = SolverType.parse(solver);
        if (maxIterations != null) options.config.maxIterations = maxIterations;
        if (threads != null) options.config.threads = threads;
        ConfigOverrides.parse(set).applyTo(options.config); // validates the whole config

        options.params.targetContacts(contacts);
        options.overlayVisible = !noOverlay;
        if (engine != null) options.engine = io.github.gdxnsc.demo.engines.EngineMode.parse(engine);
        if (bulletIterations != null) {
            if (bulletIterations < 1) throw new IllegalArgumentException("--bullet-iterations must be >= 1, was " + bulletIterations);
            options.bulletIterations = bulletIterations;
        }
        new Lwjgl3Application(new DemoApp(options), configuration(frames > 0 || script != null));
        return 0;
    }

    private Lwjgl3ApplicationConfiguration configuration(boolean capture) {
        Lwjgl3ApplicationConfiguration c = new Lwjgl3ApplicationConfiguration();
        c.setTitle("gdx-nsc demo");
        // from the top-level assets/ folder, packed into the jar by core's build
        c.setWindowIcon(Files.FileType.Classpath, "assets/gdx-nsc-icon-128.png", "assets/gdx-nsc-icon-32.png", "assets/gdx-nsc-icon-16.png");
        c.setWindowedMode(width, height);
        c.disableAudio(true); // no sound card on CI, and the demo makes no sound
        c.useVsync(!capture);
        // capture mode runs as fast as it can: the steps are fixed, not tied to frame time
        c.setForegroundFPS(capture ? 0 : 60);
        c.setIdleFPS(capture ? 0 : 30);
        c.setBackBufferConfig(8, 8, 8, 8, 16, 0, capture ? 0 : 4);
        return c;
    }

    /** For picocli's help text. */
    static final class SceneNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return SceneCatalogue.names().iterator();
        }
    }
}
