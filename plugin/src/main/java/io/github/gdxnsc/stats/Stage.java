package io.github.gdxnsc.stats;

/**
 * The stages of one fixed step, in the order they run. The step's pipeline, {@link StepStats}'s
 * per-stage times, the demo overlay's figures, its help and its stage-time plot all iterate this
 * list, so a stage added here shows up everywhere. A hard-contact (NSC) step runs every stage but
 * {@link #SMOOTH_CONTACT}; a smooth-contact (SMC) step runs {@link #SMOOTH_CONTACT} in place of
 * {@link #BUILD} to {@link #INTEGRATE}.
 */
public enum Stage {
    /** Forces and free velocities (pool). */
    FORCES("forces", "wake what was touched, kinematic targets, gravity and user forces into the free velocities v* (pool)"),
    /** Bullet's collision detection. */
    COLLISION("collision", "Bullet's broad and narrow phase on the poses pushed after the last step"),
    /** Reading Bullet's contacts. */
    EXTRACT("extract", "Bullet's manifolds read into the contact buffer; continuous collision's swept contacts appended"),
    /** Building the problem's rows. */
    BUILD("build", "contact, joint and motor rows with their velocity and recovery biases; warm start; r = J v* + b"),
    /** The velocity solve. */
    VELOCITY_SOLVE("velocity solve", "the configured solver on the velocity problem (no penetration recovery); the slip correction between its halves"),
    /** The position solve of the split step. */
    POSITION_SOLVE("position solve", "the recovery biases on the velocity solve's answer: the velocities the positions move with, then dropped"),
    /** Smooth contact's substeps (SMC only). */
    SMOOTH_CONTACT("smooth contact", "smooth contact only: spring-damper substeps with the joints' rows, in place of build, solves and integrate"),
    /** Integration and joint projection (pool). */
    INTEGRATE("integrate", "velocities from the velocity solve, positions from the position solve, joint projection, impulses stored (pool)"),
    /** Publishing poses, impulses and sleep. */
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
