package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import java.util.Locale;

/** The checks of the scenes that show one feature each: the cradle's impact sweeps, the dominoes, the card house. */
final class FeatureSceneChecks {
    private FeatureSceneChecks() {
    }

    // ---- cradle ---------------------------------------------------------------------------

    /**
     * Newton's cradle. The first ball swings down as a physical pendulum (a solid sphere on a ball
     * joint: I = m l^2 + 2/5 m r^2), so it meets the row at sqrt(2 g l (1 - cos theta) m l^2 / I),
     * within 2 %. Over the 0.3 s after the blow, the sequential model's answer: the last ball leaves
     * at no less than 0.9 of the first's speed, and the first and the three in the middle move at
     * under 0.1 of it (one simultaneous impact would send all five off at a fifth).
     */
    static String cradle(SceneRun run) {
        int n = CradleScene.BALLS, first = CradleScene.FIRST, last = first + n - 1;
        double g = run.world.getConfig().gravity.len(), l = CradleScene.STRING_LENGTH, r = CradleScene.RADIUS;
        double theta = Math.toRadians(CradleScene.RELEASE_DEGREES);
        double expected = Math.sqrt(2 * g * l * (1 - Math.cos(theta)) * l * l / (l * l + 0.4 * r * r));
        int window = (int) Math.round(0.3 / run.timeStep());
        Vector3 v = new Vector3();
        double before = 0, lastSpeed = 0, others = 0;
        int worst = -1;
        long hit = -1;
        for (int s = 0; s < SceneChecks.STEPS; s++) {
            double firstSpeed = run.body(first).getLinearVelocity(v).len();
            run.step();
            double lastNow = run.body(last).getLinearVelocity(v).len();
            if (hit < 0 && lastNow > 0.1 * expected) {
                hit = s;
                before = firstSpeed;
            }
            if (hit < 0 || s > hit + window) continue;
            lastSpeed = Math.max(lastSpeed, lastNow);
            for (int i = first; i < last; i++) {
                double speed = run.body(i).getLinearVelocity(v).len();
                if (!(speed <= others)) { others = speed; worst = i; }
            }
        }
        String summary = String.format(Locale.ROOT, "cradle: first ball meets the row at %.4f m/s (physical pendulum %.4f) at step %d;"
                        + " over 0.3 s the last leaves at up to %.4f m/s (%.3f of it), the fastest of the others %.4f m/s (%.3f, ball %d)",
                before, expected, hit, lastSpeed, lastSpeed / before, others, others / before, worst);
        assertTrue(hit >= 0, summary + ": the last ball never moved");
        assertEquals(expected, before, 0.02 * expected, summary + ": the first ball did not swing down as a pendulum");
        assertTrue(lastSpeed >= 0.9 * before, summary + ": the last ball did not take the blow");
        assertTrue(others <= 0.1 * before, summary + ": the blow spread over the row");
        return summary;
    }

    // ---- dominoes -------------------------------------------------------------------------

    /**
     * Every domino falls, in order: within 10 s each has tipped past {@link #DOMINO_FALLEN} from
     * upright (it lies on the next, or on the ground), the falls come one after another down the
     * row, and the last one ends on its face (its centre below its half-width plus 2 cm).
     */
    static String dominoes(SceneRun run) {
        int n = DominoScene.COUNT, first = DominoScene.FIRST;
        long[] fell = new long[n];
        java.util.Arrays.fill(fell, -1);
        Vector3 up = new Vector3(), p = new Vector3();
        Quaternion q = new Quaternion();
        int steps = (int) Math.round(10 / run.timeStep());
        for (int s = 0; s < steps; s++) {
            run.step();
            for (int i = 0; i < n; i++) {
                if (fell[i] >= 0) continue;
                run.body(first + i).getRotation(q).transform(up.set(0, 1, 0));
                if (Math.acos(Math.min(1, up.y)) > DOMINO_FALLEN) fell[i] = s;
            }
        }
        int standing = 0, outOfOrder = 0;
        for (int i = 0; i < n; i++) {
            if (fell[i] < 0) standing++;
            else if (i > 0 && fell[i] < fell[i - 1]) outOfOrder++;
        }
        double lastHeight = run.body(first + n - 1).getPosition(p).y;
        String summary = String.format(Locale.ROOT, "dominoes: %d of %d still standing after 10 s, %d fell before the one behind;"
                        + " the first tipped past 40 degrees at %.2f s, the last at %.2f s; the last one's centre ends %.4f m up",
                standing, n, outOfOrder, fell[0] * run.timeStep(), fell[n - 1] * run.timeStep(), lastHeight);
        assertEquals(0, standing, summary);
        assertEquals(0, outOfOrder, summary);
        assertTrue(lastHeight <= DominoScene.HALF_THICK + 0.02, summary + ": the last one is not lying down");
        return summary;
    }

    /** Tipped this far from upright (rad, 40 degrees), a domino is past recovery: fallen. */
    static final double DOMINO_FALLEN = Math.toRadians(40);

    // ---- cards ----------------------------------------------------------------------------

    /**
     * The card house stands the whole run: no card ever moves 2 cm from where it was built or turns
     * 3 degrees (a foot that slips lets its frame fold flat, a drop of tens of centimetres).
     */
    static String cards(SceneRun run) {
        int first = CardHouseScene.FIRST, n = CardHouseScene.CARDS;
        Quaternion[] startRotation = new Quaternion[n];
        for (int i = 0; i < n; i++) startRotation[i] = run.body(first + i).getRotation(new Quaternion());
        double moved = 0, turned = 0;
        int worstMoved = -1, worstTurned = -1;
        Vector3 p = new Vector3();
        Quaternion q = new Quaternion();
        for (int s = 0; s < SceneChecks.STEPS; s++) {
            run.step();
            for (int i = 0; i < n; i++) {
                double d = run.body(first + i).getPosition(p).dst(run.start(first + i));
                double r = SceneChecks.angle(startRotation[i], run.body(first + i).getRotation(q));
                if (!(d <= moved)) { moved = d; worstMoved = first + i; }
                if (!(r <= turned)) { turned = r; worstTurned = first + i; }
            }
        }
        String summary = String.format(Locale.ROOT, "cards: over 5 s the furthest card moved %.4f m (body %d), the most turned %.4f rad (body %d)",
                moved, worstMoved, turned, worstTurned);
        assertTrue(moved <= 0.02, summary + ": the house did not stand");
        assertTrue(turned <= Math.toRadians(3), summary + ": a card turned");
        return summary;
    }
}
