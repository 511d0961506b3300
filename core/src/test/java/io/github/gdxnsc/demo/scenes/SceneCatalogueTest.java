package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix3;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.math.collision.BoundingBox;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The catalogue as data: no engine, no rendering. */
class SceneCatalogueTest {

    @Test
    void catalogueHasTheIssuesScenesWithUniqueNames() {
        assertEquals(List.of("pyramid", "wall", "tower", "mass-ratio", "heavy-on-light", "light-on-heavy", "incline", "chain",
                        "pendulum", "motor", "pile", "impact", "playground", "tower-pull", "tower-row", "arch", "arch-slip", "column", "wall-shot", "game",
                        "cradle", "dominoes", "cards", "joints", "springs", "hulls", "mesh-ground", "queries", "ccd"),
                SceneCatalogue.names());
        assertEquals("tower", SceneCatalogue.byName(" Tower ").name());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SceneCatalogue.byName("nope"));
        assertTrue(e.getMessage().contains("pyramid"), e.getMessage());
    }

    @Test
    void everySceneIsFiniteGroundedAndHasDynamicBodies() {
        for (Scene scene : SceneCatalogue.all()) {
            RecordingSink sink = RecordingSink.record(scene, SceneParams.defaults());
            assertTrue(sink.dynamicBodyCount() > 0, scene + " has no dynamic body");
            assertTrue(sink.bodies().get(0).isStatic(), scene + ": body 0 should be the ground");
            for (BodySpec b : sink.bodies()) {
                assertTrue(Float.isFinite(b.position.len2()) && b.mass >= 0 && b.friction >= 0, scene + ": " + b);
                assertEquals(1f, b.rotation.len(), 1e-4f, scene + ": rotation not unit " + b);
            }
            Vector3 eye = new Vector3(), target = new Vector3();
            scene.camera(SceneParams.defaults(), eye, target);
            assertTrue(eye.dst(target) > 1f, scene + ": camera eye on its target");
        }
    }

    @Test
    void noTwoDynamicBodiesStartInterpenetrating() {
        for (Scene scene : SceneCatalogue.all()) {
            List<BodySpec> bodies = RecordingSink.record(scene, SceneParams.defaults()).bodies();
            BoundingBox[] boxes = new BoundingBox[bodies.size()];
            for (int i = 0; i < boxes.length; i++) boxes[i] = bounds(bodies.get(i));
            for (int i = 0; i < boxes.length; i++) {
                if (bodies.get(i).isStatic()) continue;
                for (int j = 0; j < boxes.length; j++) {
                    if (i == j || (j < i && !bodies.get(j).isStatic())) continue;
                    // bounds of a tilted slab are far larger than the slab: only axis-aligned statics
                    if (bodies.get(j).isStatic() && !bodies.get(j).rotation.isIdentity()) continue;
                    // nor a terrain mesh's bounds, which hold what rests on it
                    if (bodies.get(j).shape == ShapeKind.MESH) continue;
                    // the bounds of two wedges touching along a slanted joint overlap: a face plane must part them
                    if (bodies.get(i).shape == ShapeKind.HULL && bodies.get(j).shape == ShapeKind.HULL) {
                        assertTrue(separated(worldPoints(bodies.get(i)), worldPoints(bodies.get(j)), 1e-4f),
                                scene + ": hull " + i + " starts inside hull " + j);
                        continue;
                    }
                    // likewise two leaning boxes (cards) whose top corners meet: their corners' face planes must part them
                    if (tiltedBoxes(bodies.get(i), bodies.get(j))) {
                        assertTrue(separated(corners(bodies.get(i)), corners(bodies.get(j)), 1e-4f),
                                scene + ": box " + i + " starts inside box " + j);
                        continue;
                    }
                    assertFalse(overlap(boxes[i], boxes[j], 1e-3f),
                            scene + ": body " + i + " " + bodies.get(i) + " starts inside body " + j + " " + bodies.get(j));
                }
            }
        }
    }

    @Test
    void jointsReferToBodiesAndAnchorsSitBetweenThem() {
        for (Scene scene : SceneCatalogue.all()) {
            RecordingSink sink = RecordingSink.record(scene, SceneParams.defaults());
            for (JointSpec j : sink.joints()) {
                BodySpec a = sink.bodies().get(j.bodyA);
                assertTrue(a.position.dst(j.anchor) <= a.boundingRadius() + 3.5f, scene + ": anchor far from body A");
                if (j.bodyB != SceneSink.WORLD) {
                    BodySpec b = sink.bodies().get(j.bodyB);
                    // a chain joint sits just past the ends of both links
                    assertTrue(b.position.dst(j.anchor) <= b.boundingRadius() + 0.1f, scene + ": anchor far from body B");
                }
            }
        }
        assertEquals(13, RecordingSink.record(SceneCatalogue.byName("chain"), SceneParams.defaults()).joints().size());
        assertEquals(5, RecordingSink.record(SceneCatalogue.byName("pendulum"), SceneParams.defaults()).joints().size());
        JointSpec motor = RecordingSink.record(SceneCatalogue.byName("motor"), SceneParams.defaults()).joints().get(0);
        assertTrue(motor.kind == JointKind.HINGE && motor.motor && motor.motorMaxTorque > 0);
    }

    @Test
    void buildsAreDeterministicAndTheSeedMatters() {
        Scene pile = SceneCatalogue.byName("pile");
        List<BodySpec> a = RecordingSink.record(pile, SceneParams.defaults()).bodies();
        List<BodySpec> b = RecordingSink.record(pile, SceneParams.defaults()).bodies();
        List<BodySpec> c = RecordingSink.record(pile, SceneParams.defaults().seed(7)).bodies();
        assertEquals(a.toString(), b.toString());
        assertNotEquals(a.toString(), c.toString());
    }

    @Test
    void pileAndPyramidScaleWithTheContactTarget() {
        Scene pile = SceneCatalogue.byName("pile");
        int small = RecordingSink.record(pile, SceneParams.defaults().targetContacts(1_000)).dynamicBodyCount();
        int normal = RecordingSink.record(pile, SceneParams.defaults()).dynamicBodyCount();
        int large = RecordingSink.record(pile, SceneParams.defaults().targetContacts(20_000)).dynamicBodyCount();
        assertTrue(small < normal && normal < large, small + " " + normal + " " + large);
        assertEquals(20.0, large / (double) small, 1.0);
        Scene pyramid = SceneCatalogue.byName("pyramid");
        assertEquals(210, RecordingSink.record(pyramid, SceneParams.defaults()).dynamicBodyCount());
        assertTrue(RecordingSink.record(pyramid, SceneParams.defaults().targetContacts(5_000)).dynamicBodyCount() > 600);
    }

    @Test
    void inclineSplitsBoxesAroundTheStickingFriction() {
        float tan = (float) Math.tan(Math.toRadians(InclineScene.SLOPE_DEGREES));
        int stick = 0, slide = 0;
        for (float mu : InclineScene.MU) {
            if (mu >= tan + 0.1f) stick++;
            else if (mu <= tan - 0.05f) slide++;
        }
        assertEquals(InclineScene.MU.length, stick + slide, "every mu clearly on one side of tan(theta)");
        assertTrue(stick >= 2 && slide >= 2);
    }

    @Test
    void motorActionReversesOnSchedule() {
        RecordingSink sink = new RecordingSink();
        SceneAction action = SceneCatalogue.byName("motor").build(sink, SceneParams.defaults());
        for (long step = 0; step < 600; step++) action.beforeStep(sink, step, 1f / 60f);
        assertEquals(2, sink.controlCalls(), "reversals at 4 s and 8 s");
    }

    /** A hull's points in world space (x, y, z triples). */
    static float[] worldPoints(BodySpec b) {
        float[] p = new float[b.hullPoints.length];
        Vector3 v = new Vector3();
        for (int i = 0; i < p.length; i += 3) {
            b.rotation.transform(v.set(b.hullPoints[i], b.hullPoints[i + 1], b.hullPoints[i + 2])).add(b.position);
            p[i] = v.x;
            p[i + 1] = v.y;
            p[i + 2] = v.z;
        }
        return p;
    }

    /** Both boxes, at least one of them turned (their bounds are larger than they are). */
    static boolean tiltedBoxes(BodySpec a, BodySpec b) {
        return a.shape == ShapeKind.BOX && b.shape == ShapeKind.BOX && (!a.rotation.isIdentity() || !b.rotation.isIdentity());
    }

    /** A box's eight corners in world space (x, y, z triples). */
    static float[] corners(BodySpec b) {
        float[] p = new float[24];
        Vector3 v = new Vector3();
        for (int c = 0; c < 8; c++) {
            v.set((c & 1) == 0 ? -b.halfExtents.x : b.halfExtents.x, (c & 2) == 0 ? -b.halfExtents.y : b.halfExtents.y,
                    (c & 4) == 0 ? -b.halfExtents.z : b.halfExtents.z);
            b.rotation.transform(v).add(b.position);
            p[3 * c] = v.x;
            p[3 * c + 1] = v.y;
            p[3 * c + 2] = v.z;
        }
        return p;
    }

    /** Whether a face plane of one hull has every point of the other on or outside it (within {@code eps}): they do not overlap. */
    static boolean separated(float[] a, float[] b, float eps) {
        return outsideAFace(a, b, eps) || outsideAFace(b, a, eps);
    }

    private static boolean outsideAFace(float[] hull, float[] other, float eps) {
        for (HullGeometry.Face f : HullGeometry.faces(hull)) {
            boolean all = true;
            for (int i = 0; i < other.length && all; i += 3) all = f.nx * other[i] + f.ny * other[i + 1] + f.nz * other[i + 2] >= f.offset - eps;
            if (all) return true;
        }
        return false;
    }

    /** World-space bounds of a body's shape. */
    static BoundingBox bounds(BodySpec b) {
        if (b.shape == ShapeKind.HULL) {
            BoundingBox box = new BoundingBox().inf();
            float[] p = worldPoints(b);
            for (int i = 0; i < p.length; i += 3) box.ext(p[i], p[i + 1], p[i + 2]);
            return box;
        }
        Vector3 half = new Vector3();
        switch (b.shape) {
            case SPHERE: half.set(b.radius, b.radius, b.radius); break;
            case CAPSULE: half.set(b.radius, b.radius + b.height / 2f, b.radius); break;
            default: half.set(b.halfExtents);
        }
        if (b.shape != ShapeKind.SPHERE) { // |R| h: the half extents of the rotated box
            float[] m = new Matrix3().set(new Matrix4().set(b.rotation)).val;
            half.set(Math.abs(m[0]) * half.x + Math.abs(m[3]) * half.y + Math.abs(m[6]) * half.z,
                    Math.abs(m[1]) * half.x + Math.abs(m[4]) * half.y + Math.abs(m[7]) * half.z,
                    Math.abs(m[2]) * half.x + Math.abs(m[5]) * half.y + Math.abs(m[8]) * half.z);
        }
        return new BoundingBox(new Vector3(b.position).sub(half), new Vector3(b.position).add(half));
    }

    static boolean overlap(BoundingBox a, BoundingBox b, float eps) {
        return a.min.x < b.max.x - eps && b.min.x < a.max.x - eps
                && a.min.y < b.max.y - eps && b.min.y < a.max.y - eps
                && a.min.z < b.max.z - eps && b.min.z < a.max.z - eps;
    }
}
