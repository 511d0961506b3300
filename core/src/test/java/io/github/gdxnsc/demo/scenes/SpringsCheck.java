package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import java.util.Locale;

/**
 * What the springs scene must do: each spring is a damped harmonic oscillator of natural
 * frequency w0 (sqrt(k / m), 2 pi f, or sqrt(k / I) for a plank's torsion) and damping ratio z,
 * so its motion about the equilibrium (m g / k below the start for the hanging ones, the starting
 * angle for the planks) turns back every half of the damped period 2 pi / (w0 sqrt(1 - z^2)), and
 * over one period its swing shrinks by exp(-z w0 T). Both are measured between the first and third
 * turning point (sub-step times and heights from a parabola through the samples about each).
 */
final class SpringsCheck {
    /** How far a period may be from the closed form (relative; the springs are implicit, measured within 0.05 %) ... */
    static final double PERIOD_TOLERANCE = 0.005;
    /** ... and a period's decay ratio (absolute). */
    static final double DECAY_TOLERANCE = 0.01;

    private SpringsCheck() {
    }

    static String check(SceneRun run) {
        int n = SpringsScene.SIX_DOF_STIFFNESS.length + SpringsScene.DISTANCE_HZ.length + SpringsScene.HINGE_RATIO.length;
        double g = run.world.getConfig().gravity.len(), h = run.timeStep();
        double[] omega = new double[n], ratio = new double[n], equilibrium = new double[n];
        String[] label = new String[n];
        for (int i = 0; i < SpringsScene.SIX_DOF_STIFFNESS.length; i++) {
            double k = SpringsScene.SIX_DOF_STIFFNESS[i], m = SpringsScene.BLOCK_KG;
            omega[i] = Math.sqrt(k / m);
            ratio[i] = SpringsScene.SIX_DOF_RATIO[i];
            equilibrium[i] = run.start(SpringsScene.FIRST_BLOCK + i).y - m * g / k;
            label[i] = String.format(Locale.ROOT, "six-DOF k %.0f z %.2f", k, ratio[i]);
        }
        for (int i = 0; i < SpringsScene.DISTANCE_HZ.length; i++) {
            int o = SpringsScene.SIX_DOF_STIFFNESS.length + i;
            omega[o] = 2 * Math.PI * SpringsScene.DISTANCE_HZ[i];
            ratio[o] = SpringsScene.DISTANCE_RATIO[i];
            equilibrium[o] = run.start(SpringsScene.FIRST_BALL + i).y - g / (omega[o] * omega[o]);
            label[o] = String.format(Locale.ROOT, "distance %.1f Hz z %.2f", SpringsScene.DISTANCE_HZ[i], ratio[o]);
        }
        for (int i = 0; i < SpringsScene.HINGE_RATIO.length; i++) {
            int o = n - SpringsScene.HINGE_RATIO.length + i;
            omega[o] = Math.sqrt(SpringsScene.HINGE_STIFFNESS / SpringsScene.plankInertia());
            ratio[o] = SpringsScene.HINGE_RATIO[i];
            label[o] = String.format(Locale.ROOT, "hinge %.1f N m/rad z %.2f", SpringsScene.HINGE_STIFFNESS, ratio[o]);
        }
        double[][] signal = new double[n][SceneChecks.STEPS + 1];
        Vector3 p = new Vector3();
        Quaternion q = new Quaternion();
        for (int s = 0; s <= SceneChecks.STEPS; s++) {
            if (s > 0) run.step();
            for (int i = 0; i < n; i++) {
                boolean plank = i >= n - SpringsScene.HINGE_RATIO.length; // the bodies are in the oscillators' order
                signal[i][s] = plank ? yaw(run.body(SpringsScene.FIRST_BLOCK + i).getRotation(q))
                        : run.body(SpringsScene.FIRST_BLOCK + i).getPosition(p).y - equilibrium[i];
            }
        }
        StringBuilder summary = new StringBuilder("springs:");
        StringBuilder failures = new StringBuilder();
        for (int i = 0; i < n; i++) {
            double[] turns = turningPoints(signal[i], 3);
            double expectedPeriod = 2 * Math.PI / (omega[i] * Math.sqrt(1 - ratio[i] * ratio[i]));
            double expectedDecay = Math.exp(-ratio[i] * omega[i] * expectedPeriod);
            double period = turns == null ? Double.NaN : (turns[4] - turns[0]) * h;
            double decay = turns == null ? Double.NaN : Math.abs(turns[5] / turns[1]);
            String line = String.format(Locale.ROOT, " %s: period %.4f s (closed form %.4f), decay over a period %.4f (%.4f);",
                    label[i], period, expectedPeriod, decay, expectedDecay);
            summary.append(line);
            if (!(Math.abs(period - expectedPeriod) <= PERIOD_TOLERANCE * expectedPeriod)) failures.append(line).append(" period off");
            if (!(Math.abs(decay - expectedDecay) <= DECAY_TOLERANCE)) failures.append(line).append(" decay off");
        }
        assertEquals("", failures.toString(), summary.toString());
        return summary.toString();
    }

    /** The angle (rad) of a rotation about y alone. */
    static double yaw(Quaternion q) {
        return 2 * Math.atan2(q.y, q.w);
    }

    /**
     * The first {@code count} interior turning points of {@code x}, each as its time (in samples,
     * from a parabola through the three samples about it) and its value: {t0, x0, t1, x1, ...};
     * null when there are fewer.
     */
    static double[] turningPoints(double[] x, int count) {
        double[] out = new double[2 * count];
        int found = 0;
        for (int i = 1; i + 1 < x.length && found < count; i++) {
            double before = x[i] - x[i - 1], after = x[i + 1] - x[i];
            if (!(before * after < 0 || (before != 0 && after == 0))) continue;
            double curvature = x[i - 1] - 2 * x[i] + x[i + 1];
            double shift = curvature == 0 ? 0 : (x[i - 1] - x[i + 1]) / (2 * curvature);
            out[2 * found] = i + shift;
            out[2 * found + 1] = x[i] - (x[i - 1] - x[i + 1]) * shift / 4;
            found++;
        }
        assertTrue(found <= count);
        return found == count ? out : null;
    }
}
