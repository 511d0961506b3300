package io.github.gdxnsc.step;

/** Where the publish stage sends a moved body's new pose (the world's collision object and query cache). */
public interface TransformSink {
    /** Body {@code body}'s pose changed: send it on. */
    void push(int body);
}
