package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.StringBuilder;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.kotcrab.vis.ui.VisUI;
import com.kotcrab.vis.ui.widget.VisCheckBox;
import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisSelectBox;
import com.kotcrab.vis.ui.widget.VisSlider;
import com.kotcrab.vis.ui.widget.VisTable;
import com.kotcrab.vis.ui.widget.VisTextButton;
import com.kotcrab.vis.ui.widget.VisWindow;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.StepStats;
import java.util.List;

/**
 * The in-game debug overlay (scene2d + VisUI): a "Solver" window on the left with the scene and
 * solver settings, and a "Figures" window on the right with the live numbers of the last step, the
 * residual-per-iteration plot and a short history of solve times.
 *
 * <p>Settings are written straight into the session's live {@link NscConfig}, which the world
 * reads at each step: a change applies at the next step, without a restart. Figures are
 * refreshed a few times a second (readable, and cheap) into reused builders.
 */
public final class DebugOverlay implements Disposable {
    /** Seconds between refreshes of the figures. */
    static final float REFRESH_SECONDS = 0.2f;
    public static final String KEYS_HELP = "Space pause   S step   R reset   N / P next / previous scene\n"
            + "F1 overlay   F2 contact forces   B or click: shoot a ball\n"
            + "Drag: orbit   right drag: pan   wheel: zoom";

    private static final String[] FIGURE_NAMES = {
        "FPS", "step", "bodies", "contacts", "joints", "rows", "iterations", "residual", "Schur products",
        "forces ms", "collision ms", "extract ms", "build ms", "solve ms", "integrate ms", "step ms"};

    private final Stage stage = new Stage(new ScreenViewport());
    private final ShapeRenderer shapes = new ShapeRenderer();
    private final OverlayControls controls;
    private final SceneSession session;
    private final VisWindow solverWindow = new VisWindow("Solver");
    private final VisWindow figuresWindow = new VisWindow("Figures");
    private final VisSelectBox<String> scenePicker = new VisSelectBox<>();
    private final VisSelectBox<SolverType> solverPicker = new VisSelectBox<>();
    private final VisSlider iterations = new VisSlider(1, 300, 1, false);
    private final VisSlider toleranceExponent = new VisSlider(-12, -1, 1, false);
    private final VisSlider timeBudget = new VisSlider(0, 20_000, 250, false);
    private final VisSlider threads;
    private final VisCheckBox warmStart = new VisCheckBox("warm start");
    private final VisCheckBox arrows = new VisCheckBox("contact forces (F2)");
    private final VisTextButton pause = new VisTextButton("Pause");
    private final VisLabel iterationsValue = new VisLabel(), toleranceValue = new VisLabel();
    private final VisLabel timeBudgetValue = new VisLabel(), threadsValue = new VisLabel();
    private final VisLabel status = new VisLabel("");
    private final VisLabel[] figureValues = new VisLabel[FIGURE_NAMES.length];
    private final ResidualPlot residualPlot;
    private final HistoryPlot solveHistory;
    private final StringBuilder text = new StringBuilder();
    /** Guards against feeding our own programmatic widget updates back into the config. */
    private boolean syncing;
    private boolean visible = true;
    private float sinceRefresh = Float.MAX_VALUE;

    public DebugOverlay(SceneSession session, OverlayControls controls, List<String> sceneNames) {
        this.session = session;
        this.controls = controls;
        BitmapFont font = VisUI.getSkin().getFont("small-font");
        residualPlot = new ResidualPlot(shapes, font);
        solveHistory = new HistoryPlot(shapes, font, 120);
        int processors = Runtime.getRuntime().availableProcessors();
        threads = new VisSlider(1, Math.max(8, processors * 2), 1, false);
        buildSolverWindow(sceneNames);
        buildFiguresWindow();
        stage.addActor(solverWindow);
        stage.addActor(figuresWindow);
        layout();
        syncFromConfig();
    }

    private void buildSolverWindow(List<String> sceneNames) {
        scenePicker.setItems(sceneNames.toArray(new String[0]));
        solverPicker.setItems(SolverType.values());
        VisTable t = new VisTable(true);
        t.defaults().left();
        t.add(new VisLabel("scene"));
        t.add(scenePicker).growX().colspan(2).row();
        VisTable buttons = new VisTable(true);
        VisTextButton previous = new VisTextButton("<"), next = new VisTextButton(">");
        VisTextButton reset = new VisTextButton("Reset"), step = new VisTextButton("Step");
        buttons.add(previous, next, reset, pause, step);
        t.add(buttons).colspan(3).row();
        t.add(new VisLabel("solver"));
        t.add(solverPicker).growX().colspan(2).row();
        row(t, "iterations", iterations, iterationsValue);
        row(t, "tolerance", toleranceExponent, toleranceValue);
        row(t, "time budget", timeBudget, timeBudgetValue);
        row(t, "threads", threads, threadsValue);
        t.add(warmStart).colspan(3).row();
        t.add(arrows).colspan(3).row();
        status.setWrap(true);
        status.setColor(1f, 0.75f, 0.4f, 1f);
        t.add(status).colspan(3).width(330).row();
        VisLabel keys = new VisLabel(KEYS_HELP);
        keys.setColor(0.75f, 0.78f, 0.82f, 1f);
        keys.setFontScale(0.9f);
        t.add(keys).colspan(3).row();
        solverWindow.add(t).pad(4);
        solverWindow.pack();

        scenePicker.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                if (!syncing) controls.selectScene(scenePicker.getSelectedIndex());
            }
        });
        previous.addListener(clicked(() -> controls.selectScene(
                (scenePicker.getSelectedIndex() + sceneNames.size() - 1) % sceneNames.size())));
        next.addListener(clicked(() -> controls.selectScene((scenePicker.getSelectedIndex() + 1) % sceneNames.size())));
        reset.addListener(clicked(controls::resetScene));
        pause.addListener(clicked(controls::togglePause));
        step.addListener(clicked(controls::singleStep));
        arrows.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                if (!syncing) controls.toggleContactArrows();
            }
        });
        ChangeListener toConfig = new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                if (!syncing) writeConfig();
            }
        };
        for (Actor a : new Actor[] {solverPicker, iterations, toleranceExponent, timeBudget, threads, warmStart}) {
            a.addListener(toConfig);
        }
    }

    private static void row(VisTable t, String name, VisSlider slider, VisLabel value) {
        t.add(new VisLabel(name));
        t.add(slider).width(150);
        t.add(value).minWidth(70).row();
    }

    private static ChangeListener clicked(Runnable action) {
        return new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                action.run();
            }
        };
    }

    private void buildFiguresWindow() {
        VisTable t = new VisTable();
        t.defaults().left().padRight(12);
        for (int i = 0; i < FIGURE_NAMES.length; i++) {
            figureValues[i] = new VisLabel("-");
            t.add(new VisLabel(FIGURE_NAMES[i]));
            t.add(figureValues[i]).minWidth(120).row();
        }
        t.add(new VisLabel("residual per iteration (last step, log)")).colspan(2).padTop(6).row();
        t.add(residualPlot).size(270, 110).colspan(2).row();
        t.add(new VisLabel("solve time per frame")).colspan(2).padTop(6).row();
        t.add(solveHistory).size(270, 50).colspan(2).row();
        figuresWindow.add(t).pad(4);
        figuresWindow.pack();
    }

    /** Widgets to config: applied by the world at its next step. */
    private void writeConfig() {
        NscConfig c = session.liveConfig();
        c.solver = solverPicker.getSelected();
        c.maxIterations = (int) iterations.getValue();
        c.tolerance = Math.pow(10, toleranceExponent.getValue());
        c.timeBudgetMicros = (long) timeBudget.getValue();
        c.threads = (int) threads.getValue();
        c.warmStart = warmStart.isChecked();
        updateSettingLabels(c);
    }

    /** Config to widgets: after a scene load, when the session's config object changes. */
    public void syncFromConfig() {
        NscConfig c = session.liveConfig();
        syncing = true;
        solverPicker.setSelected(c.solver);
        iterations.setValue(c.maxIterations);
        toleranceExponent.setValue(c.tolerance > 0 ? MathUtils.round((float) Math.log10(c.tolerance)) : -12);
        timeBudget.setValue(c.timeBudgetMicros);
        threads.setValue(c.threads);
        warmStart.setChecked(c.warmStart);
        syncing = false;
        updateSettingLabels(c);
    }

    private void updateSettingLabels(NscConfig c) {
        text.setLength(0);
        iterationsValue.setText(text.append(c.maxIterations));
        text.setLength(0);
        toleranceValue.setText(Fmt.sci(text, c.tolerance));
        text.setLength(0);
        timeBudgetValue.setText(c.timeBudgetMicros == 0 ? text.append("off") : text.append(c.timeBudgetMicros).append(" us"));
        text.setLength(0);
        threadsValue.setText(text.append(c.threads));
    }

    /** Shows {@code index} as the current scene without asking for a load. */
    public void showScene(int index) {
        syncing = true;
        scenePicker.setSelectedIndex(index);
        syncing = false;
        solveHistory.clearValues();
        syncFromConfig();
    }

    public void showArrows(boolean on) {
        syncing = true;
        arrows.setChecked(on);
        syncing = false;
    }

    /**
     * Refreshes the figures (every {@link #REFRESH_SECONDS}, or now when {@code force}) and feeds
     * the plots; call once per frame after stepping.
     */
    public void update(float delta, boolean paused, boolean steppedThisFrame, boolean force) {
        StepStats stats = session.stats();
        if (stats != null && steppedThisFrame) solveHistory.add(stats.solveNanos / 1e6f);
        sinceRefresh += delta;
        if (!force && sinceRefresh < REFRESH_SECONDS) return;
        sinceRefresh = 0;
        pause.setText(paused ? "Run" : "Pause");
        text.setLength(0);
        if (session.unavailableReason() != null) text.append("Physics off, bodies frozen: ").append(session.unavailableReason());
        else if (paused) text.append("PAUSED");
        status.setText(text);
        int f = 0;
        set(f++).append(Gdx.graphics.getFramesPerSecond());
        if (stats == null) {
            set(f++).append(session.stepIndex());
            set(f++).append(session.bodyCount());
            while (f < figureValues.length) set(f++).append('-');
            for (int i = 0; i < figureValues.length; i++) figureValues[i].setText(figureText[i]);
            residualPlot.set(null, 0);
            fitWindows();
            return;
        }
        set(f++).append(stats.stepIndex);
        set(f++).append(stats.bodies);
        set(f++).append(stats.contacts);
        set(f++).append(stats.joints);
        set(f++).append(stats.rows);
        set(f++).append(stats.iterations()).append(" / ").append(session.liveConfig().maxIterations);
        Fmt.sci(set(f++), stats.residual());
        set(f++).append(stats.schurProducts());
        Fmt.millis(set(f++), stats.forcesNanos);
        Fmt.millis(set(f++), stats.collisionNanos);
        Fmt.millis(set(f++), stats.extractNanos);
        Fmt.millis(set(f++), stats.buildNanos);
        Fmt.millis(set(f++), stats.solveNanos);
        Fmt.millis(set(f++), stats.integrateNanos);
        Fmt.millis(set(f++), stats.totalNanos);
        for (int i = 0; i < figureValues.length; i++) figureValues[i].setText(figureText[i]);
        residualPlot.set(stats.solver, session.liveConfig().tolerance);
        fitWindows();
    }

    /** Re-packs a window whose content outgrew it (a long status, wider figures), keeping it in its corner. */
    private void fitWindows() {
        boolean changed = false;
        for (VisWindow w : new VisWindow[] {solverWindow, figuresWindow}) {
            if (w.getPrefHeight() != w.getHeight() || w.getPrefWidth() > w.getWidth()) {
                w.pack();
                changed = true;
            }
        }
        if (changed) layout();
    }

    private final StringBuilder[] figureText = newBuilders(FIGURE_NAMES.length);

    private static StringBuilder[] newBuilders(int n) {
        StringBuilder[] b = new StringBuilder[n];
        for (int i = 0; i < n; i++) b[i] = new StringBuilder(24);
        return b;
    }

    private StringBuilder set(int figure) {
        figureText[figure].setLength(0);
        return figureText[figure];
    }

    public void draw() {
        if (!visible) return;
        stage.getViewport().apply();
        stage.act();
        stage.draw();
    }

    public void resize(int width, int height) {
        stage.getViewport().update(width, height, true);
        layout();
    }

    private void layout() {
        float h = stage.getViewport().getWorldHeight(), w = stage.getViewport().getWorldWidth();
        solverWindow.setPosition(8, h - solverWindow.getHeight() - 8);
        figuresWindow.setPosition(w - figuresWindow.getWidth() - 8, h - figuresWindow.getHeight() - 8);
    }

    public Stage stage() {
        return stage;
    }

    public boolean isVisible() {
        return visible;
    }

    public void setVisible(boolean visible) {
        this.visible = visible;
        solverWindow.setVisible(visible);
        figuresWindow.setVisible(visible);
    }

    /** Residual samples in the plot now (for the smoke report: the plot had data). */
    public int plottedIterations() {
        return residualPlot.length();
    }

    /** Screen rectangles of the two windows (stage units, y up), for the smoke test's pixel check. */
    public void windowBounds(Array<Rectangle> out) {
        out.clear();
        out.add(new Rectangle(solverWindow.getX(), solverWindow.getY(), solverWindow.getWidth(), solverWindow.getHeight()));
        out.add(new Rectangle(figuresWindow.getX(), figuresWindow.getY(), figuresWindow.getWidth(), figuresWindow.getHeight()));
    }

    /** "name: value" for every figure and the status, as shown (for the smoke report). */
    public void figureTexts(List<String> out) {
        for (int i = 0; i < FIGURE_NAMES.length; i++) out.add(FIGURE_NAMES[i] + ": " + figureValues[i].getText());
        out.add("status: " + status.getText());
        out.add("solver: " + solverPicker.getSelected() + ", iterations " + iterationsValue.getText()
                + ", tolerance " + toleranceValue.getText() + ", time budget " + timeBudgetValue.getText()
                + ", threads " + threadsValue.getText() + ", warm start " + warmStart.isChecked());
    }

    @Override
    public void dispose() {
        stage.dispose();
        shapes.dispose();
    }
}
