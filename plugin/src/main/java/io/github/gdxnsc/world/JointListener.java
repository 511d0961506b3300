package io.github.gdxnsc.world;

/** Told of joint events, on the thread that steps the world, during {@link NscWorld#step} or {@link NscWorld#stepOnce}. */
public interface JointListener {
    /**
     * The joint's impulse exceeded its breaking impulse ({@link Joint#setBreakingImpulse}) at the
     * step just solved: the world has destroyed it ({@link Joint#isBroken()} is true), and its
     * bodies collide with each other again unless another joint links them.
     *
     * @param impulse the norm of its row impulses at that step (N s)
     */
    void jointBroken(Joint joint, float impulse);
}
