package io.github.gdxnsc.demo.engines;

import com.badlogic.gdx.math.Vector3;
import com.badlogic.gdx.utils.Disposable;
import io.github.gdxnsc.collision.ContactBuffer;

/**
 * One engine running one scene for the bench: steps it and reports each step's figures into a
 * reused {@link Frame}. {@link #step} is the timed part; {@link #sample} runs after it, untimed,
 * and may be slow (it reads contacts and velocities).
 */
public interface BenchEngine extends Disposable {

    /** Figures of one step. Fields an engine cannot report stay NaN. */
    final class Frame {
        public int contacts;
        public double collisionNanos = Double.NaN;
        public double solveNanos = Double.NaN;
        /** The solver's own time for its (last) solve, for ns per contact per iteration. */
        public double solverNanos = Double.NaN;
        /** Iterations of the step's solves together; of them, the split step's position solve's. */
        public double iterations = Double.NaN;
        public double positionIterations = Double.NaN;
        public double schurProducts = Double.NaN;
        public double residual = Double.NaN;
        /** Deepest penetration (m, >= 0) among the step's contact points. */
        public double maxPenetration;
        /**
         * The contact points the penetration figures come from (owned by the engine, valid until
         * its next sample): ours, the points this step solved; Bullet's, a detection right after its step.
         */
        public ContactBuffer contactPoints;
        /** True when the slip correction moved this step's biases (StepStats.slipCorrectionSolve). */
        public boolean slipCorrectionSolve;
        /** Why the configured solver refused this step (the world then solved it with APGD), or null. */
        public String refusal;
        /** Sum of |v|^2 over the dynamic bodies ({@link #dynamicBodies()}) after the step, and their count. */
        public double speedSquaredSum;
        public int dynamicBodies;

        public void clear() {
            contacts = 0;
            collisionNanos = solveNanos = solverNanos = iterations = positionIterations = schurProducts = residual = Double.NaN;
            maxPenetration = 0;
            slipCorrectionSolve = false;
            refusal = null;
            contactPoints = null;
            speedSquaredSum = 0;
            dynamicBodies = 0;
        }
    }

    /**
     * Dynamic bodies the scene's build made: the bodies {@link #dynamicPositions}, {@link #dynamicSpeeds}
     * and {@link #sample} report. Bodies the scene's action adds later (a shot ball) are not among them.
     */
    int dynamicBodies();

    /** One fixed step, the scene's per-step action included. Must not allocate in steady state. */
    void step();

    /** Fills {@code out} with what the last step did (untimed). */
    void sample(Frame out);

    /** Writes x, y, z of every dynamic body, in a fixed order, into {@code out} (3 x {@link #dynamicBodies()} floats). */
    void dynamicPositions(float[] out);

    /** Writes the linear speed (m/s) of every dynamic body, in {@link #dynamicPositions}' order, into {@code out}. */
    void dynamicSpeeds(float[] out);

    /** Position and linear velocity of the body with scene handle {@code handle} (the order the scene added its bodies). */
    void bodyState(int handle, Vector3 outPosition, Vector3 outVelocity);

    /** Copies the last solve's residual per iteration into a new array (empty when there is none). */
    double[] residualHistory();
}
