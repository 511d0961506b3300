package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Restitution through simultaneous impacts: the separation speed each restitution contact is to
 * leave with this step. Solved in one step as one simultaneous impact, a row of touching balls
 * spreads a blow over all of them (a Newton's cradle sends all five off at a fifth of the speed);
 * the sequential pairwise model passes it along instead. So, following the collision processing of
 * Guendelman, Bridson and Fedkiw ("Nonconvex rigid bodies with stacking", 2003), when some contact
 * with restitution approaches at the threshold speed or faster, a few sweeps of normal impulses run
 * on a scratch copy of the pre-step velocities, body pair by body pair, alternately forwards and
 * backwards, until no pair approaches; the velocities they end with give each contact of an impact
 * its target separation speed, which the solve then holds it to (with friction, and the rest of
 * the problem). The points of one pair are solved together (a few Gauss-Seidel passes towards e
 * times each point's approach speed), so a box landing flat still leaves flat; a lone two-body impact
 * gets e times its approach speed, as without the sweeps.
 */
final class ImpactSweeps {
    /** Sweeps over the pairs at most (each one passes a blow at least one pair further). */
    static final int MAX_SWEEPS = 32;
    /** Gauss-Seidel passes over the points of one pair. */
    static final int PAIR_PASSES = 8;
    /** Approach speed (m/s) below which a pair counts as separated in the sweeps. */
    static final double SPEED_EPS = 1e-9;

    /** Per contact: whether the sweeps gave it a target, and the target separation speed (>= 0). */
    private boolean[] hasTarget = new boolean[64];
    private double[] target = new double[64];
    /** Candidate contacts (restitution > 0, solved, touching within the step), in buffer order; pair starts. */
    private int[] candidate = new int[64], pairStart = new int[65];
    /** Per candidate: normal (3), lever arms (6), inverse effective mass, target, accumulated impulse. */
    private double[] normal = new double[192], arms = new double[384], invK = new double[64], aim = new double[64], impulse = new double[64];
    private double[] vel = new double[96];
    private NscDescriptor descriptor;
    private final double[] r = new double[6], rel = new double[3];
    private int pairs;

    /**
     * Runs the sweeps when some contact is an impact this step; afterwards {@link #target} answers
     * for every contact.
     */
    void run(StepContext ctx) {
        final ContactBuffer c = ctx.contacts;
        final Bodies b = ctx.bodies;
        final int nc = c.count();
        if (hasTarget.length < nc) {
            hasTarget = new boolean[Math.max(nc, 2 * hasTarget.length)];
            target = new double[hasTarget.length];
        }
        java.util.Arrays.fill(hasTarget, 0, nc, false);
        descriptor = ctx.descriptor;
        if (!collect(ctx)) return;
        if (vel.length < b.vel.length) vel = new double[b.vel.length];
        System.arraycopy(b.vel, 0, vel, 0, 6 * b.count);
        final double threshold = ctx.restitutionThresholdSpeed, h = ctx.timeStep;
        for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
            boolean any = false;
            for (int q = 0; q < pairs; q++) {
                int p = sweep % 2 == 0 ? q : pairs - 1 - q;
                if (resolvePair(c, pairStart[p], pairStart[p + 1], threshold, h)) any = true;
            }
            if (!any) break;
        }
        for (int i = 0; i < pairStart[pairs]; i++) {
            int k = candidate[i];
            if (!hasTarget[k]) continue;
            target[k] = Math.max(0, normalVelocity(c, i));
        }
    }

    /** True when the last {@link #run} gave contact k a target separation speed. */
    boolean hasTarget(int k) {
        return hasTarget[k];
    }

    /** Contact k's target separation speed (m/s, >= 0) when {@link #hasTarget}. */
    double target(int k) {
        return target[k];
    }

    /**
     * Lists the candidates grouped by body pair (Bullet's points come manifold by manifold) and
     * says whether one of them is an impact on the pre-step velocities.
     */
    private boolean collect(StepContext ctx) {
        final ContactBuffer c = ctx.contacts;
        final Bodies b = ctx.bodies;
        final NscDescriptor d = ctx.descriptor;
        final double threshold = ctx.restitutionThresholdSpeed, h = ctx.timeStep;
        final int nc = c.count();
        if (candidate.length < nc) {
            int cap = Math.max(nc, 2 * candidate.length);
            candidate = new int[cap];
            pairStart = new int[cap + 1];
            normal = new double[3 * cap];
            arms = new double[6 * cap];
            invK = new double[cap];
            aim = new double[cap];
            impulse = new double[cap];
        }
        int n = 0;
        pairs = 0;
        boolean impact = false;
        int lastA = -1, lastB = -1;
        for (int k = 0; k < nc; k++) {
            if (c.restitution[k] <= 0) continue;
            int a = c.bodyA[k], bb = c.bodyB[k];
            if (b.isSensor[a] || b.isSensor[bb] || !(b.solved(a) || b.solved(bb))) continue;
            double nx = c.normal[3 * k], ny = c.normal[3 * k + 1], nz = c.normal[3 * k + 2];
            if (!ContactRows.usable(c, k, nx, ny, nz)) continue;
            ContactRows.leverArms(c, b, k, r);
            double w = inverseMass(d, b, a, nx, ny, nz, r[0], r[1], r[2]) + inverseMass(d, b, bb, nx, ny, nz, r[3], r[4], r[5]);
            if (!(w > 0)) continue;
            if (a != lastA || bb != lastB) {
                pairStart[pairs++] = n;
                lastA = a;
                lastB = bb;
            }
            candidate[n] = k;
            normal[3 * n] = nx;
            normal[3 * n + 1] = ny;
            normal[3 * n + 2] = nz;
            System.arraycopy(r, 0, arms, 6 * n, 6);
            invK[n] = w;
            n++;
            ContactRows.relativeVelocity(b.vel, a, bb, r, rel);
            double vn = rel[0] * nx + rel[1] * ny + rel[2] * nz;
            if (vn <= -threshold && vn < 0 && c.distance[k] + h * vn < 0) impact = true;
        }
        pairStart[pairs] = n;
        return impact;
    }

    /**
     * One pair's points: when one approaches (touching within the step), each point's target is
     * e times its approach speed (0 below the threshold) and a few projected Gauss-Seidel passes
     * reach it on the scratch velocities. Returns whether the pair was approaching.
     */
    private boolean resolvePair(ContactBuffer c, int from, int to, double threshold, double h) {
        boolean approaching = false;
        for (int i = from; i < to; i++) {
            int k = candidate[i];
            double vn = normalVelocity(c, i);
            boolean touches = vn < -SPEED_EPS && c.distance[k] + h * vn < 0;
            if (touches) approaching = true;
            impulse[i] = 0;
            if (touches && -vn >= threshold) {
                aim[i] = -c.restitution[k] * vn;
                hasTarget[k] = true;
            } else {
                aim[i] = 0;
            }
        }
        if (!approaching) return false;
        for (int pass = 0; pass < PAIR_PASSES; pass++) {
            for (int i = from; i < to; i++) {
                double vn = normalVelocity(c, i);
                double next = Math.max(0, impulse[i] + (aim[i] - vn) / invK[i]);
                double dj = next - impulse[i];
                if (dj == 0) continue;
                impulse[i] = next;
                applyImpulse(c, i, dj);
            }
        }
        return true;
    }

    /** Candidate i's relative normal velocity on the scratch velocities (negative: approaching). */
    private double normalVelocity(ContactBuffer c, int i) {
        int k = candidate[i];
        System.arraycopy(arms, 6 * i, r, 0, 6);
        ContactRows.relativeVelocity(vel, c.bodyA[k], c.bodyB[k], r, rel);
        return rel[0] * normal[3 * i] + rel[1] * normal[3 * i + 1] + rel[2] * normal[3 * i + 2];
    }

    /** Adds impulse j along candidate i's normal to A and -j to B on the scratch velocities. */
    private void applyImpulse(ContactBuffer c, int i, double j) {
        int k = candidate[i];
        double nx = normal[3 * i] * j, ny = normal[3 * i + 1] * j, nz = normal[3 * i + 2] * j;
        push(c.bodyA[k], nx, ny, nz, arms[6 * i], arms[6 * i + 1], arms[6 * i + 2]);
        push(c.bodyB[k], -nx, -ny, -nz, arms[6 * i + 3], arms[6 * i + 4], arms[6 * i + 5]);
    }

    private void push(int body, double jx, double jy, double jz, double rx, double ry, double rz) {
        double m = descriptor.invMass()[body];
        if (m == 0 && isZero(descriptor.invInertia(), 9 * body)) return;
        int p = 6 * body;
        vel[p] += m * jx;
        vel[p + 1] += m * jy;
        vel[p + 2] += m * jz;
        double tx = ry * jz - rz * jy, ty = rz * jx - rx * jz, tz = rx * jy - ry * jx;
        double[] ii = descriptor.invInertia();
        int q = 9 * body;
        vel[p + 3] += ii[q] * tx + ii[q + 1] * ty + ii[q + 2] * tz;
        vel[p + 4] += ii[q + 3] * tx + ii[q + 4] * ty + ii[q + 5] * tz;
        vel[p + 5] += ii[q + 6] * tx + ii[q + 7] * ty + ii[q + 8] * tz;
    }

    /** n . (M^-1 n) + (r x n) . I^-1 (r x n) of one body (0 for one that does not move). */
    private static double inverseMass(NscDescriptor d, Bodies b, int body, double nx, double ny, double nz, double rx, double ry, double rz) {
        if (!b.moves(body)) return 0;
        double tx = ry * nz - rz * ny, ty = rz * nx - rx * nz, tz = rx * ny - ry * nx;
        double[] ii = d.invInertia();
        int q = 9 * body;
        double ax = ii[q] * tx + ii[q + 1] * ty + ii[q + 2] * tz;
        double ay = ii[q + 3] * tx + ii[q + 4] * ty + ii[q + 5] * tz;
        double az = ii[q + 6] * tx + ii[q + 7] * ty + ii[q + 8] * tz;
        return d.invMass()[body] + tx * ax + ty * ay + tz * az;
    }

    private static boolean isZero(double[] a, int from) {
        for (int i = from; i < from + 9; i++) if (a[i] != 0) return false;
        return true;
    }
}
