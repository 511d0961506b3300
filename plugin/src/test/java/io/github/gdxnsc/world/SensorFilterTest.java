package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Default filters: kinematic bodies trigger static sensors; queries without a mask see through sensors. */
class SensorFilterTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private static final class Events implements ContactListener {
        int begins, ends;
        RigidBody lastA, lastB;

        @Override
        public void beginContact(RigidBody a, RigidBody b) {
            begins++;
            lastA = a;
            lastB = b;
        }

        @Override
        public void endContact(RigidBody a, RigidBody b) {
            ends++;
        }

        @Override
        public void postSolve(Contact c) {
        }
    }

    @Test
    void aKinematicPlatformPassingThroughAStaticSensorBeginsAndEndsOnce() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody zone = w.createBody(new BodyDef().shape(w.shapes().box(1, 1, 1)).mass(0).sensor(true).position(0, 1, 0));
            RigidBody lift = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.1f, 0.5f)).type(BodyType.KINEMATIC).position(-4, 1, 0));
            Events events = new Events();
            w.setContactListener(events);
            Vector3 p = new Vector3();
            for (int s = 0; s < 80; s++) {
                p.set(-4 + 0.1f * (s + 1), 1, 0); // 8 m at 6 m/s: in and out of the 2 m zone
                lift.setKinematicTarget(p, new Quaternion());
                w.step(1 / 60f);
            }
            assertEquals(1, events.begins, "the lift entered the zone");
            assertEquals(1, events.ends, "and left it");
            assertTrue(events.lastA == zone || events.lastB == zone);
            assertTrue(events.lastA == lift || events.lastB == lift);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aRayWithoutAMaskSeesThroughSensorsAndAMaskWithTheSensorBitHitsThem() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody ground = Scenes.ground(w, 0.5f, 0);
            RigidBody zone = w.createBody(new BodyDef().shape(w.shapes().box(1, 1, 1)).mass(0).sensor(true).position(0, 2, 0));
            RigidBody falling = w.createBody(new BodyDef().shape(w.shapes().sphere(0.3f)).mass(1).sensor(true).position(3, 2, 0));
            w.stepOnce();
            RayHit hit = new RayHit();
            Vector3 top = new Vector3(0, 10, 0), bottom = new Vector3(0, -10, 0);
            assertTrue(w.rayCast(top, bottom, hit));
            assertSame(ground, hit.body, "the ray passes the sensor and hits the ground");
            assertEquals(0, hit.point.y, 1e-3f);
            assertTrue(w.rayCast(top, bottom, (short) -1, hit));
            assertSame(zone, hit.body, "every group asked for: the sensor is hit");
            assertEquals(3, hit.point.y, 1e-3f);
            assertTrue(w.rayCast(top, bottom, BodyDef.SENSOR_GROUP, hit));
            assertSame(zone, hit.body);
            Array<RayHit> all = new Array<>();
            assertEquals(1, w.rayCastAll(new Vector3(3, 10, 0), new Vector3(3, -10, 0), all), "the dynamic sensor is seen through");
            assertSame(ground, all.first().body);
            assertTrue(w.sweepSphere(0.1f, top, bottom, hit));
            assertSame(ground, hit.body);
            assertEquals(BodyDef.SENSOR_GROUP, falling.getFilterGroup());
        } finally {
            w.dispose();
        }
    }
}
