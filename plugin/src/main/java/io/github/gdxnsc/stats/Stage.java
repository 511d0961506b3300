package io.github.gdxnsc.stats;

/**
 * The stages of one fixed step, in the order they run. The step's pipeline, {@link StepStats}'s
 * per-stage times, the demo overlay's figures, its help and its stage-time plot all iterate this
 * list, so a stage added here shows up everywhere. A hard-contact (NSC) step runs every stage but
 * {@link #SMOOTH_CONTACT}; a smooth-contact (SMC) step runs {@link #SMOOTH_CONTACT} in place of
 * {@link #BUILD} to {@link #INTEGRATE}.
 */
public enum Stage {
    FORCES("forces", "wake what was touched, kinematic targets, gravity and user forces into the free velocities v* (pool)"),
    COLLISION("collision", "Bullet's broad and narrow phase on the poses pushed after the last step"),
    EXTRACT("extract", "Bullet's manifolds read into the contact buffer; continuous collision's swept contacts appended"),
    BUILD("build", "contact, joint and motor rows with their velocity and recovery biases; warm start; r = J v* + b"),
    VELOCITY_SOLVE("velocity solve", "the configured solver on the velocity problem (no penetration recovery); the slip correction between its halves"),
    POSITION_SOLVE("position solve", "the recovery biases on the velocity solve's answer: the velocities the positions move with, then dropped"),
    SMOOTH_CONTACT("smooth contact", "smooth contact only: spring-damper substeps with the joints' rows, in place of build, solves and integrate"),
    INTEGRATE("integrate", "velocities from the velocity solve, positions from the position solve, joint projection, impulses stored (pool)"),
    PUBLISH("publish", "kinematic bodies on their targets, joint impulses, poses pushed to Bullet, islands put to sleep");

    /** Short name, as the overlay and the bench print it. */
    public final String label;
    /** One line on what the stage does, for tooltips and help. */
    public final String help;

    private static final Stage[] ALL = values();

    Stage(String label, String help) {
        this.label = label;
        this.help = help;
    }

    /** Every stage in order (a shared array: do not modify). */
    public static Stage[] all() {
        return ALL;
    }
}
