package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gdxnsc.demo.scenes.BodySpec;
import io.github.gdxnsc.demo.scenes.RecordingSink;
import io.github.gdxnsc.demo.scenes.Scene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParameter;
import io.github.gdxnsc.demo.scenes.SceneParams;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scenes' declared parameters: a value set is what the scene builds, defaults build the scene as it was, bad values are refused by name. */
class SceneParametersTest {
    @Test
    void thePyramidsBaseAndFrictionAreWhatItBuilds() {
        Scene pyramid = SceneCatalogue.byName("pyramid");
        SceneParams params = SceneParams.defaults();
        assertEquals(1 + 20 * 21 / 2, RecordingSink.record(pyramid, params).bodies().size(), "the default: base 20, 210 boxes and the ground");
        SceneParameter.set(pyramid, params, "base", 8);
        SceneParameter.set(pyramid, params, "friction", 0.2f);
        List<BodySpec> bodies = RecordingSink.record(pyramid, params).bodies();
        assertEquals(1 + 8 * 9 / 2, bodies.size());
        for (BodySpec b : bodies) if (!b.isStatic()) assertEquals(0.2f, b.friction, b + "");
        params.clearValues();
        assertEquals(1 + 20 * 21 / 2, RecordingSink.record(pyramid, params).bodies().size(), "cleared: the default again");
        assertEquals(30, Math.round(pyramid.parameters(SceneParams.defaults().targetContacts(3600)).get(0).initial),
                "the base's default follows --contacts (4 n^2 contacts)");
    }

    @Test
    void theMassRatioIsTheHeavyCubesMass() {
        Scene scene = SceneCatalogue.byName("mass-ratio");
        SceneParams params = SceneParams.defaults();
        float heaviest = 0;
        for (BodySpec b : RecordingSink.record(scene, params).bodies()) if (!b.isStatic()) heaviest = Math.max(heaviest, b.mass);
        assertEquals(100f, heaviest, "default 1:100");
        SceneParameter.set(scene, params, "ratio", 1000);
        heaviest = 0;
        for (BodySpec b : RecordingSink.record(scene, params).bodies()) if (!b.isStatic()) heaviest = Math.max(heaviest, b.mass);
        assertEquals(1000f, heaviest);
    }

    @Test
    void aBadValueOrNameIsRefusedNamingIt() {
        Scene pyramid = SceneCatalogue.byName("pyramid");
        SceneParams params = SceneParams.defaults();
        String low = assertThrows(IllegalArgumentException.class, () -> SceneParameter.set(pyramid, params, "base", 2)).getMessage();
        assertTrue(low.contains("pyramid") && low.contains("base") && low.contains("3 to 60") && low.contains("2.0"), low);
        String half = assertThrows(IllegalArgumentException.class, () -> SceneParameter.set(pyramid, params, "base", 7.5f)).getMessage();
        assertTrue(half.contains("whole"), half);
        String nan = assertThrows(IllegalArgumentException.class, () -> SceneParameter.set(pyramid, params, "friction", Float.NaN)).getMessage();
        assertTrue(nan.contains("friction") && nan.contains("NaN"), nan);
        String unknown = assertThrows(IllegalArgumentException.class, () -> SceneParameter.set(pyramid, params, "size", 5)).getMessage();
        assertTrue(unknown.contains("'size'") && unknown.contains("base, friction"), unknown);
        assertEquals(1 + 20 * 21 / 2, RecordingSink.record(pyramid, params).bodies().size(), "nothing refused was kept");
    }
}
