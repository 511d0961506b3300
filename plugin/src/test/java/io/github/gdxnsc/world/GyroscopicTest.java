package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A torque-free rigid body: its angular momentum L = R I R^T w is constant in
 * world space, and spin about the intermediate principal axis is unstable (the Dzhanibekov
 * effect: the body flips over periodically), while w itself changes.
 */
class GyroscopicTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    @Test
    void intermediateAxisSpinFlipsAndAngularMomentumStaysFixed() {
        tumble(true);
    }

    @Test
    void byDefaultTheMomentumDirectionSwingsWithEachFlipButDoesNotDrift() {
        tumble(false);
    }

    private static void tumble(boolean exact) {
        NscConfig cfg = Scenes.config(1);
        cfg.gravity.set(0, 0, 0);
        cfg.exactFreeRotation = exact;
        NscWorld w = new NscWorld(cfg);
        try {
            // half extents (0.1, 0.4, 0.9), 1 kg: I = m/3 (b^2 + c^2, a^2 + c^2, a^2 + b^2); y is the intermediate axis
            float ix = (0.16f + 0.81f) / 3, iy = (0.01f + 0.81f) / 3, iz = (0.01f + 0.16f) / 3;
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(0.1f, 0.4f, 0.9f)).mass(1)
                    .localInertia(ix, iy, iz).position(0, 10, 0).angularVelocity(0.01f, 5, 0.01f));
            double[] l0 = momentum(box, ix, iy, iz);
            double l0n = norm(l0);
            double maxAngle = 0, flipAt = -1;
            Quaternion q = new Quaternion();
            Vector3 wv = new Vector3();
            for (int s = 1; s <= 60 * 20; s++) {
                w.stepOnce();
                double[] l = momentum(box, ix, iy, iz);
                double cos = (l[0] * l0[0] + l[1] * l0[1] + l[2] * l0[2]) / (norm(l) * l0n);
                maxAngle = Math.max(maxAngle, Math.toDegrees(Math.acos(Math.min(1, cos))));
                // the spin about the body's own y axis reverses when the body flips
                box.getRotation(q);
                box.getAngularVelocity(wv);
                Vector3 yAxis = new Vector3(0, 1, 0).mul(q);
                if (flipAt < 0 && wv.dot(yAxis) < 0) flipAt = s / 60.0;
            }
            double[] le = momentum(box, ix, iy, iz);
            double lEnd = norm(le);
            double endAngle = Math.toDegrees(Math.acos(Math.min(1, (le[0] * l0[0] + le[1] * l0[1] + le[2] * l0[2]) / (lEnd * l0n))));
            System.out.printf("gyroscopic: h %.5f, L direction at 20 s %.2e deg%n", cfg.timeStep, endAngle);
            System.out.printf("gyroscopic: flip at %.2f s, L direction within %.2e deg, |L| %.6f -> %.6f%n", flipAt, maxAngle, l0n, lEnd);
            assertTrue(flipAt > 0 && flipAt < 5, "the intermediate-axis spin flips within 5 s (at " + flipAt + " s)");
            if (exact) {
                // a body that nothing but its spin turns is turned by the velocity stage's midpoint (the
                // Cayley rotation that undoes the body-frame turn of L): L is kept to rounding
                assertTrue(maxAngle < 1e-3, "angular momentum direction stays fixed: swung by " + maxAngle + " degrees");
                assertTrue(endAngle < 1e-3, "and does not drift: " + endAngle + " degrees at 20 s");
                assertTrue(Math.abs(lEnd - l0n) < 1e-6 * l0n, // the getters are floats
                        "|L| is conserved (implicit midpoint): " + l0n + " -> " + lEnd);
            } else {
                // turned by the step's end velocity, the body's frame lags the velocity stage's: a
                // first-order splitting error that swings with each flip (1.9 deg at 1/60 s) and does
                // not accumulate
                assertTrue(maxAngle < 2.5, "angular momentum direction swings by " + maxAngle + " degrees");
                assertTrue(endAngle < 0.5, "and does not drift: " + endAngle + " degrees at 20 s");
                assertTrue(Math.abs(lEnd - l0n) < 1e-3 * l0n, "|L| is conserved (implicit midpoint): " + l0n + " -> " + lEnd);
            }
        } finally {
            w.dispose();
        }
    }

    /** World angular momentum R I R^T w from the public getters. */
    private static double[] momentum(RigidBody b, float ix, float iy, float iz) {
        Quaternion q = b.getRotation(new Quaternion());
        Vector3 wv = b.getAngularVelocity(new Vector3());
        Quaternion inv = new Quaternion(q).conjugate();
        Vector3 local = new Vector3(wv).mul(inv);
        Vector3 h = new Vector3(ix * local.x, iy * local.y, iz * local.z).mul(q);
        return new double[] {h.x, h.y, h.z};
    }

    private static double norm(double[] v) {
        return Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    }
}
