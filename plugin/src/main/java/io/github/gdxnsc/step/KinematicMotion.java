package io.github.gdxnsc.step;

/**
 * Kinematic bodies moved by a target pose: before a step, each kinematic body with a pending
 * target gets the constant velocity that reaches it at the end of the world step (over the
 * sub-steps left), so what it touches is pushed and carried by that velocity through the solve;
 * after the last of those sub-steps the pose is set to the target exactly (no drift from
 * rounding), the target is done and the body stops. A kinematic body without a target keeps the
 * velocity it was given.
 */
public final class KinematicMotion {
    private final Bodies bodies;

    /** Works on {@code bodies} (the world's), in place. */
    public KinematicMotion(Bodies bodies) {
        this.bodies = bodies;
    }

    /** Stores body i's target pose for the next world step (the quaternion is normalised). */
    public void setTarget(int i, double px, double py, double pz, double qx, double qy, double qz, double qw) {
        double[] t = bodies.target;
        int o = 7 * i;
        t[o] = px;
        t[o + 1] = py;
        t[o + 2] = pz;
        double l = 1.0 / Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        t[o + 3] = qx * l;
        t[o + 4] = qy * l;
        t[o + 5] = qz * l;
        t[o + 6] = qw * l;
        bodies.hasTarget[i] = true;
    }

    /** Before a sub-step: velocities toward the targets over {@code stepsLeft} steps of {@code h}. */
    public void begin(double h, int stepsLeft) {
        final Bodies b = bodies;
        final double[] t = b.target, pos = b.pos, rot = b.rot;
        final double span = h * stepsLeft;
        for (int i = 0; i < b.count; i++) {
            if (!b.hasTarget[i]) continue;
            int o = 7 * i, q = 4 * i;
            double vx = (t[o] - pos[3 * i]) / span, vy = (t[o + 1] - pos[3 * i + 1]) / span, vz = (t[o + 2] - pos[3 * i + 2]) / span;
            // the rotation d = target * current^-1 as an angle about an axis, the short way round
            double cx = -rot[q], cy = -rot[q + 1], cz = -rot[q + 2], cw = rot[q + 3];
            double tx = t[o + 3], ty = t[o + 4], tz = t[o + 5], tw = t[o + 6];
            double dx = tw * cx + tx * cw + ty * cz - tz * cy;
            double dy = tw * cy - tx * cz + ty * cw + tz * cx;
            double dz = tw * cz + tx * cy - ty * cx + tz * cw;
            double dw = tw * cw - tx * cx - ty * cy - tz * cz;
            if (dw < 0) {
                dx = -dx;
                dy = -dy;
                dz = -dz;
                dw = -dw;
            }
            double s = Math.sqrt(dx * dx + dy * dy + dz * dz);
            double w = s < 1e-12 ? 0 : 2 * Math.atan2(s, dw) / (s * span);
            b.setVelocity(i, vx, vy, vz, dx * w, dy * w, dz * w);
        }
    }

    /** After a sub-step: on the last one, bodies with targets land on them exactly and stop. */
    public void end(int stepsLeft) {
        if (stepsLeft > 1) return;
        final Bodies b = bodies;
        final double[] t = b.target;
        for (int i = 0; i < b.count; i++) {
            if (!b.hasTarget[i]) continue;
            int o = 7 * i;
            System.arraycopy(t, o, b.pos, 3 * i, 3);
            System.arraycopy(t, o + 3, b.rot, 4 * i, 4);
            b.setVelocity(i, 0, 0, 0, 0, 0, 0);
            b.hasTarget[i] = false;
        }
    }
}
