package io.github.gdxnsc.demo;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector3;
import com.kotcrab.vis.ui.VisUI;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.overlay.DebugOverlay;
import io.github.gdxnsc.demo.overlay.OverlayControls;
import io.github.gdxnsc.demo.render.DrawFlags;
import io.github.gdxnsc.demo.render.OrbitCameraController;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.solver.SolverType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The demo game: one scene of the catalogue at a time in an {@link io.github.gdxnsc.world.NscWorld},
 * drawn by {@link SceneDrawing}, driven by the mouse and {@link DemoKeys}, explained by the debug overlay.
 *
 * <p>Capture mode ({@link DemoOptions#framesPerScene} > 0) runs each scene for that many frames
 * with exactly one fixed step per frame (so the result does not depend on the frame rate),
 * shoots one ball at three quarters of the run, saves a PNG and a JSON report per scene, and exits.
 * A scripted run ({@link DemoOptions#script}) takes each frame as {@link #SCRIPTED_FRAME_SECONDS}
 * of real time whatever the frame rate (one fixed step per frame at 60 Hz and real time; slow
 * motion and other step rates as the clock says) and presses the script's keys through the input
 * processor the backend feeds, until the script presses Escape.
 *
 * <p>The engine switch (overlay, key F4) runs the scene in Bullet's own dynamics world instead, or
 * in both side by side: two viewports from one camera, ours on the left, Bullet's on the right,
 * each captioned with its live step time, jitter and drift ({@link EngineComparison}).
 */
public final class DemoApp extends ApplicationAdapter implements OverlayControls {
    private static final List<Scene> SCENES = SceneCatalogue.all();
    /** The real time a scripted frame stands for: a 60 Hz display's frame, so a script repeats exactly on any machine. */
    static final float SCRIPTED_FRAME_SECONDS = 1f / 60;

    private final DemoOptions options;
    private DemoCamera camera;
    private SceneDrawing drawing;
    private GamePlay gamePlay;
    private EngineComparison engines;
    private BallShooter shooter;
    private FrameWriter frameWriter;
    private ScriptedKeys script;
    private int frame;
    /** F12 was pressed: the frame is written once it is drawn. */
    private boolean screenshotRequested;
    private SceneSession session;
    private final MouseGrab grab = new MouseGrab();
    /** The last frames' states of our world, for step back (key Backspace). */
    private final StepHistory history = new StepHistory();
    /** The debug-draw options the overlay's Draw section sets. */
    private final DrawFlags drawFlags = new DrawFlags();
    private DebugOverlay overlay;
    private FocusGuard focusGuard;
    private final GameKeys gameKeys = new GameKeys();
    private boolean ownsVisUI;

    private int sceneIndex;
    private boolean paused;
    /** Steps asked for with S (or the Step button) not yet taken: each press is one step. */
    private int stepsRequested;
    private boolean showArrows;
    /** Simulated seconds per real second (keys [ and ]): slow motion below 1. */
    private float timeScale = 1f;
    private boolean exitRequested;

    // capture mode
    private int frameInScene;
    private int shotBall = -1;
    private SceneReport report;
    private final Vector3 scratch = new Vector3();
    private final Rectangle viewArea = new Rectangle();
    private EngineMode fittedMode;

    public DemoApp(DemoOptions options) {
        this.options = options;
    }

    @Override
    public void create() {
        if (!VisUI.isLoaded()) {
            VisUI.load();
            ownsVisUI = true;
        }
        camera = new DemoCamera(Gdx.graphics.getWidth(), Gdx.graphics.getHeight(), (x, y) -> shooter.throughPixel(x, y));
        camera.controller().setGrabListener(new Grabber());
        script = options.script == null ? null : ScriptedKeys.parse(options.script);
        session = new SceneSession(options.config);
        engines = new EngineComparison(session);
        engines.setMode(options.engine);
        engines.bullet().setIterations(options.bulletIterations);
        shooter = new BallShooter(engines, camera);
        overlay = new DebugOverlay(session, this, SceneCatalogue.names(), drawFlags);
        overlay.setLiveFigures(engines.nscQuality(), engines.bulletQuality());
        overlay.setBulletFigures(engines.bullet());
        overlay.setVisible(options.overlayVisible);
        gamePlay = new GamePlay(session);
        drawing = new SceneDrawing(session, engines, grab, camera.camera(), overlay, gamePlay, drawFlags);
        frameWriter = new FrameWriter(options.screenshotDir, session, overlay);
        DemoKeys keys = new DemoKeys(this);
        focusGuard = new FocusGuard(overlay.stage(), keys);
        Gdx.input.setInputProcessor(new InputMultiplexer(focusGuard, overlay.stage(), camera.fly(), keys, gameKeys, camera.controller()));
        if ((options.isCapture() || script != null) && options.screenshotDir != null) {
            try {
                Files.createDirectories(options.screenshotDir);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create " + options.screenshotDir, e);
            }
        }
        load(options.scene == null ? 0 : SceneCatalogue.indexOf(SceneCatalogue.byName(options.scene)), true);
    }

    private void load(int index, boolean moveCamera) {
        if (index != sceneIndex) options.params.clearValues(); // one scene's knobs are not the next one's
        sceneIndex = index;
        Scene scene = SCENES.get(index);
        grab.release(session);
        session.load(scene, options.params);
        engines.load(scene, options.params);
        drawing.clear();
        overlay.showScene(index, options.params);
        showEngine();
        if (moveCamera) resetCamera();
        frameInScene = 0;
        shotBall = -1;
        report = new SceneReport(scene.name(), scene.expectation().name());
        report.engines(engines);
        report.recordStart(session);
        history.clear();
        if (engines.mode() == EngineMode.NSC && !options.isCapture()) history.record(session);
        Gdx.graphics.setTitle("gdx-nsc demo: " + scene.name() + " - " + scene.summary());
    }

    @Override
    public void render() {
        float delta = Math.min(Gdx.graphics.getDeltaTime(), 0.25f);
        boolean stepped = false;
        frame++;
        if (script != null) script.feed(frame, Gdx.input.getInputProcessor(), overlay);
        gamePlay.readKeys(gameKeys);
        if (options.isCapture()) {
            captureStep();
            stepped = true;
        } else if (script != null && !paused) {
            stepped = engines.update(SCRIPTED_FRAME_SECONDS * timeScale, true) > 0;
        } else if (!paused) {
            stepped = engines.update(delta * timeScale, false) > 0;
        } else if (stepsRequested > 0) {
            for (; stepsRequested > 0; stepsRequested--) engines.stepOnce();
            stepped = true;
        }
        stepsRequested = 0;
        if (stepped && engines.mode() == EngineMode.NSC && !options.isCapture()) history.record(session);

        camera.fly().update(Math.min(Gdx.graphics.getDeltaTime(), 0.1f));
        fitCamera();
        drawing.draw(camera.view(), showArrows);
        boolean captureNow = options.isCapture() && frameInScene >= options.framesPerScene;
        overlay.update(delta, paused, stepped, captureNow || screenshotRequested);
        overlay.draw();
        gamePlay.drawControls(Gdx.graphics.getWidth(), Gdx.graphics.getHeight(), overlay.colourKeyRight());
        if (screenshotRequested) {
            screenshotRequested = false;
            report.fieldFocused = focusGuard.fieldFocused();
            report.paused = paused;
            report.historyFrames = history.size();
            report.timeScale = timeScale;
            report.islands = drawing.islandCount();
            report.hasPlayer = gamePlay.playerPosition(report.player);
            report.driving = report.hasPlayer && gamePlay.rig().isDriving();
            report.camera(camera.fly().isOn() ? "fly" : "orbit", camera.camera());
            frameWriter.screenshot(SCENES.get(sceneIndex).name(), frameInScene, report);
        }
        if (captureNow) finishCapturedScene();
        if (!options.isCapture()) frameInScene++;
        if (exitRequested) Gdx.app.exit();
    }

    /** Capture mode: one fixed step per frame, and the ball at three quarters of the run. */
    private void captureStep() {
        frameInScene++;
        int shootFrame = Math.max(1, options.framesPerScene * 3 / 4);
        if (frameInScene == shootFrame) {
            report.measureDisplacement(session); // before the ball can disturb anything
            shotBall = shooter.atOrbitTarget();
            report.ballShot = shotBall >= 0;
            if (shotBall >= 0) session.position(shotBall, report.ballStart);
        }
        engines.stepOnce();
    }

    private void finishCapturedScene() {
        if (shotBall >= 0) report.ballTravel = session.position(shotBall, scratch).dst(report.ballStart);
        if (Float.isNaN(report.maxDisplacement)) report.measureDisplacement(session);
        String name = SCENES.get(sceneIndex).name();
        frameWriter.writeFrame(options.screenshotDir != null ? options.screenshotDir : Path.of("."), name, options.framesPerScene, report);
        boolean onlyOne = options.scene != null;
        if (onlyOne || sceneIndex == SCENES.size() - 1) exitRequested = true;
        else load(sceneIndex + 1, true);
    }

    @Override
    public void resize(int width, int height) {
        overlay.resize(width, height);
        fitCamera();
    }

    /** The camera to the view area the overlay leaves now (its windows fold, open and grow). */
    private void fitCamera() {
        overlay.viewArea(viewArea);
        if (!viewArea.equals(camera.view()) || fittedMode != engines.mode()) {
            fittedMode = engines.mode();
            camera.fit(viewArea, fittedMode);
        }
    }

    private void showEngine() {
        BulletSession b = engines.bullet();
        overlay.showEngine(engines.mode(), b.iterations(), engines.mode().runsBullet() && !b.isLive()
                ? "Bullet off: " + (b.unavailableReason() != null ? b.unavailableReason() : "not built") : null);
    }

    // ---- OverlayControls: the buttons and the keys end up here ----

    @Override
    public void selectScene(int index) {
        load(index, true);
    }

    @Override
    public void resetScene() {
        load(sceneIndex, false); // keep the view the user chose
    }

    @Override
    public void togglePause() {
        paused = !paused;
    }

    @Override
    public void singleStep() {
        paused = true;
        stepsRequested++;
    }

    /** Restarts the scene in {@code mode}'s engines, both sides from the scene's description; keeps the view. */
    @Override
    public void selectEngine(EngineMode mode) {
        if (mode == engines.mode()) return;
        engines.setMode(mode);
        load(sceneIndex, false);
        fitCamera();
    }

    @Override
    public void setSceneParameter(String name, float value) {
        io.github.gdxnsc.demo.scenes.SceneParameter.set(SCENES.get(sceneIndex), options.params, name, value);
        load(sceneIndex, false);
    }

    @Override
    public void stepRateChanged() {
        if (engines.mode().runsBullet()) load(sceneIndex, false);
    }

    @Override
    public void setBulletIterations(int iterations) {
        engines.bullet().setIterations(iterations);
        showEngine();
    }

    @Override
    public void toggleContactArrows() {
        showArrows = !showArrows;
        overlay.showArrows(showArrows);
    }

    // ---- the keys' own actions (DemoKeys) ----

    /** Keys N and P: the next ({@code direction} 1) or previous (-1) scene of the catalogue, wrapping around. */
    void stepScene(int direction) {
        selectScene((sceneIndex + SCENES.size() + direction) % SCENES.size());
    }

    /** Key F1. */
    void toggleOverlay() {
        overlay.setVisible(!overlay.isVisible());
    }

    /** Key B: a ball through the middle of the 3D view (of its left half when split). */
    void shootAtCentre() {
        Rectangle v = camera.view();
        float x = v.x + (engines.mode() == EngineMode.SPLIT ? v.width / 4 : v.width / 2);
        shooter.throughPixel((int) x, (int) (Gdx.graphics.getHeight() - v.y - v.height / 2));
    }

    /** Keys [ and ]: half or twice the time scale, from 1/16 (slow motion) to 1. */
    void scaleTime(float factor) {
        timeScale = Math.max(1f / 16, Math.min(1f, timeScale * factor));
        overlay.flash(timeScale == 1f ? "Time: real time" : "Time: slow motion, 1/" + Math.round(1 / timeScale) + " of real time");
    }

    /** Key Backspace: pauses and puts our world back one frame, as long as the history holds one. */
    void stepBack() {
        if (engines.mode() != EngineMode.NSC) {
            overlay.flash("Step back works on our engine alone (F4): Bullet keeps no history");
            return;
        }
        paused = true;
        grab.release(session); // the grab's joint is not in the kept states
        if (history.stepBack(session)) {
            overlay.flash("Stepped back to step " + session.stepIndex() + "; " + (history.size() - 1) + " earlier frames kept");
        } else {
            overlay.flash("Cannot step back: " + history.lastRefusal());
        }
    }

    /** Key V: the fly camera (WASD, Q / E, drag to look) or the orbit camera again. */
    void toggleFlyCamera() {
        overlay.flash(camera.toggleFly() ? "Fly camera (V): W/S forward and back, A/D sideways, E/Q up and down, drag to look"
                : "Orbit camera (V)");
    }

    /** Key H: the list of every key. */
    void toggleHelp() {
        overlay.toggleHelp();
    }

    /** Key M: every dynamic body labelled with its mass, or not. */
    void toggleMassLabels() {
        overlay.flash(drawing.toggleMassLabels() ? "Mass labels on (M)" : "Mass labels off (M)");
    }

    /** Key Tab: the overlay's windows to rails and back. */
    void toggleRails() {
        overlay.toggleRails();
    }

    /** Key C: back to the scene's starting view (a load does it too). */
    void resetCamera() {
        camera.lookAtStart(SCENES.get(sceneIndex), options.params);
    }

    /** Key F4: nsc, bullet-si, split, and round again. */
    void nextEngine() {
        selectEngine(engines.mode().next());
    }

    /** Key F3 (Shift: backwards): the next solver of the family, applied at the next step. */
    void cycleSolver(int direction) {
        SolverType[] all = SolverType.values();
        SolverType now = session.liveConfig().solver;
        session.liveConfig().solver = all[(now.ordinal() + direction + all.length) % all.length];
        overlay.syncFromConfig();
    }

    /** Key F9. */
    void writeProblem() {
        frameWriter.writeProblem(SCENES.get(sceneIndex).name());
    }

    /** Key F12: the frame is written once it is drawn. */
    void requestScreenshot() {
        screenshotRequested = true;
    }

    /** Key Escape: the app exits at the end of the frame. */
    void requestExit() {
        exitRequested = true;
    }

    /** Left press on a dynamic body: hold it with the soft joint and drag it in the plane facing the camera. */
    private final class Grabber implements OrbitCameraController.GrabListener {
        @Override
        public boolean grabStart(int screenX, int screenY) {
            // the grab holds a body of our world: only where our world is drawn (the left half when split)
            EngineMode mode = engines.mode();
            Rectangle v = camera.view();
            if (mode == EngineMode.BULLET_SI || mode == EngineMode.SPLIT && screenX >= v.x + v.width / 2) return false;
            if (!grab.begin(session, camera.pickRay(screenX, screenY, mode), camera.camera().direction)) return false;
            report.grabbedBody = grab.handle();
            session.position(grab.handle(), report.grabStart);
            report.grabHolding = true;
            return true;
        }

        @Override
        public void grabMove(int screenX, int screenY) {
            grab.drag(session, camera.pickRay(screenX, screenY, engines.mode()));
        }

        @Override
        public void grabEnd() {
            grab.release(session);
            report.grabHolding = false;
        }
    }

    @Override
    public void dispose() {
        // what draws first, then the engines; the session last but one so no world outlives its renderers' use
        overlay.dispose();
        drawing.dispose();
        gamePlay.dispose();
        engines.dispose(); // Bullet's twin and every native object it holds
        session.dispose();
        if (ownsVisUI) VisUI.dispose();
    }
}
