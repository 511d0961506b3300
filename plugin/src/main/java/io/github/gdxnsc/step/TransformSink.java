package io.github.gdxnsc.step;

import io.github.gdxnsc.parallel.WorkerPool;

/** Where the publish stage sends a moved body's new pose (the world's collision object and query cache). */
public interface TransformSink {
    /** Body {@code body}'s pose changed: send it on. */
    void push(int body);

    /**
     * Every body that moves ({@link Bodies#moves}) sends its pose on; the sink may share the
     * bodies out on {@code pool} (each body's pose goes to its own object).
     */
    default void pushMoving(Bodies bodies, WorkerPool pool) {
        for (int i = 0, n = bodies.count; i < n; i++) if (bodies.moves(i)) push(i);
    }
}
