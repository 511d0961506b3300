package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import java.util.Locale;

/**
 * One field of {@link NscConfig}, described once: its name (the Java field's, which is also its
 * key on the command line), unit, allowed range, one-line help, group and default, with typed
 * access through {@link ConfigAccess}'s switches by the field's {@link #key}, so nothing here uses
 * reflection or a lambda. The table of all of them is {@link ConfigFields}; the config's defaults,
 * copy and validation, the bench's {@code --set} keys and the demo overlay's labels, tooltips and
 * Defaults button come from it.
 */
public abstract class ConfigField {

    /** What a setting is about; the demo's Defaults button keeps the scene's own ({@link #WORLD}, {@link #SLEEP}). */
    public enum Group {
        /** Gravity, the fixed step and its sub-steps. */
        WORLD,
        /** The solver, its budget, tolerance and warm start, the threads. */
        SOLVER,
        /** Contacts: penetration recovery, slop, compliance, the restitution threshold, the slip correction. */
        CONTACT,
        /** Joint stabilisation and projection. */
        JOINT,
        /** How Bullet's contacts are read (the direct reader, multipoint contacts). */
        COLLISION,
        /** Sleeping islands. */
        SLEEP,
        /** The contact method and smooth contact's law and substeps. */
        SMOOTH_CONTACT
    }

    private final Group group;
    private final String name, unit, help;
    /**
     * This field's case in {@link ConfigAccess}'s switches of its type: 0 up to one less than the
     * number of fields of that type, each once (ConfigFieldsTest checks it).
     */
    final int key;

    ConfigField(Group group, String name, int key, String unit, String help) {
        this.group = group;
        this.name = name;
        this.key = key;
        this.unit = unit;
        this.help = help;
    }

    /** The group the overlay and the README's table list this field under. */
    public final Group group() {
        return group;
    }

    /** The Java field's name: the one name of the setting, in code, on command lines and in the overlay. */
    public final String name() {
        return name;
    }

    /** "m/s", "s", ...; empty for counts, switches and choices. */
    public final String unit() {
        return unit;
    }

    /** What the setting does, in a sentence. */
    public final String help() {
        return help;
    }

    /** The accepted values in words: ">= 1", "in (0, 1]", "one of nsc, smc", "true or false". */
    public abstract String range();

    /** The value of this field in {@code c} as text that {@link #parse} reads back. */
    public abstract String format(NscConfig c);

    /** The default as text. */
    public String defaultText() {
        return format(new NscConfig());
    }

    /**
     * Writes the value {@code text} into {@code c}'s field; its range is checked by {@link #check}.
     *
     * @throws IllegalArgumentException naming the field and the text when it is not a value of the field's type
     */
    public abstract void parse(NscConfig c, String text);

    /** Sets {@code c}'s field to its default. */
    public abstract void reset(NscConfig c);

    /** Copies this field of {@code from} into {@code to}; allocates nothing. */
    public abstract void copy(NscConfig from, NscConfig to);

    /** Whether {@code a} and {@code b} hold the same value of this field. */
    public abstract boolean same(NscConfig a, NscConfig b);

    /**
     * Checks {@code c}'s value against the range; allocates nothing when it is inside.
     *
     * @throws IllegalArgumentException "name must be RANGE, was VALUE"
     */
    public abstract void check(NscConfig c);

    /** Whether {@link #check} passes, without throwing: the per-step validation's fast pass. */
    abstract boolean inside(NscConfig c);

    /** "name (unit)", or the name alone for a field without a unit: the overlay's label. */
    public final String label() {
        return unit.isEmpty() ? name : name + " (" + unit + ")";
    }

    /** The help with the unit, range and default, in one line: the overlay's tooltip. */
    public final String summary() {
        return help + " [" + (unit.isEmpty() ? "" : unit + "; ") + range() + "; default " + defaultText() + "]";
    }

    @Override
    public String toString() {
        return name;
    }

    final IllegalArgumentException outside(Object value) {
        return new IllegalArgumentException(name + " must be " + range() + ", was " + value);
    }

    final IllegalArgumentException notA(String what, String text) {
        return new IllegalArgumentException(name + ": expected " + what + ", was '" + text + "'");
    }

    /** A numeric field: its range and the check against it, whatever the primitive type. */
    public abstract static class NumberField extends ConfigField {
        private final ConfigRange bounds;

        NumberField(Group group, String name, int key, String unit, String help, ConfigRange bounds) {
            super(group, name, key, unit, help);
            this.bounds = bounds;
        }

        /** The value widened to double for the range check (exact for int and float, and for long up to 2^53). */
        abstract double value(NscConfig c);

        @Override
        public final String range() {
            return bounds.toString();
        }

        @Override
        public final void check(NscConfig c) {
            if (!inside(c)) throw outside(format(c));
        }

        @Override
        final boolean inside(NscConfig c) {
            return bounds.contains(value(c));
        }

        final double parseNumber(String text) {
            try {
                return Double.parseDouble(text.trim());
            } catch (NumberFormatException e) {
                throw notA("a number", text);
            }
        }

            final long parseWhole(String text) {
            try {
                return Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                throw notA("an integer", text);
            }
        }
    }

    /** An {@code int} field. */
    public static final class IntField extends NumberField {
        private final int initial;
        /** Words for a default the machine decides (then {@link #initial} is unused), or null. */
        private final String initialWords;

        IntField(Group group, String name, int key, String unit, String help, int initial, ConfigRange bounds) {
            this(group, name, key, unit, help, initial, null, bounds);
        }

        private IntField(Group group, String name, int key, String unit, String help, int initial, String initialWords, ConfigRange bounds) {
            super(group, name, key, unit, help, bounds);
            this.initial = initial;
            this.initialWords = initialWords;
        }

        /** A field whose default is the number of processors the JVM sees when the field is reset. */
        static IntField perProcessor(Group group, String name, int key, String unit, String help, ConfigRange bounds) {
            return new IntField(group, name, key, unit, help, 0, "one per processor", bounds);
        }

        /** This field's value in {@code c}, unchecked. */
        public int get(NscConfig c) {
            return ConfigAccess.getInt(c, key);
        }

        /** Sets this field in {@code c} without checking its range (the next step validates it). */
        public void set(NscConfig c, int v) {
            ConfigAccess.setInt(c, key, v);
        }

        @Override double value(NscConfig c) { return get(c); }
        @Override public String format(NscConfig c) { return Integer.toString(get(c)); }
        @Override public String defaultText() { return initialWords != null ? initialWords : super.defaultText(); }
        @Override public void reset(NscConfig c) { set(c, initialWords != null ? Runtime.getRuntime().availableProcessors() : initial); }
        @Override public void copy(NscConfig from, NscConfig to) { set(to, get(from)); }
        @Override public boolean same(NscConfig a, NscConfig b) { return get(a) == get(b); }

        @Override
        public void parse(NscConfig c, String text) {
            long v = parseWhole(text);
            if (v != (int) v) throw notA("an integer in the int range", text);
            set(c, (int) v);
        }
    }

    /** A {@code long} field. */
    public static final class LongField extends NumberField {
        private final long initial;

        LongField(Group group, String name, int key, String unit, String help, long initial, ConfigRange bounds) {
            super(group, name, key, unit, help, bounds);
            this.initial = initial;
        }

        /** This field's value in {@code c}, unchecked. */
        public long get(NscConfig c) {
            return ConfigAccess.getLong(c, key);
        }

        /** Sets this field in {@code c} without checking its range (the next step validates it). */
        public void set(NscConfig c, long v) {
            ConfigAccess.setLong(c, key, v);
        }

        @Override double value(NscConfig c) { return get(c); }
        @Override public String format(NscConfig c) { return Long.toString(get(c)); }
        @Override public void parse(NscConfig c, String text) { set(c, parseWhole(text)); }
        @Override public void reset(NscConfig c) { set(c, initial); }
        @Override public void copy(NscConfig from, NscConfig to) { set(to, get(from)); }
        @Override public boolean same(NscConfig a, NscConfig b) { return get(a) == get(b); }
    }

    /** A {@code float} field. */
    public static final class FloatField extends NumberField {
        private final float initial;

        FloatField(Group group, String name, int key, String unit, String help, float initial, ConfigRange bounds) {
            super(group, name, key, unit, help, bounds);
            this.initial = initial;
        }

        /** This field's value in {@code c}, unchecked. */
        public float get(NscConfig c) {
            return ConfigAccess.getFloat(c, key);
        }

        /** Sets this field in {@code c} without checking its range (the next step validates it). */
        public void set(NscConfig c, float v) {
            ConfigAccess.setFloat(c, key, v);
        }

        @Override double value(NscConfig c) { return get(c); }
        @Override public String format(NscConfig c) { return ConfigRange.number(get(c)); }
        @Override public void parse(NscConfig c, String text) { set(c, (float) parseNumber(text)); }
        @Override public void reset(NscConfig c) { set(c, initial); }
        @Override public void copy(NscConfig from, NscConfig to) { set(to, get(from)); }
        @Override public boolean same(NscConfig a, NscConfig b) { return Float.compare(get(a), get(b)) == 0; }
    }

    /** A {@code double} field. */
    public static final class DoubleField extends NumberField {
        private final double initial;

        DoubleField(Group group, String name, int key, String unit, String help, double initial, ConfigRange bounds) {
            super(group, name, key, unit, help, bounds);
            this.initial = initial;
        }

        /** This field's value in {@code c}, unchecked. */
        public double get(NscConfig c) {
            return ConfigAccess.getDouble(c, key);
        }

        /** Sets this field in {@code c} without checking its range (the next step validates it). */
        public void set(NscConfig c, double v) {
            ConfigAccess.setDouble(c, key, v);
        }

        @Override double value(NscConfig c) { return get(c); }
        @Override public String format(NscConfig c) { return ConfigRange.number(get(c)); }
        @Override public void parse(NscConfig c, String text) { set(c, parseNumber(text)); }
        @Override public void reset(NscConfig c) { set(c, initial); }
        @Override public void copy(NscConfig from, NscConfig to) { set(to, get(from)); }
        @Override public boolean same(NscConfig a, NscConfig b) { return Double.compare(get(a), get(b)) == 0; }
    }

    /** A {@code boolean} switch; text on/off, true/false, yes/no or 1/0. */
    public static final class BooleanField extends ConfigField {
        private final boolean initial;

        BooleanField(Group group, String name, int key, String help, boolean initial) {
            super(group, name, key, "", help);
            this.initial = initial;
        }

        /** This field's value in {@code c}, unchecked. */
        public boolean get(NscConfig c) {
            return ConfigAccess.getBoolean(c, key);
        }

        /** Sets this field in {@code c} without checking its range (the next step validates it). */
        public void set(NscConfig c, boolean v) {
            ConfigAccess.setBoolean(c, key, v);
        }

        @Override public String range() { return "true or false"; }
        @Override public String format(NscConfig c) { return Boolean.toString(get(c)); }
        @Override public void reset(NscConfig c) { set(c, initial); }
        @Override public void copy(NscConfig from, NscConfig to) { set(to, get(from)); }
        @Override public boolean same(NscConfig a, NscConfig b) { return get(a) == get(b); }
        @Override public void check(NscConfig c) { }
        @Override boolean inside(NscConfig c) { return true; }

        @Override
        public void parse(NscConfig c, String text) {
            switch (text.trim().toLowerCase(Locale.ROOT)) {
                case "on": case "true": case "yes": case "1": set(c, true); break;
                case "off": case "false": case "no": case "0": set(c, false); break;
                default: throw notA("on/off or true/false", text);
            }
        }
    }

    /** A choice among an enum's constants; text is the constant's name in any case. */
    public static final class EnumField<E extends Enum<E>> extends ConfigField {
        private final E initial;
        private final Class<E> type;
        private final E[] constants;

        EnumField(Group group, String name, int key, String help, E initial) {
            super(group, name, key, "", help);
            this.initial = initial;
            this.type = initial.getDeclaringClass();
            this.constants = type.getEnumConstants();
        }

        /** This field's value in {@code c}, unchecked. */
        public E get(NscConfig c) {
            return type.cast(ConfigAccess.getEnum(c, key));
        }

        /** Sets this field in {@code c} without checking its range (the next step validates it). */
        public void set(NscConfig c, E v) {
            ConfigAccess.setEnum(c, key, type.cast(v));
        }

        @Override
        public String range() {
            StringBuilder b = new StringBuilder("one of ");
            for (int i = 0; i < constants.length; i++) b.append(i > 0 ? ", " : "").append(constants[i].name().toLowerCase(Locale.ROOT));
            return b.toString();
        }

        @Override
        public String format(NscConfig c) {
            E v = get(c);
            return v == null ? "null" : v.name().toLowerCase(Locale.ROOT);
        }

        @Override
        public void parse(NscConfig c, String text) {
            for (E e : constants) {
                if (e.name().equalsIgnoreCase(text.trim())) {
                    set(c, e);
                    return;
                }
            }
            throw notA(range(), text);
        }

        @Override public void reset(NscConfig c) { set(c, initial); }
        @Override public void copy(NscConfig from, NscConfig to) { set(to, get(from)); }
        @Override public boolean same(NscConfig a, NscConfig b) { return get(a) == get(b); }

        @Override
        public void check(NscConfig c) {
            if (!inside(c)) throw new IllegalArgumentException(name() + " must not be null");
        }

        @Override
        boolean inside(NscConfig c) {
            return ConfigAccess.getEnum(c, key) != null;
        }
    }

    /** A {@link Vector3} the config owns (the field is final); text {@code (x,y,z)}. */
    public static final class VectorField extends ConfigField {
        private final float x, y, z;

        VectorField(Group group, String name, int key, String unit, String help, float x, float y, float z) {
            super(group, name, key, unit, help);
            this.x = x;
            this.y = y;
            this.z = z;
        }

        /** This field's value in {@code c}, unchecked. */
        public Vector3 get(NscConfig c) {
            return ConfigAccess.vector(c, key);
        }

        @Override public String range() { return "finite"; }
        @Override public void reset(NscConfig c) { get(c).set(x, y, z); }
        @Override public void copy(NscConfig from, NscConfig to) { get(to).set(get(from)); }
        @Override public boolean same(NscConfig a, NscConfig b) { return get(a).equals(get(b)); }

        @Override
        public String format(NscConfig c) {
            Vector3 v = get(c);
            return "(" + ConfigRange.number(v.x) + "," + ConfigRange.number(v.y) + "," + ConfigRange.number(v.z) + ")";
        }

        @Override
        public void parse(NscConfig c, String text) {
            String t = text.trim();
            if (t.startsWith("(") && t.endsWith(")")) t = t.substring(1, t.length() - 1);
            String[] parts = t.split(",");
            if (parts.length != 3) throw notA("(x,y,z)", text);
            float[] xyz = new float[3];
            for (int i = 0; i < 3; i++) {
                try {
                    xyz[i] = Float.parseFloat(parts[i].trim());
                } catch (NumberFormatException e) {
                    throw notA("(x,y,z)", text);
                }
            }
            get(c).set(xyz[0], xyz[1], xyz[2]);
        }

        @Override
        public void check(NscConfig c) {
            Checks.finite(name(), get(c));
        }

        @Override
        boolean inside(NscConfig c) {
            Vector3 v = get(c);
            return v != null && Float.isFinite(v.x) && Float.isFinite(v.y) && Float.isFinite(v.z);
        }
    }
}
