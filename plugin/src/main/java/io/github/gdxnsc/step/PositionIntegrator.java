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
    private final WorkerPool.RangeTask task = (c, s, e) -> range(s, e);
    private double h;
    private double[] positionVelocity, freeVelocity;

    /** Works on {@code bodies} (the world's), in place. */
    public PositionIntegrator(Bodies bodies) {
        this.bodies = bodies;
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
            // q <- exp(w h / 2) q (world-frame w), exact for a constant w over the step, then normalised
            double wx = move[p + 3], wy = move[p + 4], wz = move[p + 5];
            double w = Math.sqrt(wx * wx + wy * wy + wz * wz);
            if (w > 0) {
                double half = 0.5 * w * dt, s = Math.sin(half) / w, dc = Math.cos(half);
                double dx = wx * s, dy = wy * s, dz = wz * s;
                int q = 4 * i;
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
        }
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
