package io.github.gdxnsc.demo;

import io.github.gdxnsc.demo.scenes.WorldScene;
import io.github.gdxnsc.world.ContactListener;
import io.github.gdxnsc.world.RigidBody;

/**
 * The session's contact listener: counts contact begins and ends (in total and over the last
 * simulated second, for the overlay) and keeps, per body handle, how many sensors it is inside
 * (what the renderer colours). A sensor pair counts for occupancy only, not as a contact. Reset at
 * each scene load; nothing is allocated per step once the arrays fit the scene.
 */
public final class SceneEvents implements ContactListener {
    /** Steps in the rate window: one second at 60 Hz (the window is counted in steps, so it is simulated time). */
    static final int WINDOW_STEPS = 60;

    private final int[] beginsPerStep = new int[WINDOW_STEPS], endsPerStep = new int[WINDOW_STEPS];
    private int slot;
    private long begins, ends, sensorEntries;
    private int beginsInWindow, endsInWindow, occupancy;
    /** Per body handle: sensors it is inside now. */
    private int[] insideSensors = new int[64];

    /** Forgets everything (a new scene). */
    public void reset() {
        java.util.Arrays.fill(beginsPerStep, 0);
        java.util.Arrays.fill(endsPerStep, 0);
        java.util.Arrays.fill(insideSensors, 0);
        slot = 0;
        begins = ends = sensorEntries = 0;
        beginsInWindow = endsInWindow = occupancy = 0;
    }

    @Override
    public void beginContact(RigidBody a, RigidBody b) {
        if (a.isSensor() != b.isSensor()) {
            enter(a.isSensor() ? b : a, 1);
            sensorEntries++;
            return;
        }
        begins++;
        beginsPerStep[slot]++;
        beginsInWindow++;
    }

    @Override
    public void endContact(RigidBody a, RigidBody b) {
        if (a.isSensor() != b.isSensor()) {
            enter(a.isSensor() ? b : a, -1);
            return;
        }
        ends++;
        endsPerStep[slot]++;
        endsInWindow++;
    }

    private void enter(RigidBody body, int change) {
        int handle = WorldScene.handleOf(body);
        if (handle < 0) return;
        if (handle >= insideSensors.length) insideSensors = java.util.Arrays.copyOf(insideSensors, Math.max(handle + 1, 2 * insideSensors.length));
        int before = insideSensors[handle];
        insideSensors[handle] = Math.max(0, before + change);
        if (before == 0 && insideSensors[handle] > 0) occupancy++;
        else if (before > 0 && insideSensors[handle] == 0) occupancy--;
    }

    /** Becomes a copy of {@code other} (step back keeps one per frame); allocates only where other's arrays are longer. */
    public void copyFrom(SceneEvents other) {
        System.arraycopy(other.beginsPerStep, 0, beginsPerStep, 0, WINDOW_STEPS);
        System.arraycopy(other.endsPerStep, 0, endsPerStep, 0, WINDOW_STEPS);
        if (insideSensors.length != other.insideSensors.length) insideSensors = new int[other.insideSensors.length];
        System.arraycopy(other.insideSensors, 0, insideSensors, 0, insideSensors.length);
        slot = other.slot;
        begins = other.begins;
        ends = other.ends;
        sensorEntries = other.sensorEntries;
        beginsInWindow = other.beginsInWindow;
        endsInWindow = other.endsInWindow;
        occupancy = other.occupancy;
    }

    /** Call after each step: the oldest step leaves the one-second window. */
    public void stepped() {
        slot = (slot + 1) % WINDOW_STEPS;
        beginsInWindow -= beginsPerStep[slot];
        endsInWindow -= endsPerStep[slot];
        beginsPerStep[slot] = 0;
        endsPerStep[slot] = 0;
    }

    /** Contacts that began between two non-sensor bodies, since the load. */
    public long begins() {
        return begins;
    }

    public long ends() {
        return ends;
    }

    /** Contact begins over the last {@link #WINDOW_STEPS} steps (per simulated second at 60 Hz). */
    public int beginsLastSecond() {
        return beginsInWindow;
    }

    public int endsLastSecond() {
        return endsInWindow;
    }

    /** Times a body entered a sensor since the load. */
    public long sensorEntries() {
        return sensorEntries;
    }

    /** Bodies inside at least one sensor now. */
    public int occupancy() {
        return occupancy;
    }

    /** Whether the body is inside a sensor now. */
    public boolean isInsideSensor(int handle) {
        return handle >= 0 && handle < insideSensors.length && insideSensors[handle] > 0;
    }
}
