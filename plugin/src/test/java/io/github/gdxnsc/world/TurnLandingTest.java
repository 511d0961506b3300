package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Boxes turning onto the ground in one step, at the budgets the penetration guard works at: no
 * corner ends deeper than the guard's threshold. Nothing touches at the start (Bullet's box-box
 * detector reports a pair only once it overlaps).
 * <ul>
 * <li>A box still but for a spin that swings its lowest edge, 3 mm above the ground box, down at 2.4
 * m/s, 40 mm in the step: the centre moves less than the landing sweep's distance, so only a sweep
 * that follows the turn sees the landing.</li>
 * <li>A plank gliding over the ground and sinking toward it, its centre closing by less than the
 * sweep's distance in the step and its turn swinging an end by less than that too, so neither the
 * path's sweep nor the turn's would land it, while the two together bring that end 16 mm into the
 * ground: the path's sweep meets the ground, and the pair it met is kept as a speculative contact,
 * which the guard then holds at the plank's corners.</li>
 * <li>Two bodies in the air, a plank spinning so that one end swings up and a cube falling onto that
 * end: each sweep moves its own body through the world as it stands and misses the other, while
 * together they close 15 mm past the pair's gap in the step. The pair's faces become speculative
 * contacts, which hold the gap, with the guard (budget 10) and without it (30).</li>
 * </ul>
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

    @Test
    void aPlankSinkingAndTurningBelowBothSweepsEndsNoCornerPastTheGuard() {
        NscConfig c = Scenes.config(1);
        c.maxIterations = 10;
        float hx = 0.5f, hy = 0.05f, hz = 0.1f, halfDiagonal = (float) Math.sqrt(hx * hx + hy * hy + hz * hz);
        float sink = 0.4f, glide = 1.2f, spin = 1.15f;
        // the control: each sweep alone stays under its distance (the free velocity includes a step of gravity)
        float closing = (sink + 9.81f * c.timeStep) * c.timeStep, turn = spin * halfDiagonal * c.timeStep;
        assertTrue(closing < c.landingSweep && turn < c.landingSweep, "closing " + closing + " m, turn " + turn + " m in a step");
        float[] on = plankLowest(c, hx, hy, hz, glide, sink, spin, 1), later = plankLowest(c, hx, hy, hz, glide, sink, spin, 5);
        System.out.printf("sinking and turning plank: lowest corner %.2f mm after the step, %.2f mm over 5 steps (%.1f mm of closing and %.1f of turn in the step)%n",
                1e3 * on[0], 1e3 * later[0], 1e3 * closing, 1e3 * on[1] * c.timeStep);
        // and together they reach past the guard: the end swings down by the turn as the centre closes
        assertTrue(closing + on[1] * c.timeStep - GAP > c.penetrationGuard + 0.004f, "the step would bring the end only "
                + (closing + on[1] * c.timeStep - GAP) + " m in");
        assertTrue(-on[0] <= c.penetrationGuard, "the lowest corner is " + -on[0] + " m deep after the step");
        assertTrue(-later[0] <= c.penetrationGuard, "the lowest corner is " + -later[0] + " m deep within 5 steps");
    }

    @Test
    void aFallingCubeAndASpinningPlankThatEachSweepPastTheOtherDoNotMeetDeep() {
        // with the guard (10) and without it (30): the pair's row holds the gap either way
        for (int budget : new int[] {10, 30}) {
            NscConfig c = Scenes.config(1);
            c.maxIterations = budget;
            float hx = 0.3f, hy = 0.05f, hz = 0.05f, cube = 0.1f, gap = 0.02f, fall = 0.95f, spin = 3.8f, cubeX = 0.25f;
            float h = c.timeStep, gravityStep = 9.81f * h * h;
            // the control: the cube's path (with its step of gravity) stops short of the plank as it stands, the plank's
            // end (rising by the spin, falling by its step of gravity) short of the cube as it stands; together they
            // close past the gap by more than the guard lets a contact sink
            float cubePath = fall * h + gravityStep, endRise = spin * hx * h - gravityStep;
            assertTrue(cubePath < gap && endRise < gap, "the cube's path " + cubePath + " m, the end's rise " + endRise + " m, against the gap " + gap);
            assertTrue(fall * h + spin * hx * h - gap > c.penetrationGuard + 0.004f, "together they close only " + (fall * h + spin * hx * h) + " m");
            NscWorld w = new NscWorld(c);
            try {
                RigidBody plank = w.createBody(new BodyDef().shape(w.shapes().box(hx, hy, hz)).mass(2).friction(0.5f).position(0, 1, 0));
                RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(cube, cube, cube)).mass(1).friction(0.5f)
                        .position(cubeX, 1 + hy + gap + cube, 0));
                plank.setAngularVelocity(new Vector3(0, 0, spin));
                box.setLinearVelocity(new Vector3(0, -fall, 0));
                w.stepOnce();
                float depth = endDepthUnder(plank, hx, hy, hz, box, cube);
                System.out.printf("falling cube onto a spinning plank's end, budget %d: %.2f mm deep after the step (%.1f mm of fall and %.1f of rise against a %.0f mm gap)%n",
                        budget, 1e3 * depth, 1e3 * fall * h, 1e3 * spin * hx * h, 1e3 * gap);
                assertTrue(depth <= 2 * c.contactSlop, "budget " + budget + ": the plank's end is " + depth + " m into the cube after the step");
            } finally {
                w.dispose();
            }
        }
    }

    /** How far (m, 0 when apart) the plank's highest corner under the cube's footprint lies above the cube's bottom face; the cube is not turned. */
    private static float endDepthUnder(RigidBody plank, float hx, float hy, float hz, RigidBody box, float cube) {
        Vector3 p = plank.getPosition(new Vector3()), b = box.getPosition(new Vector3()), corner = new Vector3();
        Quaternion q = plank.getRotation(new Quaternion());
        float depth = 0;
        for (int k = 0; k < 8; k++) {
            corner.set((k & 1) == 0 ? -hx : hx, (k & 2) == 0 ? -hy : hy, (k & 4) == 0 ? -hz : hz).mul(q).add(p);
            if (Math.abs(corner.x - b.x) <= cube && Math.abs(corner.z - b.z) <= cube) depth = Math.max(depth, corner.y - (b.y - cube));
        }
        return depth;
    }

    /** The lowest corner's height over the ground (m; negative: inside it) at its lowest over the first {@code steps} steps, and the edge's speed down at the start (m/s). */
    static float[] lowestAfterSteps(NscConfig c, int steps) {
        return lowest(c, HX, HY, HZ, 20, 0, 0, SPIN, steps);
    }

    /** As {@link #lowestAfterSteps} for a plank tilted by 1 degree, gliding along x and sinking at the given speeds (m/s), turning at {@code spin} (rad/s). */
    private static float[] plankLowest(NscConfig c, float hx, float hy, float hz, float glide, float sink, float spin, int steps) {
        return lowest(c, hx, hy, hz, 1, glide, sink, spin, steps);
    }

    /**
     * A box of half extents (hx, hy, hz) turned by {@code tiltDeg} about z, its lowest edge GAP over the
     * ground, moving at (glide, -sink, 0) and spinning about z at {@code spin} so that that edge goes
     * down; its lowest corner's height at its lowest over {@code steps} steps, and that edge's speed
     * down by the spin at the start.
     */
    private static float[] lowest(NscConfig c, float hx, float hy, float hz, float tiltDeg, float glide, float sink, float spin,
            int steps) {
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.5f, 0);
            Quaternion q = new Quaternion(Vector3.Z, tiltDeg);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(hx, hy, hz)).mass(2).friction(0.5f).position(0, 1, 0).rotation(q));
            // lift the box so that its lowest edge is GAP over the ground, and spin it so that edge goes down
            float[] low = lowestCorner(box, hx, hy, hz);
            box.setTransform(new Vector3(0, 1 + GAP - low[0], 0), q);
            float turn = low[1] > 0 ? -spin : spin;
            box.setAngularVelocity(new Vector3(0, 0, turn));
            if (glide != 0 || sink != 0) box.setLinearVelocity(new Vector3(glide, -sink, 0));
            float speed = Math.abs(turn * low[1]), lowest = Float.POSITIVE_INFINITY;
            for (int s = 0; s < steps; s++) {
                w.stepOnce();
                lowest = Math.min(lowest, lowestCorner(box, hx, hy, hz)[0]);
            }
            return new float[] {lowest, speed};
        } finally {
            w.dispose();
        }
    }

    /** The box's lowest corner: its height and its x less the centre's. */
    private static float[] lowestCorner(RigidBody box, float hx, float hy, float hz) {
        Vector3 p = box.getPosition(new Vector3()), corner = new Vector3();
        Quaternion q = box.getRotation(new Quaternion());
        float y = Float.POSITIVE_INFINITY, x = 0;
        for (int k = 0; k < 8; k++) {
            corner.set((k & 1) == 0 ? -hx : hx, (k & 2) == 0 ? -hy : hy, (k & 4) == 0 ? -hz : hz).mul(q);
            if (p.y + corner.y < y) {
                y = p.y + corner.y;
                x = corner.x;
            }
        }
        return new float[] {y, x};
    }
}
