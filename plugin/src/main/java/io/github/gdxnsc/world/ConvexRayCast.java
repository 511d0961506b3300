package io.github.gdxnsc.world;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.physics.bullet.collision.btBoxShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexShape;
import io.github.gdxnsc.math.Rotations;
import io.github.gdxnsc.step.Bodies;

/**
 * The exact ray hit on a convex shape, to replace Bullet's. Bullet's GJK ray cast stops within 1 mm
 * of the surface (its termination radius), and on a curved part (a sphere, a capsule, a box's edges
 * rounded by its margin) its normal is then off by up to a degree. This is van den Bergen's GJK ray
 * cast on the shape's support function (the margin included, so the shape Bullet collides with),
 * run from just before Bullet's hit to a 10 micrometre gap, in double precision. Non-convex shapes (meshes,
 * compounds) are tested per triangle by Bullet, exactly already, and are left alone.
 * The same GJK measures distances for the overlap queries, on a body's shape or on a compound's
 * convex child: the shape's pose is set first ({@link #at(Bodies, int)}, {@link #at(double[])}).
 * Allocation-free: Bullet's support query answers into a pooled vector.
 */
final class ConvexRayCast {
    /** The cast stops this close (m) to the surface: a tenth of the 0.1 mm a hit is held to. */
    private static final double GAP = 1e-5;
    private static final double ACCEPTED_GAP = GAP;
    /** The cast starts this far (m), and the margin, before Bullet's hit: it is within 1 mm of the margin-rounded shape. */
    private static final double START_BACK = 2e-3;
    private static final int MAX_ITERATIONS = 64;
    /** The cosine between a ray and a hit's normal below which the ray grazes the collision skin rather than crosses it (about 87 degrees). */
    static final double GRAZING = 0.05;

    private final Vector3 dir = new Vector3();
    private final double[] local = new double[3], world = new double[3];
    /** The simplex's shape points (up to 4, world), and the scratch of the closest-point search. */
    private final double[] p = new double[12], best = new double[12], y = new double[12];
    private int size;
    private double vx, vy, vz;
    /** Every support query of a cast: its direction and its point, for the normal (see {@link #normal}). */
    private final double[] queried = new double[6 * MAX_ITERATIONS];
    /** The box {@link #distance(Bodies, int, btConvexShape, double[])} measures against: centre, then its three scaled axes. */
    private final double[] box = new double[12];
    private boolean againstBox;
    /** The pose of the shape measured: position, then rotation (x, y, z, w). */
    private double px, py, pz, qx, qy, qz, qw = 1;

    /**
     * Replaces {@code hit}'s point, normal and fraction with the exact ones when body i is convex and
     * the cast converges (returns true then), on the shape less its collision {@code skin}: the hit
     * on the collided shape moved on along the ray by the skin over the cosine to its normal (exact
     * on a flat face, of the skin's second order on a curved one), with the normal there.
     */
    boolean refine(Bodies bodies, int i, Vector3 from, Vector3 to, RayHit hit, float skin) {
        btCollisionShape shape = bodies.shape[i];
        if (!(shape instanceof btConvexShape)) return false;
        btConvexShape convex = (btConvexShape) shape;
        at(bodies, i);
        double sx = from.x, sy = from.y, sz = from.z, rx = to.x - sx, ry = to.y - sy, rz = to.z - sz;
        // from before Bullet's hit: within 1 mm of the shape it casts against, which is the margin-rounded one
        double back = START_BACK + convex.getMargin();
        double lambda = Math.max(0, hit.fraction - back / Math.sqrt(rx * rx + ry * ry + rz * rz));
        double xx = sx + lambda * rx, xy = sy + lambda * ry, xz = sz + lambda * rz, nx = 0, ny = 0, nz = 0;
        support(convex, 1, 0, 0, false);
        vx = xx - world[0];
        vy = xy - world[1];
        vz = xz - world[2];
        size = 0;
        int it = 0;
        for (; it < MAX_ITERATIONS && vx * vx + vy * vy + vz * vz > GAP * GAP; it++) {
            support(convex, vx, vy, vz, false);
            queried[6 * it] = vx;
            queried[6 * it + 1] = vy;
            queried[6 * it + 2] = vz;
            System.arraycopy(world, 0, queried, 6 * it + 3, 3);
            double wx = xx - world[0], wy = xy - world[1], wz = xz - world[2];
            double vw = vx * wx + vy * wy + vz * wz;
            if (vw > 0) {
                double vr = vx * rx + vy * ry + vz * rz;
                if (vr >= 0) return false; // the ray misses (Bullet's grazing hit stays)
                lambda -= vw / vr;
                if (lambda > 1) return false;
                xx = sx + lambda * rx;
                xy = sy + lambda * ry;
                xz = sz + lambda * rz;
                nx = vx;
                ny = vy;
                nz = vz;
            }
            if (size < 4) {
                System.arraycopy(world, 0, p, 3 * size, 3);
                size++;
            }
            closest(xx, xy, xz);
        }
        // started inside, or stalled short of the surface (float support points on a curved part): Bullet's hit stays
        if (!(nx * nx + ny * ny + nz * nz > 0) || vx * vx + vy * vy + vz * vz > ACCEPTED_GAP * ACCEPTED_GAP) return false;
        normal(convex, it, xx, xy, xz, hit.normal);
        double cos = -(rx * hit.normal.x + ry * hit.normal.y + rz * hit.normal.z) / Math.sqrt(rx * rx + ry * ry + rz * rz);
        if (skin > 0 && cos >= GRAZING) {
            lambda = Math.min(1, lambda + skin / cos / Math.sqrt(rx * rx + ry * ry + rz * rz));
            xx = sx + lambda * rx;
            xy = sy + lambda * ry;
            xz = sz + lambda * rz;
            normal(convex, it, xx, xy, xz, hit.normal);
        }
        hit.fraction = (float) lambda;
        hit.point.set((float) xx, (float) xy, (float) xz);
        return true;
    }

    /**
     * The outward normal at the hit x. A shape Bullet rounds by its margin (every convex shape but
     * the box: its core grown by a ball) has at x the normal from the core's nearest point to x,
     * found by GJK on the core (a point, a segment, a polytope: a few exact steps), and well
     * conditioned because x is a margin away from it. The box is sharp: of the queried directions,
     * the one whose support plane passes nearest x, which on a face is the face's normal.
     */
    private void normal(btConvexShape shape, int queries, double xx, double xy, double xz, Vector3 out) {
        if (!(shape instanceof btBoxShape) && coreNormal(shape, xx, xy, xz, out)) return;
        double bestGap = Double.POSITIVE_INFINITY;
        int best = 0;
        for (int j = 0; j < queries; j++) {
            int o = 6 * j;
            double dx = queried[o], dy = queried[o + 1], dz = queried[o + 2];
            double gap = ((queried[o + 3] - xx) * dx + (queried[o + 4] - xy) * dy + (queried[o + 5] - xz) * dz) / Math.sqrt(dx * dx + dy * dy + dz * dz);
            if (gap < bestGap) {
                bestGap = gap;
                best = o;
            }
        }
        double dx = queried[best], dy = queried[best + 1], dz = queried[best + 2];
        double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
        out.set((float) (dx / len), (float) (dy / len), (float) (dz / len));
    }

    /** x minus its nearest point of the shape's core, as a unit vector into out; false when x is (nearly) on the core. */
    private boolean coreNormal(btConvexShape shape, double xx, double xy, double xz, Vector3 out) {
        if (!nearest(shape, true, xx, xy, xz)) return false;
        double len = Math.sqrt(vx * vx + vy * vy + vz * vz);
        out.set((float) (vx / len), (float) (vy / len), (float) (vz / len));
        return true;
    }

    /**
     * Distance (m) from x to body i's convex shape as Bullet collides it (the box sharp, any other
     * shape its core rounded by its margin); 0 when x is inside it or within 10 micrometres of it.
     */
    double distance(Bodies bodies, int i, btConvexShape shape, double xx, double xy, double xz) {
        at(bodies, i);
        return distance(shape, xx, xy, xz);
    }

    /** As {@link #distance(Bodies, int, btConvexShape, double, double, double)}, for the shape at the pose last set by {@code at}. */
    double distance(btConvexShape shape, double xx, double xy, double xz) {
        return distance(shape, xx, xy, xz, 0);
    }

    /**
     * As {@link #distance(btConvexShape, double, double, double)}, to the shape rounded by its margin
     * less {@code skin} (m): the given shape of one a collision skin grew by its rounding (a hull, a
     * cone; none below 0, where a margin set after the skin replaced it). The box has no rounding
     * to take it from: measure a twin of its given size instead.
     */
    double distance(btConvexShape shape, double xx, double xy, double xz, double skin) {
        boolean rounded = !(shape instanceof btBoxShape);
        if (!nearest(shape, rounded, xx, xy, xz)) return 0;
        return Math.max(0, Math.sqrt(vx * vx + vy * vy + vz * vz) - (rounded ? Math.max(0, shape.getMargin() - skin) : 0));
    }

    /**
     * Distance (m) between body i's convex shape (as {@link #distance(Bodies, int, btConvexShape, double, double, double)})
     * and a box given as 12 numbers: its centre, its three axes scaled by its half extents (world);
     * GJK on their Minkowski difference, from the origin.
     */
    double distance(Bodies bodies, int i, btConvexShape shape, double[] box) {
        at(bodies, i);
        return distance(shape, box);
    }

    /** As {@link #distance(Bodies, int, btConvexShape, double[])}, for the shape at the pose last set by {@code at}. */
    double distance(btConvexShape shape, double[] box) {
        return distance(shape, box, 0);
    }

    /** As {@link #distance(btConvexShape, double[])}, to the shape's rounding less {@code skin} (see {@link #distance(btConvexShape, double, double, double, double)}). */
    double distance(btConvexShape shape, double[] box, double skin) {
        System.arraycopy(box, 0, this.box, 0, 12);
        againstBox = true;
        try {
            return distance(shape, 0, 0, 0, skin);
        } finally {
            againstBox = false;
        }
    }

    /**
     * GJK from x to the shape (or its core): v = x minus the nearest point; false when x is inside
     * or within {@link #GAP} of it.
     */
    private boolean nearest(btConvexShape shape, boolean core, double xx, double xy, double xz) {
        anySupport(shape, core, 1, 0, 0);
        vx = xx - world[0];
        vy = xy - world[1];
        vz = xz - world[2];
        size = 0;
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            double vv = vx * vx + vy * vy + vz * vz;
            if (!(vv > GAP * GAP)) return false;
            anySupport(shape, core, vx, vy, vz);
            double vw = vx * (xx - world[0]) + vy * (xy - world[1]) + vz * (xz - world[2]);
            if (vv - vw <= 1e-12 * vv || size == 4) break; // no nearer point in this direction
            System.arraycopy(world, 0, p, 3 * size, 3);
            size++;
            closest(xx, xy, xz);
        }
        return true;
    }

    /** The support point of the shape (or its core), less the box's in direction -d when measuring against a box. */
    private void anySupport(btConvexShape shape, boolean core, double dx, double dy, double dz) {
        support(shape, dx, dy, dz, core);
        if (!againstBox) return;
        // the Minkowski difference shape - box: less the box's support point in direction -d
        for (int k = 0; k < 3; k++) {
            int a = 3 + 3 * k;
            double sign = box[a] * dx + box[a + 1] * dy + box[a + 2] * dz > 0 ? -1 : 1;
            world[0] -= sign * box[a];
            world[1] -= sign * box[a + 1];
            world[2] -= sign * box[a + 2];
        }
        world[0] -= box[0];
        world[1] -= box[1];
        world[2] -= box[2];
    }

    /**
     * The support point in world direction d into {@link #world}: the shape's own, or its core's
     * (the shape less its margin) when {@code core}.
     */
    private void support(btConvexShape shape, double dx, double dy, double dz, boolean core) {
        Rotations.rotate(-qx, -qy, -qz, qw, dx, dy, dz, local);
        // unit length: Bullet's capsule takes a direction shorter than 0.01 for +x
        double len = Math.sqrt(local[0] * local[0] + local[1] * local[1] + local[2] * local[2]);
        dir.set((float) (local[0] / len), (float) (local[1] / len), (float) (local[2] / len));
        Vector3 s = core ? shape.localGetSupportingVertexWithoutMargin(dir) : shape.localGetSupportingVertex(dir);
        local[0] = s.x;
        local[1] = s.y;
        local[2] = s.z;
        Rotations.rotate(qx, qy, qz, qw, local[0], local[1], local[2], world);
        world[0] += px;
        world[1] += py;
        world[2] += pz;
    }

    /** The shapes measured next lie at body i's pose. */
    void at(Bodies bodies, int i) {
        px = bodies.pos[3 * i];
        py = bodies.pos[3 * i + 1];
        pz = bodies.pos[3 * i + 2];
        qx = bodies.rot[4 * i];
        qy = bodies.rot[4 * i + 1];
        qz = bodies.rot[4 * i + 2];
        qw = bodies.rot[4 * i + 3];
    }

    /** The shapes measured next lie at {@code pose}: position, then rotation (x, y, z, w). */
    void at(double[] pose) {
        px = pose[0];
        py = pose[1];
        pz = pose[2];
        qx = pose[3];
        qy = pose[4];
        qz = pose[5];
        qw = pose[6];
    }

    /**
     * v = the point of the hull of {x - p_j} nearest the origin, and the simplex cut to the points
     * that span it: of every subset whose projection of the origin has non-negative barycentric
     * weights, the nearest (that is the hull's nearest point).
     */
    private void closest(double xx, double xy, double xz) {
        for (int j = 0; j < size; j++) {
            y[3 * j] = xx - p[3 * j];
            y[3 * j + 1] = xy - p[3 * j + 1];
            y[3 * j + 2] = xz - p[3 * j + 2];
        }
        double bestD = Double.POSITIVE_INFINITY;
        int bestMask = 0;
        double bx = 0, by = 0, bz = 0;
        for (int mask = 1; mask < (1 << size); mask++) {
            int m = Integer.bitCount(mask), o = Integer.numberOfTrailingZeros(mask);
            double ox = y[3 * o], oy = y[3 * o + 1], oz = y[3 * o + 2];
            // edges e_a = y_a - y_o of the subset's other points; solve G mu = -E^T y_o
            double[] e = best; // scratch: up to 3 edges
            int a = 0;
            for (int j = o + 1; j < size; j++) {
                if ((mask & (1 << j)) == 0) continue;
                e[3 * a] = y[3 * j] - ox;
                e[3 * a + 1] = y[3 * j + 1] - oy;
                e[3 * a + 2] = y[3 * j + 2] - oz;
                a++;
            }
            double mu0 = 0, mu1 = 0, mu2 = 0;
            if (m == 2) {
                double g = dot(e, 0, e, 0);
                if (!(g > 1e-30)) continue;
                mu0 = -(e[0] * ox + e[1] * oy + e[2] * oz) / g;
            } else if (m >= 3) {
                double g00 = dot(e, 0, e, 0), g01 = dot(e, 0, e, 1), g11 = dot(e, 1, e, 1);
                double b0 = -(e[0] * ox + e[1] * oy + e[2] * oz), b1 = -(e[3] * ox + e[4] * oy + e[5] * oz);
                if (m == 3) {
                    double det = g00 * g11 - g01 * g01;
                    if (!(Math.abs(det) > 1e-30)) continue;
                    mu0 = (b0 * g11 - b1 * g01) / det;
                    mu1 = (g00 * b1 - g01 * b0) / det;
                } else {
                    double g02 = dot(e, 0, e, 2), g12 = dot(e, 1, e, 2), g22 = dot(e, 2, e, 2);
                    double b2 = -(e[6] * ox + e[7] * oy + e[8] * oz);
                    double c00 = g11 * g22 - g12 * g12, c01 = g02 * g12 - g01 * g22, c02 = g01 * g12 - g02 * g11;
                    double det = g00 * c00 + g01 * c01 + g02 * c02;
                    if (!(Math.abs(det) > 1e-30)) continue;
                    mu0 = (b0 * c00 + b1 * c01 + b2 * c02) / det;
                    mu1 = (b0 * c01 + b1 * (g00 * g22 - g02 * g02) + b2 * (g02 * g01 - g00 * g12)) / det;
                    mu2 = (b0 * c02 + b1 * (g01 * g02 - g00 * g12) + b2 * (g00 * g11 - g01 * g01)) / det;
                }
            }
            if (mu0 < 0 || mu1 < 0 || mu2 < 0 || mu0 + mu1 + mu2 > 1) continue;
            double qx = ox + mu0 * e[0] + (m > 2 ? mu1 * e[3] : 0) + (m > 3 ? mu2 * e[6] : 0);
            double qy = oy + mu0 * e[1] + (m > 2 ? mu1 * e[4] : 0) + (m > 3 ? mu2 * e[7] : 0);
            double qz = oz + mu0 * e[2] + (m > 2 ? mu1 * e[5] : 0) + (m > 3 ? mu2 * e[8] : 0);
            double d = qx * qx + qy * qy + qz * qz;
            if (d < bestD) {
                bestD = d;
                bestMask = mask;
                bx = qx;
                by = qy;
                bz = qz;
            }
        }
        vx = bx;
        vy = by;
        vz = bz;
        int k = 0;
        for (int j = 0; j < size; j++) {
            if ((bestMask & (1 << j)) == 0) continue;
            System.arraycopy(p, 3 * j, p, 3 * k, 3);
            k++;
        }
        size = k;
    }

    private static double dot(double[] a, int i, double[] b, int j) {
        return a[3 * i] * b[3 * j] + a[3 * i + 1] * b[3 * j + 1] + a[3 * i + 2] * b[3 * j + 2];
    }
}
