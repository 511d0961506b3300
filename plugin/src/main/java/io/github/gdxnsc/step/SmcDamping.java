package io.github.gdxnsc.step;

/**
 * The damping that gives a smooth contact its coefficient of restitution e, for each force law,
 * with the normal force clipped at zero (a contact pushes, never pulls). The linear spring-dashpot's
 * textbook ratio {@code zeta = -ln e / sqrt(pi^2 + ln^2 e)} assumes the tensile end of the collision
 * that clipping removes, so it bounces too high (Schwager and Poeschel, "Coefficient of restitution
 * and linear-dashpot model revisited", Granular Matter 2007, give the clipped collision's e); and a
 * Hertz spring with a constant damper gives an e that changes with the impact speed. So the damper of
 * each law is written in the form whose e depends on the damping alone, and calibrated once by
 * integrating the dimensionless collision:
 * <ul>
 * <li>Hooke: {@code F = k d + 2 zeta sqrt(k m) d'}, in units of {@code omega t}:
 * {@code x'' = -x - 2 zeta x'};</li>
 * <li>Hertz with Tsuji's damper ({@code F = K d^1.5 + beta sqrt(m K) d^0.25 d'}, Tsuji, Tanaka and Ishida
 * 1992; clipped, its e depends on beta alone, Antypov and Elliott 2011): in units of length
 * {@code v T} and time {@code T = (m / K)^0.4 v^-0.2}, v the impact speed,
 * {@code u'' = -u^1.5 - beta u^0.25 u'}.</li>
 * </ul>
 * Each from first touch at unit speed until the clipped force reaches zero; e is the speed then. The
 * tables are made once (class initialisation, under a second) and inverted by interpolation.
 *
 * <p>The dampers are calibrated on the substeps themselves too: an explicit damper over a
 * substep of {@code omega hs} up to 0.3 takes more energy than the continuous collision (Hooke's e 0.1
 * comes out 17 % low at 0.2); Hertz's implicit damper (an option) moves far less with {@code hs / T}, but
 * still a little. So each damper's table has a row per substep length, each the mean over the phases
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

    /** The dimensionless substep lengths tabled: 0 (the continuous collision) to MAX_TAU. */
    private static final int TAUS = 9;
    static final double MAX_TAU = 0.4;
    /** Touch phases within a substep averaged per entry. */
    private static final int PHASES = 16;

    private static final double[] DAMPING = new double[SAMPLES];
    /**
     * HOOKE_E[t][i], HERTZ_E[t][i] (explicit damper), HERTZ_IMPLICIT_E[t][i]: e at the substep length
     * MAX_TAU t / (TAUS - 1) and damping DAMPING[i].
     */
    private static final double[][] HOOKE_E = new double[TAUS][SAMPLES], HERTZ_E = new double[TAUS][SAMPLES],
            HERTZ_IMPLICIT_E = new double[TAUS][SAMPLES];

    static {
        for (int i = 0; i < SAMPLES; i++) {
            DAMPING[i] = i == 0 ? 0 : MIN_DAMPING * Math.pow(MAX_DAMPING / MIN_DAMPING, (i - 1) / (double) (SAMPLES - 2));
            HOOKE_E[0][i] = restitution(false, DAMPING[i]);
            HERTZ_E[0][i] = restitution(true, DAMPING[i]);
            HERTZ_IMPLICIT_E[0][i] = HERTZ_E[0][i];
            // past the explicit damper's limit (damping times tau near 1) e turns up again: each row
            // is kept falling, so its inverse is the least damping that gives e
            for (int t = 1; t < TAUS; t++) {
                double tau = MAX_TAU * t / (TAUS - 1);
                HOOKE_E[t][i] = Math.min(substepRestitution(false, false, 2 * DAMPING[i], tau), i > 0 ? HOOKE_E[t][i - 1] : 1);
                HERTZ_E[t][i] = Math.min(substepRestitution(true, false, DAMPING[i], tau), i > 0 ? HERTZ_E[t][i - 1] : 1);
                HERTZ_IMPLICIT_E[t][i] = Math.min(substepRestitution(true, true, DAMPING[i], tau), i > 0 ? HERTZ_IMPLICIT_E[t][i - 1] : 1);
            }
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
     * The damping (zeta for Hooke, beta for Hertz) that gives restitution e to the continuous
     * collision (below {@link #LEAST_RESTITUTION}, that one's; at 1 or above, none).
     */
    static double forRestitution(boolean hertz, double e) {
        return invert(hertz ? HERTZ_E[0] : HOOKE_E[0], e);
    }

    /**
     * The damping that gives restitution e with substeps of dimensionless length tau ({@code omega hs}
     * for Hooke, {@code hs / T} for Hertz; clamped to [0, MAX_TAU]), interpolated between the tabled
     * substep lengths; for Hertz with its damper implicit or explicit ({@link #substepForce}).
     */
    static double forRestitution(boolean hertz, boolean implicit, double e, double tau) {
        double[][] table = hertz ? implicit ? HERTZ_IMPLICIT_E : HERTZ_E : HOOKE_E;
        double u = Math.max(0, Math.min(1, tau / MAX_TAU)) * (TAUS - 1);
        int t = Math.min(TAUS - 2, (int) u);
        double f = u - t;
        return (1 - f) * invert(table[t], e) + f * invert(table[t + 1], e);
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
     * Restitution of the dimensionless collision with damping c (2 zeta for Hooke, beta for Hertz)
     * stepped as the substeps step it (the mean force of {@link #substepForce} from the overlap and
     * its rate at a substep's start, then the velocity, then the overlap), the mean over first
     * touches spread evenly within a substep of tau.
     */
    static double substepRestitution(boolean hertz, boolean implicit, double c, double tau) {
        double sum = 0;
        for (int p = 0; p < PHASES; p++) {
            double x = -tau * (p + 0.5) / PHASES, v = 1, e = 0;
            boolean touched = false;
            // a collision lasts under 4 units of time; a damper near its explicit limit creeps out
            // far slower, with an e near 0, which its speed then is
            for (int s = 0, steps = (int) (40 / tau); s <= steps; s++) {
                double f = substepForce(hertz, implicit, 1, c, x, v, tau);
                if (s == steps) {
                    e = Math.max(0, -v);
                    break;
                }
                if (touched && v < 0 && f == 0) {
                    // separating with the force let go: it stays let go (the overlap only falls), so this is the speed it leaves with
                    e = -v;
                    break;
                }
                v -= tau * f;
                x += tau * v;
                if (Math.abs(v) > 1) {
                    // the explicit damper past its stability limit: faster than it came (the table's rows keep falling past it)
                    e = 1;
                    break;
                }
                if (x > 0) touched = true;
                else if (touched) {
                    e = Math.max(0, -v);
                    break;
                }
            }
            sum += e;
        }
        return sum / PHASES;
    }

    /**
     * The mean normal force over a substep of length hs of a contact at overlap d (m; apart when
     * negative) approaching at speed a (m/s), clipped at zero, as the substeps apply it to a unit
     * mass: Hooke {@code k d + c a} explicitly; Hertz {@code K d^1.5 + c d^0.25 a} with its spring
     * explicit ({@link #hertzSpring}) and its damper ({@link #hertzDamperRate}) explicit too or, with
     * {@code implicit}, implicit ({@link #implicitDamperForce}). A contact still apart that touches within the substep gets the
     * force averaged over the part in touch, with the overlap growing linearly from zero: the
     * damper's force jumps at first touch, and applied from the next substep on (or for the whole
     * substep) it made e swing with where in a substep the touch fell (+25 % at e 0.1).
     */
    static double substepForce(boolean hertz, boolean implicit, double stiffness, double damper, double d, double a, double hs) {
        if (hertz && implicit) {
            double spring = hertzSpring(stiffness, d, a, hs), rate = hertzDamperRate(damper, d, a, hs);
            return Math.max(0, spring + implicitDamperForce(rate, a - hs * spring, hs, 1));
        }
        if (d > 0) {
            double f = hertz ? stiffness * d * Math.sqrt(d) + damper * meanQuarterPower(d, Math.max(0, d + hs * a)) * a
                    : stiffness * d + damper * a;
            return Math.max(0, f);
        }
        double end = d + hs * a;
        if (a <= 0 || end <= 0) return 0;
        // the means of d^1.5 and d^0.25 over d rising linearly from 0 to end: 2/5 and 4/5 of their values at end
        double f = hertz ? 0.4 * stiffness * end * Math.sqrt(end) + 0.8 * damper * Math.sqrt(Math.sqrt(end)) * a
                : 0.5 * stiffness * end + damper * a;
        return end / (hs * a) * f;
    }

    /** Hertz's spring force K d^1.5, over a substep in which the contact first touches its mean (the overlap rising linearly from 0: 2/5 of its end value, times the part in touch). */
    static double hertzSpring(double stiffness, double d, double a, double hs) {
        if (d > 0) return stiffness * d * Math.sqrt(d);
        double end = d + hs * a;
        if (a <= 0 || end <= 0) return 0;
        return end / (hs * a) * 0.4 * stiffness * end * Math.sqrt(end);
    }

    /**
     * Tsuji's damper rate c d^0.25 over the substep (N s/m): d^0.25, steep near touch, as its mean over
     * the overlap's straight path through the substep ({@link #meanQuarterPower}), and over a first
     * touch 4/5 of its end value times the part in touch. Taken at the substep's start it all but
     * missed the substep after a touch late in the one before, and e swung 14 % with the touch's
     * phase (e 0.1, hs / T 0.15).
     */
    static double hertzDamperRate(double damper, double d, double a, double hs) {
        if (d > 0) return damper * meanQuarterPower(d, Math.max(0, d + hs * a));
        double end = d + hs * a;
        if (a <= 0 || end <= 0) return 0;
        return end / (hs * a) * 0.8 * damper * Math.sqrt(Math.sqrt(end));
    }

    /**
     * The implicit damper's force: rate times the approach speed the substep ends with, on the
     * contact's inverse mass w along its normal, given the approach speed {@code free} that every
     * other force of the substep leaves ({@code rate free / (1 + rate hs w)}). Explicit, the damping
     * that gives a low e fell steeply with the substep's length, so a collision whose substep length
     * changed from step to step, each step's damper calibrated for a whole collision at its own
     * length, missed e; implicit, the damping barely depends on it. Acting on what the other forces
     * leave (gravity, the resting springs), a body at rest gets no damper force and rests on its spring.
     */
    static double implicitDamperForce(double rate, double free, double hs, double inverseMass) {
        return rate * free / (1 + rate * hs * inverseMass);
    }

    /** The mean of x^0.25 over x running linearly from d0 (> 0) to d1 (>= 0): 0.8 (d1^1.25 - d0^1.25) / (d1 - d0). */
    static double meanQuarterPower(double d0, double d1) {
        double q0 = Math.sqrt(Math.sqrt(d0)), r = (d1 - d0) / d0;
        // near d0 the difference quotient cancels: its series, 1 + r / 8 - r^2 / 32, is exact to r^3 there
        if (Math.abs(r) < 1e-3) return q0 * (1 + r / 8 - r * r / 32);
        return 0.8 * (d1 * Math.sqrt(Math.sqrt(d1)) - d0 * q0) / (d1 - d0);
    }

    /** The spring-damper force on unit mass at overlap x (>= 0), overlap rate v, before clipping. */
    private static double rawForce(boolean hertz, double c, double x, double v) {
        return hertz ? x * Math.sqrt(x) + c * Math.sqrt(Math.sqrt(x)) * v : x + 2 * c * v;
    }

    private static double accel(boolean hertz, double c, double x, double v) {
        return x <= 0 ? 0 : -Math.max(0, rawForce(hertz, c, x, v));
    }
}
