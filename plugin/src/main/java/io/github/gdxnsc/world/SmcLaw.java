package io.github.gdxnsc.world;

/** The normal force law of smooth contact ({@link NscConfig#smcLaw}), from the overlap d. */
public enum SmcLaw {
    /** Hertz: {@code 4/3 E* sqrt(R* d) d}, stiffening as the overlap grows (the default). */
    HERTZ,
    /** Hooke: {@code E* R* d}, linear in the overlap. */
    HOOKE
}
