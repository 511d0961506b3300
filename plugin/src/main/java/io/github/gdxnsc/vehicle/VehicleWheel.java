package io.github.gdxnsc.vehicle;

import com.badlogic.gdx.math.Vector3;
import io.github.gdxnsc.world.Checks;
import io.github.gdxnsc.world.RigidBody;

/**
 * One wheel of a {@link Vehicle}: a suspension ray from a point of the chassis down the chassis'
 * -Y, a spring and damper over its travel, a tyre whose grip is {@code frictionSlip} times the
 * suspension's force; its controls (steering, engine, brake) and what the last update found.
 * Setters check their input and name the field in the error.
 */
public final class VehicleWheel {
    final Vector3 chassisPoint = new Vector3();
    final float radius;
    final float restLength;
    float maxTravel, stiffness = 30000f, damping = 3000f, frictionSlip = 1.5f, maxSuspensionForce = 1e6f, rollingResistance;
    boolean steerable, driven;

    float steering, engineForce, brakeForce;

    // ---- what the last update found
    boolean inContact;
    float suspensionLength, suspensionForce, spin, spinSpeed;
    boolean skidding;
    RigidBody groundBody;
    final Vector3 contactPoint = new Vector3(), contactNormal = new Vector3(0, 1, 0);

    VehicleWheel(Vector3 chassisPoint, float radius, float restLength) {
        this.chassisPoint.set(chassisPoint);
        this.radius = radius;
        this.restLength = restLength;
        this.maxTravel = restLength;
        this.suspensionLength = restLength;
    }

    /** Spring stiffness (N/m), damping (N s/m) and how far the wheel may rise from rest (m, at most the rest length). */
    public VehicleWheel setSuspension(float stiffness, float damping, float maxTravel) {
        Checks.positive("stiffness", stiffness);
        Checks.nonNegative("damping", damping);
        if (!(maxTravel >= 0 && maxTravel <= restLength)) throw new IllegalArgumentException("maxTravel must be in [0, restLength = " + restLength + "], was " + maxTravel);
        this.stiffness = stiffness;
        this.damping = damping;
        this.maxTravel = maxTravel;
        return this;
    }

    /** The tyre's friction coefficient: its grip (forward and sideways together) is this times the suspension force. */
    public VehicleWheel setFrictionSlip(float mu) {
        Checks.nonNegative("frictionSlip", mu);
        frictionSlip = mu;
        return this;
    }

    /** Largest suspension force (N): a bump stop. */
    public VehicleWheel setMaxSuspensionForce(float newtons) {
        Checks.positive("maxSuspensionForce", newtons);
        maxSuspensionForce = newtons;
        return this;
    }

    /** A braking force (N) always on, as the tyre's rolling resistance. */
    public VehicleWheel setRollingResistance(float newtons) {
        Checks.nonNegative("rollingResistance", newtons);
        rollingResistance = newtons;
        return this;
    }

    /** Whether {@link Vehicle#setSteering} turns this wheel. */
    public VehicleWheel setSteerable(boolean steerable) {
        this.steerable = steerable;
        return this;
    }

    /** Whether {@link Vehicle#setEngineForce} drives this wheel. */
    public VehicleWheel setDriven(boolean driven) {
        this.driven = driven;
        return this;
    }

    /** Steering angle (radians about the chassis' up; positive turns left). */
    public void setSteering(float radians) {
        Checks.finite("steering", radians);
        steering = radians;
    }

    /** Driving force (N) along the wheel's heading, negative to reverse. */
    public void setEngineForce(float newtons) {
        Checks.finite("engineForce", newtons);
        engineForce = newtons;
    }

    /** Largest braking force (N). */
    public void setBrakeForce(float newtons) {
        Checks.nonNegative("brakeForce", newtons);
        brakeForce = newtons;
    }

    /** The wheel's radius (m), as given to {@link Vehicle#addWheel}. */
    public float getRadius() { return radius; }

    /** The suspension's length at rest (m), as given to {@link Vehicle#addWheel}. */
    public float getRestLength() { return restLength; }

    /** The steering angle set last (radians about the chassis' up; positive turns left). */
    public float getSteering() { return steering; }

    /** The driving force set last (N along the wheel's heading; negative reverses). */
    public float getEngineForce() { return engineForce; }

    /** The largest braking force set last (N, >= 0). */
    public float getBrakeForce() { return brakeForce; }

    /** Whether the suspension ray touched ground at the last update. */
    public boolean isInContact() { return inContact; }

    /** Suspension length at the last update (m): the rest length when in the air. */
    public float getSuspensionLength() { return suspensionLength; }

    /** Compression from rest at the last update (m). */
    public float getCompression() { return restLength - suspensionLength; }

    /** The suspension's force at the last update (N), 0 in the air. */
    public float getSuspensionForce() { return suspensionForce; }

    /** Whether the tyre's grip was used up at the last update (wheel spin or a skid). */
    public boolean isSkidding() { return skidding; }

    /** The wheel's rolling angle (radians), for drawing it. */
    public float getSpin() { return spin; }

    /** The body under the wheel at the last update; null in the air. */
    public RigidBody getGroundBody() { return groundBody; }

    /** Where the suspension ray met the ground at the last update (world, m), into {@code out}; meaningless in the air. */
    public Vector3 getContactPoint(Vector3 out) { return out.set(contactPoint); }

    /** The ground's normal at the contact point at the last update (world, unit length), into {@code out}; meaningless in the air. */
    public Vector3 getContactNormal(Vector3 out) { return out.set(contactNormal); }

    /** The wheel's attachment point in the chassis frame. */
    public Vector3 getChassisPoint(Vector3 out) { return out.set(chassisPoint); }
}
