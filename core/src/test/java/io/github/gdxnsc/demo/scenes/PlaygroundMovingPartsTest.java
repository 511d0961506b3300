package io.github.gdxnsc.demo.scenes;

import static io.github.gdxnsc.demo.scenes.PlaygroundScene.LIFT;
import static io.github.gdxnsc.demo.scenes.PlaygroundScene.LIFT_BOX;
import static io.github.gdxnsc.demo.scenes.PlaygroundScene.PLATFORM;
import static io.github.gdxnsc.demo.scenes.PlaygroundScene.PLATFORM_BOX;
import static io.github.gdxnsc.demo.scenes.PlaygroundScene.RIDER_HALF;
import static io.github.gdxnsc.demo.scenes.PlaygroundScene.SENSOR;
import static io.github.gdxnsc.demo.scenes.PlaygroundScene.SLAB_HALF_HEIGHT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.Bullet;
import io.github.gdxnsc.world.Contact;
import io.github.gdxnsc.world.ContactListener;
import io.github.gdxnsc.world.NscConfig;
import io.github.gdxnsc.world.RigidBody;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The playground's moving parts at the default config, over one period of their schedule: the
 * kinematic lift raises its box 2 m and lowers it without the box sinking into it more than the
 * slop and 2 mm; the kinematic platform carries its box there and back within 1 cm by friction
 * alone; the box passes into the sensor zone and out of it once, with one begin and one end event
 * at the zone's edge, and the zone never pushes it.
 */
class PlaygroundMovingPartsTest {
    /** One period of the schedule. */
    static final int STEPS = Math.round(PlaygroundScene.PERIOD * 60);
    /** By this step the boxes have dropped the 1 cm start gap onto their slabs (in 3 steps) and rest there. */
    static final int SETTLED = 15;

    @BeforeAll
    static void natives() {
        Bullet.init();
    }

    @Test
    void theLiftRaisesItsBoxTwoMetresAndLowersItWithoutTheBoxSinking() {
        try (SceneRun run = SceneRun.of("playground", NscConfig.defaults())) {
            float slop = run.world.getConfig().contactSlop;
            Vector3 lift = new Vector3(), box = new Vector3(), boxStart = run.start(LIFT_BOX);
            float worstSink = 0, worstSideways = 0, highest = 0, settled = Float.NaN;
            for (int s = 0; s < STEPS; s++) {
                run.step();
                run.body(LIFT).getPosition(lift);
                run.body(LIFT_BOX).getPosition(box);
                if (s == SETTLED) settled = box.y - lift.y + PlaygroundScene.LIFT_LOW; // its resting height on the lift at the bottom
                if (s >= SETTLED) worstSink = Math.max(worstSink, (lift.y + SLAB_HALF_HEIGHT) - (box.y - RIDER_HALF)); // after settling
                worstSideways = Math.max(worstSideways, Vector3.dst(box.x, 0, box.z, boxStart.x, 0, boxStart.z));
                highest = Math.max(highest, box.y);
            }
            String summary = String.format(Locale.ROOT, "lift: box sank into it at most %.4f m (slop %.4f), moved sideways %.4f m, rose from %.3f m to %.3f m",
                    worstSink, slop, worstSideways, settled, highest);
            System.out.println(summary);
            assertTrue(worstSink <= slop + 0.002f, summary);
            assertEquals(settled + PlaygroundScene.LIFT_RISE, highest, 0.01f, summary + ": the box rode 2 m up");
            assertEquals(settled, box.y, 0.01f, summary + ": and back down");
            assertTrue(worstSideways < 0.01f, summary);
        }
    }

    @Test
    void thePlatformCarriesItsBoxWithinACentimetre() {
        try (SceneRun run = SceneRun.of("playground", NscConfig.defaults())) {
            Vector3 platform = new Vector3(), box = new Vector3();
            float offset = run.start(PLATFORM_BOX).x - run.start(PLATFORM).x;
            float worst = 0, farthest = 0, settled = Float.NaN, worstHeight = 0;
            for (int s = 0; s < STEPS; s++) {
                run.step();
                run.body(PLATFORM).getPosition(platform);
                run.body(PLATFORM_BOX).getPosition(box);
                if (s == SETTLED) settled = box.y; // the platform moves sideways only
                if (s >= SETTLED) worstHeight = Math.max(worstHeight, Math.abs(box.y - settled));
                worst = Math.max(worst, Math.abs(box.x - platform.x - offset));
                worst = Math.max(worst, Math.abs(box.z - platform.z));
                farthest = Math.max(farthest, platform.x - run.start(PLATFORM).x);
            }
            String summary = String.format(Locale.ROOT, "platform: travelled %.3f m, box off its place on it by at most %.4f m, off its resting height by %.4f m",
                    farthest, worst, worstHeight);
            System.out.println(summary);
            assertEquals(PlaygroundScene.PLATFORM_TRAVEL, farthest, 0.01f, summary);
            assertTrue(worst <= 0.01f, summary);
            assertTrue(worstHeight <= 0.005f, summary + ": the box stayed on top");
        }
    }

    @Test
    void theSensorReportsTheBoxEnteringAndLeavingAndNeverPushesIt() {
        try (SceneRun run = SceneRun.of("playground", NscConfig.defaults())) {
            RigidBody sensor = run.body(SENSOR), rider = run.body(PLATFORM_BOX), carrier = run.body(PLATFORM);
            assertTrue(sensor.isSensor());
            Vector3 box = new Vector3();
            float[] beginX = {Float.NaN}, endX = {Float.NaN};
            int[] begins = {0}, ends = {0}, carrierEvents = {0}, others = {0}, sensorContacts = {0};
            float[] impulse = {0};
            run.world.setContactListener(new ContactListener() {
                @Override
                public void beginContact(RigidBody a, RigidBody b) {
                    if (a != sensor && b != sensor) return;
                    if (a == rider || b == rider) {
                        begins[0]++;
                        beginX[0] = rider.getPosition(box).x;
                    } else if (a == carrier || b == carrier) {
                        carrierEvents[0]++;
                    } else {
                        others[0]++;
                    }
                }

                @Override
                public void endContact(RigidBody a, RigidBody b) {
                    if (a != sensor && b != sensor) return;
                    if (a == rider || b == rider) {
                        ends[0]++;
                        endX[0] = rider.getPosition(box).x;
                    } else if (a == carrier || b == carrier) {
                        carrierEvents[0]++;
                    } else {
                        others[0]++;
                    }
                }

                @Override
                public void postSolve(Contact c) {
                    if (c.getBodyA() != sensor && c.getBodyB() != sensor) return;
                    sensorContacts[0]++;
                    assertTrue(c.sensor, c.toString());
                    impulse[0] = Math.max(impulse[0], c.normalImpulse + c.frictionImpulse.len());
                }
            });
            for (int s = 0; s < STEPS; s++) run.step();
            float edge = PlaygroundScene.SENSOR_X - PlaygroundScene.SENSOR_HALF_X - RIDER_HALF; // the box's centre when it touches the zone
            String summary = String.format(Locale.ROOT, "sensor: %d begin and %d end for the box (at x %.3f and %.3f; the zone's edge %.3f),"
                    + " %d for the kinematic platform, %d for other bodies, %d contact reports, largest impulse %.3g N s", begins[0], ends[0], beginX[0], endX[0], edge,
                    carrierEvents[0], others[0],
                    sensorContacts[0], impulse[0]);
            System.out.println(summary);
            assertEquals(1, begins[0], summary);
            assertEquals(1, ends[0], summary);
            // a kinematic body is seen by static sensors (its own filter group): the platform carrying the box enters and leaves too
            assertEquals(2, carrierEvents[0], summary + ": the platform begins and ends once");
            assertEquals(0, others[0], summary + ": nothing else reaches the zone");
            assertEquals(edge, beginX[0], 0.05f, summary + ": it began at the edge");
            assertEquals(edge, endX[0], 0.05f, summary + ": it ended at the edge");
            assertTrue(sensorContacts[0] > 0, summary);
            assertEquals(0f, impulse[0], 0f, summary + ": the sensor never pushes");
        }
    }
}
