package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Matrix3;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;

/**
 * A shape's mass properties per kilogram where the factory knows them better than Bullet's
 * bounding-box guess: the centre of mass in the frame the shape was modelled in, the principal
 * moments of inertia about it, and the principal frame's rotation in the modelled frame (its
 * columns the principal axes). A compound's come from its children's full inertia tensors (parallel
 * axes and products of inertia included) diagonalised; a cone's from its closed form.
 */
final class MassProperties {
    /** Jacobi rotations before giving up on the last off-diagonal crumbs (a 3x3 converges in a handful of sweeps). */
    private static final int MAX_SWEEPS = 50;

    final Vector3 centreOfMass = new Vector3(), unitInertia = new Vector3();
    /** The principal frame in the modelled frame: a vector in the principal frame, rotated by it, is in the modelled frame. */
    final Quaternion principal = new Quaternion();

    /** A solid cone of base radius r and height h along {@code axis}, modelled half way up: its centre of mass a quarter of the height above the base. */
    static MassProperties cone(Axis axis, float radius, float height) {
        MassProperties out = new MassProperties();
        double along = 0.3 * radius * radius, across = 0.15 * radius * radius + 0.0375 * height * height;
        out.centreOfMass.set(axis == Axis.X ? -height / 4 : 0, axis == Axis.Y ? -height / 4 : 0, axis == Axis.Z ? -height / 4 : 0);
        out.unitInertia.set((float) (axis == Axis.X ? along : across), (float) (axis == Axis.Y ? along : across), (float) (axis == Axis.Z ? along : across));
        return out;
    }

    /**
     * Children of {@code masses} at {@code transforms} (rigid: rotation and translation), each with
     * its own mass properties per kilogram ({@code known[i]}, or Bullet's principal inertia about
     * its origin when null): the compound's centre of mass, and its inertia tensor about it (each
     * child's rotated into the compound's frame, plus the parallel-axis terms) diagonalised.
     */
    static MassProperties compound(Vector3[] childInertia, MassProperties[] known, Matrix4[] transforms, float[] masses) {
        MassProperties out = new MassProperties();
        int n = masses.length;
        double total = 0;
        double[] c = new double[3];
        double[][] at = new double[n][3];
        Vector3 p = new Vector3();
        for (int i = 0; i < n; i++) {
            p.setZero();
            if (known[i] != null) p.set(known[i].centreOfMass);
            p.mul(transforms[i]); // the child's centre of mass in the compound's frame
            at[i][0] = p.x;
            at[i][1] = p.y;
            at[i][2] = p.z;
            total += masses[i];
            for (int k = 0; k < 3; k++) c[k] += masses[i] * at[i][k];
        }
        for (int k = 0; k < 3; k++) c[k] /= total;
        double[] t = new double[9]; // the tensor, row-major
        double[] r = new double[9];
        Quaternion q = new Quaternion();
        for (int i = 0; i < n; i++) {
            // the child's principal frame in the compound's: its transform's rotation times its own principal rotation
            transforms[i].getRotation(q, true);
            if (known[i] != null) q.mul(known[i].principal);
            rotationMatrix(q, r);
            Vector3 d = known[i] != null ? known[i].unitInertia : childInertia[i];
            double m = masses[i], scale = known[i] != null ? m : 1; // Bullet's inertia is for the child's mass already
            double[] diag = {d.x * scale, d.y * scale, d.z * scale};
            double dx = at[i][0] - c[0], dy = at[i][1] - c[1], dz = at[i][2] - c[2], d2 = dx * dx + dy * dy + dz * dz;
            double[] off = {dx, dy, dz};
            for (int a = 0; a < 3; a++)
                for (int b = 0; b < 3; b++) {
                    double rot = 0;
                    for (int k = 0; k < 3; k++) rot += r[3 * a + k] * diag[k] * r[3 * b + k];
                    t[3 * a + b] += rot + m * ((a == b ? d2 : 0) - off[a] * off[b]);
                }
        }
        for (int k = 0; k < 9; k++) t[k] /= total;
        double[] v = new double[9];
        diagonalise(t, v);
        // a proper rotation: flip the third axis if the eigenvectors came out left-handed
        double det = v[0] * (v[4] * v[8] - v[5] * v[7]) - v[1] * (v[3] * v[8] - v[5] * v[6]) + v[2] * (v[3] * v[7] - v[4] * v[6]);
        if (det < 0) for (int a = 0; a < 3; a++) v[3 * a + 2] = -v[3 * a + 2];
        out.centreOfMass.set((float) c[0], (float) c[1], (float) c[2]);
        out.unitInertia.set((float) t[0], (float) t[4], (float) t[8]);
        Matrix3 axes = new Matrix3();
        float[] m3 = axes.val; // column-major
        for (int a = 0; a < 3; a++)
            for (int b = 0; b < 3; b++) m3[3 * b + a] = (float) v[3 * a + b];
        out.principal.setFromMatrix(true, axes);
        return out;
    }

    /** Row-major rotation matrix of a unit quaternion. */
    private static void rotationMatrix(Quaternion q, double[] r) {
        double x = q.x, y = q.y, z = q.z, w = q.w;
        r[0] = 1 - 2 * (y * y + z * z);
        r[1] = 2 * (x * y - z * w);
        r[2] = 2 * (x * z + y * w);
        r[3] = 2 * (x * y + z * w);
        r[4] = 1 - 2 * (x * x + z * z);
        r[5] = 2 * (y * z - x * w);
        r[6] = 2 * (x * z - y * w);
        r[7] = 2 * (y * z + x * w);
        r[8] = 1 - 2 * (x * x + y * y);
    }

    /**
     * Cyclic Jacobi on the symmetric 3x3 {@code a} (row-major): leaves its eigenvalues on the
     * diagonal and the eigenvectors as the columns of {@code v}.
     */
    static void diagonalise(double[] a, double[] v) {
        java.util.Arrays.fill(v, 0);
        v[0] = v[4] = v[8] = 1;
        for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
            double off = a[1] * a[1] + a[2] * a[2] + a[5] * a[5], scale = a[0] * a[0] + a[4] * a[4] + a[8] * a[8];
            if (off <= 1e-30 * scale || off == 0) return;
            for (int p = 0; p < 2; p++)
                for (int q = p + 1; q < 3; q++) {
                    double apq = a[3 * p + q];
                    if (apq == 0) continue;
                    double theta = (a[3 * q + q] - a[3 * p + p]) / (2 * apq);
                    double tan = Math.signum(theta) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
                    if (theta == 0) tan = 1;
                    double cos = 1 / Math.sqrt(tan * tan + 1), sin = tan * cos;
                    // a <- J^T a J, v <- v J with J the rotation in the (p, q) plane
                    for (int k = 0; k < 3; k++) {
                        double akp = a[3 * k + p], akq = a[3 * k + q];
                        a[3 * k + p] = cos * akp - sin * akq;
                        a[3 * k + q] = sin * akp + cos * akq;
                    }
                    for (int k = 0; k < 3; k++) {
                        double apk = a[3 * p + k], aqk = a[3 * q + k];
                        a[3 * p + k] = cos * apk - sin * aqk;
                        a[3 * q + k] = sin * apk + cos * aqk;
                    }
                    for (int k = 0; k < 3; k++) {
                        double vkp = v[3 * k + p], vkq = v[3 * k + q];
                        v[3 * k + p] = cos * vkp - sin * vkq;
                        v[3 * k + q] = sin * vkp + cos * vkq;
                    }
                }
        }
    }
}
