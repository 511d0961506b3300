package io.github.gdxnsc.demo.overlay;

import static io.github.gdxnsc.demo.overlay.Widgets.changed;
import static io.github.gdxnsc.demo.overlay.Widgets.tooltip;

import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.kotcrab.vis.ui.widget.VisCheckBox;
import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisSelectBox;
import com.kotcrab.vis.ui.widget.VisSlider;
import com.kotcrab.vis.ui.widget.VisTable;
import com.kotcrab.vis.ui.widget.VisTextButton;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.engines.EngineMode;
import io.github.gdxnsc.demo.render.DrawFlags;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.ConfigField;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.ContactMethod;
import io.github.gdxnsc.world.NscConfig;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The overlay's "Solver" window: the scene picker and its buttons, then its sections (the scene's
 * parameters; the settings: engine, Bullet's iterations, the solver, the number settings from the
 * config's field table, the check boxes and the Defaults button; the draw options; the keys),
 * which scroll when the screen cannot hold them, and the status line under them, always in view.
 *
 * <p>Its widgets write straight into the session's live {@link NscConfig}, which the world reads at
 * each step, so a change applies at the next step without a restart.
 */
final class SolverWindow extends DockedWindow {
    /**
     * The config groups the Defaults button leaves alone: gravity, the time step and the sub-step cap
     * (the scene's world), and sleeping, which a scene turns on for itself.
     */
    static final Set<ConfigField.Group> KEPT_BY_DEFAULTS =
            Collections.unmodifiableSet(EnumSet.of(ConfigField.Group.WORLD, ConfigField.Group.SLEEP));

    private final SceneSession session;
    private final OverlayControls controls;
    private final VisSelectBox<String> scenePicker = new VisSelectBox<>();
    private final VisSelectBox<SolverType> solverPicker = new VisSelectBox<>();
    private final VisSelectBox<EngineMode> enginePicker = new VisSelectBox<>();
    /** Bullet's SI iteration count (btContactSolverInfo.numIterations), for the Bullet side. */
    private final VisSlider bulletIterations = new VisSlider(1, 100, 1, false);
    private final VisLabel bulletIterationsValue = new VisLabel("10");
    private final NumberSetting[] settings;
    private final VisCheckBox warmStart = new VisCheckBox(ConfigFields.WARM_START.label());
    private final VisCheckBox smoothContact = new VisCheckBox(ConfigFields.CONTACT_METHOD.name() + " smc");
    private final VisCheckBox arrows = new VisCheckBox("contact forces (F2)");
    private final VisTextButton pause = new VisTextButton("Pause");
    private final VisLabel status = new VisLabel("");
    /** The status line's cell: no height while there is nothing to say, so the window keeps that room for the sections. */
    private com.badlogic.gdx.scenes.scene2d.ui.Cell<com.kotcrab.vis.ui.widget.VisScrollPane> statusCell;
    /** The status scrolls past {@link #STATUS_LINES} lines, so a long message (a refusal and a written file) cannot push the window off a small screen. */
    private final com.kotcrab.vis.ui.widget.VisScrollPane statusScroll = new com.kotcrab.vis.ui.widget.VisScrollPane(status);
    private final com.badlogic.gdx.graphics.g2d.GlyphLayout statusLayout = new com.badlogic.gdx.graphics.g2d.GlyphLayout();
    static final float STATUS_WIDTH = 370;
    static final int STATUS_LINES = 4;
    private final Section settingsSection = new Section("Settings"), keysSection = new Section("Keys");
    /** Guards against feeding our own programmatic widget updates back into the config. */
    private boolean syncing;

    private final VisCheckBox[] drawBoxes = new VisCheckBox[DrawFlags.NAMES.length];
    private final Section drawSection = new Section("Draw");
    private final Section sceneSection = new Section("Scene");
    private final SceneParameterRows sceneParameters;
    /** Holds the Scene section only while the scene has parameters, so a scene without any spends no room on it. */
    private final VisTable sceneHolder = new VisTable();
    private final Section[] sections = {sceneSection, settingsSection, drawSection, keysSection};

    SolverWindow(SceneSession session, OverlayControls controls, List<String> sceneNames, DrawFlags drawFlags) {
        super("Solver");
        this.session = session;
        this.controls = controls;
        sceneParameters = new SceneParameterRows(sceneSection.content, controls);
        int processors = Runtime.getRuntime().availableProcessors();
        settings = new NumberSetting[] {
            new NumberSetting.Iterations(), new NumberSetting.Tolerance(), new NumberSetting.TimeBudget(),
            new NumberSetting.Threads(Math.max(8, processors * 2)), new NumberSetting.StepRate(), new NumberSetting.SubSteps()};
        settings[4].onChange(controls::stepRateChanged);
        buildDraw(drawFlags);
        build(sceneNames);
    }

    /** The Draw section: a check box per debug-draw option, three to a row, under the settings. */
    private void buildDraw(DrawFlags flags) {
        VisTable d = drawSection.content;
        d.defaults().left().padRight(8);
        for (int i = 0; i < drawBoxes.length; i++) {
            int flag = i;
            VisCheckBox box = new VisCheckBox(DrawFlags.NAMES[i]);
            tooltip(box, DrawFlags.HELP[i]);
            box.addListener(changed(() -> flags.set(flag, box.isChecked())));
            drawBoxes[i] = box;
            d.add(box);
            if (i % 3 == 2) d.row();
        }
    }

    /** The draw options' check boxes on screen now (their section open and scrolled into view). */
    int drawBoxesShown() {
        int n = 0;
        for (VisCheckBox b : drawBoxes) if (OverlayStage.shown(b)) n++;
        return n;
    }

    /** The draw option's check box whose label starts with {@code name}, or null. */
    VisCheckBox drawBox(String name) {
        for (VisCheckBox b : drawBoxes) if (b.getText().toString().startsWith(name)) return b;
        return null;
    }

    private void build(List<String> sceneNames) {
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
        VisTable scrolled = new VisTable();
        scrolled.defaults().left();
        scrolled.add(sceneHolder).growX().left().row();

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
        s.add(smoothContact); // one row for both: the window keeps its height for the sections under it
        s.add(arrows).colspan(2).row();
        settingsSection.addTo(scrolled, 1);
        drawSection.addTo(scrolled, 1);
        VisLabel keys = new VisLabel(OverlayHelp.KEYS);
        keys.setColor(0.75f, 0.78f, 0.82f, 1f);
        keysSection.content.add(keys).left();
        keysSection.addTo(scrolled, 1);
        addScrolling(t, scrolled).colspan(2);
        t.row();

        status.setWrap(true);
        status.setColor(1f, 0.75f, 0.4f, 1f);
        statusScroll.setScrollingDisabled(true, false);
        statusScroll.setFadeScrollBars(false);
        statusCell = t.add(statusScroll).colspan(2).width(STATUS_WIDTH).height(0f);
        t.row();
        setBody(t);
        pack();

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

    /** The text field of the setting whose label starts with {@code setting}, or of the scene parameter so named; null when none. */
    com.kotcrab.vis.ui.widget.VisTextField field(String setting) {
        for (NumberSetting n : settings) if (n.name().startsWith(setting)) return n.field;
        return sceneParameters.field(setting);
    }

    /** The scene's own parameters at their values (rows made again only for another scene). */
    void showSceneParameters(io.github.gdxnsc.demo.scenes.Scene scene, io.github.gdxnsc.demo.scenes.SceneParams params) {
        sceneParameters.show(scene, params);
        boolean any = !scene.parameters(params).isEmpty();
        if (any == sceneHolder.hasChildren()) return;
        sceneHolder.clearChildren();
        if (any) sceneSection.addTo(sceneHolder, 2);
    }

    String sceneParametersLine() {
        return sceneParameters.describe();
    }

    /** Runs {@code r} whenever one of this window's sections folds or unfolds. */
    void onSectionToggle(Runnable r) {
        settingsSection.onToggle(r);
        sceneSection.onToggle(r);
        drawSection.onToggle(r);
        keysSection.onToggle(r);
    }

    /**
     * Folds the keys (the H window lists them too), else the draw options, else the scene's
     * parameters; false when all were folded already (the settings stay: a script or a person may be typing there).
     */
    boolean foldToFit() {
        Section s = !keysSection.isCollapsed() ? keysSection : !drawSection.isCollapsed() ? drawSection
                : !sceneSection.isCollapsed() ? sceneSection : null;
        if (s == null) return false;
        s.setCollapsed(true);
        return true;
    }

    /** Folds the keys on a small window ({@code compact}; H lists them too), opens them on a large one. */
    void foldKeys(boolean compact) {
        keysSection.setCollapsed(compact);
    }

    /** What a scripted click on {@code name} hits: a setting's text field, a draw option's box or a section's title; null when none. */
    com.badlogic.gdx.scenes.scene2d.Actor clickTarget(String name) {
        com.badlogic.gdx.scenes.scene2d.Actor a = field(name);
        if (a == null) a = drawBox(name);
        return a != null ? a : sectionTitle(name);
    }

    /** The title of the section so named ("Draw", "Settings", ...), which a click folds or opens; null when there is none. */
    VisLabel sectionTitle(String name) {
        for (Section s : sections) if (s.name().equals(name)) return s.title;
        return null;
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
    void syncFromConfig() {
        NscConfig c = session.liveConfig();
        syncing = true;
        solverPicker.setSelected(c.solver);
        warmStart.setChecked(c.warmStart);
        smoothContact.setChecked(c.contactMethod == ContactMethod.SMC);
        syncing = false;
        for (NumberSetting n : settings) n.sync(c);
    }

    /** Shows {@code index} as the current scene without asking for a load. */
    void showScene(int index) {
        syncing = true;
        scenePicker.setSelectedIndex(index);
        syncing = false;
    }

    /** Shows the engine switch's mode and Bullet's iteration count without asking for a change. */
    void showEngine(EngineMode mode, int iterations) {
        syncing = true;
        enginePicker.setSelected(mode);
        bulletIterations.setValue(iterations);
        bulletIterationsValue.setText(Integer.toString(iterations));
        syncing = false;
    }

    /** Bullet's SI iteration count as the slider shows it. */
    int bulletIterations() {
        return Math.round(bulletIterations.getValue());
    }

    /** Ticks the contact-forces box without toggling the arrows again. */
    void showArrows(boolean on) {
        syncing = true;
        arrows.setChecked(on);
        syncing = false;
    }

    boolean arrowsShown() {
        return arrows.isChecked();
    }

    /** The Pause button reads "Run" while the demo is paused. */
    void showPaused(boolean paused) {
        pause.setText(paused ? "Run" : "Pause");
    }

    void setStatus(CharSequence text) {
        status.setText(text);
        com.badlogic.gdx.graphics.g2d.BitmapFont font = status.getStyle().font;
        statusLayout.setText(font, text, com.badlogic.gdx.graphics.Color.WHITE, STATUS_WIDTH - 14, com.badlogic.gdx.utils.Align.left, true);
        statusCell.height(text.length() == 0 ? 0f : Math.min(statusLayout.height + font.getLineHeight() * 0.5f, STATUS_LINES * font.getLineHeight()));
    }

    String statusText() {
        return status.getText().toString();
    }

    /** The settings as the widgets and the live config hold them, in one line (for the smoke report). */
    String settingsLine() {
        NscConfig c = session.liveConfig();
        return "solver: " + solverPicker.getSelected() + ", maxIterations " + c.maxIterations
                + ", tolerance " + c.tolerance + ", timeBudgetMicros " + c.timeBudgetMicros
                + ", threads " + c.threads + ", warmStart " + warmStart.isChecked()
                + ", step rate " + Math.round(1f / c.timeStep) + " Hz, timeStep " + c.timeStep + ", maxSubSteps " + c.maxSubSteps;
    }
}
