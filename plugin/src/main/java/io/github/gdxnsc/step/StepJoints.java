package io.github.gdxnsc.step;

import io.github.gdxnsc.descriptor.NscDescriptor;

/** What a step asks of the world's joints, in the order the stages ask it. */
public interface StepJoints {
    /** How many joints there are. */
    int count();

    /** The most rows the joints can add (the solver's unknowns are sized for it). */
    int maxRows();

    /** Build: every awake joint's rows on {@code d}, warm-started into {@code x} from its last impulses when {@code warm}. */
    void addRows(NscDescriptor d, double[] x, boolean warm, double h, double erp);

    /** Integrate, after the positions moved: {@code sweeps} Gauss-Seidel sweeps of position-level projection. */
    void project(JointProjection projection, int sweeps);

    /** Publish: each joint keeps this step's impulses from {@code x}; joints past their breaking impulse break. */
    void storeImpulses(double[] x);

    /** Publish, with sleeping on: the islands of every joint's bodies are linked. */
    void linkIslands(Islands islands, Bodies bodies);
}
