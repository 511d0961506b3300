package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import io.github.gdxnsc.testutil.Allocation;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Contacts on the inner edges of triangle meshes and heightfields: a body crossing from one
 * triangle onto the next feels the faces, as on one solid surface, and a real step still stops it.
 */
class InnerEdgeTest {
    private static final float SLOPE_DEGREES = 20f, CELL = 0.5f, BALL_RADIUS = 0.25f;
    private static final double DROP = 1.0;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    private enum Surface { BOX, MESH, HEIGHTFIELD }

    /**
     * A mesh extruded along z (from -halfZ to halfZ in cells of {@code cell}) from a profile of (x, y)
     * points: two triangles per cell, corners shared, facing up.
     */
    static btCollisionShape extruded(NscShapes s, float[] profile, float halfZ, float cell) {
        int columns = profile.length / 2, rows = Math.round(2 * halfZ / cell) + 1;
        float[] v = new float[3 * columns * rows];
        for (int j = 0; j < rows; j++)
            for (int i = 0; i < columns; i++) {
                int o = 3 * (j * columns + i);
                v[o] = profile[2 * i];
                v[o + 1] = profile[2 * i + 1];
                v[o + 2] = -halfZ + j * cell;
            }
        int[] t = new int[6 * (columns - 1) * (rows - 1)];
        int k = 0;
        for (int j = 0; j + 1 < rows; j++)
            for (int i = 0; i + 1 < columns; i++) {
                int v00 = j * columns + i, v10 = v00 + 1, v01 = v00 + columns, v11 = v01 + 1;
                t[k++] = v00; t[k++] = v01; t[k++] = v11;
                t[k++] = v00; t[k++] = v11; t[k++] = v10;
            }
        return s.staticMesh(v, t);
    }

    /** The profile y = x tan(slope) from x0 to x1 in steps of {@code cell}. */
    private static float[] slopeProfile(float x0, float x1, float cell) {
        int n = Math.round((x1 - x0) / cell) + 1;
        float[] p = new float[2 * n];
        for (int i = 0; i < n; i++) {
            p[2 * i] = x0 + i * cell;
            p[2 * i + 1] = (float) (p[2 * i] * Math.tan(Math.toRadians(SLOPE_DEGREES)));
        }
        return p;
    }

    /**
     * A ball (friction 0.5 on 1) let go on a 20 degree slope rising along +x: {v^2 after its centre
     * dropped {@link #DROP}, the closed form 10/7 g dh on semi-implicit Euler's path}.
     */
    private static double[] rollingBall(Surface surface, boolean innerEdgeNormals) {
        NscConfig cfg = Scenes.config(1);
        cfg.innerEdgeNormals = innerEdgeNormals;
        NscWorld w = new NscWorld(cfg);
        try {
            NscShapes s = w.shapes();
            switch (surface) {
                case BOX:
                    Scenes.ground(w, 1f, SLOPE_DEGREES);
                    break;
                case MESH:
                    w.createBody(new BodyDef().shape(extruded(s, slopeProfile(-2, 7, CELL), 2, CELL)).mass(0).friction(1f));
                    break;
                default:
                    int columns = 19, rows = 9;
                    float[] h = new float[columns * rows];
                    for (int r = 0; r < rows; r++)
                        for (int c = 0; c < columns; c++) h[r * columns + c] = (float) (((c - (columns - 1) / 2.0) * CELL + 2.5) * Math.tan(Math.toRadians(SLOPE_DEGREES)));
                    w.createBody(new BodyDef().shape(s.heightfield(h, columns, rows, CELL)).mass(0).friction(1f).position(2.5f, 0, 0));
            }
            double th = Math.toRadians(SLOPE_DEGREES);
            float x0 = 4f;
            Vector3 start = new Vector3(x0 - BALL_RADIUS * (float) Math.sin(th), (float) (x0 * Math.tan(th) + BALL_RADIUS * Math.cos(th)), 0.3f);
            RigidBody ball = w.createBody(new BodyDef().shape(s.sphere(BALL_RADIUS)).mass(1).friction(0.5f).position(start));
            Vector3 p = new Vector3(), v = new Vector3();
            double g = cfg.gravity.len();
            for (int n = 1; n <= 600; n++) {
                w.stepOnce();
                double drop = start.y - ball.getPosition(p).y;
                if (drop >= DROP) return new double[] {ball.getLinearVelocity(v).len2(), 10.0 / 7 * g * drop * n / (n + 1.0)};
            }
            throw new AssertionError(surface + ": the ball did not roll down " + DROP + " m in 10 s");
        } finally {
            w.dispose();
        }
    }

    @Test
    void ballRollsDownTriangulatedSlopesAsDownABox() {
        double[] box = rollingBall(Surface.BOX, true), mesh = rollingBall(Surface.MESH, true), field = rollingBall(Surface.HEIGHTFIELD, true);
        double[] bare = rollingBall(Surface.MESH, false);
        String summary = String.format(Locale.ROOT, "v^2 / (10/7 g dh): box %.4f, mesh %.4f, heightfield %.4f; mesh with Bullet's edge normals %.4f",
                box[0] / box[1], mesh[0] / mesh[1], field[0] / field[1], bare[0] / bare[1]);
        System.out.println(summary);
        assertEquals(box[1], box[0], 0.01 * box[1], summary + ": the box slope");
        assertEquals(mesh[1], mesh[0], 0.01 * mesh[1], summary + ": the mesh slope");
        assertEquals(field[1], field[0], 0.01 * field[1], summary + ": the heightfield slope");
        assertEquals(box[0] / box[1], mesh[0] / mesh[1], 0.005, summary + ": the mesh against the box");
        assertEquals(box[0] / box[1], field[0] / field[1], 0.005, summary + ": the heightfield against the box");
        // the effect this guards against: Bullet's own edge normals brake the ball
        assertTrue(bare[0] / bare[1] < 0.97 * mesh[0] / mesh[1], summary + ": Bullet's edge normals did not brake the ball; the test no longer sees the effect");
    }

    /**
     * A box (combined mu 0.3) sent at 4 m/s across a flat floor: {deceleration over 40 steps, the
     * largest height its centre reached above its resting height}.
     */
    private static double[] slidingBox(boolean mesh, boolean innerEdgeNormals) {
        NscConfig cfg = Scenes.config(1);
        cfg.innerEdgeNormals = innerEdgeNormals;
        NscWorld w = new NscWorld(cfg);
        try {
            if (mesh) {
                float[] profile = new float[2 * 57];
                for (int i = 0; i < 57; i++) profile[2 * i] = -2 + 0.25f * i;
                w.createBody(new BodyDef().shape(extruded(w.shapes(), profile, 2, 0.25f)).mass(0).friction(1f));
            } else {
                Scenes.ground(w, 1f, 0);
            }
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.1f, 0.2f)).mass(1).friction(0.3f).position(0, 0.1f, 0.1f));
            for (int i = 0; i < 30; i++) w.stepOnce();
            Vector3 p = new Vector3(), v = new Vector3();
            double rest = box.getPosition(p).y;
            box.setLinearVelocity(new Vector3(4, 0, 0.6f));
            for (int i = 0; i < 5; i++) w.stepOnce();
            double v1 = box.getLinearVelocity(v).len(), lift = 0;
            int window = 40;
            for (int i = 0; i < window; i++) {
                w.stepOnce();
                lift = Math.max(lift, box.getPosition(p).y - rest);
            }
            double v2 = box.getLinearVelocity(v).len();
            return new double[] {(v1 - v2) / (window * cfg.timeStep), lift};
        } finally {
            w.dispose();
        }
    }

    @Test
    void boxSlidesOverATiledFloorAtMuG() {
        double g = 9.81f, expected = 0.3 * g;
        double[] floor = slidingBox(false, true), tiles = slidingBox(true, true), bare = slidingBox(true, false);
        String summary = String.format(Locale.ROOT, "deceleration (mu g = %.4f m/s^2): box floor %.4f, tiled mesh %.4f (Bullet's edge normals %.4f); most lift %.2e, %.2e, %.2e m",
                expected, floor[0], tiles[0], bare[0], floor[1], tiles[1], bare[1]);
        System.out.println(summary);
        assertEquals(expected, floor[0], 0.01 * expected, summary);
        // the tiles' edges cost the sliding solve some convergence: at the default 30 iterations the box
        // decelerates 1.2 % beyond mu g (0.3 % at 60); Bullet's own edge normals brake it 9-14 % beyond
        assertEquals(expected, tiles[0], 0.015 * expected, summary);
        assertTrue(tiles[1] < 1e-3, summary + ": the box hopped over the tiles' edges");
    }

    /**
     * A box sliding at 3 m/s toward a 0.1 m step up in a mesh floor (a concave edge at its foot, a
     * convex one at its top): the riser stops it, its face against the riser, and it does not climb.
     * It meets the riser between two steps, so it may go in by one step's travel (2.3 m/s there,
     * 3.8 cm a step) before the riser's contact pushes it back out.
     */
    @Test
    void aRealStepStillStopsASlidingBox() {
        NscConfig cfg = Scenes.config(1);
        NscWorld w = new NscWorld(cfg);
        try {
            float[] profile = new float[2 * 26];
            int k = 0;
            for (int i = 0; i <= 16; i++) { profile[k++] = -2 + 0.25f * i; profile[k++] = 0; }
            for (int i = 0; i <= 8; i++) { profile[k++] = 2 + 0.25f * i; profile[k++] = 0.1f; }
            w.createBody(new BodyDef().shape(extruded(w.shapes(), profile, 2, 0.25f)).mass(0).friction(1f));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.2f, 0.1f, 0.2f)).mass(1).friction(0.1f).position(0, 0.1f, 0.1f));
            for (int i = 0; i < 30; i++) w.stepOnce();
            box.setLinearVelocity(new Vector3(3, 0, 0));
            Vector3 p = new Vector3(), v = new Vector3();
            double furthest = -Double.MAX_VALUE, highest = -Double.MAX_VALUE, face = 2 - 0.2;
            for (int i = 0; i < 120; i++) {
                w.stepOnce();
                box.getPosition(p);
                furthest = Math.max(furthest, p.x);
                highest = Math.max(highest, p.y);
            }
            String summary = String.format(Locale.ROOT, "the box's centre got to x = %.4f and ends at %.4f (its face at the riser: %.4f), y at most %.4f, and ends at %.3f m/s",
                    furthest, p.x, face, highest, box.getLinearVelocity(v).len());
            System.out.println(summary);
            assertTrue(furthest < face + 3.0 / 60, summary + ": the box went into the step");
            assertTrue(p.x < face + 0.005 && p.x > face - 0.02, summary + ": the box does not stay at the riser");
            assertTrue(highest < 0.1 + 0.02, summary + ": the box climbed the step");
            assertTrue(v.len() < 0.1, summary + ": the box did not stop at the step");
        } finally {
            w.dispose();
        }
    }

    /** A ball and a box rolling and sliding over a tiled slope, stepped {@code steps} times; the positions' hash. */
    private static long overTiles(int threads, int steps, boolean measureAllocation) {
        NscConfig cfg = Scenes.config(threads);
        NscWorld w = new NscWorld(cfg);
        try {
            NscShapes s = w.shapes();
            w.createBody(new BodyDef().shape(extruded(s, slopeProfile(-2, 7, CELL), 2, CELL)).mass(0).friction(1f));
            double th = Math.toRadians(SLOPE_DEGREES);
            w.createBody(new BodyDef().shape(s.sphere(BALL_RADIUS)).mass(1).friction(0.5f)
                    .position(4f - BALL_RADIUS * (float) Math.sin(th), (float) (4 * Math.tan(th) + BALL_RADIUS * Math.cos(th)), -0.7f));
            w.createBody(new BodyDef().shape(s.box(0.2f, 0.1f, 0.2f)).mass(1).friction(0.1f).rotation(new Quaternion(Vector3.Z, SLOPE_DEGREES))
                    .position(4f - 0.1f * (float) Math.sin(th), (float) (4 * Math.tan(th) + 0.1f * Math.cos(th)), 0.8f));
            int corrected = 0;
            for (int i = 0; i < steps; i++) {
                w.stepOnce();
                corrected += WorldAccess.collision(w).innerEdgeCorrections();
            }
            assertTrue(corrected > 0, "no contact met an inner edge: the scene no longer tests them");
            if (measureAllocation) assertEquals(0, Allocation.leastOf(5, () -> {
                for (int i = 0; i < 5; i++) w.stepOnce();
            }), "bytes allocated by five steps over the tiles");
            return Scenes.positionHash(w);
        } finally {
            w.dispose();
        }
    }

    @Test
    void edgesAllocateNothingAndGiveTheSameBitsOnAnyThreadCount() {
        overTiles(1, 60, true);
        assertEquals(overTiles(1, 90, false), overTiles(2, 90, false), "positions after 90 steps, 1 thread against 2");
    }
}
