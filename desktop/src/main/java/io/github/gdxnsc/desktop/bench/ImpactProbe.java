package io.github.gdxnsc.desktop.bench;

import io.github.gdxnsc.demo.scenes.ImpactScene;

/**
 * The inelastic-impact figures of the {@link ImpactScene}, from the two balls' states after every
 * step of a run (warm-up included: both impacts happen in the first second):
 *
 * <ul>
 *   <li>{@link #reboundSpeed()}: the largest speed (m/s) at which the thrown ball moves back away
 *       from the wall (-x) while it is still in the air; 0 for a perfectly inelastic impact. Once
 *       it lands it may roll away from the wall, rightly: the wall's friction spun it;</li>
 *   <li>{@link #dropRise()}: how high (m) the dropped ball gets, after it first comes down to the
 *       ground, above where it rests at the end of the run; 0 for a perfectly inelastic landing.</li>
 * </ul>
 */
final class ImpactProbe {
    /** The dropped ball counts as landed once its centre is this close (m) to resting on the ground. */
    static final float LANDED_WITHIN = 0.05f;

    private final float restingCentreY;
    private float[] droppedY = new float[256];
    private int frames;
    private double rebound;

    ImpactProbe(float ballRadius) {
        this.restingCentreY = ballRadius;
    }

    /** One frame: the thrown ball's x velocity (the wall is on +x) and centre height, and the dropped ball's centre height. */
    void record(float thrownVelocityX, float thrownCentreY, float droppedCentreY) {
        if (thrownCentreY > restingCentreY + LANDED_WITHIN) rebound = Math.max(rebound, -thrownVelocityX);
        if (frames == droppedY.length) droppedY = java.util.Arrays.copyOf(droppedY, 2 * frames);
        droppedY[frames++] = droppedCentreY;
    }

    double reboundSpeed() {
        return rebound;
    }

    /** NaN when the dropped ball never came down within {@link #LANDED_WITHIN} of resting. */
    double dropRise() {
        int landed = -1;
        for (int i = 0; i < frames && landed < 0; i++) if (droppedY[i] <= restingCentreY + LANDED_WITHIN) landed = i;
        if (landed < 0) return Double.NaN;
        float rest = droppedY[frames - 1];
        double max = rest;
        for (int i = landed; i < frames; i++) max = Math.max(max, droppedY[i]);
        return max - rest;
    }
}
