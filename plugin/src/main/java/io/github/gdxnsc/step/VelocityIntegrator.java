package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.NscDescriptor;
import io.github.gdxnsc.math.Rotations;
import io.github.gdxnsc.parallel.WorkerPool;
import java.util.Arrays;

import static io.github.gdxnsc.parallel.PoolThresholds.INTEGRATOR_BODY_CHUNK;

/**
 * The forces stage's integrator (pool, per body): the free velocities {@code v* = v + h (g + M^-1 f)} with
 * the implicit gyroscopic term and Bullet-style damping, and the world inverse inertia {@code R diag(1/I) R^T}, both written into
 * the descriptor. A turning body's inverse inertia is the gyroscopic step's response instead
 * ({@link GyroscopicInertia}), so torques and the solve's impulses enter that step rather than follow it. Reads the bodies, writes only the descriptor's per-body arrays.
 *
 * <p>Gravity is scaled per body; the linear factor scales the velocity change of gravity and
 * force per world axis, the angular factor F enters as {@code F R diag(1/I) R^T F} (Bullet's
 * rule), so a locked axis gets no angular velocity change from torques or from the solve. A
 * kinematic body keeps its velocity as v* with zero inverse mass and inertia: infinite mass to
 * the solve, its velocity in r = J v* + b.
 */
final class VelocityIntegrator {
    private final Bodies bodies;
    private final WorkerPool.RangeTask task = this::range;
    private NscDescriptor descriptor;
    private double h, gx, gy, gz;
    /** A rotation matrix per chunk: chunks run on different threads. */
    private double[] rotation = new double[9];
    /** Per body, this step's body-frame gyroscopic midpoint spin (3 per body), and whether nothing but the spin turns it. */
    private double[] midpoint = new double[48];
    private boolean[] torqueFree = new boolean[16];

    /** Works on {@code bodies} (the world's), in place. */
    public VelocityIntegrator(Bodies bodies) {
        this.bodies = bodies;
    }

    /** Newton iterations of the midpoint rule: from m = w, three reach double precision at game spins (w h < 1). */
    private static final int GYRO_NEWTON = 3;
    /** Faster spins go on iterating while the step is above this share of m, up to {@link #GYRO_NEWTON_MAX}. */
    private static final double GYRO_CONVERGED = 1e-12;
    private static final int GYRO_NEWTON_MAX = 50;
    /** The energy the midpoint step may show above the start before it is scaled back (rounding only). */
    private static final double GYRO_ENERGY_SLACK = 1e-9;

    /**
     * Body-frame angular velocity after one torque-free step of the implicit midpoint rule, into
     * out[o..o+2]: solves 2 I (m - w) + h m x I m = 0 for the midpoint m by Newton, w' = 2 m - w.
     */
    static void gyroscopicMidpoint(double wx, double wy, double wz, double jx, double jy, double jz, double h, double[] out, int o) {
        double mx = wx, my = wy, mz = wz;
        boolean converged = false;
        for (int it = 0; it < GYRO_NEWTON_MAX && (it < GYRO_NEWTON || !converged); it++) {
            double hx = jx * mx, hy = jy * my, hz = jz * mz;
            double gx = 2 * jx * (mx - wx) + h * (my * hz - mz * hy);
            double gy = 2 * jy * (my - wy) + h * (mz * hx - mx * hz);
            double gz = 2 * jz * (mz - wz) + h * (mx * hy - my * hx);
            // Jacobian 2 I + h (skew(m) I - skew(I m))
            double a00 = 2 * jx, a01 = h * (-mz * jy + hz), a02 = h * (my * jz - hy);
            double a10 = h * (mz * jx - hz), a11 = 2 * jy, a12 = h * (-mx * jz + hx);
            double a20 = h * (-my * jx + hy), a21 = h * (mx * jy - hx), a22 = 2 * jz;
            double c00 = a11 * a22 - a12 * a21, c01 = a02 * a21 - a01 * a22, c02 = a01 * a12 - a02 * a11;
            double c10 = a12 * a20 - a10 * a22, c11 = a00 * a22 - a02 * a20, c12 = a02 * a10 - a00 * a12;
            double c20 = a10 * a21 - a11 * a20, c21 = a01 * a20 - a00 * a21, c22 = a00 * a11 - a01 * a10;
            double det = a00 * c00 + a10 * c01 + a20 * c02;
            if (!(det != 0 && Double.isFinite(det))) break;
            double id = 1 / det;
            double sx = id * (c00 * gx + c01 * gy + c02 * gz), sy = id * (c10 * gx + c11 * gy + c12 * gz), sz = id * (c20 * gx + c21 * gy + c22 * gz);
            mx -= sx;
            my -= sy;
            mz -= sz;
            converged = sx * sx + sy * sy + sz * sz <= GYRO_CONVERGED * GYRO_CONVERGED * (mx * mx + my * my + mz * mz);
        }
        double ox = 2 * mx - wx, oy = 2 * my - wy, oz = 2 * mz - wz;
        // the exact midpoint step keeps the energy; at spins where Newton stalls (w h of several
        // radians) the result is scaled back onto the energy it started with, so none is gained
        double e0 = jx * wx * wx + jy * wy * wy + jz * wz * wz, e1 = jx * ox * ox + jy * oy * oy + jz * oz * oz;
        if (!(e1 <= e0 * (1 + GYRO_ENERGY_SLACK))) {
            double f = e1 > 0 && Double.isFinite(e1) ? Math.sqrt(e0 / e1) : 0;
            if (f == 0) { // nothing finite came out: the spin is kept as it was
                ox = wx;
                oy = wy;
                oz = wz;
            } else {
                ox *= f;
                oy *= f;
                oz *= f;
            }
        }
        out[o] = ox;
        out[o + 1] = oy;
        out[o + 2] = oz;
    }

    /** Fills the descriptor's inverse mass, world inverse inertia and free velocity for every body. */
    public void run(WorkerPool pool, NscDescriptor d, double timeStep, double gravityX, double gravityY, double gravityZ) {
        int n = bodies.count;
        int chunks = (n + INTEGRATOR_BODY_CHUNK - 1) / INTEGRATOR_BODY_CHUNK;
        if (rotation.length < 9 * chunks) rotation = new double[Math.max(9 * chunks, 2 * rotation.length)];
        if (torqueFree.length < n) {
            torqueFree = new boolean[Math.max(n, 2 * torqueFree.length)];
            midpoint = new double[3 * torqueFree.length];
        }
        descriptor = d;
        h = timeStep;
        gx = gravityX;
        gy = gravityY;
        gz = gravityZ;
        pool.forEachChunk(n, INTEGRATOR_BODY_CHUNK, task);
    }

    private void range(int chunk, int start, int end) {
        final Bodies b = bodies;
        final double[] im = descriptor.invMass(), ii = descriptor.invInertia(), v = descriptor.velocity();
        final double[] vel = b.vel, rot = b.rot, inv = b.invLocalInertia, force = b.force, torque = b.torque;
        final double[] r = rotation;
        final int o = 9 * chunk;
        final double dt = h;
        for (int i = start; i < end; i++) {
            int p = 6 * i, k = 9 * i;
            torqueFree[i] = false;
            if (!b.moves(i)) { // static or asleep: held still, infinite mass in the solve
                im[i] = 0;
                Arrays.fill(ii, k, k + 9, 0);
                Arrays.fill(v, p, p + 6, 0);
                continue;
            }
            if (b.isKinematic[i]) {
                im[i] = 0;
                Arrays.fill(ii, k, k + 9, 0);
                System.arraycopy(vel, p, v, p, 6);
                continue;
            }
            Rotations.toMatrix(rot[4 * i], rot[4 * i + 1], rot[4 * i + 2], rot[4 * i + 3], r, o);
            double r00 = r[o], r01 = r[o + 1], r02 = r[o + 2];
            double r10 = r[o + 3], r11 = r[o + 4], r12 = r[o + 5];
            double r20 = r[o + 6], r21 = r[o + 7], r22 = r[o + 8];
            // r[o..o+2] is free from here on: the gyroscopic step's result goes there
            double ia = inv[3 * i], ib = inv[3 * i + 1], ic = inv[3 * i + 2];
            ii[k] = r00 * r00 * ia + r01 * r01 * ib + r02 * r02 * ic;
            ii[k + 1] = r00 * r10 * ia + r01 * r11 * ib + r02 * r12 * ic;
            ii[k + 2] = r00 * r20 * ia + r01 * r21 * ib + r02 * r22 * ic;
            ii[k + 3] = ii[k + 1];
            ii[k + 4] = r10 * r10 * ia + r11 * r11 * ib + r12 * r12 * ic;
            ii[k + 5] = r10 * r20 * ia + r11 * r21 * ib + r12 * r22 * ic;
            ii[k + 6] = ii[k + 2];
            ii[k + 7] = ii[k + 5];
            ii[k + 8] = r20 * r20 * ia + r21 * r21 * ib + r22 * r22 * ic;
            if (b.axisLocked[i]) lockAxes(b.angularFactor, i, ii, k);
            double m = b.invMass[i];
            im[i] = m;
            double tx = torque[3 * i], ty = torque[3 * i + 1], tz = torque[3 * i + 2];
            // gravity scale and linear factor are 1 unless set, and times 1 is exact: no change then
            double gs = b.gravityScale[i];
            float[] lf = b.linearFactor;
            double lx = vel[p] + dt * (lf[3 * i] * (gs * gx + m * force[3 * i]));
            double ly = vel[p + 1] + dt * (lf[3 * i + 1] * (gs * gy + m * force[3 * i + 1]));
            double lz = vel[p + 2] + dt * (lf[3 * i + 2] * (gs * gz + m * force[3 * i + 2]));
            // the gyroscopic term: without it w stays fixed in world space and a free body
            // neither precesses nor tumbles. Solved in the body frame by the implicit midpoint rule,
            // I (w' - w) + h m x I m = 0 with m = (w + w') / 2, which keeps both invariants of a
            // free body (|L| and the kinetic energy, each quadratic in w) and stays stable at any
            // spin; implicit Euler (Bullet's choice) loses a quarter of |L| in 20 s of tumbling
            double bx = r00 * vel[p + 3] + r10 * vel[p + 4] + r20 * vel[p + 5];
            double by = r01 * vel[p + 3] + r11 * vel[p + 4] + r21 * vel[p + 5];
            double bz = r02 * vel[p + 3] + r12 * vel[p + 4] + r22 * vel[p + 5];
            gyroscopicMidpoint(bx, by, bz, 1 / ia, 1 / ib, 1 / ic, dt, r, o);
            double mx = 0.5 * (bx + r[o]), my = 0.5 * (by + r[o + 1]), mz = 0.5 * (bz + r[o + 2]);
            midpoint[3 * i] = mx;
            midpoint[3 * i + 1] = my;
            midpoint[3 * i + 2] = mz;
            torqueFree[i] = tx == 0 && ty == 0 && tz == 0 && b.angularDamping[i] == 0 && !b.axisLocked[i] && ia > 0 && ib > 0 && ic > 0;
            bx = r[o];
            by = r[o + 1];
            bz = r[o + 2];
            // torques and the solve's impulses act through the step's gyroscopic response at its midpoint
            double share = GyroscopicInertia.share(dt * Math.sqrt(mx * mx + my * my + mz * mz));
            if (ia > 0 && ib > 0 && ic > 0 && share > 0
                    && GyroscopicInertia.worldInverse(mx, my, mz, ia, ib, ic, dt * share, r00, r01, r02, r10, r11, r12, r20, r21, r22, ii, k)
                    && b.axisLocked[i]) lockAxes(b.angularFactor, i, ii, k);
            double wx = r00 * bx + r01 * by + r02 * bz, wy = r10 * bx + r11 * by + r12 * bz, wz = r20 * bx + r21 * by + r22 * bz;
            if (b.axisLocked[i]) { // a locked axis takes none of the gyroscopic change either
                float[] af = b.angularFactor;
                wx = vel[p + 3] + af[3 * i] * (wx - vel[p + 3]);
                wy = vel[p + 4] + af[3 * i + 1] * (wy - vel[p + 4]);
                wz = vel[p + 5] + af[3 * i + 2] * (wz - vel[p + 5]);
            }
            wx += dt * (ii[k] * tx + ii[k + 1] * ty + ii[k + 2] * tz);
            wy += dt * (ii[k + 3] * tx + ii[k + 4] * ty + ii[k + 5] * tz);
            wz += dt * (ii[k + 6] * tx + ii[k + 7] * ty + ii[k + 8] * tz);
            // damping as Bullet does it: v *= (1 - d)^h, so its effect per second is independent of h
            if (b.linearDamping[i] != 0) {
                double f = Math.pow(1 - b.linearDamping[i], dt);
                lx *= f;
                ly *= f;
                lz *= f;
            }
            if (b.angularDamping[i] != 0) {
                double f = Math.pow(1 - b.angularDamping[i], dt);
                wx *= f;
                wy *= f;
                wz *= f;
            }
            v[p] = lx;
            v[p + 1] = ly;
            v[p + 2] = lz;
            v[p + 3] = wx;
            v[p + 4] = wy;
            v[p + 5] = wz;
        }
    }

    /**
     * Per body, whether nothing but the gyroscopic step changed its spin in this velocity stage (a
     * dynamic body without torque, angular damping or locked axis), and then (3 per body) that
     * step's body-frame midpoint spin m: what {@link PositionIntegrator} turns a body by when no
     * row changed its spin either.
     */
    boolean[] torqueFree() {
        return torqueFree;
    }

    double[] midpoints() {
        return midpoint;
    }

    /** ii = F ii F for body i's angular factor F = diag(f): what a locked axis cannot turn about. */
    private static void lockAxes(float[] f, int i, double[] ii, int k) {
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) ii[k + 3 * r + c] *= f[3 * i + r] * f[3 * i + c];
    }
}
