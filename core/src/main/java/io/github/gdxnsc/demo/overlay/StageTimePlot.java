package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.utils.StringBuilder;
import io.github.gdxnsc.stats.Stage;
import io.github.gdxnsc.stats.StepStats;

/**
 * The step time of the last frames, one stacked bar per frame (the stages of {@link Stage}, in
 * their order, bottom to top) under a white line at one 60 Hz frame (16.7 ms). The scale is
 * one of a few fixed heights ({@link #SCALES_MS}, 20 ms and up, so the frame line always shows),
 * the smallest that holds the recent frames' bars ({@link #RECENT}): steady bars keep their height,
 * and a hitch's tall bar scales the plot only while it is recent.
 */
final class StageTimePlot extends Actor {
    static final Stage[] STAGES = Stage.all();
    /** One colour per stage, in {@link Stage}'s order. */
    static final Color[] COLOURS = {
        new Color(0.55f, 0.55f, 0.60f, 1f), new Color(0.30f, 0.60f, 0.95f, 1f), new Color(0.25f, 0.80f, 0.80f, 1f),
        new Color(0.75f, 0.50f, 0.95f, 1f), new Color(0.35f, 0.85f, 0.45f, 1f), new Color(0.20f, 0.60f, 0.30f, 1f),
        new Color(0.95f, 0.45f, 0.65f, 1f), new Color(0.95f, 0.70f, 0.30f, 1f), new Color(0.85f, 0.85f, 0.50f, 1f)};
    static final float[] SCALES_MS = {20f, 40f, 80f, 160f, 320f, 640f, 1280f};
    static final float FRAME_MS = 1000f / 60f;
    /** Frames the scale fits: half a second at 60 frames per second. */
    static final int RECENT = 30;

    private final ShapeRenderer shapes;
    private final BitmapFont font;
    private final com.badlogic.gdx.graphics.g2d.GlyphLayout frameLabel = new com.badlogic.gdx.graphics.g2d.GlyphLayout();
    private final com.badlogic.gdx.graphics.g2d.GlyphLayout scaleLabel = new com.badlogic.gdx.graphics.g2d.GlyphLayout();
    /** Per frame, per stage, milliseconds: a ring of {@code capacity} frames. */
    private final float[][] values;
    private final StringBuilder caption = new StringBuilder();
    private int next, count, scale;

    StageTimePlot(ShapeRenderer shapes, BitmapFont font, int capacity) {
        this.shapes = shapes;
        this.font = font;
        this.values = new float[capacity][STAGES.length];
    }

    void add(StepStats s) {
        float[] v = values[next];
        for (Stage stage : STAGES) v[stage.ordinal()] = s.nanos(stage) / 1e6f;
        next = (next + 1) % values.length;
        count = Math.min(count + 1, values.length);
        fitScale();
    }

    void clearValues() {
        count = 0;
        next = 0;
        scale = 0;
    }

    /** The scale now, in milliseconds (full height). */
    float scaleMillis() {
        return SCALES_MS[scale];
    }

    /** The scale fits the last {@link #RECENT} frames: an old hitch is cut off at the top instead of flattening the rest. */
    private void fitScale() {
        float max = 0;
        for (int i = 0; i < Math.min(count, RECENT); i++) max = Math.max(max, total(values[(next - 1 - i + values.length) % values.length]));
        scale = scaleFor(max);
    }

    /** The index of the smallest scale that holds {@code millis} (the largest when none does). */
    static int scaleFor(float millis) {
        int s = 0;
        while (s < SCALES_MS.length - 1 && millis > SCALES_MS[s]) s++;
        return s;
    }

    private static float total(float[] v) {
        float t = 0;
        for (float x : v) t += x;
        return t;
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        float x = getX(), y = getY(), w = getWidth(), h = getHeight();
        float full = SCALES_MS[scale];
        batch.end();
        Gdx.gl.glEnable(GL20.GL_BLEND);
        shapes.setProjectionMatrix(batch.getProjectionMatrix());
        shapes.setTransformMatrix(batch.getTransformMatrix());
        shapes.begin(ShapeRenderer.ShapeType.Filled);
        shapes.setColor(PlotStyle.BACKGROUND);
        shapes.rect(x, y, w, h);
        float bar = w / values.length;
        for (int i = 0; i < count; i++) {
            float[] v = values[(next - count + i + values.length) % values.length]; // oldest on the left
            float base = y + 1;
            for (int s = 0; s < STAGES.length; s++) {
                float bh = Math.min((h - 2) * v[s] / full, y + h - 1 - base);
                if (bh <= 0) continue;
                shapes.setColor(COLOURS[s]);
                shapes.rect(x + i * bar, base, Math.max(1f, bar - 0.5f), bh);
                base += bh;
            }
        }
        shapes.end();
        shapes.begin(ShapeRenderer.ShapeType.Line);
        shapes.setColor(Color.WHITE);
        float fy = y + h * FRAME_MS / full;
        caption.setLength(0);
        Fmt.fixed(caption, full, 0).append(" ms");
        scaleLabel.setText(font, caption);
        // the line starts after the scale's label where it would cross it (at 20 ms the line is near the top)
        boolean crosses = fy >= y + h - 3 - font.getCapHeight() - 2;
        shapes.line(crosses ? x + 3 + scaleLabel.width + 4 : x, fy, x + w, fy);
        shapes.setColor(PlotStyle.FRAME);
        shapes.rect(x, y, w, h);
        shapes.end();
        batch.begin();
        font.setColor(PlotStyle.TEXT);
        font.draw(batch, scaleLabel, x + 3, y + h - 3);
        frameLabel.setText(font, FRAME_LABEL);
        font.draw(batch, frameLabel, x + w - frameLabel.width - 4, frameLabelTop(fy, y, y + h, font.getCapHeight()));
    }

    static final String FRAME_LABEL = "16.7 ms frame";
    /** Gap (px) between the frame line and its label, and between the label and the plot's edge. */
    static final float LABEL_GAP = 3;

    /**
     * Where the frame line's label goes (its top, as the font draws): just above the line when it
     * fits under the plot's top edge, else just below it, so it never crosses the line or the edge.
     */
    static float frameLabelTop(float lineY, float plotBottom, float plotTop, float capHeight) {
        float above = lineY + LABEL_GAP + capHeight;
        if (above <= plotTop - LABEL_GAP) return above;
        return Math.max(plotBottom + LABEL_GAP + capHeight, lineY - LABEL_GAP);
    }
}
