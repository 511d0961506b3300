package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.PlaygroundScene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The session's event counters on the playground, what the overlay shows: the platform's box is
 * inside the sensor zone at the far end of its travel and out again at the near end (one entry),
 * contacts begin as the ragdoll lands (the last second counts no more than the total), and a
 * reload starts from zero.
 */
class SceneEventsTest {

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void countsFollowThePlayground() {
        SceneSession session = new SceneSession(NscConfig.defaults());
        try {
            session.load(SceneCatalogue.byName("playground"), SceneParams.defaults());
            SceneEvents events = session.events();
            for (int i = 0; i < 180; i++) session.stepOnce(); // half a period: the platform at its far end
            assertTrue(session.isInsideSensor(PlaygroundScene.PLATFORM_BOX));
            assertFalse(session.isInsideSensor(PlaygroundScene.LIFT_BOX));
            // the box and the kinematic platform carrying it: static sensors see kinematic bodies
            assertEquals(2, events.occupancy());
            assertEquals(2, events.sensorEntries());
            assertTrue(events.begins() > 0, "the ragdoll landed");
            assertTrue(events.beginsLastSecond() <= events.begins());
            for (int i = 180; i < 360; i++) session.stepOnce(); // back at the near end
            assertFalse(session.isInsideSensor(PlaygroundScene.PLATFORM_BOX));
            assertEquals(0, events.occupancy());
            assertEquals(2, events.sensorEntries());
            assertTrue(events.ends() <= events.begins(), "a pair ends only after it began");
            long begins = events.begins();
            session.load(SceneCatalogue.byName("playground"), SceneParams.defaults());
            assertEquals(0, events.begins(), "a reload starts from zero (it had " + begins + ")");
            assertEquals(0, events.occupancy());
        } finally {
            session.dispose();
        }
    }
}
