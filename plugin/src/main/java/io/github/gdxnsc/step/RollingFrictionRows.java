package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;
import io.github.gdxnsc.descriptor.NscDescriptor;

/**
 * Rolling and spinning friction: per touching pair of bodies that have them (a run of contacts of
 * one manifold), two BOX rows on the relative spin about the tangents of its deepest point
 * (rolling) and one about its normal (spinning), each bounded by the coefficient (m) times the
 * pair's normal impulse. Per pair, not per point: the rows of a pair's points would be the same
 * angular rows, so one row with the summed bound is the same constraint with fewer rows. The
 * bound is fixed when the rows are built, so it takes the pair's last normal impulse (its warm
 * start: a resting pair's steady value), or, when none of its points has one (Bullet replaces a
 * rolling ball's point every few steps), the impulse that would stop its deepest point's approach
 * alone. A pair's coefficient is the larger of its two bodies' (a floor of 0 leaves a ball its own).
 */
final class RollingFrictionRows {
    private final double[] tangents = new double[6], arms = new double[6], cross = new double[3];

    /** Rows {@link #build} will add at most for this step's contacts. */
    int maxRows(ContactBuffer c, Bodies bodies) {
        int n = 0;
        for (int k = 0, nc = c.count(); k < nc; k++) {
            int a = c.bodyA[k], b = c.bodyB[k];
            if (Math.max(bodies.rollingFriction[a], bodies.rollingFriction[b]) > 0) n += 2;
            if (Math.max(bodies.spinningFriction[a], bodies.spinningFriction[b]) > 0) n++;
        }
        return n;
    }

    /** Appends the rows after the contacts' (rows from {@code contactRows}); their unknowns in x start at 0. */
    void build(StepContext ctx, ContactRows contactRows) {
        final NscDescriptor d = ctx.descriptor;
        final ContactBuffer c = ctx.contacts;
        final Bodies bodies = ctx.bodies;
        final double[] x = ctx.x, t = tangents;
        final int nc = c.count();
        for (int first = 0, end; first < nc; first = end) {
            int a = c.bodyA[first], b = c.bodyB[first];
            end = c.pairEnd(first);
            double rolling = Math.max(bodies.rollingFriction[a], bodies.rollingFriction[b]);
            double spinning = Math.max(bodies.spinningFriction[a], bodies.spinningFriction[b]);
            if (rolling == 0 && spinning == 0) continue;
            int deepest = -1;
            double last = 0;
            for (int k = first; k < end; k++) {
                if (contactRows.row(k) < 0) continue;
                last += Math.max(0, c.impulse[3 * k]);
                if (deepest < 0 || c.distance[k] < c.distance[deepest]) deepest = k;
            }
            if (deepest < 0) continue;
            int sa = bodies.moves(a) ? a : -1, sb = bodies.moves(b) ? b : -1;
            double normalImpulse = last > 0 ? last : approachImpulse(d, c, bodies, deepest, sa, sb, contactRows.row(deepest));
            int k3 = 3 * deepest;
            double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
            if (rolling > 0) {
                ContactBuffer.tangents(nx, ny, nz, t, 0);
                double bound = rolling * normalImpulse;
                for (int i = 0; i < 2; i++) {
                    int row = d.addBox(sa, sb, -bound, bound);
                    d.setAngularRow(row, t[3 * i], t[3 * i + 1], t[3 * i + 2]);
                    x[row] = 0;
                }
            }
            if (spinning > 0) {
                double bound = spinning * normalImpulse;
                int row = d.addBox(sa, sb, -bound, bound);
                d.setAngularRow(row, nx, ny, nz);
                x[row] = 0;
            }
        }
    }

    /**
     * The normal impulse that would take contact k's normal velocity under the free velocities v*
     * to its bias alone: {@code max(0, -(J v* + b) / (J M^-1 J^T))}.
     */
    private double approachImpulse(NscDescriptor d, ContactBuffer c, Bodies bodies, int k, int sa, int sb, int row) {
        int k3 = 3 * k;
        double nx = c.normal[k3], ny = c.normal[k3 + 1], nz = c.normal[k3 + 2];
        ContactRows.leverArms(c, bodies, k, arms);
        double vn = d.bias(row), mass = 0;
        if (sa >= 0) {
            vn += pointSpeed(d, sa, 0, nx, ny, nz);
            mass += inverseMass(d, sa);
        }
        if (sb >= 0) {
            vn -= pointSpeed(d, sb, 3, nx, ny, nz);
            mass += inverseMass(d, sb);
        }
        return mass > 0 ? Math.max(0, -vn / mass) : 0;
    }

    /** Body i's free velocity at its lever arm {@code arms[o..o+2]} along n; leaves r x n in {@link #cross}. */
    private double pointSpeed(NscDescriptor d, int i, int o, double nx, double ny, double nz) {
        double[] v = d.velocity();
        double rx = arms[o], ry = arms[o + 1], rz = arms[o + 2];
        double cx = ry * nz - rz * ny, cy = rz * nx - rx * nz, cz = rx * ny - ry * nx;
        cross[0] = cx;
        cross[1] = cy;
        cross[2] = cz;
        int p = 6 * i;
        // (v + w x r) . n = v . n + w . (r x n)
        return v[p] * nx + v[p + 1] * ny + v[p + 2] * nz + v[p + 3] * cx + v[p + 4] * cy + v[p + 5] * cz;
    }

    /** 1/m + (r x n) . I^-1 (r x n) of body i, r x n from the last {@link #pointSpeed}. */
    private double inverseMass(NscDescriptor d, int i) {
        double[] ii = d.invInertia();
        int q = 9 * i;
        double cx = cross[0], cy = cross[1], cz = cross[2];
        double ix = ii[q] * cx + ii[q + 1] * cy + ii[q + 2] * cz;
        double iy = ii[q + 3] * cx + ii[q + 4] * cy + ii[q + 5] * cz;
        double iz = ii[q + 6] * cx + ii[q + 7] * cy + ii[q + 8] * cz;
        return d.invMass()[i] + cx * ix + cy * iy + cz * iz;
    }
}
