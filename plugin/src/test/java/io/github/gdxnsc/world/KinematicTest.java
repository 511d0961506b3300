package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Kinematic bodies: infinite mass, moved by targets or velocity, pushing and carrying dynamic ones. */
class KinematicTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aLiftRaisesABoxTwoMetresWithoutItSinking() {
        NscConfig cfg = Scenes.config(1);
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody lift = w.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(w.shapes().box(1, 0.1f, 1)).position(0, -0.1f, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 0.5f, 0));
            for (int s = 0; s < 30; s++) w.stepOnce(); // settle on the lift at rest
            Vector3 lp = new Vector3(), bp = new Vector3();
            Quaternion q = new Quaternion();
            float worst = 0;
            // 2 m up at 2 m/s: a target per frame of 1/60 s, as a game would set it
            for (int f = 1; f <= 60; f++) {
                lift.setKinematicTarget(lp.set(0, -0.1f + 2f * f / 60f, 0), q);
                assertEquals(1, w.step(1 / 60f));
                float gap = box.getPosition(bp).y - 0.5f - (lift.getPosition(lp).y + 0.1f);
                worst = Math.min(worst, gap);
            }
            assertEquals(1.9f, lift.getPosition(lp).y, 1e-5f, "the lift reached its last target exactly");
            assertEquals(2.5f, box.getPosition(bp).y, 0.01f, "the box rode up 2 m");
            assertTrue(worst > -(cfg.contactSlop + 0.002f), "box sank into the lift by " + (-worst) + " m");
            // infinite mass: the box never pushed the lift down
            assertEquals(0f, lift.getLinearVelocity(lp).len(), 0f, "a lift whose target is reached stops");
            assertThrows(IllegalArgumentException.class, () -> box.setKinematicTarget(Vector3.Zero, new Quaternion()));
        } finally {
            w.dispose();
        }
    }

    @Test
    void aSidewaysPlatformCarriesABoxByFriction() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            RigidBody platform = w.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(w.shapes().box(2, 0.1f, 2)).position(0, -0.1f, 0).friction(0.8f));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.8f).position(0, 0.5f, 0));
            for (int s = 0; s < 30; s++) w.stepOnce();
            Vector3 start = box.getPosition(new Vector3());
            // targets a game would set each frame: 2 m/s^2 for 0.5 s (below the combined mu g =
            // 0.64 g, so static friction holds), then 1 m/s for 2 s
            Vector3 t = new Vector3();
            com.badlogic.gdx.math.Quaternion q = new com.badlogic.gdx.math.Quaternion();
            for (int f = 1; f <= 150; f++) {
                double time = f / 60.0;
                double x = time < 0.5 ? time * time : 0.25 + (time - 0.5);
                platform.setKinematicTarget(t.set((float) x, -0.1f, 0), q);
                w.step(1 / 60f);
            }
            Vector3 p = platform.getPosition(new Vector3()), b = box.getPosition(new Vector3());
            assertEquals(2.25f, p.x, 1e-5f, "the platform followed its targets");
            assertEquals(p.x, b.x - start.x, 0.01f, "the box rode along within 1 cm");
            assertEquals(start.y, b.y, 0.005f, "and stayed on top");
            // a set velocity moves it too
            platform.setLinearVelocity(new Vector3(0, 0, 1));
            for (int s = 0; s < 60; s++) w.stepOnce();
            assertEquals(1f, platform.getPosition(p).z, 1e-4f);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aKinematicBodyNeverSleepsAndWakesWhatItMoves() {
        NscConfig cfg = Scenes.config(1);
        cfg.allowSleep = true;
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody platform = w.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(w.shapes().box(2, 0.1f, 2)).position(0, -0.1f, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).position(0, 0.5f, 0));
            for (int s = 0; s < 120; s++) w.stepOnce();
            assertTrue(!box.isAwake(), "the box fell asleep on the resting platform");
            assertTrue(platform.isAwake(), "a kinematic body never sleeps");
            platform.setLinearVelocity(new Vector3(0, 1, 0));
            for (int s = 0; s < 60; s++) w.stepOnce();
            assertTrue(box.isAwake());
            assertEquals(1.5f, box.getPosition(new Vector3()).y, 0.01f, "carried up 1 m");
        } finally {
            w.dispose();
        }
    }

    @Test
    void kinematicBodiesIgnoreGravityAndStaticBodies() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody k = w.createBody(new BodyDef().type(BodyType.KINEMATIC).shape(w.shapes().box(0.5f, 0.5f, 0.5f)).position(0, 0.2f, 0));
            for (int s = 0; s < 30; s++) w.stepOnce();
            assertEquals(0.2f, k.getPosition(new Vector3()).y, 0f, "no gravity, no push from the ground it overlaps");
            assertEquals(0f, k.getMass());
        } finally {
            w.dispose();
        }
    }
}
