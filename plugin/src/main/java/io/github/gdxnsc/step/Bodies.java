package io.github.gdxnsc.step;

import com.badlogic.gdx.physics.bullet.collision.btCapsuleShape;
import com.badlogic.gdx.physics.bullet.collision.btCollisionShape;
import com.badlogic.gdx.physics.bullet.collision.btCompoundShape;
import com.badlogic.gdx.physics.bullet.collision.btConvexHullShape;
import com.badlogic.gdx.physics.bullet.collision.btCylinderShape;
import io.github.gdxnsc.math.Rotations;
import java.util.Arrays;

/**
 * The world's bodies as a struct of arrays, dense by body index: poses and velocities in double,
 * forces accumulated for the next step, inverse mass and inverse body-frame inertia, materials
 * the step reads. Growing is geometric; removal swaps the last body into the hole, so the arrays
 * stay dense and the step loops run over {@code [0, count)}.
 *
 * <p>Frame helpers take a body index, or {@link #STATIC_WORLD} for the static world, whose frame
 * is the world frame: joints anchored to the world go through the same code as two-body joints.
 * Internal to the plugin: the public handle is {@code world.RigidBody}.
 */
public final class Bodies {
    /** The static world as a body index: identity frame, no velocity. */
    public static final int STATIC_WORLD = -1;

    /** Bodies stored: the arrays' live prefix. */
    public int count;
    /** Position (3), unit quaternion x, y, z, w (4), linear then angular velocity in world (6), per body. */
    public double[] pos = new double[3 * 16], rot = new double[4 * 16], vel = new double[6 * 16];
    /** Force and world torque accumulated for the next step (3 each). */
    public double[] force = new double[3 * 16], torque = new double[3 * 16];
    /** 1/m (0 for static bodies) and the inverse principal inertia in the body frame (3). */
    public double[] invMass = new double[16], invLocalInertia = new double[3 * 16];
    /** Mass (kg, 0 for static) and the velocity damping rates (1/s). */
    public float[] mass = new float[16], linearDamping = new float[16], angularDamping = new float[16];
    /** Static bodies: never moved by the step. */
    public boolean[] isStatic = new boolean[16];
    /** A stable id per body (the world's; ids of destroyed bodies are reused), for contact pair keys. */
    public int[] id = new int[16];
    /**
     * Kinematic bodies: infinite mass in the solve like static ones, but they keep a descriptor
     * slot (inverse mass and inertia 0), so their velocity enters r = J v* + b and pushes what
     * they touch; they move by their velocity, which {@link KinematicMotion} sets from a target.
     */
    public boolean[] isKinematic = new boolean[16];
    /** Sensors: Bullet finds their contacts (for events) but the solve gets no rows from them. */
    public boolean[] isSensor = new boolean[16];
    /** Multiplies the world's gravity (1 by default). */
    public float[] gravityScale = new float[16];
    /**
     * Per-axis factors (3 each, 1 by default; 0 locks an axis) on the world-axis velocity changes
     * of forces, gravity and impulses, as Bullet's linear and angular factor. {@link #axisLocked}
     * is true when any of a body's six factors differs from 1.
     */
    public float[] linearFactor = new float[3 * 16], angularFactor = new float[3 * 16];
    /** Whether any factor differs from 1 (the integrator's slow path). */
    public boolean[] axisLocked = new boolean[16];
    /** A kinematic body's pending target pose (position 3, quaternion 4) and whether it has one. */
    public double[] target = new double[7 * 16];
    /** Whether a kinematic body has a pending target. */
    public boolean[] hasTarget = new boolean[16];
    /** The pose at the start of the last step (render interpolation). */
    public double[] prevPos = new double[3 * 16], prevRot = new double[4 * 16];
    /**
     * Continuous collision per body, and the radius of the sphere it sweeps (its inner radius: a
     * sphere that stays inside the shape, so a sweep never reports what the shape would miss).
     */
    public boolean[] ccd = new boolean[16];
    /**
     * Sleeping: a body is awake, or asleep with its whole island (contacts and joints); an
     * asleep body is held still and skipped by forces, collision updates and the solve.
     * {@code sleepTime} is how long (s) it has been slower than the sleep thresholds.
     */
    public boolean[] awake = new boolean[16], sleepingAllowed = new boolean[16];
    /** How long (s) the body has been below the sleep thresholds. */
    public float[] sleepTime = new float[16];
    /** Smooth-contact material: Young's modulus (Pa), Poisson ratio, and the collided shape's inner radius (m): less the skin, the radius of curvature a contact assumes. */
    public float[] youngsModulus = new float[16], poisson = new float[16], contactRadius = new float[16];
    /** The radius (m) continuous collision sweeps (0 when off). */
    public float[] ccdRadius = new float[16];
    /** Rolling and spinning friction (m: the lever arm of the resisting torque per newton of normal force). */
    public float[] rollingFriction = new float[16], spinningFriction = new float[16];
    /** The thinnest extent (m) of the shape's box: a raised contact slop is checked against it. */
    public float[] thickness = new float[16];
    /** The collision skin (m) the shape is grown by: a contact's depth less its pair's two skins is the given shapes' overlap. */
    public float[] skin = new float[16];
    /** A box's half extents (m) as Bullet collides it (its margin and skin included), 0 for any other shape: the guard's face corners. */
    public float[] boxHalfExtents = new float[3 * 16];
    /** The body's collision shape (the world counts its uses). */
    public btCollisionShape[] shape = new btCollisionShape[16];
    /**
     * The shape's class as the manifold completion sorts pairs by ({@link #HULL}, {@link #CYLINDER},
     * {@link #CAPSULE}, {@link #COMPOUND}, 0 for any other), fixed with the shape when the body is
     * made: read from this dense column, a heap's walk over its pairs does not touch each body's
     * shape object.
     */
    public byte[] shapeClass = new byte[16];
    /** {@link #shapeClass} values. */
    public static final byte HULL = 1, CYLINDER = 2, CAPSULE = 3, COMPOUND = 4;

    private final double[] scratch = new double[3];

    /**
     * The columns' widths per body, in the order of {@link #column} and {@link #replaceColumn}:
     * growing, swap-removal and the column test go through these, so a new column is a width here
     * and a case in each of the two switches (BodiesColumnsTest finds a column left out). A switch,
     * not a getter and setter lambda per column: lambdas are classes the JVM spins at run time, and
     * the first world in a fresh JVM paid for each.
     */
    private static final int[] WIDTHS = {3, 4, 6, 3, 3, 1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 1, 3, 4, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1};

    /** Column {@code k}'s array. */
    private Object column(int k) {
        switch (k) {
            case 0: return pos;
            case 1: return rot;
            case 2: return vel;
            case 3: return force;
            case 4: return torque;
            case 5: return invMass;
            case 6: return invLocalInertia;
            case 7: return mass;
            case 8: return linearDamping;
            case 9: return angularDamping;
            case 10: return isStatic;
            case 11: return id;
            case 12: return isKinematic;
            case 13: return isSensor;
            case 14: return gravityScale;
            case 15: return linearFactor;
            case 16: return angularFactor;
            case 17: return axisLocked;
            case 18: return prevPos;
            case 19: return prevRot;
            case 20: return target;
            case 21: return hasTarget;
            case 22: return ccd;
            case 23: return awake;
            case 24: return sleepingAllowed;
            case 25: return sleepTime;
            case 26: return youngsModulus;
            case 27: return poisson;
            case 28: return contactRadius;
            case 29: return ccdRadius;
            case 30: return rollingFriction;
            case 31: return spinningFriction;
            case 32: return thickness;
            case 33: return shape;
            case 34: return skin;
            case 35: return boxHalfExtents;
            case 36: return shapeClass;
            default: throw new IndexOutOfBoundsException(k);
        }
    }

    /** Puts a grown copy {@code a} of column {@code k} in its place. */
    private void replaceColumn(int k, Object a) {
        switch (k) {
            case 0: pos = (double[]) a; break;
            case 1: rot = (double[]) a; break;
            case 2: vel = (double[]) a; break;
            case 3: force = (double[]) a; break;
            case 4: torque = (double[]) a; break;
            case 5: invMass = (double[]) a; break;
            case 6: invLocalInertia = (double[]) a; break;
            case 7: mass = (float[]) a; break;
            case 8: linearDamping = (float[]) a; break;
            case 9: angularDamping = (float[]) a; break;
            case 10: isStatic = (boolean[]) a; break;
            case 11: id = (int[]) a; break;
            case 12: isKinematic = (boolean[]) a; break;
            case 13: isSensor = (boolean[]) a; break;
            case 14: gravityScale = (float[]) a; break;
            case 15: linearFactor = (float[]) a; break;
            case 16: angularFactor = (float[]) a; break;
            case 17: axisLocked = (boolean[]) a; break;
            case 18: prevPos = (double[]) a; break;
            case 19: prevRot = (double[]) a; break;
            case 20: target = (double[]) a; break;
            case 21: hasTarget = (boolean[]) a; break;
            case 22: ccd = (boolean[]) a; break;
            case 23: awake = (boolean[]) a; break;
            case 24: sleepingAllowed = (boolean[]) a; break;
            case 25: sleepTime = (float[]) a; break;
            case 26: youngsModulus = (float[]) a; break;
            case 27: poisson = (float[]) a; break;
            case 28: contactRadius = (float[]) a; break;
            case 29: ccdRadius = (float[]) a; break;
            case 30: rollingFriction = (float[]) a; break;
            case 31: spinningFriction = (float[]) a; break;
            case 32: thickness = (float[]) a; break;
            case 33: shape = (btCollisionShape[]) a; break;
            case 34: skin = (float[]) a; break;
            case 35: boxHalfExtents = (float[]) a; break;
            case 36: shapeClass = (byte[]) a; break;
            default: throw new IndexOutOfBoundsException(k);
        }
    }

    /** Whether {@code array} is one of this storage's columns (the test that every array field is in the table). */
    boolean isColumn(Object array) {
        for (int k = 0; k < WIDTHS.length; k++) if (column(k) == array) return true;
        return false;
    }

    /** Columns in the table. */
    static int columnCount() {
        return WIDTHS.length;
    }

    /** Makes room for {@code n} bodies, at least doubling. */
    public void ensureCapacity(int n) {
        if (n <= mass.length) return;
        int c = Math.max(n, 2 * mass.length);
        for (int k = 0; k < WIDTHS.length; k++) {
            Object old = column(k);
            Object grown = java.lang.reflect.Array.newInstance(old.getClass().getComponentType(), WIDTHS[k] * c);
            System.arraycopy(old, 0, grown, 0, java.lang.reflect.Array.getLength(old));
            replaceColumn(k, grown);
        }
    }

    /**
     * Appends a body at rest with no force (velocities set separately); {@code invInertia} is
     * ignored for a static body. Returns its index.
     */
    public int add(btCollisionShape s, boolean isStaticBody, float m, double ix, double iy, double iz, float linDamp, float angDamp) {
        int i = count;
        ensureCapacity(i + 1);
        count++;
        Arrays.fill(vel, 6 * i, 6 * i + 6, 0);
        Arrays.fill(force, 3 * i, 3 * i + 3, 0);
        Arrays.fill(torque, 3 * i, 3 * i + 3, 0);
        mass[i] = m;
        invMass[i] = isStaticBody ? 0 : 1.0 / m;
        invLocalInertia[3 * i] = isStaticBody ? 0 : 1.0 / ix;
        invLocalInertia[3 * i + 1] = isStaticBody ? 0 : 1.0 / iy;
        invLocalInertia[3 * i + 2] = isStaticBody ? 0 : 1.0 / iz;
        linearDamping[i] = linDamp;
        angularDamping[i] = angDamp;
        isStatic[i] = isStaticBody;
        isKinematic[i] = false;
        isSensor[i] = false;
        gravityScale[i] = 1;
        Arrays.fill(linearFactor, 3 * i, 3 * i + 3, 1f);
        Arrays.fill(angularFactor, 3 * i, 3 * i + 3, 1f);
        axisLocked[i] = false;
        hasTarget[i] = false;
        ccd[i] = false;
        awake[i] = true;
        sleepingAllowed[i] = true;
        sleepTime[i] = 0;
        ccdRadius[i] = 0;
        rollingFriction[i] = spinningFriction[i] = 0;
        Arrays.fill(boxHalfExtents, 3 * i, 3 * i + 3, 0);
        shape[i] = s;
        shapeClass[i] = classOf(s);
        return i;
    }

    /** {@link #shapeClass} of a shape. */
    static byte classOf(btCollisionShape s) {
        if (s instanceof btConvexHullShape) return HULL;
        if (s instanceof btCylinderShape) return CYLINDER;
        if (s instanceof btCapsuleShape) return CAPSULE;
        if (s instanceof btCompoundShape) return COMPOUND;
        return 0;
    }

    /** Dynamic: moved by forces and contacts (neither static nor kinematic). */
    public boolean isDynamic(int i) {
        return !isStatic[i] && !isKinematic[i];
    }

    /** Wakes the sleepers it touches: an awake dynamic body, or a kinematic one that is moving. */
    public boolean wakesOthers(int i) {
        if (!moves(i)) return false;
        if (!isKinematic[i]) return true;
        for (int k = 6 * i; k < 6 * i + 6; k++) if (vel[k] != 0) return true;
        return hasTarget[i];
    }

    /** Solved this step: dynamic and awake (a kinematic body moves but is never solved for). */
    public boolean solved(int i) {
        return moves(i) && !isKinematic[i];
    }

    /** Makes body i dynamic with mass m and principal inertia (ix, iy, iz), or kinematic (m ignored, infinite). */
    public void setMassProperties(int i, float m, double ix, double iy, double iz) {
        mass[i] = m;
        boolean infinite = !isDynamic(i);
        invMass[i] = infinite ? 0 : 1.0 / m;
        invLocalInertia[3 * i] = infinite ? 0 : 1.0 / ix;
        invLocalInertia[3 * i + 1] = infinite ? 0 : 1.0 / iy;
        invLocalInertia[3 * i + 2] = infinite ? 0 : 1.0 / iz;
    }

    /** Sets body i's linear and angular factors and whether any axis is scaled. */
    public void setFactors(int i, double lx, double ly, double lz, double ax, double ay, double az) {
        linearFactor[3 * i] = (float) lx;
        linearFactor[3 * i + 1] = (float) ly;
        linearFactor[3 * i + 2] = (float) lz;
        angularFactor[3 * i] = (float) ax;
        angularFactor[3 * i + 1] = (float) ay;
        angularFactor[3 * i + 2] = (float) az;
        axisLocked[i] = lx != 1 || ly != 1 || lz != 1 || ax != 1 || ay != 1 || az != 1;
    }

    /** Body i's velocities (linear, angular; world). */
    public void setVelocity(int i, double vx, double vy, double vz, double wx, double wy, double wz) {
        int p = 6 * i;
        vel[p] = vx;
        vel[p + 1] = vy;
        vel[p + 2] = vz;
        vel[p + 3] = wx;
        vel[p + 4] = wy;
        vel[p + 5] = wz;
    }

    /** Forgets every body's force and torque (after a step, as Bullet's clearForces). */
    public void clearForces() {
        Arrays.fill(force, 0, 3 * count, 0);
        Arrays.fill(torque, 0, 3 * count, 0);
    }

    /** Keeps the poses at the start of a step, for render interpolation. */
    public void savePreviousPoses() {
        System.arraycopy(pos, 0, prevPos, 0, 3 * count);
        System.arraycopy(rot, 0, prevRot, 0, 4 * count);
    }

    /** Removes body {@code i}: the last body moves into its slot. Returns the index that moved (or -1). */
    public int swapRemove(int i) {
        int last = count - 1;
        int moved = -1;
        if (i != last) {
            for (int k = 0; k < WIDTHS.length; k++) {
                Object a = column(k);
                System.arraycopy(a, WIDTHS[k] * last, a, WIDTHS[k] * i, WIDTHS[k]);
            }
            moved = last;
        }
        shape[last] = null;
        count--;
        return moved;
    }

    /** Forgets every body (references to shapes included). */
    public void clear() {
        Arrays.fill(shape, null);
        count = 0;
    }

    /** True for a body the step moves this step: dynamic and awake. */
    public boolean moves(int i) {
        return !isStatic[i] && awake[i];
    }

    /** Sets body i's pose; the quaternion is normalised. */
    public void setPose(int i, double px, double py, double pz, double qx, double qy, double qz, double qw) {
        pos[3 * i] = px;
        pos[3 * i + 1] = py;
        pos[3 * i + 2] = pz;
        Rotations.normalise(qx, qy, qz, qw, rot, 4 * i);
        // a teleport is not motion: nothing to interpolate from
        System.arraycopy(pos, 3 * i, prevPos, 3 * i, 3);
        System.arraycopy(rot, 4 * i, prevRot, 4 * i, 4);
    }

    /** An impulse j at a world point: changes body i's velocities now (only for a dynamic body), scaled by its factors. */
    public void applyImpulse(int i, double jx, double jy, double jz, double px, double py, double pz) {
        if (!isDynamic(i)) return;
        double m = invMass[i];
        int p = 6 * i;
        float[] lf = linearFactor, af = angularFactor;
        vel[p] += m * jx * lf[3 * i];
        vel[p + 1] += m * jy * lf[3 * i + 1];
        vel[p + 2] += m * jz * lf[3 * i + 2];
        double rx = px - pos[3 * i], ry = py - pos[3 * i + 1], rz = pz - pos[3 * i + 2];
        double tx = ry * jz - rz * jy, ty = rz * jx - rx * jz, tz = rx * jy - ry * jx;
        // Bullet's rule: the angular factor on both sides of the world inverse inertia
        applyWorldInvInertia(i, tx * af[3 * i], ty * af[3 * i + 1], tz * af[3 * i + 2], scratch);
        vel[p + 3] += scratch[0] * af[3 * i];
        vel[p + 4] += scratch[1] * af[3 * i + 1];
        vel[p + 5] += scratch[2] * af[3 * i + 2];
    }

    /** out[0..2] = I_world^-1 t for body i: t into the body frame, scaled, and back. */
    public void applyWorldInvInertia(int i, double tx, double ty, double tz, double[] out) {
        double qx = rot[4 * i], qy = rot[4 * i + 1], qz = rot[4 * i + 2], qw = rot[4 * i + 3];
        Rotations.rotate(-qx, -qy, -qz, qw, tx, ty, tz, out);
        double lx = out[0] * invLocalInertia[3 * i], ly = out[1] * invLocalInertia[3 * i + 1], lz = out[2] * invLocalInertia[3 * i + 2];
        Rotations.rotate(qx, qy, qz, qw, lx, ly, lz, out);
    }

    /** 1/2 m v.v + 1/2 w.I w of body i (0 for a static body). */
    public double kineticEnergy(int i) {
        if (!isDynamic(i)) return 0;
        int p = 6 * i;
        double lin = 0.5 * mass[i] * (vel[p] * vel[p] + vel[p + 1] * vel[p + 1] + vel[p + 2] * vel[p + 2]);
        double[] o = scratch;
        double qx = rot[4 * i], qy = rot[4 * i + 1], qz = rot[4 * i + 2], qw = rot[4 * i + 3];
        Rotations.rotate(-qx, -qy, -qz, qw, vel[p + 3], vel[p + 4], vel[p + 5], o);
        double ang = 0;
        for (int k = 0; k < 3; k++) ang += o[k] * o[k] / invLocalInertia[3 * i + k];
        return lin + 0.5 * ang;
    }

    /** A world point into body i's frame (unchanged for the static world). */
    public void toLocalPoint(int i, double x, double y, double z, double[] out) {
        if (i == STATIC_WORLD) {
            out[0] = x;
            out[1] = y;
            out[2] = z;
            return;
        }
        Rotations.rotate(-rot[4 * i], -rot[4 * i + 1], -rot[4 * i + 2], rot[4 * i + 3], x - pos[3 * i], y - pos[3 * i + 1], z - pos[3 * i + 2], out);
    }

    /** A world direction into body i's frame (unchanged for the static world). */
    public void toLocalDir(int i, double x, double y, double z, double[] out) {
        if (i == STATIC_WORLD) {
            out[0] = x;
            out[1] = y;
            out[2] = z;
            return;
        }
        Rotations.rotate(-rot[4 * i], -rot[4 * i + 1], -rot[4 * i + 2], rot[4 * i + 3], x, y, z, out);
    }

    /**
     * A body-frame vector to world (rotation only; unchanged for the static world). For a
     * body-frame point this is its world offset from the centre, the lever arm.
     */
    public void toWorldDir(int i, double[] local, double[] out) {
        if (i == STATIC_WORLD) {
            out[0] = local[0];
            out[1] = local[1];
            out[2] = local[2];
            return;
        }
        Rotations.rotate(rot[4 * i], rot[4 * i + 1], rot[4 * i + 2], rot[4 * i + 3], local[0], local[1], local[2], out);
    }

    /** out += body i's centre (nothing for the static world): turns an offset into a world point. */
    public void addCentre(int i, double[] out) {
        if (i == STATIC_WORLD) return;
        out[0] += pos[3 * i];
        out[1] += pos[3 * i + 1];
        out[2] += pos[3 * i + 2];
    }

    /** Body i's angular velocity along world axis a (0 for the static world). */
    public double spinAbout(int i, double[] a) {
        if (i == STATIC_WORLD) return 0;
        int p = 6 * i;
        return vel[p + 3] * a[0] + vel[p + 4] * a[1] + vel[p + 5] * a[2];
    }
}
