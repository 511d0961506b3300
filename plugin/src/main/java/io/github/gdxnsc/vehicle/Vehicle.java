package io.github.gdxnsc.vehicle;

import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.math.Quaternion;
import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Array;
import io.github.gdxnsc.world.BodyType;
import io.github.gdxnsc.world.Checks;
import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.RayHit;
import io.github.gdxnsc.world.RigidBody;

/**
 * A raycast vehicle (like Bullet's btRaycastVehicle): a dynamic chassis body of the world carried
 * by wheels that are suspension rays. Each {@link #update} casts every wheel's ray, applies its
 * spring and damper force and its tyre's impulses (engine, brake, sideways grip, bounded together
 * by the tyre's friction slip times its load) to the chassis through {@link RigidBody#applyImpulse},
 * and the equal and opposite ones to a dynamic body under the wheel. Chassis frame: x right, y up,
 * -z forward.
 *
 * <p>Call {@link #update} once per fixed step, right before {@link NscWorld#stepOnce}, with the
 * step's length. No allocation per update; the same inputs give the same motion bit for bit
 * whatever the world's thread count.
 */
public final class Vehicle {
    /** Gauss-Seidel sweeps over the wheels' tyre impulses: the wheels share one chassis, so each sees the others' impulses. */
    private static final int TYRE_ITERATIONS = 4;

    private final NscWorld world;
    private final RigidBody chassis;
    private final Array<VehicleWheel> wheels = new Array<>(true, 4, VehicleWheel.class);
    private final Array<RayHit> hits = new Array<>(false, 8, RayHit.class);
    private short mask = -1;

    // per-update chassis state (world frame) and scratch, reused
    private final Vector3 centre = new Vector3(), v = new Vector3(), w = new Vector3(), invInertia = new Vector3();
    private final Quaternion q = new Quaternion(), qInv = new Quaternion(), steer = new Quaternion();
    private final Vector3 from = new Vector3(), to = new Vector3(), down = new Vector3(), r = new Vector3(), t = new Vector3(), u = new Vector3(), dw = new Vector3();
    private float invMass;
    private float[] fwd = new float[12], side = new float[12], fwdMass = new float[12], sideMass = new float[12];
    private float[] fwdImpulse = new float[4], brakeImpulse = new float[4], sideImpulse = new float[4], grip = new float[4];

    /**
     * A vehicle without wheels on {@code chassis}, a live DYNAMIC body of {@code world}; refuses
     * anything else, naming the argument.
     */
    public Vehicle(NscWorld world, RigidBody chassis) {
        if (world == null) throw new IllegalArgumentException("world must not be null");
        if (chassis == null || chassis.isDestroyed()) throw new IllegalArgumentException("chassis must be a live body, was " + chassis);
        if (chassis.getType() != BodyType.DYNAMIC) throw new IllegalArgumentException("chassis must be DYNAMIC, was " + chassis.getType());
        if (chassis.getWorld() != world) throw new IllegalArgumentException("chassis must belong to this world");
        this.world = world;
        this.chassis = chassis;
    }

    /**
     * Adds a wheel attached at {@code chassisPoint} (chassis frame), of radius {@code radius},
     * whose suspension is {@code restLength} long at rest; tune it with the returned wheel's setters.
     */
    public VehicleWheel addWheel(Vector3 chassisPoint, float radius, float restLength) {
        Checks.finite("chassisPoint", chassisPoint);
        Checks.positive("radius", radius);
        Checks.positive("restLength", restLength);
        VehicleWheel wheel = new VehicleWheel(chassisPoint, radius, restLength);
        wheels.add(wheel);
        int n = wheels.size;
        if (n > fwdImpulse.length) {
            fwd = new float[6 * n];
            side = new float[6 * n];
            fwdMass = new float[2 * n];
            sideMass = new float[2 * n];
            fwdImpulse = new float[2 * n];
            brakeImpulse = new float[2 * n];
            sideImpulse = new float[2 * n];
            grip = new float[2 * n];
        }
        return wheel;
    }

    /** The body the wheels push. */
    public RigidBody getChassis() { return chassis; }

    /** How many wheels {@link #addWheel} added. */
    public int getWheelCount() { return wheels.size; }

    /** Wheel {@code i}, in the order they were added (0 to {@link #getWheelCount} - 1). */
    public VehicleWheel getWheel(int i) { return wheels.get(i); }

    /** Broadphase groups the suspension rays hit (the chassis itself is always skipped); default every group. */
    public void setMask(short mask) { this.mask = mask; }

    /** Total engine force (N), shared equally by the driven wheels. */
    public void setEngineForce(float newtons) {
        Checks.finite("engineForce", newtons);
        int driven = 0;
        for (int i = 0; i < wheels.size; i++) if (wheels.get(i).driven) driven++;
        for (int i = 0; i < wheels.size; i++) wheels.get(i).engineForce = wheels.get(i).driven ? newtons / driven : 0;
    }

    /** Total braking force (N), shared equally by every wheel. */
    public void setBrakeForce(float newtons) {
        Checks.nonNegative("brakeForce", newtons);
        for (int i = 0; i < wheels.size; i++) wheels.get(i).brakeForce = newtons / wheels.size;
    }

    /** Steering angle (radians, positive turns left) of the steerable wheels. */
    public void setSteering(float radians) {
        Checks.finite("steering", radians);
        for (int i = 0; i < wheels.size; i++) if (wheels.get(i).steerable) wheels.get(i).steering = radians;
    }

    /** The chassis' velocity along its forward axis (m/s, negative backing up). */
    public float getForwardSpeed() {
        chassis.getRotation(q);
        return chassis.getLinearVelocity(v).dot(t.set(0, 0, -1).mul(q));
    }

    /** The wheel's pose for drawing: at the end of its suspension, steered, rolled. */
    public Matrix4 getWheelTransform(int i, Matrix4 out) {
        VehicleWheel wh = wheels.get(i);
        chassis.getRotation(q);
        chassis.getPosition(centre);
        t.set(wh.chassisPoint).add(0, -wh.suspensionLength, 0).mul(q).add(centre);
        steer.set(Vector3.Y, wh.steering * MathUtils.radiansToDegrees);
        qInv.set(q).mul(steer).mul(steer.set(Vector3.X, -wh.spin * MathUtils.radiansToDegrees));
        return out.set(t, qInv);
    }

    // =================================================================== the update

    /** Suspension, then tyres, over a step of {@code h} seconds: impulses on the chassis now. */
    public void update(float h) {
        Checks.positive("h", h);
        if (chassis.isDestroyed()) throw new IllegalStateException("chassis was destroyed");
        chassis.getPosition(centre);
        chassis.getRotation(q);
        qInv.set(q).conjugate();
        chassis.getLinearVelocity(v);
        chassis.getAngularVelocity(w);
        invMass = 1 / chassis.getMass();
        chassis.getLocalInertia(invInertia);
        invInertia.set(1 / invInertia.x, 1 / invInertia.y, 1 / invInertia.z);
        down.set(0, -1, 0).mul(q);
        for (int i = 0; i < wheels.size; i++) castAndSpring(wheels.get(i), h);
        // the springs all act on the pose the step starts from, so they are applied together
        for (int i = 0; i < wheels.size; i++) {
            VehicleWheel wh = wheels.get(i);
            if (!wh.inContact) continue;
            applyToBoth(wh, t.set(wh.contactNormal).scl(wh.suspensionForce * h));
        }
        tyres(h);
    }

    /** Casts the wheel's ray and finds its suspension force from the compression and its rate. */
    private void castAndSpring(VehicleWheel wh, float h) {
        from.set(wh.chassisPoint).mul(q).add(centre);
        float reach = wh.restLength + wh.radius;
        to.set(from).mulAdd(down, reach);
        world.rayCastAll(from, to, mask, hits);
        RayHit hit = null;
        for (int k = 0; k < hits.size && hit == null; k++) {
            RayHit c = hits.get(k);
            if (c.body != chassis && !c.body.isSensor()) hit = c;
        }
        wh.inContact = hit != null;
        wh.skidding = false;
        if (hit == null) {
            wh.suspensionLength = wh.restLength;
            wh.suspensionForce = 0;
            wh.groundBody = null;
            wh.contactNormal.set(0, 1, 0).mul(q);
            return;
        }
        wh.groundBody = hit.body;
        wh.contactPoint.set(hit.point);
        wh.contactNormal.set(hit.normal);
        wh.suspensionLength = Math.max(wh.restLength - wh.maxTravel, hit.fraction * reach - wh.radius);
        float compression = wh.restLength - wh.suspensionLength;
        // the suspension's axis against the ground's normal: a tilted ground takes the spring's force along its normal
        float along = Math.max(0.1f, -down.dot(wh.contactNormal));
        pointVelocity(wh.contactPoint, t);
        groundVelocity(wh, u);
        float rate = -(t.sub(u).dot(wh.contactNormal)) / along;
        float force = wh.stiffness * compression + wh.damping * rate;
        wh.suspensionForce = Math.max(0, Math.min(wh.maxSuspensionForce, force));
    }

    /** Engine, brake and sideways grip: sequential impulses on a local copy of the chassis' velocity, then applied. */
    private void tyres(float h) {
        for (int i = 0; i < wheels.size; i++) {
            VehicleWheel wh = wheels.get(i);
            fwdImpulse[i] = brakeImpulse[i] = sideImpulse[i] = 0;
            if (!wh.inContact) continue;
            // the tyre's axes on the ground: the steered axle projected, and forward = normal x axle
            steer.set(Vector3.Y, wh.steering * MathUtils.radiansToDegrees);
            t.set(1, 0, 0).mul(steer).mul(q);
            t.mulAdd(wh.contactNormal, -t.dot(wh.contactNormal)).nor();
            u.set(wh.contactNormal).crs(t);
            store(side, i, t);
            store(fwd, i, u);
            r.set(wh.contactPoint).sub(centre);
            sideMass[i] = effectiveMass(r, t);
            fwdMass[i] = effectiveMass(r, u);
            grip[i] = wh.frictionSlip * wh.suspensionForce * h;
        }
        for (int it = 0; it < TYRE_ITERATIONS; it++) {
            for (int i = 0; i < wheels.size; i++) {
                VehicleWheel wh = wheels.get(i);
                if (!wh.inContact) continue;
                r.set(wh.contactPoint).sub(centre);
                groundVelocity(wh, to);
                // forward: the engine's impulse plus a brake that stops the contact's rolling, within the brake's force
                load(fwd, i, u);
                float slip = pointVelocity(wh.contactPoint, from).sub(to).dot(u);
                float brake = (wh.brakeForce + wh.rollingResistance) * h;
                brakeImpulse[i] = clamp(brakeImpulse[i] - slip * fwdMass[i], -brake, brake);
                float wanted = wh.engineForce * h + brakeImpulse[i];
                float forward = clamp(wanted, -grip[i], grip[i]);
                push(r, u, forward - fwdImpulse[i]);
                fwdImpulse[i] = forward;
                // sideways: stop the contact's side slip, within what the grip leaves
                load(side, i, t);
                slip = pointVelocity(wh.contactPoint, from).sub(to).dot(t);
                float left = (float) Math.sqrt(Math.max(0, grip[i] * grip[i] - forward * forward));
                float wantedSide = sideImpulse[i] - slip * sideMass[i];
                float lateral = clamp(wantedSide, -left, left);
                push(r, t, lateral - sideImpulse[i]);
                sideImpulse[i] = lateral;
                if (it == TYRE_ITERATIONS - 1) wh.skidding = forward != wanted || lateral != wantedSide;
            }
        }
        for (int i = 0; i < wheels.size; i++) {
            VehicleWheel wh = wheels.get(i);
            if (!wh.inContact) {
                wh.spin += wh.spinSpeed * h; // a wheel in the air keeps turning
                continue;
            }
            load(fwd, i, u);
            load(side, i, t);
            applyToBoth(wh, u.scl(fwdImpulse[i]).mulAdd(t, sideImpulse[i]));
            // the wheel rolls with the ground under it
            groundVelocity(wh, to);
            load(fwd, i, u);
            wh.spinSpeed = pointVelocity(wh.contactPoint, from).sub(to).dot(u) / wh.radius;
            wh.spin += wh.spinSpeed * h;
        }
    }

    /** Impulse {@code j} at the wheel's contact on the chassis, and its opposite on a dynamic ground body. */
    private void applyToBoth(VehicleWheel wh, Vector3 j) {
        chassis.applyImpulse(j, wh.contactPoint);
        RigidBody g = wh.groundBody;
        if (g != null && g.getType() == BodyType.DYNAMIC) g.applyImpulse(j.scl(-1), wh.contactPoint);
    }

    /** Adds impulse {@code j} along unit {@code d} at lever arm {@code arm} to the local copy of the chassis' velocity. */
    private void push(Vector3 arm, Vector3 d, float j) {
        if (j == 0) return;
        v.mulAdd(d, j * invMass);
        worldInvInertia(dw.set(arm).crs(d).scl(j));
        w.add(dw);
    }

    /** 1 / (1/m + (r x d) . I^-1 (r x d)): the chassis' mass as an impulse along d at r sees it. */
    private float effectiveMass(Vector3 arm, Vector3 d) {
        from.set(arm).crs(d);
        to.set(from);
        worldInvInertia(to);
        return 1 / (invMass + from.dot(to));
    }

    /** x := R diag(I^-1) R^T x: the chassis' inverse inertia in the world frame. */
    private void worldInvInertia(Vector3 x) {
        x.mul(qInv).scl(invInertia).mul(q);
    }

    /** The chassis' velocity at a world point, from the local copy. */
    private Vector3 pointVelocity(Vector3 point, Vector3 out) {
        out.set(point).sub(centre);
        return out.set(w.y * out.z - w.z * out.y, w.z * out.x - w.x * out.z, w.x * out.y - w.y * out.x).add(v);
    }

    /** The ground body's velocity at the wheel's contact (zero for static ground). */
    private Vector3 groundVelocity(VehicleWheel wh, Vector3 out) {
        RigidBody g = wh.groundBody;
        if (g == null || g.getType() == BodyType.STATIC) return out.setZero();
        g.getAngularVelocity(out);
        float wx = out.x, wy = out.y, wz = out.z;
        g.getPosition(out);
        float rx = wh.contactPoint.x - out.x, ry = wh.contactPoint.y - out.y, rz = wh.contactPoint.z - out.z;
        g.getLinearVelocity(out);
        return out.add(wy * rz - wz * ry, wz * rx - wx * rz, wx * ry - wy * rx);
    }

    private static void store(float[] a, int i, Vector3 x) {
        a[3 * i] = x.x;
        a[3 * i + 1] = x.y;
        a[3 * i + 2] = x.z;
    }

    private static Vector3 load(float[] a, int i, Vector3 out) {
        return out.set(a[3 * i], a[3 * i + 1], a[3 * i + 2]);
    }

    private static float clamp(float x, float lo, float hi) {
        return Math.max(lo, Math.min(hi, x));
    }
}
