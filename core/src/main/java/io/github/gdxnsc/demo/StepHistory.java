package io.github.gdxnsc.demo;

import io.github.gdxnsc.world.NscWorld;
import io.github.gdxnsc.world.WorldSnapshot;

/**
 * Step back (key Backspace): the world's state at the end of each of the last frames that stepped,
 * in a ring of {@link WorldSnapshot}s, so a paused scene can be walked back frame by frame.
 *
 * <p>Bounded: at most {@link #MAX_FRAMES} frames, fewer where the snapshots would pass
 * {@link #MEMORY_BUDGET_BYTES} (a 2,300-body pile with 10,000 contacts keeps about 40), estimated
 * from the bodies and contacts. The snapshots are reused: once the ring is full a frame's record
 * overwrites the oldest snapshot's arrays in place, so recording allocates nothing in steady state.
 * Beside each snapshot a {@link SessionState} keeps what lives outside the world: the event
 * counters and the game scene's player. A restore the world refuses (a ball shot or a body grabbed
 * since: other bodies or joints) empties the ring and says why.
 */
final class StepHistory {
    static final int MAX_FRAMES = 120;
    static final long MEMORY_BUDGET_BYTES = 64L << 20;
    /** Bytes a snapshot holds per body (poses, velocities, forces, targets, sleep state) and per contact (warm start). */
    static final int BYTES_PER_BODY = 320, BYTES_PER_CONTACT = 64;

    private final WorldSnapshot[] snapshots = new WorldSnapshot[MAX_FRAMES];
    private final SessionState[] extras = new SessionState[MAX_FRAMES];
    private final long[] sceneSteps = new long[MAX_FRAMES];
    private final double[] seconds = new double[MAX_FRAMES];
    /** Ring slot of the newest state; {@link #count} states end there. */
    private int newest = -1, count;
    private String lastRefusal;

    /** Frames kept for a world of {@code bodies} bodies and {@code contacts} contacts: the budget's share, 2 to {@link #MAX_FRAMES}. */
    static int capacity(int bodies, int contacts) {
        long bytes = (long) bodies * BYTES_PER_BODY + (long) contacts * BYTES_PER_CONTACT + 1024;
        return (int) Math.max(2, Math.min(MAX_FRAMES, MEMORY_BUDGET_BYTES / bytes));
    }

    /** Forgets every state (a load, an engine switch); the snapshots' memory goes too. */
    void clear() {
        java.util.Arrays.fill(snapshots, null);
        newest = -1;
        count = 0;
    }

    /** States kept now: the current one and those it can step back to. */
    int size() {
        return count;
    }

    /** Why the last step back was refused, or null. */
    String lastRefusal() {
        return lastRefusal;
    }

    /** Keeps the session's state now (after a frame's steps, or at a load). */
    void record(SceneSession session) {
        NscWorld world = session.world();
        if (world == null) return;
        int limit = capacity(session.bodyCount(), world.getContactCount());
        WorldSnapshot spare = null;
        while (count >= limit) { // room for the new state within the budget; the oldest lends its arrays
            int oldest = oldest();
            spare = snapshots[oldest];
            snapshots[oldest] = null;
            count--;
        }
        int slot = (newest + 1) % MAX_FRAMES;
        if (snapshots[slot] == null) snapshots[slot] = spare; // still null only while the ring fills
        snapshots[slot] = world.saveSnapshot(snapshots[slot]);
        if (extras[slot] == null) extras[slot] = new SessionState();
        extras[slot].save(session);
        sceneSteps[slot] = session.stepIndex();
        seconds[slot] = session.simulatedSeconds();
        newest = slot;
        count++;
    }

    /** Snapshot objects held, kept states and those a step back left for reuse (for the memory bound's test). */
    int snapshotsHeld() {
        int n = 0;
        for (WorldSnapshot s : snapshots) if (s != null) n++;
        return n;
    }

    /**
     * Puts the session back to the state one frame before the current one; false (nothing changed)
     * when there is none, or when the world refuses it ({@link #lastRefusal} says why; the ring is
     * emptied, since none of its states fits the world any more).
     */
    boolean stepBack(SceneSession session) {
        lastRefusal = null;
        if (count < 2 || session.world() == null) {
            lastRefusal = count < 2 ? "no earlier frame kept" : "no live world";
            return false;
        }
        int previous = (newest - 1 + MAX_FRAMES) % MAX_FRAMES;
        try {
            session.restore(snapshots[previous], sceneSteps[previous], seconds[previous]);
            extras[previous].restore(session);
        } catch (IllegalArgumentException e) {
            lastRefusal = e.getMessage();
            clear();
            return false;
        }
        newest = previous; // the dropped state's snapshot stays in its slot for reuse
        count--;
        return true;
    }

    private int oldest() {
        return (newest - count + 1 + MAX_FRAMES) % MAX_FRAMES;
    }
}
