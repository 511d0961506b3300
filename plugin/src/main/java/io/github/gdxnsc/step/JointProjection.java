package io.github.gdxnsc.step;

import io.github.gdxnsc.math.Rotations;

/**
 * The position-level half of the joints (stage 6, after the positions moved; world thread). The
 * joint rows of the solve hold the velocity of each anchor pair to {@code -C / h} (jointErp 1),
 * which closes the position error C only to first order: a link swinging through an angle
 * {@code v h / L} per step ends the step off its circle by about {@code (v h)^2 / 2L} (a whipping
 * chain: several centimetres). This class moves the bodies back onto their constraints, nonlinear
 * Gauss-Seidel over the joints a few sweeps (Box2D v2's position solver, in 3-D), and adds the
 * move over h to the velocities, so that position and velocity stay those of one step of SHAKE:
 * the step's total displacement is what its velocity says, and a pendulum keeps its energy (a
 * post-projection that left the velocities alone would turn every correction into lost energy).
 *
 * <p>Each correction is a position impulse P solving {@code K P = -C} with the joint's effective
 * mass; bodies move by {@code M^-1 P}, turn by {@code I^-1 (r x P)} with the step's inverse inertia. Static
 * bodies and the static world ({@link Bodies#STATIC_WORLD}) do not move.
 */
public final class JointProjection {
    private final Bodies bodies;
    private final double[] ra = new double[3], rb = new double[3], pa = new double[3], pb = new double[3];
    private final double[] k = new double[9], t = new double[3], u = new double[3], p = new double[3];
    private double h;
    private double[] invInertia;
    /** The anchors' exact solve on tree-shaped pieces, run before the sweeps; the joints list their anchors in it. */
    public final PointConstraintTree points;

    /** Works on {@code bodies} (the world's), in place. */
    public JointProjection(Bodies bodies) {
        this.bodies = bodies;
        points = new PointConstraintTree(bodies);
    }

    /**
     * The step's h (velocities change by the moves over h) and its world inverse inertias (9 per
     * body, the descriptor's): a spinning body answers a position impulse as it answered the solve's
     * impulses, by its gyroscopic response; the plain inverse inertia would undo its precession.
     */
    public void begin(double timeStep, double[] worldInvInertia) {
        h = timeStep;
        invInertia = worldInvInertia;
        points.begin(timeStep, worldInvInertia);
    }

    /**
     * Moves bodies a and b (indices, or STATIC_WORLD) so that A's anchor {@code localA} (A's frame)
     * meets B's anchor {@code localB}, by a position impulse through the lever arms the joint had
     * at the start of the step ({@code leverA0}, {@code leverB0}, world). Pushing along the
     * start-of-step Jacobian, as SHAKE does, keeps the correction in the direction of the joint's
     * impulse; along the current one it would also brake the motion (a pendulum loses about
     * (v h / L)^2 of its energy a step). Returns the distance the anchors were apart before.
     */
    public double projectPoint(int a, int b, double[] localA, double[] localB, double[] leverA0, double[] leverB0) {
        Bodies bs = bodies;
        bs.toWorldDir(a, localA, ra);
        bs.toWorldDir(b, localB, rb);
        pa[0] = ra[0];
        pa[1] = ra[1];
        pa[2] = ra[2];
        pb[0] = rb[0];
        pb[1] = rb[1];
        pb[2] = rb[2];
        bs.addCentre(a, pa);
        bs.addCentre(b, pb);
        double cx = pa[0] - pb[0], cy = pa[1] - pb[1], cz = pa[2] - pb[2];
        double err = Math.sqrt(cx * cx + cy * cy + cz * cz);
        if (err == 0) return 0;
        System.arraycopy(leverA0, 0, ra, 0, 3);
        System.arraycopy(leverB0, 0, rb, 0, 3);
        // K e_j, column by column: the anchor's velocity change under a unit impulse along e_j
        for (int j = 0; j < 3; j++) {
            anchorResponse(a, b, ra, rb, j == 0 ? 1 : 0, j == 1 ? 1 : 0, j == 2 ? 1 : 0, u);
            k[j] = u[0];
            k[3 + j] = u[1];
            k[6 + j] = u[2];
        }
        if (!solve3(k, -cx, -cy, -cz, p)) return err;
        move(a, ra, p[0], p[1], p[2], 1);
        move(b, rb, p[0], p[1], p[2], -1);
        return err;
    }

    /**
     * Moves bodies a and b so that the distance between A's anchor {@code localA} and B's
     * {@code localB} comes back into {@code [minLength, maxLength]}: SHAKE's step, a position impulse
     * along the line the joint's rows were built on ({@code dir0}) through the lever arms of the
     * start of the step ({@code leverA0}, {@code leverB0}), sized so that the anchors' distance,
     * moved linearly by it, lands on the bound (a quadratic's smaller root). Along the present line
     * instead the correction also braked the swing: a 1 m rope pendulum released level lost 53 % of
     * its energy in 10 s, against 0.6 % this way. Where the build's line no longer moves the distance
     * (a short link that turned over 60 degrees in the step) the push goes along the present line.
     * Returns the distance outside the range before.
     */
    public double projectDistance(int a, int b, double[] localA, double[] localB, double[] leverA0, double[] leverB0, double[] dir0,
            double minLength, double maxLength) {
        Bodies bs = bodies;
        bs.toWorldDir(a, localA, ra);
        bs.toWorldDir(b, localB, rb);
        for (int k = 0; k < 3; k++) {
            pa[k] = ra[k];
            pb[k] = rb[k];
        }
        bs.addCentre(a, pa);
        bs.addCentre(b, pb);
        double cx = pa[0] - pb[0], cy = pa[1] - pb[1], cz = pa[2] - pb[2];
        double len = Math.sqrt(cx * cx + cy * cy + cz * cz);
        double target = len > maxLength ? maxLength : len < minLength ? minLength : len;
        if (target == len) return 0;
        double nx = dir0[0], ny = dir0[1], nz = dir0[2];
        // u: how the anchors' separation moves under a unit position impulse along dir0
        anchorResponse(a, b, leverA0, leverB0, nx, ny, nz, u);
        double ux = u[0], uy = u[1], uz = u[2];
        // |C + l u| = target: uu l^2 + 2 du l + (len^2 - target^2) = 0
        double uu = ux * ux + uy * uy + uz * uz, du = cx * ux + cy * uy + cz * uz;
        double disc = du * du - uu * (len * len - target * target);
        if (!(uu > 1e-300) || !(disc >= 0) || Math.abs(du) < 0.5 * Math.sqrt(uu) * len)
            return pushAlongLine(a, b, cx, cy, cz, len, len - target);
        double root = Math.sqrt(disc), l1 = (-du + root) / uu, l2 = (-du - root) / uu;
        double l = Math.abs(l1) < Math.abs(l2) ? l1 : l2;
        System.arraycopy(leverA0, 0, ra, 0, 3);
        System.arraycopy(leverB0, 0, rb, 0, 3);
        move(a, ra, l * nx, l * ny, l * nz, 1);
        move(b, rb, l * nx, l * ny, l * nz, -1);
        return len - target > 0 ? len - target : target - len;
    }

    /**
     * {@link #projectDistance}'s fallback: a position impulse along today's line through today's
     * lever arms, sized with the effective mass along it (Box2D v2's position solver). A short rope
     * link can turn by {@code v h / L} in a step (tens of degrees for a plank of a bridge that a load
     * falls on), where a push along the build's line would leave most of the stretch. The anchors
     * are {@code C = (cx, cy, cz)} apart ({@code len}; today's lever arms in ra, rb), {@code err}
     * past their bound. Returns |err|.
     */
    private double pushAlongLine(int a, int b, double cx, double cy, double cz, double len, double err) {
        Bodies bs = bodies;
        if (!(len > 1e-9)) return Math.abs(err);
        double nx = cx / len, ny = cy / len, nz = cz / len;
        // the distance changes by n . (dpA - dpB) = K P under an impulse P n
        double kk = 0;
        for (int side = 0; side < 2; side++) {
            int i = side == 0 ? a : b;
            if (!movable(i)) continue;
            double[] r = side == 0 ? ra : rb;
            double rx = r[1] * nz - r[2] * ny, ry = r[2] * nx - r[0] * nz, rz = r[0] * ny - r[1] * nx;
            bs.applyWorldInvInertia(i, rx, ry, rz, t);
            kk += bs.invMass[i] + rx * t[0] + ry * t[1] + rz * t[2];
        }
        if (!(kk > 1e-300) || !Double.isFinite(kk)) return Math.abs(err);
        double l = -err / kk;
        move(a, ra, l * nx, l * ny, l * nz, 1);
        move(b, rb, l * nx, l * ny, l * nz, -1);
        return Math.abs(err);
    }

    /**
     * Turns bodies a and b so that A's axis {@code axisA} (A's frame) lines up with B's
     * {@code axisB}: an angular position impulse in the plane perpendicular to A's axis (the hinge's
     * free rotation about it is left alone). Returns the sine of the angle between them before.
     */
    public double projectAxis(int a, int b, double[] axisA, double[] axisB) {
        Bodies bs = bodies;
        bs.toWorldDir(a, axisA, pa);
        bs.toWorldDir(b, axisB, pb);
        // A must turn by about aA x aB (its sine: small angles)
        double ex = pa[1] * pb[2] - pa[2] * pb[1], ey = pa[2] * pb[0] - pa[0] * pb[2], ez = pa[0] * pb[1] - pa[1] * pb[0];
        double err = Math.sqrt(ex * ex + ey * ey + ez * ez);
        if (err == 0) return 0;
        // K = IA^-1 + IB^-1 (angular), column by column
        for (int j = 0; j < 3; j++) {
            double kx = 0, ky = 0, kz = 0;
            for (int side = 0; side < 2; side++) {
                int i = side == 0 ? a : b;
                if (!movable(i)) continue;
                applyInvInertia(i, j == 0 ? 1 : 0, j == 1 ? 1 : 0, j == 2 ? 1 : 0, t);
                kx += t[0];
                ky += t[1];
                kz += t[2];
            }
            k[j] = kx;
            k[3 + j] = ky;
            k[6 + j] = kz;
        }
        // the error lies in the plane perpendicular to aA; regularise along aA so K stays invertible
        double s = k[0] + k[4] + k[8];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) k[3 * i + j] += s * pa[i] * pa[j];
        if (!solve3(k, ex, ey, ez, p)) return err;
        turn(a, p[0], p[1], p[2], 1);
        turn(b, p[0], p[1], p[2], -1);
        return err;
    }

    /**
     * Turns A relative to B by {@code angle} (rad) about the unit world axis n: an angular position
     * impulse along n shared by the bodies' inverse inertias about n. A limit uses it to take an
     * angle that went past its stop back to the stop (the limit rows act on velocities only).
     */
    public void projectAngle(int a, int b, double nx, double ny, double nz, double angle) {
        if (angle == 0) return;
        Bodies bs = bodies;
        double kk = 0;
        for (int side = 0; side < 2; side++) {
            int i = side == 0 ? a : b;
            if (!movable(i)) continue;
            applyInvInertia(i, nx, ny, nz, t);
            kk += nx * t[0] + ny * t[1] + nz * t[2];
        }
        if (!(kk > 1e-300) || !Double.isFinite(kk)) return;
        double l = angle / kk;
        turn(a, l * nx, l * ny, l * nz, 1);
        turn(b, l * nx, l * ny, l * nz, -1);
    }

    /**
     * {@code K e} into out: how A's anchor moves relative to B's under a unit impulse along e (A
     * takes +e, B -e), through the lever arms {@code leverA}, {@code leverB} and the step's inverse inertia.
     */
    private void anchorResponse(int a, int b, double[] leverA, double[] leverB, double ex, double ey, double ez, double[] out) {
        double kx = 0, ky = 0, kz = 0;
        for (int side = 0; side < 2; side++) {
            int i = side == 0 ? a : b;
            if (!movable(i)) continue;
            double[] r = side == 0 ? leverA : leverB;
            double m = bodies.invMass[i];
            // -r x (I^-1 (r x e)) = (I^-1 (r x e)) x r
            applyInvInertia(i, r[1] * ez - r[2] * ey, r[2] * ex - r[0] * ez, r[0] * ey - r[1] * ex, t);
            kx += m * ex + t[1] * r[2] - t[2] * r[1];
            ky += m * ey + t[2] * r[0] - t[0] * r[2];
            kz += m * ez + t[0] * r[1] - t[1] * r[0];
        }
        out[0] = kx;
        out[1] = ky;
        out[2] = kz;
    }

    /** out = W_i t with body i's inverse inertia of the step. */
    private void applyInvInertia(int i, double tx, double ty, double tz, double[] out) {
        double[] w = invInertia;
        int k = 9 * i;
        out[0] = w[k] * tx + w[k + 1] * ty + w[k + 2] * tz;
        out[1] = w[k + 3] * tx + w[k + 4] * ty + w[k + 5] * tz;
        out[2] = w[k + 6] * tx + w[k + 7] * ty + w[k + 8] * tz;
    }

    private boolean movable(int i) {
        return i != Bodies.STATIC_WORLD && bodies.moves(i); // static bodies and sleepers stay put
    }

    /** Body i takes the position impulse sign*P at lever arm r: moves, turns, and its velocity follows. */
    private void move(int i, double[] r, double px, double py, double pz, double sign) {
        if (!movable(i)) return;
        Bodies bs = bodies;
        double m = bs.invMass[i] * sign;
        bs.pos[3 * i] += m * px;
        bs.pos[3 * i + 1] += m * py;
        bs.pos[3 * i + 2] += m * pz;
        int v = 6 * i;
        bs.vel[v] += m * px / h;
        bs.vel[v + 1] += m * py / h;
        bs.vel[v + 2] += m * pz / h;
        PositionIntegrator.clamp(bs.vel, v, PositionIntegrator.MAX_LINEAR_SPEED); // the step's speed bound holds after the projection too
        turn(i, sign * (r[1] * pz - r[2] * py), sign * (r[2] * px - r[0] * pz), sign * (r[0] * py - r[1] * px), 1);
    }

    /** Body i takes the angular position impulse sign*L: turns by I^-1 L, its spin follows. */
    private void turn(int i, double lx, double ly, double lz, double sign) {
        if (!movable(i)) return;
        Bodies bs = bodies;
        applyInvInertia(i, sign * lx, sign * ly, sign * lz, u);
        int v = 6 * i;
        bs.vel[v + 3] += u[0] / h;
        bs.vel[v + 4] += u[1] / h;
        bs.vel[v + 5] += u[2] / h;
        PositionIntegrator.clamp(bs.vel, v + 3, PositionIntegrator.MAX_ANGULAR_SPEED);
        turnBy(bs.rot, 4 * i, u[0], u[1], u[2]);
    }

    /** q <- q + 1/2 (theta, 0) q, normalised, for the quaternion at rot[q]: exact enough for the small turns of a projection. */
    static void turnBy(double[] rot, int q, double tx, double ty, double tz) {
        double qx = rot[q], qy = rot[q + 1], qz = rot[q + 2], qw = rot[q + 3];
        double hx = 0.5 * tx, hy = 0.5 * ty, hz = 0.5 * tz;
        Rotations.normalise(qx + hx * qw + hy * qz - hz * qy, qy - hx * qz + hy * qw + hz * qx,
                qz + hx * qy - hy * qx + hz * qw, qw - hx * qx - hy * qy - hz * qz, rot, q);
    }

    /** Solves the 3x3 system m x = (bx, by, bz) by Cramer's rule; false when m is singular. */
    private static boolean solve3(double[] m, double bx, double by, double bz, double[] out) {
        double a = m[0], b = m[1], c = m[2], d = m[3], e = m[4], f = m[5], g = m[6], hh = m[7], i = m[8];
        double c0 = e * i - f * hh, c1 = f * g - d * i, c2 = d * hh - e * g;
        double det = a * c0 + b * c1 + c * c2;
        if (!(Math.abs(det) > 1e-300) || !Double.isFinite(det)) return false;
        double inv = 1 / det;
        out[0] = inv * (bx * c0 + by * (c * hh - b * i) + bz * (b * f - c * e));
        out[1] = inv * (bx * c1 + by * (a * i - c * g) + bz * (c * d - a * f));
        out[2] = inv * (bx * c2 + by * (b * g - a * hh) + bz * (a * e - b * d));
        return true;
    }
}
