package io.github.gdxnsc.demo.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.world.ConfigField;
import io.github.gdxnsc.world.ConfigFields;
import io.github.gdxnsc.world.NscConfig;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

/**
 * The overlay's Defaults button, from the config's field table: every NscConfig field goes back to
 * its default except the scene's own (its world and its sleeping), which stay as they were. The
 * fields are read by reflection here, so a new config field is covered without a new line.
 */
class DefaultsButtonTest {

    @Test
    void everyFieldButTheScenesOwnGoesBackToItsDefault() throws Exception {
        NscConfig changed = NscConfig.defaults();
        for (ConfigField f : ConfigFields.all()) f.parse(changed, otherText(NscConfig.class.getField(f.name()).get(changed)));
        NscConfig c = NscConfig.defaults().set(changed), defaults = NscConfig.defaults();
        SolverWindow.restoreDefaults(c);
        int reset = 0, kept = 0;
        for (Field f : NscConfig.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers())) continue;
            ConfigField described = ConfigFields.byName(f.getName());
            boolean keep = SolverWindow.KEPT_BY_DEFAULTS.contains(described.group());
            Object expected = (keep ? f.get(changed) : f.get(defaults)), actual = f.get(c);
            assertEquals(String.valueOf(expected), String.valueOf(actual), f.getName() + (keep ? " should stay" : " should be reset"));
            if (keep) kept++;
            else reset++;
        }
        assertTrue(reset > 20 && kept >= 4, reset + " reset, " + kept + " kept");
        for (String scenes : new String[] {"gravity", "timeStep", "allowSleep"}) {
            assertTrue(SolverWindow.KEPT_BY_DEFAULTS.contains(ConfigFields.byName(scenes).group()), scenes);
            assertTrue(OverlayHelp.defaults().contains(scenes), "the tooltip names what stays: " + OverlayHelp.defaults());
        }
    }

    private static String otherText(Object v) {
        if (v instanceof Boolean) return String.valueOf(!(Boolean) v);
        if (v instanceof Integer) return String.valueOf((Integer) v + 1);
        if (v instanceof Long) return String.valueOf((Long) v + 1);
        if (v instanceof Float) return String.valueOf((Float) v == 0 ? 0.5f : (Float) v / 2);
        if (v instanceof Double) return String.valueOf((Double) v == 0 ? 0.5 : (Double) v / 2);
        if (v instanceof Enum) {
            Object[] all = ((Enum<?>) v).getDeclaringClass().getEnumConstants();
            return ((Enum<?>) all[(((Enum<?>) v).ordinal() + 1) % all.length]).name();
        }
        return "(1,2,3)"; // the gravity vector
    }
}
