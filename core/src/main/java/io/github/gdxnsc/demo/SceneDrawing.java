package io.github.gdxnsc.demo;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.PerspectiveCamera;
import com.badlogic.gdx.graphics.g3d.Environment;
import com.badlogic.gdx.graphics.g3d.ModelBatch;
import com.badlogic.gdx.graphics.g3d.attributes.ColorAttribute;
import com.badlogic.gdx.graphics.g3d.environment.DirectionalLight;
import com.badlogic.gdx.graphics.glutils.HdpiUtils;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.ScreenUtils;
import com.kotcrab.vis.ui.VisUI;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.overlay.DebugOverlay;
import io.github.gdxnsc.demo.render.BodyLabels;
import io.github.gdxnsc.demo.render.BodyRenderer;
import io.github.gdxnsc.demo.render.BoxEdges;
import io.github.gdxnsc.demo.render.ContactArrows;
import io.github.gdxnsc.demo.render.DebugLayers;
import io.github.gdxnsc.demo.render.DrawFlags;
import io.github.gdxnsc.demo.render.GroundGrid;
import io.github.gdxnsc.demo.render.JointLimits;
import io.github.gdxnsc.demo.render.JointRenderer;
import io.github.gdxnsc.demo.render.ProbeRenderer;

/**
 * Draws the scene each frame in the engine switch's mode: our world, Bullet's, or both side by
 * side from one camera (ours on the left), with a light line between the halves.
 */
final class SceneDrawing implements Disposable {
    private final SceneSession session;
    private final EngineComparison engines;
    private final MouseGrab grab;
    private final PerspectiveCamera camera;
    private final DebugOverlay overlay;
    private final GamePlay gamePlay;
    private final ModelBatch modelBatch = new ModelBatch();
    private final Environment environment = new Environment();
    private final GroundGrid grid = new GroundGrid(25);
    private final BodyRenderer bodies = new BodyRenderer();
    /** Bullet's side: the same renderer over the poses read from Bullet. */
    private final BodyRenderer bulletBodies = new BodyRenderer();
    private final BoxEdges edges = new BoxEdges();
    private final ContactArrows contactArrows = new ContactArrows();
    private final JointRenderer joints = new JointRenderer();
    private final JointLimits limits = new JointLimits();
    private final DebugLayers layers = new DebugLayers();
    private final DrawFlags flags;
    private final ProbeRenderer probes = new ProbeRenderer();
    private final BodyLabels labels = new BodyLabels(VisUI.getSkin().getFont("default-font"));
    private final Vector3 scratch = new Vector3();

    SceneDrawing(SceneSession session, EngineComparison engines, MouseGrab grab, PerspectiveCamera camera, DebugOverlay overlay, GamePlay gamePlay,
                 DrawFlags flags) {
        this.gamePlay = gamePlay;
        this.flags = flags;
        this.session = session;
        this.engines = engines;
        this.grab = grab;
        this.camera = camera;
        this.overlay = overlay;
        environment.set(new ColorAttribute(ColorAttribute.AmbientLight, 0.42f, 0.42f, 0.46f, 1f));
        environment.add(new DirectionalLight().set(0.75f, 0.74f, 0.70f, -0.45f, -0.85f, -0.30f));
        environment.add(new DirectionalLight().set(0.20f, 0.22f, 0.28f, 0.6f, -0.3f, 0.7f)); // fill light
    }

    /** Key M: mass labels on every dynamic body, or back to the scene's own labels; true when now shown. */
    boolean toggleMassLabels() {
        labels.toggleMass();
        return labels.massShown();
    }

    /** Forgets the bodies drawn so far (a new scene: other bodies, other shapes). */
    void clear() {
        bodies.clear();
        bulletBodies.clear();
    }

    /**
     * Clears the window and draws the scene into {@code view} (window pixels, y up: what the
     * overlay's windows leave); {@code showArrows}: our world's contact forces too.
     */
    void draw(Rectangle view, boolean showArrows) {
        ScreenUtils.clear(0.09f, 0.10f, 0.12f, 1f, true); // the windows' columns: darker than the view
        int x = (int) view.x, y = (int) view.y, width = (int) view.width, height = (int) view.height;
        clearView(x, y, width, height);
        EngineMode mode = engines.mode();
        if (mode == EngineMode.SPLIT) {
            // one camera, two viewports: the camera's aspect is already one half's (see DemoCamera.fit)
            int half = width / 2;
            HdpiUtils.glViewport(x, y, half, height);
            drawNsc(view, false, showArrows);
            HdpiUtils.glViewport(x + half, y, width - half, height);
            drawBullet();
            drawDivider(x + half, y, height);
        } else {
            HdpiUtils.glViewport(x, y, width, height);
            if (mode == EngineMode.BULLET_SI) drawBullet();
            else drawNsc(view, true, showArrows);
        }
        HdpiUtils.glViewport(0, 0, Gdx.graphics.getWidth(), Gdx.graphics.getHeight());
    }

    /** The view's own background, a scissored clear. */
    private static void clearView(int x, int y, int width, int height) {
        Gdx.gl.glEnable(GL20.GL_SCISSOR_TEST);
        HdpiUtils.glScissor(x, y, width, height);
        Gdx.gl.glClearColor(0.13f, 0.14f, 0.17f, 1f);
        Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
        Gdx.gl.glDisable(GL20.GL_SCISSOR_TEST);
    }

    /** Our world: grid, bodies, joints, the held body's spring, the contact arrows; with {@code labels}, the body labels (full window only). */
    private void drawNsc(Rectangle view, boolean withLabels, boolean showArrows) {
        bodies.update(session);
        drawGrid();
        boolean wireframe = flags.get(DrawFlags.WIREFRAME) && session.world() != null;
        if (!wireframe) {
            bodies.render(modelBatch, camera, environment);
            edges.render(session, camera);
        }
        gamePlay.render(modelBatch, camera, environment);
        joints.render(session, camera);
        if (flags.get(DrawFlags.JOINT_LIMITS)) limits.render(session, camera);
        if (flags.any() && session.world() != null) layers.render(session.world(), flags, camera);
        if (session.scene() != null) probes.render(session.world(), session.scene().probes(), camera);
        if (grab.isHolding(session)) joints.renderGrab(camera, grab.heldPoint(session, scratch), grab.target());
        if (showArrows && session.world() != null) {
            bodies.renderStaticDepth(modelBatch, camera);
            contactArrows.render(session.world(), camera);
            overlay.setArrowScale(contactArrows.scaleText(session.world().getContactCount()));
        }
        if (withLabels) labels.render(session, camera, view, DebugOverlay.uiScale(Gdx.graphics.getWidth(), Gdx.graphics.getHeight()));
    }

    /** Bullet's world: the grid, the bodies and the joints at the poses read from Bullet. */
    private void drawBullet() {
        BulletSession bullet = engines.bullet();
        bulletBodies.update(bullet);
        drawGrid();
        bulletBodies.render(modelBatch, camera, environment);
        edges.render(bullet, camera);
        if (bullet.isLive()) joints.render(session, bullet, camera);
    }

    private void drawGrid() {
        modelBatch.begin(camera);
        modelBatch.render(grid.instance); // unlit: lines carry their own colour
        modelBatch.end();
    }

    /** A light line between the split view's halves (a scissored clear: no geometry). */
    private static void drawDivider(int half, int y, int height) {
        Gdx.gl.glEnable(GL20.GL_SCISSOR_TEST);
        HdpiUtils.glScissor(half - 1, y, 2, height);
        Gdx.gl.glClearColor(0.55f, 0.57f, 0.62f, 1f);
        Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
        Gdx.gl.glDisable(GL20.GL_SCISSOR_TEST);
    }

    /** Islands the last frame drew (0 while that option is off). */
    int islandCount() {
        return layers.islandCount();
    }

    @Override
    public void dispose() {
        // reverse order of creation
        labels.dispose();
        layers.dispose();
        limits.dispose();
        edges.dispose();
        joints.dispose();
        probes.dispose();
        contactArrows.dispose();
        bulletBodies.dispose();
        bodies.dispose();
        grid.dispose();
        modelBatch.dispose();
    }
}
