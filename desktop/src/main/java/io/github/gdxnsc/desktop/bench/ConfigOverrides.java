package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.world.ContactMethod;
import io.github.gdxnsc.world.NscConfig;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Named {@link NscConfig} settings for the bench's {@code --set}, {@code --ablation} and
 * {@code --pareto-knob}: {@code key=value} pairs mapped onto the config's public fields by an
 * explicit table (no reflection), so a key is a name people can read in a command and a typo is
 * an error naming the known keys rather than a silently ignored setting.
 *
 * <p>A new {@link NscConfig} field becomes measurable on and off in one command by adding one
 * line to {@link #SETTERS}; the keys are the field names.
 */
final class ConfigOverrides {

    /** Key to setter, in the order {@link NscConfig} declares its fields. */
    private static final Map<String, BiConsumer<NscConfig, String>> SETTERS = new LinkedHashMap<>();
    /** Short names accepted for keys people type often. */
    private static final Map<String, String> ALIASES = new LinkedHashMap<>();

    static {
        SETTERS.put("gravityY", (c, v) -> c.gravity.y = parseFloat("gravityY", v));
        SETTERS.put("timeStep", (c, v) -> c.timeStep = parseFloat("timeStep", v));
        SETTERS.put("maxSubSteps", (c, v) -> c.maxSubSteps = parseInt("maxSubSteps", v));
        SETTERS.put("solver", (c, v) -> c.solver = SolverType.parse(v));
        SETTERS.put("maxIterations", (c, v) -> c.maxIterations = parseInt("maxIterations", v));
        SETTERS.put("tolerance", (c, v) -> c.tolerance = parseDouble("tolerance", v));
        SETTERS.put("timeBudgetMicros", (c, v) -> c.timeBudgetMicros = parseLong("timeBudgetMicros", v));
        SETTERS.put("warmStart", (c, v) -> c.warmStart = parseBoolean("warmStart", v));
        SETTERS.put("positionIterations", (c, v) -> c.positionIterations = parseInt("positionIterations", v));
        SETTERS.put("preconditioning", (c, v) -> c.preconditioning = parseBoolean("preconditioning", v));
        SETTERS.put("threads", (c, v) -> c.threads = parseInt("threads", v));
        SETTERS.put("maxRecoverySpeed", (c, v) -> c.maxRecoverySpeed = parseFloat("maxRecoverySpeed", v));
        SETTERS.put("contactSlop", (c, v) -> c.contactSlop = parseFloat("contactSlop", v));
        SETTERS.put("contactErp", (c, v) -> c.contactErp = parseFloat("contactErp", v));
        SETTERS.put("jointErp", (c, v) -> c.jointErp = parseFloat("jointErp", v));
        SETTERS.put("jointProjectionIterations", (c, v) -> c.jointProjectionIterations = parseInt("jointProjectionIterations", v));
        SETTERS.put("recoveryDeadBand", (c, v) -> c.recoveryDeadBand = parseFloat("recoveryDeadBand", v));
        SETTERS.put("contactCompliance", (c, v) -> c.contactCompliance = parseFloat("contactCompliance", v));
        SETTERS.put("restitutionThreshold", (c, v) -> c.restitutionThreshold = parseFloat("restitutionThreshold", v));
        SETTERS.put("psorOmega", (c, v) -> c.psorOmega = parseFloat("psorOmega", v));
        SETTERS.put("directContactReader", (c, v) -> c.directContactReader = parseBoolean("directContactReader", v));
        SETTERS.put("multipointContacts", (c, v) -> c.multipointContacts = parseBoolean("multipointContacts", v));
        SETTERS.put("frictionSlipCorrection", (c, v) -> c.frictionSlipCorrection = parseBoolean("frictionSlipCorrection", v));
        SETTERS.put("allowSleep", (c, v) -> c.allowSleep = parseBoolean("allowSleep", v));
        SETTERS.put("contactMethod", (c, v) -> c.contactMethod = ContactMethod.parse(v));
        SETTERS.put("smcHertz", (c, v) -> c.smcHertz = parseBoolean("smcHertz", v));
        SETTERS.put("smcMaxSubsteps", (c, v) -> c.smcMaxSubsteps = parseInt("smcMaxSubsteps", v));

        ALIASES.put("iterations", "maxIterations");
        ALIASES.put("slipCorrection", "frictionSlipCorrection");
    }

    /** One {@code key=value}, the key resolved to its canonical name. */
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
     * Parses {@code key=value[,key=value...]} (blank: no settings). Keys are checked here; values
     * are checked when applied ({@link #applyTo}), where the config's own validation names them.
     *
     * @throws IllegalArgumentException for a pair without '=', an unknown key (naming the known
     *                                  ones) or a key given twice
     */
    static ConfigOverrides parse(String text) {
        List<Setting> list = new ArrayList<>();
        if (text == null || text.isBlank()) return new ConfigOverrides(list);
        for (String pair : text.split(",")) {
            String p = pair.trim();
            int eq = p.indexOf('=');
            if (eq <= 0 || eq == p.length() - 1)
                throw new IllegalArgumentException("expected key=value, was '" + p + "' (in '" + text + "')");
            String key = canonicalKey(p.substring(0, eq).trim());
            for (Setting s : list)
                if (s.key.equals(key)) throw new IllegalArgumentException("key '" + key + "' given twice in '" + text + "'");
            list.add(new Setting(key, p.substring(eq + 1).trim()));
        }
        return new ConfigOverrides(list);
    }

    /** The canonical key for {@code key} (an alias resolved). */
    static String canonicalKey(String key) {
        String k = ALIASES.getOrDefault(key, key);
        if (!SETTERS.containsKey(k))
            throw new IllegalArgumentException("unknown NscConfig key '" + key + "'; known: " + String.join(", ", knownKeys()));
        return k;
    }

    static List<String> knownKeys() {
        List<String> keys = new ArrayList<>(SETTERS.keySet());
        for (Map.Entry<String, String> a : ALIASES.entrySet()) keys.add(a.getKey() + " (= " + a.getValue() + ")");
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
        return then(new ConfigOverrides(new ArrayList<>(List.of(new Setting(canonicalKey(key), value)))));
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
    NscConfig applyTo(NscConfig config) {
        for (Setting s : settings) SETTERS.get(s.key).accept(config, s.value);
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

    // ------------------------------------------------------------------ value parsing

    static boolean parseBoolean(String key, String v) {
        switch (v.trim().toLowerCase(Locale.ROOT)) {
            case "on": case "true": case "yes": case "1": return true;
            case "off": case "false": case "no": case "0": return false;
            default: throw new IllegalArgumentException(key + ": expected on/off or true/false, was '" + v + "'");
        }
    }

    private static int parseInt(String key, String v) {
        long value = parseLong(key, v);
        if (value != (int) value) throw new IllegalArgumentException(key + ": out of range, was '" + v + "'");
        return (int) value;
    }

    private static long parseLong(String key, String v) {
        try {
            return Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + ": expected an integer, was '" + v + "'");
        }
    }

    private static double parseDouble(String key, String v) {
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + ": expected a number, was '" + v + "'");
        }
    }

    private static float parseFloat(String key, String v) {
        return (float) parseDouble(key, v);
    }
}
