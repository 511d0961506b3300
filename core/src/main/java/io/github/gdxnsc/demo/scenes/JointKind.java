package io.github.gdxnsc.demo.scenes;

/** The joints a scene may ask for; each has a counterpart in our world and in Bullet's dynamics world. */
public enum JointKind {
    /** Holds two anchor points together (three bilateral rows; Bullet: btPoint2PointConstraint). */
    BALL,
    /**
     * A ball joint that also keeps one axis aligned, with an optional velocity motor or torsional
     * spring (Bullet: btHingeConstraint; the spring has no counterpart there).
     */
    HINGE,
    /**
     * A ball joint whose swing of the axis away from its start is limited to a cone and whose twist
     * about it is limited too (a ragdoll's shoulder; Bullet: btConeTwistConstraint).
     */
    CONE_TWIST,
    /** A prismatic joint along the axis, between two limits, without turning (Bullet: btSliderConstraint). */
    SLIDER,
    /** A weld: no relative motion at all (Bullet: btGeneric6DofSpring2Constraint, every axis locked). */
    FIXED,
    /**
     * A six-DOF joint, every axis locked but the linear one along world y, which is free on a spring
     * (Bullet: btGeneric6DofSpring2Constraint with a spring on that axis).
     */
    SIX_DOF_SPRING,
    /**
     * A spring between an anchor on A and one on B or in the world, soft toward the distance they
     * start at, turning freely at both ends (our DistanceJoint with a spring; Bullet has none).
     */
    DISTANCE_SPRING
}
