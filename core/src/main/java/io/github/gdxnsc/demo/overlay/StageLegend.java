package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.scenes.scene2d.Actor;

/** The stage colours of {@link StageTimePlot}, as swatches with names, three to a row. */
final class StageLegend extends Actor {
    private final ShapeRenderer shapes;
    private final BitmapFont font;

    StageLegend(ShapeRenderer shapes, BitmapFont font) {
        this.shapes = shapes;
        this.font = font;
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        float x = getX(), y = getY(), w = getWidth(), h = getHeight();
        int perRow = 3;
        float cellW = w / perRow, cellH = h / 2;
        batch.end();
        shapes.setProjectionMatrix(batch.getProjectionMatrix());
        shapes.setTransformMatrix(batch.getTransformMatrix());
        shapes.begin(ShapeRenderer.ShapeType.Filled);
        for (int s = 0; s < StageTimePlot.STAGES.length; s++) {
            shapes.setColor(StageTimePlot.COLOURS[s]);
            shapes.rect(x + (s % perRow) * cellW, y + h - (s / perRow + 0.5f) * cellH - 3, 6, 6);
        }
        shapes.end();
        batch.begin();
        font.setColor(PlotStyle.TEXT);
        for (int s = 0; s < StageTimePlot.STAGES.length; s++) {
            font.draw(batch, StageTimePlot.STAGES[s].label, x + (s % perRow) * cellW + 9,
                    y + h - (s / perRow + 0.5f) * cellH + font.getCapHeight() / 2);
        }
    }
}
