package io.github.gdxnsc.collision;

/**
 * Reads the contact points of a dispatcher's manifolds into a {@link ContactBuffer} and writes
 * warm-start impulses back onto them, without allocating. Two implementations: {@link
 * JniContactReader} (static CollisionJNI functions on raw pointers: safe, ~300-450 ns a contact)
 * and {@link DirectContactReader} (native struct fields read through {@link NativeMemory} at offsets
 * found at start-up: ~20-35 ns a contact). Both give bit-identical buffers; that is checked on a
 * live frame before the direct one is trusted.
 *
 * <p>Threading: gdx-bullet memory is written on the world's thread only, and read there or, by
 * the direct reader's plain loads, on the world's pool while that thread waits on it.
 */
public interface ContactReader {

    /** True for the direct-memory reader. */
    boolean isDirect();

    /**
     * Clears {@code out} and appends every contact point of every manifold of the dispatcher at
     * {@code dispatcherAddress}, skipping manifolds with no points (a broad-phase overlap alone
     * creates them). Body indices are the collision objects' user indices.
     */
    void read(long dispatcherAddress, ContactBuffer out);

    /**
     * Stores {@code buf.impulse} (normal, tangent 1, tangent 2) into each point's appliedImpulse,
     * appliedImpulseLateral1 and appliedImpulseLateral2, which survive to the next step. Must run
     * before the next collision detection, which may move or free the points.
     */
    void writeImpulses(ContactBuffer buf);

    /**
     * The part id Bullet gave the point at {@code point} on its manifold's body 0 ({@code first}) or
     * body 1: a triangle mesh's part, a heightfield's column.
     */
    int partId(long point, boolean first);

    /** The triangle index Bullet gave the point at {@code point} on body 0 ({@code first}) or body 1. */
    int triangleIndex(long point, boolean first);
}
