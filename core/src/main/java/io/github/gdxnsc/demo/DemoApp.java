package io.github.gdxnsc.demo;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputAdapter;
import com.badlogic.gdx.InputMultiplexer;
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
import com.badlogic.gdx.utils.GdxRuntimeException;
import com.badlogic.gdx.utils.ScreenUtils;
import com.kotcrab.vis.ui.VisUI;
import io.github.gdxnsc.demo.overlay.DebugOverlay;
import io.github.gdxnsc.demo.overlay.OverlayControls;
import io.github.gdxnsc.demo.render.BodyRenderer;
import io.github.gdxnsc.demo.render.ContactArrows;
import io.github.gdxnsc.demo.render.GroundGrid;
import io.github.gdxnsc.demo.render.OrbitCameraController;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
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
    private ContactArrows contactArrows;
    private SceneSession session;
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
        modelBatch = new ModelBatch();
        environment = new Environment();
        environment.set(new ColorAttribute(ColorAttribute.AmbientLight, 0.42f, 0.42f, 0.46f, 1f));
        environment.add(new DirectionalLight().set(0.75f, 0.74f, 0.70f, -0.45f, -0.85f, -0.30f));
        environment.add(new DirectionalLight().set(0.20f, 0.22f, 0.28f, 0.6f, -0.3f, 0.7f)); // fill light
        grid = new GroundGrid(25);
        bodies = new BodyRenderer();
        contactArrows = new ContactArrows();
        session = new SceneSession(options.config);
        overlay = new DebugOverlay(session, this, SceneCatalogue.names());
        overlay.setVisible(options.overlayVisible);
        Gdx.input.setInputProcessor(new InputMultiplexer(overlay.stage(), new Keys(), cameraController));
        if (options.isCapture() && options.screenshotDir != null) {
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
        session.load(scene, options.params);
        bodies.clear();
        overlay.showScene(index);
        if (moveCamera) {
            scene.camera(options.params, eye, target);
            cameraController.lookAt(eye, target);
        }
        frameInScene = 0;
        shotBall = -1;
        report = new SceneReport(scene.name(), scene.expectation().name());
        report.recordStart(session);
        Gdx.graphics.setTitle("gdx-nsc demo: " + scene.name() + " - " + scene.summary());
    }

    @Override
    public void render() {
        float delta = Math.min(Gdx.graphics.getDeltaTime(), 0.25f);
        boolean stepped = false;
        if (options.isCapture()) {
            captureStep();
            stepped = true;
        } else if (!paused) {
            stepped = session.update(delta) > 0;
        } else if (stepRequested) {
            session.stepOnce();
            stepped = true;
        }
        stepRequested = false;

        bodies.update(session);
        ScreenUtils.clear(0.13f, 0.14f, 0.17f, 1f, true);
        modelBatch.begin(camera);
        modelBatch.render(grid.instance); // unlit: lines carry their own colour
        modelBatch.end();
        bodies.render(modelBatch, camera, environment);
        if (showArrows && session.world() != null) contactArrows.render(session.world(), camera);
        boolean captureNow = options.isCapture() && frameInScene >= options.framesPerScene;
        overlay.update(delta, paused, stepped, captureNow);
        overlay.draw();
        if (captureNow) finishCapturedScene();
        if (exitRequested) Gdx.app.exit();
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
        session.stepOnce();
    }

    private void finishCapturedScene() {
        if (shotBall >= 0) report.ballTravel = session.position(shotBall, scratch).dst(report.ballStart);
        if (Float.isNaN(report.maxDisplacement)) report.measureDisplacement(session);
        String name = SCENES.get(sceneIndex).name();
        Path dir = options.screenshotDir != null ? options.screenshotDir : Path.of(".");
        int width = Gdx.graphics.getBackBufferWidth(), height = Gdx.graphics.getBackBufferHeight();
        Pixmap frame = Pixmap.createFromFrameBuffer(0, 0, width, height); // rows bottom-up, flipped on write
        try {
            PixmapIO.writePNG(Gdx.files.absolute(dir.resolve(name + ".png").toAbsolutePath().toString()), frame, -1, true);
            List<String> texts = SceneReport.newTextList();
            overlay.figureTexts(texts);
            overlay.windowBounds(windowBounds);
            scaleToPixels(windowBounds, width / (float) Gdx.graphics.getWidth());
            report.write(dir.resolve(name + ".json"), name + ".png", session, options.framesPerScene, texts,
                    windowBounds, height, overlay.plottedIterations());
            Gdx.app.log("gdx-nsc-demo", "captured " + name + " to " + dir.resolve(name + ".png"));
        } catch (IOException | GdxRuntimeException e) {
            throw new IllegalStateException("cannot write the capture of " + name + " to " + dir, e);
        } finally {
            frame.dispose();
        }
        boolean onlyOne = options.scene != null;
        if (onlyOne || sceneIndex == SCENES.size() - 1) exitRequested = true;
        else load(sceneIndex + 1, true);
    }

    private static void scaleToPixels(Array<Rectangle> rects, float scale) {
        for (Rectangle r : rects) r.set(r.x * scale, r.y * scale, r.width * scale, r.height * scale);
    }

    /** A ball from the camera through a screen pixel (a left click). */
    private void shootThroughPixel(int screenX, int screenY) {
        Ray ray = camera.getPickRay(screenX, screenY);
        shoot(ray.origin, ray.direction);
    }

    private int shoot(Vector3 from, Vector3 direction) {
        shotFrom.set(direction).add(from); // start a metre out: clear of the near plane
        shotVelocity.set(direction).scl(SHOT_SPEED);
        return session.shootBall(shotFrom, shotVelocity);
    }

    @Override
    public void resize(int width, int height) {
        camera.viewportWidth = width;
        camera.viewportHeight = height;
        camera.update();
        overlay.resize(width, height);
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

    @Override
    public void toggleContactArrows() {
        showArrows = !showArrows;
        overlay.showArrows(showArrows);
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
                default: return false;
            }
        }
    }

    @Override
    public void dispose() {
        // reverse order of creation; the session last but one so no world outlives its renderers' use
        overlay.dispose();
        contactArrows.dispose();
        bodies.dispose();
        grid.dispose();
        modelBatch.dispose();
        session.dispose();
        if (ownsVisUI) VisUI.dispose();
    }
}
