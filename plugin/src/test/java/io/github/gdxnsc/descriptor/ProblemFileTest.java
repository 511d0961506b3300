package io.github.gdxnsc.descriptor;

import io.github.gdxnsc.solver.ApgdSolver;
import io.github.gdxnsc.solver.PsorSolver;
import io.github.gdxnsc.solver.SolverBudget;
import io.github.gdxnsc.solver.SolverStats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ProblemFileTest {

    @Test
    void aWrittenProblemReplaysToTheSameImpulses(@TempDir Path dir) throws IOException {
        NscDescriptor d = RandomDescriptors.build(12, new RandomDescriptors.Spec().bodies(20).contacts(30).boxRows(5).freeRows(5).cfmMin(1e-3), null);
        Path file = dir.resolve("step.nscp");
        ProblemFile.write(d, file);
        NscDescriptor back = ProblemFile.read(file);
        assertEquals(d.rowCount(), back.rowCount());
        assertArrayEquals(java.util.Arrays.copyOf(d.rhs(), d.rowCount()), java.util.Arrays.copyOf(back.rhs(), back.rowCount()), 0);
        double[] x1 = new double[d.rowCount()], x2 = new double[d.rowCount()];
        SolverBudget budget = new SolverBudget(20_000, 1e-9, 0);
        new ApgdSolver(null).solve(d, x1, budget, new SolverStats());
        new ApgdSolver(null).solve(back, x2, budget, new SolverStats());
        assertArrayEquals(x1, x2, 0, "bitwise the same problem");
        double[] x3 = new double[d.rowCount()];
        new PsorSolver(null).solve(back, x3, new SolverBudget(20_000, 1e-9, 0), new SolverStats());
        for (int i = 0; i < x1.length; i++) assertEquals(x1[i], x3[i], 1e-5 * (1 + Math.abs(x1[i])));
    }

    @Test
    void aDamagedFileIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.nscp");
        Files.write(file, new byte[]{1, 2, 3, 4, 0, 0, 0, 1});
        IOException e = assertThrows(IOException.class, () -> ProblemFile.read(file));
        assertEquals("not a gdx-nsc problem file (bad magic)", e.getMessage());
    }
}
