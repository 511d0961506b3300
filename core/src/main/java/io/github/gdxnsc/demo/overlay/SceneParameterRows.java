package io.github.gdxnsc.demo.overlay;

import static io.github.gdxnsc.demo.overlay.Widgets.tooltip;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisSlider;
import com.kotcrab.vis.ui.widget.VisTable;
import com.kotcrab.vis.ui.widget.VisTextField;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneParameter;
import io.github.gdxnsc.demo.scenes.SceneParams;
import java.util.ArrayList;
import java.util.List;

/**
 * The running scene's own parameters ({@link Scene#parameters}) as rows of a slider and a text
 * field, like the config's settings: a change goes to {@link OverlayControls#setSceneParameter},
 * which rebuilds the scene; a value the scene refuses turns the field red. The rows are made again
 * only when another scene loads, so a slider being dragged survives the rebuilds it causes.
 */
final class SceneParameterRows {
    /** Sliders over a range this wide (max / min) move on a log scale (a mass ratio of 1 to 10,000). */
    static final float LOG_RANGE = 100;

    private final VisTable table;
    private final OverlayControls controls;
    private final List<Row> rows = new ArrayList<>();
    private Scene shown;
    private boolean syncing;

    SceneParameterRows(VisTable table, OverlayControls controls) {
        this.table = table;
        this.controls = controls;
        table.defaults().left().pad(2);
    }

    /** Shows {@code scene}'s parameters at their values in {@code params}. */
    void show(Scene scene, SceneParams params) {
        if (scene != shown) {
            shown = scene;
            rows.clear();
            table.clearChildren();
            List<SceneParameter> all = scene.parameters(params);
            for (SceneParameter p : all) rows.add(new Row(p));
        }
        syncing = true;
        for (Row r : rows) r.show(r.parameter.value(params));
        syncing = false;
    }

    /** The text field of the parameter {@code name} (for a scripted click), or null. */
    VisTextField field(String name) {
        for (Row r : rows) if (r.parameter.name.equals(name)) return r.field;
        return null;
    }

    /** "name value" for each parameter shown (for the smoke report). */
    String describe() {
        StringBuilder s = new StringBuilder();
        for (Row r : rows) s.append(s.length() > 0 ? ", " : "").append(r.parameter.name).append(' ').append(r.field.getText());
        return s.length() > 0 ? s.toString() : "none";
    }

    private final class Row {
        final SceneParameter parameter;
        final VisSlider slider;
        final VisTextField field = new VisTextField();
        final boolean log;
        /** The value the scene was built with, shown again when a typed one is refused. */
        float value;

        Row(SceneParameter p) {
            parameter = p;
            log = !p.whole && p.min > 0 && p.max / p.min >= LOG_RANGE;
            slider = log ? new VisSlider((float) Math.log10(p.min), (float) Math.log10(p.max), 0.05f, false)
                    : new VisSlider(p.min, p.max, p.whole ? 1 : (p.max - p.min) / 100, false);
            String help = p.help + " (" + p.range() + (p.unit.isEmpty() ? "" : " " + p.unit) + "; default " + p.format(p.initial) + "); a change rebuilds the scene";
            VisLabel label = new VisLabel(p.name + (p.unit.isEmpty() ? "" : " (" + p.unit + ")"));
            tooltip(label, help);
            tooltip(slider, help);
            tooltip(field, help);
            table.add(label);
            table.add(slider).width(130);
            table.add(field).width(70).row();
            slider.addListener(new ChangeListener() {
                @Override
                public void changed(ChangeEvent event, Actor actor) {
                    if (syncing) return;
                    float v = log ? (float) Math.pow(10, slider.getValue()) : slider.getValue();
                    apply(p.whole ? Math.round(v) : Float.parseFloat(p.format(v)));
                }
            });
            field.setTextFieldListener((f, c) -> {
                if (c == '\r' || c == '\n') applyText();
                else field.setColor(1f, 1f, 1f, 1f);
            });
            field.addListener(new com.badlogic.gdx.scenes.scene2d.utils.FocusListener() {
                @Override
                public void keyboardFocusChanged(FocusEvent event, Actor actor, boolean focused) {
                    if (focused) field.selectAll(); // typing replaces the value
                    else applyText(); // Enter, Escape or a click elsewhere leaves the field: the value typed applies
                }
            });
        }

        void show(float value) {
            this.value = value;
            slider.setValue(log ? (float) Math.log10(value) : value);
            field.setText(parameter.format(value));
            field.setColor(1f, 1f, 1f, 1f);
        }

        private void applyText() {
            if (field.getText().trim().equals(parameter.format(value))) return; // unchanged: no rebuild
            double v = NumberSetting.number(field.getText().trim());
            if (Double.isNaN(v) || !apply((float) v)) {
                field.setText(parameter.format(value));
                field.setColor(1f, 0.45f, 0.45f, 1f);
            }
        }

        /** Asks for the scene with the parameter at {@code v}; false when the scene refuses it. */
        private boolean apply(float v) {
            try {
                controls.setSceneParameter(parameter.name, v);
                return true;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
    }
}
