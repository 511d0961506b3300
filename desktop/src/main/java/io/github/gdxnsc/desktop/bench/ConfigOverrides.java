package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.world.ConfigField;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link NscConfig} settings by name, for the bench's {@code --set}, {@code --ablation} and
 * {@code --pareto-knob} and the demo's {@code --set}: {@code key=value} pairs whose keys are the
 * config's field names, read and written through {@link ConfigFields} (no reflection), so every
 * field is a key, a typo is an error naming the known keys, and a renamed field's old name is an
 * error naming the new one.
 */
public final class ConfigOverrides {

    /** Former names of config fields, with what to write instead. */
    private static final Map<String, String> RENAMED = new LinkedHashMap<>();

    static {
        RENAMED.put("iterations", "maxIterations");
        RENAMED.put("frictionSlipCorrection", "slipCorrection");
        RENAMED.put("smcHertz", "smcLaw=hertz|hooke");
        RENAMED.put("restitutionThreshold", "restitutionThresholdSpeed");
        RENAMED.put("positionIterations", "positionShare (a share of maxIterations: 10 of 60 is 0.1667)");
        RENAMED.put("gravityY", "gravity=(x,y,z)");
    }

    /** One {@code key=value}, the key a config field's name. */
    static final class Setting {
        final String key;
        final String value;

        Setting(String key, String value) {
            this.key = key;
            this.value = value;
        }

        @Override
        public String toString() {
            return key + "=" + value;
        }
    }

    private final List<Setting> settings;

    private ConfigOverrides(List<Setting> settings) {
        this.settings = Collections.unmodifiableList(settings);
    }

    static ConfigOverrides none() {
        return new ConfigOverrides(new ArrayList<>());
    }

    /**
     * Parses {@code key=value[,key=value...]} (blank: no settings); a vector's value is
     * {@code (x,y,z)}, its commas inside the parentheses. Keys are checked here; values are checked
     * when applied ({@link #applyTo}), where the config's own validation names them.
     *
     * @throws IllegalArgumentException for a pair without '=', an unknown key (naming the known
     *                                  ones, or the new name of a renamed one) or a key given twice
     */
    public static ConfigOverrides parse(String text) {
        List<Setting> list = new ArrayList<>();
        if (text == null || text.isBlank()) return new ConfigOverrides(list);
        for (String pair : pairs(text)) {
            String p = pair.trim();
            int eq = p.indexOf('=');
            if (eq <= 0 || eq == p.length() - 1)
                throw new IllegalArgumentException("expected key=value, was '" + p + "' (in '" + text + "')");
            String key = checkedKey(p.substring(0, eq).trim());
            for (Setting s : list)
                if (s.key.equals(key)) throw new IllegalArgumentException("key '" + key + "' given twice in '" + text + "'");
            list.add(new Setting(key, p.substring(eq + 1).trim()));
        }
        return new ConfigOverrides(list);
    }

    /** The comma-separated pairs of {@code text}, a comma inside parentheses not splitting. */
    private static List<String> pairs(String text) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '(') depth++;
            else if (ch == ')') depth--;
            else if (ch == ',' && depth == 0) {
                out.add(text.substring(start, i));
                start = i + 1;
            }
        }
        out.add(text.substring(start));
        return out;
    }

    /** {@code key} checked against the config's field names. */
    static String checkedKey(String key) {
        if (ConfigFields.byName(key) != null) return key;
        String now = RENAMED.get(key);
        if (now != null) throw new IllegalArgumentException("NscConfig key '" + key + "' is now " + now);
        throw new IllegalArgumentException("unknown NscConfig key '" + key + "'; known: " + String.join(", ", knownKeys()));
    }

    /** Every key: the config's field names, in declaration order. */
    static List<String> knownKeys() {
        List<String> keys = new ArrayList<>();
        for (ConfigField f : ConfigFields.all()) keys.add(f.name());
        return keys;
    }

    /** These settings followed by {@code later}'s (a later value for the same key wins). */
    ConfigOverrides then(ConfigOverrides later) {
        List<Setting> merged = new ArrayList<>();
        for (Setting s : settings) {
            boolean replaced = false;
            for (Setting l : later.settings) replaced |= l.key.equals(s.key);
            if (!replaced) merged.add(s);
        }
        merged.addAll(later.settings);
        return new ConfigOverrides(merged);
    }

    /** One more setting, replacing an earlier one for the same key. */
    ConfigOverrides with(String key, String value) {
        return then(new ConfigOverrides(new ArrayList<>(List.of(new Setting(checkedKey(key), value)))));
    }

    List<Setting> settings() {
        return settings;
    }

    boolean isEmpty() {
        return settings.isEmpty();
    }

    /**
     * Writes the settings into {@code config}, then validates it.
     *
     * @throws IllegalArgumentException naming the key and value that do not parse, or the field
     *                                  the config's validation refuses
     */
    public NscConfig applyTo(NscConfig config) {
        for (Setting s : settings) ConfigFields.byName(s.key).parse(config, s.value);
        config.validate();
        return config;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Setting s : settings) {
            if (b.length() > 0) b.append(',');
            b.append(s);
        }
        return b.toString();
    }
}
