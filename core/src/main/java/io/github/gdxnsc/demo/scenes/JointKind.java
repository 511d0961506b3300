package io.github.gdxnsc.demo.scenes;

/** The joints a scene may ask for; each has a counterpart in our world and in Bullet's dynamics world. */
public enum JointKind {
    /** Holds two anchor points together (three bilateral rows; Bullet: btPoint2PointConstraint). */
    BALL,
    /** A ball joint that also keeps one axis aligned, with an optional velocity motor (Bullet: btHingeConstraint). */
    HINGE,
    /**
     * A ball joint whose swing of the axis away from its start is limited to a cone and whose twist
     * about it is limited too (a ragdoll's shoulder; Bullet: btConeTwistConstraint).
     */
    CONE_TWIST
}
