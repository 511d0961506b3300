package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import java.util.Locale;

/**
 * What the hulls scene must do. A rigid body standing on a face stays while its centre of mass is
 * over the face and tips when it is beyond: the first prism never turns, and its centre stays at half
 * its height less the rest overlap (the slop contacts settle at, less the two skins), within half a millimetre (it rests on
 * its face, not on a corner, and does not sink); the
 * second tips about its base's edge until its slanted side lies on the ground: it ends turned
 * 90 degrees less the side's slant, atan(shear / height), within 0.01 rad. The rocks come to rest in their heap: over the last second of six no
 * contact is deeper than {@link #PENETRATION} and no rock is faster than the rest speed in any step (a rock rocking in place
 * passes through slow instants, so one step's speeds would not tell).
 */
final class HullsCheck {
    /** The deepest contact allowed over the last second (m). */
    static final double PENETRATION = 0.005;
    /**
     * Steps the scene runs, a second longer than the other scenes': the rocks tumble down their heap for
     * 3.5 s at 60 iterations and for 5 s at the default 30 (the fastest rock's speed, half a second at a
     * time, falls under the rest speed at 4.5-5 s), so the last second of 5 s would judge a rock still landing.
     */
    static final int STEPS = 360;

    private HullsCheck() {
    }

    static String check(SceneRun run) {
        int standing = HullsScene.FIRST_PRISM, tipping = standing + 1;
        Quaternion start = run.body(standing).getRotation(new Quaternion()), q = new Quaternion();
        Quaternion tipStart = run.body(tipping).getRotation(new Quaternion());
        Vector3 p = new Vector3(), v = new Vector3();
        double moved = 0, turned = 0, heightError = 0, tipped = 0, deepest = 0, fastest = 0;
        int fastestRock = -1, fastestStep = -1;
        double restingHeight = HullsScene.PRISM_HEIGHT / 2 - SceneChecks.restOverlap(run.world.getConfig());
        int lastSecond = STEPS - (int) Math.round(1 / run.timeStep());
        for (int s = 0; s < STEPS; s++) {
            run.step();
            moved = Math.max(moved, run.body(standing).getPosition(p).dst(run.start(standing)));
            heightError = Math.max(heightError, Math.abs(p.y - restingHeight));
            turned = Math.max(turned, SceneChecks.angle(start, run.body(standing).getRotation(q)));
            tipped = Math.max(tipped, SceneChecks.angle(tipStart, run.body(tipping).getRotation(q)));
            if (s < lastSecond) continue;
            for (int c = 0; c < run.world.getContactCount(); c++) deepest = Math.max(deepest, -run.world.getContactDistance(c));
            for (int i = 0; i < HullsScene.ROCKS; i++) {
                double speed = run.body(HullsScene.FIRST_ROCK + i).getLinearVelocity(v).len();
                if (!(speed <= fastest)) { fastest = speed; fastestRock = HullsScene.FIRST_ROCK + i; fastestStep = s + 1; }
            }
        }
        double landed = SceneChecks.angle(tipStart, run.body(tipping).getRotation(q));
        double onSide = Math.PI / 2 - Math.atan(HullsScene.SHEARS[1] / HullsScene.PRISM_HEIGHT);
        String summary = String.format(Locale.ROOT, "hulls: the prism over its base moved %.5f m, turned %.5f rad, its centre at most %.5f m off half its height less the rest overlap;"
                        + " the one leaning %.2f m past its base turned up to %.4f rad and ends at %.4f (on its side: %.4f); rocks: deepest contact over the last second %.5f m,"
                        + " fastest over the last second %.4f m/s (body %d, step %d of %d)",
                moved, turned, heightError, HullsScene.OVERHANG, tipped, landed, onSide, deepest, fastest, fastestRock, fastestStep, STEPS);
        assertTrue(turned <= 0.01 && heightError <= 5e-4 && moved <= run.world.getConfig().contactSlop + 5e-4, summary + ": the prism over its base did not stand on its face");
        assertTrue(Math.abs(landed - onSide) <= 0.01, summary + ": the prism leaning past its base did not tip");
        assertTrue(deepest <= PENETRATION, summary + ": the rocks sank into each other or the ground");
        assertTrue(fastest <= Expectation.REST_SPEED, summary + ": the rocks did not come to rest");
        return summary;
    }
}
