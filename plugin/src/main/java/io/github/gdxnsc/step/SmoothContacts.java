package io.github.gdxnsc.step;

import io.github.gdxnsc.collision.ContactBuffer;

/**
 * Smooth contact (SMC, Chrono's ChSystemSMC): each contact point is a spring-damper, not a
 * complementarity condition. The normal force comes from the overlap by Hooke's law
 * ({@code F = k d}) or Hertz's ({@code F = 4/3 E* sqrt(R* d) d}), plus a damper calibrated per law
 * with the force clipped at zero ({@link SmcDamping}: a collision returns e times its approach
 * speed; for Hertz, Tsuji's damper {@code ~ d^0.25}, so at any speed); the tangential force is a
 * spring on the accumulated slip, capped by Coulomb's mu F_n (stick below, slip at the cap).
 *
 * <p>The world integrates such forces in substeps inside one step, since a stiff contact needs
 * a time step well under its period: {@link #substeps} picks their number from the stiffest
 * contact and the lighter body it holds, capped. Between substeps each contact's overlap and
 * tangential spring follow the bodies' motion at the contact point (collision runs once a step).
 * The tangential spring lives on the Bullet point's lateral impulse fields, so it persists while
 * Bullet keeps the point. A Hertz collision keeps the speed it struck at from step to step
 * ({@link ImpactMemory}), so each of its steps sizes the substeps and the damper for the same collision;
 * the points of a manifold that touch share the body's mass in their dampers, and points that join a
 * collision in progress take over the spring energy of the points gone ({@link ManifoldPoints}).
 *
 * <p>Material: per body Young's modulus E and Poisson ratio nu; a contact's E* =
 * 1 / ((1 - nu_a^2) / E_a + (1 - nu_b^2) / E_b), R* from the bodies' inner radii (a static
 * body counts as flat).
 */
final class SmoothContacts {
    /** The substep is at most this fraction of 1 / omega for the stiffest contact (omega = sqrt(k / m)). */
    static final double STABILITY = 0.3;
    /** Stiffness of the tangential spring relative to the normal stiffness (the usual DEM choice). */
    static final double TANGENTIAL_RATIO = 2.0 / 7.0;
    /** Slip speed (m/s) above which a fresh point starts as slipping. */
    static final double FRESH_SLIP = 1e-3;

    private boolean hertz, implicitDamper;
    private final ImpactMemory impacts;
    private final ManifoldPoints manifolds = new ManifoldPoints();
    private double[] overlap = new double[64], stiffness = new double[64], hertzCoefficient = new double[64], damping = new double[64],
            impactSpeed = new double[64], share = new double[64],

            frame = new double[64 * 9];
    /** Per contact this step: dropped by the contact modifier (no force), and the surface velocity it asked for (3 per contact). */
    private boolean[] dropped = new boolean[64], joins = new boolean[64];
    /** Per Hertz contact this step: its slot in the impact memory's table (-1: not kept). */
    private int[] keptSlot = new int[64];
    private double[] surface = new double[64 * 3];
    private final double[] arms = new double[6], rel = new double[3], local = new double[3], turned = new double[3], tangent = new double[2];
    /** Hertz, per contact this substep: its spring force and its damper's rate, between {@link #addForces} and {@link #addHertzDampers}. */
    private double[] springForce = new double[64], damperRate = new double[64];
    /**
     * Per contact, its lever arms in the bodies' own frames at the start of the step (6 per
     * contact: A's, then B's): the force acts on the same material points while the bodies move
     * through the substeps. Arms taken from Bullet's world points as they were at detection would
     * trail a sliding body by its travel in the step (5 cm at 3 m/s), off its face: the normal
     * forces' spurious moment rocked a box on a conveyor, which then ran 1.8 % below the belt.
     */
    private double[] bodyArms = new double[64 * 6];
    /** Per body this step: the sum of its contacts' stiffness, and of stiffness times lever arm squared. */
    private double[] linearStiffness = new double[16], angularStiffness = new double[16];
    private float maxOverlap;
    /** The age (s) a fresh point's spring is given, set by {@link #prepare}: half a step, the mean age of a point Bullet re-adds every step. */
    private double freshAge;

    /** Hertz collisions are carried from step to step in impacts. */
    SmoothContacts(ImpactMemory impacts) {
        this.impacts = impacts;
    }

    /** Hooke (linear) or Hertz normal force; for Hertz, its damper explicit or implicit ({@link #addHertzDampers}). */
    public void setLaw(boolean useHertz, boolean implicitHertzDamper) {
        hertz = useHertz;
        implicitDamper = useHertz && implicitHertzDamper;
    }

    /**
     * Start of a step: the modifier's word on each contact (when there is one: dropped, or its
     * friction, restitution and surface velocity changed, as under hard contact), then each
     * contact's overlap, frame, stiffness and damping from Bullet's points and the bodies'
     * materials. Returns the substep count for this step (1 to maxSubsteps).
     */
    public int prepare(ContactBuffer c, Bodies b, double h, int maxSubsteps, ContactModifier modifier) {
        final int nc = c.count();
        if (overlap.length < nc) {
            int cap = Math.max(nc, 2 * overlap.length);
            overlap = new double[cap];
            dropped = new boolean[cap];
            surface = new double[3 * cap];
            stiffness = new double[cap];
            hertzCoefficient = new double[cap];
            damping = new double[cap];
            impactSpeed = new double[cap];
            share = new double[cap];
            joins = new boolean[cap];
            keptSlot = new int[cap];
            springForce = new double[cap];
            damperRate = new double[cap];
            frame = new double[9 * cap];
            bodyArms = new double[6 * cap];
        }
        if (linearStiffness.length < b.count) {
            linearStiffness = new double[Math.max(b.count, 2 * linearStiffness.length)];
            angularStiffness = new double[linearStiffness.length];
        }
        java.util.Arrays.fill(linearStiffness, 0, b.count, 0);
        java.util.Arrays.fill(angularStiffness, 0, b.count, 0);
        modify(c, b, modifier);
        impacts.begin(nc);
        float maxPen = 0;
        manifolds.shareMass(c, b, h, dropped, share);
        for (int k = 0; k < nc; k++) {
            int a = c.bodyA[k], bb = c.bodyB[k];
            double d = givenOverlap(c, b, k); // the springs press the given shapes, not their collision skins
            overlap[k] = d;
            if (d > maxPen) maxPen = (float) d;
            int f = 9 * k, k3 = 3 * k;
            frame[f] = c.normal[k3];
            frame[f + 1] = c.normal[k3 + 1];
            frame[f + 2] = c.normal[k3 + 2];
            ContactBuffer.tangents(frame[f], frame[f + 1], frame[f + 2], frame, f + 3);
            ContactRows.leverArms(c, b, k, arms);
            b.toLocalDir(a, arms[0], arms[1], arms[2], local);
            System.arraycopy(local, 0, bodyArms, 6 * k, 3);
            b.toLocalDir(bb, arms[3], arms[4], arms[5], local);
            System.arraycopy(local, 0, bodyArms, 6 * k + 3, 3);
            double ima = b.moves(a) ? b.invMass[a] : 0, imb = b.moves(bb) ? b.invMass[bb] : 0;
            double eStar = 1 / ((1 - sq(b.poisson[a])) / b.youngsModulus[a] + (1 - sq(b.poisson[bb])) / b.youngsModulus[bb]);
            double inv = (b.isStatic[a] ? 0 : 1 / (b.contactRadius[a] - b.skin[a])) + (b.isStatic[bb] ? 0 : 1 / (b.contactRadius[bb] - b.skin[bb]));
            double rStar = inv > 0 ? 1 / inv : 1;
            double kh = 4.0 / 3.0 * eStar * Math.sqrt(rStar), mEff = ima + imb > 0 ? 1 / ((ima + imb) * share[k]) : 0;
            hertzCoefficient[k] = kh;
            ContactRows.relativeVelocity(b.vel, a, bb, arms, rel);
            double approach = -(rel[0] * frame[f] + rel[1] * frame[f + 1] + rel[2] * frame[f + 2]);
            // the damper waits for the substep's length (below); meanwhile damping holds the
            // effective mass and, for Hertz, impactSpeed the speed of the collision the contact is in
            damping[k] = mEff;
            // Hooke: k = E* R*; Hertz: the tangent stiffness 2 E* sqrt(R* d) at the deepest overlap
            // the step can reach (1 mm at least): sized at the overlap it starts with, the substeps
            // of an impact are too long for the stiffness it meets, and the explicit substeps gain
            // energy (an undamped ball left 3.6 % faster than it came)
            double reach = d + (hertz ? h * Math.max(0, approach) : 0);
            keptSlot[k] = -1;
            joins[k] = false;
            if (mEff > 0) {
                double spring = hertz ? 0.8 * kh * d * d * Math.sqrt(d) : eStar * rStar * d * d;
                double measured = d <= 0 ? Math.max(0, approach) : Math.sqrt(approach * approach + spring / mEff);
                double speed = collisionSpeed(c, b, k, a, bb, d, approach, measured, hertz ? kh : eStar * rStar, mEff, h);
                impactSpeed[k] = speed;
                // a settled contact's damper keeps the whole mass: more damping than its part asks for,
                // which a pile needs to come to rest (sized for its part, the Hertz pile still moved at 3 s)
                if (impacts.settled()) damping[k] = mEff * share[k];
                keptSlot[k] = impacts.slot();
                joins[k] = impacts.joins();
                overlap[k] = d - impacts.origin();
                // a collision's deepest overlap, from its energy at the speed it struck at: the same
                // in every step of it, so its substeps keep their length while it lasts (the damper
                // calibrated for one length missed e when the next step's count differed)
                if (hertz && reach > 0 && !impacts.settled()) reach = Math.max(d, deepestOverlap(speed, kh, mEff));
            }
            double kn = hertz ? 2 * eStar * Math.sqrt(rStar * Math.max(reach, 1e-3)) : eStar * rStar;
            stiffness[k] = kn;
            linearStiffness[a] += kn;
            linearStiffness[bb] += kn;
            angularStiffness[a] += kn * (arms[0] * arms[0] + arms[1] * arms[1] + arms[2] * arms[2]);
            angularStiffness[bb] += kn * (arms[3] * arms[3] + arms[4] * arms[4] + arms[5] * arms[5]);
            if (k + 1 == nc || c.bodyA[k + 1] != a || c.bodyB[k + 1] != bb) manifolds.joinCollision(c, b, k, joins, overlap, keptSlot, impacts, this);
        }
        // the stiffest mode of any body: all its contacts' springs on its mass, and on its
        // smallest moment of inertia through their lever arms (a box rocks faster than it bounces)
        double omega2 = 0;
        for (int i = 0; i < b.count; i++) {
            if (!b.moves(i) || linearStiffness[i] == 0) continue;
            double maxInvI = Math.max(b.invLocalInertia[3 * i], Math.max(b.invLocalInertia[3 * i + 1], b.invLocalInertia[3 * i + 2]));
            omega2 = Math.max(omega2, Math.max(linearStiffness[i] * b.invMass[i], angularStiffness[i] * maxInvI));
        }
        maxOverlap = maxPen;
        int n = Math.max(1, Math.min(maxSubsteps, (int) Math.ceil(h * Math.sqrt(omega2) / STABILITY)));
        freshAge = 0.5 * h;
        double hs = h / n;
        for (int k = 0; k < nc; k++) {
            // the damper that gives restitution e to a clipped collision of this law, substepped by
            // hs: 2 zeta sqrt(k m) for Hooke (at omega hs), beta sqrt(K m) (times d^0.25 in the
            // force) for Hertz, at hs over the collision's time (m / K)^0.4 v^-0.2
            double mEff = damping[k];
            if (mEff == 0) continue;
            if (hertz) {
                double kh = hertzCoefficient[k], v = impactSpeed[k];
                double tau = v > 0 ? hs * Math.pow(kh / mEff, 0.4) * Math.pow(v, 0.2) : 0;
                damping[k] = SmcDamping.forRestitution(true, implicitDamper, c.restitution[k], tau) * Math.sqrt(kh * mEff);
            } else {
                double kn = stiffness[k];
                damping[k] = 2 * SmcDamping.forRestitution(false, false, c.restitution[k], Math.sqrt(kn / mEff) * hs) * Math.sqrt(kn * mEff);
            }
        }
        return n;
    }

    /** Contact k's spring energy at overlap d: Hertz 2/5 K d^2.5, Hooke k d^2 / 2 (none apart). */
    double springEnergy(int k, double d) {
        if (d <= 0) return 0;
        return hertz ? 0.4 * hertzCoefficient[k] * d * d * Math.sqrt(d) : 0.5 * stiffness[k] * d * d;
    }

    /** End of a step's substeps: each kept contact's spring energy then, for points that join its collision next step; the impact memory's step ends. */
    public void finish(ContactBuffer c) {
        for (int k = 0, nc = c.count(); k < nc; k++) if (keptSlot[k] >= 0) impacts.setEnergy(keptSlot[k], springEnergy(k, overlap[k]));
        impacts.end();
    }

    /**
     * The speed of the Hertz collision contact k is in ({@link ImpactMemory#collisionSpeed}), the
     * contact known by its point on the lower-id body of its pair: a kept point within half the
     * smaller body's inner radius, plus the step's relative travel, is the same contact.
     */
    private double collisionSpeed(ContactBuffer c, Bodies b, int k, int a, int bb, double d, double approach, double measured, double stiffness,
            double mEff, double h) {
        int ia = b.id[a], ib = b.id[bb], lower = ia < ib ? a : bb, k3 = 3 * k;
        float[] p = ia < ib ? c.pointA : c.pointB;
        b.toLocalPoint(lower, p[k3], p[k3 + 1], p[k3 + 2], local);
        double match = 0.5 * Math.min(b.contactRadius[a], b.contactRadius[bb]) + h * Math.sqrt(rel[0] * rel[0] + rel[1] * rel[1] + rel[2] * rel[2]);
        // the collision's time scale: Hertz (m / K)^0.4 v^-0.2, Hooke sqrt(m / k) at any speed
        return impacts.collisionSpeed(ImpactMemory.pairKey(ia, ib), local[0], local[1], local[2], match, d, approach, measured,
                hertz ? Math.pow(mEff / stiffness, 0.4) : Math.sqrt(mEff / stiffness), hertz ? 0.2 : 0, h);
    }

    /** The deepest overlap of an undamped Hertz collision at this speed: its kinetic energy m v^2 / 2 all in the spring's 2/5 K d^2.5. */
    static double deepestOverlap(double speed, double kh, double mEff) {
        return Math.pow(1.25 * mEff * speed * speed / kh, 0.4);
    }

    /** Asks the modifier about every contact that pushes (not a sensor's, one body moving), in contact order. */
    private void modify(ContactBuffer c, Bodies b, ContactModifier modifier) {
        for (int k = 0, nc = c.count(); k < nc; k++) {
            int a = c.bodyA[k], bb = c.bodyB[k];
            dropped[k] = false;
            surface[3 * k] = surface[3 * k + 1] = surface[3 * k + 2] = 0;
            if (modifier == null || b.isSensor[a] || b.isSensor[bb] || !(b.moves(a) || b.moves(bb))) continue;
            dropped[k] = !modifier.modify(c, k, surface, 3 * k);
        }
    }

    /** The relative velocity {@link #rel} less contact k's surface velocity: what stretches its tangential spring. */
    private void lessSurface(int k) {
        rel[0] -= surface[3 * k];
        rel[1] -= surface[3 * k + 1];
        rel[2] -= surface[3 * k + 2];
    }

    /**
     * Adds every contact's force and torque for the present velocities to the bodies' force and
     * torque accumulators (A gets +F, B gets -F). Under Hertz with its damper implicit only the springs:
     * the damper and the friction it caps come once the free velocities are known ({@link #addHertzDampers}).
     */
    public void addForces(ContactBuffer c, Bodies b, double hs) {
        final int nc = c.count();
        final double[] v = b.vel, force = b.force, torque = b.torque;
        for (int k = 0; k < nc; k++) {
            double d = overlap[k];
            int k3 = 3 * k, f = 9 * k;
            int a = c.bodyA[k], bb = c.bodyB[k];
            double fn = 0;
            if (pushes(c, b, k)) {
                arms(b, k, a, bb);
                ContactRows.relativeVelocity(v, a, bb, arms, rel);
                double vn = rel[0] * frame[f] + rel[1] * frame[f + 1] + rel[2] * frame[f + 2];
                if (implicitDamper) {
                    double spring = SmcDamping.hertzSpring(hertzCoefficient[k], d, -vn, hs);
                    springForce[k] = spring;
                    damperRate[k] = SmcDamping.hertzDamperRate(damping[k], d, -vn, hs);
                    if (spring > 0) applyForce(b, k, a, bb, spring * frame[f], spring * frame[f + 1], spring * frame[f + 2]);
                    continue;
                }
                fn = SmcDamping.substepForce(hertz, false, hertz ? hertzCoefficient[k] : stiffness[k], damping[k], d, -vn, hs);
            }
            // apart all substep long: no force, the tangential spring lets go
            if (d <= 0 && fn <= 0 || !pushes(c, b, k)) {
                c.impulse[k3] = c.impulse[k3 + 1] = c.impulse[k3 + 2] = 0;
                continue;
            }
            lessSurface(k); // a conveyor's tangential spring stretches with the slip from its surface's speed
            tangential(c, k, fn);
            c.impulse[k3] = (float) fn; // the normal force, for events and drawing
            applyForce(b, k, a, bb, fn * frame[f] + tangent[0] * frame[f + 3] + tangent[1] * frame[f + 6],
                    fn * frame[f + 1] + tangent[0] * frame[f + 4] + tangent[1] * frame[f + 7],
                    fn * frame[f + 2] + tangent[0] * frame[f + 5] + tangent[1] * frame[f + 8]);
        }
    }

    /**
     * Hertz with its damper implicit, after {@link #addForces} and the free velocities {@code vFree} of the substep (its springs,
     * gravity and the user's forces in them): each contact's damper and friction as impulses onto
     * vFree, contact by contact in order. The damper is implicit, on the approach speed vFree leaves
     * and the contact's own inverse mass along its normal ({@link SmcDamping#implicitDamperForce}).
     */
    public void addHertzDampers(ContactBuffer c, Bodies b, double[] vFree, double[] invMass, double[] invInertia, double hs) {
        final int nc = c.count();
        for (int k = 0; k < nc; k++) {
            if (!pushes(c, b, k)) continue; // let go in addForces
            int k3 = 3 * k, f = 9 * k;
            int a = c.bodyA[k], bb = c.bodyB[k];
            arms(b, k, a, bb);
            ContactRows.relativeVelocity(vFree, a, bb, arms, rel);
            double nx = frame[f], ny = frame[f + 1], nz = frame[f + 2];
            double free = -(rel[0] * nx + rel[1] * ny + rel[2] * nz);
            double w = normalInverseMass(invMass, invInertia, a, 0, nx, ny, nz) + normalInverseMass(invMass, invInertia, bb, 3, nx, ny, nz);
            double spring = springForce[k];
            double fn = Math.max(0, spring + SmcDamping.implicitDamperForce(damperRate[k], free, hs, w));
            if (overlap[k] <= 0 && fn <= 0) { // apart all substep long: no force, the tangential spring lets go
                c.impulse[k3] = c.impulse[k3 + 1] = c.impulse[k3 + 2] = 0;
                continue;
            }
            // the tangential spring stretches with the slip at the substep's start, as under Hooke
            ContactRows.relativeVelocity(b.vel, a, bb, arms, rel);
            lessSurface(k);
            tangential(c, k, fn);
            c.impulse[k3] = (float) fn; // the normal force, for events and drawing
            double damper = fn - spring, f1 = tangent[0], f2 = tangent[1];
            double px = hs * (damper * nx + f1 * frame[f + 3] + f2 * frame[f + 6]);
            double py = hs * (damper * ny + f1 * frame[f + 4] + f2 * frame[f + 7]);
            double pz = hs * (damper * nz + f1 * frame[f + 5] + f2 * frame[f + 8]);
            if (b.moves(a)) applyImpulse(b, vFree, invMass, invInertia, a, 0, px, py, pz);
            if (b.moves(bb)) applyImpulse(b, vFree, invMass, invInertia, bb, 3, -px, -py, -pz);
        }
    }

    /** Whether contact k pushes: not dropped by the modifier, no sensor's (a sensor's contact is reported to events, never pushes). */
    private boolean pushes(ContactBuffer c, Bodies b, int k) {
        return pushes(c, b, dropped, k);
    }

    /** Whether contact k pushes, given which contacts the modifier dropped this step. */
    static boolean pushes(ContactBuffer c, Bodies b, boolean[] dropped, int k) {
        return !dropped[k] && !b.isSensor[c.bodyA[k]] && !b.isSensor[c.bodyB[k]];
    }

    /** Contact k's overlap (m) between the bodies' given shapes: Bullet's depth less the two collision skins (in float, as Bullet's). */
    static double givenOverlap(ContactBuffer c, Bodies b, int k) {
        return -c.distance[k] - b.skin[c.bodyA[k]] - b.skin[c.bodyB[k]];
    }

    /**
     * Contact k's tangential spring (on the point's lateral fields) capped by Coulomb at mu fn, into
     * {@link #tangent}, from the slip velocity in {@link #rel}.
     */
    private void tangential(ContactBuffer c, int k, double fn) {
        int k3 = 3 * k, f = 9 * k;
        double kt = TANGENTIAL_RATIO * stiffness[k], mu = c.friction[k];
        double s1 = c.impulse[k3 + 1], s2 = c.impulse[k3 + 2];
        if (s1 == 0 && s2 == 0) {
            // a point without a spring yet: Bullet drops and re-adds the points of a sliding
            // box as they drift, so a fresh point starts with the spring its slip stretches in
            // half a step (the mean age of a point re-added every step), capped at the Coulomb
            // length. At zero a sliding box lost friction at every re-add; at the Coulomb length
            // whatever the slip, a box riding a conveyor (whose points Bullet re-adds as the
            // belt's surface runs under them) got a whole Coulomb force from its slight rocking
            // slip at each re-add, rocked on, and ran 6 % below a 1 m/s belt
            double t1 = rel[0] * frame[f + 3] + rel[1] * frame[f + 4] + rel[2] * frame[f + 5];
            double t2 = rel[0] * frame[f + 6] + rel[1] * frame[f + 7] + rel[2] * frame[f + 8];
            double vt = Math.sqrt(t1 * t1 + t2 * t2);
            if (vt > FRESH_SLIP && kt > 0) {
                double len = Math.min(freshAge, mu * fn / kt / vt);
                s1 = t1 * len;
                s2 = t2 * len;
                c.impulse[k3 + 1] = (float) s1;
                c.impulse[k3 + 2] = (float) s2;
            }
        }
        double f1 = -kt * s1, f2 = -kt * s2;
        double ft = Math.sqrt(f1 * f1 + f2 * f2), cap = mu * fn;
        if (ft > cap) {
            double scale = ft > 0 ? cap / ft : 0;
            f1 *= scale;
            f2 *= scale;
            // the spring slips to the length the cap allows
            c.impulse[k3 + 1] = (float) (-f1 / kt);
            c.impulse[k3 + 2] = (float) (-f2 / kt);
        }
        tangent[0] = f1;
        tangent[1] = f2;
    }

    /** Contact k's force (fx, fy, fz) onto the force and torque accumulators of its moving bodies (A gets +F, B gets -F) at {@link #arms}. */
    private void applyForce(Bodies b, int k, int a, int bb, double fx, double fy, double fz) {
        if (b.moves(a)) apply(b.force, b.torque, a, arms[0], arms[1], arms[2], fx, fy, fz);
        if (b.moves(bb)) apply(b.force, b.torque, bb, arms[3], arms[4], arms[5], -fx, -fy, -fz);
    }

    /** Body i's inverse mass along the normal at its lever arm arms[o..o+2]: 1/m + (r x n) . I^-1 (r x n) (0 for a body held still). */
    private double normalInverseMass(double[] invMass, double[] invInertia, int i, int o, double nx, double ny, double nz) {
        double cx = arms[o + 1] * nz - arms[o + 2] * ny, cy = arms[o + 2] * nx - arms[o] * nz, cz = arms[o] * ny - arms[o + 1] * nx;
        int m = 9 * i;
        return invMass[i] + cx * (invInertia[m] * cx + invInertia[m + 1] * cy + invInertia[m + 2] * cz)
                + cy * (invInertia[m + 3] * cx + invInertia[m + 4] * cy + invInertia[m + 5] * cz)
                + cz * (invInertia[m + 6] * cx + invInertia[m + 7] * cy + invInertia[m + 8] * cz);
    }

    /** An impulse p at lever arm arms[o..o+2] onto body i's free velocity (the linear factor as the velocity integrator applies it to forces). */
    private void applyImpulse(Bodies b, double[] vFree, double[] invMass, double[] invInertia, int i, int o, double px, double py, double pz) {
        int p = 6 * i, m = 9 * i;
        float[] lf = b.linearFactor;
        vFree[p] += lf[3 * i] * invMass[i] * px;
        vFree[p + 1] += lf[3 * i + 1] * invMass[i] * py;
        vFree[p + 2] += lf[3 * i + 2] * invMass[i] * pz;
        double tx = arms[o + 1] * pz - arms[o + 2] * py, ty = arms[o + 2] * px - arms[o] * pz, tz = arms[o] * py - arms[o + 1] * px;
        vFree[p + 3] += invInertia[m] * tx + invInertia[m + 1] * ty + invInertia[m + 2] * tz;
        vFree[p + 4] += invInertia[m + 3] * tx + invInertia[m + 4] * ty + invInertia[m + 5] * tz;
        vFree[p + 5] += invInertia[m + 6] * tx + invInertia[m + 7] * ty + invInertia[m + 8] * tz;
    }

    /** After a substep of length hs: overlaps and tangential springs follow the relative motion of the contact points. */
    public void advance(ContactBuffer c, Bodies b, double hs) {
        final int nc = c.count();
        for (int k = 0; k < nc; k++) {
            int k3 = 3 * k, f = 9 * k;
            arms(b, k, c.bodyA[k], c.bodyB[k]);
            ContactRows.relativeVelocity(b.vel, c.bodyA[k], c.bodyB[k], arms, rel);
            overlap[k] -= hs * (rel[0] * frame[f] + rel[1] * frame[f + 1] + rel[2] * frame[f + 2]);
            lessSurface(k);
            if (overlap[k] > 0 && !dropped[k]) {
                c.impulse[k3 + 1] += (float) (hs * (rel[0] * frame[f + 3] + rel[1] * frame[f + 4] + rel[2] * frame[f + 5]));
                c.impulse[k3 + 2] += (float) (hs * (rel[0] * frame[f + 6] + rel[1] * frame[f + 7] + rel[2] * frame[f + 8]));
            }
        }
    }

    /** Contact k's lever arms now into {@link #arms}: its material points on A and B, turned with the bodies since the step began. */
    private void arms(Bodies b, int k, int a, int bb) {
        int o = 6 * k;
        local[0] = bodyArms[o];
        local[1] = bodyArms[o + 1];
        local[2] = bodyArms[o + 2];
        b.toWorldDir(a, local, turned);
        System.arraycopy(turned, 0, arms, 0, 3);
        local[0] = bodyArms[o + 3];
        local[1] = bodyArms[o + 4];
        local[2] = bodyArms[o + 5];
        b.toWorldDir(bb, local, turned);
        System.arraycopy(turned, 0, arms, 3, 3);
    }

    /** Deepest overlap (m) at the start of the last step. */
    public float maxOverlap() {
        return maxOverlap;
    }

    private static void apply(double[] force, double[] torque, int i, double rx, double ry, double rz, double fx, double fy, double fz) {
        force[3 * i] += fx;
        force[3 * i + 1] += fy;
        force[3 * i + 2] += fz;
        torque[3 * i] += ry * fz - rz * fy;
        torque[3 * i + 1] += rz * fx - rx * fz;
        torque[3 * i + 2] += rx * fy - ry * fx;
    }

    private static double sq(double x) {
        return x * x;
    }
}
