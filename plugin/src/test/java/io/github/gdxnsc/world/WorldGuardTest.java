package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Misuse that would abort the JVM in Bullet is refused with a message instead: a shape disposed
 * under a live body, and a second thread stepping or disposing a world while a step runs.
 */
class WorldGuardTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aUsersShapeDisposedUnderALiveBodyIsRefusedNamingTheBodyAndTheWorldRecovers() {
        NscWorld w = new NscWorld(Scenes.config(1));
        btBoxShape own = new btBoxShape(new Vector3(0.5f, 0.5f, 0.5f));
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody crate = w.createBody(new BodyDef().shape(own).mass(1).position(0, 0.6f, 0).userData("crate"));
            w.createBody(new BodyDef().shape(own).mass(1).position(3, 0.6f, 0));
            for (int s = 0; s < 5; s++) w.stepOnce();
            own.dispose();
            IllegalStateException e = assertThrows(IllegalStateException.class, w::stepOnce);
            assertTrue(e.getMessage().contains("body " + crate.getIndex()) && e.getMessage().contains("crate"), e.getMessage());
            assertTrue(e.getMessage().contains("btBoxShape") && e.getMessage().contains("disposed"), e.getMessage());
            assertThrows(IllegalStateException.class, () -> w.step(1 / 60f));
            assertThrows(IllegalStateException.class, () -> w.rayCast(new Vector3(0, 5, 0), new Vector3(0, -5, 0), new RayHit()));
            assertThrows(IllegalStateException.class, () -> w.saveSnapshot(null));
            assertThrows(IllegalStateException.class, () -> crate.setFilter((short) 1, (short) -1));
            assertThrows(IllegalStateException.class, () -> crate.setMass(2));
            // two bodies used it: the world refuses until both are gone, then steps on
            w.destroyBody(crate);
            assertThrows(IllegalStateException.class, w::stepOnce);
            w.destroyBody(w.getBodies().get(1));
            w.stepOnce();
            assertEquals(1, w.getBodyCount());
        } finally {
            w.dispose();
        }
    }

    @Test
    void aWorldShapeDisposedByTheUserIsRefusedAtTheNextStep() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.5f, 0);
            btCollisionShape ball = w.shapes().sphere(0.5f);
            RigidBody b = w.createBody(new BodyDef().shape(ball).mass(1).position(0, 2, 0));
            w.stepOnce();
            ball.dispose();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> w.step(1 / 30f));
            assertTrue(e.getMessage().contains("body " + b.getIndex()), e.getMessage());
            w.destroyBody(b);
            assertEquals(2, w.step(1 / 30f));
        } finally {
            w.dispose(); // disposes the world's shapes again: a second dispose must be harmless
        }
    }

    /** A listener that holds the stepping thread inside step() until released: no timing races. */
    private static final class Holder implements ContactListener {
        final CountDownLatch inside = new CountDownLatch(1), release = new CountDownLatch(1);

        @Override
        public void beginContact(RigidBody a, RigidBody b) {
        }

        @Override
        public void endContact(RigidBody a, RigidBody b) {
        }

        @Override
        public void postSolve(Contact c) {
            inside.countDown();
            try {
                release.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Test
    void secondThreadsStepAndDisposeAreRefusedWhileAStepRunsEveryTime() throws Exception {
        for (int round = 0; round < 5; round++) {
            NscWorld w = new NscWorld(Scenes.config(2));
            Scenes.pyramid(w, 3);
            Holder holder = new Holder();
            w.setContactListener(holder);
            AtomicReference<Throwable> stepperFailed = new AtomicReference<>();
            Thread stepper = new Thread(() -> {
                try {
                    w.step(1 / 60f);
                } catch (Throwable t) {
                    stepperFailed.set(t);
                }
            }, "game-loop");
            stepper.start();
            assertTrue(holder.inside.await(20, TimeUnit.SECONDS), "the stepper reached the listener");
            IllegalStateException step = assertThrows(IllegalStateException.class, () -> w.step(1 / 60f));
            assertTrue(step.getMessage().contains("step()") && step.getMessage().contains("game-loop"), step.getMessage());
            assertThrows(IllegalStateException.class, w::stepOnce);
            IllegalStateException dispose = assertThrows(IllegalStateException.class, w::dispose);
            assertTrue(dispose.getMessage().contains("dispose()") && dispose.getMessage().contains("one thread at a time"), dispose.getMessage());
            assertThrows(IllegalStateException.class, () -> w.createBody(new BodyDef().shape(w.shapes().sphere(0.2f)).mass(1)));
            assertFalse(w.isDisposed());
            holder.release.countDown();
            stepper.join(20_000);
            assertEquals(null, stepperFailed.get());
            w.setContactListener(null);
            w.stepOnce(); // the world is whole after the refused calls
            w.dispose();
            assertTrue(w.isDisposed());
        }
    }

    @Test
    void theCallbacksOwnThreadCannotStepOrDisposeInsideIt() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.pyramid(w, 2);
            AtomicReference<Throwable> nested = new AtomicReference<>(), disposed = new AtomicReference<>();
            w.setContactListener(new ContactListener() {
                @Override
                public void beginContact(RigidBody a, RigidBody b) {
                    if (nested.get() == null) nested.set(assertThrows(IllegalStateException.class, w::stepOnce));
                    if (disposed.get() == null) disposed.set(assertThrows(IllegalStateException.class, w::dispose));
                }

                @Override
                public void endContact(RigidBody a, RigidBody b) {
                }

                @Override
                public void postSolve(Contact c) {
                }
            });
            w.stepOnce();
            assertNotNull(nested.get());
            assertTrue(nested.get().getMessage().contains("inside a contact or joint callback"), nested.get().getMessage());
            assertTrue(disposed.get().getMessage().contains("dispose()"), disposed.get().getMessage());
            assertFalse(w.isDisposed());
            w.stepOnce();
        } finally {
            w.dispose();
        }
    }
}
