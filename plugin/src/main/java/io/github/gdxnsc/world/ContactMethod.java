package io.github.gdxnsc.world;

/** How contacts become forces ({@link NscConfig#contactMethod}). */
public enum ContactMethod {
    /**
     * Non-smooth contact (Chrono's ChSystemNSC): hard contact as a cone complementarity problem,
     * solved once a step; stiff stacks at large steps.
     */
    NSC,
    /**
     * Smooth contact (Chrono's ChSystemSMC): penalty spring-dampers from the overlap, integrated in
     * substeps; cheap per contact, soft (millimetre overlaps), no solve except for joints.
     */
    SMC;

    /** By name, case-insensitive; a one-line error listing the valid names otherwise. */
    public static ContactMethod parse(String name) {
        for (ContactMethod m : values()) if (m.name().equalsIgnoreCase(name)) return m;
        throw new IllegalArgumentException("unknown contact method '" + name + "'; known: nsc, smc");
    }
}
