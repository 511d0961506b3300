package io.github.gdxnsc.world;

/** A body axis, for shapes that have one (cylinders, capsules, cones). */
public enum Axis {
    /** The body's x axis. */
    X,
    /** The body's y axis (up, for the shapes made without an axis). */
    Y,
    /** The body's z axis. */
    Z
}
