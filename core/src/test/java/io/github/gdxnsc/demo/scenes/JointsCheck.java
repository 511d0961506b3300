package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import java.util.Locale;

/**
 * What the joints scene must do, from the scene's constants and Newton: the slider's block
 * accelerates down its frictionless axis at g sin(theta) (on semi-implicit Euler's path) and stops at its limit, never leaving the
 * axis or turning; the welded beam does not move; the sprung block, released at the spring's rest
 * length, first turns back at twice its static deflection (2 m g / k) after half a period
 * (pi sqrt(m / k)); the breakable joint holds the shelf alone (m g, under its breaking force) and
 * breaks when the weight lands (its weight alone is past it), and the other three never break.
 */
final class JointsCheck {
    private JointsCheck() {
    }

    static String check(SceneRun run) {
        double h = run.timeStep(), g = run.world.getConfig().gravity.len();
        double theta = Math.toRadians(JointsScene.SLIDER_DEGREES);
        Vector3 axis = new Vector3(MathUtils.cos((float) theta), -MathUtils.sin((float) theta), 0);
        int early = (int) Math.round(0.5 / h);
        double m = JointsScene.SPRING_MASS, k = JointsScene.SPRING_STIFFNESS;
        double halfPeriod = Math.PI * Math.sqrt(m / k);
        int firstSwing = (int) Math.round(1.5 * halfPeriod / h); // the first turning point, not a later one
        Quaternion[] startRotation = new Quaternion[4];
        for (int i = 0; i < 3; i++) startRotation[i] = run.body(JointsScene.SLIDING + i).getRotation(new Quaternion());
        double slidAtEarly = 0, offAxis = 0, beamMoved = 0, sprungAcross = 0, lowest = 0;
        double[] turned = new double[3];
        int lowestStep = -1;
        long broke = -1, lastApart = -1;
        boolean otherBroke = false;
        Vector3 p = new Vector3(), d = new Vector3();
        Quaternion q = new Quaternion();
        double shelfTop = run.start(JointsScene.SHELF).y + JointsScene.SHELF_HALF_HEIGHT;
        for (int s = 0; s < SceneChecks.STEPS; s++) {
            run.step();
            d.set(run.body(JointsScene.SLIDING).getPosition(p)).sub(run.start(JointsScene.SLIDING));
            double along = d.dot(axis);
            if (s + 1 == early) slidAtEarly = along;
            offAxis = Math.max(offAxis, d.sub(axis.x * (float) along, axis.y * (float) along, 0).len());
            beamMoved = Math.max(beamMoved, run.body(JointsScene.BEAM).getPosition(p).dst(run.start(JointsScene.BEAM)));
            run.body(JointsScene.SPRUNG).getPosition(p);
            Vector3 s0 = run.start(JointsScene.SPRUNG);
            sprungAcross = Math.max(sprungAcross, Math.hypot(p.x - s0.x, p.z - s0.z));
            if (s + 1 <= firstSwing && (lowestStep < 0 || s0.y - p.y > lowest)) { lowest = s0.y - p.y; lowestStep = s + 1; }
            for (int i = 0; i < 3; i++) turned[i] = Math.max(turned[i], SceneChecks.angle(startRotation[i], run.body(JointsScene.SLIDING + i).getRotation(q)));
            double gap = run.body(JointsScene.WEIGHT).getPosition(p).y - JointsScene.BLOCK - shelfTop;
            if (broke < 0 && gap > 0.02) lastApart = s + 1;
            if (broke < 0 && run.loaded.joint(JointsScene.BREAKABLE).isBroken()) broke = s + 1;
            for (int j = 0; j < 3; j++) otherBroke |= run.loaded.joint(j).isBroken();
        }
        // the integrator's (semi-implicit Euler) exact path under a constant a: a h^2 n (n + 1) / 2 after n steps
        double a = g * Math.sin(theta), t = early * h, path = a * h * h * early * (early + 1) / 2;
        double slidEnd = d.set(run.body(JointsScene.SLIDING).getPosition(p)).sub(run.start(JointsScene.SLIDING)).dot(axis);
        double shelfDrop = run.start(JointsScene.SHELF).y - run.body(JointsScene.SHELF).getPosition(p).y;
        String summary = String.format(Locale.ROOT, "joints: slider %.4f m down its axis at %.2f s (a h^2 n (n + 1) / 2 = %.4f), %.4f m at the end (limit %.1f),"
                        + " %.5f m off the axis; beam moved %.5f m; spring's lowest %.4f m at %.3f s (2 m g / k = %.4f at %.3f s), %.5f m across;"
                        + " turned %.4f / %.4f / %.4f rad; breakable joint broke at %.3f s, the weight 2 cm above the shelf until %.3f s; shelf fell %.2f m;"
                        + " another joint broke: %b",
                slidAtEarly, t, path, slidEnd, JointsScene.SLIDER_TRAVEL, offAxis, beamMoved, lowest, lowestStep * h, 2 * m * g / k, halfPeriod,
                sprungAcross, turned[0], turned[1], turned[2], broke * h, lastApart * h, shelfDrop, otherBroke);
        assertEquals(path, slidAtEarly, 0.005 * path, summary + ": the slider does not slide as a frictionless block");
        assertEquals(JointsScene.SLIDER_TRAVEL, slidEnd, 0.01, summary + ": the slider's limit did not stop it");
        assertTrue(offAxis <= 1e-3, summary + ": the slider left its axis");
        assertTrue(beamMoved <= 5e-3, summary + ": the weld let the beam move");
        assertEquals(2 * m * g / k, lowest, 0.03 * 2 * m * g / k, summary + ": the spring's swing is off");
        assertEquals(halfPeriod, lowestStep * h, 2 * h, summary + ": the spring's period is off");
        assertTrue(sprungAcross <= 1e-3, summary + ": the sprung block left its line");
        for (int i = 0; i < 3; i++) assertTrue(turned[i] <= 0.01, summary + ": a jointed body turned");
        assertTrue(JointsScene.SHELF_MASS * g < JointsScene.BREAKING_FORCE && JointsScene.WEIGHT_MASS * g > JointsScene.BREAKING_FORCE,
                "the scene's breaking force must lie between the shelf's weight and the weight's");
        assertTrue(broke > lastApart && lastApart > 0, summary + ": the breakable joint broke before the weight landed, or never");
        assertTrue((broke - lastApart) * h <= 0.1, summary + ": the breakable joint held the weight");
        assertTrue(shelfDrop > 1, summary + ": the shelf did not fall");
        assertFalse(otherBroke, summary + ": an unbreakable joint broke");
        return summary;
    }
}
