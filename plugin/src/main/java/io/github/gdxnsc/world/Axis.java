package io.github.gdxnsc.world;

/** A body axis, for shapes that have one (cylinders, capsules, cones). */
public enum Axis {
    X, Y, Z
}
