package io.github.gdxnsc.demo.scenes;

/**
 * What a correct solver does with a scene, stated so a test or the bench can check it from the
 * bodies' displacements after a few seconds (the shot balls excluded).
 */
public enum Expectation {
    /** Structures stay standing: every dynamic body ends within {@link #STAY_METRES} of its start. */
    STAYS,
    /** The scene is about motion: some dynamic body travels more than {@link #MOVE_METRES}. */
    MOVES,
    /** Some bodies stay within {@link #STAY_METRES} and others travel more than {@link #MOVE_METRES}. */
    STICKS_AND_SLIDES;

    public static final float STAY_METRES = 0.25f;
    public static final float MOVE_METRES = 0.5f;

    /** Checks the expectation from the smallest and largest displacement of the scene's dynamic bodies. */
    public boolean isMet(float minDisplacement, float maxDisplacement) {
        switch (this) {
            case STAYS: return maxDisplacement <= STAY_METRES;
            case MOVES: return maxDisplacement > MOVE_METRES;
            default: return minDisplacement <= STAY_METRES && maxDisplacement > MOVE_METRES;
        }
    }
}
