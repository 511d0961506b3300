package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.physics.bullet.collision.CollisionJNI;
import io.github.gdxnsc.collision.ContactBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A resting stack whose manifold point Bullet replaces: the new point's rows start cold unless
 * {@code warmStartNewPoints} gives them the load the manifold carried. The replacement is made the
 * way Bullet makes it: the point keeps its place but loses its impulses and its life time.
 */
class NewPointWarmStartTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aReplacedPointStartsWithTheLoadItsManifoldCarried() {
        int warm = iterationsAfterReplacement(true), cold = iterationsAfterReplacement(false);
        assertTrue(warm <= 10, "the warm-started step converges at once: " + warm);
        assertTrue(cold > 2 * warm, "a cold point costs the solve: " + cold + " against " + warm);
    }

    /** A column of five boxes settles; then in each manifold one point is replaced, and the next step's velocity iterations are returned. */
    private static int iterationsAfterReplacement(boolean warmStartNewPoints) {
        NscConfig config = Scenes.config(1);
        config.warmStartNewPoints = warmStartNewPoints;
        NscWorld w = new NscWorld(config);
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f);
            for (int i = 0; i < 5; i++) w.createBody(d.position(0, 0.5f + i, 0));
            for (int s = 0; s < 240; s++) w.stepOnce();
            ContactBuffer c = new ContactBuffer();
            w.collision().readJni(c);
            int replaced = 0;
            for (int k = 0; k < c.count(); k++) {
                if (c.age[k] < 2 || (k > 0 && c.manifold[k] == c.manifold[k - 1])) continue;
                long p = c.pointAddress[k];
                CollisionJNI.btManifoldPoint_appliedImpulse_set(p, null, 0);
                CollisionJNI.btManifoldPoint_appliedImpulseLateral1_set(p, null, 0);
                CollisionJNI.btManifoldPoint_appliedImpulseLateral2_set(p, null, 0);
                CollisionJNI.btManifoldPoint_lifeTime_set(p, null, 0);
                replaced++;
            }
            assertTrue(replaced == 5, "one point in each of the five manifolds: " + replaced);
            w.stepOnce();
            return w.getLastStats().velocitySolve.iterations;
        } finally {
            w.dispose();
        }
    }
}
