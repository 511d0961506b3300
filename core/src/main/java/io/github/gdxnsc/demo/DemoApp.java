package io.github.gdxnsc.demo;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.graphics.g3d.Environment;
import com.badlogic.gdx.graphics.g3d.ModelBatch;
import com.badlogic.gdx.graphics.g3d.attributes.ColorAttribute;
import com.badlogic.gdx.graphics.g3d.environment.DirectionalLight;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.Ray;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.graphics.glutils.HdpiUtils;
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.badlogic.gdx.utils.ScreenUtils;
import com.kotcrab.vis.ui.VisUI;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.overlay.DebugOverlay;
import io.github.gdxnsc.demo.overlay.OverlayControls;
import io.github.gdxnsc.demo.render.BodyLabels;
import io.github.gdxnsc.demo.render.BodyRenderer;
import io.github.gdxnsc.demo.render.ContactArrows;
import io.github.gdxnsc.demo.render.GroundGrid;
import io.github.gdxnsc.demo.render.JointRenderer;
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
 * drawn with a ModelBatch, driven by the mouse and keys, explained by the debug overlay.
 *
 * <p>Capture mode ({@link DemoOptions#framesPerScene} > 0) runs each scene for that many frames
 * with exactly one fixed step per frame (so the result does not depend on the frame rate),
 * shoots one ball at three quarters of the run, saves a PNG and a JSON report per scene, and exits.
 * A scripted run ({@link DemoOptions#script}) also steps exactly once per frame and presses the
 * script's keys through the input processor the backend feeds, until the script presses Escape.
 *
 * <p>The engine switch (overlay, key F4) runs the scene in Bullet's own dynamics world instead, or
 * in both side by side: two viewports from one camera, ours on the left, Bullet's on the right,
 * each captioned with its live step time, jitter and drift ({@link EngineComparison}).
 */
public final class DemoApp extends ApplicationAdapter implements OverlayControls {
    static final float SHOT_SPEED = 25f;
    private static final List<Scene> SCENES = SceneCatalogue.all();

    private final DemoOptions options;
    private PerspectiveCamera camera;
    private OrbitCameraController cameraController;
    private ModelBatch modelBatch;
    private Environment environment;
    private GroundGrid grid;
    private BodyRenderer bodies;
    /** Bullet's side: the same renderer over the poses read from Bullet. */
    private BodyRenderer bulletBodies;
    private EngineComparison engines;
    private ContactArrows contactArrows;
    private JointRenderer joints;
    private BodyLabels labels;
    private ScriptedKeys script;
    private int frame;
    private int screenshots;
    /** F12 was pressed: the frame is written once it is drawn. */
    private boolean screenshotRequested;
    private SceneSession session;
    private final MouseGrab grab = new MouseGrab();
    private DebugOverlay overlay;
    private boolean ownsVisUI;

    private int sceneIndex;
    private boolean paused;
    private boolean stepRequested;
    private boolean showArrows;
    private boolean exitRequested;
    private final Vector3 eye = new Vector3(), target = new Vector3();
    private final Vector3 shotFrom = new Vector3(), shotVelocity = new Vector3();
    private final Vector3 aim = new Vector3(), scratch = new Vector3();

    // capture mode
    private int frameInScene;
    private int shotBall = -1;
    private SceneReport report;
    private final Array<Rectangle> windowBounds = new Array<>();

    public DemoApp(DemoOptions options) {
        this.options = options;
    }

    @Override
    public void create() {
        if (!VisUI.isLoaded()) {
            VisUI.load();
            ownsVisUI = true;
        }
        camera = new PerspectiveCamera(60f, Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        cameraController = new OrbitCameraController(camera, this::shootThroughPixel);
        cameraController.setGrabListener(new Grabber());
        modelBatch = new ModelBatch();
        environment = new Environment();
        environment.set(new ColorAttribute(ColorAttribute.AmbientLight, 0.42f, 0.42f, 0.46f, 1f));
        environment.add(new DirectionalLight().set(0.75f, 0.74f, 0.70f, -0.45f, -0.85f, -0.30f));
        environment.add(new DirectionalLight().set(0.20f, 0.22f, 0.28f, 0.6f, -0.3f, 0.7f)); // fill light
        grid = new GroundGrid(25);
        bodies = new BodyRenderer();
        bulletBodies = new BodyRenderer();
        contactArrows = new ContactArrows();
        joints = new JointRenderer();
        labels = new BodyLabels(VisUI.getSkin().getFont("default-font"));
        script = options.script == null ? null : ScriptedKeys.parse(options.script);
        session = new SceneSession(options.config);
        engines = new EngineComparison(session);
        engines.setMode(options.engine);
        engines.bullet().setIterations(options.bulletIterations);
        fitCamera(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        overlay = new DebugOverlay(session, this, SceneCatalogue.names());
        overlay.setLiveFigures(engines.nscQuality(), engines.bulletQuality());
        overlay.setVisible(options.overlayVisible);
        Gdx.input.setInputProcessor(new InputMultiplexer(overlay.stage(), new Keys(), cameraController));
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
        sceneIndex = index;
        Scene scene = SCENES.get(index);
        grab.release(session);
        session.load(scene, options.params);
        engines.load(scene, options.params);
        bodies.clear();
        bulletBodies.clear();
        overlay.showScene(index);
        showEngine();
        if (moveCamera) resetCamera();
        frameInScene = 0;
        shotBall = -1;
        report = new SceneReport(scene.name(), scene.expectation().name());
        report.engines(engines);
        report.recordStart(session);
        Gdx.graphics.setTitle("gdx-nsc demo: " + scene.name() + " - " + scene.summary());
    }

    /** Back to the scene's starting view (key C). */
    private void resetCamera() {
        SceneViews.camera(SCENES.get(sceneIndex), options.params, eye, target);
        cameraController.lookAt(eye, target);
    }

    @Override
    public void render() {
        float delta = Math.min(Gdx.graphics.getDeltaTime(), 0.25f);
        boolean stepped = false;
        frame++;
        if (script != null) script.feed(frame, Gdx.input.getInputProcessor());
        if (options.isCapture()) {
            captureStep();
            stepped = true;
        } else if (script != null && !paused) {
            engines.stepOnce(); // scripted: one fixed step per frame, whatever the frame rate
            stepped = true;
        } else if (!paused) {
            stepped = engines.update(delta) > 0;
        } else if (stepRequested) {
            engines.stepOnce();
            stepped = true;
        }
        stepRequested = false;

        ScreenUtils.clear(0.13f, 0.14f, 0.17f, 1f, true);
        int width = Gdx.graphics.getWidth(), height = Gdx.graphics.getHeight();
        EngineMode mode = engines.mode();
        if (mode == EngineMode.SPLIT) {
            // one camera, two viewports: the camera's aspect is already one half's (see fitCamera)
            int half = width / 2;
            HdpiUtils.glViewport(0, 0, half, height);
            drawNsc(false);
            HdpiUtils.glViewport(half, 0, width - half, height);
            drawBullet();
            drawDivider(half, height);
            HdpiUtils.glViewport(0, 0, width, height);
        } else if (mode == EngineMode.BULLET_SI) {
            drawBullet();
        } else {
            drawNsc(true);
        }
        boolean captureNow = options.isCapture() && frameInScene >= options.framesPerScene;
        overlay.update(delta, paused, stepped, captureNow || screenshotRequested);
        overlay.draw();
        if (screenshotRequested) {
            screenshotRequested = false;
            screenshot();
        }
        if (captureNow) finishCapturedScene();
        if (!options.isCapture()) frameInScene++;
        if (exitRequested) Gdx.app.exit();
    }

    /** Our world: grid, bodies, joints, the held body's spring, the contact arrows; with {@code labels}, the body labels (full window only). */
    private void drawNsc(boolean withLabels) {
        bodies.update(session);
        drawGrid();
        bodies.render(modelBatch, camera, environment);
        joints.render(session, camera);
        if (grab.isHolding(session)) joints.renderGrab(camera, grab.heldPoint(session, scratch), grab.target());
        if (showArrows && session.world() != null) {
            bodies.renderStaticDepth(modelBatch, camera);
            contactArrows.render(session.world(), camera);
            overlay.setArrowScale(contactArrows.scaleText(session.world().getContactCount()));
        }
        if (withLabels) {
            int width = Gdx.graphics.getWidth(), height = Gdx.graphics.getHeight();
            labels.render(session, camera, width, height, DebugOverlay.uiScale(width, height));
        }
    }

    /** Bullet's world: the grid, the bodies and the joints at the poses read from Bullet. */
    private void drawBullet() {
        BulletSession bullet = engines.bullet();
        bulletBodies.update(bullet);
        drawGrid();
        bulletBodies.render(modelBatch, camera, environment);
        if (bullet.isLive()) joints.render(session, bullet, camera);
    }

    private void drawGrid() {
        modelBatch.begin(camera);
        modelBatch.render(grid.instance); // unlit: lines carry their own colour
        modelBatch.end();
    }

    /** A light line between the split view's halves (a scissored clear: no geometry). */
    private static void drawDivider(int half, int height) {
        Gdx.gl.glEnable(GL20.GL_SCISSOR_TEST);
        HdpiUtils.glScissor(half - 1, 0, 2, height);
        Gdx.gl.glClearColor(0.55f, 0.57f, 0.62f, 1f);
        Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
        Gdx.gl.glDisable(GL20.GL_SCISSOR_TEST);
    }

    /** Capture mode: one fixed step per frame, and the ball at three quarters of the run. */
    private void captureStep() {
        frameInScene++;
        int shootFrame = Math.max(1, options.framesPerScene * 3 / 4);
        if (frameInScene == shootFrame) {
            report.measureDisplacement(session); // before the ball can disturb anything
            shotBall = shoot(camera.position, aim.set(cameraController.target()).sub(camera.position).nor());
            report.ballShot = shotBall >= 0;
            if (shotBall >= 0) session.position(shotBall, report.ballStart);
        }
        engines.stepOnce();
    }

    private void finishCapturedScene() {
        if (shotBall >= 0) report.ballTravel = session.position(shotBall, scratch).dst(report.ballStart);
        if (Float.isNaN(report.maxDisplacement)) report.measureDisplacement(session);
        String name = SCENES.get(sceneIndex).name();
        writeFrame(options.screenshotDir != null ? options.screenshotDir : Path.of("."), name, options.framesPerScene);
        boolean onlyOne = options.scene != null;
        if (onlyOne || sceneIndex == SCENES.size() - 1) exitRequested = true;
        else load(sceneIndex + 1, true);
    }

    /** Writes the frame as {@code dir/name.png} and its report as {@code dir/name.json}. */
    private void writeFrame(Path dir, String name, int frames) {
        int width = Gdx.graphics.getBackBufferWidth(), height = Gdx.graphics.getBackBufferHeight();
        Pixmap pixels = Pixmap.createFromFrameBuffer(0, 0, width, height); // rows bottom-up, flipped on write
        try {
            Files.createDirectories(dir);
            PixmapIO.writePNG(Gdx.files.absolute(dir.resolve(name + ".png").toAbsolutePath().toString()), pixels, -1, true);
            overlay.windowBounds(windowBounds);
            scaleToPixels(windowBounds, width / (float) Gdx.graphics.getWidth());
            report.write(dir.resolve(name + ".json"), name + ".png", session, frames, overlay, windowBounds, height);
            Gdx.app.log("gdx-nsc-demo", "wrote " + dir.resolve(name + ".png"));
        } catch (IOException | GdxRuntimeException e) {
            throw new IllegalStateException("cannot write the frame " + name + " to " + dir, e);
        } finally {
            pixels.dispose();
        }
    }

    /** Key F12: the frame and its report into the screenshot folder (default ./screenshots). */
    private void screenshot() {
        Path dir = options.screenshotDir != null ? options.screenshotDir : Path.of("screenshots");
        String name = SCENES.get(sceneIndex).name() + "-" + (++screenshots);
        try {
            report.measureDisplacement(session);
            writeFrame(dir, name, frameInScene);
            overlay.flash("Screenshot: " + dir.resolve(name + ".png"));
        } catch (IllegalStateException e) {
            overlay.flash("Screenshot failed: " + e.getMessage());
        }
    }

    /** Key F9: this step's contact problem as a ProblemFile, for the jar's replay job. */
    private void writeProblem() {
        Path dir = options.screenshotDir != null ? options.screenshotDir : Path.of("problems");
        Path file = dir.resolve(SCENES.get(sceneIndex).name() + "-step" + session.stepIndex() + ".nscp");
        try {
            Files.createDirectories(dir);
            if (session.writeProblem(file)) overlay.flash("Wrote " + file + " (replay it: java -jar gdx-nsc-desktop.jar replay " + file + ")");
            else overlay.flash("No problem to write: physics is off");
        } catch (IOException | RuntimeException e) {
            overlay.flash("Cannot write " + file + ": " + e.getMessage());
        }
    }

    /** Key F3 (Shift: backwards): the next solver of the family, applied at the next step. */
    private void cycleSolver(int direction) {
        SolverType[] all = SolverType.values();
        SolverType now = session.liveConfig().solver;
        session.liveConfig().solver = all[(now.ordinal() + direction + all.length) % all.length];
        overlay.syncFromConfig();
    }

    private static void scaleToPixels(Array<Rectangle> rects, float scale) {
        for (Rectangle r : rects) r.set(r.x * scale, r.y * scale, r.width * scale, r.height * scale);
    }

    /** A ball from the camera through a screen pixel (a left click). */
    private void shootThroughPixel(int screenX, int screenY) {
        Ray ray = pickRay(screenX, screenY);
        shoot(ray.origin, ray.direction);
    }

    /**
     * The ray under a window pixel (y down). In the split view the pixel is in one of the two
     * halves, each showing the same camera: the ray is the same scene ray on either side.
     */
    private Ray pickRay(int screenX, int screenY) {
        if (engines.mode() != EngineMode.SPLIT) return camera.getPickRay(screenX, screenY);
        int width = Gdx.graphics.getWidth(), half = width / 2;
        int left = screenX < half ? 0 : half, w = screenX < half ? half : width - half;
        return camera.getPickRay(screenX, screenY, left, 0, w, Gdx.graphics.getHeight());
    }

    private int shoot(Vector3 from, Vector3 direction) {
        shotFrom.set(direction).add(from); // start a metre out: clear of the near plane
        shotVelocity.set(direction).scl(SHOT_SPEED);
        return engines.shootBall(shotFrom, shotVelocity); // into each engine running: the same ball on both sides
    }

    @Override
    public void resize(int width, int height) {
        fitCamera(width, height);
        overlay.resize(width, height);
    }

    /** The camera's viewport: the window, or one half of it in the split view (both halves share the camera). */
    private void fitCamera(int width, int height) {
        camera.viewportWidth = engines.mode() == EngineMode.SPLIT ? width / 2 : width;
        camera.viewportHeight = height;
        camera.update();
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
        stepRequested = true;
    }

    /** Restarts the scene in {@code mode}'s engines, both sides from the scene's description; keeps the view. */
    @Override
    public void selectEngine(EngineMode mode) {
        if (mode == engines.mode()) return;
        engines.setMode(mode);
        fitCamera(Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
        load(sceneIndex, false);
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

    /** Left press on a dynamic body: hold it with the soft joint and drag it in the plane facing the camera. */
    private final class Grabber implements OrbitCameraController.GrabListener {
        @Override
        public boolean grabStart(int screenX, int screenY) {
            // the grab holds a body of our world: only where our world is drawn (the left half when split)
            EngineMode mode = engines.mode();
            if (mode == EngineMode.BULLET_SI || mode == EngineMode.SPLIT && screenX >= Gdx.graphics.getWidth() / 2) return false;
            if (!grab.begin(session, pickRay(screenX, screenY), camera.direction)) return false;
            report.grabbedBody = grab.handle();
            session.position(grab.handle(), report.grabStart);
            report.grabHolding = true;
            return true;
        }

        @Override
        public void grabMove(int screenX, int screenY) {
            grab.drag(session, pickRay(screenX, screenY));
        }

        @Override
        public void grabEnd() {
            grab.release(session);
            report.grabHolding = false;
        }
    }

    /** Keys that work wherever the mouse is (the stage gets them first but does not consume these). */
    private final class Keys extends InputAdapter {
        @Override
        public boolean keyDown(int keycode) {
            switch (keycode) {
                case Input.Keys.SPACE: togglePause(); return true;
                case Input.Keys.S: singleStep(); return true;
                case Input.Keys.R: resetScene(); return true;
                case Input.Keys.N: selectScene((sceneIndex + 1) % SCENES.size()); return true;
                case Input.Keys.P: selectScene((sceneIndex + SCENES.size() - 1) % SCENES.size()); return true;
                case Input.Keys.F1: overlay.setVisible(!overlay.isVisible()); return true;
                case Input.Keys.F2: toggleContactArrows(); return true;
                case Input.Keys.B:
                    shootThroughPixel(Gdx.graphics.getWidth() / 2, Gdx.graphics.getHeight() / 2);
                    return true;
                case Input.Keys.C: resetCamera(); return true;
                case Input.Keys.F4: selectEngine(engines.mode().next()); return true;
                case Input.Keys.F3:
                    cycleSolver(Gdx.input.isKeyPressed(Input.Keys.SHIFT_LEFT) || Gdx.input.isKeyPressed(Input.Keys.SHIFT_RIGHT) ? -1 : 1);
                    return true;
                case Input.Keys.F9: writeProblem(); return true;
                case Input.Keys.F12: screenshotRequested = true; return true;
                case Input.Keys.ESCAPE: exitRequested = true; return true;
                default: return false;
            }
        }
    }

    @Override
    public void dispose() {
        // reverse order of creation; the session last but one so no world outlives its renderers' use
        overlay.dispose();
        labels.dispose();
        joints.dispose();
        contactArrows.dispose();
        bulletBodies.dispose();
        bodies.dispose();
        grid.dispose();
        modelBatch.dispose();
        engines.dispose(); // Bullet's twin and every native object it holds
        session.dispose();
        if (ownsVisUI) VisUI.dispose();
    }
}
