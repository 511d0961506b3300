package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
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

    /**
     * A tower of 18 crossed layers of three planks, placed touching: Bullet's box-box detector reports a
     * layer only once it overlaps the one below, so the tower settles by a wave that runs up it, and the
     * upper layers fall together at over 1 cm a step for the first frames. No plank lands on another
     * faster than that (they fall side by side), so the landing sweep adds nothing and the tower is the
     * same bits with it as without.
     */
    @Test
    void planksFallingTogetherDoNotLandOnEachOther() {
        float distance = 0.01f;
        long[] off = tower(0), on = tower(distance);
        // the control: the sweep's trigger (a body's own path over the distance) is reached
        assertTrue(on[1] * 1e-9 > distance / NscConfig.defaults().timeStep,
                "the top plank's fastest fall " + on[1] * 1e-9 + " m/s stays under the trigger's");
        assertEquals(off[0], on[0], "the settled tower's poses differ with the landing sweep");
    }

    /** The tower's pose hash after 120 steps and its top plank's fastest fall (m/s, in units of 1e-9). */
    private static long[] tower(float landingSweep) {
        NscConfig c = Scenes.config(1);
        c.landingSweep = landingSweep;
        c.contactSkin = 0; // bare planks placed touching meet only once they overlap, which makes the falling wave
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            RigidBody top = null;
            btCollisionShape alongX = w.shapes().box(0.75f, 0.15f, 0.25f), alongZ = w.shapes().box(0.25f, 0.15f, 0.75f);
            for (int layer = 0; layer < 18; layer++) {
                float y = 0.15f + layer * 0.3f;
                for (int i = -1; i <= 1; i++) {
                    BodyDef d = new BodyDef().mass(0.5f).friction(0.6f);
                    if (layer % 2 == 0) d.shape(alongX).position(0, y, i * 0.51f);
                    else d.shape(alongZ).position(i * 0.51f, y, 0);
                    top = w.createBody(d);
                }
            }
            Vector3 v = new Vector3();
            double fastest = 0;
            for (int s = 0; s < 120; s++) {
                w.stepOnce();
                fastest = Math.max(fastest, -top.getLinearVelocity(v).y);
            }
            return new long[] {Scenes.positionHash(w), Math.round(fastest * 1e9)};
        } finally {
            w.dispose();
        }
    }

    /**
     * A plank dropped flat from 0.3 m across three planks on the ground, as tower-pull's lifted plank
     * lands back in its slot (2.3 m/s at the touch, 3.8 cm in the step). With the sweep it lands flat
     * on all three, held at the slop: no plank, the lander or those under it, tilts. One point on the
     * lander's centre line, given to whichever plank the sweep met first (an outer one, off which that
     * point lies), tipped a plank 1.1 degrees and let the lander 20 mm deep into the others.
     */
    @Test
    void aPlankDroppedFlatAcrossThreePlanksLandsFlat() {
        float[] on = plankDrop(0.01f), off = plankDrop(0);
        System.out.printf("plank drop: deepest %.2f mm, largest tilt %.4f deg with the sweep; %.2f mm, %.4f deg without%n", 1e3 * on[0],
                on[1], 1e3 * off[0], off[1]);
        assertTrue(on[0] <= SLOP + TOLERANCE, "deepest " + on[0] + " m with the sweep");
        assertTrue(on[1] < 0.01f, "a plank tilted " + on[1] + " degrees with the sweep");
        // the control: without the sweep the lander is found 2.5 cm inside the planks
        assertTrue(off[0] > 0.02f, "deepest " + off[0] + " m without the sweep");
    }

    /**
     * The plank dropped again and again onto the three once they rest: each drop lands through the
     * sweeps and patches (the lander passes the trigger's speed), and a drop allocates nothing.
     */
    @Test
    void aLandingAllocatesNothing() {
        NscConfig c = Scenes.config(1);
        c.landingSweep = 0.01f;
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            for (int i = -1; i <= 1; i++)
                w.createBody(new BodyDef().shape(w.shapes().box(0.75f, 0.15f, 0.25f)).mass(0.5f).friction(0.6f).position(0, 0.15f, i * 0.51f));
            RigidBody lander = w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.15f, 0.75f)).mass(0.5f).friction(0.6f).position(0, 0.75f, 0));
            Vector3 start = new Vector3(0, 0.75f, 0), zero = new Vector3(), v = new Vector3();
            Quaternion level = new Quaternion();
            float[] fastest = {0};
            Runnable drop = () -> {
                lander.setTransform(start, level);
                lander.setLinearVelocity(zero);
                lander.setAngularVelocity(zero);
                for (int s = 0; s < 30; s++) {
                    w.stepOnce();
                    fastest[0] = Math.max(fastest[0], -lander.getLinearVelocity(v).y);
                }
            };
            drop.run();
            drop.run();
            assertTrue(fastest[0] * c.timeStep > c.landingSweep, "the lander fell at most " + fastest[0] + " m/s, under the trigger");
            assertEquals(0, io.github.gdxnsc.testutil.Allocation.leastOf(3, drop), "bytes allocated by a drop and its landing");
        } finally {
            w.dispose();
        }
    }

    /** The deepest contact (m) and the largest tilt of any plank (deg) over 60 steps from the drop. */
    private static float[] plankDrop(float landingSweep) {
        NscConfig c = Scenes.config(1);
        c.landingSweep = landingSweep;
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            RigidBody[] planks = new RigidBody[4];
            for (int i = -1; i <= 1; i++)
                planks[i + 1] = w.createBody(new BodyDef().shape(w.shapes().box(0.75f, 0.15f, 0.25f)).mass(0.5f).friction(0.6f)
                        .position(0, 0.15f, i * 0.51f));
            planks[3] = w.createBody(new BodyDef().shape(w.shapes().box(0.25f, 0.15f, 0.75f)).mass(0.5f).friction(0.6f).position(0, 0.75f, 0));
            float deepest = 0, tilt = 0;
            Quaternion q = new Quaternion();
            Vector3 up = new Vector3();
            for (int s = 0; s < 60; s++) {
                w.stepOnce();
                deepest = Math.max(deepest, w.getLastStats().maxPenetration);
                for (RigidBody p : planks) {
                    up.set(Vector3.Y).mul(p.getRotation(q));
                    tilt = Math.max(tilt, (float) Math.toDegrees(Math.acos(Math.min(1, up.y))));
                }
            }
            return new float[] {deepest, tilt};
        } finally {
            w.dispose();
        }
    }
}
