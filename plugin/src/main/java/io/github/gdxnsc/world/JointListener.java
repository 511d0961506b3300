package io.github.gdxnsc.world;

/**
 * Told of joint events, on the thread that steps the world, during {@link NscWorld#step} or
 * {@link NscWorld#stepOnce}, after the step they happened in is complete (poses and stats
 * final), before that step's contact events. As in a {@link ContactListener}, bodies' velocities,
 * forces and settings may be changed here; creating or destroying bodies or joints, stepping and
 * disposing the world are refused with an {@link IllegalStateException}: remember what to do and
 * do it after the step returns. A callback that throws ends the call after the step's other
 * events are told, and its exception reaches the caller of the step.
 */
public interface JointListener {
    /**
     * The joint's force or torque exceeded its breaking value ({@link Joint#setBreakingForce},
     * {@link Joint#setBreakingTorque}) at the step just solved: the world has destroyed it
     * ({@link Joint#isBroken()} is true; {@link Joint#getLastForce()} and
     * {@link Joint#getLastTorque()} say what broke it), and its bodies collide with each other
     * again unless another joint links them.
     */
    void jointBroken(Joint joint);
}
