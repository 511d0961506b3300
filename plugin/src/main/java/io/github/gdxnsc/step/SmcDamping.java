package io.github.gdxnsc.step;

/**
 * The damping that gives a smooth contact its coefficient of restitution e, for each force law,
 * with the normal force clipped at zero (a contact pushes, never pulls). The linear spring-dashpot's
 * textbook ratio {@code zeta = -ln e / sqrt(pi^2 + ln^2 e)} assumes the tensile end of the collision
 * that clipping removes, so it bounces too high; and a Hertz spring with a constant damper gives an e
 * that changes with the impact speed. So the damper of each law is written in the form whose e
 * depends on the damping alone, and calibrated once by integrating the dimensionless collision:
 * <ul>
 * <li>Hooke: {@code F = k d + 2 zeta sqrt(k m) d'}, in units of {@code omega t}:
 * {@code x'' = -x - 2 zeta x'};</li>
 * <li>Hertz with Tsuji's damper ({@code F = K d^1.5 + beta sqrt(m K) d^0.25 d'}, Tsuji, Tanaka and Ishida
 * 1992): in units where the approach speed is 1, {@code u'' = -u^1.5 - beta u^0.25 u'}.</li>
 * </ul>
 * Each from first touch at unit speed until the clipped force reaches zero; e is the speed then. The
 * tables are made once (class initialisation, a few milliseconds) and inverted by interpolation.
 *
 * <p>Hooke's damper is calibrated on the substeps themselves too: their explicit damper over a
 * substep of {@code omega hs} up to 0.3 takes more energy than the continuous collision (e 0.1 comes
 * out 17 % low at 0.2), so its table has a row per {@code omega hs}, each the mean over the phases
 * at which the first touch can fall within a substep.
 */
final class SmcDamping {
    /** Damping values of the tables: 0, then log-spaced up to MAX_DAMPING. */
    private static final int SAMPLES = 400;
    /** The largest damping tabled (zeta for Hooke, beta for Hertz): e there is below 0.05 for both laws. */
    static final double MAX_DAMPING = 4;
    private static final double MIN_DAMPING = 1e-3;
    /** Steps of the dimensionless collision per unit of its time (RK4). */
    private static final int STEPS_PER_UNIT = 500;

    /** The substep lengths {@code omega hs} tabled for Hooke: 0 (the continuous collision) to MAX_TAU. */
    private static final int TAUS = 9;
    static final double MAX_TAU = 0.4;
    /** Touch phases within a substep averaged per entry. */
    private static final int PHASES = 16;

    private static final double[] DAMPING = new double[SAMPLES];
    private static final double[] HERTZ_E = new double[SAMPLES];
    /** HOOKE_E[t][i]: e at omega hs = MAX_TAU t / (TAUS - 1) and zeta DAMPING[i]. */
    private static final double[][] HOOKE_E = new double[TAUS][SAMPLES];

    static {
        for (int i = 0; i < SAMPLES; i++) {
            DAMPING[i] = i == 0 ? 0 : MIN_DAMPING * Math.pow(MAX_DAMPING / MIN_DAMPING, (i - 1) / (double) (SAMPLES - 2));
            HOOKE_E[0][i] = restitution(false, DAMPING[i]);
            HERTZ_E[i] = restitution(true, DAMPING[i]);
            // past the explicit damper's limit (2 zeta tau near 1) e turns up again: each row is kept
            // falling, so its inverse is the least damping that gives e
            for (int t = 1; t < TAUS; t++)
                HOOKE_E[t][i] = Math.min(substepRestitution(DAMPING[i], MAX_TAU * t / (TAUS - 1)), i > 0 ? HOOKE_E[t][i - 1] : 1);
        }
    }

    private SmcDamping() {
    }

    /**
     * Restitution asked for as 0 or less is taken as this: more damping than its makes the explicit
     * damper of a substep near its stability limit ({@code c h / m} approaches 1).
     */
    static final double LEAST_RESTITUTION = 0.1;

    /**
     * The damping (zeta for Hooke, beta for Hertz) that gives restitution e (below
     * {@link #LEAST_RESTITUTION}, that one's; at 1 or above, none).
     */
    static double forRestitution(boolean hertz, double e) {
        return hertz ? invert(HERTZ_E, e) : invert(HOOKE_E[0], e);
    }

    /**
     * Hooke's zeta that gives restitution e with substeps of {@code omega hs} (clamped to
     * [0, MAX_TAU]), interpolated between the tabled substep lengths.
     */
    static double forRestitution(double e, double omegaHs) {
        double u = Math.max(0, Math.min(1, omegaHs / MAX_TAU)) * (TAUS - 1);
        int t = Math.min(TAUS - 2, (int) u);
        double f = u - t;
        return (1 - f) * invert(HOOKE_E[t], e) + f * invert(HOOKE_E[t + 1], e);
    }

    private static double invert(double[] table, double e) {
        if (e >= 1) return 0;
        e = Math.max(e, LEAST_RESTITUTION);
        if (e <= table[SAMPLES - 1]) return DAMPING[SAMPLES - 1];
        // table is decreasing in the damping: find i with table[i] >= e > table[i + 1]
        int lo = 0, hi = SAMPLES - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (table[mid] >= e) lo = mid;
            else hi = mid;
        }
        double t = (table[lo] - e) / (table[lo] - table[hi]);
        return DAMPING[lo] + t * (DAMPING[hi] - DAMPING[lo]);
    }

    /** Restitution of the dimensionless collision with damping c (the law's own form), by RK4. */
    static double restitution(boolean hertz, double c) {
        double x = 0, v = 1, dt = 1.0 / STEPS_PER_UNIT;
        // the collision lasts about pi (Hooke) or 3.2 (Hertz) units; 50 is far beyond any damping here
        for (int s = 0; s < 50 * STEPS_PER_UNIT; s++) {
            double k1x = v, k1v = accel(hertz, c, x, v);
            double k2x = v + 0.5 * dt * k1v, k2v = accel(hertz, c, x + 0.5 * dt * k1x, k2x);
            double k3x = v + 0.5 * dt * k2v, k3v = accel(hertz, c, x + 0.5 * dt * k2x, k3x);
            double k4x = v + dt * k3v, k4v = accel(hertz, c, x + dt * k3x, k4x);
            double nx = x + dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x), nv = v + dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
            if (nx <= 0) return Math.max(0, -(v + (nv - v) * x / (x - nx))); // separated within the step
            if (nv < 0) {
                double f0 = rawForce(hertz, c, x, v), f1 = rawForce(hertz, c, nx, nv);
                // the clipped force let go within the step: from then on it flies off at that speed
                if (f1 <= 0) return Math.max(0, -(f0 > 0 ? v + (nv - v) * f0 / (f0 - f1) : nv));
            }
            x = nx;
            v = nv;
        }
        return 0;
    }

    /**
     * Restitution of the dimensionless Hooke collision stepped as the substeps step it (the force
     * from the overlap and its rate at a substep's start, then the velocity, then the overlap), the
     * mean over first touches spread evenly within a substep of tau.
     */
    static double substepRestitution(double zeta, double tau) {
        double sum = 0;
        for (int p = 0; p < PHASES; p++) {
            double x = tau * p / PHASES, v = 1, e = 0;
            for (int s = 0; s < 100_000; s++) {
                double f = x > 0 ? Math.max(0, x + 2 * zeta * v) : 0;
                v -= tau * f;
                x += tau * v;
                if (x <= 0) {
                    e = Math.max(0, -v);
                    break;
                }
            }
            sum += e;
        }
        return sum / PHASES;
    }

    /** The spring-damper force on unit mass at overlap x (>= 0), overlap rate v, before clipping. */
    private static double rawForce(boolean hertz, double c, double x, double v) {
        return hertz ? x * Math.sqrt(x) + c * Math.sqrt(Math.sqrt(x)) * v : x + 2 * c * v;
    }

    private static double accel(boolean hertz, double c, double x, double v) {
        return x <= 0 ? 0 : -Math.max(0, rawForce(hertz, c, x, v));
    }
}
