package io.github.gdxnsc.demo;

import io.github.gdxnsc.demo.scenes.GameRig;

/**
 * What a frame's state holds beside the world's snapshot, for step back: the scene's contact-event
 * counters and, in the game scene, the player (the character's feet, whether it crouches, whether
 * it drives the car; the car's chassis is a body, in the snapshot). Reused frame after frame, so
 * keeping it allocates nothing once the event arrays fit the scene.
 */
final class SessionState {
    private final SceneEvents events = new SceneEvents();
    private final float[] player = new float[GameRig.STATE_FLOATS];
    private boolean hasPlayer;

    /** Keeps the session's state now. */
    void save(SceneSession session) {
        events.copyFrom(session.events());
        GameRig rig = session.gameRig();
        hasPlayer = rig != null;
        if (hasPlayer) rig.saveState(player);
    }

    /** Puts the session's counters and player back as they were saved (the world itself is restored apart). */
    void restore(SceneSession session) {
        session.events().copyFrom(events);
        GameRig rig = session.gameRig();
        if (hasPlayer && rig != null) rig.restoreState(player);
    }
}
