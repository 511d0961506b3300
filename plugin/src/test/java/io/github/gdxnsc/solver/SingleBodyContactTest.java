package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.NscDescriptor;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A 1 m cube of mass m resting on a static plane, touching it at its four bottom corners: one
 * step's impulses against closed forms. Vertical momentum: the normal impulses sum to m g h.
 * Horizontal: a push F below mu m g is cancelled exactly by friction (-F h), above it friction
 * saturates at mu times the normal impulse and opposes the motion.
 *
 * <p>Four contacts over-determine a rigid body, so individual impulses are not unique (a pair of
 * opposed friction impulses changes nothing); the sums over the contacts are, and are what these
 * tests check.
 */
class SingleBodyContactTest {

    static final double M = 2, G = 9.81, H = 1.0 / 60, MU = 0.5;

    /** The cube with a horizontal force F along x folded into its free velocity. */
    static NscDescriptor cube(double pushForce) {
        NscDescriptor d = new NscDescriptor(null);
        d.beginStep(1);
        d.invMass()[0] = 1 / M;
        double inertia = M * (1 + 1) / 12; // 1 m cube
        for (int k = 0; k < 9; k++) d.invInertia()[k] = k % 4 == 0 ? 1 / inertia : 0;
        d.velocity()[0] = pushForce * H / M;
        d.velocity()[1] = -G * H;
        for (int cx = -1; cx <= 1; cx += 2) {
            for (int cz = -1; cz <= 1; cz += 2) {
                int row = d.addCone(0, -1, MU);
                double rx = 0.5 * cx, ry = -0.5, rz = 0.5 * cz;
                d.setLinearRow(row, 0, 1, 0, rx, ry, rz, 0, 0, 0);      // normal: ground (B) to cube (A)
                d.setLinearRow(row + 1, 1, 0, 0, rx, ry, rz, 0, 0, 0);  // tangent along x
                d.setLinearRow(row + 2, 0, 0, 1, rx, ry, rz, 0, 0, 0);  // tangent along z
            }
        }
        d.prepare();
        d.computeRhs();
        return d;
    }

    static Solver solver(SolverType type) {
        return type == SolverType.APGD ? new ApgdSolver(null) : new PsorSolver(null);
    }

    static double[] solve(SolverType type, NscDescriptor d) {
        double[] x = new double[d.rowCount()];
        SolverStats s = new SolverStats();
        solver(type).solve(d, x, new SolverBudget(50_000, 1e-10, 0), s);
        assertTrue(s.converged, s.toString());
        return x;
    }

    static double sum(double[] x, int offset) {
        double s = 0;
        for (int c = 0; c < 4; c++) s += x[3 * c + offset];
        return s;
    }

    @ParameterizedTest
    @EnumSource(value = SolverType.class, names = {"APGD", "PSOR"})
    void restingCubeCarriesItsWeightWithoutFriction(SolverType type) {
        double[] x = solve(type, cube(0));
        assertEquals(M * G * H, sum(x, 0), 1e-6 * M * G * H);
        assertEquals(0, sum(x, 1), 1e-8);
        assertEquals(0, sum(x, 2), 1e-8);
    }

    @ParameterizedTest
    @EnumSource(value = SolverType.class, names = {"APGD", "PSOR"})
    void pushBelowTheFrictionLimitIsCancelledExactly(SolverType type) {
        double push = 0.6 * MU * M * G;
        double[] x = solve(type, cube(push));
        assertEquals(M * G * H, sum(x, 0), 1e-6 * M * G * H);
        assertEquals(-push * H, sum(x, 1), 1e-6 * push * H);
        assertEquals(0, sum(x, 2), 1e-8);
    }

    @ParameterizedTest
    @EnumSource(value = SolverType.class, names = {"APGD", "PSOR"})
    void pushAboveTheFrictionLimitSaturatesTheCone(SolverType type) {
        double push = 2 * MU * M * G;
        double[] x = solve(type, cube(push));
        double normal = sum(x, 0);
        // The cone complementarity problem is the convex relaxation of Coulomb friction: a sliding
        // contact leaves with normal velocity mu |v_t| instead of 0 (it glides on a gap of
        // h mu |v_t|). With v_n = (N - m g h) / m = mu v_t and v_t = (F h - mu N) / m:
        // N = (m g h + mu F h) / (1 + mu^2), here 1.2 m g h.
        double expectedNormal = (M * G * H + MU * push * H) / (1 + MU * MU);
        assertEquals(expectedNormal, normal, 1e-6 * expectedNormal);
        assertEquals(-MU * normal, sum(x, 1), 1e-6 * MU * normal);
        for (int c = 0; c < 4; c++) // every contact slides: on the cone's surface
            assertEquals(MU * x[3 * c], Math.hypot(x[3 * c + 1], x[3 * c + 2]), 1e-6 * MU * normal);
    }
}
