package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A box turning onto the ground in one step: its lowest edge 3 mm above the ground box, the box
 * still but for a spin that swings that edge down at 2.4 m/s, 40 mm in the step. Nothing touches at
 * the start (Bullet's box-box detector reports the pair only once it overlaps) and the centre moves
 * less than the landing sweep's distance, so only a sweep that follows the turn sees the landing. At
 * the budgets the penetration guard works at, no corner ends deeper than the guard's threshold.
 */
class TurnLandingTest {
    private static final float HX = 0.3f, HY = 0.1f, HZ = 0.3f, GAP = 0.003f, SPIN = 8;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void aBoxTurningOntoTheGroundEndsNoCornerPastTheGuard() {
        NscConfig c = Scenes.config(1);
        c.maxIterations = 10;
        float[] on = lowestAfterSteps(c, 1), later = lowestAfterSteps(c, 5);
        System.out.printf("turning landing: lowest corner %.2f mm after the step, %.2f mm over 5 steps%n", 1e3 * on[0], 1e3 * later[0]);
        // the control: the edge would move 40 mm down in the step, so the case is a landing of the turn
        assertTrue(on[1] * c.timeStep > 0.03f, "the edge's speed " + on[1] + " m/s");
        assertTrue(-on[0] <= c.penetrationGuard, "the lowest corner is " + -on[0] + " m deep after the step");
        assertTrue(-later[0] <= c.penetrationGuard, "the lowest corner is " + -later[0] + " m deep within 5 steps");
    }

    /** The lowest corner's height over the ground (m; negative: inside it) at its lowest over the first {@code steps} steps, and the edge's speed down at the start (m/s). */
    static float[] lowestAfterSteps(NscConfig c, int steps) {
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.5f, 0);
            Quaternion q = new Quaternion(Vector3.Z, 20);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(HX, HY, HZ)).mass(2).friction(0.5f).position(0, 1, 0).rotation(q));
            // lift the box so that its lowest edge is GAP over the ground, and spin it so that edge goes down
            float[] low = lowestCorner(box);
            box.setTransform(new Vector3(0, 1 + GAP - low[0], 0), q);
            float spin = low[1] > 0 ? -SPIN : SPIN;
            box.setAngularVelocity(new Vector3(0, 0, spin));
            float speed = Math.abs(spin * low[1]), lowest = Float.POSITIVE_INFINITY;
            for (int s = 0; s < steps; s++) {
                w.stepOnce();
                lowest = Math.min(lowest, lowestCorner(box)[0]);
            }
            return new float[] {lowest, speed};
        } finally {
            w.dispose();
        }
    }

    /** The box's lowest corner: its height and its x less the centre's. */
    private static float[] lowestCorner(RigidBody box) {
        Vector3 p = box.getPosition(new Vector3()), corner = new Vector3();
        Quaternion q = box.getRotation(new Quaternion());
        float y = Float.POSITIVE_INFINITY, x = 0;
        for (int k = 0; k < 8; k++) {
            corner.set((k & 1) == 0 ? -HX : HX, (k & 2) == 0 ? -HY : HY, (k & 4) == 0 ? -HZ : HZ).mul(q);
            if (p.y + corner.y < y) {
                y = p.y + corner.y;
                x = corner.x;
            }
        }
        return new float[] {y, x};
    }
}
