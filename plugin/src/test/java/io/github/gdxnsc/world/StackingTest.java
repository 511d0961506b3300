package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.parallel.PoolThresholds;
import io.github.gdxnsc.solver.SolverType;
import io.github.gdxnsc.testutil.Allocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Stacks, warm start, determinism and the allocation-free step. */
class StackingTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * Resting height of the i-th unit box of a stack: contacts settle at the config's contact slop
     * (2 mm) of overlap, of which the two collision skins hold two skins, so the given boxes overlap
     * by the rest less two skins a layer (the ground is a box of the same skin).
     */
    private static float rest(int i) {
        NscConfig d = NscConfig.defaults();
        float overlap = d.contactSlop - 2 * d.contactSkin;
        return 0.5f - overlap + i * (1f - overlap);
    }

    private static double topMoved(NscWorld w, RigidBody top, int steps) {
        Vector3 p0 = top.getPosition(new Vector3());
        for (int i = 0; i < steps; i++) w.stepOnce();
        return top.getPosition(new Vector3()).dst(p0);
    }

    @Test
    void tenBoxTowerStands() {
        NscConfig cfg = Scenes.config(1);
        cfg.maxIterations = 100;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            RigidBody top = null;
            for (int i = 0; i < 10; i++)
                top = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f).position(0, rest(i), 0));
            double moved = topMoved(w, top, 600);
            System.out.printf("tower: top moved %.3e m in 600 steps%n", moved);
            assertTrue(moved < 0.01, "top moved " + moved);
        } finally {
            w.dispose();
        }
    }

    @Test
    void massRatioStackStands() {
        NscConfig cfg = Scenes.config(1);
        cfg.maxIterations = 100;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.ground(w, 0.6f, 0);
            w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(1).friction(0.6f).position(0, rest(0), 0));
            w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(10).friction(0.6f).position(0, rest(1), 0));
            RigidBody top = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(100).friction(0.6f).position(0, rest(2), 0));
            double moved = topMoved(w, top, 600);
            System.out.printf("mass ratio 1:100: top moved %.3e m in 600 steps%n", moved);
            assertTrue(moved < 0.01, "top moved " + moved);
        } finally {
            w.dispose();
        }
    }

    /**
     * Mean APGD iterations to 1e-6 on a resting 10-layer pyramid, measured over 120 steps after
     * settling. One solve per step (positionShare 0): the split step's position solve always
     * spends its budget, which would hide what the warm start saves. The boxes of a layer stand two
     * skins apart, so that their collision skins do not touch: side contacts of boxes built touching
     * carry no load and add the same rows to both counts.
     */
    private static double meanIterations(boolean warm) {
        NscConfig cfg = Scenes.config(1);
        cfg.positionShare = 0;
        cfg.maxIterations = 500;
        cfg.tolerance = 4e-8; // an RMS over the rows: about the 2-norm of 1e-6 this test was written for
        cfg.solver = SolverType.APGD;
        // Bullet's detector every step: with kept manifolds a few steps of this pyramid stall at a
        // residual of 2-4e-7 m/s, above this tolerance, and their full budgets (680 iterations) make
        // the mean (docs/BENCHMARKS.md, "Kept manifolds")
        cfg.manifoldReuseDistance = 0;
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 10, 4 * cfg.contactSkin);
            for (int i = 0; i < 180; i++) w.stepOnce();
            cfg.warmStart = warm;
            long sum = 0;
            int n = 120;
            for (int i = 0; i < n; i++) {
                w.stepOnce();
                sum += w.getLastStats().iterations();
            }
            return sum / (double) n;
        } finally {
            w.dispose();
        }
    }

    @Test
    void warmStartCutsIterationsToAThird() {
        double cold = meanIterations(false), warm = meanIterations(true);
        System.out.printf("warm start: mean iterations to 1e-6 %.1f warm vs %.1f cold (ratio %.2f)%n", warm, cold, warm / cold);
        assertTrue(warm <= cold / 3, "warm " + warm + " cold " + cold);
    }

    private static long pyramidHash(int threads) {
        NscConfig cfg = Scenes.config(threads);
        NscWorld w = new NscWorld(cfg);
        try {
            Scenes.pyramid(w, 10);
            for (int i = 0; i < 300; i++) w.stepOnce();
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    @Test
    void pyramidIsBitwiseDeterministicAcrossThreadCountsAndRuns() {
        long h1 = pyramidHash(1), h2 = pyramidHash(2), h4 = pyramidHash(4), h1b = pyramidHash(1);
        System.out.printf("determinism: hash %016x (1 thread), %016x (2), %016x (4), %016x (1, again)%n", h1, h2, h4, h1b);
        assertEquals(h1, h2);
        assertEquals(h1, h4);
        assertEquals(h1, h1b);
    }

    /**
     * The same above the sizes where the step's passes go to the pool (PoolThresholds.APGD_SERIAL_ROWS,
     * NscDescriptor's per-row passes): a pyramid of 24 layers has over 6,000 rows, so every
     * parallel loop of the step runs, cut into the same chunks whatever the thread count.
     */
    @Test
    void largePyramidOnThePoolIsBitwiseDeterministicAcrossThreadCounts() {
        long[] h = new long[3];
        int[] threads = {1, 2, 4};
        int rows = 0;
        for (int t = 0; t < threads.length; t++) {
            NscWorld w = new NscWorld(Scenes.config(threads[t]));
            try {
                Scenes.pyramid(w, 24);
                for (int i = 0; i < 90; i++) w.stepOnce();
                rows = w.getLastStats().rows;
                h[t] = Scenes.positionHash(w);
            } finally {
                w.dispose();
            }
        }
        System.out.printf("determinism on the pool: %d rows, hash %016x (1 thread), %016x (2), %016x (4)%n", rows, h[0], h[1], h[2]);
        assertTrue(rows > PoolThresholds.APGD_SERIAL_ROWS, "the pyramid must be large enough for the pool: " + rows + " rows");
        assertEquals(h[0], h[1]);
        assertEquals(h[0], h[2]);
    }

    @Test
    void steppingAllocatesNothing() {
        NscConfig cfg = Scenes.config(2);
        NscWorld w = new NscWorld(cfg);
        try {
            // 24 layers: over 6,000 rows, so the solver and the build run on the pool and the
            // workers' side of the step is measured too (a 10-layer pyramid runs serially)
            Scenes.pyramid(w, 24);
            // Bullet's narrow phase on the pool too, whatever the pyramid's pair count
            WorldAccess.collision(w).setNarrowPhaseSerialPairs(0);
            for (int i = 0; i < 200; i++) w.stepOnce(); // warm-up: arrays grow, JIT settles
            assertTrue(w.getLastStats().rows > PoolThresholds.APGD_SERIAL_ROWS, "rows " + w.getLastStats().rows);
            assertTrue(WorldAccess.collision(w).narrowPhaseOnPool(), "the narrow phase ran on the pool");
            long[] ids = workerIds();
            int n = 50;
            Runnable steps = () -> {
                for (int i = 0; i < n; i++) w.stepOnce();
            };
            long bytes = Allocation.leastOf(5, steps);
            long workers = Allocation.leastOf(5, steps, () -> Allocation.threads(ids));
            System.out.printf("allocation: %d bytes on the caller over %d steps, %d bytes on %d workers (least of 5 rounds), contacts %d%n",
                    bytes, n, workers, ids.length, w.getContactCount());
            assertEquals(0, bytes, "bytes allocated per " + n + " steps on the calling thread");
            assertEquals(0, workers, "bytes allocated on the workers");
            assertTrue(ids.length >= 1, "a 2-thread pool has a worker");
        } finally {
            w.dispose();
        }
    }

    private static long[] workerIds() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("gdx-nsc-pool") && t.getName().contains("-worker-")).mapToLong(Thread::getId).toArray();
    }

}
