package io.github.gdxnsc.solver;

import io.github.gdxnsc.descriptor.ConeSet;
import io.github.gdxnsc.descriptor.DenseConeProblem;
import org.ejml.data.DMatrixRMaj;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A worked example of contact by penalty, Lagrange multiplier and augmented Lagrangian methods on a
 * one-degree-of-freedom problem, section 3: its augmented Lagrangian tables, line by line, from
 * the example's own algorithms ({@link OneDofAlmExample}), and the same numbers from {@link AlmSolver}
 * where the problem is a cone problem: 3.1 is the one-row problem {@code min 1/2 x^2 / K + g x,
 * x >= 0} (x the contact force, g = -0.1 the initial gap), and with rho = eps_N the solver's outer
 * loop is the example's. 3.3 and 3.4 have nonlinear springs, which a cone problem (constant N)
 * cannot hold: there AlmSolver solves the contact (or friction) row of each linearisation inside
 * a Newton loop on the spring, and the test checks the example's answers (force 9.999; stick, slip,
 * stick at the example's loads), not its iterates.
 *
 * <p>The tables' numbers below are copied from the example (printed to 9 decimals, gaps to 8
 * significant digits).
 */
class AlmOneDofTablesTest {

    /** 3.1's table: iteration, disp incr, gap, Lagrangian. */
    private static final double[][] RIGID = {
            {0, 0.000000000, -1.0000000e-01, 0.000000000},
            {1, 0.090909091, -9.0909091e-03, -9.090909091},
            {2, 0.099173554, -8.2644628e-04, -9.917355372},
            {3, 0.099924869, -7.5131480e-05, -9.992486852},
            {4, 0.099993170, -6.8301346e-06, -9.999316987},
            {5, 0.099999379, -6.2092132e-07, -9.999937908},
            {6, 0.099999944, -5.6447393e-08, -9.999994355},
            {7, 0.099999995, -5.1315812e-09, -9.999999487},
            {8, 0.100000000, -4.6650737e-10, -9.999999953},
            {9, 0.100000000, -4.2409770e-11, -9.999999996},
    };

    /** 3.3's table: iteration, displacement, gap, Lagrangian, internal-loop lines before it. */
    private static final double[][] NONLINEAR = {
            {0, -0.196152423, -9.6152423e-02, 0.000000000, 0},
            {1, -0.109089827, -9.0898272e-03, -9.089827219, 2},
            {2, -0.100826506, -8.2650562e-04, -9.916332840, 2},
            {3, -0.100075151, -7.5150597e-05, -9.991483437, 2},
            {4, -0.100006833, -6.8331151e-06, -9.998316552, 2},
            {5, -0.100000621, -6.2130523e-07, -9.998937857, 1},
            {6, -0.100000056, -5.6492560e-08, -9.998994350, 1},
            {7, -0.100000005, -5.1366210e-09, -9.998999486, 1},
            {8, -0.100000000, -4.6705044e-10, -9.998999953, 1},
            {9, -0.100000000, -4.2466849e-11, -9.998999996, 1},
    };

    /** 3.4's three load steps: iteration, displacement, Lagrangian, internal-loop lines. */
    private static final double[][][] STICK_SLIP = {
            {{1, 0.009090902, 9.090901578, 3}, {2, 0.000826453, 9.917354627, 3}, {3, 0.000075132, 9.992486784, 3},
                    {4, 0.000006830, 9.999316980, 3}, {5, 0.000000621, 9.999937907, 2}, {6, 0.000000056, 9.999994355, 2},
                    {7, 0.000000005, 9.999999487, 2}, {8, 0.000000000, 9.999999953, 2}, {9, 0.000000000, 9.999999996, 2},
                    {10, 0.000000000, 10.000000000, 2}},
            {{11, 0.099990002, 10.000000000, 4}, {12, 0.099990002, 10.000000000, 1}},
            {{13, 0.090899251, -9.090751334, 4}, {14, 0.099163427, -9.917326065, 3}, {15, 0.099914845, -9.992482822, 3},
                    {16, 0.099983168, -9.999316496, 3}, {17, 0.099989381, -9.999937852, 2}, {18, 0.099989946, -9.999994349, 2},
                    {19, 0.099989997, -9.999999486, 2}, {20, 0.099990002, -9.999999953, 2}, {21, 0.099990002, -9.999999996, 2},
                    {22, 0.099990002, -10.000000000, 2}},
    };

    /** A printed 9-decimal value: half a unit of the last digit, plus our own rounding. */
    private static final double PRINTED = 6e-10;

    /** A printed 8-digit gap; a gap is a difference of displacements near 0.1, so also 1e-15 absolute. */
    private static void assertGap(double expected, double actual, String what) {
        assertEquals(expected, actual, 1e-7 * Math.abs(expected) + 1e-15, what);
    }

    // ------------------------------------------------------------------ 3.1

    @Test
    void rigidContactTableFromTheExampleAlgorithm() {
        List<OneDofAlmExample.Row> rows = OneDofAlmExample.rigidContact(OneDofAlmExample.EPS);
        assertEquals(RIGID.length, rows.size(), "9 outer iterations after the start");
        for (int k = 0; k < RIGID.length; k++) {
            OneDofAlmExample.Row row = rows.get(k);
            assertEquals(RIGID[k][1], row.displacement(), PRINTED, "disp incr at " + k);
            assertGap(RIGID[k][2], row.gap(), "gap at " + k);
            assertEquals(RIGID[k][3], row.lagrangian(), PRINTED, "Lagrangian at " + k);
        }
        OneDofAlmExample.Row last = rows.get(9);
        double x0 = OneDofAlmExample.F / OneDofAlmExample.K;
        // the example's closing lines: Displacement= -0.100000000042, Final gap= -4.24097701401e-11,
        // Contact force= -9.99999999576
        assertEquals(-0.100000000042, x0 + last.displacement(), 1e-12);
        assertEquals(-4.24097701401e-11, last.gap(), 1e-20);
        assertEquals(-9.99999999576, last.lagrangian(), 1e-11);
    }

    @Test
    void statedPenaltyOf1e4WouldNotGiveTheTable() {
        // the example's text says eps_N = 10000: the contraction would be K / (K + eps) = 1/101, done in 5
        List<OneDofAlmExample.Row> rows = OneDofAlmExample.rigidContact(1e4);
        assertEquals(6, rows.size());
        assertEquals(-0.1 / 101, rows.get(1).gap(), 1e-15);
        assertEquals(-10, rows.get(5).lagrangian(), 1e-8, "the answer is the same; only the iterates differ");
    }

    /** The 3.1 problem as the family sees it: one row x >= 0, N = 1/K, r = the initial gap. */
    private static DenseConeProblem rigidContactProblem() {
        ConeSet k = new ConeSet();
        k.addBox(0, Double.POSITIVE_INFINITY);
        double x0 = OneDofAlmExample.F / OneDofAlmExample.K;
        return oneRow(1 / OneDofAlmExample.K, OneDofAlmExample.G0 + x0, k);
    }

    private static DenseConeProblem oneRow(double n, double r, ConeSet k) {
        return new DenseConeProblem(new DMatrixRMaj(1, 1, true, n), new double[]{r}, k, null);
    }

    /** rho = sigma / N_11 = eps_N: sigma = eps_N / K. */
    private static AlmSolver exampleAlm() {
        AlmSolver alm = new AlmSolver(null);
        alm.setPenaltyScale(OneDofAlmExample.EPS / OneDofAlmExample.K);
        return alm;
    }

    @Test
    void almSolverRetracesTheRigidContactTable() {
        DenseConeProblem p = rigidContactProblem();
        double n = 1 / OneDofAlmExample.K, g = p.rhs()[0];
        // iterate k is the answer of a solve with a budget of k inner steps (each outer step takes one)
        for (int k = 1; k < RIGID.length; k++) {
            double[] x = new double[1];
            SolverStats st = new SolverStats();
            exampleAlm().solve(p, x, new SolverBudget(k, OneDofAlmExample.TOL, 0), st);
            assertEquals(k, st.iterations);
            assertEquals(k, st.outerIterations, "one inner step solves a one-row penalised problem exactly");
            double gap = n * x[0] + g;
            assertEquals(RIGID[k][3], -x[0], PRINTED, "Lagrangian (minus the contact force) at " + k);
            assertGap(RIGID[k][2], gap, "gap at " + k);
            assertEquals(RIGID[k][1], gap - g, PRINTED, "disp incr at " + k);
        }
        // and the solve to the example's tolerance, left to itself (adaptive penalty on: the gap falls
        // by 11 per update, so rho never needs to move)
        double[] x = new double[1];
        SolverStats st = new SolverStats();
        exampleAlm().solve(p, x, new SolverBudget(100, OneDofAlmExample.TOL, 0), st);
        assertTrue(st.converged, st.toString());
        assertEquals(9, st.outerIterations, st.toString());
        assertEquals(9, st.iterations);
        assertEquals(OneDofAlmExample.EPS, st.finalPenalty, 1e-9);
        assertEquals(0.1, st.initialResidual, 1e-15);
        for (int k = 1; k < RIGID.length; k++)
            assertEquals(Math.abs(RIGID[k][2]), st.historyAt(k - 1), 1e-6 * Math.abs(RIGID[k][2]), "residual = |gap| at " + k);
        assertEquals(10, x[0], 1e-8, "contact force");
        assertEquals(-4.24097701401e-11, n * x[0] + g, 1e-16, "final gap");
        assertEquals(4.24097701401e-11, st.residual, 1e-5 * 4.24e-11);
    }

    // ------------------------------------------------------------------ 3.3

    @Test
    void nonlinearSpringTableFromTheExampleAlgorithm() {
        double start = OneDofAlmExample.exampleStartOfNonlinearSpring();
        assertEquals(-0.196152422706, start, 1e-12, "the example's printed initial displacement");
        List<OneDofAlmExample.Row> rows = OneDofAlmExample.nonlinearSpring(start);
        assertEquals(NONLINEAR.length, rows.size());
        for (int k = 0; k < NONLINEAR.length; k++) {
            OneDofAlmExample.Row row = rows.get(k);
            assertEquals(NONLINEAR[k][1], row.displacement(), PRINTED, "displacement at " + k);
            assertGap(NONLINEAR[k][2], row.gap(), "gap at " + k);
            assertEquals(NONLINEAR[k][3], row.lagrangian(), PRINTED, "Lagrangian at " + k);
            assertEquals((int) NONLINEAR[k][4], row.innerSteps(), "internal-loop lines before " + k);
        }
        OneDofAlmExample.Row last = rows.get(9);
        assertEquals(-9.99899999575, last.lagrangian(), 1e-10, "Contact force= -9.99899999575");
        // the answer does not depend on the example's start: from the spring's own free solution too
        double free = 0;
        for (int i = 0; i < 50; i++) free += (OneDofAlmExample.F - OneDofAlmExample.softeningSpring(free)) / (OneDofAlmExample.K - 0.2 * free);
        assertEquals(-0.19996, free, 1e-5, "(100 - 0.1 x) x = -20: the stated spring's free displacement");
        List<OneDofAlmExample.Row> fromFree = OneDofAlmExample.nonlinearSpring(free);
        assertEquals(10, fromFree.size());
        assertEquals(last.lagrangian(), fromFree.get(9).lagrangian(), 1e-9);
    }

    @Test
    void almSolverInsideNewtonGivesTheNonlinearSpringForce() {
        // Newton on the spring; at each linearisation u_n the contact is the one-row cone problem
        // min 1/2 c^2 / Kt + gap_n c, c >= 0, with gap_n the gap the linear step would reach without it
        AlmSolver alm = exampleAlm();
        SolverStats st = new SolverStats();
        double u = 0, c = 0;
        int newton;
        for (newton = 0; newton < 20; newton++) {
            double kt = OneDofAlmExample.K - 0.2 * u;
            double unbalanced = OneDofAlmExample.F - OneDofAlmExample.softeningSpring(u);
            ConeSet k = new ConeSet();
            k.addBox(0, Double.POSITIVE_INFINITY);
            DenseConeProblem p = oneRow(1 / kt, OneDofAlmExample.G0 + u + unbalanced / kt, k);
            double[] x = {c};
            alm.solve(p, x, new SolverBudget(200, 1e-13, 0), st);
            assertTrue(st.converged, st.toString());
            c = x[0];
            double du = (unbalanced + c) / kt;
            u += du;
            if (Math.abs(du) < 1e-14) break;
        }
        assertTrue(newton < 10, "Newton converges quadratically: " + newton);
        double example = -OneDofAlmExample.nonlinearSpring(OneDofAlmExample.exampleStartOfNonlinearSpring()).get(9).lagrangian();
        assertEquals(9.999, c, 1e-9, "contact force = F - spring(-0.1) = 20 - 10.001");
        assertEquals(example, c, 1e-8, "the example's nested loop");
        assertEquals(-0.1, u, 1e-12, "at the wall");
    }

    // ------------------------------------------------------------------ 3.4

    @Test
    void stickSlipTableFromTheExampleAlgorithm() {
        List<OneDofAlmExample.LoadStep> steps = OneDofAlmExample.stickSlip(new double[]{10, 20, 10});
        for (int s = 0; s < 3; s++) {
            List<OneDofAlmExample.Row> rows = steps.get(s).rows();
            assertEquals(STICK_SLIP[s].length, rows.size(), "outer iterations in load step " + (s + 1));
            for (int k = 0; k < rows.size(); k++) {
                double[] want = STICK_SLIP[s][k];
                OneDofAlmExample.Row row = rows.get(k);
                assertEquals((int) want[0], row.iteration());
                assertEquals(want[1], row.displacement(), PRINTED, "displacement at " + row.iteration());
                assertEquals(want[2], row.lagrangian(), PRINTED, "Lagrangian at " + row.iteration());
                assertEquals((int) want[3], row.innerSteps(), "internal-loop lines at " + row.iteration());
            }
        }
        OneDofAlmExample.LoadStep one = steps.get(0), two = steps.get(1), three = steps.get(2);
        assertTrue(one.stick() && !two.stick() && three.stick(), "stick, slip, stick");
        assertEquals(List.of(), one.switches());
        assertEquals(1, two.switches().size());
        assertTrue(two.switches().get(0).startsWith("stick->slip at trial friction 19.09090909"), two.switches().toString());
        assertEquals(1, three.switches().size());
        assertTrue(three.switches().get(0).startsWith("slip->stick at trial friction -89.98000599"), three.switches().toString());
        // the closing lines of each load step
        assertEquals(9.99999999961, one.friction(), 1e-11);
        assertEquals(3.855467e-12, one.totalDisplacement(), 1e-17);
        assertEquals(10.0, two.friction(), 0);
        assertEquals(0.0999900019995, two.totalDisplacement(), 1e-13);
        assertEquals(10.0, OneDofAlmExample.stiffeningSpring(two.totalDisplacement()), 1e-11, "Spring force= 10.0");
        assertEquals(3.86238596661e-10, three.friction(), 1e-14, "10 - 9.9999999996: ulps of 10 are 1.8e-15");
        assertEquals(-3.8616413703e-12, three.stepDisplacement(), 1e-17);
    }

    @Test
    void almSolverOnTheFrictionRowSwitchesAtTheExamplesLoads() {
        // Friction as the family holds it: a box row t in [-mu m g, mu m g] on the load step's
        // displacement. At a linearisation X_n that displacement is a - t / Kt with
        // a = (X_n - X_start) + (F - spring(X_n)) / Kt, so the cone problem is
        // min 1/2 t^2 / Kt - a t over the box: stick inside (no displacement), slip on a bound.
        double limit = 10;
        AlmSolver alm = exampleAlm();
        SolverStats st = new SolverStats();
        List<OneDofAlmExample.LoadStep> steps = OneDofAlmExample.stickSlip(new double[]{10, 20, 10});
        double total = 0, t = 0;
        for (int s = 0; s < 3; s++) {
            double load = steps.get(s).load(), start = total;
            for (int newton = 0; newton < 20; newton++) {
                double kt = OneDofAlmExample.K + 0.2 * total;
                double unbalanced = load - OneDofAlmExample.stiffeningSpring(total);
                ConeSet k = new ConeSet();
                k.addBox(-limit, limit);
                DenseConeProblem p = oneRow(1 / kt, -((total - start) + unbalanced / kt), k);
                double[] x = {t};
                alm.solve(p, x, new SolverBudget(200, 1e-13, 0), st);
                assertTrue(st.converged, st.toString());
                t = x[0];
                double dx = (unbalanced - t) / kt;
                total += dx;
                if (Math.abs(dx) < 1e-14) break;
            }
            boolean stick = Math.abs(total - start) < 1e-9;
            OneDofAlmExample.LoadStep want = steps.get(s);
            assertEquals(want.stick(), stick, "load step " + (s + 1) + " (F = " + load + ")");
            assertEquals(want.friction(), t, 1e-8, "friction at load step " + (s + 1));
            assertEquals(want.totalDisplacement(), total, 1e-10, "displacement at load step " + (s + 1));
        }
    }
}
