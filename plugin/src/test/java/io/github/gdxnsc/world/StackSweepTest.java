package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The stack sweeps (NscConfig.stackSweeps): in a column at rest every face carries the weight of
 * what is above it (statics), which ordered Gauss-Seidel sweeps along gravity reach within a small
 * budget where APGD alone, one layer per iteration, does not; and the sweeps are the same at any
 * thread count.
 */
class StackSweepTest {
    static final int BOXES = 10;
    static final float LIGHT = 1, HEAVY = 100;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * Ten unit cubes, 1 kg and 100 kg alternating with the light one at the bottom, placed at the
     * overlap they rest at (so nothing is pushed out), stepped once from no impulses at a budget of
     * 12 (one sweep and its line search take 2): each face's normal impulse over h must equal the
     * weight of the boxes above it. APGD alone reaches the top faces only after as many iterations
     * as there are layers, and a 1:100 column slowly at that.
     */
    @Test
    void oneStepCarriesEachLayersWeightDownTheColumn() {
        double withSweeps = worstFaceError(1, 1), without = worstFaceError(0, 1);
        assertTrue(withSweeps < 0.01, "with one sweep every face within 1 % of the weight above: " + withSweeps);
        assertTrue(without > 0.2, "the same budget without sweeps misses by more than 20 %: " + without);
    }

    /** The sweeps run serially in an order of heights and block indices: 1 and 3 threads step alike, bit for bit. */
    @Test
    void sweepsAreTheSameForAnyThreadCount() {
        assertArrayEquals(columnHashes(1), columnHashes(3));
    }

    /** The largest relative error of a face's normal impulse over h against the weight above it, after one step. */
    private static double worstFaceError(int sweeps, int threads) {
        NscConfig cfg = columnConfig(sweeps, threads);
        NscWorld w = new NscWorld(cfg);
        try {
            RigidBody[] boxes = column(w, cfg.contactSlop - 2 * cfg.contactSkin); // the rest depth less the pair's two skins
            double[] load = new double[BOXES]; // normal impulse under box k
            Vector3 pa = new Vector3(), pb = new Vector3();
            w.setContactListener(new ContactListener() {
                @Override
                public void postSolve(Contact c) {
                    RigidBody upper = c.getBodyA().getPosition(pa).y > c.getBodyB().getPosition(pb).y ? c.getBodyA() : c.getBodyB();
                    for (int k = 0; k < BOXES; k++) if (boxes[k] == upper) load[k] += c.normalImpulse;
                }
            });
            w.stepOnce();
            double g = Math.abs(cfg.gravity.y), h = cfg.timeStep, worst = 0;
            for (int k = 0; k < BOXES; k++) {
                double above = 0;
                for (int j = k; j < BOXES; j++) above += boxes[j].getMass();
                worst = Math.max(worst, Math.abs(load[k] / h - above * g) / (above * g));
            }
            return worst;
        } finally {
            w.dispose();
        }
    }

    private static NscConfig columnConfig(int sweeps, int threads) {
        NscConfig cfg = Scenes.config(threads);
        cfg.maxIterations = 12;
        cfg.iterationReserve = 0;
        cfg.stackSweeps = sweeps;
        return cfg;
    }

    /** The column on a ground at y = 0, its given shapes overlapping by {@code overlap} (m) at each contact; negative: apart. */
    private static RigidBody[] column(NscWorld w, float overlap) {
        Scenes.ground(w, 0.6f, 0);
        RigidBody[] boxes = new RigidBody[BOXES];
        for (int k = 0; k < BOXES; k++) {
            float y = 0.5f - overlap + k * (1 - overlap);
            boxes[k] = w.createBody(new BodyDef().shape(w.shapes().box(0.5f, 0.5f, 0.5f)).mass(k % 2 == 0 ? LIGHT : HEAVY)
                    .friction(0.6f).position(0, y, 0));
        }
        return boxes;
    }

    /** Pose hashes of 90 steps of a column released from 5 cm apart (it lands within them) with two sweeps a step. */
    private static long[] columnHashes(int threads) {
        NscConfig cfg = columnConfig(2, threads);
        cfg.maxIterations = 60;
        NscWorld w = new NscWorld(cfg);
        try {
            column(w, -0.05f);
            long[] out = new long[90];
            for (int s = 0; s < out.length; s++) {
                w.stepOnce();
                out[s] = Scenes.positionHash(w);
            }
            return out;
        } finally {
            w.dispose();
        }
    }
}
