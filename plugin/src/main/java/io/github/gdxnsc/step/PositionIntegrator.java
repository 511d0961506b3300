package io.github.gdxnsc.step;

import io.github.gdxnsc.parallel.WorkerPool;
import java.util.Arrays;

/**
 * The integrate stage's positions (pool, per body), after the solver's impulses were applied to the
 * velocities: clamps the velocities, advances positions (semi-implicit Euler, with the split
 * step's position velocities when it ran) and orientations
 * (the exact quaternion exponential of a constant world angular velocity, then normalised).
 * A body with a linear factor keeps only that share of the solves' velocity change per world axis
 * (v = v* + F dv, for the kept and the position velocities): the solve itself sees its full mass,
 * so a locked body pushed by another is stopped here. Forces are not cleared here: they last for
 * every sub-step of one world step (the facade clears them, as Bullet does).
 */
public final class PositionIntegrator {
    /** Speeds above these are clamped: no finite scene needs more, and it keeps transforms finite. */
    public static final double MAX_LINEAR_SPEED = 1e4, MAX_ANGULAR_SPEED = 1e4;

    private final Bodies bodies;
    /** The velocity stage's gyroscopic midpoints, or null (then every body turns by its end velocity). */
    private final VelocityIntegrator spin;
    private boolean exactFreeRotation;
    private final WorkerPool.RangeTask task = (c, s, e) -> range(s, e);
    private double h;
    private double[] positionVelocity, freeVelocity;

    /** Works on {@code bodies} (the world's), in place; every body turns by its end velocity. */
    public PositionIntegrator(Bodies bodies) {
        this(bodies, null);
    }

    /**
     * As above; a body whose spin only the gyroscopic step changed (no torque, no row's impulse)
     * turns by that step's midpoint instead, which keeps its world angular momentum exactly.
     */
    PositionIntegrator(Bodies bodies, VelocityIntegrator spin) {
        this.bodies = bodies;
        this.spin = spin;
    }

    /** Whether a body only its own spin turns is turned by the gyroscopic midpoint (NscConfig.exactFreeRotation). */
    void setExactFreeRotation(boolean on) {
        exactFreeRotation = on;
    }

    /** Advances every body with its own velocities. */
    public void run(WorkerPool pool, double timeStep) {
        run(pool, timeStep, null, null);
    }

    /**
     * Advances every body; positions and orientations move with {@code positionVelocity} (6 per
     * body: the split step's position solve) or, when it is null, with the bodies' own.
     */
    public void run(WorkerPool pool, double timeStep, double[] positionVelocity) {
        run(pool, timeStep, positionVelocity, null);
    }

    /** As above; {@code freeVelocity} (the descriptor's v*, or null) is what linear factors measure the solve's change from. */
    public void run(WorkerPool pool, double timeStep, double[] positionVelocity, double[] freeVelocity) {
        h = timeStep;
        this.positionVelocity = positionVelocity;
        this.freeVelocity = freeVelocity;
        pool.forEachChunk(bodies.count, io.github.gdxnsc.parallel.PoolThresholds.INTEGRATOR_BODY_CHUNK, task);
        this.positionVelocity = null;
        this.freeVelocity = null;
    }

    private void range(int start, int end) {
        final Bodies b = bodies;
        final double[] vel = b.vel, pos = b.pos, rot = b.rot, vs = freeVelocity;
        final double[] move = positionVelocity != null ? positionVelocity : vel;
        final boolean[] free = spin != null && exactFreeRotation ? spin.torqueFree() : null;
        final double dt = h;
        for (int i = start; i < end; i++) {
            int p = 6 * i;
            if (!b.moves(i)) {
                Arrays.fill(vel, p, p + 6, 0);
                continue;
            }
            if (b.axisLocked[i] && vs != null) {
                float[] lf = b.linearFactor;
                for (int a = 0; a < 3; a++) {
                    vel[p + a] = vs[p + a] + lf[3 * i + a] * (vel[p + a] - vs[p + a]);
                    if (move != vel) move[p + a] = vs[p + a] + lf[3 * i + a] * (move[p + a] - vs[p + a]);
                }
            }
            clamp(vel, p, MAX_LINEAR_SPEED);
            clamp(vel, p + 3, MAX_ANGULAR_SPEED);
            if (move != vel) {
                clamp(move, p, MAX_LINEAR_SPEED);
                clamp(move, p + 3, MAX_ANGULAR_SPEED);
            }
            pos[3 * i] += dt * move[p];
            pos[3 * i + 1] += dt * move[p + 1];
            pos[3 * i + 2] += dt * move[p + 2];
            if (free != null && free[i] && sameSpin(vel, vs, p) && (move == vel || sameSpin(move, vel, p))) {
                turnByMidpoint(i, dt);
                continue;
            }
            // q <- exp(w h / 2) q (world-frame w), exact for a constant w over the step, then normalised
            double wx = move[p + 3], wy = move[p + 4], wz = move[p + 5];
            double w = Math.sqrt(wx * wx + wy * wy + wz * wz);
            if (w > 0) {
                double half = 0.5 * w * dt, s = Math.sin(half) / w, dc = Math.cos(half);
                turn(rot, 4 * i, wx * s, wy * s, wz * s, dc);
            }
        }
    }

    /**
     * A body turned by nothing but its own spin: the velocity stage's implicit midpoint step turned
     * its body-frame angular momentum by the Cayley rotation of {@code -h m} (m the midpoint spin),
     * so turning the body by the Cayley rotation of {@code h m} keeps its world angular momentum
     * exactly, and the energy with it; the body-frame spin is kept, so the world one turns with the
     * body. Turning by the end velocity instead swung a tumbling box's angular momentum by 1.9 deg
     * at 1/60 s. A body with rows keeps the end velocity's turn: a ball-joint gyroscope turned by its
     * midpoint drooped.
     */
    private void turnByMidpoint(int i, double dt) {
        final double[] rot = bodies.rot, vel = bodies.vel, m = spin.midpoints();
        int q = 4 * i, p = 6 * i;
        double qx = rot[q], qy = rot[q + 1], qz = rot[q + 2], qw = rot[q + 3];
        double mx = m[3 * i], my = m[3 * i + 1], mz = m[3 * i + 2];
        if (mx == 0 && my == 0 && mz == 0) return;
        // the midpoint in the world frame (q rotates body to world), halved and times h
        double tx = 2 * (qy * mz - qz * my), ty = 2 * (qz * mx - qx * mz), tz = 2 * (qx * my - qy * mx);
        double dx = 0.5 * dt * (mx + qw * tx + qy * tz - qz * ty);
        double dy = 0.5 * dt * (my + qw * ty + qz * tx - qx * tz);
        double dz = 0.5 * dt * (mz + qw * tz + qx * ty - qy * tx);
        // the Cayley rotation of h m as a unit quaternion: (h m / 2, 1), normalised
        double n = 1 / Math.sqrt(1 + dx * dx + dy * dy + dz * dz);
        dx *= n;
        dy *= n;
        dz *= n;
        turn(rot, q, dx, dy, dz, n);
        // the world spin turns with the body by the same rotation
        double wx = vel[p + 3], wy = vel[p + 4], wz = vel[p + 5];
        double ux = 2 * (dy * wz - dz * wy), uy = 2 * (dz * wx - dx * wz), uz = 2 * (dx * wy - dy * wx);
        vel[p + 3] = wx + n * ux + dy * uz - dz * uy;
        vel[p + 4] = wy + n * uy + dz * ux - dx * uz;
        vel[p + 5] = wz + n * uz + dx * uy - dy * ux;
    }

    /** rot[q..q+3] <- d rot[q..q+3] (d = (dx, dy, dz, dw) a unit world-frame rotation), normalised. */
    private static void turn(double[] rot, int q, double dx, double dy, double dz, double dc) {
        double qx = rot[q], qy = rot[q + 1], qz = rot[q + 2], qw = rot[q + 3];
        double nx = dc * qx + dx * qw + dy * qz - dz * qy;
        double ny = dc * qy - dx * qz + dy * qw + dz * qx;
        double nz = dc * qz + dx * qy - dy * qx + dz * qw;
        double nw = dc * qw - dx * qx - dy * qy - dz * qz;
        double l = 1.0 / Math.sqrt(nx * nx + ny * ny + nz * nz + nw * nw);
        rot[q] = nx * l;
        rot[q + 1] = ny * l;
        rot[q + 2] = nz * l;
        rot[q + 3] = nw * l;
    }

    /** Whether a and b hold the same angular velocity for the body at p (bit for bit: no row's impulse touched it). */
    private static boolean sameSpin(double[] a, double[] b, int p) {
        return b != null && a[p + 3] == b[p + 3] && a[p + 4] == b[p + 4] && a[p + 5] == b[p + 5];
    }

    /** Zeroes a non-finite 3-vector, scales one longer than max down to max. */
    static void clamp(double[] v, int o, double max) {
        double a = v[o], b = v[o + 1], c = v[o + 2];
        double s = a * a + b * b + c * c;
        if (!Double.isFinite(s)) {
            v[o] = v[o + 1] = v[o + 2] = 0;
        } else if (s > max * max) {
            double f = max / Math.sqrt(s);
            v[o] = a * f;
            v[o + 1] = b * f;
            v[o + 2] = c * f;
        }
    }
}
