package io.github.gdxnsc.math;

/**
 * Unit-quaternion arithmetic on doubles, quaternions as (x, y, z, w): the one place the world,
 * its stages and the Bullet bridge turn a quaternion into a rotation. Allocation-free: results go
 * into a caller's array.
 */
public final class Rotations {
    private Rotations() {
    }

    /** out[0..2] = q v q^-1 for a unit quaternion q. */
    public static void rotate(double qx, double qy, double qz, double qw, double vx, double vy, double vz, double[] out) {
        // t = 2 q.xyz x v; v' = v + w t + q.xyz x t
        double tx = 2 * (qy * vz - qz * vy), ty = 2 * (qz * vx - qx * vz), tz = 2 * (qx * vy - qy * vx);
        out[0] = vx + qw * tx + qy * tz - qz * ty;
        out[1] = vy + qw * ty + qz * tx - qx * tz;
        out[2] = vz + qw * tz + qx * ty - qy * tx;
    }

    /** The rotation matrix of a unit quaternion, row-major into out[off..off+8]. */
    public static void toMatrix(double qx, double qy, double qz, double qw, double[] out, int off) {
        double xx = qx * qx, yy = qy * qy, zz = qz * qz, xy = qx * qy, xz = qx * qz, yz = qy * qz;
        double wx = qw * qx, wy = qw * qy, wz = qw * qz;
        out[off] = 1 - 2 * (yy + zz);
        out[off + 1] = 2 * (xy - wz);
        out[off + 2] = 2 * (xz + wy);
        out[off + 3] = 2 * (xy + wz);
        out[off + 4] = 1 - 2 * (xx + zz);
        out[off + 5] = 2 * (yz - wx);
        out[off + 6] = 2 * (xz - wy);
        out[off + 7] = 2 * (yz + wx);
        out[off + 8] = 1 - 2 * (xx + yy);
    }

    /** Local axis k (column k) of the row-major rotation matrix r dotted with n. */
    public static double axisDot(double[] r, int k, double nx, double ny, double nz) {
        return r[k] * nx + r[3 + k] * ny + r[6 + k] * nz;
    }

    /** The local axis (0, 1, 2) of the row-major rotation matrix r most nearly parallel or antiparallel to n (the first, on a tie). */
    public static int axisMostAlong(double[] r, double nx, double ny, double nz) {
        int best = 0;
        double most = -1;
        for (int k = 0; k < 3; k++) {
            double d = Math.abs(axisDot(r, k, nx, ny, nz));
            if (d > most) {
                most = d;
                best = k;
            }
        }
        return best;
    }

    /**
     * Writes q / |q| into out[off..off+3]. The length is taken in double from the given
     * components, so a float quaternion from the API and a double one from the integrator
     * normalise the same way.
     */
    public static void normalise(double qx, double qy, double qz, double qw, double[] out, int off) {
        double l = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        out[off] = qx / l;
        out[off + 1] = qy / l;
        out[off + 2] = qz / l;
        out[off + 3] = qw / l;
    }

    /** out[off..off+3] = a b (Hamilton product: b first, then a). */
    public static void multiply(double ax, double ay, double az, double aw, double bx, double by, double bz, double bw, double[] out, int off) {
        out[off] = aw * bx + ax * bw + ay * bz - az * by;
        out[off + 1] = aw * by - ax * bz + ay * bw + az * bx;
        out[off + 2] = aw * bz + ax * by - ay * bx + az * bw;
        out[off + 3] = aw * bw - ax * bx - ay * by - az * bz;
    }

    /**
     * The rotation vector (axis times angle, radians in [0, pi]) of a unit quaternion into
     * out[0..2]: the log map, taking the shorter way round.
     */
    public static void rotationVector(double qx, double qy, double qz, double qw, double[] out) {
        if (qw < 0) {
            qx = -qx;
            qy = -qy;
            qz = -qz;
            qw = -qw;
        }
        double s = Math.sqrt(qx * qx + qy * qy + qz * qz);
        // angle / sin(angle / 2), which tends to 2 as the angle vanishes
        double f = s < 1e-12 ? 2 : 2 * Math.atan2(s, qw) / s;
        out[0] = f * qx;
        out[1] = f * qy;
        out[2] = f * qz;
    }
}
