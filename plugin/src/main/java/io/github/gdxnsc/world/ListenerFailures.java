package io.github.gdxnsc.world;

/**
 * What the listeners threw while one step's events were told: the first throwable, with later
 * ones suppressed into it (at most {@link #MAX_SUPPRESSED}). A throwing callback must not cost
 * the other callbacks of the step their events, so the dispatch catches, goes on, and rethrows
 * the first when the step's events are all told. Allocates only when a listener throws.
 */
final class ListenerFailures {
    static final int MAX_SUPPRESSED = 8;
    private Throwable first;
    private int suppressed;

    void add(Throwable t) {
        if (first == null) first = t;
        else if (suppressed++ < MAX_SUPPRESSED) first.addSuppressed(t);
    }

    /** Rethrows the first failure (listeners throw unchecked exceptions only), and forgets it. */
    void rethrow() {
        Throwable t = first;
        first = null;
        suppressed = 0;
        if (t instanceof RuntimeException) throw (RuntimeException) t;
        if (t instanceof Error) throw (Error) t;
        if (t != null) throw new IllegalStateException("a listener threw", t);
    }
}
