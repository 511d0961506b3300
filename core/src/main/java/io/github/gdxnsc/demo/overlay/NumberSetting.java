package io.github.gdxnsc.demo.overlay;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.scenes.scene2d.utils.FocusListener;
import com.kotcrab.vis.ui.widget.Tooltip;
import com.kotcrab.vis.ui.widget.VisLabel;
import com.kotcrab.vis.ui.widget.VisSlider;
import com.kotcrab.vis.ui.widget.VisTable;
import com.kotcrab.vis.ui.widget.VisTextField;
import io.github.gdxnsc.world.ConfigField;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import java.util.function.ObjLongConsumer;
import java.util.function.ToLongFunction;

/**
 * One numeric setting of the config as a slider for coarse changes and a text field beside it for
 * exact ones (Enter or leaving the field applies it; a value that does not parse or is out of range
 * is put back and the field turns red until the next edit). Its label and tooltip are the config
 * field's own ({@link ConfigField#label}, {@link ConfigField#summary}); subclasses say how the
 * setting maps to the slider and to text.
 */
abstract class NumberSetting {
    final VisSlider slider;
    final VisTextField field = new VisTextField();
    private final String name, help;
    private boolean syncing;

    NumberSetting(ConfigField setting, float min, float max, float step) {
        this(setting.label(), setting.summary(), min, max, step);
    }

    NumberSetting(String name, String help, float min, float max, float step) {
        this.name = name;
        this.help = help;
        slider = new VisSlider(min, max, step, false);
        field.setTextFieldListener((f, c) -> {
            if (c == '\r' || c == '\n') applyText();
            else field.setColor(1f, 1f, 1f, 1f);
        });
        field.addListener(new FocusListener() {
            @Override
            public void keyboardFocusChanged(FocusEvent event, Actor actor, boolean focused) {
                if (focused) field.selectAll(); // typing replaces the value
                else applyText();
            }
        });
        slider.addListener(new ChangeListener() {
            @Override
            public void changed(ChangeEvent event, Actor actor) {
                if (syncing || config == null) return;
                fromSlider(config, slider.getValue());
                showField();
                notifyChanged();
            }
        });
    }

    private NscConfig config;
    /** Runs after each change this setting wrote into the config (null: nothing). */
    private Runnable onChange;

    void onChange(Runnable r) {
        onChange = r;
    }

    private void notifyChanged() {
        if (onChange != null) onChange.run();
    }

    /** The config field's label this setting shows ("maxIterations", "tolerance (m/s)"). */
    String name() {
        return name;
    }

    /** The slider position for the config's value. */
    abstract float toSlider(NscConfig c);

    abstract void fromSlider(NscConfig c, float value);

    abstract String format(NscConfig c);

    /** Writes the parsed value into c; false when the text is not a valid value (c untouched). */
    abstract boolean parse(NscConfig c, String text);

    /** Shows {@code c} (the live config the next edits go to). */
    void sync(NscConfig c) {
        config = c;
        syncing = true;
        slider.setValue(toSlider(c));
        syncing = false;
        if (!hasFocus()) showField();
    }

    private boolean hasFocus() {
        return field.getStage() != null && field.getStage().getKeyboardFocus() == field;
    }

    private void showField() {
        if (config == null) return;
        field.setText(format(config));
        field.setColor(1f, 1f, 1f, 1f);
    }

    private void applyText() {
        if (config == null) return;
        String text = field.getText().trim();
        if (parse(config, text)) {
            syncing = true;
            slider.setValue(toSlider(config));
            syncing = false;
            showField();
            notifyChanged();
        } else {
            showField();
            field.setColor(1f, 0.45f, 0.45f, 1f);
        }
    }

    void addTo(VisTable t) {
        VisLabel label = new VisLabel(name);
        new Tooltip.Builder(help).target(label).build();
        new Tooltip.Builder(help).target(slider).build();
        new Tooltip.Builder(help).target(field).build();
        t.add(label);
        t.add(slider).width(130);
        t.add(field).width(70).row();
    }

    /** Parses a double, or NaN. */
    static double number(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** The text as a whole number in [min, max] ({@code min >= 0}), or -1 when it is not one. */
    static long whole(String text, long min, long max) {
        double v = number(text);
        return v >= min && v <= max && v == Math.rint(v) ? (long) v : -1;
    }

    /**
     * A whole-number setting of one config field ({@code get}, {@code set}): the slider covers the
     * usual range, the field takes any whole number in [{@code textMin}, {@code textMax}].
     */
    static class Whole extends NumberSetting {
        private final long textMin, textMax;
        private final ToLongFunction<NscConfig> get;
        private final ObjLongConsumer<NscConfig> set;

        Whole(ConfigField setting, float sliderMin, float sliderMax, float step, long textMin, long textMax,
                ToLongFunction<NscConfig> get, ObjLongConsumer<NscConfig> set) {
            this(setting.label(), setting.summary(), sliderMin, sliderMax, step, textMin, textMax, get, set);
        }

        Whole(String name, String help, float sliderMin, float sliderMax, float step, long textMin, long textMax,
                ToLongFunction<NscConfig> get, ObjLongConsumer<NscConfig> set) {
            super(name, help, sliderMin, sliderMax, step);
            this.textMin = textMin;
            this.textMax = textMax;
            this.get = get;
            this.set = set;
        }

        @Override
        float toSlider(NscConfig c) {
            return Math.min(slider.getMaxValue(), get.applyAsLong(c));
        }

        @Override
        void fromSlider(NscConfig c, float v) {
            set.accept(c, Math.round(v));
        }

        @Override
        String format(NscConfig c) {
            return Long.toString(get.applyAsLong(c));
        }

        @Override
        boolean parse(NscConfig c, String text) {
            long v = whole(text, textMin, textMax);
            if (v < 0) return false;
            set.accept(c, v);
            return true;
        }
    }

    static final class Iterations extends Whole {
        static final int MAX = 10_000;

        Iterations() {
            super(ConfigFields.MAX_ITERATIONS, 1, 300, 1, 1, MAX, c -> c.maxIterations, (c, v) -> c.maxIterations = (int) v);
        }
    }

    static final class Tolerance extends NumberSetting {
        Tolerance() {
            super(ConfigFields.TOLERANCE, -12, -1, 1);
        }

        @Override
        float toSlider(NscConfig c) {
            return c.tolerance > 0 ? (float) Math.max(-12, Math.min(-1, Math.log10(c.tolerance))) : -12;
        }

        @Override
        void fromSlider(NscConfig c, float v) {
            c.tolerance = Math.pow(10, Math.round(v));
        }

        @Override
        String format(NscConfig c) {
            return Fmt.sci(new com.badlogic.gdx.utils.StringBuilder(), c.tolerance).toString();
        }

        @Override
        boolean parse(NscConfig c, String text) {
            double v = number(text);
            if (!(v >= 0 && v < 1)) return false;
            c.tolerance = v;
            return true;
        }
    }

    static final class TimeBudget extends Whole {
        static final long MAX_MICROS = 1_000_000;

        TimeBudget() {
            super(ConfigFields.TIME_BUDGET_MICROS, 0, 20_000, 250, 0, MAX_MICROS, c -> c.timeBudgetMicros, (c, v) -> c.timeBudgetMicros = v);
        }

        @Override
        String format(NscConfig c) {
            return c.timeBudgetMicros == 0 ? "off" : c.timeBudgetMicros + " us";
        }

        @Override
        boolean parse(NscConfig c, String text) {
            String t = text.toLowerCase(java.util.Locale.ROOT).replace("us", "").trim();
            return super.parse(c, t.equals("off") || t.isEmpty() ? "0" : t);
        }
    }

    static final class Threads extends Whole {
        Threads(int max) {
            super(ConfigFields.THREADS, 1, max, 1, 1, max, c -> c.threads, (c, v) -> c.threads = (int) v);
        }
    }

    /**
     * The fixed step as a rate, {@code 1 / timeStep} in whole hertz from {@link #MIN_HZ} to
     * {@link #MAX_HZ}: below 10 Hz a falling box passes through a thin floor in one step, above
     * 1,000 Hz a frame cannot pay for the steps.
     */
    static final class StepRate extends Whole {
        static final int MIN_HZ = 10, MAX_HZ = 1000;
        static final String NAME = "step rate (Hz)";

        StepRate() {
            super(NAME, "Fixed steps per simulated second, 1 / " + ConfigFields.TIME_STEP.name() + " (" + MIN_HZ + " to " + MAX_HZ
                    + " Hz; default 60); applied at the next step, Bullet's side restarts", 15, 240, 15, MIN_HZ, MAX_HZ,
                    c -> Math.round(1f / c.timeStep), (c, v) -> c.timeStep = 1f / v);
        }
    }

    /** The most fixed steps one frame may take to catch up ({@code maxSubSteps}), 1 to {@link #MAX}. */
    static final class SubSteps extends Whole {
        static final int MAX = 32;

        SubSteps() {
            super(ConfigFields.MAX_SUB_STEPS.name(), ConfigFields.MAX_SUB_STEPS.summary() + " (steps per frame, 1 to " + MAX + ")",
                    1, 16, 1, 1, MAX, c -> c.maxSubSteps, (c, v) -> c.maxSubSteps = (int) v);
        }
    }
}
