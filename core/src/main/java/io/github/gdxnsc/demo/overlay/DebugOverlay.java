package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Array;
import com.badlogic.gdx.utils.Disposable;
import com.badlogic.gdx.utils.StringBuilder;
import com.badlogic.gdx.utils.viewport.ScreenViewport;
import com.kotcrab.vis.ui.VisUI;
import com.kotcrab.vis.ui.widget.Tooltip;
import com.kotcrab.vis.ui.widget.VisCheckBox;
import io.github.gdxnsc.world.ContactMethod;
import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisSelectBox;
import com.kotcrab.vis.ui.widget.VisSlider;
import com.kotcrab.vis.ui.widget.VisTable;
import com.kotcrab.vis.ui.widget.VisTextButton;
import com.kotcrab.vis.ui.widget.VisWindow;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.SolverStatus;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.engines.LiveQuality;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.ConfigField;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.stats.StepStats;
import java.util.List;

/**
 * The in-game debug overlay (scene2d + VisUI): a "Solver" window on the left with the scene and
 * solver settings (slider and exact entry each, a defaults button), the solver actually used and
 * why in words; a "Figures" window on the right with the last step's numbers, the contact and
 * sensor events and sleeping bodies, the residual-per-iteration plot and the per-stage step time;
 * the scene's expectation at the top and the colour key at the bottom. Every part has a tooltip with its meaning and unit; the windows'
 * sections fold on a click of their title; the whole overlay scales with the window (800x600 to 4K).
 *
 * <p>Settings are written straight into the session's live {@link NscConfig}, which the world
 * reads at each step: a change applies at the next step, without a restart. Figures are
 * refreshed a few times a second (readable, and cheap) into reused builders.
 */
public final class DebugOverlay implements Disposable {
    /**
     * The config groups the Defaults button leaves alone: gravity, the time step and the sub-step cap
     * (the scene's world), and sleeping, which a scene turns on for itself.
     */
    static final java.util.Set<ConfigField.Group> KEPT_BY_DEFAULTS =
            java.util.Collections.unmodifiableSet(java.util.EnumSet.of(ConfigField.Group.WORLD, ConfigField.Group.SLEEP));
    /** Seconds between refreshes of the figures. */
    static final float REFRESH_SECONDS = 0.2f;
    /** Window size the overlay is laid out for at scale 1. */
    static final float DESIGN_WIDTH = 1280, DESIGN_HEIGHT = 720;

    private static final String[] FIGURE_NAMES = figureNames();
    private static final String[] FIGURE_HELP = figureHelp();
    /** The "Events" section's rows: contact events, sensor occupancy, sleeping bodies. */
    private static final String[] EVENT_NAMES = {"contact begins", "contact ends", "in sensors", "asleep"};

    private final Stage stage = new Stage(new ScreenViewport());
    private final ShapeRenderer shapes = new ShapeRenderer();
    private final OverlayControls controls;
    private final SceneSession session;
    private final VisWindow solverWindow = new VisWindow("Solver");
    private final VisWindow figuresWindow = new VisWindow("Figures");
    private final VisSelectBox<String> scenePicker = new VisSelectBox<>();
    private final VisSelectBox<SolverType> solverPicker = new VisSelectBox<>();
    private final VisSelectBox<EngineMode> enginePicker = new VisSelectBox<>();
    /** Bullet's SI iteration count (btContactSolverInfo.numIterations), for the Bullet side. */
    private final VisSlider bulletIterations = new VisSlider(1, 100, 1, false);
    private final VisLabel bulletIterationsValue = new VisLabel("10");
    /** The split view's captions, one over each side: step time, jitter and drift, live. */
    private final VisLabel nscSide = new VisLabel(""), bulletSide = new VisLabel("");
    private final StringBuilder nscSideText = new StringBuilder(160), bulletSideText = new StringBuilder(160);
    private EngineMode engineMode = EngineMode.NSC;
    private LiveQuality nscLive, bulletLive;
    private String bulletProblem;
    private final NumberSetting[] settings;
    private final VisCheckBox warmStart = new VisCheckBox(ConfigFields.WARM_START.label());
    private final VisCheckBox smoothContact = new VisCheckBox(ConfigFields.CONTACT_METHOD.name() + " smc");
    private final VisCheckBox arrows = new VisCheckBox("contact forces (F2)");
    private final VisTextButton pause = new VisTextButton("Pause");
    private final VisLabel status = new VisLabel("");
    private final VisLabel caption = new VisLabel("");
    private final VisLabel arrowScale = new VisLabel("");
    private final VisLabel[] figureValues = new VisLabel[FIGURE_NAMES.length];
    private final StringBuilder[] figureText = newBuilders(FIGURE_NAMES.length);
    private final VisLabel[] eventValues = new VisLabel[EVENT_NAMES.length];
    private final StringBuilder[] eventText = newBuilders(EVENT_NAMES.length);
    private final Section settingsSection = new Section("Settings"), keysSection = new Section("Keys");
    private final Section numbersSection = new Section("Figures"), residualSection = new Section("Residual per iteration");
    private final Section stagesSection = new Section("Step time per frame"), eventsSection = new Section("Events");
    private final VisTable figuresTable = new VisTable();
    /** Whether the Events section is in the Figures window (scenes with kinematic or sensor bodies). */
    private boolean eventsShown;
    private final ResidualPlot residualPlot;
    private final StageTimePlot stagePlot;
    private final SpeedLegend speedLegend;
    private final SolverStatus solverStatus = new SolverStatus();
    private final StringBuilder text = new StringBuilder();
    /** Guards against feeding our own programmatic widget updates back into the config. */
    private boolean syncing;
    private boolean visible = true;
    /** A small window (see {@link #resize}): the less important sections start folded. */
    private boolean compact;
    private float sinceRefresh = Float.MAX_VALUE;
    private float uiScale = 1f;
    private String transientMessage;
    private float transientSeconds;

    public DebugOverlay(SceneSession session, OverlayControls controls, List<String> sceneNames) {
        this.session = session;
        this.controls = controls;
        BitmapFont font = VisUI.getSkin().getFont("small-font");
        residualPlot = new ResidualPlot(shapes, font);
        stagePlot = new StageTimePlot(shapes, font, 120);
        speedLegend = new SpeedLegend(shapes, font);
        int processors = Runtime.getRuntime().availableProcessors();
        settings = new NumberSetting[] {
            new NumberSetting.Iterations(), new NumberSetting.Tolerance(), new NumberSetting.TimeBudget(),
            new NumberSetting.Threads(Math.max(8, processors * 2))};
        buildSolverWindow(sceneNames);
        buildFiguresWindow();
        caption.setWrap(true);
        caption.setAlignment(com.badlogic.gdx.utils.Align.center);
        caption.setColor(0.92f, 0.93f, 0.96f, 1f);
        arrowScale.setColor(1f, 0.92f, 0.5f, 1f);
        arrowScale.setVisible(false);
        stage.addActor(caption);
        stage.addActor(speedLegend);
        stage.addActor(arrowScale);
        for (VisLabel side : new VisLabel[] {nscSide, bulletSide}) {
            side.setColor(0.95f, 0.96f, 0.98f, 1f);
            side.setAlignment(com.badlogic.gdx.utils.Align.center);
            side.setVisible(false);
            tooltip(side, OverlayHelp.SIDE_FIGURES);
            stage.addActor(side);
        }
        stage.addActor(solverWindow);
        stage.addActor(figuresWindow);
        for (Section s : new Section[] {settingsSection, keysSection, numbersSection, eventsSection, residualSection, stagesSection}) {
            s.onToggle(this::repack);
        }
        layout();
        syncFromConfig();
    }

    private void buildSolverWindow(List<String> sceneNames) {
        scenePicker.setItems(sceneNames.toArray(new String[0]));
        solverPicker.setItems(SolverType.values());
        enginePicker.setItems(EngineMode.values());
        VisTable t = new VisTable(true);
        t.defaults().left();
        t.add(new VisLabel("scene"));
        t.add(scenePicker).growX().row();
        VisTable buttons = new VisTable(true);
        VisTextButton previous = new VisTextButton("<"), next = new VisTextButton(">");
        VisTextButton reset = new VisTextButton("Reset"), step = new VisTextButton("Step");
        buttons.add(previous, next, reset, pause, step);
        t.add(buttons).colspan(2).row();

        VisTable s = settingsSection.content;
        s.defaults().left().pad(2);
        VisLabel solverLabel = new VisLabel(ConfigFields.SOLVER_TYPE.label());
        tooltip(solverLabel, OverlayHelp.allSolvers());
        tooltip(solverPicker, OverlayHelp.allSolvers());
        VisLabel engineLabel = new VisLabel("engine");
        tooltip(engineLabel, OverlayHelp.ENGINE);
        tooltip(enginePicker, OverlayHelp.ENGINE);
        s.add(engineLabel);
        s.add(enginePicker).growX().colspan(2).row();
        VisLabel bulletLabel = new VisLabel("Bullet SI it");
        tooltip(bulletLabel, OverlayHelp.BULLET_ITERATIONS);
        tooltip(bulletIterations, OverlayHelp.BULLET_ITERATIONS);
        s.add(bulletLabel);
        s.add(bulletIterations).growX();
        s.add(bulletIterationsValue).row();
        s.add(solverLabel);
        s.add(solverPicker).growX().colspan(2).row();
        for (NumberSetting n : settings) n.addTo(s);
        tooltip(warmStart, ConfigFields.WARM_START.summary());
        tooltip(smoothContact, ConfigFields.CONTACT_METHOD.summary() + "; checked: smc");
        tooltip(arrows, OverlayHelp.ARROWS);
        VisTextButton defaults = new VisTextButton("Defaults");
        tooltip(defaults, OverlayHelp.defaults());
        s.add(warmStart).colspan(2);
        s.add(defaults).right().row();
        s.add(smoothContact).colspan(3).row();
        s.add(arrows).colspan(3).row();
        settingsSection.addTo(t, 2);

        status.setWrap(true);
        status.setColor(1f, 0.75f, 0.4f, 1f);
        t.add(status).colspan(2).width(340).row();
        VisLabel keys = new VisLabel(OverlayHelp.KEYS);
        keys.setColor(0.75f, 0.78f, 0.82f, 1f);
        keys.setFontScale(0.9f);
        keysSection.content.add(keys).left();
        keysSection.addTo(t, 2);
        solverWindow.add(t).pad(4);
        solverWindow.pack();

        scenePicker.addListener(changed(() -> {
            if (!syncing) controls.selectScene(scenePicker.getSelectedIndex());
        }));
        previous.addListener(changed(() -> controls.selectScene(
                (scenePicker.getSelectedIndex() + sceneNames.size() - 1) % sceneNames.size())));
        next.addListener(changed(() -> controls.selectScene((scenePicker.getSelectedIndex() + 1) % sceneNames.size())));
        reset.addListener(changed(controls::resetScene));
        pause.addListener(changed(controls::togglePause));
        step.addListener(changed(controls::singleStep));
        defaults.addListener(changed(this::restoreDefaults));
        arrows.addListener(changed(() -> {
            if (!syncing) controls.toggleContactArrows();
        }));
        ChangeListener toConfig = changed(() -> {
            if (!syncing) writeConfig();
        });
        solverPicker.addListener(toConfig);
        enginePicker.addListener(changed(() -> {
            if (!syncing) controls.selectEngine(enginePicker.getSelected());
        }));
        bulletIterations.addListener(changed(() -> {
            int n = Math.round(bulletIterations.getValue());
            bulletIterationsValue.setText(Integer.toString(n));
            if (!syncing) controls.setBulletIterations(n);
        }));
        warmStart.addListener(toConfig);
        smoothContact.addListener(toConfig);
    }

    /** The step's figures, then one time per stage, then the whole step. */
    private static String[] figureNames() {
        String[] step = {"FPS", "step", "bodies", "contacts", "joints", "rows", "solver used", "velocity it", "position it", "residual",
            "position residual", "Schur products"};
        io.github.gdxnsc.stats.Stage[] stages = io.github.gdxnsc.stats.Stage.all();
        String[] names = java.util.Arrays.copyOf(step, step.length + stages.length + 1);
        for (io.github.gdxnsc.stats.Stage st : stages) names[step.length + st.ordinal()] = st.label + " ms";
        names[names.length - 1] = "step ms";
        return names;
    }

    /** Tooltips in the order of {@link #figureNames}. */
    private static String[] figureHelp() {
        String[] step = OverlayHelp.STEP_FIGURES;
        io.github.gdxnsc.stats.Stage[] stages = io.github.gdxnsc.stats.Stage.all();
        String[] help = java.util.Arrays.copyOf(step, step.length + stages.length + 1);
        for (io.github.gdxnsc.stats.Stage st : stages) help[step.length + st.ordinal()] = OverlayHelp.stageFigure(st);
        help[help.length - 1] = OverlayHelp.STEP_TIME;
        return help;
    }

    private static void tooltip(Actor target, String help) {
        new Tooltip.Builder(help).target(target).build();
    }

    private static ChangeListener changed(Runnable action) {
        return new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                action.run();
            }
        };
    }

    private void buildFiguresWindow() {
        VisTable numbers = numbersSection.content;
        numbers.defaults().left().padRight(12);
        for (int i = 0; i < FIGURE_NAMES.length; i++) {
            figureValues[i] = new VisLabel("-");
            VisLabel name = new VisLabel(FIGURE_NAMES[i]);
            tooltip(name, FIGURE_HELP[i]);
            tooltip(figureValues[i], FIGURE_HELP[i]);
            numbers.add(name);
            numbers.add(figureValues[i]).minWidth(130).row();
        }
        VisTable events = eventsSection.content;
        events.defaults().left().padRight(12);
        for (int i = 0; i < EVENT_NAMES.length; i++) {
            eventValues[i] = new VisLabel("-");
            VisLabel name = new VisLabel(EVENT_NAMES[i]);
            tooltip(name, OverlayHelp.EVENTS[i]);
            tooltip(eventValues[i], OverlayHelp.EVENTS[i]);
            events.add(name);
            events.add(eventValues[i]).minWidth(130).row();
        }
        tooltip(residualPlot, OverlayHelp.RESIDUAL_PLOT);
        residualSection.content.add(residualPlot).size(280, 110);
        tooltip(stagePlot, OverlayHelp.STAGE_PLOT);
        stagesSection.content.add(stagePlot).size(280, 60).row();
        stagesSection.content.add(new StageLegend(shapes, VisUI.getSkin().getFont("small-font"))).size(280, 28);
        figuresTable.defaults().left();
        fillFigures(false);
        figuresWindow.add(figuresTable).pad(4);
        figuresWindow.pack();
    }

    /** The Figures window's sections, the Events section only for a scene that has events to show. */
    private void fillFigures(boolean events) {
        figuresTable.clearChildren();
        numbersSection.addTo(figuresTable, 1);
        if (events) eventsSection.addTo(figuresTable, 1);
        residualSection.addTo(figuresTable, 1);
        stagesSection.addTo(figuresTable, 1);
    }

    /** Widgets to config (the picker and check box; the number settings write their own): applied at the next step. */
    private void writeConfig() {
        NscConfig c = session.liveConfig();
        c.solver = solverPicker.getSelected();
        c.warmStart = warmStart.isChecked();
        c.contactMethod = smoothContact.isChecked() ? ContactMethod.SMC : ContactMethod.NSC;
    }

    /** The Defaults button: the live config back to {@link NscConfig#defaults()}, but for the scene's own settings. */
    private void restoreDefaults() {
        restoreDefaults(session.liveConfig());
        syncFromConfig();
    }

    /** Every field of {@code c} back to its default except those in {@link #KEPT_BY_DEFAULTS}' groups. */
    static void restoreDefaults(NscConfig c) {
        ConfigFields.resetExcept(c, KEPT_BY_DEFAULTS.toArray(new ConfigField.Group[0]));
    }

    /** Config to widgets: after a scene load, when the session's config object changes. */
    public void syncFromConfig() {
        NscConfig c = session.liveConfig();
        syncing = true;
        solverPicker.setSelected(c.solver);
        warmStart.setChecked(c.warmStart);
        smoothContact.setChecked(c.contactMethod == ContactMethod.SMC);
        syncing = false;
        for (NumberSetting n : settings) n.sync(c);
    }

    /** Shows {@code index} as the current scene without asking for a load. */
    public void showScene(int index) {
        syncing = true;
        scenePicker.setSelectedIndex(index);
        syncing = false;
        stagePlot.clearValues();
        if (session.scene() != null) caption.setText(session.scene().name() + ": " + session.scene().summary()
                + "   (expected: " + expectationWords(session.scene().expectation()) + ")");
        syncFromConfig();
        foldSections();
        repack();
    }

    private static String expectationWords(io.github.gdxnsc.demo.scenes.Expectation e) {
        return e.words();
    }

    /**
     * Shows the engine switch's state: the mode (the side captions appear in the split view and
     * with Bullet alone) and Bullet's iteration count; the figures come from {@link #setLiveFigures}.
     */
    public void showEngine(EngineMode mode, int iterations, String bulletProblem) {
        engineMode = mode;
        this.bulletProblem = bulletProblem;
        syncing = true;
        enginePicker.setSelected(mode);
        bulletIterations.setValue(iterations);
        bulletIterationsValue.setText(Integer.toString(iterations));
        syncing = false;
        showSides();
        sinceRefresh = Float.MAX_VALUE;
    }

    /** The live windows of our side and Bullet's, read at each refresh (the same objects for the demo's life). */
    public void setLiveFigures(LiveQuality nsc, LiveQuality bullet) {
        nscLive = nsc;
        bulletLive = bullet;
    }

    private void showSides() {
        nscSide.setVisible(engineMode == EngineMode.SPLIT);
        bulletSide.setVisible(engineMode.runsBullet());
    }

    private void refreshSides() {
        if (!engineMode.runsBullet() || nscLive == null) return;
        NscConfig c = session.liveConfig();
        nscSideText.setLength(0);
        nscSideText.append("nsc: ").append(c.solver.name()).append(", ").append(c.maxIterations).append(" it max\n");
        sideFigures(nscSideText, nscLive);
        bulletSideText.setLength(0);
        bulletSideText.append("Bullet SI, ").append(Math.round(bulletIterations.getValue())).append(" it\n");
        if (bulletProblem != null) bulletSideText.append(bulletProblem);
        else sideFigures(bulletSideText, bulletLive);
        nscSide.setText(nscSideText);
        bulletSide.setText(bulletSideText);
        nscSide.pack();
        bulletSide.pack();
        layout();
    }

    /** "step 0.78 ms  jitter 9.03e-3 m/s", "drift 44.40 mm / 120 steps": the bench's measures over the window. */
    private static void sideFigures(StringBuilder sb, LiveQuality q) {
        sb.append("step ");
        Fmt.fixed(sb, q.medianStepMillis(), 2).append(" ms   jitter ");
        Fmt.sci(sb, q.restVelocityRms()).append(" m/s\ndrift ");
        Fmt.fixed(sb, q.drift() * 1000, 2).append(" mm over ").append(q.steps()).append(" steps");
    }

    public void showArrows(boolean on) {
        syncing = true;
        arrows.setChecked(on);
        syncing = false;
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
        if (stats != null && steppedThisFrame) stagePlot.add(stats);
        sinceRefresh += delta;
        if (transientSeconds > 0) transientSeconds -= delta;
        if (!force && sinceRefresh < REFRESH_SECONDS) return;
        sinceRefresh = 0;
        pause.setText(paused ? "Run" : "Pause");
        NscConfig config = session.liveConfig();
        solverStatus.update(stats, config.solver, config.tolerance);
        text.setLength(0);
        if (session.unavailableReason() != null) text.append("Physics off, bodies frozen: ").append(session.unavailableReason());
        else {
            if (paused) text.append("PAUSED. ");
            if (engineMode == EngineMode.BULLET_SI) text.append("Bullet SI runs the scene alone; our world waits (its figures are of its last step). ");
            text.append(solverStatus.reasonText());
        }
        if (transientSeconds > 0 && transientMessage != null) text.append(text.length > 0 ? "\n" : "").append(transientMessage);
        status.setText(text);
        refreshSides();
        updateEvents();
        int f = 0;
        set(f++).append(Gdx.graphics.getFramesPerSecond());
        if (stats == null) {
            set(f++).append(session.stepIndex());
            set(f++).append(session.bodyCount());
            while (f < figureValues.length) set(f++).append('-');
            for (int i = 0; i < figureValues.length; i++) figureValues[i].setText(figureText[i]);
            residualPlot.set(null, config.tolerance);
            fitWindows();
            return;
        }
        set(f++).append(stats.stepIndex);
        set(f++).append(stats.bodies);
        set(f++).append(stats.contacts);
        set(f++).append(stats.joints);
        set(f++).append(stats.rows);
        set(f++).append(solverStatus.solverUsed());
        StringBuilder it = set(f++);
        it.append(SolverStatus.firstSolveIterations(stats));
        if (stats.slipCorrectionSolve) it.append(" + ").append(SolverStatus.correctionIterations(stats));
        it.append(" / ").append(SolverStatus.velocityBudget(config));
        StringBuilder pit = set(f++);
        if (SolverStatus.positionBudget(config) == 0) pit.append('-');
        else pit.append(stats.positionSolve.iterations).append(" / ").append(SolverStatus.positionBudget(config));
        Fmt.sci(set(f++), stats.residual());
        if (stats.positionSolve.iterations > 0) Fmt.sci(set(f++), stats.positionSolve.residual);
        else set(f++).append('-');
        set(f++).append(stats.schurProducts());
        for (io.github.gdxnsc.stats.Stage st : io.github.gdxnsc.stats.Stage.all()) Fmt.millis(set(f++), stats.nanos(st));
        Fmt.millis(set(f++), stats.totalNanos);
        for (int i = 0; i < figureValues.length; i++) figureValues[i].setText(figureText[i]);
        residualPlot.set(stats.velocitySolve, config.tolerance);
        fitWindows();
    }

    /** The events section: per simulated second and in total since the load; '-' while physics is off. */
    private void updateEvents() {
        for (StringBuilder b : eventText) b.setLength(0);
        if (!session.isLive()) {
            for (StringBuilder b : eventText) b.append('-');
        } else {
            io.github.gdxnsc.demo.SceneEvents e = session.events();
            eventText[0].append(e.beginsLastSecond()).append(" /s, ").append(e.begins()).append(" total");
            eventText[1].append(e.endsLastSecond()).append(" /s, ").append(e.ends()).append(" total");
            eventText[2].append(e.occupancy()).append(" now, ").append(e.sensorEntries()).append(" entries");
            int dynamic = 0;
            for (int i = 0, n = session.bodyCount(); i < n; i++) if (session.isDynamic(i)) dynamic++;
            eventText[3].append(session.sleepingBodies()).append(" of ").append(dynamic);
        }
        for (int i = 0; i < eventValues.length; i++) eventValues[i].setText(eventText[i]);
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

    private void repack() {
        solverWindow.pack();
        figuresWindow.pack();
        layout();
    }

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
        if (!visible && !engineMode.runsBullet()) return; // hidden, the side captions still show
        stage.getViewport().apply();
        stage.act();
        stage.draw();
    }

    /**
     * The overlay's scale for a window of this size: 1 at 1280x720, larger on big screens (up to 3
     * on 4K), at least 0.8 so the bitmap font stays readable; on small windows the sections that
     * matter least start folded instead.
     */
    public static float uiScale(int width, int height) {
        return MathUtils.clamp(Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT), 0.8f, 3f);
    }

    public void resize(int width, int height) {
        uiScale = uiScale(width, height);
        ((ScreenViewport) stage.getViewport()).setUnitsPerPixel(1f / uiScale);
        stage.getViewport().update(width, height, true);
        compact = width / uiScale < 1100 || height / uiScale < 650;
        foldSections();
        repack();
    }

    /**
     * Which sections show and start folded: the Events section only on a scene with kinematic or
     * sensor bodies (the playground), open there, with the residual plot and the time graph folded so
     * the Figures window still fits the screen; on a small window the keys, the events and the time
     * graph start folded. A click overrides until the next scene or resize.
     */
    private void foldSections() {
        boolean game = hasGameBodies();
        if (game != eventsShown) {
            eventsShown = game;
            fillFigures(game);
        }
        boolean events = game && !compact;
        keysSection.setCollapsed(compact);
        eventsSection.setCollapsed(!events);
        residualSection.setCollapsed(events);
        stagesSection.setCollapsed(compact || events);
    }

    /** Whether the scene has kinematic or sensor bodies: a game scene, whose events are the point. */
    private boolean hasGameBodies() {
        if (session.scene() == null) return false;
        for (int i = 0, n = session.sceneBodyCount(); i < n; i++) {
            io.github.gdxnsc.demo.scenes.BodySpec spec = session.spec(i);
            if (spec.kinematic || spec.sensor) return true;
        }
        return false;
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
        // the split view's captions: centred low in each half; Bullet alone: centred low in the window
        float sideY = 8 + speedLegend.getHeight() + 8;
        // (beside the windows where those reach down to them)
        float rightEdge = visible && figuresWindow.getY() < sideY + bulletSide.getHeight() ? figuresWindow.getX() - 8 : w - 8;
        float leftEdge = visible && solverWindow.getY() < sideY + nscSide.getHeight() ? solverWindow.getX() + solverWindow.getWidth() + 8 : 8;
        if (engineMode == EngineMode.SPLIT) {
            nscSide.setPosition(Math.max(leftEdge, w / 4 - nscSide.getWidth() / 2), sideY);
            bulletSide.setPosition(Math.min(3 * w / 4 - bulletSide.getWidth() / 2, rightEdge - bulletSide.getWidth()), sideY);
        } else {
            bulletSide.setPosition(Math.min(w / 2 - bulletSide.getWidth() / 2, rightEdge - bulletSide.getWidth()), sideY);
        }
        arrowScale.setPosition(w - arrowScale.getWidth() - 8, 12);
    }

    public Stage stage() {
        return stage;
    }

    public boolean isVisible() {
        return visible;
    }

    public void setVisible(boolean visible) {
        this.visible = visible;
        for (Actor a : stage.getActors()) a.setVisible(visible); // hidden windows take no clicks
        showSides(); // the side captions belong to the split view, not to the overlay
        layout();
        if (visible) arrowScale.setVisible(arrows.isChecked());
    }

    /** Residual samples in the plot now (for the smoke report: the plot had data). */
    public int plottedIterations() {
        return residualPlot.length();
    }

    /** Height of the plot's tolerance line, 0 (bottom) to 1 (top): inside the plot when strictly between. */
    public float toleranceLineFraction() {
        return residualPlot.toleranceFraction();
    }

    /** The status line as shown (the solver used and why), for the smoke report. */
    public String statusText() {
        return status.getText().toString();
    }

    /** Screen rectangles of the two windows (stage units, y up), for the smoke test's pixel check. */
    public void windowBounds(Array<Rectangle> out) {
        out.clear();
        out.add(new Rectangle(solverWindow.getX() * uiScale, solverWindow.getY() * uiScale,
                solverWindow.getWidth() * uiScale, solverWindow.getHeight() * uiScale));
        out.add(new Rectangle(figuresWindow.getX() * uiScale, figuresWindow.getY() * uiScale,
                figuresWindow.getWidth() * uiScale, figuresWindow.getHeight() * uiScale));
    }

    /** "name: value" for every figure and the status, as shown (for the smoke report). */
    public void figureTexts(List<String> out) {
        for (int i = 0; i < FIGURE_NAMES.length; i++) out.add(FIGURE_NAMES[i] + ": " + figureValues[i].getText());
        for (int i = 0; i < EVENT_NAMES.length; i++) out.add(EVENT_NAMES[i] + ": " + eventValues[i].getText());
        out.add("status: " + status.getText());
        out.add("engine: " + engineMode.label);
        if (nscSide.isVisible()) out.add("nsc side: " + nscSide.getText());
        if (bulletSide.isVisible()) out.add("bullet side: " + bulletSide.getText());
        NscConfig c = session.liveConfig();
        out.add("solver: " + solverPicker.getSelected() + ", maxIterations " + c.maxIterations
                + ", tolerance " + c.tolerance + ", timeBudgetMicros " + c.timeBudgetMicros
                + ", threads " + c.threads + ", warmStart " + warmStart.isChecked());
    }

    @Override
    public void dispose() {
        stage.dispose();
        shapes.dispose();
    }
}
