package io.github.gdxnsc.demo.scenes;

import com.badlogic.gdx.math.Vector3;

/**
 * A render-free description of one joint between two bodies that the same sink created (by the
 * handles {@link SceneSink#addBody} returned), or between a body and the static world
 * ({@link SceneSink#WORLD}). Anchor and axis are in world coordinates at build time. Mutable and
 * reused like {@link BodySpec}.
 */
public final class JointSpec {
    public JointKind kind = JointKind.BALL;
    public int bodyA;
    /** {@link SceneSink#WORLD} for the static world. */
    public int bodyB = SceneSink.WORLD;
    public final Vector3 anchor = new Vector3();
    /** Hinge axis, or the cone-twist's twist axis (unit length); unused by ball joints. */
    public final Vector3 axis = new Vector3(0, 0, 1);
    /** Hinge only: a velocity motor driving B relative to A about the axis. */
    public boolean motor;
    /** Motor target: relative angular speed in rad/s. */
    public float motorSpeed;
    /** Motor bound in N m; the motor row's impulse stays within plus or minus maxTorque times the step. */
    public float motorMaxTorque;
    /** Cone-twist only: the cone's half angle and the twist's bound, radians. */
    public float swingSpan, twistSpan;
    /** Slider only: the limits of its position along the axis (m, 0 at the build). */
    public float lower, upper;
    /**
     * Six-DOF spring: the spring's stiffness (N/m) and damping (N s/m) along world y; a hinge with
     * {@link #spring}: its torsional spring's (N m/rad, N m s/rad) toward the angle it starts at.
     */
    public float stiffness, damping;
    /** Hinge only: a torsional spring of {@link #stiffness} and {@link #damping} acts about the axis. */
    public boolean spring;
    /** Distance spring only: the anchor on B (or in the world), in world coordinates; {@link #anchor} is on A. */
    public final Vector3 anchorB = new Vector3();
    /** Distance spring only: its frequency (Hz) and damping ratio (1 critical), for the effective mass along its line. */
    public float frequency, dampingRatio;
    /** The force (N) past which the joint breaks; infinite: unbreakable. */
    public float breakingForce = Float.POSITIVE_INFINITY;

    public JointSpec reset() {
        kind = JointKind.BALL;
        bodyA = 0;
        bodyB = SceneSink.WORLD;
        anchor.setZero();
        axis.set(0, 0, 1);
        motor = false;
        motorSpeed = 0f;
        motorMaxTorque = 0f;
        swingSpan = 0f;
        twistSpan = 0f;
        lower = upper = stiffness = damping = 0f;
        spring = false;
        anchorB.setZero();
        frequency = dampingRatio = 0f;
        breakingForce = Float.POSITIVE_INFINITY;
        return this;
    }

    public JointSpec ball(int bodyA, int bodyB, float anchorX, float anchorY, float anchorZ) {
        kind = JointKind.BALL;
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        anchor.set(anchorX, anchorY, anchorZ);
        return this;
    }

    public JointSpec hinge(int bodyA, int bodyB, Vector3 anchor, Vector3 axis) {
        kind = JointKind.HINGE;
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.anchor.set(anchor);
        this.axis.set(axis).nor();
        return this;
    }

    /** A cone-twist joint: the axis may swing {@code swingSpan} rad away from its start, and twist about itself {@code twistSpan} rad. */
    public JointSpec coneTwist(int bodyA, int bodyB, Vector3 anchor, Vector3 twistAxis, float swingSpan, float twistSpan) {
        kind = JointKind.CONE_TWIST;
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.anchor.set(anchor);
        this.axis.set(twistAxis).nor();
        this.swingSpan = swingSpan;
        this.twistSpan = twistSpan;
        return this;
    }

    /** A slider along {@code axis} whose position stays within [lower, upper] (m). */
    public JointSpec slider(int bodyA, int bodyB, Vector3 anchor, Vector3 axis, float lower, float upper) {
        kind = JointKind.SLIDER;
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.anchor.set(anchor);
        this.axis.set(axis).nor();
        this.lower = lower;
        this.upper = upper;
        return this;
    }

    public JointSpec fixed(int bodyA, int bodyB, Vector3 anchor) {
        kind = JointKind.FIXED;
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.anchor.set(anchor);
        return this;
    }

    /** A six-DOF joint free along world y only, on a spring of {@code stiffness} N/m and {@code damping} N s/m. */
    public JointSpec sixDofSpring(int bodyA, int bodyB, Vector3 anchor, float stiffness, float damping) {
        kind = JointKind.SIX_DOF_SPRING;
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.anchor.set(anchor);
        this.stiffness = stiffness;
        this.damping = damping;
        return this;
    }

    /** A hinge's torsional spring toward its starting angle: {@code stiffness} N m/rad, {@code damping} N m s/rad. */
    public JointSpec hingeSpring(float stiffness, float damping) {
        spring = true;
        this.stiffness = stiffness;
        this.damping = damping;
        return this;
    }

    /**
     * A spring from {@code anchorA} on A to {@code anchorB} on B (or in the world), soft toward the
     * distance between them at the build, at {@code frequencyHz} with {@code dampingRatio}.
     */
    public JointSpec distanceSpring(int bodyA, int bodyB, Vector3 anchorA, Vector3 anchorB, float frequencyHz, float dampingRatio) {
        kind = JointKind.DISTANCE_SPRING;
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        anchor.set(anchorA);
        this.anchorB.set(anchorB);
        frequency = frequencyHz;
        this.dampingRatio = dampingRatio;
        return this;
    }

    /** The joint breaks when it transmits more than {@code newtons}. */
    public JointSpec breakingForce(float newtons) {
        breakingForce = newtons;
        return this;
    }

    public JointSpec motor(float speed, float maxTorque) {
        motor = true;
        motorSpeed = speed;
        motorMaxTorque = maxTorque;
        return this;
    }

    public JointSpec set(JointSpec o) {
        kind = o.kind;
        bodyA = o.bodyA;
        bodyB = o.bodyB;
        anchor.set(o.anchor);
        axis.set(o.axis);
        motor = o.motor;
        motorSpeed = o.motorSpeed;
        motorMaxTorque = o.motorMaxTorque;
        swingSpan = o.swingSpan;
        twistSpan = o.twistSpan;
        lower = o.lower;
        upper = o.upper;
        stiffness = o.stiffness;
        damping = o.damping;
        spring = o.spring;
        anchorB.set(o.anchorB);
        frequency = o.frequency;
        dampingRatio = o.dampingRatio;
        breakingForce = o.breakingForce;
        return this;
    }

    public JointSpec copy() {
        return new JointSpec().set(this);
    }
}
