package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How the budget is cut between the split step's solves: the share, and no split below splitFromIterations. */
class SplitBudgetTest {

    @Test
    void theShareIsRoundedAndEachSolveKeepsOne() {
        NscConfig c = NscConfig.defaults();
        c.splitFromIterations = 1;
        int[][] expected = {{2, 1}, {10, 2}, {20, 3}, {30, 5}, {60, 10}, {120, 20}, {240, 40}};
        for (int[] e : expected) {
            c.maxIterations = e[0];
            assertEquals(e[1], c.positionSolveIterations(), "position iterations of " + e[0]);
            assertEquals(e[0] - e[1], c.velocitySolveIterations(), "velocity iterations of " + e[0]);
        }
    }

    @Test
    void belowSplitFromIterationsTheWholeBudgetIsOneSolve() {
        NscConfig c = NscConfig.defaults();
        c.splitFromIterations = 45;
        for (int its : new int[] {1, 10, 20, 30, 44}) {
            c.maxIterations = its;
            assertEquals(0, c.positionSolveIterations(), "no position solve at " + its);
            assertEquals(its, c.velocitySolveIterations(), "the velocity solve has all " + its);
        }
        for (int its : new int[] {45, 60, 240}) {
            c.maxIterations = its;
            assertEquals(Math.round(c.positionShare * its), c.positionSolveIterations(), "the share at " + its);
        }
    }

    @Test
    void aSplitFromBelowOneIsRefusedByName() {
        NscConfig c = NscConfig.defaults();
        c.splitFromIterations = 0;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, c::validate);
        assertTrue(e.getMessage().contains("splitFromIterations"), e.getMessage());
    }
}
