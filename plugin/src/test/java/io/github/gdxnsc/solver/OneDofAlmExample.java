package io.github.gdxnsc.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * The worked example's one-degree-of-freedom augmented Lagrangian algorithms (section 3), written
 * out as the example states them, step for step, so that its printed tables can be checked line by line. This
 * is test-side code: the product's ALM is {@link AlmSolver}; these routines are the reference its
 * one-row mapping is compared with.
 *
 * <p>The example states its parameters only through its tables; they are read back from them:
 * a mass on a spring K = 100 loaded by F = -20 (so the free displacement F/K is -0.2) above a
 * rigid wall at g0 = 0.1 (initial gap -0.1), TOL = 1e-10, and a penalty eps_N = 1000. The text
 * says eps_N = 10000, but the table's contraction per outer iteration is exactly 1/11 =
 * K / (K + eps_N), and its first multiplier is eps_N times the first gap (-9.0909 = eps_N *
 * -9.0909e-3): both give 1000, and 10000 would give 1/101 and five iterations (see
 * AlmOneDofTablesTest#statedPenaltyOf1e4WouldNotGiveTheTable).
 *
 * <p>Signs are the example's: the multiplier is the force of the wall on the mass with the mass's
 * sign convention, so the contact force comes out as -10 (a push of 10 away from the wall).
 */
final class OneDofAlmExample {

    static final double K = 100, F = -20, G0 = 0.1, TOL = 1e-10, EPS = 1000;

    private OneDofAlmExample() {
    }

    /** One outer iteration's line of a table. */
    record Row(int iteration, double displacement, double gap, double lagrangian, int innerSteps) {
    }

    /**
     * 3.1: linear spring, rigid contact. Incremental form from the free displacement x0 = F/K with
     * gap g = g0 + x0: {@code x_{k+1} = (F - eps g - lambda_k - K x0) / (K + eps)},
     * {@code lambda_{k+1} = lambda_k + eps (g + x_{k+1})}, until |g + x_k| <= TOL. Row 0 is the
     * start; {@link Row#displacement} is the example's "disp incr" x_k.
     */
    static List<Row> rigidContact(double eps) {
        double x0 = F / K, g = G0 + x0;
        double x = 0, lambda = 0;
        List<Row> rows = new ArrayList<>();
        rows.add(new Row(0, x, g + x, lambda, 0));
        for (int k = 1; Math.abs(g + x) > TOL; k++) {
            x = (F - eps * g - lambda - K * x0) / (K + eps);
            lambda += eps * (g + x);
            rows.add(new Row(k, x, g + x, lambda, 1));
        }
        return rows;
    }

    /** The spring of 3.3: force (K - 0.1 x) x, tangent K - 0.2 x. */
    static double softeningSpring(double x) {
        return (K - 0.1 * x) * x;
    }

    /**
     * 3.3: nonlinear spring, nested loops. Outer: the multiplier update of 3.1 until |g0 + x| <= TOL.
     * Inner (lambda fixed): Newton on {@code F - eps g0 - lambda - (K - 0.1 x) x - eps x = 0}, stopping
     * when |df| < TOL before a step. {@link Row#displacement} is the total displacement x.
     *
     * @param start the displacement the outer loop starts from (the example's S0 result)
     */
    static List<Row> nonlinearSpring(double start) {
        double x = start, lambda = 0;
        List<Row> rows = new ArrayList<>();
        rows.add(new Row(0, x, G0 + x, lambda, 0));
        for (int k = 1; Math.abs(G0 + x) > TOL; k++) {
            int steps = 0;
            while (true) {
                double df = F - EPS * G0 - lambda - softeningSpring(x) - EPS * x;
                if (Math.abs(df) < TOL) break;
                x += df / (K - 0.2 * x + EPS);
                steps++;
            }
            lambda += EPS * (G0 + x);
            rows.add(new Row(k, x, G0 + x, lambda, steps));
        }
        return rows;
    }

    /** The example's S0 of 3.3 starts from -0.196152422706 = 5 - 3 sqrt 3, the root of 100 x - 10 x^2 = -20. */
    static double exampleStartOfNonlinearSpring() {
        return 5 - 3 * Math.sqrt(3);
    }

    /** The spring of 3.4: force (K + 0.1 x) x, tangent K + 0.2 x. */
    static double stiffeningSpring(double x) {
        return (K + 0.1 * x) * x;
    }

    /** What one load step of 3.4 ended with. */
    record LoadStep(double load, boolean stick, double friction, double totalDisplacement, double stepDisplacement,
                    List<Row> rows, List<String> switches) {
    }

    /**
     * 3.4: stick-slip of a mass on a stiffening spring under Coulomb friction mu m g = 10, load by
     * load. Per load step, the multiplier lambda starts at 0 and adds to the friction carried from
     * the previous step; stick is the constraint "step displacement x = 0" enforced by ALM with
     * penalty eps_T = 1000, slip applies the friction limit. Inner loop (Newton, after each step
     * |df| < TOL ends it): in stick, a trial friction above the limit switches to slip; in slip, a
     * trial stick friction below the limit switches back (the example's one-sided tests). Outer loop:
     * lambda += eps x in stick, friction = limit in slip, until the step displacement changes by at
     * most TOL. {@link Row#displacement} is the total displacement and {@link Row#lagrangian} the
     * multiplier (the friction limit in slip), the example's printed columns.
     */
    static List<LoadStep> stickSlip(double[] loads) {
        final double eps = EPS, limit = 10;
        double total = 0, carried = 0;
        boolean stick = true;
        int k = 0;
        List<LoadStep> out = new ArrayList<>();
        for (double load : loads) {
            double lambda = 0, x = 0, friction = carried;
            List<Row> rows = new ArrayList<>();
            List<String> switches = new ArrayList<>();
            while (true) {
                double before = x;
                int steps = 0;
                while (true) {
                    double df, dx;
                    if (stick) {
                        df = load - carried - lambda - eps * x - stiffeningSpring(total);
                        dx = df / (K + 0.2 * total + eps);
                        double trial = carried + lambda + eps * (x + dx);
                        if (trial > limit) {
                            stick = false;
                            switches.add("stick->slip at trial friction " + trial);
                        }
                    } else {
                        df = load - limit - stiffeningSpring(total);
                        dx = df / (K + 0.2 * total);
                        double trial = carried + lambda + eps * (x + dx);
                        if (trial < limit) {
                            stick = true;
                            switches.add("slip->stick at trial friction " + trial);
                        }
                    }
                    x += dx;
                    total += dx;
                    steps++;
                    if (Math.abs(df) < TOL) break;
                }
                if (stick) {
                    lambda += eps * x;
                    friction = carried + lambda;
                } else {
                    lambda = limit - carried;
                    friction = limit;
                }
                rows.add(new Row(++k, total, Double.NaN, stick ? lambda : friction, steps));
                if (Math.abs(x - before) <= TOL) break;
            }
            out.add(new LoadStep(load, stick, friction, total, x, rows, switches));
            carried = friction;
        }
        return out;
    }
}
