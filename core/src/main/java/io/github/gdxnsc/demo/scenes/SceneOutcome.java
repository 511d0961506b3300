package io.github.gdxnsc.demo.scenes;

/**
 * What one run did to a scene's dynamic bodies, gathered after every step from the build on, for
 * its {@link Expectation}: how far each body strayed from where the scene built it, how far any
 * sank below its start, where they ended, and, for a scene with a disturbance
 * ({@link Scene#disturbanceStep}), how long after it they took to come to rest. Plain arithmetic
 * on positions and speeds an engine reports, in the engine's fixed body order; no allocation
 * after the constructor.
 *
 * <p>The rest time starts at the hit: the first step, from the disturbance on, after which some
 * body moves at {@link Expectation#REST_SPEED} or faster (a ball shot at a wall hits it a step or
 * two after it is fired). It ends with the last step after which some body is that fast, so it
 * is how long the scene took to be still for good; a scene still moving after the last step has
 * not come to rest (infinite), one that never moved after its disturbance has no rest time (NaN).
 */
public final class SceneOutcome {
    private final float[] start;
    private final int bodies;
    private final long disturbanceStep;
    private final float timeStep;
    /** Per body: its largest distance from its start so far, and its last position. */
    private final float[] largest, last;
    private float maxSink;
    private long steps;
    private long hitStep = -1, lastMovingStep = -1;

    /**
     * @param builtPositions  x, y, z of each body where the scene built it
     * @param disturbanceStep the scene's {@link Scene#disturbanceStep} (-1: none)
     * @param timeStep        the fixed step (s)
     */
    public SceneOutcome(float[] builtPositions, int bodies, long disturbanceStep, float timeStep) {
        if (bodies < 0 || builtPositions.length < 3 * bodies)
            throw new IllegalArgumentException("builtPositions holds fewer than " + bodies + " bodies");
        if (!(timeStep > 0)) throw new IllegalArgumentException("timeStep must be > 0, was " + timeStep);
        this.bodies = bodies;
        this.start = java.util.Arrays.copyOf(builtPositions, 3 * bodies);
        this.disturbanceStep = disturbanceStep;
        this.timeStep = timeStep;
        largest = new float[bodies];
        last = start.clone();
    }

    /** The bodies after the next step: positions (x, y, z each) and linear speeds (m/s), in the constructor's order. */
    public void add(float[] positions, float[] speeds) {
        float fastest = 0;
        for (int i = 0; i < bodies; i++) {
            float dx = positions[3 * i] - start[3 * i], dy = positions[3 * i + 1] - start[3 * i + 1], dz = positions[3 * i + 2] - start[3 * i + 2];
            float d = (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
            if (Float.isNaN(d)) d = Float.POSITIVE_INFINITY; // a lost body fails every expectation
            largest[i] = Math.max(largest[i], d);
            maxSink = Math.max(maxSink, Float.isNaN(dy) ? Float.POSITIVE_INFINITY : -dy);
            float speed = Float.isNaN(speeds[i]) ? Float.POSITIVE_INFINITY : speeds[i];
            fastest = Math.max(fastest, speed);
        }
        System.arraycopy(positions, 0, last, 0, 3 * bodies);
        if (disturbanceStep >= 0 && steps >= disturbanceStep && fastest >= Expectation.REST_SPEED) {
            if (hitStep < 0) hitStep = steps;
            lastMovingStep = steps;
        }
        steps++;
    }

    /** Steps added. */
    public long steps() {
        return steps;
    }

    /** Largest distance (m) of any body from its start at any step. */
    public float maxDisplacement() {
        float max = 0;
        for (int i = 0; i < bodies; i++) max = Math.max(max, largest[i]);
        return max;
    }

    /** The largest distance (m) from its start of the body that strayed least (0 with no body). */
    public float minDisplacement() {
        if (bodies == 0) return 0;
        float min = Float.POSITIVE_INFINITY;
        for (int i = 0; i < bodies; i++) min = Math.min(min, largest[i]);
        return min;
    }

    /** Largest distance (m) of any body from its start after the last step. */
    public float endDisplacement() {
        float max = 0;
        for (int i = 0; i < bodies; i++) max = Math.max(max, endDisplacement(i));
        return max;
    }

    /** Bodies further than {@code metres} from their start after the last step. */
    public int displacedBodies(float metres) {
        int n = 0;
        for (int i = 0; i < bodies; i++) if (!(endDisplacement(i) <= metres)) n++;
        return n;
    }

    /** Largest drop (m, >= 0) of any body below its start height at any step. */
    public float maxSink() {
        return maxSink;
    }

    /**
     * Seconds from the hit to the end of the last step in which a body moved at
     * {@link Expectation#REST_SPEED} or faster; infinite when that was the last step added, NaN
     * without a disturbance or when nothing moved after it.
     */
    public float restSeconds() {
        if (hitStep < 0) return Float.NaN;
        if (lastMovingStep == steps - 1) return Float.POSITIVE_INFINITY;
        return (lastMovingStep + 1 - hitStep) * timeStep;
    }

    private float endDisplacement(int i) {
        float dx = last[3 * i] - start[3 * i], dy = last[3 * i + 1] - start[3 * i + 1], dz = last[3 * i + 2] - start[3 * i + 2];
        float d = (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
        return Float.isNaN(d) ? Float.POSITIVE_INFINITY : d;
    }
}
