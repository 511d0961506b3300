package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.graphics.Color;

/** Colours shared by the overlay's plots. */
final class PlotStyle {
    static final Color BACKGROUND = new Color(0.08f, 0.09f, 0.11f, 0.85f);
    static final Color FRAME = new Color(0.45f, 0.47f, 0.52f, 1f);
    static final Color GRID = new Color(0.22f, 0.24f, 0.28f, 1f);
    static final Color LINE = new Color(0.35f, 0.85f, 0.45f, 1f);
    static final Color TARGET = new Color(0.95f, 0.45f, 0.35f, 1f);
    static final Color TEXT = new Color(0.80f, 0.82f, 0.86f, 1f);

    private PlotStyle() {
    }
}
