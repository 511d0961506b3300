package io.github.gdxnsc.demo.overlay;

import static io.github.gdxnsc.demo.overlay.Widgets.tooltip;

import com.badlogic.gdx.utils.StringBuilder;
import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisTable;
import java.util.List;

/**
 * Rows of "name  value" in an overlay section, name and value sharing one tooltip. A refresh
 * writes each value into its own reused builder ({@link #set}) and then shows them all
 * ({@link #show}), so the figures cost no allocation however often they change.
 */
final class FigureRows {
    private final String[] names;
    private final VisLabel[] values;
    private final VisLabel[] nameLabels;
    private final StringBuilder[] text;

    /** One row per name into {@code table}; {@code help[i]} is the tooltip of row i. */
    FigureRows(String[] names, String[] help, VisTable table) {
        this(names, help, table, 1, 130);
    }

    /**
     * {@code columns} "name value" pairs per row of {@code table}, each value at least
     * {@code valueWidth} wide: the stage times go two to a row so the window fits a 720-pixel screen.
     */
    FigureRows(String[] names, String[] help, VisTable table, int columns, float valueWidth) {
        this.names = names;
        values = new VisLabel[names.length];
        nameLabels = new VisLabel[names.length];
        text = new StringBuilder[names.length];
        table.defaults().left().padRight(12);
        for (int i = 0; i < names.length; i++) {
            text[i] = new StringBuilder(24);
            values[i] = new VisLabel("-");
            VisLabel name = new VisLabel(names[i]);
            nameLabels[i] = name;
            tooltip(name, help[i]);
            tooltip(values[i], help[i]);
            table.add(name);
            com.badlogic.gdx.scenes.scene2d.ui.Cell<VisLabel> cell = table.add(values[i]).minWidth(valueWidth);
            if ((i + 1) % columns == 0 || i == names.length - 1) cell.row();
        }
    }

    /** Draws row {@code row}'s name in {@code colour} (a stage's colour in the time graph: the rows are its legend). */
    void colourName(int row, com.badlogic.gdx.graphics.Color colour) {
        nameLabels[row].setColor(colour);
    }

    int size() {
        return names.length;
    }

    /** Row {@code row}'s builder, emptied, to append its new value to. */
    StringBuilder set(int row) {
        text[row].setLength(0);
        return text[row];
    }

    /** Shows what {@link #set} wrote. */
    void show() {
        for (int i = 0; i < values.length; i++) values[i].setText(text[i]);
    }

    /** "name: value" for every row, as shown. */
    void texts(List<String> out) {
        for (int i = 0; i < names.length; i++) out.add(names[i] + ": " + values[i].getText());
    }
}
