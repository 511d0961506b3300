package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.descriptor.RandomDescriptors;
import io.github.gdxnsc.parallel.WorkerPool;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * APGD's budget per island ({@link SolverBudget#islandStop(boolean)}): each island stops at the
 * tolerance on its own residual, a stopped island's rows stay as they stopped, a problem of one
 * island solves bit for bit as without it, and the thread count changes no bit.
 */
class IslandStopTest {
    private static final int GROUPS = 8;

    /** One random system: 40 bodies joined by 300 contacts. */
    private static NscDescriptor oneIsland(long seed) {
        return RandomDescriptors.build(seed, new RandomDescriptors.Spec().bodies(40).contacts(300).boxRows(8).freeRows(8)
                .cfmMin(1e-2).staticFraction(0.1), null);
    }

    /** Eight separate random systems of 30 bodies in one problem, their rows group by group. */
    private static NscDescriptor grouped(long seed, WorkerPool pool) {
        return RandomDescriptors.build(seed, new RandomDescriptors.Spec().bodies(30 * GROUPS).contacts(80 * GROUPS)
                .boxRows(4 * GROUPS).freeRows(4 * GROUPS).cfmMin(1e-2).staticFraction(0.1).groups(GROUPS), pool);
    }

    /** Each island's own residual (RMS over its rows, as ConeProblem measures the whole). */
    private static double[] islandResiduals(NscDescriptor d, double[] x) {
        ConeSet k = d.cones();
        int blocks = k.blockCount();
        int[] island = new int[blocks];
        int count = d.blockIslands(island);
        double[] nx = new double[d.rowCount()], sum = new double[count];
        int[] rows = new int[count];
        d.multiply(x, nx);
        for (int b = 0; b < blocks; b++) {
            sum[island[b]] += k.residualBlock(b, x, nx, d.rhs(), d.residualStep());
            rows[island[b]] += (b + 1 < blocks ? k.blockStart(b + 1) : d.rowCount()) - k.blockStart(b);
        }
        double[] res = new double[count];
        for (int i = 0; i < count; i++) res[i] = Math.sqrt(sum[i] / rows[i]) / d.residualStep();
        return res;
    }

    /** The answer converged tightly, then island 0's rows zeroed: seven islands start at their answer, one cold. */
    private static double[] oneIslandDisturbed(NscDescriptor d) {
        double[] x = new double[d.rowCount()];
        new ApgdSolver(null).solve(d, x, new SolverBudget(20_000, 1e-11, 0), new SolverStats());
        int[] island = new int[d.cones().blockCount()];
        d.blockIslands(island);
        for (int b = 0; b < island.length; b++) {
            if (island[b] != 0) continue;
            int r0 = d.cones().blockStart(b), r1 = b + 1 < island.length ? d.cones().blockStart(b + 1) : d.rowCount();
            for (int r = r0; r < r1; r++) x[r] = 0;
        }
        return x;
    }

    @Test
    void theDescriptorsIslandsAreTheComponentsOfItsMovingBodies() {
        for (long seed = 1; seed <= 4; seed++) {
            NscDescriptor d = grouped(seed, null);
            // a body that nothing moves (a kinematic one) joins nothing
            d.invMass()[3] = 0;
            java.util.Arrays.fill(d.invInertia(), 27, 36, 0.0);
            d.prepare();
            int nb = d.bodyCount(), blocks = d.cones().blockCount();
            // the components by relaxation over the rows, independently of the descriptor's union-find
            int[] comp = new int[nb];
            for (int b = 0; b < nb; b++) comp[b] = b;
            for (boolean changed = true; changed; ) {
                changed = false;
                for (int r = 0; r < d.rowCount(); r++) {
                    int a = d.bodyA(r), c = d.bodyB(r);
                    if (a < 0 || c < 0 || a == 3 || c == 3 || comp[a] == comp[c]) continue;
                    comp[a] = comp[c] = Math.min(comp[a], comp[c]);
                    changed = true;
                }
            }
            int[] island = new int[blocks];
            int count = d.blockIslands(island);
            java.util.Map<String, Integer> labelOf = new java.util.HashMap<>();
            int next = 0;
            for (int b = 0; b < blocks; b++) {
                int r = d.cones().blockStart(b), a = d.bodyA(r), c = d.bodyB(r);
                int body = a >= 0 && a != 3 ? a : c >= 0 && c != 3 ? c : -1;
                String key = body < 0 ? "alone " + b : "component " + comp[body];
                Integer expected = labelOf.putIfAbsent(key, next);
                if (expected == null) expected = next++; // islands numbered in the order their first block comes
                assertEquals(expected.intValue(), island[b], "seed " + seed + ", block " + b + " (" + key + ")");
            }
            assertEquals(next, count);
            assertTrue(count >= GROUPS, "seed " + seed + ": " + count);
        }
    }

    @Test
    void aProblemOfOneIslandSolvesBitForBitAsWithoutIt() {
        for (long seed = 1; seed <= 3; seed++) {
            NscDescriptor d = oneIsland(seed);
            assertEquals(1, d.blockIslands(new int[d.cones().blockCount()]));
            double[] off = new double[d.rowCount()], on = new double[d.rowCount()];
            SolverStats s = new SolverStats(), t = new SolverStats();
            new ApgdSolver(null).solve(d, off, new SolverBudget(60, 1e-6, 0), s);
            new ApgdSolver(null).solve(d, on, new SolverBudget(60, 1e-6, 0).islandStop(true), t);
            for (int i = 0; i < off.length; i++)
                assertEquals(Double.doubleToRawLongBits(off[i]), Double.doubleToRawLongBits(on[i]), "seed " + seed + ", row " + i);
            assertEquals(s.schurProducts, t.schurProducts);
        }
    }

    @Test
    void eachIslandStopsAtTheToleranceOnItsOwnResidual() {
        double tol = 1e-6;
        for (long seed = 1; seed <= 4; seed++) {
            NscDescriptor d = grouped(seed, null);
            double[] start = oneIslandDisturbed(d);
            double[] on = start.clone(), off = start.clone();
            SolverStats s = new SolverStats(), t = new SolverStats();
            new ApgdSolver(null).solve(d, on, new SolverBudget(5_000, tol, 0).islandStop(true), s);
            new ApgdSolver(null).solve(d, off, new SolverBudget(5_000, tol, 0), t);
            assertTrue(s.converged && t.converged, s + " / " + t);
            double[] each = islandResiduals(d, on);
            for (int i = 0; i < each.length; i++) assertTrue(each[i] <= tol * (1 + 1e-9), "seed " + seed + ", island " + i + ": " + each[i]);
            assertEquals(Residuals.of(d, on), s.residual, 1e-9 * s.residual, "the residual reported is the answer's");
            // one whole-problem stop lets the disturbed island's error hide among the seven at rest
            double disturbedAlone = islandResiduals(d, off)[0];
            assertTrue(disturbedAlone > tol, "seed " + seed + ": without it island 0 stopped at " + disturbedAlone);
        }
    }

    @Test
    void anIslandThatStoppedKeepsTheRowsItStoppedWith() {
        NscDescriptor d = grouped(5, null);
        double[] start = oneIslandDisturbed(d);
        int[] island = new int[d.cones().blockCount()];
        d.blockIslands(island);
        double[] early = start.clone(), late = start.clone();
        SolverStats s = new SolverStats();
        // the seven islands at rest stop at the first iteration; island 0 goes on
        new ApgdSolver(null).solve(d, early, new SolverBudget(1, 1e-6, 0).islandStop(true), s);
        new ApgdSolver(null).solve(d, late, new SolverBudget(200, 1e-6, 0).islandStop(true), s);
        int kept = 0, moved = 0;
        for (int b = 0; b < island.length; b++) {
            int r0 = d.cones().blockStart(b), r1 = b + 1 < island.length ? d.cones().blockStart(b + 1) : d.rowCount();
            for (int r = r0; r < r1; r++) {
                if (island[b] != 0) {
                    assertEquals(Double.doubleToRawLongBits(early[r]), Double.doubleToRawLongBits(late[r]), "island " + island[b] + ", row " + r);
                    kept++;
                } else if (early[r] != late[r]) {
                    moved++;
                }
            }
        }
        assertTrue(kept > 0 && moved > 0, kept + " rows kept, " + moved + " moved");
    }

    @Test
    void theThreadCountChangesNoBit() {
        double[][] answers = new double[4][];
        int k = 0;
        // 1, 2 and 3 threads on the pool throughout; then 2 threads until the island left is under 1,000 rows
        for (int run = 0; run < 4; run++) {
            try (WorkerPool pool = new WorkerPool(run == 3 ? 2 : run + 1)) {
                NscDescriptor d = grouped(7, pool);
                double[] x = oneIslandDisturbed(d);
                ApgdSolver apgd = new ApgdSolver(pool);
                apgd.setSerialRows(run == 3 ? 1000 : 0);
                apgd.solve(d, x, new SolverBudget(80, 1e-6, 0).islandStop(true), new SolverStats());
                answers[k++] = x;
            }
        }
        for (int t = 1; t < 4; t++)
            for (int i = 0; i < answers[0].length; i++)
                assertEquals(Double.doubleToRawLongBits(answers[0][i]), Double.doubleToRawLongBits(answers[t][i]), "row " + i);
    }
}
