package io.github.gdxnsc.demo.overlay;

import static io.github.gdxnsc.demo.overlay.Widgets.tooltip;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.StringBuilder;
import com.kotcrab.vis.ui.widget.VisTable;
import io.github.gdxnsc.demo.SceneSession;
import io.github.gdxnsc.demo.SolverStatus;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;
import io.github.gdxnsc.world.NscConfig;
import java.util.Arrays;
import java.util.List;

/**
 * The overlay's "Figures" window: the last step's numbers (one row per figure, then one time per
 * stage of {@link Stage}, then the whole step), the Events section on game scenes, the
 * residual-per-iteration plot and the per-stage step time.
 */
final class FiguresWindow extends DockedWindow {
    /** The step's figures; the stages' times and the whole step's follow in {@link #stageTimes}, two to a row. */
    static final String[] NAMES = figureNames();
    private static final String[] HELP = figureHelp();

    private final Section numbersSection = new Section("Figures"), residualSection = new Section("Residual per iteration");
    private final Section stagesSection = new Section("Step time per frame");
    private final FigureRows figures = new FigureRows(NAMES, HELP, numbersSection.content);
    private final VisTable stageTable = new VisTable();
    private final FigureRows stageTimes = new FigureRows(stageNames(), stageHelp(), stageTable, 2, 36);
    private final EventFigures events = new EventFigures();
    private final ThreadFigures threads = new ThreadFigures();
    private final VisTable sections = new VisTable();
    /** Whether the Events section is in the window (scenes with kinematic or sensor bodies). */
    private boolean eventsShown;
    private final ResidualPlot residualPlot;
    private final StageTimePlot stagePlot;

    FiguresWindow(ShapeRenderer shapes, BitmapFont font) {
        super("Figures");
        residualPlot = new ResidualPlot(shapes, font);
        stagePlot = new StageTimePlot(shapes, font, 120);
        tooltip(residualPlot, OverlayHelp.RESIDUAL_PLOT);
        residualSection.content.add(residualPlot).size(280, 96);
        tooltip(stagePlot, OverlayHelp.STAGE_PLOT);
        stagesSection.content.add(stagePlot).size(280, 60);
        // the stage times' names, in the graph's colours, are its legend
        for (Stage st : Stage.all()) stageTimes.colourName(st.ordinal(), StageTimePlot.COLOURS[st.ordinal()]);
        numbersSection.content.row();
        numbersSection.content.add(stageTable).colspan(2).left();
        sections.defaults().left();
        fillSections(false);
        VisTable body = new VisTable();
        addScrolling(body, sections);
        setBody(body);
        pack();
    }

    private static String[] figureNames() {
        return new String[] {"FPS", "step", "bodies", "contacts", "joints", "rows", "solver used", "velocity it", "position it", "residual",
            "position residual", "Schur products"};
    }

    /** Tooltips in the order of {@link #NAMES}. */
    private static String[] figureHelp() {
        return OverlayHelp.STEP_FIGURES.clone();
    }

    /** One time per stage of {@link Stage}, in its order, then the whole step's. */
    private static String[] stageNames() {
        String[] names = new String[Stage.all().length + 1];
        for (Stage st : Stage.all()) names[st.ordinal()] = st.label + " ms";
        names[names.length - 1] = "step ms";
        return names;
    }

    private static String[] stageHelp() {
        String[] help = new String[Stage.all().length + 1];
        for (Stage st : Stage.all()) help[st.ordinal()] = OverlayHelp.stageFigure(st);
        help[help.length - 1] = OverlayHelp.STEP_TIME;
        return help;
    }

    /** The window's sections, the Events section only for a scene that has events to show. */
    private void fillSections(boolean withEvents) {
        sections.clearChildren();
        numbersSection.addTo(sections, 1);
        if (withEvents) events.section.addTo(sections, 1);
        residualSection.addTo(sections, 1);
        stagesSection.addTo(sections, 1);
        threads.section.addTo(sections, 1);
    }

    /** Runs {@code r} whenever one of this window's sections folds or unfolds. */
    void onSectionToggle(Runnable r) {
        for (Section s : new Section[] {numbersSection, events.section, residualSection, stagesSection, threads.section}) s.onToggle(r);
    }

    /** Puts the Events section in the window or takes it out. */
    void showEvents(boolean shown) {
        if (shown == eventsShown) return;
        eventsShown = shown;
        fillSections(shown);
    }

    /**
     * Folds the sections that matter least: with the events open, the residual plot and the time
     * graph give them room; on a small window the time graph folds too.
     */
    void fold(boolean eventsOpen, boolean compact) {
        events.section.setCollapsed(!eventsOpen);
        residualSection.setCollapsed(eventsOpen);
        stagesSection.setCollapsed(compact || eventsOpen);
    }

    /** Folds the time graph; true when it was open. */
    boolean foldStepTimes() {
        if (stagesSection.isCollapsed()) return false;
        stagesSection.setCollapsed(true);
        return true;
    }

    /** Folds the residual plot; true when it was open. */
    boolean foldResiduals() {
        if (residualSection.isCollapsed()) return false;
        residualSection.setCollapsed(true);
        return true;
    }

    /** Feeds a step that ran this frame to the time graph. */
    void addStep(StepStats stats) {
        stagePlot.add(stats);
    }

    /** Empties the time graph (a new scene). */
    void clearStepTimes() {
        stagePlot.clearValues();
    }

    /** Shows the events, the last step's figures and its residuals ({@code stats} null: no step yet, or physics off). */
    void refresh(SceneSession session, StepStats stats, SolverStatus solverStatus, NscConfig config) {
        events.refresh(session);
        threads.refresh(stats);
        int f = 0;
        figures.set(f++).append(Gdx.graphics.getFramesPerSecond());
        if (stats == null) {
            figures.set(f++).append(session.stepIndex());
            figures.set(f++).append(session.bodyCount());
            while (f < figures.size()) figures.set(f++).append('-');
            figures.show();
            for (int i = 0; i < stageTimes.size(); i++) stageTimes.set(i).append('-');
            stageTimes.show();
            residualPlot.set(null, config.tolerance);
            return;
        }
        figures.set(f++).append(stats.stepIndex);
        figures.set(f++).append(stats.bodies);
        figures.set(f++).append(stats.contacts);
        figures.set(f++).append(stats.joints);
        if (stats.smcSubsteps > 0) {
            smoothContactFigures(f, stats, config.tolerance);
            return;
        }
        figures.set(f++).append(stats.rows);
        figures.set(f++).append(solverStatus.solverUsed());
        StringBuilder it = figures.set(f++);
        it.append(SolverStatus.firstSolveIterations(stats));
        if (stats.slipCorrectionSolve) it.append(" + ").append(SolverStatus.correctionIterations(stats));
        it.append(" / ").append(SolverStatus.velocityBudget(config));
        StringBuilder pit = figures.set(f++);
        if (SolverStatus.positionBudget(config) == 0) pit.append('-');
        else pit.append(stats.positionSolve.iterations).append(" / ").append(SolverStatus.positionBudget(config));
        Fmt.sci(figures.set(f++), stats.residual());
        if (stats.positionSolve.iterations > 0) Fmt.sci(figures.set(f++), stats.positionSolve.residual);
        else figures.set(f++).append('-');
        figures.set(f++).append(stats.schurProducts());
        figures.show();
        stageFigures(stats);
        residualPlot.set(stats.velocitySolve, config.tolerance);
    }

    /**
     * Smooth contact (SMC): the contacts are spring-dampers in substeps, not rows, so the figures
     * of the contact solve say "SMC" instead of keeping the last hard-contact step's; a solve
     * still runs for the joints' rows where there are any.
     */
    private void smoothContactFigures(int f, StepStats stats, double tolerance) {
        boolean jointSolve = stats.rows > 0;
        StringBuilder rows = figures.set(f++);
        if (jointSolve) rows.append(stats.rows).append(" (joints)");
        else rows.append("SMC: none");
        StringBuilder used = figures.set(f++).append("SMC, ").append(stats.smcSubsteps).append(" substeps");
        if (jointSolve) used.append(" + ").append(stats.velocitySolve.solver);
        if (jointSolve) figures.set(f++).append(stats.velocitySolve.iterations).append(" (joints)");
        else figures.set(f++).append("SMC");
        figures.set(f++).append("SMC");
        if (jointSolve) Fmt.sci(figures.set(f++), stats.velocitySolve.residual);
        else figures.set(f++).append("SMC");
        figures.set(f++).append("SMC");
        figures.set(f++).append(jointSolve ? stats.schurProducts() : 0);
        figures.show();
        stageFigures(stats);
        residualPlot.set(jointSolve ? stats.velocitySolve : null, tolerance);
    }

    /**
     * Bullet alone runs the scene: Bullet's own figures (its steps, bodies, contact points,
     * iterations and step time); what only our solver has reads "Bullet".
     */
    void refreshBullet(BulletFigures bullet) {
        threads.refresh(null);
        int f = 0;
        figures.set(f++).append(Gdx.graphics.getFramesPerSecond());
        figures.set(f++).append(bullet.steps());
        figures.set(f++).append(bullet.bodyCount());
        figures.set(f++).append(bullet.contactPoints());
        figures.set(f++).append("Bullet");
        figures.set(f++).append("Bullet");
        figures.set(f++).append("Bullet SI");
        figures.set(f++).append(bullet.iterations()).append(" (SI, all run)");
        while (f < figures.size()) figures.set(f++).append("Bullet");
        figures.show();
        for (int i = 0; i < stageTimes.size() - 1; i++) stageTimes.set(i).append("Bullet");
        Fmt.millis(stageTimes.set(stageTimes.size() - 1), bullet.lastStepNanos());
        stageTimes.show();
        residualPlot.set(null, Double.NaN);
    }

    private void stageFigures(StepStats stats) {
        for (Stage st : Stage.all()) Fmt.millis(stageTimes.set(st.ordinal()), stats.nanos(st));
        Fmt.millis(stageTimes.set(Stage.all().length), stats.totalNanos);
        stageTimes.show();
    }

    /** Residual samples in the plot now. */
    int plottedIterations() {
        return residualPlot.length();
    }

    /** Height of the plot's tolerance line, 0 (bottom) to 1 (top). */
    float toleranceLineFraction() {
        return residualPlot.toleranceFraction();
    }

    /** "name: value" for every figure, then every event row, as shown. */
    void texts(List<String> out) {
        List<String> labels = new java.util.ArrayList<>();
        residualPlot.tickLabels(labels);
        out.add("residual plot labels: " + String.join(", ", labels));
        figures.texts(out);
        stageTimes.texts(out);
        events.texts(out);
        threads.texts(out);
    }
}
