package io.github.gdxnsc.demo.engines;

/**
 * The settled-quality figures of one run, gathered frame by frame over the measured frames, the
 * same way for every engine: drift (how far the dynamic bodies moved), rest velocity and
 * penetration. Plain arithmetic on numbers the engines report, so it is tested on its own.
 */
public final class SettledQuality {
    private double speedSquaredSum;
    private long speedCount;
    private double maxPenetration;
    private double penetrationSum;
    private long penetratingPoints;

    /** Forgets every frame added (the demo's live window re-adds its frames at each refresh). */
    public void reset() {
        speedSquaredSum = 0;
        speedCount = 0;
        maxPenetration = 0;
        penetrationSum = 0;
        penetratingPoints = 0;
    }

    /** Adds one frame's dynamic bodies: the sum of their squared linear speeds and their count. */
    public void addSpeeds(double speedSquaredSum, int bodies) {
        this.speedSquaredSum += speedSquaredSum;
        speedCount += bodies;
    }

    /**
     * Adds one frame's contact points by their signed distances (m; negative = overlapping).
     * Points that do not overlap are not penetrations and do not enter the mean.
     */
    public void addContactDistances(float[] distance, int count) {
        for (int k = 0; k < count; k++) {
            double d = distance[k];
            if (d < 0) {
                penetrationSum -= d;
                penetratingPoints++;
                if (-d > maxPenetration) maxPenetration = -d;
            }
        }
    }

    /** Root mean square of the linear speeds over every body and frame added (m/s; 0 with none). */
    public double restVelocityRms() {
        return speedCount > 0 ? Math.sqrt(speedSquaredSum / speedCount) : 0;
    }

    /** Deepest overlap of any point in any frame added (m, >= 0). */
    public double maxPenetration() {
        return maxPenetration;
    }

    /** Mean depth of the overlapping points over every frame added (m; 0 when none overlapped). */
    public double meanPenetration() {
        return penetratingPoints > 0 ? penetrationSum / penetratingPoints : 0;
    }

    /**
     * Largest displacement (m) of any body between two snapshots of the same bodies' positions
     * ({@code x, y, z} per body, same order): the drift over the frames between them.
     */
    public static double drift(float[] first, float[] last, int bodies) {
        if (first.length < 3 * bodies || last.length < 3 * bodies)
            throw new IllegalArgumentException("position snapshots hold fewer than " + bodies + " bodies");
        double max = 0;
        for (int i = 0; i < 3 * bodies; i += 3) {
            double dx = last[i] - first[i], dy = last[i + 1] - first[i + 1], dz = last[i + 2] - first[i + 2];
            max = Math.max(max, Math.sqrt(dx * dx + dy * dy + dz * dz));
        }
        return max;
    }
}
