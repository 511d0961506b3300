package io.github.gdxnsc.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.utils.Array;
import java.util.Arrays;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.factory.DecompositionFactory_DDRM;
import org.ejml.interfaces.decomposition.EigenDecomposition_F64;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Mass properties against closed forms: a solid cone's centre of mass a quarter of its height
 * above its base (where it tips), and an L-shaped compound's full inertia tensor (products of
 * inertia included) through its angular momentum.
 */
class MassPropertiesTest {
    @BeforeAll
    static void natives() {
        Scenes.natives();
    }

    /** The angle (degrees) between the body's y axis and world up after a cone of base radius 0.5 and height 2 is released tilted by {@code tilt} degrees on its rim. */
    private static float coneAfterRelease(float tilt) {
        NscWorld w = new NscWorld(Scenes.config(1));
        try {
            Scenes.ground(w, 0.9f, 0);
            float r = 0.5f, h = 2, t = (float) Math.toRadians(tilt);
            // the lowest point of the base's rim on the ground: the centre of mass (h/4 above the base) at r sin t + h/4 cos t
            RigidBody cone = w.createBody(new BodyDef().shape(w.shapes().cone(Axis.Y, 2 * r, h)).mass(1).friction(0.9f)
                    .rotation(new Quaternion(Vector3.Z, tilt)).position(0, (float) (r * Math.sin(t) + h / 4 * Math.cos(t)) + 0.002f, 0));
            for (int i = 0; i < 240; i++) w.stepOnce();
            Vector3 axis = new Vector3(0, 1, 0).mul(cone.getRotation(new Quaternion()));
            return (float) Math.toDegrees(Math.acos(Math.min(1, axis.y)));
        } finally {
            w.dispose();
        }
    }

    /**
     * Tilted on its rim, a cone falls back onto its base while its centre of mass is inside the
     * rim, and topples past tan(angle) = r / (h/4): 45 degrees for r = 0.5, h = 2 (with the centre
     * of mass taken half way up it would topple past 26.6 degrees).
     */
    @Test
    void aConeTipsWhereItsCentreOfMassPassesItsRim() {
        float back = coneAfterRelease(40), over = coneAfterRelease(50);
        System.out.printf("cone (r 0.5, h 2; tips at 45 deg): released at 40 deg ends %.2f deg from upright, at 50 deg %.2f deg%n", back, over);
        assertTrue(back < 2, "from 40 degrees it falls back onto its base: " + back);
        assertTrue(over > 60, "from 50 degrees it topples: " + over);
    }

    /** The inertia tensor (per the whole mass, row-major) of boxes of half extents {@code half[i]} and {@code mass[i]} centred at {@code at[i]}, about their common centre of mass c. */
    private static double[] boxesTensor(float[][] half, float[][] at, float[] mass, double[] c) {
        double total = 0;
        for (int i = 0; i < mass.length; i++) {
            total += mass[i];
            for (int k = 0; k < 3; k++) c[k] += mass[i] * at[i][k];
        }
        for (int k = 0; k < 3; k++) c[k] /= total;
        double[] t = new double[9];
        for (int i = 0; i < mass.length; i++) {
            double x = 2 * half[i][0], y = 2 * half[i][1], z = 2 * half[i][2], m = mass[i];
            double[] own = {m * (y * y + z * z) / 12, m * (x * x + z * z) / 12, m * (x * x + y * y) / 12};
            double[] d = {at[i][0] - c[0], at[i][1] - c[1], at[i][2] - c[2]};
            double d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
            for (int a = 0; a < 3; a++)
                for (int b = 0; b < 3; b++) t[3 * a + b] += (a == b ? own[a] + m * d2 : 0) - m * d[a] * d[b];
        }
        return t;
    }

    /**
     * An L of two bars (2 m along x, 1 m up at one end): its tensor has a product of inertia Ixy.
     * The body's principal moments are the tensor's eigenvalues; spun about the L's x axis (not a
     * principal one) with no gravity, it tumbles with the angular momentum the full tensor gives,
     * L = I w, kept in the world (dropping Ixy would start it with another and drift from this one).
     */
    @Test
    void anLShapedCompoundTumblesWithTheAngularMomentumOfItsFullTensor() {
        NscConfig config = Scenes.config(1);
        config.gravity.setZero();
        NscWorld w = new NscWorld(config);
        try {
            float[][] half = {{1, 0.1f, 0.1f}, {0.1f, 0.5f, 0.1f}}, at = {{0, 0, 0}, {0.9f, 0.6f, 0}};
            float[] mass = {2, 1};
            NscShapes s = w.shapes();
            btCollisionShape shape = s.compound(Array.with(s.box(half[0][0], half[0][1], half[0][2]), s.box(half[1][0], half[1][1], half[1][2])),
                    Array.with(new Matrix4().setToTranslation(at[0][0], at[0][1], at[0][2]), new Matrix4().setToTranslation(at[1][0], at[1][1], at[1][2])), mass);
            double[] c = new double[3];
            double[] tensor = boxesTensor(half, at, mass, c);
            EigenDecomposition_F64<DMatrixRMaj> eig = DecompositionFactory_DDRM.eig(3, true, true);
            assertTrue(eig.decompose(new DMatrixRMaj(3, 3, true, tensor.clone())));
            double[] expected = {eig.getEigenvalue(0).real, eig.getEigenvalue(1).real, eig.getEigenvalue(2).real};
            Arrays.sort(expected);
            Quaternion principal = s.principalRotation(shape, new Quaternion());
            Vector3 com = s.centreOfMass(shape, new Vector3());
            RigidBody body = w.createBody(new BodyDef().shape(shape).mass(3).rotation(principal).position(com));
            Vector3 moments = body.getLocalInertia(new Vector3());
            double[] got = {moments.x, moments.y, moments.z};
            Arrays.sort(got);
            System.out.printf("L-shape: Ixy %.4f; principal moments %.4f %.4f %.4f (eigenvalues %.4f %.4f %.4f); centre (%.4f, %.4f)%n", tensor[1],
                    got[0], got[1], got[2], expected[0], expected[1], expected[2], com.x, com.y);
            for (int k = 0; k < 3; k++) assertEquals(expected[k], got[k], 1e-4 * expected[2]);
            assertEquals(c[0], com.x, 1e-6);
            assertEquals(c[1], com.y, 1e-6);

            // spun about the model's x axis: L0 = I w0 in the model frame (the world's at the start)
            Vector3 w0 = new Vector3(3, 0, 0);
            body.setAngularVelocity(w0);
            double[] l0 = {tensor[0] * 3, tensor[3] * 3, tensor[6] * 3};
            double worst = 0, first = 0, norm = Math.sqrt(l0[0] * l0[0] + l0[1] * l0[1] + l0[2] * l0[2]);
            Quaternion q = new Quaternion(), model = new Quaternion();
            Vector3 omega = new Vector3();
            float[] r = new float[9];
            for (int step = 0; step < 120; step++) {
                w.stepOnce();
                // the model's frame now: the body's turned back by its principal rotation
                model.set(body.getRotation(q)).mul(new Quaternion(principal).conjugate());
                body.getAngularVelocity(omega);
                Matrix4 m = new Matrix4().set(model);
                for (int a = 0; a < 3; a++) for (int b = 0; b < 3; b++) r[3 * a + b] = m.val[4 * b + a];
                // L = R I R^T w
                double[] local = new double[3], l = new double[3];
                for (int a = 0; a < 3; a++) local[a] = r[a] * omega.x + r[3 + a] * omega.y + r[6 + a] * omega.z;
                double[] il = new double[3];
                for (int a = 0; a < 3; a++) il[a] = (tensor[3 * a] * local[0] + tensor[3 * a + 1] * local[1] + tensor[3 * a + 2] * local[2]);
                for (int a = 0; a < 3; a++) l[a] = r[3 * a] * il[0] + r[3 * a + 1] * il[1] + r[3 * a + 2] * il[2];
                double dx = l[0] - l0[0], dy = l[1] - l0[1], dz = l[2] - l0[2];
                worst = Math.max(worst, Math.sqrt(dx * dx + dy * dy + dz * dz) / norm);
                if (step == 0) first = worst;
            }
            System.out.printf("L-shape spun at 3 rad/s about its x axis: angular momentum off I w0 by %.2e of it after a step, at most %.2e over 2 s (w now %s)%n",
                    first, worst, omega);
            // without Ixy the body would start with L = (Ixx w, 0, 0): 73 % off; the tumbling integration's own drift is a few per cent
            assertTrue(first < 0.005, "the body starts with the full tensor's angular momentum: " + first);
            assertTrue(worst < 0.06, "angular momentum kept: " + worst);
        } finally {
            w.dispose();
        }
    }
}
