package io.github.gdxnsc.desktop.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.solver.SolverType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import io.github.gdxnsc.world.NscConfig;
import org.junit.jupiter.api.Test;

/** --set / --ablation / --pareto-knob settings: parsed by name onto NscConfig, with errors that say what is wrong. */
class ConfigOverridesTest {

    @Test
    void settingsLandInTheirFieldsAndTheRestStaysDefault() {
        NscConfig c = ConfigOverrides.parse("contactErp=0.2, warmStart=off,solver=psor,maxIterations=17,tolerance=1e-4,"
                + "preconditioning=true,threads=3,timeBudgetMicros=500,slipCorrection=false,gravity=(0,-1.62,0)").applyTo(NscConfig.defaults());
        assertEquals(0.2f, c.contactErp);
        assertFalse(c.warmStart);
        assertEquals(SolverType.PSOR, c.solver);
        assertEquals(17, c.maxIterations);
        assertEquals(1e-4, c.tolerance);
        assertTrue(c.preconditioning);
        assertEquals(3, c.threads);
        assertEquals(500, c.timeBudgetMicros);
        assertFalse(c.slipCorrection);
        assertEquals(new com.badlogic.gdx.math.Vector3(0, -1.62f, 0), c.gravity);
        NscConfig d = NscConfig.defaults();
        assertEquals(d.contactSlop, c.contactSlop);
        assertEquals(d.maxRecoverySpeed, c.maxRecoverySpeed);
        assertEquals(d.timeStep, c.timeStep);
        assertTrue(ConfigOverrides.parse("  ").isEmpty());
        assertTrue(ConfigOverrides.parse(null).isEmpty());
    }

    /**
     * The keys are NscConfig's public fields, every one of them, and each key is wired to its own
     * field: setting a value other than the default (the boolean flipped, the number halved or one
     * more, the next enum constant, another vector) changes that field and no other. The test reads
     * the fields by reflection (the bench itself does not), so a new field needs no new line here.
     */
    @Test
    void everyConfigFieldIsAKeyThatChangesItsOwnFieldAndNoOther() throws Exception {
        List<String> fields = new ArrayList<>();
        for (Field f : NscConfig.class.getFields()) if (!Modifier.isStatic(f.getModifiers())) fields.add(f.getName());
        assertEquals(new TreeSet<>(fields), new TreeSet<>(ConfigOverrides.knownKeys()), "--set keys against NscConfig's public fields");
        for (String key : ConfigOverrides.knownKeys()) {
            NscConfig defaults = NscConfig.defaults();
            String value = otherValue(NscConfig.class.getField(key).get(defaults));
            NscConfig changed = ConfigOverrides.parse(key + "=" + value).applyTo(NscConfig.defaults());
            for (Field f : NscConfig.class.getFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                Object before = f.get(defaults), after = f.get(changed);
                boolean same = f.getName().equals("gravity") ? before.toString().equals(after.toString()) : before.equals(after);
                assertEquals(!f.getName().equals(key), same, key + "=" + value + " and field " + f.getName() + ": " + before + " -> " + after);
            }
        }
    }

    /** A valid value other than {@code v}, as the command line would write it. */
    private static String otherValue(Object v) {
        if (v instanceof Boolean) return String.valueOf(!(Boolean) v);
        if (v instanceof Integer) return String.valueOf((Integer) v + 1);
        if (v instanceof Long) return String.valueOf((Long) v + 1);
        if (v instanceof Float) return String.valueOf((Float) v == 0 ? 0.5f : (Float) v / 2);
        if (v instanceof Double) return String.valueOf((Double) v == 0 ? 0.5 : (Double) v / 2);
        if (v instanceof com.badlogic.gdx.math.Vector3) return "(1,-2,3)";
        if (v instanceof Enum) {
            Object[] all = ((Enum<?>) v).getDeclaringClass().getEnumConstants();
            return ((Enum<?>) all[(((Enum<?>) v).ordinal() + 1) % all.length]).name();
        }
        throw new AssertionError("no sample value for a field of type " + v.getClass());
    }

    @Test
    void contactMethodKeySelectsSmoothContact() {
        NscConfig c = NscConfig.defaults();
        ConfigOverrides.parse("contactMethod=smc,smcLaw=HOOKE").applyTo(c);
        assertEquals(io.github.gdxnsc.world.ContactMethod.SMC, c.contactMethod);
        assertEquals(io.github.gdxnsc.world.SmcLaw.HOOKE, c.smcLaw);
        assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("contactMethod=soft").applyTo(NscConfig.defaults()));
    }

    @Test
    void unknownKeysAndMalformedPairsAreClearErrors() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("contactErq=0.2"));
        assertTrue(e.getMessage().contains("unknown NscConfig key 'contactErq'") && e.getMessage().contains("contactErp"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("contactErp"));
        assertTrue(e.getMessage().contains("expected key=value"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("contactErp="));
        assertTrue(e.getMessage().contains("expected key=value"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("maxIterations=5,maxIterations=6"));
        assertTrue(e.getMessage().contains("given twice"), e.getMessage());
    }

    /** A renamed field's old key says the new one, in one line. */
    @Test
    void oldNamesNameTheNewKey() {
        String[][] renamed = {{"iterations=5", "maxIterations"}, {"frictionSlipCorrection=off", "slipCorrection"},
            {"smcHertz=false", "smcLaw=hertz|hooke"}, {"restitutionThreshold=1", "restitutionThresholdSpeed"}, {"gravityY=-1", "gravity=(x,y,z)"}};
        for (String[] r : renamed) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse(r[0]));
            String old = r[0].substring(0, r[0].indexOf('='));
            assertEquals("NscConfig key '" + old + "' is now " + r[1], e.getMessage());
        }
    }

    @Test
    void badValuesNameTheirKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ConfigOverrides.parse("maxIterations=ten").applyTo(NscConfig.defaults()));
        assertTrue(e.getMessage().contains("maxIterations") && e.getMessage().contains("ten"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("warmStart=maybe").applyTo(NscConfig.defaults()));
        assertTrue(e.getMessage().contains("warmStart"), e.getMessage());
        // parses, but the config refuses it: the config's own validation names the field
        e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("contactErp=2").applyTo(NscConfig.defaults()));
        assertTrue(e.getMessage().contains("contactErp"), e.getMessage());
    }

    @Test
    void aVectorsCommasStayInItsValue() {
        ConfigOverrides o = ConfigOverrides.parse("gravity=(0, -1.62, 0),contactErp=0.5");
        assertEquals(2, o.settings().size());
        NscConfig c = o.applyTo(NscConfig.defaults());
        assertEquals(-1.62f, c.gravity.y);
        assertEquals(0.5f, c.contactErp);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConfigOverrides.parse("gravity=(0,-1").applyTo(NscConfig.defaults()));
        assertTrue(e.getMessage().startsWith("gravity: expected (x,y,z)"), e.getMessage());
    }

    @Test
    void laterSettingsWinAndKeepTheirOrder() {
        ConfigOverrides a = ConfigOverrides.parse("maxIterations=10,contactErp=0.5");
        ConfigOverrides b = a.then(ConfigOverrides.parse("contactErp=0.2")).with("maxIterations", "30");
        assertEquals("contactErp=0.2,maxIterations=30", b.toString());
        NscConfig c = b.applyTo(NscConfig.defaults());
        assertEquals(30, c.maxIterations);
        assertEquals(0.2f, c.contactErp);
        assertEquals("maxIterations=10,contactErp=0.5", a.toString(), "the original is unchanged");
    }
}
