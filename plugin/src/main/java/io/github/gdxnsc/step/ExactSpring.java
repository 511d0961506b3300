package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * A spring-damper row whose step is exact: over a step of h a spring of stiffness k and damping c
 * on an effective mass m moves as the closed-form solution of {@code m x'' + c x' + k x = 0} does
 * (the row's two discrete poles are {@code exp(p h)} of the continuous ones), so the frequency and
 * damping ratio hold at any h and an undamped spring keeps its amplitude for ever. A backward-Euler
 * soft row (Catto's soft constraint, Box2D v3's soft step) is stable too but damps an undamped
 * spring by {@code 1 / sqrt(1 + h^2 k / m)} per step.
 *
 * <p>The row is {@code J v' + cfm lambda + b = 0}, with u the row's velocity at the start of the step
 * and C its displacement. With {@code s = P / (omega h)^2}, {@code cfm = s / (m (1 - s))} and
 * {@code b = (s omega^2 h C - (D - s) u) / (1 - s)}, on one mass under a force f it gives
 * {@code h v' = D h u + s h^2 f / m - P C} and {@code C' = C + h v'}: a map whose trace
 * {@code 1 + D - P} and determinant D are those of the exact solution when D is the product of the
 * poles and P = 1 - T + D with T their sum, and whose rest under a steady f is {@code C = f / k}. The frequency
 * is capped at a quarter of the step rate (Box2D's cap for soft joints): beyond it a sampled
 * oscillation aliases.
 */
final class ExactSpring {
    private ExactSpring() {
    }

    /**
     * Sets the compliance and bias of row {@code row} for stiffness k (> 0) and damping c (>= 0)
     * on effective mass m over a step of h, the row's displacement C and its velocity u
     * at the start of the step;
     * false (row untouched) when m is not positive and finite (nothing the row can move).
     */
    static boolean apply(NscDescriptor desc, int row, double k, double c, double m, double h, double displacement, double u) {
        if (!(m > 0) || Double.isInfinite(m)) return false;
        double omega = Math.sqrt(k / m), zeta = c / (2 * Math.sqrt(k * m));
        double damped = omega * Math.sqrt(Math.abs(1 - zeta * zeta));
        double maxDamped = 0.5 * Math.PI / h;
        if (zeta < 1 && damped > maxDamped) {
            omega *= maxDamped / damped;
            damped = maxDamped;
        }
        double theta = omega * h, a = zeta * theta, b = damped * h;
        double d = Math.exp(-2 * a), p;
        if (zeta < 1) {
            // |1 - z|^2 of z = exp(-a) (cos b + i sin b), written to keep its digits for small steps
            double re = -Math.expm1(-a) * Math.cos(b) + 2 * sq(Math.sin(b / 2)), im = Math.exp(-a) * Math.sin(b);
            p = re * re + im * im;
        } else {
            p = Math.expm1(-(a - b)) * Math.expm1(-(a + b));
        }
        double s = p / (theta * theta);
        if (!(s < 1)) s = Math.nextDown(1.0);
        double rest = 1 - s;
        desc.setCompliance(row, s / (m * rest));
        desc.setBias(row, (s * omega * omega * h * displacement - (d - s) * u) / rest);
        return true;
    }

    private static double sq(double x) {
        return x * x;
    }
}
