package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Landing sweeps: a box thrown down at a plate is held by a speculative contact before it
 * overlaps, so its deepest contact stays within the slop; without them Bullet's box-box detector
 * reports the pair only once the box is inside the plate, up to v h deep.
 */
class LandingSweepTest {
    private static final float SLOP = 0.002f, TOLERANCE = 0.001f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /**
     * The deepest contact (m) over the first 8 steps (the landing is the fifth) of a 0.4 m box thrown at
     * 8 m/s onto a plate, turned by the given angles (deg). A box landing on an edge then tips onto a
     * face; the sweep follows the path of the centre, not a turn, so that slap is not its law.
     */
    private static float deepest(float landingSweep, float tiltX, float tiltZ) {
        NscConfig c = Scenes.config(1);
        c.landingSweep = landingSweep;
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().box(2, 0.1f, 2)).mass(0).position(0, -0.1f, 0));
            Quaternion q = new Quaternion(Vector3.X, tiltX).mul(new Quaternion(Vector3.Z, tiltZ));
            w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.2f, 0.2f)).mass(10).position(0.05f, 0.82f, -0.03f).rotation(q)
                    .linearVelocity(0, -8, 0));
            float deepest = 0;
            for (int s = 0; s < 8; s++) {
                w.stepOnce();
                deepest = Math.max(deepest, w.getLastStats().maxPenetration);
            }
            return deepest;
        } finally {
            w.dispose();
        }
    }

    @Test
    void aBoxThrownAtAPlateLandsWithinTheSlop() {
        float[][] tilts = {{0, 0}, {0, 20}, {35, 25}, {45, 0}};
        for (float[] t : tilts) {
            float on = deepest(0.01f, t[0], t[1]), off = deepest(0, t[0], t[1]);
            System.out.printf("tilt %s: deepest %.2f mm with the landing sweep, %.2f mm without%n", java.util.Arrays.toString(t),
                    1e3 * on, 1e3 * off);
            assertTrue(on <= SLOP + TOLERANCE, "tilt " + java.util.Arrays.toString(t) + ": deepest " + on + " m with the sweep");
            // the control: without the sweep the first contact is found inside the plate
            assertTrue(off > 0.02f, "tilt " + java.util.Arrays.toString(t) + ": deepest " + off + " m without the sweep");
        }
    }
}
