package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Where contacts rest (contactRestShare): the velocity solve lets a closing contact in to the rest
 * depth, the share times the slop; the position solve pushes only a contact deeper than the slop
 * plus the dead band, and back to the slop. A resting stack therefore sinks by the rest depth per
 * contact, and a contact anywhere between the rest depth and the slop is left where it is.
 */
class ContactRestDepthTest {

    private static final float HALF = 0.5f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Bare shapes (no collision skin), so a contact's reported depth is the whole overlap the band acts on. */
    private static NscConfig config(float restShare) {
        NscConfig c = Scenes.config(1);
        c.contactSkin = 0;
        c.contactRestShare = restShare;
        return c;
    }

    /** The ground contacts' depths (m, positive into the ground) of a unit cube placed with its bottom at {@code -depth}, after {@code steps}. */
    private static double[] cubeDepths(NscConfig c, float depth, int steps) {
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            w.createBody(new BodyDef().shape(w.shapes().box(HALF, HALF, HALF)).mass(1).friction(0.6f).position(0, HALF - depth, 0));
            int pushed = 0;
            for (int s = 0; s < steps; s++) {
                w.stepOnce();
                if (s >= steps / 2 && w.getLastStats().positionSolve.iterations > 0) pushed++;
            }
            double min = Double.POSITIVE_INFINITY, max = 0;
            for (int k = 0; k < w.getContactCount(); k++) {
                min = Math.min(min, -w.getContactDistance(k));
                max = Math.max(max, -w.getContactDistance(k));
            }
            return new double[] {min, max, pushed, w.getContactCount()};
        } finally {
            w.dispose();
        }
    }

    @Test
    void aCubeReleasedTouchingSettlesAtTheRestShareOfTheSlop() {
        for (float share : new float[] {1f, 0.5f, 0.125f}) {
            NscConfig c = config(share);
            double rest = share * c.contactSlop;
            double[] d = cubeDepths(c, 0, 120);
            System.out.printf("cube released touching, contactRestShare %.3f: contacts %.4f to %.4f mm deep (rest depth %.4f mm)%n",
                    share, d[0] * 1e3, d[1] * 1e3, rest * 1e3);
            assertEquals(4, (int) d[3], "a cube on the ground rests on its four corners");
            assertEquals(rest, d[0], 2e-5, "shallowest contact at share " + share);
            assertEquals(rest, d[1], 2e-5, "deepest contact at share " + share);
        }
    }

    @Test
    void aContactBetweenTheRestDepthAndTheSlopIsLeftAlone() {
        NscConfig c = config(0.125f);
        c.restRecoverySpeed = 0;
        float between = 0.5f * (0.125f * c.contactSlop + c.contactSlop);
        double[] d = cubeDepths(c, between, 120);
        System.out.printf("cube placed %.4f mm deep (rest %.4f, slop %.4f mm): contacts %.4f to %.4f mm after 2 s, %d position solves in its last second%n",
                between * 1e3, 0.125f * c.contactSlop * 1e3, c.contactSlop * 1e3, d[0] * 1e3, d[1] * 1e3, (int) d[2]);
        assertEquals(between, d[0], 2e-5, "neither pushed out nor sunk");
        assertEquals(between, d[1], 2e-5, "neither pushed out nor sunk");
        assertEquals(0, (int) d[2], "no position solve runs for a contact inside the band");
    }

    /**
     * With restRecoverySpeed, a contact between the rest depth and the slop is pushed back to the rest
     * depth, at that speed at most: a cube placed halfway rises by at most speed x h a step (erp 1 would
     * take it back in one), and ends within the rest depth's dead band.
     */
    @Test
    void aContactBetweenTheRestDepthAndTheSlopIsPushedBackAtTheRestRecoverySpeed() {
        NscConfig c = config(0.125f);
        c.restRecoverySpeed = 0.003f;
        double rest = 0.125f * c.contactSlop, perStep = c.restRecoverySpeed * c.timeStep;
        float between = 0.5f * (float) (rest + c.contactSlop);
        double[] one = cubeDepths(c, between, 2), settled = cubeDepths(c, between, 120);
        System.out.printf("cube placed %.4f mm deep, rest %.4f mm, restRecoverySpeed %.3f m/s (%.4f mm a step): %.4f to %.4f mm after 2 steps,"
                        + " %.4f to %.4f mm after 2 s%n", between * 1e3, rest * 1e3, c.restRecoverySpeed, perStep * 1e3, one[0] * 1e3, one[1] * 1e3,
                settled[0] * 1e3, settled[1] * 1e3);
        // the first step's collision sees the placed depth; the second's, one push later
        assertTrue(one[0] >= between - perStep - 2e-6 && one[1] < between - 0.5 * perStep,
                "after one push the contacts rose by about speed x h: " + one[0] + " to " + one[1] + " m");
        assertTrue(settled[0] >= rest - 2e-5 && settled[1] <= rest + c.recoveryDeadBand + 2e-5,
                "pushed back to within the rest depth's band: " + settled[0] + " to " + settled[1] + " m");
    }

    /**
     * A cube tilted inside the band (its corners 0.625 to 1.625 mm deep, rest 0.25 mm) stays tilted
     * without the push, since no corner is beyond the slop; with restRecoverySpeed every corner is
     * pushed back to the rest depth and the cube ends level, as a resting stack's bodies must for a
     * solve stopped at the tolerance not to follow their tilt.
     */
    @Test
    void aCubeTiltedInsideTheBandIsLevelledByThePushBackToTheRestDepth() {
        float tilt = 1e-3f, mean = 1.125e-3f; // 1 mm across the cube's 1 m face
        for (float speed : new float[] {0f, 0.6f}) {
            NscConfig c = config(0.125f);
            c.restRecoverySpeed = speed;
            NscWorld w = new NscWorld(c);
            try {
                Scenes.ground(w, 0.6f, 0);
                com.badlogic.gdx.math.Quaternion q = new com.badlogic.gdx.math.Quaternion(Vector3.Z, (float) Math.toDegrees(tilt));
                w.createBody(new BodyDef().shape(w.shapes().box(HALF, HALF, HALF)).mass(1).friction(0.6f).position(0, HALF - mean, 0).rotation(q));
                for (int s = 0; s < 120; s++) w.stepOnce();
                double min = Double.POSITIVE_INFINITY, max = 0;
                for (int k = 0; k < w.getContactCount(); k++) {
                    min = Math.min(min, -w.getContactDistance(k));
                    max = Math.max(max, -w.getContactDistance(k));
                }
                System.out.printf("cube tilted %.0e rad in the band, restRecoverySpeed %.1f m/s: corners %.4f to %.4f mm deep after 2 s%n", tilt, speed,
                        min * 1e3, max * 1e3);
                double rest = 0.125f * c.contactSlop;
                if (speed == 0) {
                    assertEquals(2 * HALF * tilt, max - min, 5e-5, "left alone, the cube keeps its tilt");
                } else {
                    assertTrue(min >= rest - 2e-5 && max <= rest + c.recoveryDeadBand + 2e-5, "levelled to the rest depth: " + min + " to " + max + " m");
                }
            } finally {
                w.dispose();
            }
        }
    }

    @Test
    void aContactDeeperThanTheSlopIsPushedBackToTheSlop() {
        NscConfig c = config(0.125f);
        double[] d = cubeDepths(c, 0.005f, 120);
        System.out.printf("cube placed 5 mm deep: contacts %.4f to %.4f mm after 2 s (slop %.4f mm, slop + band %.4f mm)%n",
                d[0] * 1e3, d[1] * 1e3, c.contactSlop * 1e3, (c.contactSlop + c.recoveryDeadBand) * 1e3);
        assertTrue(d[0] >= c.contactSlop - 2e-5 && d[1] <= c.contactSlop + c.recoveryDeadBand + 2e-5,
                "pushed back to within the slop's band: " + d[0] + " to " + d[1] + " m");
    }

    /**
     * Ten unit cubes, 1 kg and 100 kg alternating from a light one at the bottom, placed touching:
     * after 10 s the top cube has sunk by the ten contacts' rest depth (the sum of its faces' overlaps),
     * each contact resting in its band (the rest depth, up to the dead band deeper, where nothing
     * pushes), and no cube sank further on the way.
     */
    @Test
    void theOneToHundredColumnSinksByItsRestDepthPerContact() {
        NscConfig c = config(0.125f);
        double[] sink = columnSink(c);
        double topSink = sink[0], deepestSink = sink[1], expected = 10 * 0.125 * c.contactSlop;
        double band = 10 * (0.125 * c.contactSlop + c.recoveryDeadBand);
        System.out.printf("1:100 column of ten, contactRestShare 0.125: top sank %.4f mm (10 x rest depth %.4f mm, 10 x its band %.4f mm),"
                + " deepest sink on the way %.4f mm%n", topSink * 1e3, expected * 1e3, band * 1e3, deepestSink * 1e3);
        assertTrue(topSink >= 0.95 * expected && topSink <= band, "ten contacts at the rest depth: " + topSink + " m");
        assertTrue(deepestSink <= band, "no cube sank further on the way: " + deepestSink + " m");
    }

    /**
     * On bare shapes each of the column's ten contacts rests at the rest depth; with the default
     * collision skin (just under half that depth) the two skins of each contact hold all but the
     * rest depth less two skins, and the column stands within that of its given height.
     */
    @Test
    void theColumnSinksByTheRestDepthPerContactUnlessTheSkinsHoldIt() {
        NscConfig bare = Scenes.config(1);
        bare.contactSkin = 0;
        double[] sink = columnSink(bare);
        double expected = 10 * bare.contactSlop * bare.contactRestShare;
        System.out.printf("1:100 column of ten on bare shapes: top sank %.4f mm (10 x rest depth %.4f mm), deepest sink %.4f mm%n",
                sink[0] * 1e3, expected * 1e3, sink[1] * 1e3);
        assertEquals(expected, sink[0], 0.05 * expected, "ten contacts at the rest depth");
        assertTrue(sink[1] <= 1.05 * expected, "no cube sank further on the way: " + sink[1] + " m");

        NscConfig skinned = Scenes.config(1);
        assertTrue(skinned.contactSkin > 0, "a skin by default");
        sink = columnSink(skinned);
        expected = 10 * (skinned.contactSlop * skinned.contactRestShare - 2 * skinned.contactSkin);
        System.out.printf("1:100 column of ten at the default skin %.4f mm: top sank %.4f mm (10 x (rest depth - 2 skins) %.4f mm), deepest sink %.4f mm%n",
                skinned.contactSkin * 1e3, sink[0] * 1e3, expected * 1e3, sink[1] * 1e3);
        assertEquals(expected, sink[0], 2e-4, "the skins hold all but the rest depth less two skins");
        assertTrue(sink[1] <= 1e-3, "no cube sank further on the way: " + sink[1] + " m");
    }

    /** The top cube's sink and the deepest of any cube (m) over 10 s of a 1:100 column of ten unit cubes released touching. */
    private static double[] columnSink(NscConfig c) {
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0.6f, 0);
            RigidBody[] box = new RigidBody[10];
            for (int i = 0; i < box.length; i++)
                box[i] = w.createBody(new BodyDef().shape(w.shapes().box(HALF, HALF, HALF)).mass(i % 2 == 0 ? 1 : 100).friction(0.6f)
                        .position(0, HALF + 2 * HALF * i, 0));
            Vector3 p = new Vector3();
            double deepestSink = 0;
            for (int s = 0; s < 600; s++) {
                w.stepOnce();
                for (int i = 0; i < box.length; i++) deepestSink = Math.max(deepestSink, HALF + 2 * HALF * i - box[i].getPosition(p).y);
            }
            return new double[] {HALF + 2 * HALF * 9 - box[9].getPosition(p).y, deepestSink};
        } finally {
            w.dispose();
        }
    }
}
