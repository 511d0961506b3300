package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The penetration guard (NscConfig.penetrationGuard): a contact deeper than the threshold after the
 * step's motion is pushed back to the threshold at the position level, mass-weighted, with no
 * change to any velocity; contacts within it (resting stacks at the slop) are never touched; the
 * same bits at 1, 2 and 3 threads.
 */
class PenetrationGuardTest {
    static final float GUARD = 0.01f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** A sphere 50 mm into the ground, one step: the next step's collision sees its depth. */
    @Test
    void aDeepSphereComesBackToTheThresholdWithTheSameVelocity() {
        double[] off = sphereAfterOneStep(0), on = sphereAfterOneStep(GUARD);
        // without the guard the position solve pushes at most maxRecoverySpeed h = 10 mm: 40 mm left
        assertEquals(-0.040, off[0], 5e-4);
        // with it: the threshold, exactly to first order (a sphere's contact is linear in its height)
        assertEquals(-GUARD, on[0], 2e-4);
        // the push moved the position only: the velocity the body keeps is the same, bit for bit
        assertEquals(off[1], on[1]);
        assertEquals(off[2], on[2]);
    }

    private static double[] sphereAfterOneStep(float guard) {
        NscConfig cfg = Scenes.config(1);
        cfg.penetrationGuard = guard;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1f).position(0, 0.45f, 0));
            w.stepOnce();
            assertEquals(-0.05f, w.getContactDistance(0), 1e-4f);
            Vector3 v = ball.getLinearVelocity(new Vector3());
            w.stepOnce(); // its collision measures where the first step left the sphere
            return new double[] {w.getContactDistance(0), Double.doubleToLongBits(v.y), Double.doubleToLongBits(v.x)};
        } finally {
            w.dispose();
        }
    }

    /**
     * Two free spheres (1 kg and 3 kg) 60 mm into each other, no gravity: after one step they overlap
     * by the threshold, their centre of mass has not moved, both are still at rest, and a box resting
     * on its own elsewhere moved exactly as without the guard.
     */
    @Test
    void aPairIsPushedApartMassWeightedAndBystandersAreUntouched() {
        double[][] on = pairAfterOneStep(GUARD), off = pairAfterOneStep(0);
        double gapOn = on[1][0] - on[0][0] - 1.0, gapOff = off[1][0] - off[0][0] - 1.0;
        assertTrue(gapOff < -0.045, "without the guard the pair still overlaps by " + -gapOff);
        assertEquals(-GUARD, gapOn, 1e-6);
        double comOn = 1 * on[0][0] + 3 * on[1][0], comStart = 1 * (double) -0.47f + 3 * (double) 0.47f; // the bodies start at the float positions
        assertEquals(comStart, comOn, 1e-9);
        for (int body = 0; body < 2; body++) {
            assertEquals(0.0, on[body][1], "velocity of sphere " + body);
            assertEquals(off[body][1], on[body][1]);
        }
        // the bystander: the same bits
        assertEquals(off[2][0], on[2][0]);
        assertEquals(off[2][1], on[2][1]);
    }

    private static double[][] pairAfterOneStep(float guard) {
        NscConfig cfg = Scenes.config(1);
        cfg.penetrationGuard = guard;
        cfg.gravity.set(0, 0, 0);
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody light = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1f).position(-0.47f, 5, 0));
            RigidBody heavy = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(3f).position(0.47f, 5, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1f).position(10, 5, 0));
            RigidBody floor = w.createBody(new BodyDef().shape(w.shapes().box(2, 0.5f, 2)).mass(0).position(10, 4.003f, 0)); // 3 mm into the box: recovered by the position solve, inside the threshold
            assertTrue(floor.isStatic());
            w.stepOnce();
            Vector3 p = new Vector3(), v = new Vector3();
            double[][] out = new double[3][];
            RigidBody[] bodies = {light, heavy, box};
            for (int i = 0; i < 3; i++) {
                bodies[i].getPosition(p);
                bodies[i].getLinearVelocity(v);
                out[i] = new double[] {i < 2 ? w.bodies().pos[3 * bodies[i].getIndex()] : w.bodies().pos[3 * bodies[i].getIndex() + 1], v.len()};
            }
            return out;
        } finally {
            w.dispose();
        }
    }

    /** A settled pyramid sits at the slop, far inside the threshold: 200 steps with the guard are the same bits as without. */
    @Test
    void aRestingStackIsNeverTouched() {
        assertEquals(pyramidHash(0), pyramidHash(GUARD));
    }

    private static long pyramidHash(float guard) {
        NscConfig cfg = Scenes.config(2);
        cfg.penetrationGuard = guard;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 6);
            for (int i = 0; i < 200; i++) w.stepOnce();
            assertTrue(w.getLastStats().maxPenetration < GUARD / 2, "the pyramid rests at the slop");
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    /** Boxes released deep inside one another: the guard acts (the run differs from one without it) and 1, 2 and 3 threads agree bit for bit. */
    @Test
    void overlappingBoxesAreTheSameAtAnyThreadCount() {
        long one = jumble(1, GUARD);
        assertEquals(one, jumble(2, GUARD));
        assertEquals(one, jumble(3, GUARD));
        assertNotEquals(one, jumble(1, 0));
    }

    private static long jumble(int threads, float guard) {
        NscConfig cfg = Scenes.config(threads);
        cfg.penetrationGuard = guard;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.3f, 0.3f, 0.3f)).friction(0.6f);
            for (int layer = 0; layer < 4; layer++)
                for (int i = 0; i < 4; i++)
                    for (int j = 0; j < 4; j++)
                        // 0.5 m apart with 0.6 m boxes, masses 1 to 4 kg, turned: deep, uneven overlaps
                        w.createBody(d.mass(1 + (i + j + layer) % 4).position(i * 0.5f, 0.3f + layer * 0.5f, j * 0.5f)
                                .rotation(new com.badlogic.gdx.math.Quaternion(Vector3.Y, 10 * (i + 2 * j + 3 * layer))));
            float deepest = 0;
            for (int s = 0; s < 40; s++) {
                w.stepOnce();
                if (s >= 20) deepest = Math.max(deepest, w.getLastStats().maxPenetration);
            }
            if (guard > 0) assertTrue(deepest < 2 * guard, "deepest contact after the first 20 steps " + deepest);
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    @Test
    void aNegativeThresholdIsRefusedByName() {
        NscConfig cfg = Scenes.config(1);
        cfg.penetrationGuard = -0.01f;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, cfg::validate);
        assertTrue(e.getMessage().contains("penetrationGuard") && e.getMessage().contains("-0.01"), e.getMessage());
    }
}
