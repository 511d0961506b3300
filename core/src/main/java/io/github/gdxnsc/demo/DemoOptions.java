package io.github.gdxnsc.demo;

import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import java.nio.file.Path;

/** How the demo starts: which scene, the world settings, and whether it captures and exits. */
public final class DemoOptions {
    /** Scene to start with; null = the first. In capture mode, null = every scene in turn. */
    public String scene;
    /** Capture mode when > 0: run this many frames per scene (one fixed step each), save, move on, exit. */
    public int framesPerScene;
    /** Capture mode: where each scene's PNG and JSON report go. */
    public Path screenshotDir;
    public boolean overlayVisible = true;
    /**
     * Keys to press at given frames ("40 F3, 90 ESCAPE", see {@link ScriptedKeys}); null for none.
     * A scripted run steps once per frame and writes F12's screenshots into {@link #screenshotDir}.
     */
    public String script;
    /** The engine switch's starting position (F4 changes it). */
    public EngineMode engine = EngineMode.NSC;
    /** Bullet's SI iteration count for the Bullet side (Bullet's own default 10). */
    public int bulletIterations = 10;
    public final NscConfig config = demoDefaults();
    public final SceneParams params = SceneParams.defaults();

    public boolean isCapture() {
        return framesPerScene > 0;
    }

    /** The world's defaults, but sleeping off: the demo shows the solver; a scene that wants sleeping says so ({@code Scene.sleeping}). */
    private static NscConfig demoDefaults() {
        NscConfig c = NscConfig.defaults();
        c.allowSleep = false;
        return c;
    }
}
