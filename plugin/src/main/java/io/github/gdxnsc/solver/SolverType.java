package io.github.gdxnsc.solver;

import java.util.Locale;

/** The members of the solver family, by the names the config, the overlay and the bench use. */
public enum SolverType {
    /** Accelerated projected gradient descent (Nesterov, backtracking, restart): the default. */
    APGD,
    /** Projected successive over-relaxation, block Gauss-Seidel: the baseline, what Bullet's SI does. */
    PSOR,
    /** Projected Barzilai-Borwein spectral gradient with a non-monotone line search. */
    BB,
    /** Dense direct reference for small problems. */
    DIRECT,
    /** ADMM with a sparse Cholesky inner solve. */
    ADMM,
    /** MINRES, for bilateral-only systems. */
    MINRES,
    /** Augmented Lagrangian (method of multipliers): proximal outer loop, Nesterov inner loop. */
    ALM;

    /** The lower-case name used on command lines ({@code apgd}, {@code psor}, ...). */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The type named (any case, as {@link #cliName}); an unknown name is refused listing the known ones. */
    public static SolverType parse(String name) {
        for (SolverType t : values()) if (t.name().equalsIgnoreCase(name.trim())) return t;
        throw new IllegalArgumentException("unknown solver '" + name + "'; known: apgd, psor, bb, direct, admm, minres, alm");
    }
}
