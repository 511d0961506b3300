package io.github.gdxnsc.demo.scenes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The arch as the catalogue builds it: its bodies, its geometry read back from the voussoirs'
 * hulls in world space (radial joints at k pi / 11, the neighbours' faces meeting over the whole
 * joint, thickness over radius 0.25, the springings on the piers), and the least friction it
 * needs, computed from that geometry and the voussoirs' masses.
 */
class ArchSceneTest {
    static final float EPS = 1e-4f;

    /** Where the arch's axis crosses the plane z = 0. */
    static final float CX = 0, CY = ArchScene.SPRINGING_Y;

    @Test
    void bodiesMassesAndFriction() {
        for (ArchScene arch : new ArchScene[] {ArchScene.standing(), ArchScene.slipping()}) {
            List<BodySpec> b = RecordingSink.record(arch, SceneParams.defaults()).bodies();
            assertEquals(ArchScene.FIRST_VOUSSOIR + ArchScene.VOUSSOIRS, b.size(), arch + ": ground, two piers, the voussoirs");
            for (int i = 1; i < ArchScene.FIRST_VOUSSOIR; i++) assertTrue(b.get(i).isStatic() && b.get(i).shape == ShapeKind.BOX, arch + " pier " + i);
            for (int i = 1; i < b.size(); i++) {
                BodySpec other = b.get(i < ArchScene.FIRST_VOUSSOIR ? ArchScene.FIRST_VOUSSOIR : 1);
                assertEquals(arch.mu(), b.get(i).friction * other.friction, 1e-6f, arch + ": every contact of the arch has its mu");
            }
            for (int k = 0; k < ArchScene.VOUSSOIRS; k++) {
                BodySpec v = b.get(ArchScene.FIRST_VOUSSOIR + k);
                assertEquals(ShapeKind.HULL, v.shape);
                assertEquals(ArchScene.VOUSSOIR_KG, v.mass);
                assertEquals(8, v.hullPoints.length / 3, "a wedge: four corners on each face of the arch");
            }
        }
        assertEquals(Expectation.STAYS, ArchScene.standing().expectation());
        assertEquals(Expectation.FALLS, ArchScene.slipping().expectation());
    }

    /** A joint read back from the built scene: its angle from the right springing and its extent from the axis. */
    record Joint(double angle, double inner, double outer) {
    }

    /**
     * Every voussoir has two faces whose planes hold the arch's axis (its joints) and four others;
     * neighbours meet on a joint plane over the same four corners, facing each other; the first and
     * last voussoirs' outer joints lie on the pier tops. Returns the twelve joints in order.
     */
    static List<Joint> joints(List<BodySpec> bodies) {
        List<Joint> joints = new ArrayList<>();
        for (int k = 0; k <= ArchScene.VOUSSOIRS; k++) {
            float[] below = k > 0 ? SceneCatalogueTest.worldPoints(bodies.get(ArchScene.FIRST_VOUSSOIR + k - 1)) : null;
            float[] above = k < ArchScene.VOUSSOIRS ? SceneCatalogueTest.worldPoints(bodies.get(ArchScene.FIRST_VOUSSOIR + k)) : null;
            // the joint's face on the voussoir above it (or, at the left springing, below it)
            float[] owner = above != null ? above : below;
            HullGeometry.Face face = jointFace(owner, k == ArchScene.VOUSSOIRS);
            double[] corners = corners(owner, face);
            if (below != null && above != null) {
                HullGeometry.Face other = jointFace(below, true);
                assertEquals(-1, face.nx * other.nx + face.ny * other.ny + face.nz * other.nz, 1e-6, "joint " + k + ": the faces face each other");
                assertEquals(-face.offset, other.offset, EPS, "joint " + k + ": the faces lie in one plane");
                assertTrue(sameCorners(corners, corners(below, other)), "joint " + k + ": the neighbours meet over the same four corners");
            }
            // the joint's direction from the axis: the corners lie along it, at the inner and outer radius
            double inner = Double.MAX_VALUE, outer = 0, angle = 0;
            for (int i = 0; i < corners.length; i += 3) {
                double dx = corners[i] - CX, dy = corners[i + 1] - CY, r = Math.hypot(dx, dy);
                inner = Math.min(inner, r);
                outer = Math.max(outer, r);
                angle = Math.atan2(dy, dx);
            }
            if (angle < -1e-6) angle += 2 * Math.PI;
            joints.add(new Joint(Math.abs(angle) < 1e-6 ? 0 : angle, inner, outer));
        }
        return joints;
    }

    /** The face whose plane holds the arch's axis: on the voussoir's lower-angle side, or its upper with {@code upper}. */
    static HullGeometry.Face jointFace(float[] points, boolean upper) {
        double cx = 0, cy = 0;
        for (int i = 0; i < points.length; i += 3) {
            cx += points[i];
            cy += points[i + 1];
        }
        cx = cx * 3 / points.length - CX;
        cy = cy * 3 / points.length - CY;
        HullGeometry.Face found = null;
        for (HullGeometry.Face f : HullGeometry.faces(points)) {
            boolean radial = Math.abs(f.nz) < 1e-6 && Math.abs(f.nx * CX + f.ny * CY - f.offset) < EPS;
            // the lower-angle joint's outward normal turns clockwise from the voussoir's middle radius
            boolean isUpper = cx * f.ny - cy * f.nx > 0;
            if (radial && isUpper == upper) {
                assertTrue(found == null, "two faces on one side");
                found = f;
            }
        }
        assertTrue(found != null, "no radial joint face");
        return found;
    }

    static double[] corners(float[] points, HullGeometry.Face f) {
        double[] c = new double[3 * f.vertices.length];
        for (int i = 0; i < f.vertices.length; i++) for (int a = 0; a < 3; a++) c[3 * i + a] = points[3 * f.vertices[i] + a];
        assertEquals(12, c.length, "a joint face has four corners");
        return c;
    }

    static boolean sameCorners(double[] a, double[] b) {
        for (int i = 0; i < a.length; i += 3) {
            boolean found = false;
            for (int j = 0; j < b.length && !found; j += 3)
                found = Math.abs(a[i] - b[j]) < EPS && Math.abs(a[i + 1] - b[j + 1]) < EPS && Math.abs(a[i + 2] - b[j + 2]) < EPS;
            if (!found) return false;
        }
        return true;
    }

    @Test
    void voussoirsTouchAlongRadialJointsOfASemicircleOnThePiers() {
        List<BodySpec> bodies = RecordingSink.record(ArchScene.standing(), SceneParams.defaults()).bodies();
        List<Joint> joints = joints(bodies);
        assertEquals(ArchScene.VOUSSOIRS + 1, joints.size());
        for (int k = 0; k < joints.size(); k++) {
            Joint j = joints.get(k);
            assertEquals(k * Math.PI / ArchScene.VOUSSOIRS, j.angle(), 1e-5, "joint " + k + " at k pi / 11");
            assertEquals(ArchScene.RADIUS - ArchScene.THICKNESS / 2, j.inner(), EPS, "joint " + k + " inner radius");
            assertEquals(ArchScene.RADIUS + ArchScene.THICKNESS / 2, j.outer(), EPS, "joint " + k + " outer radius");
        }
        assertEquals(0.25, (joints.get(0).outer() - joints.get(0).inner()) / ((joints.get(0).outer() + joints.get(0).inner()) / 2), 1e-5, "t / R");
        // the springing joints lie on the piers' tops, inside them
        for (int pier = 1; pier < ArchScene.FIRST_VOUSSOIR; pier++) {
            BodySpec p = bodies.get(pier);
            assertEquals(ArchScene.SPRINGING_Y, p.position.y + p.halfExtents.y, EPS, "pier top at the springing");
            double x = pier == 1 ? ArchScene.RADIUS : -ArchScene.RADIUS;
            assertEquals(x, p.position.x, EPS, "pier under its springing");
            assertTrue(p.halfExtents.x > ArchScene.THICKNESS / 2 && p.halfExtents.z > ArchScene.DEPTH / 2, "the springing lies inside the pier's top");
        }
    }

    /**
     * The least friction for which the arch can stand, from its own geometry: by symmetry the
     * crown carries a horizontal thrust H; joint k on the right half carries H and the weight W_k
     * of what lies between it and the crown (the keystone counted half), and needs the friction
     * |W_k sin phi_k - H cos phi_k| / (W_k cos phi_k + H sin phi_k); the arch needs the best H's
     * largest. It lies between the two scenes' friction, with the standing arch at about twice it.
     */
    @Test
    void theLeastFrictionFromTheGeometryLiesBetweenTheTwoScenes() {
        List<BodySpec> bodies = RecordingSink.record(ArchScene.standing(), SceneParams.defaults()).bodies();
        List<Joint> joints = joints(bodies);
        int half = ArchScene.VOUSSOIRS / 2; // joints 0..half on the right; voussoir 'half' is the keystone
        double[] weight = new double[half + 1];
        for (int k = 0; k <= half; k++) {
            weight[k] = bodies.get(ArchScene.FIRST_VOUSSOIR + half).mass / 2.0;
            for (int v = k; v < half; v++) weight[k] += bodies.get(ArchScene.FIRST_VOUSSOIR + v).mass;
        }
        double total = weight[0], best = Double.MAX_VALUE;
        for (int i = 1; i <= 200_000; i++) {
            double h = i * 1e-5 * total; // thrusts up to twice the half arch's weight
            double worst = 0;
            for (int k = 0; k <= half; k++) {
                double phi = joints.get(k).angle(), w = weight[k];
                worst = Math.max(worst, Math.abs(w * Math.sin(phi) - h * Math.cos(phi)) / (w * Math.cos(phi) + h * Math.sin(phi)));
            }
            best = Math.min(best, worst);
        }
        assertEquals(ArchScene.LEAST_FRICTION, best, 1e-3, "the class comment's figure");
        assertTrue(ArchScene.SLIPPING_MU < best, "arch-slip has less than it needs");
        assertTrue(ArchScene.STANDING_MU > 1.9 * best, "the arch has about twice what it needs");
    }
}
