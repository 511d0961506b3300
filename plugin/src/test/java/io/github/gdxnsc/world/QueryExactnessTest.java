package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Ray hits against closed forms: from 300 random directions at a sphere, a turned box and a turned
 * capsule, each hit point
 * must lie on the surface within 0.1 mm and its normal within 0.1 degree of the surface's (Bullet's
 * default ray test against convex shapes is off by millimetres and degrees).
 */
class QueryExactnessTest {
    private static final double POINT_TOLERANCE = 1e-4, ANGLE_TOLERANCE_DEG = 0.1;
    private static final float HX = 0.5f, HY = 0.3f, HZ = 0.4f, CAPSULE_R = 0.3f, CAPSULE_H = 1f, SPHERE_R = 0.5f;

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Largest point error (m) and normal error (deg) of one shape, over single and all-hits casts. */
    private interface Surface {
        /** Signed distance of the local point q from the surface, and the outward normal there into n. */
        double distance(Vector3 q, Vector3 n);
    }

    @Test
    void rayHitsLieOnTheSurfaceWithItsNormal() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        try {
            Quaternion turn = new Quaternion(new Vector3(1, 2, 3).nor(), 37);
            RigidBody sphere = w.createBody(new BodyDef().shape(w.shapes().sphere(SPHERE_R)).mass(0).position(0, 0, 0));
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(HX, HY, HZ)).mass(0).position(20, 0, 0).rotation(turn));
            RigidBody capsule = w.createBody(new BodyDef().shape(w.shapes().capsule(CAPSULE_R, CAPSULE_H)).mass(0).position(40, 0, 0).rotation(turn));
            check(w, sphere, "sphere", (q, n) -> {
                n.set(q).nor();
                return q.len() - SPHERE_R;
            });
            check(w, box, "box", (q, n) -> {
                // the face the point is nearest; points within 1 mm of an edge are left out (their normal is ambiguous)
                double[] a = {Math.abs(q.x) - HX, Math.abs(q.y) - HY, Math.abs(q.z) - HZ};
                int k = a[0] >= a[1] && a[0] >= a[2] ? 0 : a[1] >= a[2] ? 1 : 2;
                for (int j = 0; j < 3; j++) if (j != k && a[j] > -1e-3) return Double.NaN;
                n.setZero();
                if (k == 0) n.x = Math.signum(q.x);
                else if (k == 1) n.y = Math.signum(q.y);
                else n.z = Math.signum(q.z);
                return a[k];
            });
            check(w, capsule, "capsule", (q, n) -> {
                float y = Math.max(-CAPSULE_H / 2, Math.min(CAPSULE_H / 2, q.y));
                n.set(q.x, q.y - y, q.z);
                double d = n.len();
                n.nor();
                return d - CAPSULE_R;
            });
        } finally {
            w.dispose();
        }
    }

    private static void check(NscWorld w, RigidBody body, String name, Surface surface) {
        Random rnd = new Random(11);
        Vector3 centre = body.getPosition(new Vector3()), from = new Vector3(), to = new Vector3(), q = new Vector3(), n = new Vector3();
        Quaternion rot = body.getRotation(new Quaternion()), inverse = new Quaternion();
        inverse.set(rot).conjugate();
        RayHit hit = new RayHit();
        Array<RayHit> all = new Array<>();
        double worstPoint = 0, worstAngle = 0;
        int checked = 0;
        for (int r = 0; r < 300; r++) {
            Vector3 dir = new Vector3((float) rnd.nextGaussian(), (float) rnd.nextGaussian(), (float) rnd.nextGaussian()).nor();
            Vector3 aim = new Vector3((float) rnd.nextGaussian(), (float) rnd.nextGaussian(), (float) rnd.nextGaussian()).scl(0.1f).add(centre);
            from.set(dir).scl(3).add(aim);
            to.set(dir).scl(-3).add(aim);
            for (int pass = 0; pass < 2; pass++) {
                if (pass == 0) {
                    assertTrue(w.rayCast(from, to, hit), name + ": the ray at the shape hits it");
                } else {
                    assertTrue(w.rayCastAll(from, to, all) > 0, name + ": the ray at the shape hits it");
                    hit = all.first();
                }
                q.set(hit.point).sub(centre).mul(inverse);
                double d = surface.distance(q, n);
                if (Double.isNaN(d)) continue;
                n.mul(rot);
                double angle = Math.toDegrees(Math.acos(Math.min(1, n.dot(hit.normal) / hit.normal.len())));
                worstPoint = Math.max(worstPoint, Math.abs(d));
                worstAngle = Math.max(worstAngle, angle);
                checked++;
            }
            hit = new RayHit();
        }
        System.out.printf("ray exactness, %s: %d hits, point off the surface by at most %.2e m, normal off by at most %.4f deg%n",
                name, checked, worstPoint, worstAngle);
        assertTrue(checked > 300, name + ": enough hits away from edges, " + checked);
        assertTrue(worstPoint <= POINT_TOLERANCE, name + ": hit point off the surface by " + worstPoint + " m");
        assertTrue(worstAngle <= ANGLE_TOLERANCE_DEG, name + ": normal off by " + worstAngle + " deg");
    }

    /**
     * A probe, not a guard: microseconds per closest-hit ray at a sphere, a box and a capsule with
     * Bullet's default ray test, with its GJK cast flag, and through the world (the flag plus the
     * exact cast). Prints only; the figures are in docs/BENCHMARKS.md.
     */
    @Test
    void rayCostProbe() {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        com.badlogic.gdx.physics.bullet.collision.ClosestRayResultCallback cb =
                new com.badlogic.gdx.physics.bullet.collision.ClosestRayResultCallback(Vector3.Zero, Vector3.Zero);
        try {
            Quaternion turn = new Quaternion(new Vector3(1, 2, 3).nor(), 37);
            w.createBody(new BodyDef().shape(w.shapes().sphere(SPHERE_R)).mass(0).position(0, 0, 0));
            w.createBody(new BodyDef().shape(w.shapes().box(HX, HY, HZ)).mass(0).position(20, 0, 0).rotation(turn));
            w.createBody(new BodyDef().shape(w.shapes().capsule(CAPSULE_R, CAPSULE_H)).mass(0).position(40, 0, 0).rotation(turn));
            int rays = 3000;
            Vector3[] from = new Vector3[rays], to = new Vector3[rays];
            Random rnd = new Random(5);
            for (int r = 0; r < rays; r++) {
                Vector3 dir = new Vector3((float) rnd.nextGaussian(), (float) rnd.nextGaussian(), (float) rnd.nextGaussian()).nor();
                Vector3 aim = new Vector3(20 * (r % 3), 0, 0).add((float) rnd.nextGaussian() * 0.1f, (float) rnd.nextGaussian() * 0.1f, 0);
                from[r] = new Vector3(dir).scl(3).add(aim);
                to[r] = new Vector3(dir).scl(-3).add(aim);
            }
            RayHit hit = new RayHit();
            w.rayCast(from[0], to[0], hit); // bounds up to date
            // the same three shapes in a bare Bullet world, for Bullet's own ray test
            com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration config = new com.badlogic.gdx.physics.bullet.collision.btDefaultCollisionConfiguration();
            com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher dispatcher = new com.badlogic.gdx.physics.bullet.collision.btCollisionDispatcher(config);
            com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase broadphase = new com.badlogic.gdx.physics.bullet.collision.btDbvtBroadphase();
            com.badlogic.gdx.physics.bullet.collision.btCollisionWorld bullet = new com.badlogic.gdx.physics.bullet.collision.btCollisionWorld(dispatcher, broadphase, config);
            com.badlogic.gdx.physics.bullet.collision.btCollisionObject[] objects = new com.badlogic.gdx.physics.bullet.collision.btCollisionObject[3];
            for (int k = 0; k < 3; k++) {
                objects[k] = new com.badlogic.gdx.physics.bullet.collision.btCollisionObject();
                objects[k].setCollisionShape(w.getBodies().get(k).getShape());
                objects[k].setWorldTransform(w.getBodies().get(k).getTransform(new com.badlogic.gdx.math.Matrix4()));
                bullet.addCollisionObject(objects[k]);
            }
            bullet.updateAabbs();
            double[] best = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE};
            for (int round = 0; round < 7; round++) {
                for (int mode = 0; mode < 3; mode++) {
                    long t0 = System.nanoTime();
                    for (int r = 0; r < rays; r++) {
                        if (mode == 2) {
                            w.rayCast(from[r], to[r], hit);
                            continue;
                        }
                        cb.setFlags(mode == 0 ? 0 : com.badlogic.gdx.physics.bullet.collision.btTriangleRaycastCallback.EFlags.kF_UseGjkConvexCastRaytest);
                        cb.setCollisionObject(null);
                        cb.setClosestHitFraction(1f);
                        cb.setRayFromWorld(from[r]);
                        cb.setRayToWorld(to[r]);
                        bullet.rayTest(from[r], to[r], cb);
                    }
                    best[mode] = Math.min(best[mode], (System.nanoTime() - t0) / 1e3 / rays);
                }
            }
            for (com.badlogic.gdx.physics.bullet.collision.btCollisionObject o : objects) {
                bullet.removeCollisionObject(o);
                o.dispose();
            }
            bullet.dispose();
            broadphase.dispose();
            dispatcher.dispose();
            config.dispose();
            System.out.printf("ray cost (best of 7 rounds of %d rays): Bullet default %.2f us, GJK flag %.2f us, world rayCast (flag + exact cast) %.2f us%n",
                    rays, best[0], best[1], best[2]);
        } finally {
            cb.dispose();
            w.dispose();
        }
    }
}
