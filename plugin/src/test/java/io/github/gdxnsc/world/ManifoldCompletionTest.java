package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A box sliding over a box faster than Bullet's manifold keeps its points (2 % of its half diagonal
 * a step: 1 m/s for a unit cube, 0.2 m/s for a 0.2 m one), or resting or sliding on a flat
 * heightfield, keeps a face's four corners in contact (NscConfig.completeManifolds), so it slides
 * flat: a frictionless one keeps its speed and never turns or bobs; one with friction stops where
 * Coulomb's law stops it; none is held past the edge of what is under it.
 */
class ManifoldCompletionTest {
    private static final float DT = 1 / 60f, G = 9.81f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** What a unit cube launched along x over a box ground does over 600 steps (10 s; the first 30 left to settle). */
    private static final class Slide {
        double maxTurn, maxBob, lowest = Double.POSITIVE_INFINITY, maxSpeedChange;
        int fewestContacts = Integer.MAX_VALUE;
        float travelled, endSpeed;
    }

    private static Slide slide(float speed, float friction, boolean complete) {
        return slide(0.5f, speed, friction, complete);
    }

    private static Slide slide(float half, float speed, float friction, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, friction, 0);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(half, half, half)).mass(1).friction(friction)
                    .position(-45, half, 0).linearVelocity(speed, 0, 0));
            Slide s = new Slide();
            Vector3 p = new Vector3(), v = new Vector3(), omega = new Vector3();
            float last = speed;
            for (int step = 1; step <= 600; step++) {
                w.stepOnce();
                box.getLinearVelocity(v);
                if (step > 30 && v.x > 0.05f) {
                    s.maxTurn = Math.max(s.maxTurn, box.getAngularVelocity(omega).len());
                    s.maxBob = Math.max(s.maxBob, Math.abs(v.y));
                    s.lowest = Math.min(s.lowest, box.getPosition(p).y);
                    s.maxSpeedChange = Math.max(s.maxSpeedChange, Math.abs(v.x - last));
                    s.fewestContacts = Math.min(s.fewestContacts, w.getContactCount());
                }
                last = v.x;
            }
            s.travelled = box.getPosition(p).x + 45;
            s.endSpeed = box.getLinearVelocity(v).x;
            return s;
        } finally {
            w.dispose();
        }
    }

    @Test
    void aFrictionlessBoxSlidingFastOverABoxStaysFlatAndKeepsItsSpeed() {
        // a unit cube at 2 and 4 m/s, a 0.2 m cube at 0.5 m/s
        for (float[] run : new float[][] {{0.5f, 2}, {0.5f, 4}, {0.1f, 0.5f}}) {
            float half = run[0], speed = run[1];
            Slide on = slide(half, speed, 0, true), off = slide(half, speed, 0, false);
            System.out.printf("frictionless %.1f m cube at %.1f m/s: turn %.2e / %.2e rad/s, bob %.2e / %.2e m/s, lowest centre %.5f / %.5f m,"
                    + " fewest contacts %d / %d (completed / Bullet's manifold alone)%n", 2 * half, speed, on.maxTurn, off.maxTurn, on.maxBob, off.maxBob,
                    on.lowest, off.lowest, on.fewestContacts, off.fewestContacts);
            // the control: Bullet's manifold alone loses corners at this speed, and the box's rocking grows within the 10 s
            assertTrue(off.maxTurn > 0.05, "without completion the box should rock at " + speed + " m/s: " + off.maxTurn);
            assertEquals(4, on.fewestContacts, "a face's four corners at " + speed + " m/s");
            assertTrue(on.maxTurn < 1e-3, "turned at " + on.maxTurn + " rad/s at " + speed + " m/s");
            assertTrue(on.maxBob < 1e-3, "bobbed at " + on.maxBob + " m/s at " + speed + " m/s");
            assertTrue(on.lowest > half - 0.002, "sank to " + on.lowest + " at " + speed + " m/s");
            // no friction, no tilt: nothing changes its speed along the ground
            assertTrue(on.maxSpeedChange < 1e-4, "speed changed by " + on.maxSpeedChange + " m/s in a step at " + speed + " m/s");
        }
    }

    /**
     * The corners added are those of the faces' overlap, and a line's ends those over the face, never
     * past the face under the body: a cube, and a capsule lying across the way, sliding frictionless
     * at 2 m/s along a 4 m long table (a static box raised 2 m) leave it at its end and fall, as they
     * do with Bullet's manifold alone; the cube slides flat until its centre passes the edge.
     */
    @Test
    void aBoxOrCapsuleSlidingOffATableFallsOffItsEnd() {
        for (boolean capsule : new boolean[] {false, true}) for (boolean complete : new boolean[] {true, false}) {
            NscConfig c = Scenes.config(1);
            c.completeManifolds = complete;
            NscWorld w = new NscWorld(c);
            try {
                Scenes.ground(w, 0, 0);
                w.createBody(new BodyDef().shape(w.shapes().box(2, 1, 2)).mass(0).friction(0).position(0, 1, 0));
                // a capsule lies along z and slides sideways, its line across the table
                RigidBody box = w.createBody(new BodyDef().shape(capsule ? w.shapes().capsule(0.5f, 0.8f) : w.shapes().box(0.5f, 0.5f, 0.5f))
                        .mass(1).friction(0).position(-1.5f, 2.5f, 0).rotation(new com.badlogic.gdx.math.Quaternion(Vector3.X, capsule ? 90 : 0))
                        .linearVelocity(2, 0, 0));
                Vector3 p = new Vector3(), omega = new Vector3();
                double turnOnTable = 0;
                for (int step = 1; step <= 180; step++) {
                    w.stepOnce();
                    box.getPosition(p);
                    // on the table, while its centre is short of the edge (x = 2)
                    if (step > 30 && p.x < 1.9) turnOnTable = Math.max(turnOnTable, box.getAngularVelocity(omega).len());
                }
                System.out.printf("%s off the table (%s): centre at x %.3f y %.3f after 3 s; turn on the table %.2e rad/s%n", capsule ? "capsule" : "box",
                        complete ? "completed" : "Bullet's manifold alone", p.x, p.y, turnOnTable);
                assertTrue(p.y < 1, "the box stayed up at y " + p.y + " (completeManifolds " + complete + ")");
                assertTrue(p.x > 2, "the box did not pass the table's end: x " + p.x);
                if (complete && !capsule) assertTrue(turnOnTable < 1e-3, "turned at " + turnOnTable + " rad/s on the table");
            } finally {
                w.dispose();
            }
        }
    }

    /** A frictionless 0.2 m cube on a flat heightfield of 1 m cells, launched at {@code speed}: its largest turn and dip after 0.5 s, and where it ended. */
    private static double[] onHeightfield(float speed, float startX, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().heightfield(new float[101 * 101], 101, 101, 1f)).mass(0).friction(0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.1f, 0.1f, 0.1f)).mass(1).friction(0)
                    .position(startX, 0.1f, 0.2f).linearVelocity(speed, 0, 0));
            Vector3 p = new Vector3(), omega = new Vector3();
            double turn = 0, lowest = Double.POSITIVE_INFINITY;
            for (int step = 1; step <= 300; step++) {
                w.stepOnce();
                if (step <= 30 || box.getPosition(p).x > 49.8) continue; // over the terrain, short of its edge
                turn = Math.max(turn, box.getAngularVelocity(omega).len());
                lowest = Math.min(lowest, p.y);
            }
            box.getPosition(p);
            return new double[] {turn, lowest, p.x, p.y};
        } finally {
            w.dispose();
        }
    }

    /**
     * Bullet's points between a box and a flat heightfield lie where each triangle's detector put
     * them, seldom at the box's corners: with them alone a 0.2 m cube rocks at rest and tumbles as it
     * slides. With the corners completed from the surface under them it stays flat, resting and
     * sliding.
     */
    @Test
    void aBoxOnAFlatHeightfieldStaysFlatAtRestAndSliding() {
        for (float speed : new float[] {0, 0.5f}) {
            double[] on = onHeightfield(speed, -45, true), off = onHeightfield(speed, -45, false);
            System.out.printf("0.2 m cube on a heightfield at %.1f m/s: turn %.2e / %.2e rad/s, lowest centre %.5f / %.5f m (completed / Bullet's points alone)%n",
                    speed, on[0], off[0], on[1], off[1]);
            assertTrue(off[0] > 0.3, "Bullet's points alone should rock the cube at " + speed + " m/s: " + off[0]);
            assertTrue(on[0] < 0.02, "turned at " + on[0] + " rad/s at " + speed + " m/s");
            assertTrue(on[1] > 0.1 - 0.001, "sank to " + on[1] + " at " + speed + " m/s");
        }
    }

    /** No corner gets a surface where the terrain ends: a cube sliding off the heightfield's edge (x = 50) falls off it. */
    @Test
    void aBoxSlidingOffAHeightfieldsEdgeFalls() {
        double[] end = onHeightfield(2, 48, true);
        System.out.printf("off the heightfield: x %.3f y %.3f after 5 s%n", end[2], end[3]);
        assertTrue(end[2] > 50.1 && end[3] < -1, "the cube should have left the terrain and fallen: x " + end[2] + ", y " + end[3]);
    }

    /**
     * A capsule or cylinder (radius 0.15 m) lying along z on a box ground, or on a flat heightfield of
     * 1 m cells (x, z within +-50), from x = startX, launched with (vx, vz) and rolling with vx: its
     * largest vertical speed after 0.5 s, its lowest centre, where it ended (x, z), its speed at the
     * end (10 s), its kinetic energy at 0.5 s and at the end, and its height at the end.
     */
    private static double[] lying(boolean capsule, float vx, float vz, float friction, boolean complete, boolean heightfield, float startX) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            if (heightfield) w.createBody(new BodyDef().shape(w.shapes().heightfield(new float[101 * 101], 101, 101, 1f)).mass(0).friction(friction));
            else Scenes.ground(w, friction, 0);
            float r = 0.15f;
            RigidBody body = w.createBody(new BodyDef().shape(capsule ? w.shapes().capsule(r, 0.8f) : w.shapes().cylinder(r, 0.5f, r))
                    .mass(1).friction(friction).position(startX, r, -25).rotation(new com.badlogic.gdx.math.Quaternion(Vector3.X, 90))
                    .linearVelocity(vx, 0, vz).angularVelocity(0, 0, -vx / r));
            Vector3 p = new Vector3(), v = new Vector3();
            double bob = 0, lowest = Double.POSITIVE_INFINITY, energy = 0;
            for (int step = 1; step <= 600; step++) {
                w.stepOnce();
                if (step == 30) energy = body.getKineticEnergy();
                if (step <= 30) continue;
                bob = Math.max(bob, Math.abs(body.getLinearVelocity(v).y));
                lowest = Math.min(lowest, body.getPosition(p).y);
            }
            body.getPosition(p);
            return new double[] {bob, lowest, p.x, p.z, body.getLinearVelocity(v).len(), energy, body.getKineticEnergy(), p.y};
        } finally {
            w.dispose();
        }
    }

    /**
     * A capsule or cylinder lying on a box touches along a line, where Bullet's detectors put a few
     * points where they fall: sliding along its axis it bobbed at 0.14-0.17 m/s, a rolling body at
     * 0.14-0.20, and a rolling cylinder, standing on one end of its line and on the points its roll
     * carried back off it, sank and gained speed (1 to 1.5 m/s in 10 s). With the line's two ends
     * completed wherever no point lies on the line there, both slide and roll still, and a rolling
     * body gains no energy and keeps rolling.
     */
    @Test
    void aCapsuleOrCylinderLyingOnABoxSlidesAndRollsWithoutBobbing() {
        lyingRunsHoldStill(false, new float[][] {{0, 2, 0}, {0, 0.5f, 0}, {1, 0, 0.5f}});
    }

    /**
     * Each run (vx, vz, friction) of a capsule and a cylinder lying on the ground (a box, or a flat
     * heightfield), completed against not: Bullet's points alone bob it; completed it bobs under 0.01
     * m/s, does not sink, makes no energy (1 % for the integrator over 10 s) and keeps its speed.
     */
    private static void lyingRunsHoldStill(boolean heightfield, float[][] runs) {
        String ground = heightfield ? " on a heightfield" : "";
        for (boolean capsule : new boolean[] {true, false}) {
            for (float[] run : runs) {
                double[] on = lying(capsule, run[0], run[1], run[2], true, heightfield, 0), off = lying(capsule, run[0], run[1], run[2], false, heightfield, 0);
                String what = (capsule ? "capsule" : "cylinder") + (run[0] != 0 ? " rolling at " + run[0] : " sliding at " + run[1]) + " m/s" + ground;
                System.out.printf("%s: vertical speed up to %.4f / %.4f m/s, lowest centre %.5f / %.5f m, speed at 10 s %.4f / %.4f m/s, "
                        + "kinetic energy from 0.5 to 10 s %+.2f / %+.2f %% (completed / not)%n", what, on[0], off[0], on[1], off[1], on[4], off[4],
                        100 * (on[6] / on[5] - 1), 100 * (off[6] / off[5] - 1));
                assertTrue(off[0] > 0.05, "without the line's ends the " + what + " should bob: " + off[0]);
                assertTrue(on[0] < 0.01, "the " + what + " bobbed at " + on[0] + " m/s, " + off[0] + " without");
                assertTrue(on[1] > 0.15 - 0.002, "the " + what + " sank to " + on[1]);
                assertTrue(on[6] <= 1.01 * on[5], "the " + what + " gained kinetic energy: " + on[5] + " J to " + on[6] + " J");
                // a free roll or frictionless slide keeps going; on a heightfield the triangles' points ahead of a rolling
                // body's line, left there, pushed against the roll (half its energy in 10 s)
                float start = Math.max(run[0], run[1]);
                assertTrue(on[4] > 0.95 * start, "the " + what + " ended at " + on[4] + " m/s");
            }
        }
    }

    /**
     * On a flat heightfield each triangle gives the point its detector found, anywhere along the body:
     * a cylinder or capsule lying on it bobbed at 0.07-0.13 m/s rolling at 1 m/s or sliding at 2 m/s,
     * a resting cylinder rolled half a metre in 10 s, and a rolling cylinder lost two thirds of its
     * energy in 10 s. With the line's ends completed from the surface under them and the triangles'
     * points moved onto the line, they roll and slide still, keep their energy and speed, and a
     * capsule rolling off the terrain's edge still falls (no end gets a surface where none lies).
     */
    @Test
    void aCapsuleOrCylinderLyingOnAHeightfieldRollsAndSlidesWithoutBobbing() {
        lyingRunsHoldStill(true, new float[][] {{0, 2, 0}, {1, 0, 0.5f}});
        double[] end = lying(true, 1, 0, 0.5f, true, true, 45);
        System.out.printf("capsule rolling off the heightfield: x %.3f y %.3f after 10 s%n", end[2], end[7]);
        assertTrue(end[2] > 50.1 && end[7] < -1, "the capsule should have rolled off the terrain and fallen: x " + end[2] + ", y " + end[7]);
    }

    /**
     * A cylinder (radius 0.15 m, half height 0.5 m) standing on its flat face, launched frictionless
     * along x over a box ground or a flat heightfield: its largest vertical speed and rocking (its turn
     * about horizontal axes) after 0.5 s.
     */
    private static double[] standing(boolean heightfield, float speed, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            if (heightfield) w.createBody(new BodyDef().shape(w.shapes().heightfield(new float[101 * 101], 101, 101, 1f)).mass(0).friction(0));
            else Scenes.ground(w, 0, 0);
            RigidBody body = w.createBody(new BodyDef().shape(w.shapes().cylinder(0.15f, 0.5f, 0.15f)).mass(1).friction(0)
                    .position(-40, 0.5f, 0.3f).linearVelocity(speed, 0, 0));
            double[] motion = slideFor10s(w, body);
            return new double[] {motion[0], motion[1]}; // rocking, not the free spin about the axis
        } finally {
            w.dispose();
        }
    }

    /**
     * Steps {@code w} 10 s: the body's largest vertical speed, its largest turn about horizontal axes
     * (rocking) and its largest turn, after 0.5 s.
     */
    private static double[] slideFor10s(NscWorld w, RigidBody body) {
        Vector3 v = new Vector3(), omega = new Vector3();
        double bob = 0, rocking = 0, turn = 0;
        for (int step = 1; step <= 600; step++) {
            w.stepOnce();
            if (step <= 30) continue;
            bob = Math.max(bob, Math.abs(body.getLinearVelocity(v).y));
            body.getAngularVelocity(omega);
            rocking = Math.max(rocking, Math.sqrt(omega.x * omega.x + omega.z * omega.z));
            turn = Math.max(turn, omega.len());
        }
        return new double[] {bob, rocking, turn};
    }

    /**
     * Bullet's perturbed detections put a standing cylinder's points where they fall under its face,
     * often one in its middle: sliding frictionless it rocked (0.17 m/s of bob at 0.5 m/s over a box,
     * 0.03-0.05 on a heightfield or faster). With its rim's four points completed it slides flat.
     */
    @Test
    void aCylinderStandingOnItsFaceSlidesFlat() {
        for (boolean heightfield : new boolean[] {false, true}) {
            for (float speed : new float[] {0.5f, 2}) {
                double[] on = standing(heightfield, speed, true), off = standing(heightfield, speed, false);
                String what = "standing cylinder sliding at " + speed + " m/s on a " + (heightfield ? "heightfield" : "box");
                System.out.printf("%s: vertical speed up to %.4f / %.4f m/s, rocking up to %.4f / %.4f rad/s (completed / not)%n", what, on[0], off[0],
                        on[1], off[1]);
                assertTrue(off[0] > 0.02, "without the rim the " + what + " should rock: " + off[0] + " m/s");
                assertTrue(on[0] < 0.01 && on[0] < off[0] / 3 && on[1] < off[1] / 3, "the " + what + " bobbed at " + on[0] + " m/s and rocked at "
                        + on[1] + " rad/s (" + off[0] + " and " + off[1] + " without)");
            }
        }
    }

    /**
     * A convex hull of a 0.5 m cube's corners (rounded by Bullet's default margin) launched
     * frictionless over a box ground: its largest vertical speed and turn after 0.5 s.
     */
    private static double[] hullSliding(float speed, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            Scenes.ground(w, 0, 0);
            RigidBody hull = w.createBody(new BodyDef().shape(w.shapes().convexHull(corners(0.25f, 0.25f, 0.25f, 0))).mass(1).friction(0)
                    .position(-40, 0.3f, 0).linearVelocity(speed, 0, 0));
            double[] motion = slideFor10s(w, hull);
            return new double[] {motion[0], motion[2]};
        } finally {
            w.dispose();
        }
    }

    /**
     * A hull sliding on its face over a box loses its points as a box does, and Bullet's perturbed
     * detections put the new ones where they fall: at 2 and 4 m/s it rocked at 0.4-0.5 rad/s with
     * 0.24 m/s of bob. Sliding, its face's vertices are completed and it slides flat.
     */
    @Test
    void aHullSlidingOnItsFaceOverABoxStaysFlat() {
        for (float speed : new float[] {0.5f, 2, 4}) {
            double[] on = hullSliding(speed, true), off = hullSliding(speed, false);
            System.out.printf("hull cube sliding at %.1f m/s: vertical speed up to %.4f / %.4f m/s, turn up to %.4f / %.4f rad/s (completed / not)%n",
                    speed, on[0], off[0], on[1], off[1]);
            assertTrue(off[1] > 0.1, "without the completion the hull should rock at " + speed + " m/s: " + off[1] + " rad/s");
            assertTrue(on[0] < 0.01 && on[1] < off[1] / 5, "the hull at " + speed + " m/s bobbed at " + on[0] + " m/s and turned at " + on[1]
                    + " rad/s (" + off[1] + " without)");
        }
    }

    /** The 8 corners of a box of half extents (hx, hy, hz) centred dy above the origin, as hull points. */
    private static float[] corners(float hx, float hy, float hz, float dy) {
        float[] p = new float[24];
        for (int i = 0; i < 8; i++) {
            p[3 * i] = (i & 1) == 0 ? -hx : hx;
            p[3 * i + 1] = ((i & 2) == 0 ? -hy : hy) + dy;
            p[3 * i + 2] = (i & 4) == 0 ? -hz : hz;
        }
        return p;
    }

    /**
     * A 0.5 m cube (a convex hull of its corners, or a box) launched along x over a convex hull slab
     * whose top points lie at y = 0 and whose end is at x = {@code slabEnd}: static, or a 1,000 kg body
     * ({@code movingSlab}, its top points at y = 1.04) lying on a box ground. Returns the cube's largest vertical speed
     * against the slab's surface under it, its rocking and turn after 0.5 s, while it lies over the slab
     * ({@link #slideFor10s}'s three), then its end speed along x and its end height. Against the surface: the
     * moving slab's own rest on the ground is {@link #aHeavyHullSlabKeepsStillUnderASlidingLoad}'s.
     */
    private static double[] onHullSlab(boolean boxCube, boolean movingSlab, float slabEnd, float speed, float friction, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            float half = 0.5f * (slabEnd + 45);
            float[] points = corners(half, 0.5f, 10, 0);
            final RigidBody slab;
            if (movingSlab) {
                Scenes.ground(w, friction, 0);
                // resting on the ground by its margin (Bullet's hull is its points grown by 4 cm)
                slab = w.createBody(new BodyDef().shape(w.shapes().convexHull(points)).mass(1000).friction(friction).position(slabEnd - half, 0.54f, 0));
            } else {
                slab = w.createBody(new BodyDef().shape(w.shapes().convexHull(points)).mass(0).friction(friction).position(slabEnd - half, -0.5f, 0));
            }
            float slabTop = movingSlab ? 1.04f : 0; // the slab's top points; its surface lies a margin above them
            RigidBody cube = w.createBody(new BodyDef().shape(boxCube ? w.shapes().box(0.25f, 0.25f, 0.25f)
                    : w.shapes().convexHull(corners(0.25f, 0.25f, 0.25f, 0))).mass(1).friction(friction)
                    .position(-40, slabTop + (boxCube ? 0.29f : 0.33f), 0).linearVelocity(speed, 0, 0));
            Vector3 p = new Vector3(), v = new Vector3(), omega = new Vector3(), slabP = new Vector3(), slabV = new Vector3(), slabW = new Vector3();
            double bob = 0, rocking = 0, turn = 0;
            for (int step = 1; step <= 600; step++) {
                w.stepOnce();
                if (step <= 30 || cube.getPosition(p).x > slabEnd - 0.3f) continue;
                // against the slab's surface under it: a moving slab rests on Bullet's points on the ground, and rocks on them
                slab.getPosition(slabP);
                slab.getLinearVelocity(slabV);
                slab.getAngularVelocity(slabW);
                double surface = slabV.y + slabW.z * (p.x - slabP.x) - slabW.x * (p.z - slabP.z);
                bob = Math.max(bob, Math.abs(cube.getLinearVelocity(v).y - surface));
                cube.getAngularVelocity(omega);
                rocking = Math.max(rocking, Math.sqrt(omega.x * omega.x + omega.z * omega.z));
                turn = Math.max(turn, omega.len());
            }
            return new double[] {bob, rocking, turn, cube.getLinearVelocity(v).x, cube.getPosition(p).y - slabTop};
        } finally {
            w.dispose();
        }
    }

    /**
     * A 1,000 kg hull slab (105 x 1 x 20 m) lying on a box ground, a 0.5 m hull cube launched
     * frictionless along it from x = {@code x0}: the largest vertical speed of the slab and of the
     * cube against the slab's surface under it, after 0.5 s, while the cube is over the slab.
     */
    private static double[] loadOverHullSlab(float x0, float speed) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0, 0);
            float half = 52.5f;
            RigidBody slab = w.createBody(new BodyDef().shape(w.shapes().convexHull(corners(half, 0.5f, 10, 0))).mass(1000).friction(0)
                    .position(60 - half, 0.54f, 0));
            RigidBody cube = w.createBody(new BodyDef().shape(w.shapes().convexHull(corners(0.25f, 0.25f, 0.25f, 0))).mass(1).friction(0)
                    .position(x0, 1.37f, 0).linearVelocity(speed, 0, 0));
            Vector3 p = new Vector3(), v = new Vector3(), slabP = new Vector3(), slabV = new Vector3(), slabW = new Vector3();
            double slabBob = 0, cubeBob = 0;
            for (int step = 1; step <= 600; step++) {
                w.stepOnce();
                if (step <= 30 || cube.getPosition(p).x > 59.7f) continue;
                slab.getPosition(slabP);
                slab.getLinearVelocity(slabV);
                slab.getAngularVelocity(slabW);
                slabBob = Math.max(slabBob, Math.abs(slabV.y));
                double surface = slabV.y + slabW.z * (p.x - slabP.x) - slabW.x * (p.z - slabP.z);
                cubeBob = Math.max(cubeBob, Math.abs(cube.getLinearVelocity(v).y - surface));
            }
            return new double[] {slabBob, cubeBob};
        } finally {
            w.dispose();
        }
    }

    /**
     * A heavy hull resting on a box while a load slides over it: Bullet's four GJK points for the
     * resting pair move as the load tilts it by micrometres, and the 1,000 kg slab rocked on them at
     * up to 0.05 m/s (on these starts 0.1 m apart, at 0.5 and 2 m/s). Hull pairs are now completed at
     * rest too, their completed contacts warm-started from the last step's: the slab keeps still.
     */
    @Test
    void aHeavyHullSlabKeepsStillUnderASlidingLoad() {
        for (float x0 : new float[] {-40, -39.9f, -39.8f, -39.7f}) {
            for (float speed : new float[] {0.5f, 2}) {
                double[] m = loadOverHullSlab(x0, speed);
                System.out.printf("load from x %.1f at %.1f m/s over a 1,000 kg hull slab: slab bob %.4f m/s, cube against it %.4f m/s%n", x0, speed,
                        m[0], m[1]);
                assertTrue(m[0] < 0.002, "the slab rocked at " + m[0] + " m/s (start " + x0 + ", " + speed + " m/s)");
                assertTrue(m[1] < 0.002, "the cube bobbed at " + m[1] + " m/s on the slab (start " + x0 + ", " + speed + " m/s)");
            }
        }
    }

    /**
     * A hull cube (or a box) stopped by friction (mu 0.3) on a static hull slab: while it slid its
     * face was completed, and as it stopped it stood on Bullet's points alone, all on the side leading
     * the slide, and tipped onto them (0.10-0.23 rad/s on some starts). Completed at rest too, it
     * stops flat. Returns its largest turn about a horizontal axis after 0.5 s.
     */
    private static double stoppedOnHullSlab(boolean boxCube, float speed) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            w.createBody(new BodyDef().shape(w.shapes().convexHull(corners(50, 0.5f, 10, -0.5f))).mass(0).friction(0.3f));
            RigidBody cube = w.createBody(new BodyDef().shape(boxCube ? w.shapes().box(0.25f, 0.25f, 0.25f)
                    : w.shapes().convexHull(corners(0.25f, 0.25f, 0.25f, 0))).mass(1).friction(0.3f).position(-40, boxCube ? 0.29f : 0.33f, 0)
                    .linearVelocity(speed, 0, 0));
            Vector3 omega = new Vector3();
            double rocking = 0;
            for (int step = 1; step <= 600; step++) {
                w.stepOnce();
                if (step <= 30) continue;
                cube.getAngularVelocity(omega);
                rocking = Math.max(rocking, Math.sqrt(omega.x * omega.x + omega.z * omega.z));
            }
            return rocking;
        } finally {
            w.dispose();
        }
    }

    @Test
    void aHullOrBoxStoppedByFrictionOnAHullStopsFlat() {
        for (boolean boxCube : new boolean[] {false, true}) {
            for (float speed : new float[] {0.5f, 2}) {
                double rocking = stoppedOnHullSlab(boxCube, speed);
                System.out.printf("%s stopped by friction on a hull slab from %.1f m/s: rocking up to %.4f rad/s%n", boxCube ? "box" : "hull", speed,
                        rocking);
                assertTrue(rocking < 0.01, (boxCube ? "box" : "hull") + " from " + speed + " m/s rocked at " + rocking + " rad/s as it stopped");
            }
        }
    }

    /**
     * A 0.5 m cube (a hull of its corners, or a box), turned {@code degrees} about the vertical, launched
     * frictionless along a static beam 0.4 m wide (a hull of its corners, or a box) whose top lies at
     * y = 0: the cube overhangs both of the beam's edges. Returns its end height over the beam's top
     * less its resting height, its end sideways offset, and its end speed along the beam.
     */
    private static double[] acrossBeam(boolean hullBeam, boolean boxCube, float degrees, float speed, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(hullBeam ? w.shapes().convexHull(corners(50, 0.5f, 0.2f, 0)) : w.shapes().box(50, 0.5f, 0.2f))
                    .mass(0).friction(0).position(10, -0.5f, 0));
            // a hull's surface lies its margin (4 cm) out of its points: the hull beam's top at 0.04, the hull cube's face 0.29 under its centre
            float rest = (hullBeam ? 0.04f : 0) + (boxCube ? 0.25f : 0.29f);
            RigidBody cube = w.createBody(new BodyDef().shape(boxCube ? w.shapes().box(0.25f, 0.25f, 0.25f)
                    : w.shapes().convexHull(corners(0.25f, 0.25f, 0.25f, 0))).mass(1).friction(0).position(-30, rest + 0.04f, 0)
                    .rotation(new Quaternion(Vector3.Y, degrees)).linearVelocity(speed, 0, 0));
            for (int step = 0; step < 600; step++) w.stepOnce();
            Vector3 p = cube.getPosition(new Vector3());
            return new double[] {p.y - rest, p.z, cube.getLinearVelocity(new Vector3()).x};
        } finally {
            w.dispose();
        }
    }

    /**
     * A hull crate sliding across a beam narrower than itself: neither face holds the other's corners,
     * and Bullet's points for the pair come with normals tilted up to 11 degrees off the face, some
     * turned round (into the beam). It spun about the vertical, sank and slid off the beam in every
     * one of these 9 slides. The completion now takes the face's normal from the geometry, adds the
     * corners where the outlines cross, and Bullet's turned-round points are dropped: the crate stays
     * on the beam at its resting height. It still rocks a little now and then, when a step's only
     * points from Bullet were turned round and dropped (it falls free for that step): some slides lose
     * 2-12 % of their speed to it. (A box on a box beam has Bullet's box-box points, exact.)
     */
    @Test
    void aHullCrateSlidingAcrossANarrowerBeamStaysOnIt() {
        for (boolean hullBeam : new boolean[] {true, false}) {
            for (boolean boxCube : new boolean[] {false, true}) {
                if (boxCube && !hullBeam) continue;
                for (float degrees : new float[] {0, 20, 45}) {
                    double[] on = acrossBeam(hullBeam, boxCube, degrees, 0.5f, true), off = acrossBeam(hullBeam, boxCube, degrees, 0.5f, false);
                    String what = (boxCube ? "box" : "hull") + " turned " + degrees + " degrees across a " + (hullBeam ? "hull" : "box") + " beam";
                    System.out.printf("%s: end height %.4f / %.4f m, sideways %.4f / %.4f m, speed %.3f / %.3f m/s (completed / not)%n", what,
                            on[0], off[0], on[1], off[1], on[2], off[2]);
                    assertTrue(off[0] < -0.5, "without the completion the " + what + " should fall off the beam: " + off[0] + " m");
                    assertEquals(0, on[0], 0.005, what + ": its end height over its resting height");
                    assertEquals(0, on[1], 0.1, what + ": its end offset across the beam");
                }
            }
        }
    }

    /**
     * A hull or a box sliding on a hull's face: Bullet gives a hull pair one point a step, so frictionless
     * at 0.5-2 m/s it rocked at 0.3-0.9 rad/s with 0.1-0.2 m/s of bob, on a static slab or a moving
     * one. Completed with both bodies' face vertices over the other's face (the slab's face found
     * from its points, {@code HullFaces}), it slides flat and keeps its speed.
     */
    @Test
    void aHullOrBoxSlidingOnAHullsFaceStaysFlatAndKeepsItsSpeed() {
        for (boolean boxCube : new boolean[] {false, true}) {
            for (boolean movingSlab : new boolean[] {false, true}) {
                if (boxCube && movingSlab) continue;
                for (float speed : new float[] {0.5f, 2}) {
                    double[] on = onHullSlab(boxCube, movingSlab, 60, speed, 0, true), off = onHullSlab(boxCube, movingSlab, 60, speed, 0, false);
                    String what = (boxCube ? "box" : "hull") + " on a " + (movingSlab ? "moving" : "static") + " hull slab at " + speed + " m/s";
                    System.out.printf("%s: vertical speed up to %.4f / %.4f m/s, rocking up to %.4f / %.4f rad/s, end speed %.4f (completed / not)%n",
                            what, on[0], off[0], on[1], off[1], on[3]);
                    assertTrue(off[1] > 0.1, "without the completion the " + what + " should rock: " + off[1] + " rad/s");
                    assertTrue(on[0] < 0.01 && on[1] < off[1] / 20, what + " bobbed at " + on[0] + " m/s and rocked at " + on[1]
                            + " rad/s (" + off[1] + " without)");
                    assertEquals(speed, on[3], 0.01 * speed, what + ": frictionless, it keeps its speed");
                }
            }
        }
    }

    /**
     * 20-30 hull cubes sliding at once over a hull slab: the corners completed for them outnumber
     * Bullet's points, so the contact buffer grows while the completion appends; a pair's points read
     * after that must come from the grown arrays (with 24-26 cubes the growth fell inside a pair, and
     * its points were once read past the old arrays' end). Every cube slides flat and keeps its speed.
     */
    @Test
    void manyHullsSlidingAtOnceAllSlideFlat() {
        double rocking = 0;
        int most = 0;
        for (int n = 20; n <= 30; n++) {
            NscWorld w = new NscWorld(Scenes.config(2));
            try {
                w.createBody(new BodyDef().shape(w.shapes().convexHull(corners(50, 0.5f, 20, 0))).mass(0).friction(0).position(0, -0.5f, 0));
                Array<RigidBody> cubes = new Array<>();
                for (int i = 0; i < n; i++)
                    cubes.add(w.createBody(new BodyDef().shape(w.shapes().convexHull(corners(0.25f, 0.25f, 0.25f, 0))).mass(1).friction(0)
                            .position(-40 + 1.5f * (i % 6), 0.33f, -6 + 1.5f * (i / 6)).linearVelocity(2, 0, 0)));
                Vector3 v = new Vector3(), omega = new Vector3();
                for (int step = 1; step <= 90; step++) {
                    w.stepOnce();
                    most = Math.max(most, w.getContactCount());
                    if (step <= 30) continue;
                    for (RigidBody cube : cubes) {
                        cube.getAngularVelocity(omega);
                        rocking = Math.max(rocking, Math.sqrt(omega.x * omega.x + omega.z * omega.z));
                        assertEquals(2, cube.getLinearVelocity(v).x, 0.02, "a cube's speed, " + n + " cubes");
                    }
                }
            } finally {
                w.dispose();
            }
        }
        System.out.printf("20-30 hull cubes sliding at once: up to %d contacts a step, rocking up to %.4f rad/s%n", most, rocking);
        assertTrue(most > 64, "the completed contacts should outgrow the buffer's first 64: " + most);
        assertTrue(rocking < 0.02, "a cube rocked at " + rocking + " rad/s");
    }

    /**
     * A cylinder (radius 0.15 m) or capsule lying on its side, or a cylinder (radius 0.25 m) standing on
     * its face, launched along x over a static hull slab whose top points lie at y = 0 and whose end
     * is at x = {@code slabEnd}; rolling ({@code roll}: spun to roll without slipping) or sliding.
     * Returns its largest vertical speed and turn after 0.5 s while over the slab, its end speed, its
     * energy (kinetic plus potential) at 0.5 s and at the end, and its end height over the slab's top.
     */
    private static double[] roundOnHullSlab(boolean capsule, boolean standing, float speed, float friction, boolean roll, float slabEnd,
            boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            float half = 0.5f * (slabEnd + 45);
            w.createBody(new BodyDef().shape(w.shapes().convexHull(corners(half, 0.5f, 10, 0))).mass(0).friction(friction)
                    .position(slabEnd - half, -0.5f, 0));
            float top = 0.04f, r = standing ? 0.25f : 0.15f; // the slab's surface lies its margin over its points
            BodyDef d = new BodyDef().shape(capsule ? w.shapes().capsule(r, 0.5f) : w.shapes().cylinder(r, 0.5f, r)).mass(1).friction(friction)
                    .linearVelocity(speed, 0, 0);
            if (standing) d.position(-40.2f, top + 0.5f, 0.3f);
            else d.position(-40.2f, top + r, 0.3f).rotation(new Quaternion(Vector3.X, 90));
            if (roll) d.angularVelocity(0, 0, -speed / r);
            RigidBody body = w.createBody(d);
            Vector3 p = new Vector3(), v = new Vector3(), omega = new Vector3();
            double bob = 0, turn = 0, startEnergy = 0;
            for (int step = 1; step <= 600; step++) {
                w.stepOnce();
                if (step == 30) startEnergy = body.getKineticEnergy() + G * body.getPosition(p).y;
                if (step <= 30 || body.getPosition(p).x > slabEnd - 0.6f) continue;
                bob = Math.max(bob, Math.abs(body.getLinearVelocity(v).y));
                turn = Math.max(turn, body.getAngularVelocity(omega).len());
            }
            body.getPosition(p);
            return new double[] {bob, turn, body.getLinearVelocity(v).x, startEnergy, body.getKineticEnergy() + G * p.y, p.y - top};
        } finally {
            w.dispose();
        }
    }

    /**
     * A cylinder or capsule on a hull's face as on a mesh's flat patch: Bullet's one point a step
     * bobbed a cylinder rolling at 1 m/s on a hull slab at 0.19 m/s and sped it up to 1.5 m/s in 10 s
     * (energy made), and rocked a standing cylinder even at rest. Completed (its line's ends, its
     * rim's four points, over the hull's face), it rolls, slides and stands still, making no energy.
     */
    @Test
    void aCylinderOrCapsuleOnAHullsFaceRollsSlidesAndStandsWithoutBobbing() {
        double[] rollOn = roundOnHullSlab(false, false, 1, 0.5f, true, 60, true), rollOff = roundOnHullSlab(false, false, 1, 0.5f, true, 60, false);
        System.out.printf("cylinder rolling on a hull slab at 1 m/s: bob %.4f / %.4f m/s, end speed %.4f / %.4f, energy %.4f -> %.4f J (completed / not: %.4f -> %.4f)%n",
                rollOn[0], rollOff[0], rollOn[2], rollOff[2], rollOn[3], rollOn[4], rollOff[3], rollOff[4]);
        assertTrue(rollOff[0] > 0.05, "without the completion the rolling cylinder should bob: " + rollOff[0]);
        assertTrue(rollOn[0] < 0.005, "the rolling cylinder bobbed at " + rollOn[0] + " m/s");
        assertEquals(1, rollOn[2], 0.01, "the rolling cylinder's speed");
        assertTrue(rollOn[4] <= rollOn[3] + 1e-3, "energy made: " + rollOn[3] + " -> " + rollOn[4] + " J");
        for (boolean capsule : new boolean[] {false, true}) {
            double[] on = roundOnHullSlab(capsule, false, 1, 0, false, 60, true), off = roundOnHullSlab(capsule, false, 1, 0, false, 60, false);
            String what = (capsule ? "capsule" : "cylinder") + " sliding frictionless on its side at 1 m/s";
            System.out.printf("%s on a hull slab: bob %.4f / %.4f m/s, end speed %.4f (completed / not)%n", what, on[0], off[0], on[2]);
            assertTrue(off[0] > 0.05, "without the completion the " + what + " should bob: " + off[0]);
            assertTrue(on[0] < off[0] / 10, "the " + what + " bobbed at " + on[0] + " m/s (" + off[0] + " without)");
            assertEquals(1, on[2], 0.01, what + ": its speed");
        }
        for (float speed : new float[] {0, 0.5f}) {
            double[] on = roundOnHullSlab(false, true, speed, 0, false, 60, true), off = roundOnHullSlab(false, true, speed, 0, false, 60, false);
            System.out.printf("cylinder standing on a hull slab at %.1f m/s: turn %.4f / %.4f rad/s, bob %.4f / %.4f m/s (completed / not)%n",
                    speed, on[1], off[1], on[0], off[0]);
            assertTrue(off[1] > 0.1, "without the completion the standing cylinder should rock: " + off[1]);
            assertTrue(on[1] < 0.01 && on[0] < 0.001, "the standing cylinder at " + speed + " m/s turned at " + on[1] + " rad/s, bobbed at " + on[0]);
        }
        double[] over = roundOnHullSlab(false, false, 1, 0.5f, true, -35, true);
        System.out.printf("cylinder rolling off a hull slab's end: %.2f m below its top after 10 s%n", -over[5]);
        assertTrue(over[5] < -10, "the cylinder rolling off the slab's end is still at " + over[5] + " m");
    }

    /** Steps {@code w} 5 s: the body's largest vertical speed and turn after 1 s, and its end speed along x. */
    private static double[] slideFor5s(NscWorld w, RigidBody body) {
        Vector3 v = new Vector3(), omega = new Vector3();
        double bob = 0, turn = 0;
        for (int step = 1; step <= 300; step++) {
            w.stepOnce();
            if (step <= 60) continue;
            bob = Math.max(bob, Math.abs(body.getLinearVelocity(v).y));
            turn = Math.max(turn, body.getAngularVelocity(omega).len());
        }
        return new double[] {bob, turn, body.getLinearVelocity(v).x};
    }

    /**
     * A 0.5 m box, hull cube or standing cylinder launched frictionless along x over the cap of a
     * static cylinder 40 m across (its top at y = 0): its largest vertical speed and turn after 1 s,
     * and its end speed after 5 s.
     */
    private static double[] onCylinderCap(String kind, float speed, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            w.createBody(new BodyDef().shape(w.shapes().cylinder(20, 0.5f, 20)).mass(0).friction(0).position(0, -0.5f, 0));
            float y = kind.equals("hull") ? 0.29f : 0.25f; // the hull's surface lies its margin out of its points
            RigidBody body = w.createBody(new BodyDef().shape(kind.equals("box") ? w.shapes().box(0.25f, 0.25f, 0.25f)
                    : kind.equals("hull") ? w.shapes().convexHull(corners(0.25f, 0.25f, 0.25f, 0)) : w.shapes().cylinder(0.25f, 0.25f, 0.25f))
                    .mass(1).friction(0).position(-10, y + 0.002f, 0).linearVelocity(speed, 0, 0));
            return slideFor5s(w, body);
        } finally {
            w.dispose();
        }
    }

    /**
     * On a cylinder's cap (a drum, a round table, a pillar) Bullet's GJK gives one point a step: sliding
     * at 1 m/s a box, a hull cube and a standing cylinder rocked at 0.27-0.50 rad/s with 0.10-0.12 m/s
     * of bob. The cap is a face like a box's: the box's corners, the hull's vertices and the cylinder's
     * rim over the disc become contacts, and each slides flat.
     */
    @Test
    void aBoxHullOrCylinderSlidingOnACylindersCapStaysFlat() {
        for (String kind : new String[] {"box", "hull", "cylinder"}) {
            double[] on = onCylinderCap(kind, 1, true), off = onCylinderCap(kind, 1, false);
            System.out.printf("%s sliding on a cylinder's cap at 1 m/s: bob %.4f / %.4f m/s, turn %.4f / %.4f rad/s, end speed %.4f (completed / not)%n",
                    kind, on[0], off[0], on[1], off[1], on[2]);
            assertTrue(off[1] > 0.1, "without the completion the " + kind + " should rock: " + off[1] + " rad/s");
            assertTrue(on[0] < 0.005 && on[1] < off[1] / 20, "the " + kind + " bobbed at " + on[0] + " m/s and turned at " + on[1] + " rad/s");
            assertEquals(1, on[2], 0.01, "the " + kind + "'s speed");
        }
    }

    /**
     * A traffic cone (0.8 m across its base, 0.5 m tall) standing on its base on a flat heightfield,
     * launched frictionless along x: its largest vertical speed and turn after 1 s, and its end speed
     * after 5 s.
     */
    private static double[] coneOnHeightfield(float speed, boolean complete) {
        NscConfig c = Scenes.config(1);
        c.completeManifolds = complete;
        NscWorld w = new NscWorld(c);
        try {
            int n = 41;
            w.createBody(new BodyDef().shape(w.shapes().heightfield(new float[n * n], n, n, 1f)).mass(0).friction(0));
            // the body sits at the cone's centre of mass, a quarter of its height over its base
            RigidBody cone = w.createBody(new BodyDef().shape(w.shapes().cone(Axis.Y, 0.8f, 0.5f)).mass(1).friction(0)
                    .position(-10, 0.127f, 0.3f).linearVelocity(speed, 0, 0));
            return slideFor5s(w, cone);
        } finally {
            w.dispose();
        }
    }

    /**
     * A cone standing on its base is a cylinder's face for the completion: sliding at 1 m/s over a
     * heightfield it rocked at 0.61 rad/s with 0.12 m/s of bob on Bullet's points; with its base's
     * rim completed it slides flat.
     */
    @Test
    void aConeStandingOnItsBaseSlidesFlatOverAHeightfield() {
        double[] on = coneOnHeightfield(1, true), off = coneOnHeightfield(1, false);
        System.out.printf("cone sliding on its base over a heightfield at 1 m/s: bob %.4f / %.4f m/s, turn %.4f / %.4f rad/s, end speed %.4f (completed / not)%n",
                on[0], off[0], on[1], off[1], on[2]);
        assertTrue(off[1] > 0.1, "without the completion the cone should rock: " + off[1] + " rad/s");
        assertTrue(on[0] < 0.005 && on[1] < off[1] / 20, "the cone bobbed at " + on[0] + " m/s and turned at " + on[1] + " rad/s");
        assertEquals(1, on[2], 0.01, "the cone's speed");
    }

    /** Nothing holds a hull or a box sliding over a hull slab's end: it falls off. */
    @Test
    void aHullOrBoxSlidingOffAHullSlabsEndFalls() {
        for (boolean boxCube : new boolean[] {false, true}) {
            double[] run = onHullSlab(boxCube, false, -35, 2, 0, true);
            System.out.printf("%s sliding off a hull slab's end: %.2f m below its top after 10 s%n", boxCube ? "box" : "hull", -run[4]);
            assertTrue(run[4] < -10, (boxCube ? "box" : "hull") + " still at " + run[4] + " m over the slab's top");
        }
    }

    /**
     * At mu 0.5 a box launched at 4 m/s decelerates at mu g and stops after v^2 / (2 mu g) = 1.631 m,
     * less the half step's v h / 2 that a step-wise stop leaves out (1.597 m); it does not turn.
     */
    @Test
    void aBoxSlidingWithFrictionStopsWhereCoulombStopsIt() {
        float speed = 4, mu = 0.5f;
        Slide s = slide(speed, (float) Math.sqrt(mu), true); // the pair's friction is the product of the two bodies'
        double expected = speed * speed / (2 * mu * G) - speed * DT / 2;
        System.out.printf("sliding with friction: stopped after %.4f m (Coulomb, step-wise: %.4f), end speed %.2e, turn %.2e rad/s%n",
                s.travelled, expected, s.endSpeed, s.maxTurn);
        assertTrue(Math.abs(s.endSpeed) < 1e-3, "still sliding at " + s.endSpeed);
        assertEquals(expected, s.travelled, 0.02 * expected, "stopping distance");
        assertTrue(s.maxTurn < 0.01, "turned at " + s.maxTurn + " rad/s while sliding");
    }
}
