package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A convex hull standing on a face has a static equilibrium only while its centre of mass lies over
 * the polygon of its contact points. A sheared prism whose centre of mass is 5 cm inside its base's
 * edge, set on its base on a box and on a flat hull, once it has settled onto its contacts (a
 * second), must stand on its base's corners in every step: their polygon holds that centre as far
 * inside as the base does (within a tenth), and the prism does not turn.
 */
class HullFaceContactTest {
    private static final float HALF = 0.3f, HEIGHT = 1f, SHEAR = 0.5f, MARGIN = HALF - SHEAR / 2;
    private static final int SETTLE = 60, STEPS = 300;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void shearedPrismStandsOnItsBaseCornersOnABox() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.6f, 0);
            standsOnItsBase(w, "on a box");
        } finally {
            w.dispose();
        }
    }

    @Test
    void shearedPrismStandsOnItsBaseCornersOnAHull() {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            float[] slab = new float[3 * 8];
            for (int i = 0; i < 8; i++) {
                slab[3 * i] = (i & 1) == 0 ? -3 : 3;
                slab[3 * i + 1] = (i & 2) == 0 ? -0.5f : 0.5f;
                slab[3 * i + 2] = (i & 4) == 0 ? -3 : 3;
            }
            w.createBody(new BodyDef().shape(w.shapes().convexHull(slab)).mass(0).friction(0.6f).position(0, -0.5f, 0));
            standsOnItsBase(w, "on a hull");
        } finally {
            w.dispose();
        }
    }

    /** The prism's top is its base moved SHEAR along x; its centroid at the origin, so its centre of mass is MARGIN inside the base's +x edge. */
    private static void standsOnItsBase(NscWorld w, String on) {
        float[] points = new float[3 * 8];
        for (int i = 0; i < 8; i++) {
            boolean top = i >= 4;
            points[3 * i] = ((i & 1) == 0 ? -HALF : HALF) + (top ? SHEAR / 2 : -SHEAR / 2);
            points[3 * i + 1] = top ? HEIGHT / 2 : -HEIGHT / 2;
            points[3 * i + 2] = ((i & 2) == 0 ? -HALF : HALF);
        }
        RigidBody prism = w.createBody(new BodyDef().shape(w.shapes().convexHull(points)).mass(20).friction(0.6f).position(0, HEIGHT / 2, 0));
        Quaternion settled = new Quaternion(), q = new Quaternion();
        Vector3 p = new Vector3(), c = new Vector3();
        float[] xs = new float[64], zs = new float[64];
        double worstMargin = Double.MAX_VALUE, turned = 0;
        int worstStep = -1;
        for (int s = 1; s <= STEPS; s++) {
            w.stepOnce();
            if (s == SETTLE) prism.getRotation(settled);
            if (s <= SETTLE) continue;
            prism.getPosition(p);
            int n = 0;
            for (int k = 0; k < w.getContactCount() && n < xs.length; k++) {
                if (w.getContactBodyA(k) != prism.getIndex() && w.getContactBodyB(k) != prism.getIndex()) continue;
                w.getContact(k, c, null, null);
                xs[n] = c.x;
                zs[n++] = c.z;
            }
            double margin = Support.depthInside(xs, zs, n, p.x, p.z);
            if (margin < worstMargin) { worstMargin = margin; worstStep = s; }
            prism.getRotation(q);
            turned = Math.max(turned, 2 * Math.acos(Math.min(1, Math.abs(q.dot(settled)))));
        }
        String summary = String.format(Locale.ROOT, "%s: after settling, centre of mass at least %.4f m inside its contact points' polygon (step %d; %.2f inside the base), turned at most %.2e rad",
                on, worstMargin, worstStep, MARGIN, turned);
        System.out.println(summary);
        assertTrue(worstMargin > 0.9 * MARGIN, summary + ": the prism did not stand on its base's corners");
        assertTrue(turned < 1e-3, summary + ": the prism turned");
    }

    /** The 2D polygon of contact points. */
    static final class Support {
        /** How far (x, z) lies inside the convex hull of the n points (negative: outside; -infinity with fewer than three points). */
        static double depthInside(float[] xs, float[] zs, int n, double x, double z) {
            double depth = Double.MAX_VALUE;
            int edges = 0;
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (i == j) continue;
                    double ex = xs[j] - xs[i], ez = zs[j] - zs[i], len = Math.hypot(ex, ez);
                    if (len < 1e-4) continue;
                    boolean hullEdge = true; // every point on the left of i -> j
                    for (int k = 0; k < n && hullEdge; k++) hullEdge = (ex * (zs[k] - zs[i]) - ez * (xs[k] - xs[i])) / len >= -1e-5;
                    if (!hullEdge) continue;
                    edges++;
                    depth = Math.min(depth, (ex * (z - zs[i]) - ez * (x - xs[i])) / len);
                }
            }
            return edges >= 3 ? depth : Double.NEGATIVE_INFINITY;
        }
    }
}
