package io.github.gdxnsc.world;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Who is inside the world's step: one thread at a time may step or dispose the world, and nothing
 * may change the world's bodies, joints or lifetime from the step's own callbacks (the step's
 * arrays and Bullet's objects are in use). A refused call throws before it changes anything.
 */
final class StepGuard {
    private final AtomicReference<Thread> owner = new AtomicReference<>();

    /** Takes the world for {@code call} ("step()", "dispose()"), or throws saying who holds it. */
    void enter(String call) {
        Thread me = Thread.currentThread();
        if (!owner.compareAndSet(null, me)) throw busy(call, owner.get(), me);
    }

    /** Gives the world back; only the thread that entered calls this. */
    void exit() {
        owner.set(null);
    }

    /** For calls that change bodies or joints: refused while any thread is inside the step. */
    void checkNotStepping(String call) {
        Thread holder = owner.get();
        if (holder != null) throw busy(call, holder, Thread.currentThread());
    }

    private static IllegalStateException busy(String call, Thread holder, Thread me) {
        if (holder == me)
            return new IllegalStateException(call + " is not allowed inside a contact or joint callback (the step is still running); "
                    + "remember what to do and do it after step() returns");
        String who = holder == null ? "another thread" : "thread \"" + holder.getName() + "\"";
        return new IllegalStateException(call + " refused: " + who + " is inside step() or dispose() of this world; "
                + "a world takes calls from one thread at a time");
    }
}
