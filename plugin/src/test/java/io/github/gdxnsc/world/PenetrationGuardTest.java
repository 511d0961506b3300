package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The penetration guard (NscConfig.penetrationGuard): a contact the step's motion would sink past
 * the threshold (or past its depth now, when deeper) is pushed back to it at the position level,
 * mass-weighted, with no change to any velocity; contacts coming out, and resting stacks at the
 * slop, are never touched; the same bits at 1, 2 and 3 threads.
 */
class PenetrationGuardTest {
    static final float GUARD = 0.01f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** The test config with the guard at {@code guard} (0: off) at every budget, whatever the budget-dependent default says. */
    static NscConfig config(int threads, float guard) {
        NscConfig cfg = Scenes.config(threads);
        cfg.penetrationGuard = guard;
        cfg.guardBelowIterations = Integer.MAX_VALUE;
        return cfg;
    }

    /**
     * The defaults: the guard on below 20 iterations, where the one solve lets a heap sink, and off
     * from 20 on: the shifting heap at 20 and 60 is the same bits with the default config as with the
     * guard off, and at 10 it is not.
     */
    @Test
    void theDefaultGuardsBelowTwentyIterationsOnly() {
        NscConfig d = NscConfig.defaults();
        assertEquals(0.01f, d.penetrationGuard);
        assertEquals(20, d.guardBelowIterations);
        d.maxIterations = 19;
        assertEquals(0.01f, d.guardThreshold());
        d.maxIterations = 20;
        assertEquals(0f, d.guardThreshold());
        for (int budget : new int[] {10, 20, 60}) {
            NscConfig defaults = Scenes.config(1), off = config(1, 0);
            defaults.maxIterations = off.maxIterations = budget;
            long withDefaults = heapHash(defaults, 60), withoutGuard = heapHash(off, 60);
            if (budget < 20) assertNotEquals(withoutGuard, withDefaults, "the guard acts at " + budget);
            else assertEquals(withoutGuard, withDefaults, "the guard is off at " + budget);
        }
    }

    /**
     * A sphere touching the ground at 3 m/s down, its contact soft (a large compliance lets the
     * solves stop only part of the speed): one step sinks it ~45 mm; with the guard it ends the step
     * at the threshold, with the same velocity, bit for bit.
     */
    @Test
    void aSinkingSphereStopsAtTheThresholdWithTheSameVelocity() {
        double[] off = sphereAfterOneStep(0), on = sphereAfterOneStep(GUARD);
        assertTrue(off[0] < -0.03, "without the guard the soft contact sinks: " + off[0]);
        // with it: the threshold, exactly to first order (a sphere's contact is linear in its height)
        assertEquals(-GUARD, on[0], 2e-4);
        // the push moved the position only: the velocity the body keeps is the same, bit for bit
        assertEquals(off[1], on[1]);
        assertEquals(off[2], on[2]);
    }

    private static double[] sphereAfterOneStep(float guard) {
        NscConfig cfg = config(1, guard);
        cfg.contactCompliance = 10;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.5f, 0);
            RigidBody ball = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1f).position(0, 0.5f, 0).linearVelocity(0, -3, 0));
            w.stepOnce();
            assertEquals(0, w.getContactDistance(0), 1e-4f);
            Vector3 v = ball.getLinearVelocity(new Vector3());
            w.stepOnce(); // its collision measures where the first step left the sphere
            return new double[] {w.getContactDistance(0), Double.doubleToLongBits(v.y), Double.doubleToLongBits(v.x)};
        } finally {
            w.dispose();
        }
    }

    /** A sphere 50 mm into the ground and at rest is coming out (the position solve pushes it): the guard leaves it alone. */
    @Test
    void aDeepContactComingOutIsLeftToThePositionSolve() {
        assertEquals(deepSphereHash(0), deepSphereHash(GUARD));
    }

    private static long deepSphereHash(float guard) {
        NscConfig cfg = config(1, guard);
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.5f, 0);
            w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1f).position(0, 0.45f, 0));
            for (int i = 0; i < 10; i++) w.stepOnce();
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    /**
     * Two free soft spheres (1 kg and 3 kg) meeting at 2 m/s each, no gravity: after one step they
     * overlap by the threshold, the guard moved their centre of mass nowhere, their velocities are
     * those without the guard, and a box resting on its own elsewhere moved exactly as without it.
     */
    @Test
    void aPairIsPushedApartMassWeightedAndBystandersAreUntouched() {
        double[][] on = pairAfterOneStep(GUARD), off = pairAfterOneStep(0);
        double gapOn = on[1][0] - on[0][0] - 1.0, gapOff = off[1][0] - off[0][0] - 1.0;
        assertTrue(gapOff < -0.03, "without the guard the pair sinks into itself by " + -gapOff);
        assertEquals(-GUARD, gapOn, 1e-6);
        double comOn = 1 * on[0][0] + 3 * on[1][0], comOff = 1 * off[0][0] + 3 * off[1][0];
        assertEquals(comOff, comOn, 1e-12);
        for (int body = 0; body < 2; body++) assertEquals(off[body][1], on[body][1], "velocity of sphere " + body);
        // the bystander: the same bits
        assertEquals(off[2][0], on[2][0]);
        assertEquals(off[2][1], on[2][1]);
    }

    private static double[][] pairAfterOneStep(float guard) {
        NscConfig cfg = config(1, guard);
        cfg.contactCompliance = 10;
        cfg.gravity.set(0, 0, 0);
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody light = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(1f).position(-0.5f, 5, 0).linearVelocity(2, 0, 0));
            RigidBody heavy = w.createBody(new BodyDef().shape(w.shapes().sphere(0.5f)).mass(3f).position(0.5f, 5, 0).linearVelocity(-2, 0, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1f).position(10, 5, 0));
            // 3 mm into the box: recovered by the position solve, inside the threshold
            RigidBody floor = w.createBody(new BodyDef().shape(w.shapes().box(2, 0.5f, 2)).mass(0).position(10, 4.003f, 0));
            assertTrue(floor.isStatic());
            w.stepOnce();
            Vector3 v = new Vector3();
            double[][] out = new double[3][];
            RigidBody[] bodies = {light, heavy, box};
            for (int i = 0; i < 3; i++) {
                bodies[i].getLinearVelocity(v);
                int at = 3 * bodies[i].getIndex() + (i < 2 ? 0 : 1);
                out[i] = new double[] {w.bodies().pos[at], Double.doubleToLongBits(v.x) ^ 31 * Double.doubleToLongBits(v.y)};
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
        NscConfig cfg = config(2, guard);
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

    /**
     * A heap of boxes of 1 to 4 kg dropped onto each other with a budget of 4 iterations split into a
     * velocity and a position solve, which does not hold it: the guard acts (the run differs from one without it), and 1, 2 and 3 threads agree
     * bit for bit.
     */
    @Test
    void aSinkingHeapIsTheSameAtAnyThreadCount() {
        long one = heap(1, GUARD, false);
        assertEquals(one, heap(2, GUARD, false));
        assertEquals(one, heap(3, GUARD, false));
        assertNotEquals(one, heap(1, 0, false));
        heap(2, GUARD, true);
    }

    /**
     * The same heap eight boxes a side (384 boxes, over 1,024 contacts): the guard's predictions and
     * its faces' corners then run by chunks on the pool, and 1, 2 and 3 threads still agree bit for bit.
     */
    @Test
    void aLargeSinkingHeapIsTheSameAtAnyThreadCount() {
        long one = heap(1, GUARD, false, 8);
        assertEquals(one, heap(2, GUARD, false, 8));
        assertEquals(one, heap(3, GUARD, false, 8));
        assertNotEquals(one, heap(1, 0, false, 8));
    }

    /** With {@code measure}: a step of the sinking heap with the guard on allocates nothing (the hash is then of a run with a step count of its own). */
    private static long heap(int threads, float guard, boolean measure) {
        return heap(threads, guard, measure, 4);
    }

    /** The heap of {@code side} x {@code side} boxes a layer. */
    private static long heap(int threads, float guard, boolean measure, int side) {
        NscConfig cfg = config(threads, guard);
        cfg.maxIterations = 4;
        // The split at this budget too: one solve with the recovery in its velocities holds this heap within the threshold, and the guard would have nothing to do.
        cfg.splitFromIterations = 1;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            BodyDef d = new BodyDef().shape(w.shapes().box(0.3f, 0.3f, 0.3f)).friction(0.6f);
            for (int layer = 0; layer < 6; layer++)
                for (int i = 0; i < side; i++)
                    for (int j = 0; j < side; j++)
                        w.createBody(d.mass(1 + (i + j + layer) % 4).position(i * 0.62f + 0.3f * (layer % 2), 0.35f + layer * 0.65f, j * 0.62f)
                                .rotation(new com.badlogic.gdx.math.Quaternion(Vector3.Y, 10 * (i + 2 * j + 3 * layer))));
            for (int s = 0; s < 60; s++) w.stepOnce();
            if (side > 4)
                assertTrue(w.getLastStats().contacts >= io.github.gdxnsc.parallel.PoolThresholds.CONTACT_ROWS_SERIAL,
                        "contacts " + w.getLastStats().contacts + ": the guard's passes would stay on the caller's thread");
            if (measure) assertEquals(0, io.github.gdxnsc.testutil.Allocation.leastOf(3, w::stepOnce), "bytes allocated by a step");
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    /**
     * A box resting on one bottom edge on the ground, tilted 2 degrees and turning about that edge at
     * 4 rad/s so that its raised edge swings down about 67 mm in a step: Bullet's points lie on the resting edge only
     * (the raised one does not overlap yet), so without the box's corners the guard sees nothing sink
     * and the step leaves the swung edge ~30 mm deep. With them the edge ends within the threshold
     * (plus the first-order prediction's error on the corner's arc, ~2 mm), and the velocities the
     * box keeps are the same bits: the push is in position only.
     */
    @Test
    void aBoxRockingOntoItsOtherEdgeStopsAtTheThreshold() {
        double[] off = rockingBoxAfterOneStep(0), on = rockingBoxAfterOneStep(GUARD);
        assertTrue(off[0] > 2.5 * GUARD, "without the guard the swung edge sinks: " + off[0]);
        assertTrue(on[0] < GUARD + 0.003, "with it the swung edge stops near the threshold: " + on[0]);
        for (int k = 1; k < off.length; k++) assertEquals(off[k], on[k], "velocity component " + (k - 1));
    }

    /** The deepest contact after one step, then the box's linear and angular velocity bits after it. */
    private static double[] rockingBoxAfterOneStep(float guard) {
        NscConfig cfg = config(1, guard);
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            float tilt = 2 * com.badlogic.gdx.math.MathUtils.degreesToRadians;
            // half extents 0.5: the resting edge at x = -0.5 sits 1 mm into the ground, the other 35 mm above it
            float cx = 0.5f * (float) Math.cos(tilt) - 0.5f * (float) Math.sin(tilt), cy = 0.5f * (float) Math.sin(tilt) + 0.5f * (float) Math.cos(tilt);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f)
                    .position(-0.5f + cx, cy - 0.001f, 0).rotation(new com.badlogic.gdx.math.Quaternion(Vector3.Z, 2)).angularVelocity(0, 0, -4).linearVelocity(4 * cy, -4 * cx, 0));
            w.stepOnce();
            Vector3 v = box.getLinearVelocity(new Vector3()), omega = box.getAngularVelocity(new Vector3());
            w.stepOnce(); // its collision measures where the first step left the box
            double deepest = 0;
            for (int k = 0; k < w.getContactCount(); k++) deepest = Math.max(deepest, -w.getContactDistance(k));
            return new double[] {deepest, Double.doubleToLongBits(v.x), Double.doubleToLongBits(v.y), Double.doubleToLongBits(v.z),
                    Double.doubleToLongBits(omega.x), Double.doubleToLongBits(omega.y), Double.doubleToLongBits(omega.z)};
        } finally {
            w.dispose();
        }
    }

    /**
     * A heap of 128 boxes of random sizes and turns poured into a walled box at budgets of 4 and 10
     * (one solve: neither holds it, and it keeps shifting). Over its last 180 of 300 steps, a pair that
     * touched the step before may end the step deeper than the threshold, or than its depth then, by
     * up to 13-15 mm without the guard; with it by at most {@link #ROCKING_SLACK} (the first-order
     * prediction's error on a turning corner). A pair that did not touch (a landing) is not the
     * guard's to hold, so the heap's deepest contact is not what is asserted.
     */
    @Test
    void aShiftingHeapSinksNoTouchingPairPastTheThreshold() {
        for (int budget : new int[] {4, 10}) {
            assertTrue(heapExcess(budget, 0) > 0.01, "without the guard the heap sinks at a budget of " + budget);
            double on = heapExcess(budget, GUARD);
            assertTrue(on < ROCKING_SLACK, "with the guard, at a budget of " + budget + ": " + on);
        }
    }

    /** 128 boxes of random sizes and turns over a walled floor, 8 layers of 4 x 4 apart (they fall and land on each other). */
    private static void shiftingHeap(NscWorld w) {
        Scenes.ground(w, 0.6f, 0);
        for (int side = 0; side < 4; side++) {
            float x = side < 2 ? (side == 0 ? -2.6f : 2.6f) : 0, z = side >= 2 ? (side == 2 ? -2.6f : 2.6f) : 0;
            w.createBody(new BodyDef().shape(w.shapes().box(side < 2 ? 0.25f : 2.85f, 2, side < 2 ? 2.85f : 0.25f)).mass(0).position(x, 2, z));
        }
        java.util.Random r = new java.util.Random(7);
        for (int layer = 0; layer < 8; layer++)
            for (int i = 0; i < 4; i++)
                for (int j = 0; j < 4; j++) {
                    float hx = 0.2f + 0.15f * r.nextFloat(), hy = 0.2f + 0.15f * r.nextFloat(), hz = 0.2f + 0.15f * r.nextFloat();
                    w.createBody(new BodyDef().shape(w.shapes().box(hx, hy, hz)).mass(500 * 8 * hx * hy * hz).friction(0.5f)
                            .position(-1.65f + 1.1f * i + 0.2f * (layer % 2), 0.5f + 0.8f * layer, -1.65f + 1.1f * j + 0.2f * (layer % 2))
                            .rotation(new com.badlogic.gdx.math.Quaternion(new Vector3(r.nextFloat(), r.nextFloat(), r.nextFloat()).nor(), 360 * r.nextFloat())));
                }
    }

    /** The positions' hash after {@code steps} steps of the shifting heap under {@code cfg}. */
    private static long heapHash(NscConfig cfg, int steps) {
        NscWorld w = new NscWorld(cfg);
        try {
            shiftingHeap(w);
            for (int s = 0; s < steps; s++) w.stepOnce();
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    /** What the first-order prediction may miss on a box turning over a step: 4 mm. */
    static final double ROCKING_SLACK = 0.004;

    /** The most a pair that touched ended a step deeper than max(threshold, its depth the step before), over steps 121-300 (m). */
    private static double heapExcess(int budget, float guard) {
        NscConfig cfg = config(1, guard);
        cfg.maxIterations = budget;
        // no landing sweeps: their speculative contacts change which pairs touch, and the case here is the pairs that do
        cfg.landingSweep = 0;
        // bare shapes: the control needs a heap that sinks without the guard at both budgets, which this one does bare
        cfg.contactSkin = 0;
        // nor completed manifolds: the corners they add hold some sliding pairs the control needs sinking
        cfg.completeManifolds = false;
        // nor kept manifolds: with them this heap no longer sinks a centimetre without the guard at a budget of 4
        cfg.manifoldReuseDistance = 0;
        NscWorld w = new NscWorld(cfg);
        try {
            shiftingHeap(w);
            // each pair's deepest contact, by pair key, this step and the one before
            java.util.Map<Long, Float> before = new java.util.HashMap<>(), now = new java.util.HashMap<>();
            double worst = 0;
            for (int s = 0; s < 300; s++) {
                w.stepOnce();
                now.clear();
                for (int k = 0; k < w.getContactCount(); k++)
                    now.merge(((long) w.getContactBodyA(k) << 32) | w.getContactBodyB(k), -w.getContactDistance(k), Math::max);
                if (s >= 120) {
                    for (java.util.Map.Entry<Long, Float> e : now.entrySet()) {
                        Float depthBefore = before.get(e.getKey());
                        if (depthBefore != null) worst = Math.max(worst, e.getValue() - Math.max(GUARD, depthBefore));
                    }
                }
                java.util.Map<Long, Float> t = before;
                before = now;
                now = t;
            }
            return worst;
        } finally {
            w.dispose();
        }
    }

    /**
     * A column of ten soft spheres of equal mass on the ground, all falling at 3 m/s: the step sinks
     * the lowest into the ground and every sphere above follows it, so holding the ground contact
     * means lifting the whole column. The guard's moves must carry that lift up the column (a sweep
     * that pushes the lowest sphere up sinks the contact above it again): every contact ends the step
     * within the threshold, to first order (sphere contacts are linear in the heights).
     */
    @Test
    void aColumnFallingOntoTheGroundEndsNoContactPastTheThreshold() {
        double[] depths = columnAfterOneStep(GUARD);
        assertTrue(columnAfterOneStep(0)[0] > 0.03, "without the guard the column sinks into the ground");
        for (int k = 0; k < depths.length; k++) assertTrue(depths[k] < GUARD + 2e-4, "contact " + k + " ends " + depths[k] + " m deep");
    }

    /** The depths (m) of the falling column's contacts after one step, the deepest first. */
    private static double[] columnAfterOneStep(float guard) {
        NscConfig cfg = config(1, guard);
        cfg.contactCompliance = 10;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.5f, 0);
            for (int i = 0; i < 10; i++)
                w.createBody(new BodyDef().shape(w.shapes().sphere(0.25f)).mass(1f).position(0, 0.25f + 0.5f * i, 0).linearVelocity(0, -3, 0));
            w.stepOnce();
            w.stepOnce(); // its collision measures where the first step left the column
            double[] depths = new double[w.getContactCount()];
            for (int k = 0; k < depths.length; k++) depths[k] = -w.getContactDistance(k);
            java.util.Arrays.sort(depths);
            for (int i = 0, j = depths.length - 1; i < j; i++, j--) {
                double t = depths[i];
                depths[i] = depths[j];
                depths[j] = t;
            }
            return depths;
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
