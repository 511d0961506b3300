package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.utils.StringBuilder;

/** A ring buffer of one figure per frame (the solve time), drawn as bars scaled to the largest shown. */
final class HistoryPlot extends Actor {
    private final ShapeRenderer shapes;
    private final BitmapFont font;
    private final float[] values;
    private final StringBuilder caption = new StringBuilder();
    private int next, count;

    HistoryPlot(ShapeRenderer shapes, BitmapFont font, int capacity) {
        this.shapes = shapes;
        this.font = font;
        this.values = new float[capacity];
    }

    void add(float value) {
        values[next] = value;
        next = (next + 1) % values.length;
        count = Math.min(count + 1, values.length);
    }

    void clearValues() {
        count = 0;
        next = 0;
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        float x = getX(), y = getY(), w = getWidth(), h = getHeight();
        float max = 1e-3f;
        for (int i = 0; i < count; i++) max = Math.max(max, values[i]);
        batch.end();
        Gdx.gl.glEnable(GL20.GL_BLEND);
        shapes.setProjectionMatrix(batch.getProjectionMatrix());
        shapes.setTransformMatrix(batch.getTransformMatrix());
        shapes.begin(ShapeRenderer.ShapeType.Filled);
        shapes.setColor(PlotStyle.BACKGROUND);
        shapes.rect(x, y, w, h);
        shapes.setColor(PlotStyle.LINE);
        float bar = w / values.length;
        for (int i = 0; i < count; i++) {
            // oldest on the left
            int index = (next - count + i + values.length) % values.length;
            float bh = (h - 2) * values[index] / max;
            shapes.rect(x + i * bar, y + 1, Math.max(1f, bar - 0.5f), bh);
        }
        shapes.end();
        shapes.begin(ShapeRenderer.ShapeType.Line);
        shapes.setColor(PlotStyle.FRAME);
        shapes.rect(x, y, w, h);
        shapes.end();
        batch.begin();
        caption.setLength(0);
        Fmt.fixed(caption.append("max "), max, 2).append(" ms");
        font.setColor(PlotStyle.TEXT);
        font.draw(batch, caption, x + 3, y + h - 3);
    }
}
