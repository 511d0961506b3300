package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.testutil.Allocation;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The table of NscConfig's fields against the class itself, read by reflection here (the code
 * under test uses none): every public field is described and every description is a field, and
 * the defaults, the copy, the validation and the text form all cover every one of them.
 */
class ConfigFieldsTest {

    /** NscConfig's public instance fields, in declaration order. */
    private static List<Field> publicFields() {
        List<Field> out = new ArrayList<>();
        for (Field f : NscConfig.class.getDeclaredFields())
            if (Modifier.isPublic(f.getModifiers()) && !Modifier.isStatic(f.getModifiers())) out.add(f);
        return out;
    }

    private static Object value(Field f, NscConfig c) throws IllegalAccessException {
        Object v = f.get(c);
        return v instanceof Vector3 ? v.toString() : v; // the vector is compared by value
    }

    /** {@code c} with every field given a valid value other than its default, through the table's own text form. */
    private static NscConfig everyFieldChanged() throws Exception {
        NscConfig c = NscConfig.defaults();
        for (ConfigField f : ConfigFields.all()) f.parse(c, otherText(f, c));
        return c;
    }

    /** A valid value other than the field's current one, as a command line would write it. */
    private static String otherText(ConfigField f, NscConfig c) throws Exception {
        Object v = NscConfig.class.getField(f.name()).get(c);
        if (v instanceof Boolean) return String.valueOf(!(Boolean) v);
        if (v instanceof Integer) return String.valueOf((Integer) v + 1);
        if (v instanceof Long) return String.valueOf((Long) v + 1);
        if (v instanceof Float) return String.valueOf((Float) v == 0 ? 0.5f : (Float) v / 2);
        if (v instanceof Double) return String.valueOf((Double) v == 0 ? 0.5 : (Double) v / 2);
        if (v instanceof Vector3) return "(1,2,3)";
        if (v instanceof Enum) {
            Object[] all = ((Enum<?>) v).getDeclaringClass().getEnumConstants();
            return ((Enum<?>) all[(((Enum<?>) v).ordinal() + 1) % all.length]).name();
        }
        throw new AssertionError("no sample value for " + f + " of type " + v.getClass());
    }

    @Test
    void everyPublicFieldIsInTheTableAndEveryEntryIsAField() {
        List<String> fields = new ArrayList<>(), described = new ArrayList<>();
        for (Field f : publicFields()) fields.add(f.getName());
        for (ConfigField f : ConfigFields.all()) described.add(f.name());
        assertEquals(fields, described, "the table lists NscConfig's public fields, in declaration order");
        for (ConfigField f : ConfigFields.all()) {
            assertTrue(f == ConfigFields.byName(f.name()), f.name());
            assertFalse(f.help().isBlank(), f.name() + " has no help");
            assertFalse(f.range().isBlank(), f.name() + " has no range");
        }
        assertEquals(null, ConfigFields.byName("noSuchField"));
    }

    /** Each type's keys are its switches' cases 0, 1, ...: a key given twice would make two fields one. */
    @Test
    void eachTypesKeysCountFromZeroOnce() {
        java.util.Map<Class<?>, java.util.TreeSet<Integer>> keys = new java.util.HashMap<>();
        java.util.Map<Class<?>, Integer> counts = new java.util.HashMap<>();
        for (ConfigField f : ConfigFields.all()) {
            assertTrue(keys.computeIfAbsent(f.getClass(), t -> new java.util.TreeSet<>()).add(f.key), f.name() + " shares key " + f.key);
            counts.merge(f.getClass(), 1, Integer::sum);
        }
        for (Class<?> type : keys.keySet())
            assertEquals(counts.get(type) - 1, keys.get(type).last(), type.getSimpleName() + " keys " + keys.get(type));
    }

    @Test
    void setCopiesEveryField() throws Exception {
        NscConfig changed = everyFieldChanged(), defaults = NscConfig.defaults();
        for (Field f : publicFields())
            assertFalse(value(f, changed).equals(value(f, defaults)), f.getName() + " should differ from its default in the sample");
        NscConfig copy = NscConfig.defaults().set(changed);
        for (Field f : publicFields()) assertEquals(value(f, changed), value(f, copy), f.getName() + " was not copied");
        for (ConfigField f : ConfigFields.all()) assertTrue(f.same(changed, copy), f.name());
        assertFalse(copy.gravity == changed.gravity, "the vector is copied, not shared");
    }

    @Test
    void resetGivesTheDefaultOfEveryFieldAndResetExceptKeepsTheNamedGroups() throws Exception {
        NscConfig defaults = NscConfig.defaults();
        for (ConfigField f : ConfigFields.all()) {
            NscConfig c = everyFieldChanged();
            f.reset(c);
            Field field = NscConfig.class.getField(f.name());
            assertEquals(value(field, defaults), value(field, c), f.name());
            if (f != ConfigFields.THREADS) assertEquals(f.format(defaults), f.defaultText(), f.name()); // threads: "one per processor"
        }
        NscConfig c = everyFieldChanged(), before = everyFieldChanged();
        ConfigFields.resetExcept(c, ConfigField.Group.WORLD, ConfigField.Group.SLEEP);
        for (ConfigField f : ConfigFields.all()) {
            boolean kept = f.group() == ConfigField.Group.WORLD || f.group() == ConfigField.Group.SLEEP;
            assertTrue(kept ? f.same(c, before) : f.same(c, defaults), f.name() + (kept ? " should be kept" : " should be reset"));
        }
    }

    @Test
    void textRoundTripsAndNonsenseNamesTheField() throws Exception {
        NscConfig changed = everyFieldChanged();
        for (ConfigField f : ConfigFields.all()) {
            NscConfig c = NscConfig.defaults();
            f.parse(c, f.format(changed));
            assertTrue(f.same(c, changed), f.name() + ": '" + f.format(changed) + "' read back as '" + f.format(c) + "'");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f.parse(NscConfig.defaults(), "x7"), f.name());
            assertTrue(e.getMessage().startsWith(f.name() + ": expected ") && e.getMessage().contains("'x7'"), e.getMessage());
        }
        NscConfig c = NscConfig.defaults();
        ConfigFields.GRAVITY.parse(c, "(0, -1.62, 0)");
        assertEquals(new Vector3(0, -1.62f, 0), c.gravity);
        ConfigFields.SOLVER_TYPE.parse(c, "PsOr");
        assertEquals(io.github.gdxnsc.solver.SolverType.PSOR, c.solver);
        assertEquals("psor", ConfigFields.SOLVER_TYPE.format(c));
        assertEquals("(0,-9.81,0)", ConfigFields.GRAVITY.defaultText());
        assertEquals("1e-6", ConfigFields.TOLERANCE.defaultText());
        assertEquals("1e-4", ConfigFields.RECOVERY_DEAD_BAND.defaultText());
    }

    /**
     * Validation against an oracle read from each field's range words: a value is refused exactly
     * when the words say it is outside, and the error names the field, the range and the value.
     * Every numeric field refuses at least one of the samples, so every range is exercised.
     */
    @Test
    void validateRefusesExactlyWhatTheRangeWordsExclude() {
        String[] samples = {"-1", "0", "0.5", "1", "2", "256", "257", "4096", "4097", "NaN", "Infinity", "-Infinity", "-2147483648"};
        for (ConfigField f : ConfigFields.all()) {
            if (f instanceof ConfigField.BooleanField || f instanceof ConfigField.EnumField || f instanceof ConfigField.VectorField) continue;
            int refused = 0;
            for (String s : samples) {
                NscConfig c = NscConfig.defaults();
                try {
                    f.parse(c, s);
                } catch (IllegalArgumentException notOfThisType) {
                    continue; // "0.5" or "NaN" for an integer field
                }
                double v = Double.parseDouble(s);
                if (inside(f.range(), v)) {
                    c.validate();
                } else {
                    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, c::validate, f.name() + "=" + s);
                    assertTrue(e.getMessage().startsWith(f.name() + " must be " + f.range() + ", was "), e.getMessage());
                    refused++;
                }
            }
            assertTrue(refused > 0, f.name() + " refused none of the samples");
        }
        NscConfig c = NscConfig.defaults();
        c.maxIterations = 0;
        assertEquals("maxIterations must be >= 1, was 0", assertThrows(IllegalArgumentException.class, c::validate).getMessage());
        c = NscConfig.defaults();
        c.contactErp = 0;
        assertEquals("contactErp must be in (0, 1], was 0", assertThrows(IllegalArgumentException.class, c::validate).getMessage());
        c = NscConfig.defaults();
        c.solver = null;
        assertEquals("solver must not be null", assertThrows(IllegalArgumentException.class, c::validate).getMessage());
        c = NscConfig.defaults();
        c.contactMethod = null;
        assertEquals("contactMethod must not be null", assertThrows(IllegalArgumentException.class, c::validate).getMessage());
        c = NscConfig.defaults();
        c.gravity.y = Float.NaN;
        assertTrue(assertThrows(IllegalArgumentException.class, c::validate).getMessage().startsWith("gravity must be finite"));
    }

    private static final Pattern INTERVAL = Pattern.compile("in ([\\[(])(-?[0-9.]+), (-?[0-9.]+)([\\])])");

    /** The range words read independently of ConfigRange. */
    private static boolean inside(String words, double v) {
        if (Double.isNaN(v)) return false;
        if (words.equals("finite and >= 0")) return v >= 0 && !Double.isInfinite(v);
        if (words.equals("finite and > 0")) return v > 0 && !Double.isInfinite(v);
        if (words.startsWith(">= ")) return v >= Double.parseDouble(words.substring(3));
        Matcher m = INTERVAL.matcher(words);
        assertTrue(m.matches(), "range words the test cannot read: " + words);
        double lo = Double.parseDouble(m.group(2)), hi = Double.parseDouble(m.group(3));
        return (m.group(1).equals("(") ? v > lo : v >= lo) && (m.group(4).equals(")") ? v < hi : v <= hi);
    }

    /**
     * The README's table of settings is this table: a field added, renamed or given another
     * default, range or meaning fails here until the README says so (the message has the table).
     */
    @Test
    void readmeListsEverySettingAsTheTableDescribesIt() throws Exception {
        StringBuilder table = new StringBuilder("| field | unit | range | default | what it does |\n| --- | --- | --- | --- | --- |\n");
        for (ConfigField f : ConfigFields.all()) {
            table.append("| `").append(f.name()).append("` | ").append(f.unit()).append(" | ").append(f.range().replace("|", "\\|"))
                    .append(" | ").append(f.defaultText()).append(" | ").append(f.help().replace("|", "\\|")).append(" |\n");
        }
        String readme = java.nio.file.Files.readString(java.nio.file.Path.of("..", "README.md"));
        assertTrue(readme.contains(table), "README.md should hold this table of NscConfig's settings:\n" + table);
    }

    /** The world copies and validates its config every step: neither may allocate. */
    @Test
    void setAndValidateAllocateNothing() throws Exception {
        NscConfig live = everyFieldChanged(), active = NscConfig.defaults();
        live.validate();
        Runnable work = () -> {
            for (int i = 0; i < 2_000; i++) {
                live.validate();
                active.set(live);
            }
        };
        for (int i = 0; i < 20; i++) work.run(); // warm up: compiled code, no one-off allocation
        assertEquals(0, Allocation.leastOf(5, work));
        assertNotNull(active.solver);
    }
}
