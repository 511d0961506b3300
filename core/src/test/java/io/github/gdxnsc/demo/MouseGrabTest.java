package io.github.gdxnsc.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.Ray;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.demo.scenes.PlaygroundScene;
import io.github.gdxnsc.demo.scenes.SceneCatalogue;
import io.github.gdxnsc.demo.scenes.SceneParams;
import io.github.gdxnsc.world.NscConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The mouse grab on the pyramid's top box: the world's ray cast finds the face the ray meets, a drag 1 m up and 1 m sideways brings the held point to the mouse through the soft
 * joint, and letting go drops the box.
 */
class MouseGrabTest {
    private static final Vector3 AWAY = new Vector3(0, 0, -1);

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void theRayPicksTheNearestFaceAndMissesEmptySpace() {
        SceneSession session = new SceneSession(NscConfig.defaults());
        try {
            session.load(SceneCatalogue.byName("pyramid"), SceneParams.defaults());
            int top = session.bodyCount() - 1;
            float topY = session.position(top, new Vector3()).y;
            Vector3 hit = new Vector3();
            MouseGrab grab = new MouseGrab();
            assertEquals(top, grab.pick(session, new Ray(new Vector3(0, topY, 10), AWAY), hit));
            assertEquals(0.5f, hit.z, 1e-3f, "the front face of the unit box at z = 0");
            assertEquals(topY, hit.y, 1e-3f);
            assertEquals(-1, grab.pick(session, new Ray(new Vector3(0, topY + 2, 10), AWAY), hit), "above the pyramid");
            assertEquals(-1, grab.pick(session, new Ray(new Vector3(0, -0.5f, 10), AWAY), hit), "the static ground is not picked");
        } finally {
            session.dispose();
        }
    }

    /**
     * The playground's moving parts under the cursor, looking straight down: the box riding the
     * platform is picked through the translucent sensor zone it is in, the lift's box is picked, the
     * kinematic lift and platform are not (nor what is under them).
     */
    @Test
    void onThePlaygroundTheBodyUnderTheCursorIsPickedThroughTheSensor() {
        SceneSession session = new SceneSession(NscConfig.defaults());
        try {
            session.load(SceneCatalogue.byName("playground"), SceneParams.defaults());
            for (int i = 0; i < 180; i++) session.stepOnce(); // half a period: the platform at its far end, its box in the sensor
            MouseGrab grab = new MouseGrab();
            Vector3 p = new Vector3(), hit = new Vector3();
            Vector3 down = new Vector3(0, -1, 0);
            assertTrue(session.isInsideSensor(PlaygroundScene.PLATFORM_BOX), "the box is inside the sensor zone");
            session.position(PlaygroundScene.PLATFORM_BOX, p);
            assertEquals(PlaygroundScene.PLATFORM_BOX, grab.pick(session, new Ray(new Vector3(p.x, 10, p.z), down), hit), "through the sensor");
            assertEquals(p.y + 0.25f, hit.y, 1e-2f, "on the box's top face");
            session.position(PlaygroundScene.LIFT_BOX, p);
            assertEquals(PlaygroundScene.LIFT_BOX, grab.pick(session, new Ray(new Vector3(p.x, 10, p.z), down), hit));
            session.position(PlaygroundScene.LIFT, p);
            assertEquals(-1, grab.pick(session, new Ray(new Vector3(p.x + 0.6f, 10, p.z + 0.6f), down), hit), "the kinematic lift is not grabbed");
            session.position(PlaygroundScene.PLATFORM, p);
            assertEquals(-1, grab.pick(session, new Ray(new Vector3(p.x - 0.8f, 10, p.z), down), hit), "nor the platform");
        } finally {
            session.dispose();
        }
    }

    @Test
    void aDragCarriesTheTopBoxToTheMouseAndReleaseDropsIt() {
        SceneSession session = new SceneSession(NscConfig.defaults());
        MouseGrab grab = new MouseGrab();
        try {
            session.load(SceneCatalogue.byName("pyramid"), SceneParams.defaults());
            for (int i = 0; i < 20; i++) session.stepOnce();
            int top = session.bodyCount() - 1;
            float topY = session.position(top, new Vector3()).y;
            assertTrue(grab.begin(session, new Ray(new Vector3(0, topY, 10), AWAY), AWAY));
            assertEquals(top, grab.handle());
            Matrix4 atGrab = session.transform(top, new Matrix4());
            Vector3 local = new Vector3(0, topY, 0.5f).mul(atGrab.inv()); // the held point in the box's frame
            grab.drag(session, new Ray(new Vector3(1, topY + 1, 10), AWAY));
            assertEquals(new Vector3(1, topY + 1, 0.5f).dst(grab.target()), 0f, 1e-4f, "the mouse point stays in the grab plane");
            for (int i = 0; i < 90; i++) session.stepOnce(); // 1.5 s
            Vector3 held = new Vector3(local).mul(session.transform(top, new Matrix4()));
            assertTrue(held.dst(grab.target()) < 0.05f, "held point " + held + " should follow the mouse " + grab.target());
            assertTrue(session.position(top, new Vector3()).y > topY + 0.3f, "the box was lifted");
            grab.release(session);
            assertFalse(grab.isHolding(session));
            float liftedY = session.position(top, new Vector3()).y;
            for (int i = 0; i < 20; i++) session.stepOnce();
            assertTrue(session.position(top, new Vector3()).y < liftedY - 0.2f, "let go, the box falls");
        } finally {
            session.dispose();
        }
    }
}
