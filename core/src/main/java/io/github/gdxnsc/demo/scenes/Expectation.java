package io.github.gdxnsc.demo.scenes;

import java.util.Locale;

/**
 * What a correct solver does with a scene, stated so a test or the bench can check it from the
 * scene's dynamic bodies over a run ({@link SceneOutcome}: their displacements from where the
 * scene built them, how far they sank, how soon they rested after a disturbance). Bodies the
 * scene's action adds later (a shot ball) are not judged.
 */
public enum Expectation {
    /** Structures stay standing: no dynamic body ever strays more than {@link #STAY_METRES} from its start. */
    STAYS("everything stays standing"),
    /** The scene is about motion: some dynamic body travels more than {@link #MOVE_METRES}. */
    MOVES("bodies move"),
    /** Some bodies stay within {@link #STAY_METRES} and others travel more than {@link #MOVE_METRES}. */
    STICKS_AND_SLIDES("some boxes stick, the others slide"),
    /** The structure cannot stand and collapses: some dynamic body travels more than {@link #MOVE_METRES}. */
    FALLS("it cannot stand: it falls"),
    /** {@link #STAYS}, and no body ever sinks more than {@link #SINK_METRES} below its start. */
    STAYS_WITHOUT_SINKING("everything stays; nothing sinks 5 mm"),
    /**
     * Disturbed, the structure comes back to rest standing: within {@link #REST_WITHIN_SECONDS} of
     * the disturbance every body is slower than {@link #REST_SPEED} for good, and at the end every
     * body is within {@link #STAY_METRES} of its start.
     */
    SETTLES_AGAIN("disturbed, it comes back to rest standing within 5 s"),
    /** Knocked about, wherever its bodies went, the scene is at rest again within {@link #REST_WITHIN_SECONDS} of the hit. */
    RESTS_AGAIN("knocked about, it comes to rest within 5 s");

    public static final float STAY_METRES = 0.25f;
    public static final float MOVE_METRES = 0.5f;
    /** How far a body may sink below its start (m) in {@link #STAYS_WITHOUT_SINKING}. */
    public static final float SINK_METRES = 0.005f;
    /** A body slower than this (m/s, its centre's speed) is at rest: the world's default sleep speed. */
    public static final float REST_SPEED = 0.05f;
    /** How soon after the disturbance a scene must be at rest again (s). */
    public static final float REST_WITHIN_SECONDS = 5f;
    /** A body further than this (m) from its start at the end of a run counts as displaced (the bench's count). */
    public static final float DISPLACED_METRES = 0.05f;

    private final String words;

    Expectation(String words) {
        this.words = words;
    }

    /** The expectation in a few words, for people (the demo's caption). */
    public String words() {
        return words;
    }

    /** Checks the expectation on a whole run. */
    public boolean isMet(SceneOutcome run) {
        float max = run.maxDisplacement();
        switch (this) {
            case STAYS: return max <= STAY_METRES;
            case MOVES:
            case FALLS: return max > MOVE_METRES;
            case STICKS_AND_SLIDES: return run.minDisplacement() <= STAY_METRES && max > MOVE_METRES;
            case STAYS_WITHOUT_SINKING: return max <= STAY_METRES && run.maxSink() <= SINK_METRES;
            case SETTLES_AGAIN: return run.endDisplacement() <= STAY_METRES && run.restSeconds() <= REST_WITHIN_SECONDS;
            default: return run.restSeconds() <= REST_WITHIN_SECONDS;
        }
    }

    /**
     * Checks what of the expectation the smallest and largest displacement of the scene's dynamic
     * bodies can tell: the sink of {@link #STAYS_WITHOUT_SINKING} and the rest time of
     * {@link #SETTLES_AGAIN} are not judged.
     *
     * @throws UnsupportedOperationException for {@link #RESTS_AGAIN}, which is judged by its rest time alone
     */
    public boolean isMet(float minDisplacement, float maxDisplacement) {
        switch (this) {
            case STAYS:
            case STAYS_WITHOUT_SINKING:
            case SETTLES_AGAIN: return maxDisplacement <= STAY_METRES;
            case MOVES:
            case FALLS: return maxDisplacement > MOVE_METRES;
            case STICKS_AND_SLIDES: return minDisplacement <= STAY_METRES && maxDisplacement > MOVE_METRES;
            default: throw new UnsupportedOperationException(this + " is judged by the rest time: use isMet(SceneOutcome)");
        }
    }

    /** What the scene is expected to do before its disturbance: a disturbed scene stands until then. */
    public Expectation undisturbed() {
        return this == SETTLES_AGAIN || this == RESTS_AGAIN ? STAYS : this;
    }

    /** Lower-case with dashes, for the bench's output (stays-without-sinking). */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
