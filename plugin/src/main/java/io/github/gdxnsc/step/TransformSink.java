package io.github.gdxnsc.step;

/** Where the publish stage sends a moved body's new pose (the world's collision object and query cache). */
public interface TransformSink {
    void push(int body);
}
