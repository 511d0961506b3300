package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.scenes.scene2d.Actor;
import io.github.gdxnsc.solver.SolverStats;

/**
 * The last step's residual against iteration, log scale: one grid line per decade, the
 * tolerance in red. A good warm-started APGD solve is a steep green line ending under the red one.
 */
final class ResidualPlot extends Actor {
    private static final int MIN_EXPONENT = -15, MAX_EXPONENT = 5;
    private static final String[] DECADE_LABELS = new String[MAX_EXPONENT - MIN_EXPONENT + 1];

    static {
        for (int e = MIN_EXPONENT; e <= MAX_EXPONENT; e++) DECADE_LABELS[e - MIN_EXPONENT] = "1e" + e;
    }

    private final ShapeRenderer shapes;
    private final BitmapFont font;
    private double[] history = new double[256];
    private int length;
    private double tolerance = Double.NaN;

    ResidualPlot(ShapeRenderer shapes, BitmapFont font) {
        this.shapes = shapes;
        this.font = font;
    }

    /** Takes a copy of the solve's residual history (grows the buffer only when a solve is longer than any before). */
    void set(SolverStats stats, double tolerance) {
        if (stats == null) {
            length = 0;
            return;
        }
        if (history.length < stats.historyLength()) history = new double[Math.max(stats.historyLength(), history.length * 2)];
        length = stats.copyHistory(history);
        this.tolerance = tolerance;
    }

    int length() {
        return length;
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        float x = getX(), y = getY(), w = getWidth(), h = getHeight();
        int low = MAX_EXPONENT, high = MIN_EXPONENT;
        for (int i = 0; i < length; i++) {
            if (!(history[i] > 0) || !Double.isFinite(history[i])) continue;
            int e = (int) Math.floor(Math.log10(history[i]));
            low = Math.min(low, e);
            high = Math.max(high, e + 1);
        }
        if (tolerance > 0) {
            int e = (int) Math.floor(Math.log10(tolerance));
            low = Math.min(low, e);
            high = Math.max(high, e + 1);
        }
        if (low > high) { // nothing to show yet: a default range
            low = -8;
            high = 0;
        }
        low = Math.max(MIN_EXPONENT, low);
        high = Math.min(MAX_EXPONENT, Math.max(high, low + 1));

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
        for (int e = low + 1; e < high; e++) {
            float gy = y + h * (e - low) / (float) (high - low);
            shapes.line(x, gy, x + w, gy);
        }
        if (tolerance > 0) {
            shapes.setColor(PlotStyle.TARGET);
            float ty = yOf(tolerance, low, high, y, h);
            shapes.line(x, ty, x + w, ty);
        }
        shapes.setColor(PlotStyle.LINE);
        float step = length > 1 ? w / (length - 1) : w;
        for (int i = 1; i < length; i++) {
            shapes.line(x + (i - 1) * step, yOf(history[i - 1], low, high, y, h), x + i * step, yOf(history[i], low, high, y, h));
        }
        shapes.setColor(PlotStyle.FRAME);
        shapes.rect(x, y, w, h);
        shapes.end();
        batch.begin();
        font.setColor(PlotStyle.TEXT);
        font.draw(batch, DECADE_LABELS[high - MIN_EXPONENT], x + 3, y + h - 3);
        font.draw(batch, DECADE_LABELS[low - MIN_EXPONENT], x + 3, y + font.getCapHeight() + 4);
    }

    private static float yOf(double value, int low, int high, float y, float h) {
        if (!(value > 0) || !Double.isFinite(value)) return y;
        double t = (Math.log10(value) - low) / (high - low);
        return y + h * (float) Math.max(0, Math.min(1, t));
    }
}
