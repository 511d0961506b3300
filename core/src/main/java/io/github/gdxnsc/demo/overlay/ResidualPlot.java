package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.utils.StringBuilder;
import io.github.gdxnsc.solver.SolverStats;

/**
 * The last solve's residual against iteration, log scale ({@link LogRange}: follows the data,
 * always shows the tolerance): a labelled grid line per decade, or at 1-2-5 steps where the range
 * is a decade or less, the tolerance in red and labelled. A good warm-started APGD solve is a steep green line ending under the red
 * one; a flat line far above it is a solve that ran out of budget.
 */
final class ResidualPlot extends Actor {
    private final ShapeRenderer shapes;
    private final BitmapFont font;
    private final LogRange range = new LogRange();
    private final StringBuilder label = new StringBuilder();
    private double[] history = new double[256];
    private int length;
    private double tolerance = Double.NaN;
    private final double[] tickValues = new double[12];
    private int ticks;

    ResidualPlot(ShapeRenderer shapes, BitmapFont font) {
        this.shapes = shapes;
        this.font = font;
    }

    /** Takes a copy of the solve's residual history (grows the buffer only when a solve is longer than any before). */
    void set(SolverStats stats, double tolerance) {
        this.tolerance = tolerance;
        if (stats == null) {
            length = 0;
        } else {
            if (history.length < stats.historyLength()) history = new double[Math.max(stats.historyLength(), history.length * 2)];
            length = stats.copyHistory(history);
        }
        range.fit(history, length, tolerance);
    }

    int length() {
        return length;
    }

    /** Height of the tolerance line as a fraction of the plot (0 bottom, 1 top), for the smoke report. */
    float toleranceFraction() {
        return range.fraction(tolerance);
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        float x = getX(), y = getY(), w = getWidth(), h = getHeight();
        batch.end();
        Gdx.gl.glEnable(GL20.GL_BLEND);
        shapes.setProjectionMatrix(batch.getProjectionMatrix());
        shapes.setTransformMatrix(batch.getTransformMatrix());
        shapes.begin(ShapeRenderer.ShapeType.Filled);
        shapes.setColor(PlotStyle.BACKGROUND);
        shapes.rect(x, y, w, h);
        shapes.end();
        shapes.begin(ShapeRenderer.ShapeType.Line);
        shapes.setColor(PlotStyle.GRID);
        ticks = range.ticks(tickValues);
        for (int i = 0; i < ticks; i++) {
            float gy = y + h * range.fraction(tickValues[i]);
            shapes.line(x, gy, x + w, gy);
        }
        float ty = y + h * range.fraction(tolerance);
        if (tolerance > 0) {
            shapes.setColor(PlotStyle.TARGET);
            shapes.line(x, ty, x + w, ty);
        }
        shapes.setColor(PlotStyle.LINE);
        float step = length > 1 ? w / (length - 1) : w;
        for (int i = 1; i < length; i++) {
            shapes.line(x + (i - 1) * step, y + h * range.fraction(history[i - 1]), x + i * step, y + h * range.fraction(history[i]));
        }
        shapes.setColor(PlotStyle.FRAME);
        shapes.rect(x, y, w, h);
        shapes.end();
        batch.begin();
        font.setColor(PlotStyle.TEXT);
        float lineHeight = font.getCapHeight() + 4;
        // each tick labelled at its line, skipping one that would touch the label below it
        float lastLabelY = Float.NEGATIVE_INFINITY;
        for (int i = 0; i < ticks; i++) {
            float ly = MathUtils.clamp(y + h * range.fraction(tickValues[i]) + font.getCapHeight() / 2, y + lineHeight, y + h - 3);
            if (ly - lastLabelY < lineHeight + 1) continue;
            label.setLength(0);
            font.draw(batch, LogRange.label(label, tickValues[i]), x + 3, ly);
            lastLabelY = ly;
        }
        if (tolerance > 0) {
            label.setLength(0);
            Fmt.sci(label.append("tolerance "), tolerance);
            font.setColor(PlotStyle.TARGET);
            // above the line unless that would leave the plot
            float ly = ty + lineHeight + 1 <= y + h ? ty + lineHeight : ty - 2;
            font.draw(batch, label, x + w - 95, ly);
        }
        label.setLength(0);
        label.append(length).append(" it");
        font.setColor(PlotStyle.TEXT);
        font.draw(batch, label, x + w / 2 - 12, y + h - 3); // centred: clear of the decade labels
    }

    /** The axis labels as drawn (every tick's, for the smoke report: no two the same). */
    void tickLabels(java.util.List<String> out) {
        int n = range.ticks(tickValues);
        for (int i = 0; i < n; i++) {
            label.setLength(0);
            out.add(LogRange.label(label, tickValues[i]).toString());
        }
    }
}
