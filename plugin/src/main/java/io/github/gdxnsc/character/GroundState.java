package io.github.gdxnsc.character;

/** Where a {@link CharacterController} stands after its last move. */
public enum GroundState {
    /** On a surface no steeper than the controller's maximum slope: walks, carried by it if it moves. */
    GROUNDED,
    /** On a surface steeper than the maximum slope: gravity slides it down. */
    SLIDING,
    /** Nothing under it within the ground probe: falling or jumping. */
    AIRBORNE
}
