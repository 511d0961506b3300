package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import java.util.Locale;

/**
 * What the ccd scene must do: no ball with CCD on ever gets through the wall. Over the whole run
 * each one's centre stays short of the wall's face by its radius, less {@link #DEPTH} of
 * penetration; the balls without CCD are counted (how many went through), not judged: whether a
 * discretely stepped ball lands inside the wall at some step depends on its phase.
 */
final class CcdCheck {
    /** How deep a caught ball may be in the wall (m). */
    static final double DEPTH = 0.02;

    private CcdCheck() {
    }

    static String check(SceneRun run) {
        int n = CcdScene.SPEEDS.length;
        double[] furthest = new double[2 * n];
        java.util.Arrays.fill(furthest, -Double.MAX_VALUE);
        Vector3 p = new Vector3();
        for (int s = 0; s < SceneChecks.STEPS; s++) {
            run.step();
            for (int i = 0; i < 2 * n; i++) furthest[i] = Math.max(furthest[i], run.body(CcdScene.FIRST_CCD + i).getPosition(p).x);
        }
        double limit = CcdScene.wallFace() - CcdScene.BALL_RADIUS + DEPTH;
        int caught = 0, through = 0;
        StringBuilder summary = new StringBuilder("ccd: furthest centre x with CCD");
        for (int i = 0; i < n; i++) {
            summary.append(String.format(Locale.ROOT, " %.4f (%.0f m/s)", furthest[i], CcdScene.SPEEDS[i]));
            if (furthest[i] <= limit) caught++;
        }
        summary.append(", without");
        for (int i = n; i < 2 * n; i++) {
            summary.append(String.format(Locale.ROOT, " %.4f", furthest[i]));
            if (furthest[i] > -CcdScene.wallFace()) through++;
        }
        summary.append(String.format(Locale.ROOT, "; the wall's face at %.3f, a ball touching it at %.3f: %d of %d CCD balls caught, %d of %d without CCD went through",
                CcdScene.wallFace(), CcdScene.wallFace() - CcdScene.BALL_RADIUS, caught, n, through, n));
        assertTrue(caught == n, summary + ": a ball with CCD went through the wall");
        return summary.toString();
    }
}
