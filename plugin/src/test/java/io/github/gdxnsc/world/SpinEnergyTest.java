package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A free body tumbling at any spin the API accepts keeps its kinetic energy bounded (torque-free: it must not grow). */
class SpinEnergyTest {

    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** Largest kinetic energy over 10 s of a free box spun at {@code spin} rad/s about a non-principal axis, over its first. */
    static double worstEnergyRatio(float spin) {
        NscConfig c = Scenes.config(1);
        c.gravity.setZero();
        NscWorld w = new NscWorld(c);
        try {
            float m = 1, hx = 0.5f, hy = 0.2f, hz = 0.1f;
            Vector3 axis = new Vector3(1, 2, 3).nor().scl(spin);
            RigidBody box = w.createBody(new BodyDef().shape(w.shapes().box(hx, hy, hz)).mass(m).angularVelocity(axis.x, axis.y, axis.z));
            double ix = m / 3.0 * (hy * hy + hz * hz), iy = m / 3.0 * (hx * hx + hz * hz), iz = m / 3.0 * (hx * hx + hy * hy);
            double e0 = energy(box, ix, iy, iz), worst = 1;
            for (int s = 0; s < 600; s++) {
                w.stepOnce();
                worst = Math.max(worst, energy(box, ix, iy, iz) / e0);
            }
            return worst;
        } finally {
            w.dispose();
        }
    }

    private static double energy(RigidBody b, double ix, double iy, double iz) {
        Vector3 wv = b.getAngularVelocity(new Vector3());
        Quaternion q = b.getRotation(new Quaternion());
        wv.mul(q.conjugate()); // body frame
        return 0.5 * (ix * wv.x * wv.x + iy * wv.y * wv.y + iz * wv.z * wv.z);
    }

    @Test
    void aFreeBoxGainsNoEnergyAtAnySpin() {
        for (float spin : new float[] {30, 100, 200, 1000, 5000}) {
            double ratio = worstEnergyRatio(spin);
            System.out.printf("spin energy: %.0f rad/s, largest kinetic energy over 10 s %.6f of its first%n", spin, ratio);
            assertTrue(ratio <= 1 + 1e-4, spin + " rad/s: the energy grew by a factor " + ratio);
        }
    }
}
