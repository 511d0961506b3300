package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.StringBuilder;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.kotcrab.vis.ui.VisUI;
import com.kotcrab.vis.ui.widget.VisLabel;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.SolverStatus;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.engines.LiveQuality;
import io.github.gdxnsc.demo.render.DrawFlags;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.NscConfig;
import java.util.List;

/**
 * The in-game debug overlay (scene2d + VisUI): the {@link SolverWindow} on the left with the scene
 * and solver settings and the solver actually used and why in words; the {@link FiguresWindow} on
 * the right with the last step's numbers, the events, the residual plot and the per-stage step
 * time; the scene's expectation at the top, the colour key at the bottom and the engine
 * comparison's {@link EngineCaptions} low over each side. Every part has a tooltip with its
 * meaning and unit; the windows' sections fold on a click of their title; the whole overlay
 * scales with the window (800x600 to 4K).
 *
 * <p>This class lays the parts out and refreshes them: figures a few times a second (readable, and
 * cheap) into reused builders.
 */
public final class DebugOverlay implements Disposable, io.github.gdxnsc.demo.ScriptedKeys.FieldLocator {
    /** The narrowest 3D view (stage units) the windows leave open before they fold to rails. */
    static final float MIN_VIEW_WIDTH = 360;
    /** Room (stage units) the Figures window leaves at the bottom right: one line, the arrows' scale or the game's controls. */
    static final float BOTTOM_LINE = 32;
    /** Seconds between refreshes of the figures. */
    static final float REFRESH_SECONDS = 0.2f;
    /** Window size the overlay is laid out for at scale 1. */
    static final float DESIGN_WIDTH = 1280, DESIGN_HEIGHT = 720;

    private final Stage stage = new OverlayStage();
    private final ShapeRenderer shapes = new ShapeRenderer();
    private final SceneSession session;
    private final DrawFlags drawFlags;
    private final SolverWindow solverWindow;
    private final FiguresWindow figuresWindow;
    private final EngineCaptions engineCaptions = new EngineCaptions();
    private final HelpWindow helpWindow = new HelpWindow();
    private EngineMode engineMode = EngineMode.NSC;
    private BulletFigures bulletFigures;
    private final VisLabel caption = new VisLabel("");
    private final VisLabel arrowScale = new VisLabel("");
    private final SpeedLegend speedLegend;
    private final SolverStatus solverStatus = new SolverStatus();
    private final StringBuilder text = new StringBuilder();
    private boolean visible = true;
    /** A small window (see {@link #resize}): the less important sections start folded. */
    private boolean compact;
    private float sinceRefresh = Float.MAX_VALUE;
    private float uiScale = 1f;
    /** What the 3D view may use: the window minus the open windows' columns and the top strip (window pixels, y up). */
    private final Rectangle view = new Rectangle();
    private String transientMessage;
    private float transientSeconds;

    public DebugOverlay(SceneSession session, OverlayControls controls, List<String> sceneNames, DrawFlags drawFlags) {
        this.session = session;
        this.drawFlags = drawFlags;
        BitmapFont font = VisUI.getSkin().getFont("small-font");
        speedLegend = new SpeedLegend(shapes, font);
        solverWindow = new SolverWindow(session, controls, sceneNames, drawFlags);
        figuresWindow = new FiguresWindow(shapes, font);
        caption.setWrap(true);
        caption.setAlignment(Align.center);
        caption.setColor(0.92f, 0.93f, 0.96f, 1f);
        arrowScale.setColor(1f, 0.92f, 0.5f, 1f);
        arrowScale.setVisible(false);
        stage.addActor(caption);
        stage.addActor(speedLegend);
        stage.addActor(arrowScale);
        for (Actor side : engineCaptions.actors()) stage.addActor(side);
        stage.addActor(solverWindow);
        stage.addActor(figuresWindow);
        stage.addActor(helpWindow);
        solverWindow.onSectionToggle(this::repack);
        figuresWindow.onSectionToggle(this::repack);
        solverWindow.onRailToggle(() -> opened(solverWindow, figuresWindow));
        figuresWindow.onRailToggle(() -> opened(figuresWindow, solverWindow));
        layout();
        syncFromConfig();
    }

    /** Config to widgets: after a scene load, when the session's config object changes. */
    public void syncFromConfig() {
        solverWindow.syncFromConfig();
    }

    /** Shows {@code index} as the current scene without asking for a load. */
    public void showScene(int index, io.github.gdxnsc.demo.scenes.SceneParams params) {
        solverWindow.showScene(index);
        if (session.scene() != null) solverWindow.showSceneParameters(session.scene(), params);
        figuresWindow.clearStepTimes();
        if (session.scene() != null) caption.setText(session.scene().name() + ": " + session.scene().summary()
                + "   (expected: " + session.scene().expectation().words()
                + jointsWord() + ")");
        syncFromConfig();
        foldSections();
        repack();
        foldFiguresToFit();
    }

    /** The caption's word on the joints: none, "joints hold", or that the breakable ones are meant to break. */
    private String jointsWord() {
        if (session.joints().isEmpty()) return "";
        for (io.github.gdxnsc.demo.scenes.JointSpec j : session.joints())
            if (j.breakingForce < Float.POSITIVE_INFINITY) return "; joints hold, but the breakable one breaks";
        return "; joints hold";
    }

    /**
     * Shows the engine switch's state: the mode (the side captions appear in the split view and
     * with Bullet alone) and Bullet's iteration count; the figures come from {@link #setLiveFigures}.
     */
    public void showEngine(EngineMode mode, int iterations, String bulletProblem) {
        boolean modeChanged = mode != engineMode;
        engineMode = mode;
        engineCaptions.setBulletProblem(bulletProblem);
        solverWindow.showEngine(mode, iterations);
        engineCaptions.show(mode);
        sinceRefresh = Float.MAX_VALUE;
        if (modeChanged) chooseRails();
    }

    /** Bullet's own figures, shown in the Figures window while Bullet runs the scene alone. */
    public void setBulletFigures(BulletFigures bullet) {
        bulletFigures = bullet;
    }

    /** The live windows of our side and Bullet's, read at each refresh (the same objects for the demo's life). */
    public void setLiveFigures(LiveQuality nsc, LiveQuality bullet) {
        engineCaptions.setLiveFigures(nsc, bullet);
    }

    public void showArrows(boolean on) {
        solverWindow.showArrows(on);
        arrowScale.setVisible(on);
    }

    /** The force scale of the arrows, shown while they are (e.g. "1 kg weight = 0.29 m; 1 in 4 contacts"). */
    public void setArrowScale(CharSequence scale) {
        if (arrowScale.textEquals(scale)) return; // called every frame: re-lay out only on a change
        arrowScale.setText(scale);
        arrowScale.pack();
        layout();
    }

    /** A message under the settings for a few seconds (a screenshot or problem file written). */
    public void flash(String message) {
        transientMessage = message;
        transientSeconds = 4f;
        sinceRefresh = Float.MAX_VALUE;
    }

    /**
     * Refreshes the figures (every {@link #REFRESH_SECONDS}, or now when {@code force}) and feeds
     * the plots; call once per frame after stepping.
     */
    public void update(float delta, boolean paused, boolean steppedThisFrame, boolean force) {
        StepStats stats = session.stats();
        if (stats != null && steppedThisFrame) figuresWindow.addStep(stats);
        sinceRefresh += delta;
        if (transientSeconds > 0) transientSeconds -= delta;
        if (!force && sinceRefresh < REFRESH_SECONDS) return;
        sinceRefresh = 0;
        solverWindow.showPaused(paused);
        NscConfig config = session.liveConfig();
        solverStatus.update(stats, config.solver, config.tolerance);
        text.setLength(0);
        if (session.unavailableReason() != null) text.append("Physics off, bodies frozen: ").append(session.unavailableReason());
        else {
            if (paused) text.append("PAUSED. ");
            if (engineMode == EngineMode.BULLET_SI) text.append("Bullet SI runs the scene alone: the figures are Bullet's own. ");
            text.append(solverStatus.reasonText());
        }
        if (transientSeconds > 0 && transientMessage != null) text.append(text.length > 0 ? "\n" : "").append(transientMessage);
        solverWindow.setStatus(text);
        if (engineCaptions.refresh(engineMode, config, solverWindow.bulletIterations())) layout();
        if (engineMode == EngineMode.BULLET_SI && bulletFigures != null && bulletFigures.isLive()) figuresWindow.refreshBullet(bulletFigures);
        else figuresWindow.refresh(session, stats, solverStatus, config);
        fitWindows();
    }

    /** Re-packs a window whose content outgrew it (a long status, wider figures), keeping it in its corner. */
    private void fitWindows() {
        boolean changed = solverWindow.repackIfOutgrown();
        changed |= figuresWindow.repackIfOutgrown();
        if (changed) layout();
    }

    private void repack() {
        solverWindow.pack();
        figuresWindow.pack();
        layout();
    }

    public void draw() {
        if (!visible && !engineMode.runsBullet() && !helpWindow.isVisible()) return; // hidden, the side captions and the help still show
        stage.getViewport().apply();
        stage.act();
        stage.draw();
    }

    /**
     * The overlay's scale for a window of this size: a whole number, so the skin's bitmap font is
     * drawn pixel for pixel (a fractional scale blurs its glyphs into each other): 1 up to twice
     * 1280x720, then 2, and 3 from 4K; on small windows the sections that matter least start folded
     * and the windows fold to rails instead.
     */
    public static float uiScale(int width, int height) {
        return MathUtils.clamp((float) Math.floor(Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT) + 1e-4), 1f, 3f);
    }

    public void resize(int width, int height) {
        uiScale = uiScale(width, height);
        ((ScreenViewport) stage.getViewport()).setUnitsPerPixel(1f / uiScale);
        stage.getViewport().update(width, height, true);
        compact = width / uiScale < 1100 || height / uiScale < 650;
        float h = stage.getViewport().getWorldHeight();
        // the Solver window ends above the colour key, the Figures window above the bottom line
        solverWindow.setMaxHeight(h - 8 - (8 + speedLegend.getHeight() + 8));
        figuresWindow.setMaxHeight(h - 8 - BOTTOM_LINE);
        foldSections();
        repack();
        foldFiguresToFit();
        chooseRails();
    }

    /**
     * Key Tab: both windows to rails when either is open, else both open (the Figures window stays a
     * rail where the two would not fit side by side); the 3D view takes what they leave.
     */
    public void toggleRails() {
        boolean open = !solverWindow.isRail() || !figuresWindow.isRail();
        solverWindow.setRail(open);
        figuresWindow.setRail(open);
        if (!open) opened(solverWindow, figuresWindow);
        layout();
    }

    /** A window opened by its button (or Tab): the other folds to a rail where the two would not fit side by side. */
    private void opened(DockedWindow window, DockedWindow other) {
        float room = stage.getViewport().getWorldWidth() - 24;
        if (!window.isRail() && !other.isRail() && window.getWidth() + other.getWidth() > room) other.setRail(true);
        layout();
    }

    /**
     * Opens both windows, then folds the Figures window and, if still needed, the Solver window to
     * rails until each 3D view (both halves in the split view) is at least {@link #MIN_VIEW_WIDTH} wide.
     */
    private void chooseRails() {
        solverWindow.setRail(false);
        figuresWindow.setRail(false);
        layout();
        if (viewWidthEach() < MIN_VIEW_WIDTH) {
            figuresWindow.setRail(true);
            layout();
        }
        if (viewWidthEach() < MIN_VIEW_WIDTH) {
            solverWindow.setRail(true);
            layout();
        }
    }

    /** Width of one 3D view in stage units: the view area, or half of it in the split view. */
    private float viewWidthEach() {
        float w = view.width / uiScale;
        return engineMode == EngineMode.SPLIT ? w / 2 : w;
    }

    /**
     * Folds the Figures window's plots, the time graph first, and the Solver window's sections while
     * the window would have to scroll (a click opens them again, the window then scrolls).
     */
    private void foldFiguresToFit() {
        if (figuresWindow.overflows() && figuresWindow.foldStepTimes()) repack();
        if (figuresWindow.overflows() && figuresWindow.foldResiduals()) repack();
        while (solverWindow.overflows() && solverWindow.foldToFit()) repack();
    }

    /**
     * Which sections show and start folded: the Events section only on a scene with kinematic or
     * sensor bodies (the playground), open there, with the residual plot and the time graph folded so
     * the Figures window still fits the screen; on a small window the keys, the events and the time
     * graph start folded. A click overrides until the next scene or resize.
     */
    private void foldSections() {
        boolean game = EventFigures.sceneHasEvents(session);
        figuresWindow.showEvents(game);
        solverWindow.foldKeys(compact);
        figuresWindow.fold(game && !compact, compact);
    }

    private void layout() {
        float h = stage.getViewport().getWorldHeight(), w = stage.getViewport().getWorldWidth();
        solverWindow.setPosition(8, h - solverWindow.getHeight() - 8);
        figuresWindow.setPosition(w - figuresWindow.getWidth() - 8, h - figuresWindow.getHeight() - 8);
        float left = solverWindow.getWidth() + 16, right = w - figuresWindow.getWidth() - 16;
        float captionWidth = Math.max(200, right - left);
        caption.setWidth(captionWidth);
        caption.pack();
        caption.setWidth(captionWidth);
        caption.setPosition(left, h - caption.getHeight() - 6);
        speedLegend.setPosition(8, 8);
        // the 3D view: what the open windows' columns and the top strip (caption, rails) leave
        float viewLeft = 0, viewRight = w, viewTop = h;
        if (visible) {
            viewLeft = solverWindow.isRail() ? 0 : left;
            viewRight = figuresWindow.isRail() ? w : right + 8;
            viewTop = caption.getY() - 4;
            if (solverWindow.isRail()) viewTop = Math.min(viewTop, solverWindow.getY() - 4);
            if (figuresWindow.isRail()) viewTop = Math.min(viewTop, figuresWindow.getY() - 4);
        }
        view.set(viewLeft * uiScale, 0, Math.max(1, viewRight - viewLeft) * uiScale, Math.max(1, viewTop) * uiScale);
        engineCaptions.place(engineMode, viewLeft, viewRight - viewLeft, 8 + speedLegend.getHeight() + 8);
        arrowScale.setPosition(w - arrowScale.getWidth() - 8, 12);
        helpWindow.setPosition(Math.round((w - helpWindow.getWidth()) / 2), Math.round((h - helpWindow.getHeight()) / 2));
    }

    /** Key H: the window listing every key, centred over everything, or closed again. */
    public void toggleHelp() {
        helpWindow.setVisible(!helpWindow.isVisible());
        helpWindow.toFront();
        layout();
    }

    public boolean helpShown() {
        return helpWindow.isVisible();
    }

    /** The 3D view's rectangle in window pixels (y up): the whole window while the overlay is hidden. */
    public Rectangle viewArea(Rectangle out) {
        return out.set(view);
    }

    /**
     * The middle of the text field of {@code setting} (or of the draw option's check box, or of the
     * section's title so named) in window pixels (y down), for a scripted click; false where it is
     * not shown (a folded section, a rail, the overlay hidden, scrolled out of view).
     */
    @Override
    public boolean fieldPixel(String setting, com.badlogic.gdx.math.Vector2 out) {
        Actor field = solverWindow.clickTarget(setting);
        if (field == null || !visible || solverWindow.isRail() || !OverlayStage.shown(field)) return false;
        field.localToStageCoordinates(out.set(field.getWidth() / 2, field.getHeight() / 2));
        stage.stageToScreenCoordinates(out);
        return true;
    }

    /** Scrolls the Solver window to the setting's field (or draw option, or section title) where it is out of view. */
    @Override
    public boolean scrollToField(String setting) {
        Actor field = solverWindow.clickTarget(setting);
        return field != null && visible && !solverWindow.isRail() && OverlayStage.scrollTo(field);
    }

    public Stage stage() {
        return stage;
    }

    public boolean isVisible() {
        return visible;
    }

    public void setVisible(boolean visible) {
        this.visible = visible;
        for (Actor a : stage.getActors()) if (a != helpWindow) a.setVisible(visible); // hidden windows take no clicks
        engineCaptions.show(engineMode); // the side captions belong to the split view, not to the overlay
        layout();
        if (visible) arrowScale.setVisible(solverWindow.arrowsShown());
    }

    /** Residual samples in the plot now (for the smoke report: the plot had data). */
    public int plottedIterations() {
        return figuresWindow.plottedIterations();
    }

    /** Height of the plot's tolerance line, 0 (bottom) to 1 (top): inside the plot when strictly between. */
    public float toleranceLineFraction() {
        return figuresWindow.toleranceLineFraction();
    }

    /** The status line as shown (the solver used and why), for the smoke report. */
    public String statusText() {
        return solverWindow.statusText();
    }

    /** Screen rectangles of the two windows (window pixels, y up), for the smoke test's pixel check. */
    public void windowBounds(Array<Rectangle> out) {
        out.clear();
        out.add(scaled(solverWindow));
        out.add(scaled(figuresWindow));
    }

    /**
     * The overlay's parts where they are (window pixels, y up), for the smoke test's check that none
     * covers another: the open windows (a rail: its title bar), the caption and the colour key.
     */
    public void layoutBounds(java.util.Map<String, Rectangle> out) {
        out.clear();
        out.put("solver", scaled(solverWindow));
        out.put("figures", scaled(figuresWindow));
        out.put("caption", scaled(caption));
        out.put("colourKey", scaled(speedLegend));
    }

    /** Where the colour key ends on the right (window pixels; 0 while the overlay is hidden): text at the bottom starts past it. */
    public float colourKeyRight() {
        return visible ? (speedLegend.getX() + speedLegend.getWidth()) * uiScale : 0;
    }

    /** The draw options' check boxes that are on screen now (their section open and scrolled into view). */
    public int drawBoxesShown() {
        return visible && !solverWindow.isRail() ? solverWindow.drawBoxesShown() : 0;
    }

    private Rectangle scaled(Actor a) {
        return new Rectangle(a.getX() * uiScale, a.getY() * uiScale, a.getWidth() * uiScale, a.getHeight() * uiScale);
    }

    /** "name: value" for every figure and the status, as shown (for the smoke report). */
    public void figureTexts(List<String> out) {
        figuresWindow.texts(out);
        out.add("status: " + solverWindow.statusText());
        out.add("engine: " + engineMode.label);
        engineCaptions.texts(out);
        out.add(solverWindow.settingsLine());
        out.add("draw: " + drawFlags.describe());
        out.add(String.format(java.util.Locale.ROOT, "solver scroll: %.2f", solverWindow.scrollPane().getScrollPercentY()));
        out.add("scene parameters: " + solverWindow.sceneParametersLine());
        out.add("caption: " + caption.getText());
        out.add("help: " + (helpWindow.isVisible() ? HelpWindow.keyCount() + " keys shown" : "closed"));
    }

    @Override
    public void dispose() {
        stage.dispose();
        shapes.dispose();
    }
}
